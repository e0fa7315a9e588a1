import Testing
@testable import AskCore

@Suite struct AnswerEncoderTests {
    static let answers: [(key: String, value: AnswerValue)] = [
        ("name", .string("Ada")),
        ("address.street", .string("1 Rue de Rivoli")),
        ("age", .integer(36)),
        ("address.city", .string("Paris")),
        ("address.geo.lat", .number(48.85)),
        ("budget", .number(1000)),
        ("currency", .string("EUR")),
        ("tags", .list(["work", "solo"])),
        ("none", .list([])),
        ("guardian", .null),
        ("insurance", .bool(true)),
        ("service.tier", .string("critical")),
    ]

    @Test func jsonKeepsFormOrderAndNestsDottedKeysWhereTheyFirstAppear() {
        #expect(AnswerEncoder.json(Self.answers).serialized() == """
            {
              "name": "Ada",
              "address": {
                "street": "1 Rue de Rivoli",
                "city": "Paris",
                "geo": {
                  "lat": 48.85
                }
              },
              "age": 36,
              "budget": 1000,
              "currency": "EUR",
              "tags": [
                "work",
                "solo"
              ],
              "none": [],
              "guardian": null,
              "insurance": true,
              "service": {
                "tier": "critical"
              }
            }
            """)
    }

    @Test func compactJSON() {
        #expect(AnswerEncoder.json(Self.answers).serialized(pretty: false) == """
            {"name":"Ada","address":{"street":"1 Rue de Rivoli","city":"Paris","geo":{"lat":48.85}},"age":36,\
            "budget":1000,"currency":"EUR","tags":["work","solo"],"none":[],"guardian":null,"insurance":true,\
            "service":{"tier":"critical"}}
            """)
    }

    @Test func noAnswersIsAnEmptyObject() {
        #expect(AnswerEncoder.json([]).serialized() == "{}")
    }

    static let numbers: [(AnswerValue, String)] = [
        (.number(1000), "1000"),
        (.number(1e3), "1000"),
        (.number(3.5), "3.5"),
        (.number(-2), "-2"),
        (.number(0.1), "0.1"),
        (.number(0.25), "0.25"),
        (.number(-0.0), "0"),
        (.number(123_456_789_012_345), "123456789012345"),
        (.number(1e15), "1000000000000000"),
        (.number(0x1p53), "9007199254740992"),
        (.number(1e16), "1e+16"),
        (.number(1e20), "1e+20"),
        (.number(-2.5e-7), "-2.5e-07"),
        (.number(Double.greatestFiniteMagnitude), "1.7976931348623157e+308"),
        (.integer(0), "0"),
        (.integer(-36), "-36"),
        (.integer(Int.min), "-9223372036854775808"),
        (.integer(Int.max), "9223372036854775807"),
    ]

    @Test(arguments: numbers)
    func numbersAreWrittenAsPeopleWriteThem(_ value: AnswerValue, _ expected: String) {
        #expect(value.json == .number(expected))
        #expect(AnswerEncoder.json([("n", value)]).serialized(pretty: false) == "{\"n\":\(expected)}")
    }

    static let strings: [(String, String)] = [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        ("line\nbreak\r\n", #""line\nbreak\r\n""#),
        ("tab\there", #""tab\there""#),
        ("\u{08}\u{0C}", #""\b\f""#),
        ("\u{00}\u{01}\u{1B}[31m\u{1F}", #""\u0000\u0001\u001b[31m\u001f""#),
        ("del\u{7F}", #""del\u007f""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("北京 서울 東京", #""北京 서울 東京""#),
        ("😀 e\u{301}", "\"😀 e\u{301}\""),
        ("</script>", #""</script>""#),
        ("'$(touch /tmp/pwned)'", #""'$(touch /tmp/pwned)'""#),
    ]

    @Test(arguments: strings)
    func stringsAreEscaped(_ text: String, _ expected: String) {
        #expect(AnswerEncoder.json([("s", .string(text))]).serialized(pretty: false) == "{\"s\":\(expected)}")
        #expect(AnswerEncoder.json([("s", .list([text]))]).serialized(pretty: false) == "{\"s\":[\(expected)]}")
    }

    @Test func parsedBackTheEscapedTextIsTheSame() throws {
        let text = "q\"b\\n\n\t\u{01}\u{7F}\u{2028}北京😀"
        let json = AnswerEncoder.json([("s", .string(text))]).serialized()
        let tree = try JSONReader.parse(Array(json.utf8))
        guard case .object(let members) = tree.value else {
            Issue.record("not an object: \(json)")
            return
        }
        #expect(members.map(\.key) == ["s"])
        #expect(members.first?.value.stringValue == text)
    }

    // MARK: env

    @Test func envQuotesEveryValueForEval() throws {
        let answers: [(key: String, value: AnswerValue)] = [
            ("name", .string("it's")),
            ("service.name", .string("$(touch /tmp/pwned)")),
            ("cmd", .string("`id`")),
            ("multi", .string("a\nb")),
            ("quotes", .string("''")),
            ("vars", .string("$HOME ${PATH} \\ \"x\"")),
            ("age", .integer(36)),
            ("memory", .number(0.5)),
            ("budget", .number(1e3)),
            ("ok", .bool(true)),
            ("no", .bool(false)),
            ("tags", .list(["work", "solo"])),
            ("none", .null),
            ("db-engine", .string("北京")),
        ]
        #expect(try AnswerEncoder.env(answers) == """
            NAME='it'\\''s'
            SERVICE_NAME='$(touch /tmp/pwned)'
            CMD='`id`'
            MULTI='a
            b'
            QUOTES=''\\'''\\'''
            VARS='$HOME ${PATH} \\ "x"'
            AGE='36'
            MEMORY='0.5'
            BUDGET='1000'
            OK='true'
            NO='false'
            TAGS='work,solo'
            NONE=''
            DB_ENGINE='北京'

            """)
    }

    static let names: [(String, String)] = [
        ("name", "NAME"), ("service.name", "SERVICE_NAME"), ("db-engine", "DB_ENGINE"),
        ("a.b-c_d", "A_B_C_D"), ("camelCase", "CAMELCASE"),
    ]

    @Test(arguments: names)
    func environmentNames(_ key: String, _ expected: String) {
        #expect(AnswerEncoder.environmentName(key) == expected)
    }

    static let quoted: [(String, String)] = [
        ("", "''"), ("a", "'a'"), ("'", #"''\'''"#), ("a'b", #"'a'\''b'"#), ("'a'", #"''\''a'\'''"#),
    ]

    @Test(arguments: quoted)
    func shellQuoting(_ text: String, _ expected: String) {
        #expect(AnswerEncoder.shellQuoted(text) == expected)
    }

    // MARK: plain text

    static let plainTexts: [(AnswerValue, String)] = [
        (.null, ""), (.string("Ada"), "Ada"), (.integer(36), "36"), (.number(3.5), "3.5"), (.number(1e3), "1000"),
        (.bool(true), "yes"), (.bool(false), "no"), (.list(["work", "solo"]), "work, solo"),
    ]

    @Test(arguments: plainTexts)
    func plainText(_ value: AnswerValue, _ expected: String) {
        #expect(value.plainText == expected)
    }
}
