/// askform's words in one language: every ``Message``, ``FormProblem`` and ``AnswerProblem``
/// rendered as the reader reads it, with the punctuation of that language.
///
///     let catalog = Catalog(preferred: ["ko-KR"])
///     catalog.text(for: AnswerProblem.notAnInteger("x"))   // 'x'은(는) 정수가 아닙니다
///     catalog.text(for: .hintRequired)                     // 필수
///
/// A catalog also carries the reader's preferred tags for texts written in a form (a
/// `patternMessage` quoted in a problem), so one value says how to speak to one reader.
public struct Catalog: Sendable, Equatable {
    /// The language of askform's own words.
    public var language: Language
    /// The reader's preferred BCP 47 tags for a form's texts, most preferred first.
    public var preferred: [String]
    /// The form's `defaultLanguage`, tried after `preferred`.
    public var fallback: String?

    /// askform's words in `language`; `preferred` and `fallback` choose among a form's texts.
    public init(_ language: Language, preferred: [String] = [], fallback: String? = nil) {
        self.language = language
        self.preferred = preferred
        self.fallback = fallback
    }

    /// The catalog for a reader who prefers `preferred`: askform speaks the first of them it
    /// knows (``Language/chosen(from:)``), English otherwise.
    public init(preferred: [String], fallback: String? = nil) {
        self.init(Language.chosen(from: preferred), preferred: preferred, fallback: fallback)
    }

    /// English, with form texts in their first language: what `description` shows.
    public static let english = Catalog(.english)

    /// The same reader, for texts of `form` (its `defaultLanguage` as the fallback).
    public func reading(_ form: Form) -> Catalog {
        Catalog(language, preferred: preferred, fallback: form.defaultLanguage)
    }

    /// The message in this catalog's language.
    public func text(for message: Message) -> String {
        words.text(for: message, in: self)
    }

    /// A form problem in this catalog's language, without the position (see ``Diagnostic``).
    public func text(for problem: FormProblem) -> String {
        words.text(for: problem, in: self)
    }

    /// An answer problem in this catalog's language, without the key: `'x' 不是整数`.
    public func text(for problem: AnswerProblem) -> String {
        words.text(for: problem, in: self)
    }

    /// Why a pattern is refused, in this catalog's language: `lookahead '(?=' at character 2 …`.
    public func text(for problem: PatternProblem) -> String {
        words.text(for: problem)
    }

    /// Why a `when` expression does not parse, in this catalog's language: `unterminated string`.
    public func text(for reason: ConditionSyntaxError.Reason) -> String {
        words.text(for: reason)
    }

    /// Why a property list cannot be read, in this catalog's language: `<plist> holds no value`.
    public func text(for problem: PropertyListProblem) -> String {
        words.text(for: problem)
    }

    /// What is wrong with a `when` test of `key`, as ``FormProblem/conditionTypeMismatch(key:_:)`` says it.
    func fragment(_ mismatch: ConditionMismatch, key: String) -> String { words.text(for: mismatch, key: key) }
    func fragment(_ problem: ExpressionProblem) -> String { words.text(for: problem) }
    func fragment(_ type: ExpressionType) -> String { words.name(of: type) }

    /// What a value must be, as a problem in this language says it: `a whole number`, `整数`.
    func fragment(_ value: ExpectedValue) -> String { words.expected(value, in: self) }

    /// What a value is instead: `the number 3`, `数値 3`.
    func fragment(_ value: FoundValue) -> String { words.found(value) }

    /// What the JSON reader expected: `a value or ']'`.
    func fragment(_ json: JSONExpected) -> String { words.expected(json) }

    /// What the JSON reader found: `end of line`.
    func fragment(_ json: JSONFound) -> String { words.found(json) }

    /// A form's text in the reader's language (see ``LocalizedText/resolved(for:fallback:)``).
    public func resolved(_ text: LocalizedText) -> String {
        text.resolved(for: preferred, fallback: fallback)
    }

    /// How this language punctuates the parts of a line (hints, prompts, lists).
    public var punctuation: Punctuation { words.punctuation }

    private var words: any Words.Type {
        switch language {
        case .english: return English.self
        case .simplifiedChinese: return SimplifiedChinese.self
        case .korean: return Korean.self
        case .japanese: return Japanese.self
        }
    }

    /// `text` in single quotes, made inert: `'北京'`, `'a\nb'`. The same in every language.
    static func quoted(_ text: String) -> String {
        AnswerProblem.quoted(text)
    }

    /// `text` in single quotes as it is: diagnostics are made inert as a whole line.
    static func quotedRaw(_ text: String) -> String {
        "'" + text + "'"
    }

    /// `{"address": {"city": …}}`: a dotted key's parts as nested objects, the same in every language.
    static func nested(_ parts: [String]) -> String {
        parts.map { "{\"\($0)\": " }.joined() + "…" + String(repeating: "}", count: parts.count)
    }

    /// Text the JSON reader found, quoted: `'}'`, `'yes'`, and `"'"` for a single quote.
    static func quotedFound(_ text: String) -> String {
        text == "'" ? "\"'\"" : "'" + text + "'"
    }

    /// `0x0C`: a byte in two hex digits.
    static func byte(_ value: UInt8) -> String {
        "0x" + (value < 0x10 ? "0" : "") + String(value, radix: 16, uppercase: true)
    }

    /// `phrase` with a space where it meets CJK text with ASCII (`应为 true 或 false`, but
    /// `应为字符串`): `before` and `after` say on which sides CJK text touches it.
    static func spaced(_ phrase: String, before: Bool = true, after: Bool = true) -> String {
        func isASCII(_ character: Character?) -> Bool {
            guard let character, let ascii = character.asciiValue else { return false }
            return ascii > 0x20 && ascii < 0x7F
        }
        return (before && isASCII(phrase.first) ? " " : "") + phrase + (after && isASCII(phrase.last) ? " " : "")
    }

    /// At most ten items (inert), joined with `separator`, then `more(count)` for the rest.
    static func list(_ items: [String], separator: String, more: (Int) -> String) -> String {
        let shown = items.prefix(10).map(InertText.line).joined(separator: separator)
        return items.count > 10 ? shown + more(items.count - 10) : shown
    }

    /// Options as the prompt shows them: the label in the reader's language, with the value
    /// after it where the two differ (`北京 Beijing (bj)`); at most ten, as ``list(_:separator:more:)``.
    func options(_ options: [Option], separator: String, more: (Int) -> String) -> String {
        let names = options.prefix(10).map { option -> String in
            guard let label = option.label.map(resolved), label != option.value else { return option.value }
            return label + " (" + option.value + ")"
        }
        let shown = Self.list(names, separator: separator, more: more)
        return options.count > 10 ? shown + more(options.count - 10) : shown
    }

    /// ` 0–120`, ` ≥ 0`, ` ≤ 5`, or nothing: a range as every language writes it.
    static func range(_ low: String?, _ high: String?) -> String {
        switch (low, high) {
        case (let low?, let high?): return " \(low)–\(high)"
        case (let low?, nil): return " ≥ \(low)"
        case (nil, let high?): return " ≤ \(high)"
        default: return ""
        }
    }

    /// `U+0007`: four hex digits at least.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A count with its thousands grouped by commas, as en, zh-Hans, ko and ja all write
    /// them: `2,345`.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (count < 0 ? "-" : "") + text
    }

    /// Seconds as a person reads a wait: `0.5`, `12`.
    static func seconds(_ value: Double) -> String {
        value < 10 ? "\((value * 10).rounded() / 10)" : "\(Int(value.rounded()))"
    }
}

/// The punctuation a language puts around and between the parts of a line.
public struct Punctuation: Sendable, Equatable {
    /// Between items of a list: `, ` or `、`.
    public var listSeparator: String
    /// Between the parts of a hint: `, ` or `，`.
    public var clauseSeparator: String
    /// Before an opening parenthesis that follows a word: ` ` or nothing.
    public var space: String
    /// `(` or `（`.
    public var open: String
    /// `)` or `）`.
    public var close: String
    /// At the end of a sentence: `.` or `。`.
    public var period: String
    /// After a prompt or a label: `: ` or `：`.
    public var colon: String
}

/// One language's words: a catalog dispatches to one of these.
protocol Words {
    static var punctuation: Punctuation { get }
    static func text(for message: Message, in catalog: Catalog) -> String
    static func text(for problem: FormProblem, in catalog: Catalog) -> String
    static func text(for problem: AnswerProblem, in catalog: Catalog) -> String
    static func text(for problem: PatternProblem) -> String
    static func expected(_ value: ExpectedValue, in catalog: Catalog) -> String
    static func found(_ value: FoundValue) -> String
    static func expected(_ json: JSONExpected) -> String
    static func found(_ json: JSONFound) -> String
    static func text(for reason: ConditionSyntaxError.Reason) -> String
    static func text(for mismatch: ConditionMismatch, key: String) -> String
    static func text(for problem: ExpressionProblem) -> String
    static func name(of type: ExpressionType) -> String
    static func text(for problem: PropertyListProblem) -> String
}
