import Testing
@testable import AskCore

/// Rows, forms and helpers shared by the answer-engine suites (parser, rules, encoder,
/// validator, walker).
enum EngineFixture {
    /// A parse result as one comparable value: the answer, or the message a person reads.
    enum Outcome: Sendable, Equatable, CustomStringConvertible {
        case value(AnswerValue)
        case error(String)

        init(_ result: Result<AnswerValue, AnswerProblem>) {
            switch result {
            case .success(let value): self = .value(value)
            case .failure(let problem): self = .error(problem.description)
            }
        }

        var description: String {
            switch self {
            case .value(let value): return "value \(value)"
            case .error(let message): return "error \(message)"
            }
        }
    }

    // MARK: Rows

    static let integer = Row(key: "count", kind: .integer(.unbounded, unit: nil))
    static let age = Row(key: "age", kind: .integer(Bounds(min: 0, max: 120), unit: nil))
    static let number = Row(key: "amount", kind: .number(.unbounded, unit: nil))
    static let memory = Row(key: "memory", kind: .number(Bounds(min: 0.25, max: 64), unit: nil))
    static let confirm = Row(key: "insurance", kind: .confirm)
    static let requiredConfirm = Row(key: "agree", kind: .confirm, isRequired: true)
    static let date = Row(key: "depart", kind: .date(Bounds(min: ISODate("2026-01-01"), max: ISODate("2030-12-31"))))
    static let email = Row(key: "email", kind: .email(TextRules()))
    static let url = Row(key: "site", kind: .url(TextRules()))

    static let cityOptions = [
        Option(value: "Paris"), Option(value: "Berlin"), Option(value: "Lisbon"),
        Option(value: "bj", label: "北京 Beijing"),
        Option(value: "seoul", label: LocalizedText(variants: [.init(language: "en", text: "Seoul"),
                                                               .init(language: "ko", text: "서울")])),
        Option(value: "New York"),
        Option(value: "Porto"),
    ]
    static let city = Row(key: "city", kind: .select(cityOptions))
    static let requiredCity = Row(key: "city", kind: .select(cityOptions), isRequired: true)

    static let tagOptions = [Option(value: "work"), Option(value: "conference"), Option(value: "family"), Option(value: "solo")]
    static let tags = Row(key: "tags", kind: .multiselect(tagOptions, selected: .unbounded))
    static let boundedTags = Row(key: "tags", kind: .multiselect(tagOptions, selected: Bounds(min: 1, max: 2)))

    static func pattern(_ source: String) -> Pattern? {
        try? Pattern(source)
    }

    static let name = Row(key: "name", kind: .text(TextRules(length: Bounds(min: 2, max: 5), pattern: pattern("^[^0-9]+$"),
                                                             patternMessage: "no digits, please")),
                          isRequired: true)
    static let code = Row(key: "code", kind: .text(TextRules(pattern: pattern("^[A-Z]{3}$"))))
    static let plainText = Row(key: "note", kind: .text(TextRules()))
    static let token = Row(key: "token", kind: .secret(TextRules(length: Bounds(min: 6, max: 12), pattern: pattern("^[^#]*$"))))
    static let pin = Row(key: "pin", kind: .secret(TextRules(pattern: pattern("^[0-9]{4}$"), patternMessage: "four digits")),
                         isRequired: true)

    static let currency = Unit(key: "currency", options: [Option(value: "EUR"), Option(value: "USD"), Option(value: "CNY"),
                                                          Option(value: "KRW", label: "원 Won")],
                               defaultValue: "EUR")
    static let plainUnit = Unit(key: "unit", options: [Option(value: "kg"), Option(value: "lb")])

    // MARK: Forms

    /// Loads a form from JSON text; fails the test (naming every diagnostic) when it is invalid.
    static func form(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Form {
        let result = FormLoader().load(Array(json.utf8))
        let diagnostics = result.errors.map { $0.rendered(file: "form.json") }
        #expect(diagnostics == [], sourceLocation: sourceLocation)
        return try #require(result.form, sourceLocation: sourceLocation)
    }

    /// Parses an answers document; fails the test when it is not JSON.
    static func document(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SourceNode {
        do {
            return try JSONReader.parse(Array(json.utf8))
        } catch {
            Issue.record("not JSON: \(error.rendered(file: "answers.json"))", sourceLocation: sourceLocation)
            throw error
        }
    }
}
