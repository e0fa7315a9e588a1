/// A human text of a form definition: one string, or translations by BCP 47 tag in order.
///
/// Written as a string or a dictionary literal, like a `title` in a form file; the loader
/// checks the tags (well formed, unique ignoring case) and that there is at least one:
///
///     TextQuestion("name", title: "Name")
///     TextQuestion("name", title: ["en": "Name", "zh-Hans": "姓名", "ko": "이름"])
public struct FormText: Sendable, Equatable, ExpressibleByStringInterpolation, ExpressibleByDictionaryLiteral {
    /// `(tag, text)` pairs in the author's order; a single pair with an empty tag for a plain string.
    public let translations: [(language: String, text: String)]
    let isPlain: Bool

    private init(translations: [(language: String, text: String)], isPlain: Bool) {
        self.translations = translations
        self.isPlain = isPlain
    }

    /// One text whatever the reader's language.
    public init(_ text: String) {
        self.init(translations: [("", text)], isPlain: true)
    }

    /// One text whatever the reader's language.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// Translations keyed by BCP 47 tag, in the order written (the first is the last resort).
    public init(dictionaryLiteral translations: (String, String)...) {
        self.init(translations: translations.map { ($0.0, $0.1) }, isPlain: false)
    }

    /// The same text as a loaded form's ``LocalizedText``.
    public init(_ text: LocalizedText) {
        if text.variants.count == 1, text.variants[0].language.isEmpty {
            self.init(text.variants[0].text)
        } else {
            self.init(translations: text.variants.map { ($0.language, $0.text) }, isPlain: false)
        }
    }

    /// The same texts in the same order, and both plain or both translations.
    public static func == (a: FormText, b: FormText) -> Bool {
        a.isPlain == b.isPlain && a.translations.elementsEqual(b.translations) { $0 == $1 }
    }

    func draft(at site: DefinitionSite) -> DraftNode {
        if isPlain { return DraftNode(value: .scalar(.string(translations[0].text)), site: site) }
        return .object(translations.map { language, text in
            DraftMember(key: language, site: site, value: DraftNode(value: .scalar(.string(text)), site: site))
        }, at: site)
    }
}

/// One choice of a select, multiselect or unit in a definition: the value written to the
/// answers and, optionally, the label shown.
///
///     SelectQuestion("city", options: ["Paris", Choice(value: "bj", label: ["en": "Beijing", "zh-Hans": "北京"])])
public struct Choice: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// What the answers hold when this choice is taken.
    public var value: String
    /// What is shown; the value when `nil`.
    public var label: FormText?

    /// A choice whose label is another text than its value.
    public init(value: String, label: FormText? = nil) {
        self.value = value
        self.label = label
    }

    /// A choice whose value is also its label: `"Paris"`.
    public init(stringLiteral value: String) {
        self.init(value: value)
    }

    func draft(at site: DefinitionSite) -> DraftNode {
        guard let label else { return DraftNode(value: .scalar(.string(value)), site: site) }
        return .object([
            DraftMember(key: "value", site: site, value: DraftNode(value: .scalar(.string(value)), site: site)),
            DraftMember(key: "label", site: site, value: label.draft(at: site)),
        ], at: site)
    }
}

/// Any value of the form format, for keys the typed modifiers do not name (a custom row
/// type's own keys, a key of a later format version).
///
/// Written as a literal, as it would be in JSON:
///
///     Question("version", type: "semver").setting("prefix", to: "v").setting("parts", to: [1, 2, 3])
public enum FormValue: Sendable, Equatable, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    /// A JSON string.
    case string(String)
    /// A whole JSON number.
    case integer(Int)
    /// A JSON number; `inf` and `nan` are kept, for the loader to refuse.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A JSON array.
    case array([FormValue])
    /// Members in the order written; repeated keys are kept, and reported by the loader.
    case object([Member])
    /// JSON `null`.
    case null

    /// One member of ``FormValue/object(_:)``.
    public struct Member: Sendable, Equatable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: FormValue

        /// A member named `key` holding `value`.
        public init(key: String, value: FormValue) {
            self.key = key
            self.value = value
        }
    }

    /// `"text"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `12`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// `0.5`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `true`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `[1, "a"]`.
    public init(arrayLiteral elements: FormValue...) { self = .array(elements) }
    /// `["key": value]`, members in the order written.
    public init(dictionaryLiteral elements: (String, FormValue)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
    }
    /// `nil`, written as JSON `null`.
    public init(nilLiteral: ()) { self = .null }

    /// A text as a form file writes it: a string, or an object of translations.
    public init(_ text: FormText) {
        if text.isPlain {
            self = .string(text.translations[0].text)
        } else {
            self = .object(text.translations.map { Member(key: $0.language, value: .string($0.text)) })
        }
    }

    func draft(at site: DefinitionSite) -> DraftNode {
        switch self {
        case .string(let text): return DraftNode(value: .scalar(.string(text)), site: site)
        case .integer(let value): return DraftNode(value: .scalar(.number(String(value))), site: site)
        // `inf` and `nan` stay numbers that hold no finite value, which the loader refuses
        // as such ("found the number inf").
        case .number(let value):
            return DraftNode(value: .scalar(.number(value.isFinite ? AnswerValue.format(value) : String(value))), site: site)
        case .bool(let value): return DraftNode(value: .scalar(.bool(value)), site: site)
        case .null: return DraftNode(value: .scalar(.null), site: site)
        case .array(let items): return DraftNode(value: .array(items.map { $0.draft(at: site) }), site: site)
        case .object(let members):
            return .object(members.map { DraftMember(key: $0.key, site: site, value: $0.value.draft(at: site)) }, at: site)
        }
    }
}
