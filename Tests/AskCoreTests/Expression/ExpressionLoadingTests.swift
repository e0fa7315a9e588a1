import Testing
@testable import AskCore

/// A form whose last row (line 5) has the expression as its `when`, starting at column 42.
private func load(when expression: String) -> [String] {
    let text = """
        {"askform": 1, "sections": [{"rows": [
          {"key": "name", "type": "text"}, {"key": "role", "type": "select", "options": ["admin", "user"]},
          {"key": "start", "type": "date"}, {"key": "end", "type": "date"}, {"key": "age", "type": "integer"},
          {"key": "tags", "type": "multiselect", "options": ["a", "b"]}, {"key": "ok", "type": "confirm"},
        {"key": "last", "type": "text", "when": "\(expression)"}
        ]}]}
        """
    return FormLoader().load(Array(text.utf8)).diagnostics.map { $0.rendered(file: "f.json") }
}

@Suite struct ExpressionLoadingTests {
    static let accepted = [
        "end >= start", "len(name) > 3", "lower(role) == 'admin'", "days(start, end) > 7 and count(tags) >= 1",
        "age + 1 > 18", "if(ok == true, age, 0) > 3", "matches(name, '^A')", "default(name, '') != ''",
        "today() >= start", "role == 'admin'", "tags contains 'a'",
    ]

    @Test(arguments: accepted)
    func loadsTheNewOperands(_ expression: String) {
        #expect(load(when: expression) == [])
    }

    static let refused: [(String, String)] = [
        ("lower(age) == 'x'", "f.json:5:48: error: invalid expression: argument 1 of 'lower' must be text, not a number"),
        ("name == age", "f.json:5:42: error: invalid expression: '==' between text and a number is never true"),
        ("name != age + 1", "f.json:5:42: error: invalid expression: '!=' between text and a number is always true"),
        ("ok < ok", "f.json:5:42: error: invalid expression: '<' cannot order true or false; use == or !="),
        ("name - 1 > 0", "f.json:5:42: error: invalid expression: '-' cannot take text and a number"),
        ("len(name)", "f.json:5:42: error: invalid expression: a condition must be true or false, not a number"),
        ("matches(name, '(')", "f.json:5:56: error: invalid expression: invalid pattern: "
            + Catalog.english.text(for: PatternProblem(.unclosedGroup, at: 0, text: "("))),
        ("days('2026-02-30', end) > 1", "f.json:5:47: error: invalid expression: '2026-02-30' is not a YYYY-MM-DD date"),
        ("lowr(name) == 'a'", "f.json:5:42: error: invalid 'when' expression: unknown function 'lowr' (did you mean 'lower'?)"),
        ("len(name, 2) > 1", "f.json:5:42: error: invalid 'when' expression: 'len' takes 1 argument, given 2"),
        ("end >= strat", "f.json:5:41: error: 'when' names unknown key 'strat' (did you mean 'start'?)"),
        ("len(last) > 1", "f.json:5:41: error: 'when' names the row's own key 'last'; it can only read keys asked before this row"),
        // The classic shape keeps its own problems and words.
        ("lower(role) == 'x' or role == 'admn'",
         "f.json:5:41: error: 'when' compares 'role' with 'admn', which is not one of its option values (did you mean 'admin'?)"),
    ]

    @Test(arguments: refused)
    func reportsWhereTheProblemIs(_ expression: String, _ diagnostic: String) {
        #expect(load(when: expression) == [diagnostic + " (at /sections/0/rows/7/when)"])
    }

    @Test func schemaNeitherRequiresNorForbidsARowBehindANewTest() throws {
        let text = #"""
            {"askform": 1, "sections": [{"rows": [
              {"key": "start", "type": "date", "required": true}, {"key": "end", "type": "date", "required": true},
              {"key": "why", "type": "text", "required": true, "when": "end < start"}]}]}
            """#
        let form = try #require(FormLoader().load(Array(text.utf8)).form)
        let schema = AnswerSchema.schema(for: form).serialized(pretty: false)
        #expect(!schema.contains("\"allOf\""))
        #expect(schema.contains(#""required":["start","end"]"#))
    }

    @Test func walkerReadsTodayAndTheEnvironment() throws {
        let text = #"""
            {"askform": 1, "sections": [{"rows": [
              {"key": "a", "type": "text", "when": "today() >= '2026-01-01'"},
              {"key": "b", "type": "text", "when": "env(TEAM) == 'core'"}]}]}
            """#
        let form = try #require(FormLoader().load(Array(text.utf8)).form)
        func asked(_ walker: Walker) -> [String] {
            var walker = walker
            var keys: [String] = []
            for _ in 0..<10 {
                switch walker.next() {
                case .ask(let prompt):
                    keys.append(prompt.key)
                    _ = walker.answer("x")
                case .finished: return keys
                default: continue
                }
            }
            return keys
        }
        let march = try #require(ISODate("2026-03-01"))
        #expect(asked(Walker(form: form, environment: ["TEAM": "core"], today: march)) == ["a", "b"])
        #expect(asked(Walker(form: form, today: march)) == ["a"])
        #expect(asked(Walker(form: form)) == [])
    }
}
