/// The rules every answer must satisfy, whatever it came from: a person, a pipe,
/// `--answers`, `--set`, a default, `validate` or `submit`.
public enum AnswerRules {
    /// The first rule `value` breaks for `row`, or `nil` when it is acceptable.
    ///
    /// `ignoringRequired` lets the loader check a default against the row's other rules.
    public static func problem(with value: AnswerValue, for row: Row, ignoringRequired: Bool = false) -> AnswerProblem? {
        if case .null = value {
            return row.isRequired && !ignoringRequired ? .required : nil
        }
        if let problem = textProblem(with: value) { return problem }
        // Typed, an empty answer is null; from a file (`--answers`, `validate`) "" and [] must
        // not satisfy `required` either.
        if row.isRequired && !ignoringRequired, value == .string("") || value == .list([]) {
            return .required
        }
        switch (row.kind, value) {
        case (.text(let rules), .string(let text)):
            return check(text, rules, shown: text)
        case (.secret(let rules), .string(let text)):
            return check(text, rules, shown: nil)
        case (.email(let rules), .string(let text)):
            return TextFormat.isEmail(text) ? check(text, rules, shown: text) : .invalidEmail(text)
        case (.url(let rules), .string(let text)):
            return TextFormat.isURL(text) ? check(text, rules, shown: text) : .invalidURL(text)
        case (.integer(let bounds, _), .integer(let number)):
            return check(number, bounds, shown: String(number))
        case (.number(let bounds, _), .number(let number)):
            return check(number, bounds, shown: AnswerValue.format(number))
        case (.number(let bounds, _), .integer(let number)):
            return check(Double(number), bounds, shown: String(number))
        case (.select(let options), .string(let text)):
            return options.contains { $0.value == text } ? nil : .notAnOption(text, options: options)
        case (.multiselect(let options, let selected), .list(let values)):
            var seen: Set<String> = []
            for value in values {
                guard options.contains(where: { $0.value == value }) else {
                    return .notAnOption(value, options: options)
                }
                if !seen.insert(value).inserted { return .duplicateSelection(value) }
            }
            if let minimum = selected.min, values.count < minimum {
                return .tooFewSelected(count: values.count, minimum: minimum)
            }
            if let maximum = selected.max, values.count > maximum {
                return .tooManySelected(count: values.count, maximum: maximum)
            }
            return nil
        case (.confirm, .bool):
            return nil
        case (.date(let bounds), .string(let text)):
            guard let date = ISODate(text) else {
                return ISODate.isWrittenAsDate(text) ? .noSuchDay(text) : .invalidDate(text)
            }
            return check(date, bounds, shown: text)
        default:
            return .wrongType(expected: expectedType(of: row.kind), found: value.typeDescription)
        }
    }

    /// The rule for the text inside any answer, units included, whatever its source: no NUL
    /// character. A pipe's lines are refused for it before they are parsed; a JSON string can
    /// still carry one as `\u0000`, and `env` output would then hold a raw NUL that shells drop.
    public static func textProblem(with value: AnswerValue) -> AnswerProblem? {
        switch value {
        case .string(let text): return text.utf8.contains(0) ? .containsNUL : nil
        case .list(let values): return values.contains { $0.utf8.contains(0) } ? .containsNUL : nil
        case .null, .integer, .number, .bool: return nil
        }
    }

    /// What a row's answers look like in JSON, for messages.
    public static func expectedType(of kind: RowKind) -> String {
        switch kind {
        case .text, .secret: return "a string"
        case .email: return "an email address (string)"
        case .url: return "a URL (string)"
        case .integer: return "a whole number"
        case .number: return "a number"
        case .select: return "one option value (string)"
        case .multiselect: return "an array of option values"
        case .confirm: return "true or false"
        case .date: return "a date string YYYY-MM-DD"
        case .note: return "nothing"
        }
    }

    private static func check(_ text: String, _ rules: TextRules, shown: String?) -> AnswerProblem? {
        if rules.length.min != nil || rules.length.max != nil {
            let length = text.count
            if let minimum = rules.length.min, length < minimum {
                return .tooShort(shown, length: length, minimum: minimum)
            }
            if let maximum = rules.length.max, length > maximum {
                return .tooLong(shown, length: length, maximum: maximum)
            }
        }
        if let pattern = rules.pattern, case let length = text.unicodeScalars.count, length > pattern.longestAnswer {
            return .tooLongForPattern(shown, length: length, maximum: pattern.longestAnswer)
        }
        if let pattern = rules.pattern, !pattern.matches(text) {
            return .patternMismatch(shown, pattern: pattern.source, message: rules.patternMessage)
        }
        return nil
    }

    private static func check<T: Comparable>(_ value: T, _ bounds: Bounds<T>, shown: String) -> AnswerProblem? {
        if let minimum = bounds.min, value < minimum {
            return .belowMinimum(shown, minimum: describe(minimum))
        }
        if let maximum = bounds.max, value > maximum {
            return .aboveMaximum(shown, maximum: describe(maximum))
        }
        return nil
    }

    private static func describe<T>(_ bound: T) -> String {
        if let double = bound as? Double { return AnswerValue.format(double) }
        return String(describing: bound)
    }
}

extension AnswerValue {
    /// The JSON kind of the value, for messages: `a string`, `a number`, …
    public var typeDescription: String {
        switch self {
        case .null: return "null"
        case .string: return "a string"
        case .integer, .number: return "a number"
        case .bool: return "a boolean"
        case .list: return "an array"
        }
    }
}

/// The shapes of email addresses and URLs that `email` and `url` rows accept. The same
/// patterns (rewritten by ``Pattern/portable``) go into the JSON Schema, so `validate` and a
/// schema validator agree.
public enum TextFormat {
    /// Something `@` a domain of dot-separated labels; no spaces.
    public static let emailPattern = #"^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$"#
    /// `http://` or `https://`, a host, then anything without spaces.
    public static let urlPattern = #"^[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#]+([/?#]\S*)?$"#

    static let email = try? Pattern(emailPattern)
    static let url = try? Pattern(urlPattern)

    public static func isEmail(_ text: String) -> Bool { fits(text, email) }
    public static func isURL(_ text: String) -> Bool { fits(text, url) }

    private static func fits(_ text: String, _ pattern: Pattern?) -> Bool {
        guard let pattern, text.unicodeScalars.count <= pattern.longestAnswer else { return false }
        return pattern.matches(text)
    }
}
