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
        return row.kind.problem(with: value)
    }

    /// The answer a JSON value holds for `row` (`null` included), typed and within the
    /// row's rules: a form's `default`, and every answers document read as presets.
    public static func value(from node: SourceNode, for row: Row, ignoringRequired: Bool = false)
        -> Result<AnswerValue, AnswerProblem> {
        AnswerDecoder.value(from: node, for: row).flatMap { value in
            problem(with: value, for: row, ignoringRequired: ignoringRequired).map { .failure($0) } ?? .success(value)
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
}

/// The shapes of email addresses and URLs that `email` and `url` rows accept. The same
/// patterns (rewritten by ``Pattern/portable``) go into the JSON Schema, so `validate` and a
/// schema validator agree.
enum TextFormat {
    /// Something `@` a domain of dot-separated labels; no spaces.
    static let emailPattern = #"^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$"#
    /// `http://` or `https://`, a host, then anything without spaces.
    static let urlPattern = #"^[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#]+([/?#]\S*)?$"#

    static let email = try? Pattern(emailPattern)
    static let url = try? Pattern(urlPattern)

    /// True when `text` has the shape `email` rows accept (``emailPattern``).
    static func isEmail(_ text: String) -> Bool { fits(text, email) }
    /// True when `text` has the shape `url` rows accept (``urlPattern``).
    static func isURL(_ text: String) -> Bool { fits(text, url) }

    private static func fits(_ text: String, _ pattern: Pattern?) -> Bool {
        guard let pattern, text.unicodeScalars.count <= pattern.longestAnswer else { return false }
        return pattern.matches(text)
    }
}
