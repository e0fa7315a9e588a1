import Testing
@testable import AskCore

@Suite struct AnswerParserTests {
    typealias Outcome = EngineFixture.Outcome

    static func parse(_ text: String, _ row: Row, default defaultValue: AnswerValue? = nil) -> Outcome {
        Outcome(AnswerParser.parse(text, for: row, default: defaultValue))
    }

    // MARK: integer

    static let integers: [(String, Outcome)] = [
        ("36", .value(.integer(36))),
        ("  36 ", .value(.integer(36))),
        ("\t36\t", .value(.integer(36))),
        ("\u{3000}36\u{3000}", .value(.integer(36))),
        ("+36", .value(.integer(36))),
        ("-36", .value(.integer(-36))),
        ("+0", .value(.integer(0))),
        ("-0", .value(.integer(0))),
        ("007", .value(.integer(7))),
        ("9223372036854775807", .value(.integer(Int.max))),
        ("-9223372036854775808", .value(.integer(Int.min))),
        ("9223372036854775808", .error("'9223372036854775808' is above the maximum 9223372036854775807")),
        ("+99999999999999999999", .error("'+99999999999999999999' is above the maximum 9223372036854775807")),
        ("-9223372036854775809", .error("'-9223372036854775809' is below the minimum -9223372036854775808")),
        ("1.0", .error("'1.0' is not a whole number")),
        ("1.5", .error("'1.5' is not a whole number")),
        ("1e3", .error("'1e3' is not a whole number")),
        // What a CJK input method types: full-width digits and signs, the minus sign U+2212.
        ("１２", .value(.integer(12))),
        ("－１２", .value(.integer(-12))),
        ("＋７", .value(.integer(7))),
        ("\u{2212}5", .value(.integer(-5))),
        ("1２", .value(.integer(12))),
        ("１２．０", .error("'１２．０' is not a whole number")),
        ("١٢", .error("'١٢' is not a whole number")),
        ("1 000", .error("'1 000' is not a whole number")),
        ("1_000", .error("'1_000' is not a whole number")),
        ("1,000", .error("'1,000' is not a whole number")),
        ("0x10", .error("'0x10' is not a whole number")),
        ("+", .error("'+' is not a whole number")),
        ("-", .error("'-' is not a whole number")),
        ("--1", .error("'--1' is not a whole number")),
        ("+-1", .error("'+-1' is not a whole number")),
        ("- 1", .error("'- 1' is not a whole number")),
        ("thirty", .error("'thirty' is not a whole number")),
    ]

    @Test(arguments: integers)
    func integer(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.integer) == expected)
    }

    static let boundedIntegers: [(String, Outcome)] = [
        ("0", .value(.integer(0))),
        ("-0", .value(.integer(0))),
        ("120", .value(.integer(120))),
        ("+120", .value(.integer(120))),
        ("-1", .error("'-1' is below the minimum 0")),
        ("121", .error("'121' is above the maximum 120")),
        ("+121", .error("'121' is above the maximum 120")),
        ("99999999999999999999", .error("'99999999999999999999' is above the maximum 120")),
        ("-99999999999999999999", .error("'-99999999999999999999' is below the minimum 0")),
    ]

    @Test(arguments: boundedIntegers)
    func integerWithinBounds(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.age) == expected)
    }

    // MARK: number

    static let numbers: [(String, Outcome)] = [
        ("3.5", .value(.number(3.5))),
        (" 3.5 ", .value(.number(3.5))),
        ("-2", .value(.number(-2))),
        ("+1.5", .value(.number(1.5))),
        ("1e3", .value(.number(1000))),
        ("1E3", .value(.number(1000))),
        ("1e+3", .value(.number(1000))),
        ("2.5e-1", .value(.number(0.25))),
        (".5", .value(.number(0.5))),
        ("-.5", .value(.number(-0.5))),
        ("5.", .value(.number(5))),
        ("0", .value(.number(0))),
        ("-0", .value(.number(0))),
        ("1e400", .error("'1e400' is not a number")),
        ("-1e400", .error("'-1e400' is not a number")),
        ("0x10", .error("'0x10' is not a number")),
        ("0X1p3", .error("'0X1p3' is not a number")),
        ("inf", .error("'inf' is not a number")),
        ("-inf", .error("'-inf' is not a number")),
        ("Infinity", .error("'Infinity' is not a number")),
        ("nan", .error("'nan' is not a number")),
        ("NaN", .error("'NaN' is not a number")),
        (".", .error("'.' is not a number")),
        ("-", .error("'-' is not a number")),
        ("1e", .error("'1e' is not a number")),
        ("e3", .error("'e3' is not a number")),
        ("1.2.3", .error("'1.2.3' is not a number")),
        ("1,5", .error("'1,5' is not a number")),
        ("3.5 kg", .error("'3.5 kg' is not a number")),
        ("３.５", .value(.number(3.5))),
        ("３．５", .value(.number(3.5))),
        ("－０．２５", .value(.number(-0.25))),
        ("１ｅ３", .value(.number(1000))),
        ("３，５", .error("'３，５' is not a number")),
    ]

    @Test(arguments: numbers)
    func number(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.number) == expected)
    }

    static let boundedNumbers: [(String, Outcome)] = [
        ("0.25", .value(.number(0.25))),
        ("64", .value(.number(64))),
        ("0.1", .error("'0.1' is below the minimum 0.25")),
        ("-1", .error("'-1' is below the minimum 0.25")),
        ("64.5", .error("'64.5' is above the maximum 64")),
        ("1e2", .error("'100' is above the maximum 64")),
    ]

    @Test(arguments: boundedNumbers)
    func numberWithinBounds(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.memory) == expected)
    }

    // MARK: select

    static let everyCity = "Paris, Berlin, Lisbon, 北京 Beijing (bj), Seoul (seoul), New York, Porto"

    static let selections: [(String, Outcome)] = [
        ("Paris", .value(.string("Paris"))),
        (" Paris ", .value(.string("Paris"))),
        ("paris", .value(.string("Paris"))),
        ("PARIS", .value(.string("Paris"))),
        ("bj", .value(.string("bj"))),
        ("BJ", .value(.string("bj"))),
        ("北京 Beijing", .value(.string("bj"))),
        ("北京 BEIJING", .value(.string("bj"))),
        ("北京", .value(.string("bj"))),
        ("北", .value(.string("bj"))),
        ("서울", .value(.string("seoul"))),
        ("SEOUL", .value(.string("seoul"))),
        ("new york", .value(.string("New York"))),
        ("new", .value(.string("New York"))),
        ("Ber", .value(.string("Berlin"))),
        ("l", .value(.string("Lisbon"))),
        ("1", .value(.string("Paris"))),
        ("4", .value(.string("bj"))),
        ("7", .value(.string("Porto"))),
        ("４", .value(.string("bj"))),
        ("\u{3000}７\u{3000}", .value(.string("Porto"))),
        ("p", .error("'p' matches several options: Paris, Porto; type more of it")),
        ("b", .error("'b' matches several options: Berlin, 北京 Beijing (bj); type more of it")),
        ("0", .error("'0' is not one of the options: \(everyCity)")),
        ("8", .error("'8' is not one of the options: \(everyCity)")),
        ("Rome", .error("'Rome' is not one of the options: \(everyCity)")),
        // A word of a label, or its start, when no other option has it.
        ("Beijing", .value(.string("bj"))),
        ("bei", .value(.string("bj"))),
        ("York", .value(.string("New York"))),
        ("Paris, Berlin", .error("'Paris, Berlin' is not one of the options: \(everyCity)")),
    ]

    @Test(arguments: selections)
    func select(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.city) == expected)
    }

    @Test func optionListsInMessagesStopAtTen() {
        let options = (1...12).map { Option(value: "o\($0)") }
        let row = Row(key: "pick", kind: .select(options))
        #expect(Self.parse("x", row) == .error("'x' is not one of the options: o1, o2, o3, o4, o5, o6, o7, o8, o9, o10, … (2 more)"))
    }

    @Test func aLongAnswerIsCutInTheMessage() {
        let hundred = String(repeating: "é", count: 100)
        #expect(Self.parse(hundred, EngineFixture.confirm) == .error("'\(hundred)' is not yes or no (y, yes, true, 1 / n, no, false, 0)"))
        #expect(Self.parse(hundred + "\u{1B}x", EngineFixture.confirm)
            == .error("'\(hundred)…' is not yes or no (y, yes, true, 1 / n, no, false, 0)"))
    }

    @Test func exactValueWinsOverNumberAndPrefix() {
        let row = Row(key: "size", kind: .select([Option(value: "2"), Option(value: "20"), Option(value: "s", label: "Small")]))
        #expect(Self.parse("2", row) == .value(.string("2")))
        #expect(Self.parse("3", row) == .value(.string("s")))
        #expect(Self.parse("small", row) == .value(.string("s")))
        #expect(Self.parse("Sm", row) == .value(.string("s")))
    }

    // MARK: multiselect

    static let multiselections: [(String, Outcome)] = [
        ("work", .value(.list(["work"]))),
        ("solo, work", .value(.list(["work", "solo"]))),
        ("solo,family,work", .value(.list(["work", "family", "solo"]))),
        ("  work ,  conference  ", .value(.list(["work", "conference"]))),
        ("work,work", .value(.list(["work"]))),
        ("WORK, w, 1", .value(.list(["work"]))),
        ("4,1", .value(.list(["work", "solo"]))),
        ("c, f", .value(.list(["conference", "family"]))),
        ("work,,solo", .value(.list(["work", "solo"]))),
        (",work,", .value(.list(["work"]))),
        (",", .value(.null)),
        (" , , ", .value(.null)),
        ("work, beach", .error("'beach' is not one of the options: work, conference, family, solo")),
        ("work;solo", .error("'work;solo' is not one of the options: work, conference, family, solo")),
        ("5", .error("'5' is not one of the options: work, conference, family, solo")),
        // Separators as Chinese and Japanese input methods type them, option numbers too.
        ("solo，work", .value(.list(["work", "solo"]))),
        ("solo、family", .value(.list(["family", "solo"]))),
        ("４，１", .value(.list(["work", "solo"]))),
    ]

    @Test(arguments: multiselections)
    func multiselect(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.tags) == expected)
    }

    static let boundedMultiselections: [(String, Outcome)] = [
        ("work", .value(.list(["work"]))),
        ("solo, work", .value(.list(["work", "solo"]))),
        ("solo, work, solo, work", .value(.list(["work", "solo"]))),
        ("work, family, solo", .error("3 selected; choose at most 2")),
        (",", .value(.null)),
    ]

    @Test(arguments: boundedMultiselections)
    func multiselectWithinBounds(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.boundedTags) == expected)
    }

    @Test func multiselectPrefixMatchingSeveralOptionsIsAmbiguous() {
        let row = Row(key: "langs", kind: .multiselect([Option(value: "swift"), Option(value: "scala"), Option(value: "go")],
                                                       selected: .unbounded))
        #expect(Self.parse("go, s", row) == .error("'s' matches several options: swift, scala; type more of it"))
        #expect(Self.parse("go, sw", row) == .value(.list(["swift", "go"])))
    }

    @Test func multiselectBelowMinimum() {
        let row = Row(key: "tags", kind: .multiselect(EngineFixture.tagOptions, selected: Bounds(min: 2)))
        #expect(Self.parse("work", row) == .error("1 selected; choose at least 2"))
    }

    // MARK: confirm

    static let confirmations: [(String, Outcome)] = [
        ("y", .value(.bool(true))), ("Y", .value(.bool(true))), ("yes", .value(.bool(true))),
        ("YES", .value(.bool(true))), ("Yes", .value(.bool(true))), ("true", .value(.bool(true))),
        ("TRUE", .value(.bool(true))), ("True", .value(.bool(true))), ("1", .value(.bool(true))),
        (" yes ", .value(.bool(true))),
        ("n", .value(.bool(false))), ("N", .value(.bool(false))), ("no", .value(.bool(false))),
        ("NO", .value(.bool(false))), ("No", .value(.bool(false))), ("false", .value(.bool(false))),
        ("FALSE", .value(.bool(false))), ("0", .value(.bool(false))),
        // The yes and no of every language askform speaks, whatever the reader's language.
        ("是", .value(.bool(true))), ("是的", .value(.bool(true))), ("예", .value(.bool(true))),
        ("네", .value(.bool(true))), ("はい", .value(.bool(true))), ("\u{3000}はい\u{3000}", .value(.bool(true))),
        ("否", .value(.bool(false))), ("不是", .value(.bool(false))), ("아니요", .value(.bool(false))),
        ("아니오", .value(.bool(false))), ("いいえ", .value(.bool(false))),
        // 네 written as conjoining jamo is the same word.
        ("\u{1102}\u{1166}", .value(.bool(true))),
        ("yep", .error("'yep' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("nope", .error("'nope' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("t", .error("'t' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("f", .error("'f' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("2", .error("'2' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("on", .error("'on' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("ｙ", .error("'ｙ' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("y es", .error("'y es' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("ハイ", .error("'ハイ' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("不", .error("'不' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
        ("是是", .error("'是是' is not yes or no (y, yes, true, 1 / n, no, false, 0)")),
    ]

    @Test(arguments: confirmations)
    func confirm(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.confirm) == expected)
    }

    // MARK: date

    static let dates: [(String, Outcome)] = [
        ("2026-03-01", .value(.string("2026-03-01"))),
        (" 2026-03-01 ", .value(.string("2026-03-01"))),
        ("2026-01-01", .value(.string("2026-01-01"))),
        ("2030-12-31", .value(.string("2030-12-31"))),
        ("2028-02-29", .value(.string("2028-02-29"))),
        ("2027-02-29", .error("'2027-02-29' is not a day of the calendar (no such month or day)")),
        ("2025-12-31", .error("'2025-12-31' is below the minimum 2026-01-01")),
        ("2031-01-01", .error("'2031-01-01' is above the maximum 2030-12-31")),
        ("2026-3-1", .error("'2026-3-1' is not a date written YYYY-MM-DD")),
        ("2026/03/01", .error("'2026/03/01' is not a date written YYYY-MM-DD")),
        ("01-03-2026", .error("'01-03-2026' is not a date written YYYY-MM-DD")),
        ("20260301", .error("'20260301' is not a date written YYYY-MM-DD")),
        ("2026-03-01T10:00", .error("'2026-03-01T10:00' is not a date written YYYY-MM-DD")),
        ("2026-13-01", .error("'2026-13-01' is not a day of the calendar (no such month or day)")),
        ("2026-00-10", .error("'2026-00-10' is not a day of the calendar (no such month or day)")),
        ("2026-04-31", .error("'2026-04-31' is not a day of the calendar (no such month or day)")),
        ("2026-04-00", .error("'2026-04-00' is not a day of the calendar (no such month or day)")),
        ("２０２６-03-01", .error("'２０２６-03-01' is not a date written YYYY-MM-DD")),
        ("+026-03-01", .error("'+026-03-01' is not a date written YYYY-MM-DD")),
        ("tomorrow", .error("'tomorrow' is not a date written YYYY-MM-DD")),
    ]

    @Test(arguments: dates)
    func date(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.date) == expected)
    }

    static let leapDays: [(String, Bool)] = [
        ("2024-02-29", true), ("2000-02-29", true), ("2400-02-29", true),
        ("2023-02-29", false), ("2100-02-29", false), ("1900-02-29", false),
        ("2024-02-30", false), ("0000-02-29", true), ("9999-12-31", true),
    ]

    @Test(arguments: leapDays)
    func leapYears(_ text: String, _ valid: Bool) {
        let row = Row(key: "day", kind: .date(.unbounded))
        let expected: Outcome = valid ? .value(.string(text)) : .error("'\(text)' is not a day of the calendar (no such month or day)")
        #expect(Self.parse(text, row) == expected)
    }

    // MARK: email and url

    static let emails: [(String, Bool)] = [
        ("ada@example.org", true), ("  ada@example.org  ", true), ("a.b+c@sub.example.co.uk", true),
        ("用户@例子.中国", true), ("a@localhost", true),
        ("ada", false), ("ada@", false), ("@example.org", false), ("ada@@example.org", false),
        ("ada @example.org", false), ("ada@exa mple.org", false), ("ada@example..org", false),
        ("ada@.example.org", false), ("ada@example.org.", false), ("ada@example@org", false),
    ]

    @Test(arguments: emails)
    func email(_ text: String, _ accepted: Bool) {
        let trimmed = text.trimmingWhitespace()
        let expected: Outcome = accepted
            ? .value(.string(trimmed)) : .error("'\(trimmed)' is not an email address such as name@example.org")
        #expect(Self.parse(text, EngineFixture.email) == expected)
    }

    static let urls: [(String, Bool)] = [
        ("https://example.org", true), ("http://localhost:8080/x?y=1#z", true), ("HTTPS://EXAMPLE.ORG/", true),
        ("https://例子.中国/路径", true), ("https://example.org?q", true), (" https://example.org ", true),
        ("example.org", false), ("ftp://example.org", false), ("https://", false), ("https:// example.org", false),
        ("https://exa mple.org", false), ("https:/example.org", false), ("javascript:alert(1)", false),
        ("https://example.org/a b", false), ("httpss://example.org", false),
    ]

    @Test(arguments: urls)
    func url(_ text: String, _ accepted: Bool) {
        let trimmed = text.trimmingWhitespace()
        let expected: Outcome = accepted
            ? .value(.string(trimmed)) : .error("'\(trimmed)' is not a URL starting with http:// or https://")
        #expect(Self.parse(text, EngineFixture.url) == expected)
    }

    // MARK: text

    static let texts: [(String, Outcome)] = [
        ("Ada", .value(.string("Ada"))),
        ("  Ada  ", .value(.string("Ada"))),
        ("北京", .value(.string("北京"))),
        ("👍🏽👍🏽", .value(.string("👍🏽👍🏽"))),
        ("e\u{301}e\u{301}", .value(.string("e\u{301}e\u{301}"))),
        ("A", .error("'A' is 1 character long; the minimum is 2")),
        ("北", .error("'北' is 1 character long; the minimum is 2")),
        ("👨‍👩‍👧‍👦", .error("'👨‍👩‍👧‍👦' is 1 character long; the minimum is 2")),
        ("Adalbert", .error("'Adalbert' is 8 characters long; the maximum is 5")),
        ("北京上海广州", .error("'北京上海广州' is 6 characters long; the maximum is 5")),
        ("Ada1", .error("'Ada1': no digits, please")),
        ("", .error("an answer is required")),
        ("   ", .error("an answer is required")),
    ]

    @Test(arguments: texts)
    func text(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.name) == expected)
    }

    static let patterns: [(String, Outcome)] = [
        ("ABC", .value(.string("ABC"))),
        ("abc", .error("'abc' does not match the pattern '^[A-Z]{3}$'")),
        ("ABCD", .error("'ABCD' does not match the pattern '^[A-Z]{3}$'")),
        ("", .value(.null)),
    ]

    @Test(arguments: patterns)
    func pattern(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.code) == expected)
    }

    @Test func unanchoredPatternNeedsOnlyAMatchSomewhere() throws {
        let row = Row(key: "ref", kind: .text(TextRules(pattern: try Pattern("[0-9]"))))
        #expect(Self.parse("ticket 7", row) == .value(.string("ticket 7")))
        #expect(Self.parse("none", row) == .error("'none' does not match the pattern '[0-9]'"))
    }

    @Test func colonCommandsAreOrdinaryText() {
        #expect(Self.parse(":back", EngineFixture.plainText) == .value(.string(":back")))
        #expect(Self.parse("::x", EngineFixture.plainText) == .value(.string("::x")))
    }

    // MARK: secret

    static let secrets: [(String, Outcome)] = [
        ("secret", .value(.string("secret"))),
        ("  secret  ", .value(.string("  secret  "))),
        ("\tabc d\t", .value(.string("\tabc d\t"))),
        ("      ", .value(.string("      "))),
        ("", .value(.null)),
        ("abc", .error("the answer is 3 characters long; the minimum is 6")),
        ("  ab", .error("the answer is 4 characters long; the minimum is 6")),
        ("abcdefghijklm", .error("the answer is 13 characters long; the maximum is 12")),
        ("hunter#2", .error("the answer does not match the pattern '^[^#]*$'")),
    ]

    @Test(arguments: secrets)
    func secret(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.token) == expected)
    }

    static let pins: [(String, Outcome)] = [
        ("1234", .value(.string("1234"))),
        ("12a4", .error("four digits")),
        (" 1234", .error("four digits")),
        ("", .error("an answer is required")),
    ]

    @Test(arguments: pins)
    func secretWithPatternMessage(_ text: String, _ expected: Outcome) {
        #expect(Self.parse(text, EngineFixture.pin) == expected)
    }

    @Test func secretProblemsNeverCarryTheValue() {
        for text in ["abc", "hunter#2", "abcdefghijklm"] {
            guard case .failure(let problem) = AnswerParser.parse(text, for: EngineFixture.token) else {
                Issue.record("'\(text)' was accepted")
                continue
            }
            #expect(!problem.description.contains(text))
            #expect(!String(reflecting: problem).contains(text))
        }
    }

    // MARK: empty answers

    @Test func emptyAnswerTakesTheDefault() {
        #expect(Self.parse("", EngineFixture.age, default: .integer(30)) == .value(.integer(30)))
        #expect(Self.parse("  ", EngineFixture.age, default: .integer(30)) == .value(.integer(30)))
        #expect(Self.parse("", EngineFixture.name, default: .string("Ada")) == .value(.string("Ada")))
        #expect(Self.parse("", EngineFixture.confirm, default: .bool(false)) == .value(.bool(false)))
        #expect(Self.parse("", EngineFixture.tags, default: .list(["work"])) == .value(.list(["work"])))
        #expect(Self.parse("", EngineFixture.requiredCity, default: .string("bj")) == .value(.string("bj")))
        #expect(Self.parse("31", EngineFixture.age, default: .integer(30)) == .value(.integer(31)))
    }

    @Test func emptyAnswerWithoutDefaultIsNullOrRequired() {
        #expect(Self.parse("", EngineFixture.age) == .value(.null))
        #expect(Self.parse("\u{3000}", EngineFixture.city) == .value(.null))
        #expect(Self.parse("", EngineFixture.confirm) == .value(.null))
        #expect(Self.parse("", EngineFixture.requiredCity) == .error("an answer is required"))
        #expect(Self.parse(" ", EngineFixture.requiredConfirm) == .error("an answer is required"))
        #expect(Self.parse("", EngineFixture.name) == .error("an answer is required"))
    }

    @Test func defaultsAreHeldToTheRules() {
        #expect(Self.parse("", EngineFixture.age, default: .integer(200)) == .error("'200' is above the maximum 120"))
    }

    // MARK: units

    static let units: [(String, Outcome)] = [
        ("USD", .value(.string("USD"))),
        ("usd", .value(.string("USD"))),
        (" usd ", .value(.string("USD"))),
        ("", .value(.string("EUR"))),
        ("   ", .value(.string("EUR"))),
        ("2", .value(.string("USD"))),
        ("k", .value(.string("KRW"))),
        ("원", .value(.string("KRW"))),
        ("원 won", .value(.string("KRW"))),
        ("GBP", .error("'GBP' is not one of the options: EUR, USD, CNY, 원 Won (KRW)")),
        ("5", .error("'5' is not one of the options: EUR, USD, CNY, 원 Won (KRW)")),
    ]

    @Test(arguments: units)
    func unit(_ text: String, _ expected: Outcome) {
        #expect(Outcome(AnswerParser.parseUnit(text, for: EngineFixture.currency)) == expected)
    }

    @Test func unitWithoutDefaultNeedsAnAnswer() {
        #expect(Outcome(AnswerParser.parseUnit("", for: EngineFixture.plainUnit)) == .error("an answer is required"))
        #expect(Outcome(AnswerParser.parseUnit("KG", for: EngineFixture.plainUnit)) == .value(.string("kg")))
    }
}
