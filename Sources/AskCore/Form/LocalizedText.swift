/// Human text from a form: one string, or translations keyed by BCP 47 tag.
///
///     "title": "Name"
///     "title": {"en": "Name", "zh-Hans": "姓名", "ko": "이름"}
public struct LocalizedText: Sendable, Equatable, ExpressibleByStringLiteral {
    /// One translation: a language tag and its text.
    public struct Variant: Sendable, Equatable {
        /// BCP 47 tag; empty for a plain string.
        public var language: String
        /// The text shown to a reader of ``language``.
        public var text: String

        /// A translation of `text` into `language` (a BCP 47 tag; empty for a text in any language).
        public init(language: String, text: String) {
            self.language = language
            self.text = text
        }
    }

    /// In the order the author wrote them; never empty.
    public var variants: [Variant]

    /// A text shown whatever the reader's language.
    public init(_ text: String) {
        variants = [Variant(language: "", text: text)]
    }

    /// A text shown whatever the reader's language, written as a literal: `title: "Name"`.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// Translations in the author's order; `variants` must not be empty.
    public init(variants: [Variant]) {
        precondition(!variants.isEmpty, "a text needs at least one variant")
        self.variants = variants
    }

    /// The text for the first language of `preferred` that has a variant (see
    /// ``variant(for:)``), else `fallback`'s, else the first given.
    public func resolved(for preferred: [String] = [], fallback: String? = nil) -> String {
        if variants.count == 1 { return variants[0].text }
        for tag in preferred + (fallback.map { [$0] } ?? []) {
            if let variant = variant(for: tag) { return variant.text }
        }
        return variants[0].text
    }

    /// The variant a reader of `tag` is shown: the tag tried from most to least specific
    /// (`zh-Hans-CN`, `zh-Hans`, `zh`), then the first variant that narrows it (`zh-Hans`
    /// for a reader of `zh`); nil when none fits. Tags compare ignoring case.
    public func variant(for tag: String) -> Variant? {
        var candidate = Substring(tag)
        while !candidate.isEmpty {
            if let match = variants.first(where: { $0.language.caseInsensitiveEquals(candidate) }) { return match }
            guard let dash = candidate.lastIndex(of: "-") else { break }
            candidate = candidate[..<dash]
        }
        return variants.first { variant in
            let language = variant.language.utf8
            return language.count > tag.utf8.count + 1 && language.dropFirst(tag.utf8.count).first == UInt8(ascii: "-")
                && variant.language.utf8.prefix(tag.utf8.count).elementsEqual(tag.utf8) { $0 | 0x20 == $1 | 0x20 }
        }
    }

    /// The text in the form's first language, for places with no chosen language yet.
    public var text: String { variants[0].text }
}

extension StringProtocol {
    /// ASCII case-insensitive equality, enough for language tags and command words.
    func caseInsensitiveEquals<Other: StringProtocol>(_ other: Other) -> Bool {
        let a = utf8, b = other.utf8
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x == y || (x | 0x20 == y | 0x20 && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A)
        }
    }
}
