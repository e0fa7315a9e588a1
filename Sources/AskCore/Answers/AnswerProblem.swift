/// Why an answer was refused, as data. ``description`` is the English message, without
/// the key: callers prefix it (`age: '17' is below the minimum 18`).
///
/// Values of secret rows are never carried here: the rules pass `nil` and the message
/// says "the answer" instead of quoting it.
public enum AnswerProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case required
    /// `:skip` at a required question (or a unit, needed once an amount is given).
    case cannotSkip
    case notAnInteger(String)
    case notANumber(String)
    case belowMinimum(String, minimum: String)
    case aboveMaximum(String, maximum: String)
    case tooShort(String?, length: Int, minimum: Int)
    case tooLong(String?, length: Int, maximum: Int)
    case patternMismatch(String?, pattern: String, message: String?)
    case notAnOption(String, options: [String])
    case ambiguous(String, candidates: [String])
    case tooFewSelected(count: Int, minimum: Int)
    case tooManySelected(count: Int, maximum: Int)
    case duplicateSelection(String)
    case notYesNo(String)
    case invalidDate(String)
    case invalidEmail(String)
    case invalidURL(String)
    case wrongType(expected: String, found: String)
    case unitWithoutAmount
    case answeredWhileHidden
    case unknownKey(suggestion: String?)
    case setsUnit(row: String)

    public var description: String {
        switch self {
        case .required:
            return "an answer is required"
        case .cannotSkip:
            return "an answer is required; :skip is only for optional questions"
        case .notAnInteger(let text):
            return "\(Self.quoted(text)) is not a whole number"
        case .notANumber(let text):
            return "\(Self.quoted(text)) is not a number"
        case .belowMinimum(let text, let minimum):
            return "\(Self.quoted(text)) is below the minimum \(minimum)"
        case .aboveMaximum(let text, let maximum):
            return "\(Self.quoted(text)) is above the maximum \(maximum)"
        case .tooShort(let text, let length, let minimum):
            return "\(Self.subject(text)) is \(Self.characters(length)) long; the minimum is \(minimum)"
        case .tooLong(let text, let length, let maximum):
            return "\(Self.subject(text)) is \(Self.characters(length)) long; the maximum is \(maximum)"
        case .patternMismatch(let text, let pattern, let message):
            if let message { return text.map { "\(Self.quoted($0)): \(InertText.line(message))" } ?? InertText.line(message) }
            return "\(Self.subject(text)) does not match the pattern \(Self.quoted(pattern))"
        case .notAnOption(let text, let options):
            return "\(Self.quoted(text)) is not one of the options: \(Self.list(options))"
        case .ambiguous(let text, let candidates):
            return "\(Self.quoted(text)) matches several options: \(Self.list(candidates)); type more of it"
        case .tooFewSelected(let count, let minimum):
            return "\(count) selected; choose at least \(minimum)"
        case .tooManySelected(let count, let maximum):
            return "\(count) selected; choose at most \(maximum)"
        case .duplicateSelection(let value):
            return "\(Self.quoted(value)) is selected twice"
        case .notYesNo(let text):
            return "\(Self.quoted(text)) is not yes or no (y, yes, true, 1 / n, no, false, 0)"
        case .invalidDate(let text):
            return "\(Self.quoted(text)) is not a date written YYYY-MM-DD"
        case .invalidEmail(let text):
            return "\(Self.quoted(text)) is not an email address such as name@example.org"
        case .invalidURL(let text):
            return "\(Self.quoted(text)) is not a URL starting with http:// or https://"
        case .wrongType(let expected, let found):
            return "expected \(expected), found \(found)"
        case .unitWithoutAmount:
            return "a unit is given but its amount is empty"
        case .answeredWhileHidden:
            return "answered, but the row is hidden by its 'when' condition"
        case .unknownKey(let suggestion):
            return "no row has this key" + (suggestion.map { " (did you mean \(Self.quoted($0))?)" } ?? "")
        case .setsUnit(let row):
            return "is the unit of \(Self.quoted(row))"
        }
    }

    private static func subject(_ text: String?) -> String {
        text.map(quoted) ?? "the answer"
    }

    /// `text` in single quotes, made inert (``InertText/line(_:)``): `'北京'`, `'a\nb'`.
    /// Past ``quotedLimit`` characters it is cut (`'xxx…' (10485760 characters)`), so a
    /// runaway stdin line makes a readable message rather than megabytes of one.
    public static func quoted(_ text: String) -> String {
        let head = text.prefix(quotedLimit + 1)
        guard head.count > quotedLimit else { return "'" + InertText.line(text) + "'" }
        return "'" + InertText.line(String(head.dropLast())) + "…' (\(text.count) characters)"
    }

    /// The most characters of an answer that a message quotes.
    public static let quotedLimit = 100

    private static func characters(_ count: Int) -> String {
        count == 1 ? "1 character" : "\(count) characters"
    }

    /// At most ten items, then how many more.
    private static func list(_ items: [String]) -> String {
        let shown = items.prefix(10).map(InertText.line).joined(separator: ", ")
        return items.count > 10 ? shown + ", … (\(items.count - 10) more)" : shown
    }
}
