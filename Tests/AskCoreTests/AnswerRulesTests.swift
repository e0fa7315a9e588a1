import Testing
@testable import AskCore

@Suite struct AnswerRulesTests {
    static func problem(_ value: AnswerValue, _ row: Row, ignoringRequired: Bool = false) -> String? {
        AnswerRules.problem(with: value, for: row, ignoringRequired: ignoringRequired)?.description
    }

    static let everyCity = "Paris, Berlin, Lisbon, 北京 Beijing (bj), Seoul (seoul), New York, Porto"

    /// Every row type against values of the right and the wrong JSON type.
    static let cases: [(Row, AnswerValue, String?)] = [
        (EngineFixture.name, .string("Ada"), nil),
        (EngineFixture.name, .string("A"), "'A' is 1 character long; the minimum is 2"),
        (EngineFixture.name, .string("北京上海广州"), "'北京上海广州' is 6 characters long; the maximum is 5"),
        (EngineFixture.name, .string("R2D2"), "'R2D2': no digits, please"),
        (EngineFixture.name, .null, "an answer is required"),
        (EngineFixture.name, .string(""), "an answer is required"),
        (Row(key: "regions", kind: .multiselect(EngineFixture.tagOptions, selected: .unbounded), isRequired: true), .list([]),
         "an answer is required"),
        (EngineFixture.tags, .list([]), nil),
        (EngineFixture.name, .integer(3), "expected a string, found a number"),
        (EngineFixture.name, .bool(true), "expected a string, found a boolean"),
        (EngineFixture.name, .list(["Ada"]), "expected a string, found an array"),
        (EngineFixture.plainText, .null, nil),
        (EngineFixture.plainText, .string(""), nil),
        (EngineFixture.token, .string("abc"), "the answer is 3 characters long; the minimum is 6"),
        (EngineFixture.token, .string("  six  "), nil),
        (EngineFixture.token, .number(123456), "expected a string, found a number"),
        (EngineFixture.email, .string("ada@example.org"), nil),
        (EngineFixture.email, .string("ada"), "'ada' is not an email address such as name@example.org"),
        (EngineFixture.email, .string(" ada@example.org"), "' ada@example.org' is not an email address such as name@example.org"),
        (EngineFixture.email, .integer(1), "expected an email address (string), found a number"),
        (Row(key: "email", kind: .email(TextRules(length: Bounds(max: 10)))), .string("ada@example.org"),
         "'ada@example.org' is 15 characters long; the maximum is 10"),
        (EngineFixture.url, .string("https://example.org"), nil),
        (EngineFixture.url, .string("ftp://example.org"), "'ftp://example.org' is not a URL starting with http:// or https://"),
        (EngineFixture.url, .bool(false), "expected a URL (string), found a boolean"),
        (EngineFixture.age, .integer(36), nil),
        (EngineFixture.age, .integer(-1), "'-1' is below the minimum 0"),
        (EngineFixture.age, .integer(121), "'121' is above the maximum 120"),
        (EngineFixture.age, .number(36.5), "expected a whole number, found a number"),
        (EngineFixture.age, .string("36"), "expected a whole number, found a string"),
        (EngineFixture.memory, .number(0.25), nil),
        (EngineFixture.memory, .integer(2), nil),
        (EngineFixture.memory, .integer(100), "'100' is above the maximum 64"),
        (EngineFixture.memory, .number(0.125), "'0.125' is below the minimum 0.25"),
        (EngineFixture.memory, .string("1"), "expected a number, found a string"),
        (EngineFixture.city, .string("Paris"), nil),
        (EngineFixture.city, .string("paris"), "'paris' is not one of the options: \(everyCity)"),
        (EngineFixture.city, .string("北京 Beijing"), "'北京 Beijing' is not one of the options: \(everyCity)"),
        (EngineFixture.city, .list(["Paris"]), "expected one option value (string), found an array"),
        (EngineFixture.requiredCity, .null, "an answer is required"),
        (EngineFixture.boundedTags, .list(["work"]), nil),
        (EngineFixture.boundedTags, .list(["work", "solo"]), nil),
        (EngineFixture.boundedTags, .list([]), "0 selected; choose at least 1"),
        (EngineFixture.boundedTags, .list(["work", "family", "solo"]), "3 selected; choose at most 2"),
        (EngineFixture.boundedTags, .list(["work", "beach"]), "'beach' is not one of the options: work, conference, family, solo"),
        (EngineFixture.boundedTags, .list(["work", "work"]), "'work' is selected twice"),
        (EngineFixture.boundedTags, .string("work"), "expected an array of option values, found a string"),
        (EngineFixture.boundedTags, .null, nil),
        (EngineFixture.confirm, .bool(false), nil),
        (EngineFixture.confirm, .string("yes"), "expected true or false, found a string"),
        (EngineFixture.confirm, .integer(1), "expected true or false, found a number"),
        (EngineFixture.requiredConfirm, .null, "an answer is required"),
        (EngineFixture.requiredConfirm, .bool(false), nil),
        (EngineFixture.date, .string("2026-03-01"), nil),
        (EngineFixture.date, .string("2026-02-30"), "'2026-02-30' is not a day of the calendar (no such month or day)"),
        (EngineFixture.date, .string("2026-13-01"), "'2026-13-01' is not a day of the calendar (no such month or day)"),
        (EngineFixture.date, .string("2026-2-3"), "'2026-2-3' is not a date written YYYY-MM-DD"),
        (EngineFixture.date, .string("2025-06-01"), "'2025-06-01' is below the minimum 2026-01-01"),
        (EngineFixture.date, .string("2031-06-01"), "'2031-06-01' is above the maximum 2030-12-31"),
        (EngineFixture.date, .integer(20260301), "expected a date string YYYY-MM-DD, found a number"),
        // A NUL inside any text, before every other rule (a secret's value is never quoted anyway).
        (EngineFixture.plainText, .string("x\u{0}y"), "the answer holds a NUL character (U+0000); answers are text without NUL"),
        (EngineFixture.token, .string("secret\u{0}"), "the answer holds a NUL character (U+0000); answers are text without NUL"),
        (EngineFixture.city, .string("Paris\u{0}"), "the answer holds a NUL character (U+0000); answers are text without NUL"),
        (EngineFixture.tags, .list(["work", "solo\u{0}"]), "the answer holds a NUL character (U+0000); answers are text without NUL"),
    ]

    /// `--set`, a typed answer and an environment default go through the parser: it refuses
    /// a NUL with the same problem (a NUL cannot reach argv, so this is as close as `--set` gets).
    @Test func parsedTextWithANULIsRefused() {
        #expect(AnswerParser.parse("x\u{0}y", for: EngineFixture.plainText) == .failure(.containsNUL))
        #expect(AnswerValidator.unitProblem(.string("EUR\u{0}"), EngineFixture.currency) == .containsNUL)
    }

    @Test(arguments: cases)
    func rules(_ row: Row, _ value: AnswerValue, _ expected: String?) {
        #expect(Self.problem(value, row) == expected)
    }

    @Test func requiredCanBeIgnoredForDefaultsAndDrafts() {
        #expect(Self.problem(.null, EngineFixture.name, ignoringRequired: true) == nil)
        #expect(Self.problem(.string("A"), EngineFixture.name, ignoringRequired: true) == "'A' is 1 character long; the minimum is 2")
    }

    static let expectedTypes: [(any RowKind, ExpectedValue)] = [
        (TextKind.text(), .string),
        (TextKind.secret(), .string),
        (TextKind.email(), .emailString),
        (TextKind.url(), .urlString),
        (IntegerKind(), .wholeNumber),
        (NumberKind(), .number),
        (SelectKind([]), .optionValue),
        (MultiselectKind([]), .optionValues),
        (ConfirmKind(), .boolean),
        (DateKind(), .dateString),
        (NoteKind(), .nothing),
    ]

    @Test(arguments: expectedTypes)
    func expectedType(_ kind: any RowKind, _ expected: ExpectedValue) {
        #expect(kind.expectedValue == expected)
    }

    static let valueKinds: [(AnswerValue, ValueKind)] = [
        (.null, .null), (.string("x"), .string), (.integer(1), .number), (.number(1.5), .number),
        (.bool(true), .boolean), (.list([]), .array),
    ]

    @Test(arguments: valueKinds)
    func valueKind(_ value: AnswerValue, _ expected: ValueKind) {
        #expect(value.valueKind == expected)
    }

    /// Answers files are not trimmed, so the formats themselves must refuse stray whitespace.
    static let formats: [(String, Bool, Bool)] = [
        ("ada@example.org", true, false),
        ("ada@example.org\n", false, false),
        ("\nada@example.org", false, false),
        ("ada@example.org\nx@y.z", false, false),
        ("https://example.org", false, true),
        ("https://example.org\n", false, false),
        ("https://example.org/\nhttps://evil.example", false, false),
        ("https://example.org/a\tb", false, false),
    ]

    @Test(arguments: formats)
    func emailAndURLShapes(_ text: String, _ email: Bool, _ url: Bool) {
        #expect(TextFormat.isEmail(text) == email)
        #expect(TextFormat.isURL(text) == url)
    }

    @Test func patternsMatchAnywhereUnlessAnchored() throws {
        let row = Row(key: "ref", kind: .text(TextRules(pattern: try Pattern("^[a-z]+$"))))
        #expect(Self.problem(.string("abc"), row) == nil)
        #expect(Self.problem(.string("abc\n"), row) == #"'abc\n' does not match the pattern '^[a-z]+$'"#)
        #expect(Self.problem(.string("abc\ndef"), row) == #"'abc\ndef' does not match the pattern '^[a-z]+$'"#)
    }
}
