/// The members of one object of the form file, first occurrence of each key.
///
/// Objects of a form have a handful of members, so they are found by a linear search:
/// cheaper than hashing every key, which a 100,000-row form would do a million times.
struct Fields {
    let node: SourceNode
    let basePointer: String
    private let members: [(key: String, value: SourceNode)]

    init(node: SourceNode, pointer: String, members: [(key: String, value: SourceNode)]) {
        self.node = node
        self.basePointer = pointer
        self.members = members
    }

    subscript(key: String) -> SourceNode? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    func pointer(_ key: String) -> String { JSONPointer.appending(key, to: basePointer) }
}

extension FormBuilder {
    /// The members of `node`, reporting duplicate and unknown keys (with a did-you-mean
    /// among `allowed`). `misplaced` names keys that exist elsewhere in the format, so they
    /// are reported as not applying here rather than as unknown.
    func fields(of node: SourceNode, at pointer: String, allowed: [String],
                         misplaced: (String) -> FormProblem? = { _ in nil }) -> Fields {
        guard case .object(let list) = node.value else {
            return Fields(node: node, pointer: pointer, members: [])
        }
        var members: [(key: String, value: SourceNode)] = []
        members.reserveCapacity(list.count)
        // Unknown keys are seen too, so a repeated one is reported once as unknown, then as
        // repeated. A large object (never a row) gets a set; a small one is searched.
        var seenSet: Set<String>? = list.count > 16 ? [] : nil
        for (position, member) in list.enumerated() {
            let repeated = seenSet == nil
                ? list[..<position].contains { $0.key == member.key }
                : seenSet?.insert(member.key).inserted == false
            // Pointers are made only for problems: this runs for every row of the form.
            if repeated {
                report(.duplicateMember(member.key), at: member.keyLocation ?? member.value.location,
                       JSONPointer.appending(member.key, to: pointer))
                continue
            }
            if !allowed.contains(member.key) {
                let problem = misplaced(member.key)
                    ?? .unknownKey(member.key, suggestion: Suggestion.closest(to: member.key, in: allowed))
                report(problem, at: member.keyLocation ?? member.value.location, JSONPointer.appending(member.key, to: pointer))
                continue
            }
            members.append((member.key, member.value))
        }
        return Fields(node: node, pointer: pointer, members: members)
    }

    /// The members of `node` without any reporting (for looking a location up again).
    func rawFields(of node: SourceNode) -> Fields {
        guard case .object(let list) = node.value else { return Fields(node: node, pointer: "", members: []) }
        return Fields(node: node, pointer: "", members: list.map { ($0.key, $0.value) })
    }

    func string(_ fields: Fields, _ key: String) -> String? {
        guard let node = fields[key] else { return nil }
        guard let value = node.stringValue else {
            report(.wrongType(key: key, expected: .string, found: node.found), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    /// A non-empty string of printable text used as an identifier (`id`).
    func identifier(_ fields: Fields, _ key: String) -> String? {
        guard let node = fields[key], let value = string(fields, key) else { return nil }
        if value.isEmpty {
            report(.emptyText(key: key), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    func integer(_ fields: Fields, _ key: String) -> Int? {
        guard let node = fields[key] else { return nil }
        guard let value = node.integerValue else {
            // A whole number too large to hold is refused for its size, not as "not whole".
            let isWhole = node.doubleValue.map { $0.rounded() == $0 } ?? false
            let expected: ExpectedValue = isWhole ? .wholeNumberBetween("-9007199254740992", "9007199254740992") : .wholeNumber
            report(.wrongType(key: key, expected: expected, found: node.found), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    func number(_ fields: Fields, _ key: String) -> Double? {
        guard let node = fields[key] else { return nil }
        guard let value = node.doubleValue else {
            // `1e400` is a number as written, but past what a Double holds.
            let expected: ExpectedValue = node.numberText.isEmpty
                ? .number : .numberBetween("-1.7976931348623157e308", "1.7976931348623157e308")
            report(.wrongType(key: key, expected: expected, found: node.found), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    func bool(_ fields: Fields, _ key: String) -> Bool? {
        guard let node = fields[key] else { return nil }
        guard let value = node.boolValue else {
            report(.wrongType(key: key, expected: .boolean, found: node.found), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    /// Human text: a string, or an object of language tags to strings.
    func text(_ fields: Fields, _ key: String) -> LocalizedText? {
        guard let node = fields[key] else { return nil }
        return text(node, key: key, at: fields.pointer(key))
    }

    func text(_ node: SourceNode, key: String, at pointer: @autoclosure () -> String) -> LocalizedText? {
        switch node.value {
        case .string(let value):
            let text = LocalizedText(value)
            checkTranslations(text, key: key, at: node, pointer())
            return text
        case .object(let members):
            var variants: [LocalizedText.Variant] = []
            for member in members {
                func memberPointer() -> String { JSONPointer.appending(member.key, to: pointer()) }
                guard LanguageTag.isWellFormed(member.key) else {
                    report(.wrongType(key: key, expected: .localizedText(examples: true), found: .written(member.key)), at: member.keyLocation, memberPointer())
                    continue
                }
                if variants.contains(where: { $0.language.caseInsensitiveEquals(member.key) }) {
                    report(.duplicateMember(member.key), at: member.keyLocation, memberPointer())
                    continue
                }
                guard let value = member.value.stringValue else {
                    report(.wrongType(key: member.key, expected: .string, found: member.value.found),
                           at: member.value, memberPointer())
                    continue
                }
                variants.append(.init(language: member.key, text: value))
            }
            if variants.isEmpty {
                if members.isEmpty { report(.emptyText(key: key), at: node, pointer()) }
                return nil
            }
            let text = LocalizedText(variants: variants)
            checkTranslations(text, key: key, at: node, pointer())
            return text
        default:
            report(.wrongType(key: key, expected: .localizedText(examples: false), found: node.found), at: node, pointer())
            return nil
        }
    }
}

extension FormBuilder {
    /// Warns when a text has no variant for some of the form's `languages`. A variant
    /// serves a language when a reader of that language is shown it
    /// (``LocalizedText/variant(for:)``: `zh` serves `zh-Hans`); a plain string counts as
    /// written in `defaultLanguage` when it is listed, else in the first language listed.
    func checkTranslations(_ text: LocalizedText, key: String, at node: SourceNode,
                                    _ pointer: @autoclosure () -> String) {
        guard let first = declaredLanguages.first else { return }
        let plain = defaultLanguage.flatMap { tag in declaredLanguages.first { $0.caseInsensitiveEquals(tag) } } ?? first
        let missing = declaredLanguages.filter { language in
            text.variants[0].language.isEmpty ? !language.caseInsensitiveEquals(plain) : text.variant(for: language) == nil
        }
        if !missing.isEmpty {
            report(.missingTranslation(key: key, languages: missing), at: node, pointer(), severity: .warning)
        }
    }
}

extension SourceNode {
    var numberText: String {
        if case .number(let text) = value { return text }
        return ""
    }

    /// The value as a wrong-type problem shows it: strings and numbers as written
    /// (shortened when long), other values by their kind.
    package var found: FoundValue {
        switch value {
        case .string(let text): return .string(Self.shortened(text))
        case .number(let text): return .number(Self.shortened(text))
        case .bool(let bool): return .bool(bool)
        default: return .kind(valueKind)
        }
    }

    private static func shortened(_ text: String) -> String {
        let limit = 40
        guard text.unicodeScalars.count > limit else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.prefix(limit))
        return String(result) + "…"
    }
}
