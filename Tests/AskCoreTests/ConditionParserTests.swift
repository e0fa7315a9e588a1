import Testing
@testable import AskCore

/// Shorthand for the trees the tables expect.
private func test(_ key: String, _ op: Condition.ComparisonOperator, _ literal: Condition.Literal) -> Condition {
    .comparison(key: key, op, literal)
}

private let a1 = test("a", .equal, .number(1))
private let b2 = test("b", .equal, .number(2))
private let c3 = test("c", .equal, .number(3))

@Suite struct ConditionParserTests {
    // MARK: Valid expressions

    static let comparisons: [(String, Condition)] = [
        ("age == 18", test("age", .equal, .number(18))),
        ("age != 18", test("age", .notEqual, .number(18))),
        ("age < 18", test("age", .less, .number(18))),
        ("age <= 18", test("age", .lessOrEqual, .number(18))),
        ("age > 18", test("age", .greater, .number(18))),
        ("age >= 18", test("age", .greaterOrEqual, .number(18))),
        ("age>=18", test("age", .greaterOrEqual, .number(18))),
        (" \t age\n>=  18 \r\n", test("age", .greaterOrEqual, .number(18))),
        ("age\u{3000}>=\u{3000}18", test("age", .greaterOrEqual, .number(18))),
        ("name == 'Ada'", test("name", .equal, .string("Ada"))),
        ("name == \"Ada\"", test("name", .equal, .string("Ada"))),
        ("name != ''", test("name", .notEqual, .string(""))),
        ("name == 'two  words '", test("name", .equal, .string("two  words "))),
        ("x == -2.5", test("x", .equal, .number(-2.5))),
        ("x == 1e3", test("x", .equal, .number(1000))),
        ("x == 1E-3", test("x", .equal, .number(0.001))),
        ("x == 2.5e+2", test("x", .equal, .number(250))),
        ("x == 0", test("x", .equal, .number(0))),
        ("x == 007", test("x", .equal, .number(7))),
        ("x > -1", test("x", .greater, .number(-1))),
        ("x>-1", test("x", .greater, .number(-1))),
        ("ok == true", test("ok", .equal, .bool(true))),
        ("ok == false", test("ok", .equal, .bool(false))),
        ("guardian != null", test("guardian", .notEqual, .null)),
        ("depart >= '2026-01-01'", test("depart", .greaterOrEqual, .string("2026-01-01"))),
    ]

    static let keysAndText: [(String, Condition)] = [
        ("city == '北京'", test("city", .equal, .string("北京"))),
        ("city == \"東京都\"", test("city", .equal, .string("東京都"))),
        ("城市 == '北京'", test("城市", .equal, .string("北京"))),
        ("이름 == '지민'", test("이름", .equal, .string("지민"))),
        ("address.city == 'Paris'", test("address.city", .equal, .string("Paris"))),
        ("opt-in == true", test("opt-in", .equal, .bool(true))),
        ("_private == 1", test("_private", .equal, .number(1))),
        ("a.b-c.d_e9 == 1", test("a.b-c.d_e9", .equal, .number(1))),
        ("a.1 == 1", test("a.1", .equal, .number(1))),
        ("notify == true", test("notify", .equal, .bool(true))),
        ("android == 1", test("android", .equal, .number(1))),
        ("nullable == null", test("nullable", .equal, .null)),
        ("order.in == 1", test("order.in", .equal, .number(1))),
        ("AND == 1", test("AND", .equal, .number(1))),
        ("q == 'it\\'s'", test("q", .equal, .string("it's"))),
        ("q == \"it's\"", test("q", .equal, .string("it's"))),
        ("q == \"say \\\"hi\\\"\"", test("q", .equal, .string("say \"hi\""))),
        ("q == 'say \"hi\"'", test("q", .equal, .string("say \"hi\""))),
        ("q == 'back\\\\slash'", test("q", .equal, .string("back\\slash"))),
        ("q == '\\\"'", test("q", .equal, .string("\""))),
        ("q == 'line\nbreak'", test("q", .equal, .string("line\nbreak"))),
        ("q == '😀 e\u{301}'", test("q", .equal, .string("😀 e\u{301}"))),
    ]

    static let reversed: [(String, Condition)] = [
        ("18 <= age", test("age", .greaterOrEqual, .number(18))),
        ("18 < age", test("age", .greater, .number(18))),
        ("18 >= age", test("age", .lessOrEqual, .number(18))),
        ("18 > age", test("age", .less, .number(18))),
        ("18 == age", test("age", .equal, .number(18))),
        ("null != guardian", test("guardian", .notEqual, .null)),
        ("'北京' == city", test("city", .equal, .string("北京"))),
        ("true==ok", test("ok", .equal, .bool(true))),
        ("not 18 <= age", .not(test("age", .greaterOrEqual, .number(18)))),
    ]

    static let membership: [(String, Condition)] = [
        ("role in ['a', 'b']", .membership(key: "role", [.string("a"), .string("b")])),
        ("role in ['a']", .membership(key: "role", [.string("a")])),
        ("role in[ 'a' ,\"b\" ]", .membership(key: "role", [.string("a"), .string("b")])),
        ("n in [1, -2.5, null, true]", .membership(key: "n", [.number(1), .number(-2.5), .null, .bool(true)])),
        ("tags contains 'work'", .contains(key: "tags", .string("work"))),
        ("tags contains \"家庭\"", .contains(key: "tags", .string("家庭"))),
        ("not role in ['a']", .not(.membership(key: "role", [.string("a")]))),
        ("not tags contains 'x'", .not(.contains(key: "tags", .string("x")))),
    ]

    static let precedence: [(String, Condition)] = [
        ("a == 1 or b == 2 and c == 3", .or(a1, .and(b2, c3))),
        ("a == 1 and b == 2 or c == 3", .or(.and(a1, b2), c3)),
        ("a == 1 and b == 2 and c == 3", .and(.and(a1, b2), c3)),
        ("a == 1 or b == 2 or c == 3", .or(.or(a1, b2), c3)),
        ("a == 1 and (b == 2 and c == 3)", .and(a1, .and(b2, c3))),
        ("(a == 1 or b == 2) and c == 3", .and(.or(a1, b2), c3)),
        ("not a == 1 and b == 2", .and(.not(a1), b2)),
        ("not a == 1 or b == 2", .or(.not(a1), b2)),
        ("a == 1 and not b == 2", .and(a1, .not(b2))),
        ("not (a == 1 and b == 2)", .not(.and(a1, b2))),
        ("not not a == 1", .not(.not(a1))),
        ("((a == 1))", a1),
        ("(a==1)and(b==2)", .and(a1, b2)),
        ("a=='x'or b=='y'", .or(test("a", .equal, .string("x")), test("b", .equal, .string("y")))),
        (
            "role == 'contractor' and (age >= 18 or guardian != null)",
            .and(
                test("role", .equal, .string("contractor")),
                .or(test("age", .greaterOrEqual, .number(18)), test("guardian", .notEqual, .null)))
        ),
    ]

    @Test(arguments: comparisons + keysAndText + reversed + membership + precedence)
    func parses(_ text: String, _ expected: Condition) throws {
        #expect(try ConditionParser.parse(text) == expected)
    }

    // MARK: Errors

    static let errors: [(String, String, Int)] = [
        ("", "empty expression", 0),
        ("   \t\n", "empty expression", 0),
        ("age ==", "expected a value after '==', found end of expression", 6),
        ("age", "expected a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after 'age', found end of expression", 3),
        ("a IN ['x']", "expected a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after 'a', found 'IN' (keywords are lowercase: 'in')", 2),
        ("age = 18", "use '==' to compare", 4),
        ("age =< 18", "use '<=' instead of '=<'", 4),
        ("age => 18", "use '>=' instead of '=>'", 4),
        ("age <> 18", "use '!=' instead of '<>'", 4),
        ("a == 1 && b == 2", "use 'and' instead of '&&'", 7),
        ("a == 1 || b == 2", "use 'or' instead of '||'", 7),
        ("a == 1 & b == 2", "use 'and' instead of '&'", 7),
        ("a == 1 | b == 2", "use 'or' instead of '|'", 7),
        ("!a == 1", "use 'not' instead of '!'", 0),
        ("name == 'Ada", "unterminated string", 8),
        ("name == \"Ada'", "unterminated string", 8),
        ("a == 'x\\", "unterminated string", 5),
        ("city == '北京", "unterminated string", 8),
        ("city == '北京' and x = 1", "use '==' to compare", 19),
        ("city == '北京' or", "expected a key after 'or', found end of expression", 15),
        ("city == '北京' 東京", "expected 'and', 'or' or end of expression, found '東京'", 13),
        ("a == 'x\\n'", "unknown escape '\\n' in string (only \\', \\\" and \\\\ are allowed)", 7),
        ("a == '北\\t'", "unknown escape '\\t' in string (only \\', \\\" and \\\\ are allowed)", 7),
        ("a == 1)", "unexpected ')'", 6),
        (")", "expected a key, found ')'", 0),
        ("(a == 1", "unclosed '('", 0),
        ("a == 1 and (b == 2 or (c == 3)", "unclosed '('", 11),
        ("(a == 1 b", "expected 'and', 'or' or ')', found 'b'", 8),
        ("()", "expected a key after '(', found ')'", 1),
        ("a == 1 b == 2", "expected 'and', 'or' or end of expression, found 'b'", 7),
        ("a == 1 AND b == 2", "expected 'and', 'or' or end of expression, found 'AND' (keywords are lowercase: 'and')", 7),
        ("a == 1 == 2", "expected 'and', 'or' or end of expression, found '=='", 7),
        ("a == 1 'abcdefghijklmnopqrstuvwxyz'", "expected 'and', 'or' or end of expression, found string 'abcdefghijklmnopqrstuvwx…'", 7),
        ("a == 1 'it\\'s'", "expected 'and', 'or' or end of expression, found string 'it\\'s'", 7),
        ("a == TRUE", "expected a value after '==', found 'TRUE' (keywords are lowercase: 'true')", 5),
        ("a == and", "expected a value after '==', found 'and'", 5),
        // The grammar grew: '(' after a comparison opens an operand.
        ("a >= (", "expected a value after '(', found end of expression", 6),
        ("42", "expected a comparison operator after '42', found end of expression", 2),
        ("and == 1", "expected a key, found 'and'", 0),
        ("== 1", "expected a key, found '=='", 0),
        ("a == 1 and", "expected a key after 'and', found end of expression", 10),
        ("a == 1 or or b == 2", "expected a key after 'or', found 'or'", 10),
        ("not", "expected a key after 'not', found end of expression", 3),
        ("a in 'x'", "expected '[' after 'in', found string 'x'", 5),
        ("a in", "expected '[' after 'in', found end of expression", 4),
        ("a in []", "empty list after 'in': give at least one value", 6),
        ("a in ['x',]", "expected a value after ',', found ']' (remove the trailing comma)", 10),
        ("a in ['x'", "unclosed '['", 5),
        ("a in ['x',", "expected a value after ',', found end of expression", 10),
        ("a in [", "expected a value after '[', found end of expression", 6),
        ("a in ['x' 'y']", "expected ',' or ']' in the list, found string 'y'", 10),
        ("a in ['x',, 'y']", "expected a value after ',', found ','", 10),
        ("a in [['x']]", "expected a value after '[', found '['", 6),
        ("tags contains 42", "expected a string after 'contains', found '42'", 14),
        ("tags contains", "expected a string after 'contains', found end of expression", 13),
        ("tags contains null", "expected a string after 'contains', found 'null'", 14),
        ("a == 1.", "invalid number '1.'", 5),
        ("a == 1.e5", "invalid number '1.e5'", 5),
        ("a == 1e", "invalid number '1e'", 5),
        ("a == 1e+", "invalid number '1e+'", 5),
        ("a == 18abc", "invalid number '18abc'", 5),
        ("a == 1.2.3", "invalid number '1.2.3'", 5),
        ("a==1and b==2", "invalid number '1and'", 3),
        ("1a == 1", "invalid number '1a'", 0),
        ("a == 1e999", "number '1e999' is out of range", 5),
        ("a == -1e999", "number '-1e999' is out of range", 5),
        ("a == .5", "unexpected character '.'", 5),
        ("a == +5", "expected a value after '==', found '+'", 5),
        ("a..b == 1", "invalid key 'a..b': a dot must be followed by a name", 1),
        ("a. == 1", "invalid key 'a.': a dot must be followed by a name", 1),
        ("地址.城市. == 1", "invalid key '地址.城市.': a dot must be followed by a name", 5),
        (".a == 1", "unexpected character '.'", 0),
        ("a @ 1", "unexpected character '@'", 2),
        ("a == \u{2018}x\u{2019}", "use straight quotes (' or \") instead of '\u{2018}'", 5),
        ("a == \u{201C}x\u{201D}", "use straight quotes (' or \") instead of '\u{201C}'", 5),
        ("a == 'x' \u{7}", "unexpected character '\\u{7}'", 9),
        ("a == 'x' \u{1B}[31m", "unexpected character '\\u{1B}'", 9),
        ("a == 1 '\u{202E}x'", "expected 'and', 'or' or end of expression, found string '\\u{202E}x'", 7),
        ("年龄 ≥ 18", "unexpected character '≥'", 3),
    ]

    /// The English message and the offset of each refusal: the words `check` prints.
    @Test(arguments: errors)
    func refuses(_ text: String, _ message: String, _ offset: Int) {
        do {
            let condition = try ConditionParser.parse(text)
            Issue.record("parsed as \(condition)")
        } catch {
            #expect(error.description == message)
            #expect(error.offset == offset)
        }
    }

    /// The reasons themselves, as data: what was expected and found, and the pieces quoted.
    static let reasons: [(String, ConditionSyntaxError.Reason)] = [
        ("", .empty),
        ("age ==", .expected(.value(after: "=="), found: .end)),
        ("age", .expected(.test(after: "age"), found: .end)),
        ("a IN ['x']", .expected(.test(after: "a"), found: .keywordInOtherCase("IN"))),
        ("age = 18", .singleEquals),
        ("age =< 18", .misspelled("=<", use: "<=")),
        ("a == 1 && b == 2", .misspelled("&&", use: "and")),
        ("!a == 1", .misspelled("!", use: "not")),
        ("name == 'Ada", .unterminatedString),
        ("city == '北京' or", .expected(.key(after: "or"), found: .end)),
        ("city == '北京' 東京", .expected(.andOrEnd, found: .token("東京"))),
        ("a == 'x\\n'", .unknownEscape("\\n")),
        ("a == 1)", .unmatchedParenthesis),
        (")", .expected(.key(after: nil), found: .token(")"))),
        ("(a == 1", .unclosedParenthesis),
        ("(a == 1 b", .expected(.andOrClosingParenthesis, found: .token("b"))),
        ("a == 1 'abcdefghijklmnopqrstuvwxyz'", .expected(.andOrEnd, found: .string("abcdefghijklmnopqrstuvwx…"))),
        ("a == 1 'it\\'s'", .expected(.andOrEnd, found: .string("it\\'s"))),
        ("a == TRUE", .expected(.value(after: "=="), found: .keywordInOtherCase("TRUE"))),
        ("42", .expected(.comparisonOperator(after: "42"), found: .end)),
        ("a in 'x'", .expected(.list, found: .string("x"))),
        ("a in []", .emptyList),
        ("a in ['x',]", .trailingComma),
        ("a in ['x'", .unclosedList),
        ("a in [", .expected(.value(after: "["), found: .end)),
        ("a in ['x' 'y']", .expected(.commaOrEndOfList, found: .string("y"))),
        ("tags contains 42", .expected(.stringAfterContains, found: .token("42"))),
        ("a == 1.", .invalidNumber("1.")),
        ("a == 1e999", .numberOutOfRange("1e999")),
        ("a @ 1", .unexpectedCharacter("@")),
        ("a == 'x' \u{7}", .unexpectedCharacter("\\u{7}")),
        ("a..b == 1", .danglingDot(key: "a..b")),
        ("a == \u{2018}x\u{2019}", .curlyQuote("\u{2018}")),
    ]

    @Test(arguments: reasons)
    func refusesFor(_ text: String, _ reason: ConditionSyntaxError.Reason) {
        do {
            let condition = try ConditionParser.parse(text)
            Issue.record("parsed as \(condition)")
        } catch {
            #expect(error.reason == reason)
        }
    }

    // MARK: Limits

    @Test(arguments: 1...ConditionParser.maximumNesting)
    func nestsParenthesesUpToTheLimit(_ depth: Int) throws {
        let text = String(repeating: "(", count: depth) + "a == 1" + String(repeating: ")", count: depth)
        #expect(try ConditionParser.parse(text) == a1)
    }

    @Test func refusesParenthesesPastTheLimit() {
        let depth = ConditionParser.maximumNesting + 1
        let text = String(repeating: "(", count: depth) + "a == 1" + String(repeating: ")", count: depth)
        #expect(throws: ConditionSyntaxError(.nestedTooDeeply, offset: 64)) {
            try ConditionParser.parse(text)
        }
    }

    @Test func refusesNotPastTheLimit() throws {
        let allowed = String(repeating: "not ", count: 64) + "a == 1"
        var expected = a1
        for _ in 0..<64 { expected = .not(expected) }
        #expect(try ConditionParser.parse(allowed) == expected)
        #expect(throws: ConditionSyntaxError(.nestedTooDeeply, offset: 256)) {
            try ConditionParser.parse("not " + allowed)
        }
    }

    @Test func countsParenthesesAndNotTogether() {
        // 32 × "not (" is 64 levels; one more `not` is the 65th.
        let text = String(repeating: "not (", count: 32) + "not a == 1" + String(repeating: ")", count: 32)
        #expect(throws: ConditionSyntaxError(.nestedTooDeeply, offset: 160)) {
            try ConditionParser.parse(text)
        }
    }

    @Test func refusesHostileNestingWithoutCrashing() {
        // A million brackets: refused at the 65th, without recursing a million times.
        let text = String(repeating: "(", count: 60_000)
        #expect(throws: ConditionSyntaxError(.nestedTooDeeply, offset: 64)) {
            try ConditionParser.parse(text)
        }
    }

    @Test func acceptsSiblingParenthesesBeyondTheNestingLimit() throws {
        let text = Array(repeating: "(a == 1)", count: 200).joined(separator: " or ")
        let condition = try ConditionParser.parse(text)
        #expect(condition.keys == ["a"])
    }

    @Test func refusesTooManyConditions() throws {
        let allowed = Array(repeating: "a == 1", count: ConditionParser.maximumConditions).joined(separator: " and ")
        let condition = try ConditionParser.parse(allowed)
        #expect(condition.evaluate { _ in .integer(1) })
        #expect(condition.description == allowed)
        // "a == 1 and " is 11 scalars, so the 1025th test starts at 1024 × 11.
        #expect(
            throws: ConditionSyntaxError(.tooManyConditions(limit: 1024), offset: 11_264)
        ) {
            try ConditionParser.parse(allowed + " and a == 1")
        }
    }

    @Test func acceptsTheLongestExpression() throws {
        // Counted in scalars: 9 CJK scalars are 27 bytes, and the limit is not in bytes.
        let prefix = "a == '"
        let body = String(repeating: "北", count: ConditionParser.maximumLength - 7)
        let text = prefix + body + "'"
        #expect(text.unicodeScalars.count == 65_536)
        #expect(try ConditionParser.parse(text) == test("a", .equal, .string(body)))
        #expect(
            throws: ConditionSyntaxError(.tooLong(limit: 65_536), offset: 65_536)
        ) {
            try ConditionParser.parse(text + " ")
        }
    }

    // MARK: Canonical text

    static let renderings: [(Condition, String)] = [
        (test("age", .greaterOrEqual, .number(18)), "age >= 18"),
        (test("x", .equal, .number(-2.5)), "x == -2.5"),
        (test("x", .equal, .number(1e20)), "x == 1e+20"),
        (test("x", .equal, .number(1e-7)), "x == 1e-07"),
        (test("q", .equal, .string("it's a \\ \"x\"")), "q == 'it\\'s a \\\\ \"x\"'"),
        (test("city", .equal, .string("北京")), "city == '北京'"),
        (test("g", .notEqual, .null), "g != null"),
        (.membership(key: "n", [.number(1), .string("a"), .bool(false), .null]), "n in [1, 'a', false, null]"),
        (.contains(key: "tags", .string("work")), "tags contains 'work'"),
        (.or(a1, .and(b2, c3)), "a == 1 or b == 2 and c == 3"),
        (.and(.or(a1, b2), c3), "(a == 1 or b == 2) and c == 3"),
        (.and(.and(a1, b2), c3), "a == 1 and b == 2 and c == 3"),
        (.and(a1, .and(b2, c3)), "a == 1 and (b == 2 and c == 3)"),
        (.or(.or(a1, b2), c3), "a == 1 or b == 2 or c == 3"),
        (.or(a1, .or(b2, c3)), "a == 1 or (b == 2 or c == 3)"),
        (.not(.and(a1, b2)), "not (a == 1 and b == 2)"),
        (.not(.or(a1, b2)), "not (a == 1 or b == 2)"),
        (.and(.not(a1), .not(b2)), "not a == 1 and not b == 2"),
        (.not(.not(.membership(key: "r", [.string("x")]))), "not not r in ['x']"),
    ]

    @Test(arguments: renderings)
    func renders(_ condition: Condition, _ expected: String) throws {
        #expect(condition.description == expected)
        #expect(try ConditionParser.parse(expected) == condition)
    }

    @Test func rendersTheSpecExampleAsWritten() throws {
        let text = "role == 'contractor' and (age >= 18 or guardian != null)"
        #expect(try ConditionParser.parse(text).description == text)
    }

    @Test func rendersReversedComparisonsKeyFirst() throws {
        #expect(try ConditionParser.parse("18 <= age").description == "age >= 18")
        #expect(try ConditionParser.parse("q == \"it's\"").description == "q == 'it\\'s'")
    }

    // MARK: Properties

    @Test func roundTripsGeneratedConditions() throws {
        var generator = ConditionGenerator(seed: 0x5EED_A5F0)
        for _ in 0..<3_000 {
            let condition = generator.condition(depth: 5)
            let text = condition.description
            let parsed = try ConditionParser.parse(text)
            #expect(parsed == condition, "\(text)")
            #expect(parsed.description == text)
        }
    }

    @Test func neverCrashesOnScrambledInput() {
        var random = SplitMix64(seed: 42)
        let pieces = [
            "a", "b.c", "opt-in", "北京", " ", "(", ")", "[", "]", ",", "'", "\"", "\\", "==", "=", "!", "!=",
            "<", ">=", "&&", "||", "and", "or", "not", "in", "contains", "true", "null", "1", "-", ".", "e",
            "2.5", "'x'", "\u{0}", "\u{7}", "\u{3000}", "😀", "\u{301}", "\u{FFFD}",
        ]
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<random.next(below: 16) {
                text += pieces[random.next(below: pieces.count)]
            }
            do {
                let condition = try ConditionParser.parse(text)
                #expect(try ConditionParser.parse(condition.description) == condition, "\(text)")
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "\(text)")
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func neverCrashesOnMutatedExpressions() {
        // Valid text with a few scalars deleted, inserted or swapped: mostly near-misses,
        // which reach the error paths deep inside lists, strings and parentheses.
        var generator = ConditionGenerator(seed: 7)
        let inserts: [Unicode.Scalar] = ["(", ")", "[", "]", ",", "'", "\"", "\\", "=", "!", "<", ".", "-", " ", "e", "北"]
        var accepted = 0
        for _ in 0..<3_000 {
            var scalars = Array(generator.condition(depth: 3).description.unicodeScalars)
            for _ in 0...generator.random.next(below: 3) {
                let index = generator.random.next(below: scalars.count)
                switch generator.random.next(below: 3) {
                case 0: scalars.remove(at: index)
                case 1: scalars.insert(inserts[generator.random.next(below: inserts.count)], at: index)
                default: scalars.swapAt(index, generator.random.next(below: scalars.count))
                }
                if scalars.isEmpty { break }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            let text = String(view)
            do {
                let condition = try ConditionParser.parse(text)
                accepted += 1
                #expect(try ConditionParser.parse(condition.description) == condition, "\(text)")
            } catch {
                #expect(error.offset >= 0 && error.offset <= scalars.count, "\(text)")
            }
        }
        // Both outcomes are exercised.
        #expect(accepted > 100 && accepted < 2_900)
    }
}

// MARK: - Deterministic generation

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, seeded, and the same on every platform, so a
/// failing case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

/// Random conditions shaped like the parser's output: valid keys, `contains` with strings,
/// finite numbers.
struct ConditionGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let keys = ["a", "age", "address.city", "opt-in", "_x", "a.b-c.d_9", "城市", "notify", "AND", "innie"]
    static let characters: [Unicode.Scalar] = [
        "a", "Z", " ", "'", "\"", "\\", "\n", "\t", "北", "京", "한", "😀", "\u{301}", "(", ")", "=", ",", "-", "0",
    ]

    mutating func condition(depth: Int) -> Condition {
        let choice = depth == 0 ? random.next(below: 3) : random.next(below: 6)
        switch choice {
        case 0:
            let op = Condition.ComparisonOperator.allCases[random.next(below: 6)]
            return .comparison(key: key(), op, literal())
        case 1:
            return .membership(key: key(), (0...random.next(below: 4)).map { _ in literal() })
        case 2:
            return .contains(key: key(), .string(string()))
        case 3:
            return .and(condition(depth: depth - 1), condition(depth: depth - 1))
        case 4:
            return .or(condition(depth: depth - 1), condition(depth: depth - 1))
        default:
            return .not(condition(depth: depth - 1))
        }
    }

    mutating func key() -> String {
        Self.keys[random.next(below: Self.keys.count)]
    }

    mutating func literal() -> Condition.Literal {
        switch random.next(below: 6) {
        case 0: return .string(string())
        case 1: return .number(Double(random.next(below: 2_000_001) - 1_000_000))
        case 2: return .number(Double(random.next(below: 2_000_001) - 1_000_000) / 64)
        case 3:
            // Any finite double, from subnormals to the largest.
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return .number(value) }
            }
        case 4: return .bool(random.next(below: 2) == 0)
        default: return .null
        }
    }

    mutating func string() -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<random.next(below: 6) {
            text.append(Self.characters[random.next(below: Self.characters.count)])
        }
        return String(text)
    }
}
