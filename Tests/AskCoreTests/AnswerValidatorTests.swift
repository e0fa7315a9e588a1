import Testing
@testable import AskCore

@Suite struct AnswerValidatorTests {
    static let formText = """
        {
          "askform": 1,
          "sections": [
            { "title": "Traveller", "rows": [
              { "key": "name", "type": "text", "required": true, "minLength": 2, "maxLength": 10,
                "pattern": "^[^0-9]+$", "patternMessage": "no digits, please" },
              { "key": "age", "type": "integer", "min": 0, "max": 120 },
              { "key": "email", "type": "email" },
              { "key": "role", "type": "select", "options": ["employee", "contractor", "guest"] },
              { "key": "guardian", "type": "text", "when": "age < 18" }
            ] },
            { "title": "Trip", "when": "role != 'guest'", "rows": [
              { "key": "city", "type": "select", "required": true, "options": ["Paris", { "value": "bj", "label": "北京" }] },
              { "key": "depart", "type": "date", "min": "2026-01-01" },
              { "key": "budget", "type": "number", "min": 0,
                "unit": { "key": "currency", "options": ["EUR", "USD"], "default": "EUR" } },
              { "key": "tags", "type": "multiselect", "options": ["work", "conference", "family"],
                "minSelected": 1, "maxSelected": 2 },
              { "key": "address.street", "type": "text", "required": true },
              { "key": "address.city", "type": "text" },
              { "key": "site", "type": "url", "when": "tags contains 'conference'" }
            ] },
            { "title": "Extras", "rows": [
              { "key": "insurance", "type": "confirm" },
              { "key": "token", "type": "secret", "minLength": 6 }
            ] }
          ]
        }
        """

    static func issues(_ answers: String) throws -> [String] {
        let form = try EngineFixture.form(formText)
        let document = try EngineFixture.document(answers)
        return AnswerValidator.validate(document, form: form).map { $0.rendered(file: "answers.json") }
    }

    static func expectIssues(_ answers: String, _ expected: [String],
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let found = try issues(answers)
        #expect(found == expected, sourceLocation: sourceLocation)
    }

    @Test func completeAnswersPass() throws {
        try Self.expectIssues("""
            {
              "name": "Ada",
              "age": 36,
              "email": "ada@example.org",
              "role": "employee",
              "city": "bj",
              "depart": "2026-03-01",
              "budget": 1200.5,
              "currency": "USD",
              "tags": ["conference", "work"],
              "address": { "street": "1 Rue", "city": "Paris" },
              "site": "https://example.org",
              "insurance": false,
              "token": "s3cr3t!"
            }
            """, [])
    }

    @Test func missingOptionalKeysCountAsNull() throws {
        try Self.expectIssues(#"{"name": "Ada", "city": "Paris", "address": {"street": "1 Rue"}}"#, [])
        try Self.expectIssues(#"{"name": "Ada", "age": null, "city": "Paris", "budget": null, "address": {"street": "x", "city": null}}"#, [])
    }

    @Test func missingRequiredKeysAreNamedWithTheirPointer() throws {
        try Self.expectIssues("{}", [
            "answers.json: error: name: an answer is required (at /name)",
            "answers.json: error: city: an answer is required (at /city)",
            "answers.json: error: address.street: an answer is required (at /address/street)",
        ])
        try Self.expectIssues(#"{"name": null, "city": "Paris", "address": {"street": null}}"#, [
            "answers.json:1:10: error: name: an answer is required (at /name)",
            "answers.json:1:55: error: address.street: an answer is required (at /address/street)",
        ])
    }

    @Test func everyRuleIsReportedWithItsPosition() throws {
        let answers = """
            {
              "name": "R2D2",
              "age": 121,
              "email": "ada",
              "role": "boss",
              "city": "北京",
              "depart": "2025-12-31",
              "budget": -1,
              "currency": "GBP",
              "tags": ["work", "work", "beach"],
              "address": { "street": "", "city": 7 },
              "insurance": "yes",
              "token": "abc"
            }
            """
        try Self.expectIssues(answers, [
            "answers.json:2:11: error: name: 'R2D2': no digits, please (at /name)",
            "answers.json:3:10: error: age: '121' is above the maximum 120 (at /age)",
            "answers.json:4:12: error: email: 'ada' is not an email address such as name@example.org (at /email)",
            "answers.json:5:11: error: role: 'boss' is not one of the options: employee, contractor, guest (at /role)",
            "answers.json:6:11: error: city: '北京' is not one of the options: Paris, 北京 (bj) (at /city)",
            "answers.json:7:13: error: depart: '2025-12-31' is below the minimum 2026-01-01 (at /depart)",
            "answers.json:8:13: error: budget: '-1' is below the minimum 0 (at /budget)",
            "answers.json:9:15: error: currency: 'GBP' is not one of the options: EUR, USD (at /currency)",
            "answers.json:10:11: error: tags: 'work' is selected twice (at /tags)",
            "answers.json:11:26: error: address.street: an answer is required (at /address/street)",
            "answers.json:11:38: error: address.city: expected a string, found a number (at /address/city)",
            "answers.json:12:16: error: insurance: expected true or false, found a string (at /insurance)",
            "answers.json:13:12: error: token: the answer is 3 characters long; the minimum is 6 (at /token)",
        ])
    }

    static let singleViolations: [(String, String)] = [
        (#""name": "A""#, "answers.json:1:10: error: name: 'A' is 1 character long; the minimum is 2 (at /name)"),
        (#""name": "Bartholomew""#, "answers.json:1:10: error: name: 'Bartholomew' is 11 characters long; the maximum is 10 (at /name)"),
        (#""name": 5"#, "answers.json:1:10: error: name: expected a string, found a number (at /name)"),
        (#""name": "Ada", "age": 36.5"#, "answers.json:1:24: error: age: '36.5' is not a whole number (at /age)"),
        (#""name": "Ada", "age": "36""#, "answers.json:1:24: error: age: expected a whole number, found a string (at /age)"),
        (#""name": "Ada", "age": -1"#, "answers.json:1:24: error: age: '-1' is below the minimum 0 (at /age)"),
        (#""name": "Ada", "age": 99999999999999999999"#,
         "answers.json:1:24: error: age: '99999999999999999999' is above the maximum 120 (at /age)"),
        (#""name": "Ada", "depart": "2026-02-30""#,
         "answers.json:1:27: error: depart: '2026-02-30' is not a day of the calendar (no such month or day) (at /depart)"),
        (#""name": "Ada", "depart": 20260301"#,
         "answers.json:1:27: error: depart: expected a date string YYYY-MM-DD, found a number (at /depart)"),
        (#""name": "Ada", "tags": []"#, "answers.json:1:25: error: tags: 0 selected; choose at least 1 (at /tags)"),
        (#""name": "Ada", "tags": ["work", "family", "conference"]"#,
         "answers.json:1:25: error: tags: 3 selected; choose at most 2 (at /tags)"),
        (#""name": "Ada", "tags": ["work", "work"]"#, "answers.json:1:25: error: tags: 'work' is selected twice (at /tags)"),
        (#""name": "Ada", "tags": "work""#,
         "answers.json:1:25: error: tags: expected an array of option values, found a string (at /tags)"),
        (#""name": "Ada", "tags": ["work", 1]"#,
         "answers.json:1:25: error: tags: expected an array of option values, found an array holding a number (at /tags)"),
        (#""name": "Ada", "site": "ftp://x""#,
         "answers.json:1:25: error: site: answered, but the row is hidden by its 'when' condition (at /site)"),
        (#""name": "Ada", "tags": ["conference"], "site": "ftp://x""#,
         "answers.json:1:49: error: site: 'ftp://x' is not a URL starting with http:// or https:// (at /site)"),
        (#""name": "Ada", "email": ["a@b.c"]"#,
         "answers.json:1:26: error: email: expected an email address (string), found an array (at /email)"),
        (#""name": "Ada", "budget": "100""#, "answers.json:1:27: error: budget: expected a number, found a string (at /budget)"),
        (#""name": "Ada", "budget": 100, "currency": 5"#,
         "answers.json:1:44: error: currency: expected one option value (string), found a number (at /currency)"),
        (#""name": "Ada", "budget": 100, "currency": "usd""#,
         "answers.json:1:44: error: currency: 'usd' is not one of the options: EUR, USD (at /currency)"),
        (#""name": "\u001b[2J""#, #"answers.json:1:10: error: name: '\u{1B}[2J': no digits, please (at /name)"#),
        (#""name": "Adalbert\nBob""#, #"answers.json:1:10: error: name: 'Adalbert\nBob' is 12 characters long; the maximum is 10 (at /name)"#),
    ]

    /// One broken value beside otherwise valid answers.
    @Test(arguments: singleViolations)
    func singleViolation(_ members: String, _ expected: String) throws {
        let answers = "{" + members + #", "city": "Paris", "address": {"street": "x"}}"#
        try Self.expectIssues(answers, [expected])
    }

    @Test func answersForHiddenRowsAreErrors() throws {
        try Self.expectIssues("""
            {"name": "Ada", "age": 36, "guardian": "Bob", "city": "Paris", "address": {"street": "x"}}
            """, ["answers.json:1:40: error: guardian: answered, but the row is hidden by its 'when' condition (at /guardian)"])
        try Self.expectIssues("""
            {"name": "Ada", "age": 12, "guardian": "Bob", "city": "Paris", "address": {"street": "x"}}
            """, [])
    }

    @Test func aHiddenSectionNeedsNoAnswersAndTakesNone() throws {
        try Self.expectIssues(#"{"name": "Ada", "role": "guest", "insurance": true}"#, [])
        try Self.expectIssues("""
            {
              "name": "Ada",
              "role": "guest",
              "city": "Paris",
              "budget": 10,
              "currency": "EUR",
              "address": {"street": "x"}
            }
            """, [
            "answers.json:4:11: error: city: answered, but the row is hidden by its 'when' condition (at /city)",
            "answers.json:5:13: error: budget: answered, but the row is hidden by its 'when' condition (at /budget)",
            "answers.json:6:15: error: currency: answered, but the row is hidden by its 'when' condition (at /currency)",
            "answers.json:7:25: error: address.street: answered, but the row is hidden by its 'when' condition (at /address/street)",
        ])
    }

    @Test func unitNeedsItsAmountAndTheAmountItsUnit() throws {
        let base = #""name": "Ada", "city": "Paris", "address": {"street": "x"}"#
        try Self.expectIssues("{\(base), \"currency\": \"USD\"}", [
            "answers.json:1:74: error: currency: a unit is given but its amount is empty (at /currency)",
        ])
        try Self.expectIssues("{\(base), \"budget\": null, \"currency\": \"USD\"}", [
            "answers.json:1:90: error: currency: a unit is given but its amount is empty (at /currency)",
        ])
        try Self.expectIssues("{\(base), \"budget\": 100}", [
            "answers.json: error: currency: an answer is required (at /currency)",
        ])
        try Self.expectIssues("{\(base), \"budget\": 100, \"currency\": null}", [
            "answers.json:1:89: error: currency: an answer is required (at /currency)",
        ])
        try Self.expectIssues("{\(base), \"budget\": 100, \"currency\": \"USD\"}", [])
        try Self.expectIssues("{\(base), \"budget\": null, \"currency\": null}", [])
    }

    @Test func unknownKeysAreNamedWithASuggestion() throws {
        try Self.expectIssues("""
            {
              "name": "Ada",
              "agee": 3,
              "zzz": true,
              "city": "Paris",
              "address": {"street": "x", "cty": "Paris"}
            }
            """, [
            "answers.json:3:3: error: agee: no row has this key (did you mean 'age'?) (at /agee)",
            "answers.json:4:3: error: zzz: no row has this key (at /zzz)",
            "answers.json:6:30: error: address.cty: no row has this key (did you mean 'address.city'?) (at /address/cty)",
        ])
    }

    @Test func documentShapeProblems() throws {
        try Self.expectIssues("[]", [
            "answers.json:1:1: error: answers: expected an object, found an array (at /)",
            "answers.json: error: name: an answer is required (at /name)",
            "answers.json: error: city: an answer is required (at /city)",
            "answers.json: error: address.street: an answer is required (at /address/street)",
        ])
        try Self.expectIssues(#"{"name": "Ada", "city": "Paris", "address": "1 Rue"}"#, [
            "answers.json:1:45: error: address: expected an object, found a string (at /address)",
            "answers.json: error: address.street: an answer is required (at /address/street)",
        ])
        try Self.expectIssues(#"{"name": "Ada", "name": "Bob", "city": "Paris", "address": {"street": "x"}}"#, [
            "answers.json:1:17: error: name: expected one value, found the key twice (at /name)",
        ])
    }

    @Test func secretValuesNeverAppearInIssues() throws {
        let lines = try Self.issues(#"{"name": "Ada", "city": "Paris", "address": {"street": "x"}, "token": "pw12"}"#)
        #expect(lines == ["answers.json:1:71: error: token: the answer is 4 characters long; the minimum is 6 (at /token)"])
    }

    @Test func issueRenderingWithoutLocation() {
        let issue = AnswerIssue(key: "age", problem: .belowMinimum("-1", minimum: "0"), location: nil, pointer: "/age")
        #expect(issue.rendered(file: "a.json") == "a.json: error: age: '-1' is below the minimum 0 (at /age)")
        let root = AnswerIssue(key: "answers", problem: .wrongType(expected: .object, found: .kind(.null)),
                               location: SourceLocation(line: 1, column: 1), pointer: "")
        #expect(root.rendered(file: "<stdin>") == "<stdin>:1:1: error: answers: expected an object, found null (at /)")
    }
}
