import Foundation
import Testing

/// `askform validate FORM ANSWERS`: every rule the answers break, on stderr; nothing on stdout.
@Suite("askform validate")
struct ValidateCommandTests {
    typealias Fixture = FillFixture

    static func validate(_ answers: String, form: String = FillFixture.trip) throws -> (AskformBinary.Outcome, String) {
        let path = try TemporaryDirectory.file("answers.json", answers)
        return (try AskformBinary.run(["validate", form, path]), path)
    }

    @Test func whatFillWritesIsValid() throws {
        let (outcome, path) = try Self.validate(Fixture.tripOutput)
        #expect(outcome.stderr == "\(path): ok\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
    }

    @Test func missingOptionalKeysCountAsNull() throws {
        let (outcome, path) = try Self.validate(#"{"name": "Ada", "city": "Paris", "depart": "2026-03-01"}"#)
        #expect(outcome.stderr == "\(path): ok\n")
        #expect(outcome.status == 0)
    }

    @Test func answersFromStdin() throws {
        let outcome = try AskformBinary.run(["validate", Fixture.trip, "-"], stdin: Fixture.tripOutput)
        #expect(outcome.stderr == "<stdin>: ok\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
    }

    /// One broken member beside otherwise valid answers, and the line `validate` prints.
    static let violations: [(String, String)] = [
        (#""name": "R2D2""#, "1:10: error: name: 'R2D2': no digits, please (at /name)"),
        (#""name": "A""#, "1:10: error: name: 'A' is 1 character long; the minimum is 2 (at /name)"),
        (#""name": """#, "1:10: error: name: an answer is required (at /name)"),
        (#""name": 7"#, "1:10: error: name: expected a string, found a number (at /name)"),
        (#""age": 121"#, "1:9: error: age: '121' is above the maximum 120 (at /age)"),
        (#""age": 36.5"#, "1:9: error: age: '36.5' is not a whole number (at /age)"),
        (#""email": "ada""#, "1:11: error: email: 'ada' is not an email address such as name@example.org (at /email)"),
        (#""role": "Employee""#, "1:10: error: role: 'Employee' is not one of the options: employee, contractor, guest (at /role)"),
        (#""nights": 0"#, "1:12: error: nights: '0' is below the minimum 1 (at /nights)"),
        (#""budget": -1, "currency": "EUR""#, "1:12: error: budget: '-1' is below the minimum 0 (at /budget)"),
        (#""budget": 10, "currency": "GBP""#,
         "1:28: error: currency: 'GBP' is not one of the options: EUR, USD, CNY, KRW (at /currency)"),
        (#""budget": 10"#, "error: currency: an answer is required (at /currency)"),
        (#""currency": "EUR""#, "1:14: error: currency: a unit is given but its amount is empty (at /currency)"),
        (#""tags": []"#, "1:10: error: tags: 0 selected; choose at least 1 (at /tags)"),
        (#""tags": ["work", "solo", "family"]"#, "1:10: error: tags: 3 selected; choose at most 2 (at /tags)"),
        (#""tags": ["work", "work"]"#, "1:10: error: tags: 'work' is selected twice (at /tags)"),
        (#""tags": ["beach"]"#, "1:10: error: tags: 'beach' is not one of the options: work, conference, family, solo (at /tags)"),
        (#""insurance": "no""#, "1:15: error: insurance: expected true or false, found a string (at /insurance)"),
        (#""site": "https://example.org""#, "1:10: error: site: answered, but the row is hidden by its 'when' condition (at /site)"),
        (#""tags": ["conference"], "site": "example.org""#,
         "1:34: error: site: 'example.org' is not a URL starting with http:// or https:// (at /site)"),
        (#""guardian": "Grace""#, "1:14: error: guardian: answered, but the row is hidden by its 'when' condition (at /guardian)"),
        (#""token": "short""#, "1:11: error: token: the answer is 5 characters long; the minimum is 6 (at /token)"),
        (#""agee": 36"#, "1:2: error: agee: no row has this key (did you mean 'age'?) (at /agee)"),
        (#""address": {"street": "x", "zip": "75001"}"#, "1:29: error: address.zip: no row has this key (at /address/zip)"),
        (#""address": "1 Rue""#, "1:13: error: address: expected an object, found a string (at /address)"),
        (#""adress": {"street": "x"}"#, "1:2: error: adress: no row has this key (did you mean 'address'?) (at /adress)"),
        (#""address": {"stret": "x"}"#,
         "1:14: error: address.stret: no row has this key (did you mean 'address.street'?) (at /address/stret)"),
    ]

    @Test(arguments: violations)
    func eachViolationIs65(_ member: String, _ line: String) throws {
        let rest = member.hasPrefix(#""name""#)
            ? #", "city": "Paris", "depart": "2026-03-01"}"#
            : #", "name": "Ada", "city": "Paris", "depart": "2026-03-01"}"#
        let answers = "{" + member + rest
        let (outcome, path) = try Self.validate(answers)
        let place = line.hasPrefix("error:") ? path + ": " : path + ":"
        #expect(outcome.stderr == place + line + "\n" + "\(path): invalid (1 error)\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func everyProblemIsListedInFileOrder() throws {
        let (outcome, path) = try Self.validate("""
            {
              "name": "Ada1",
              "age": 12,
              "guardian": 5,
              "budget": null,
              "currency": "USD",
              "tags": ["work", "conference"],
              "agee": 1
            }
            """)
        #expect(outcome.stderr == """
            \(path):2:11: error: name: 'Ada1': no digits, please (at /name)
            \(path):4:15: error: guardian: expected a string, found a number (at /guardian)
            \(path):6:15: error: currency: a unit is given but its amount is empty (at /currency)
            \(path):8:3: error: agee: no row has this key (did you mean 'age'?) (at /agee)
            \(path): error: city: an answer is required (at /city)
            \(path): error: depart: an answer is required (at /depart)
            \(path): invalid (6 errors)

            """)
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func nestedKeysAreFoundAndMissingOnesNamedByPointer() throws {
        let form = try TemporaryDirectory.file("form.json", """
            {"askform": 1, "sections": [{"rows": [
              {"key": "service.name", "type": "text", "required": true},
              {"key": "service.owner.email", "type": "email", "required": true}
            ]}]}
            """)
        let ok = try Self.validate(#"{"service": {"name": "api", "owner": {"email": "a@b.org"}}}"#, form: form)
        #expect(ok.0.stderr == "\(ok.1): ok\n")
        #expect(ok.0.status == 0)

        let (outcome, path) = try Self.validate(#"{"service": {"owner": {}}}"#, form: form)
        #expect(outcome.stderr == """
            \(path): error: service.name: an answer is required (at /service/name)
            \(path): error: service.owner.email: an answer is required (at /service/owner/email)
            \(path): invalid (2 errors)

            """)
        #expect(outcome.status == 65)
    }

    @Test func valuesAreShownInertInMessages() throws {
        let (outcome, path) = try Self.validate(#"{"name": "\u001b[2J\u001b]0;x\u0007", "city": "Paris", "depart": "2026-03-01"}"#)
        #expect(outcome.stderr == #"\#(path):1:10: error: name: '\u{1B}[2J\u{1B}]0;x\u{7}': no digits, please (at /name)"#
            + "\n\(path): invalid (1 error)\n")
        #expect(outcome.status == 65)
    }

    @Test func missingAnswersFileIs66() throws {
        let outcome = try AskformBinary.run(["validate", Fixture.trip, "/nonexistent/answers.json"])
        #expect(outcome.stderr == "askform: error: cannot read '/nonexistent/answers.json': No such file or directory\n")
        #expect(outcome.status == 66)
        #expect(outcome.stdout == "")
    }

    @Test func answersThatAreNotJSONAre65WithThePosition() throws {
        let (outcome, path) = try Self.validate("{\n  \"name\": \"Ada\",\n}")
        #expect(outcome.stderr == "\(path):3:1: error: unexpected '}', expected a string key (at /)\n\(path): invalid (1 error)\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")

        var bytes = Data(#"{"name": "A"#.utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data(#"da"}"#.utf8))
        let file = try TemporaryDirectory.make().appendingPathComponent("answers.json")
        try bytes.write(to: file)
        let broken = try AskformBinary.run(["validate", Fixture.trip, file.path])
        #expect(broken.stderr == "\(file.path):1:12: error: invalid UTF-8 byte sequence (at /name)\n\(file.path): invalid (1 error)\n")
        #expect(broken.status == 65)
        #expect(broken.stdout == "")
    }

    @Test func missingFormIs66() throws {
        let answers = try TemporaryDirectory.file("answers.json", "{}")
        let outcome = try AskformBinary.run(["validate", "/nonexistent/form.json", answers])
        #expect(outcome.stderr == "askform: error: cannot read '/nonexistent/form.json': No such file or directory\n")
        #expect(outcome.status == 66)
        #expect(outcome.stdout == "")
    }
}
