/// The free-text kinds: `text`, `secret`, `email` and `url`, with their length and
/// pattern rules; email and URL answers must also have that shape (docs/FORMAT.md, "Rows").
public struct TextKind: RowKind {
    /// Which of the free-text row types this is.
    public enum Format: String, Sendable, CaseIterable {
        case text, secret, email, url
    }

    /// Which row type this is: it decides the shape check and whether the answer is hidden.
    public var format: Format
    /// The length and pattern rules every format takes.
    public var rules: TextRules
    /// `"multiline": true` (``Format/text`` only): answers are several lines joined by `\n`.
    public var isMultiline: Bool
    /// A `text` row's `render`: the language (`shell`, `swift`) its answer is written in,
    /// so that `--format markdown` fences the answer as a code block in that language, as
    /// GitHub does for a textarea with `render` (docs/FORMAT.md, "Rows").
    public var render: String?

    /// A free-text kind of `format`, with `rules` on top of the format's own shape; `multiline`
    /// and `render` only take effect for ``Format/text``.
    public init(_ format: Format = .text, rules: TextRules = TextRules(), multiline: Bool = false, render: String? = nil) {
        self.format = format
        self.rules = rules
        self.isMultiline = multiline && format == .text
        self.render = format == .text ? render : nil
    }

    /// `text`, `secret`, `email` or `url`, as ``format`` says.
    public var typeName: String { format.rawValue }
    /// `secret`: answers are not echoed, never kept in drafts or history, masked in the review.
    public var hidesAnswer: Bool { format == .secret }

    /// A string, an email address or a URL, as ``format`` says.
    public var expectedValue: ExpectedValue {
        switch format {
        case .text, .secret: return .string
        case .email: return .emailString
        case .url: return .urlString
        }
    }

    /// The email or URL shape first (docs/FORMAT.md, "Rows"), then length and pattern; a secret
    /// is never quoted in the message.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        guard case .string(let text) = value else {
            return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
        switch format {
        case .text: return check(text, shown: text)
        case .secret: return check(text, shown: nil)
        case .email: return TextFormat.isEmail(text) ? check(text, shown: text) : .invalidEmail(text)
        case .url: return TextFormat.isURL(text) ? check(text, shown: text) : .invalidURL(text)
        }
    }

    /// Length (in characters), then the pattern; `shown` is what messages quote (`nil` for
    /// secrets).
    private func check(_ text: String, shown: String?) -> AnswerProblem? {
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

    /// `"type": "string"` with the rules; a required row needs at least one character, as a typed answer does.
    public func schema(required: Bool) -> [(String, JSONValue)] {
        var members = [RowSchema.type("string", required: required)]
        if isMultiline { members.append(("x-askform-multiline", .bool(true))) }
        // A required row refuses "" as `validate` does (typed, an empty answer is no answer).
        let minimum = required ? max(rules.length.min ?? 0, 1) : rules.length.min
        if let minimum, minimum > 0 || rules.length.min != nil { members.append(("minLength", .integer(minimum))) }
        if let maximum = rules.length.max { members.append(("maxLength", .integer(maximum))) }
        // An email or URL row's shape is checked before the row's own pattern.
        let shape: String? = switch format {
        case .email: AnswerSchema.Patterns.email
        case .url: AnswerSchema.Patterns.url
        case .text, .secret: nil
        }
        switch (shape, rules.pattern) {
        case (let shape?, let pattern?):
            members.append(("pattern", .string(shape)))
            members.append(("allOf", .array([.object([("pattern", .string(pattern.portable))])])))
        case (let shape?, nil):
            members.append(("pattern", .string(shape)))
        case (nil, let pattern?):
            members.append(("pattern", .string(pattern.portable)))
        case (nil, nil):
            break
        }
        return members
    }

    /// `email` and `url` name their shape; `text` and `secret` the length bounds (`secret` also
    /// that it is hidden, a multi-line `text` how its lines end).
    public func hint(_ text: (LocalizedText) -> String) -> [Message] {
        var parts: [Message] = []
        switch format {
        case .secret: parts.append(.hintHidden)
        case .email: return [.hintEmail]
        case .url: return [.hintURL]
        case .text: break
        }
        if rules.length.min != nil || rules.length.max != nil {
            parts.append(.hintLength(min: rules.length.min, max: rules.length.max))
        }
        if isMultiline { parts.append(.hintMultiline) }
        return parts
    }

    /// `text`: the pattern, unless the form explains it with `patternMessage`.
    public var acceptedDetails: [Message] {
        guard format == .text, let pattern = rules.pattern, rules.patternMessage == nil else { return [] }
        return [.mustMatchPattern(InertText.make(pattern.source))]
    }
}

/// Length and pattern rules of free-text rows.
public struct TextRules: Sendable {
    /// Lengths count characters (grapheme clusters), not bytes: `北京` has length 2.
    public var length: Bounds<Int>
    /// The answer must contain a match; anchor it with `^…$` for the whole answer (docs/FORMAT.md, "Patterns").
    public var pattern: Pattern?
    /// Shown instead of the generic message when the pattern does not match.
    public var patternMessage: LocalizedText?

    /// Rules for a free-text row; empty rules accept any text.
    public init(length: Bounds<Int> = .unbounded, pattern: Pattern? = nil, patternMessage: LocalizedText? = nil) {
        self.length = length
        self.pattern = pattern
        self.patternMessage = patternMessage
    }
}

extension RowKind where Self == TextKind {
    /// A `text` row's kind; `multiline` answers span lines.
    public static func text(_ rules: TextRules = TextRules(), multiline: Bool = false) -> TextKind {
        TextKind(.text, rules: rules, multiline: multiline)
    }
    /// A `secret` row's kind.
    public static func secret(_ rules: TextRules = TextRules()) -> TextKind { TextKind(.secret, rules: rules) }
    /// An `email` row's kind.
    public static func email(_ rules: TextRules = TextRules()) -> TextKind { TextKind(.email, rules: rules) }
    /// A `url` row's kind.
    public static func url(_ rules: TextRules = TextRules()) -> TextKind { TextKind(.url, rules: rules) }
}
