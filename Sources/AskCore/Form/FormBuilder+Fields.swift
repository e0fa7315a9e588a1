/// The members of one object of the form file, first occurrence of each key.
struct Fields {
    let node: SourceNode
    let basePointer: String
    private let members: [String: SourceNode]

    init(node: SourceNode, pointer: String, members: [String: SourceNode]) {
        self.node = node
        self.basePointer = pointer
        self.members = members
    }

    subscript(key: String) -> SourceNode? { members[key] }

    func pointer(_ key: String) -> String { JSONPointer.appending(key, to: basePointer) }
}

extension FormBuilder {
    /// The members of `node`, reporting duplicate and unknown keys (with a did-you-mean
    /// among `allowed`). `misplaced` names keys that exist elsewhere in the format, so they
    /// are reported as not applying here rather than as unknown.
    mutating func fields(of node: SourceNode, at pointer: String, allowed: [String],
                         misplaced: (String) -> FormProblem? = { _ in nil }) -> Fields {
        guard case .object(let list) = node.value else {
            return Fields(node: node, pointer: pointer, members: [:])
        }
        var members: [String: SourceNode] = [:]
        members.reserveCapacity(list.count)
        for member in list {
            let memberPointer = JSONPointer.appending(member.key, to: pointer)
            if members[member.key] != nil {
                report(.duplicateMember(member.key), at: member.keyLocation ?? member.value.location, memberPointer)
                continue
            }
            if !allowed.contains(member.key) {
                let problem = misplaced(member.key)
                    ?? .unknownKey(member.key, suggestion: Suggestion.closest(to: member.key, in: allowed))
                report(problem, at: member.keyLocation ?? member.value.location, memberPointer)
                continue
            }
            members[member.key] = member.value
        }
        return Fields(node: node, pointer: pointer, members: members)
    }

    /// The members of `node` without any reporting (for looking a location up again).
    func rawFields(of node: SourceNode) -> Fields {
        guard case .object(let list) = node.value else { return Fields(node: node, pointer: "", members: [:]) }
        var members: [String: SourceNode] = [:]
        for member in list where members[member.key] == nil { members[member.key] = member.value }
        return Fields(node: node, pointer: "", members: members)
    }

    mutating func string(_ fields: Fields, _ key: String) -> String? {
        guard let node = fields[key] else { return nil }
        guard let value = node.stringValue else {
            report(.wrongType(key: key, expected: "a string", found: node.kindDescription), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    /// A non-empty string of printable text used as an identifier (`id`).
    mutating func identifier(_ fields: Fields, _ key: String) -> String? {
        guard let node = fields[key], let value = string(fields, key) else { return nil }
        if value.isEmpty {
            report(.emptyText(key: key), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    mutating func integer(_ fields: Fields, _ key: String) -> Int? {
        guard let node = fields[key] else { return nil }
        guard let value = node.integerValue else {
            let found = node.doubleValue != nil ? "'\(node.numberText)'" : node.kindDescription
            report(.wrongType(key: key, expected: "a whole number", found: found), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    mutating func number(_ fields: Fields, _ key: String) -> Double? {
        guard let node = fields[key] else { return nil }
        guard let value = node.doubleValue else {
            report(.wrongType(key: key, expected: "a number", found: node.kindDescription), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    mutating func bool(_ fields: Fields, _ key: String) -> Bool? {
        guard let node = fields[key] else { return nil }
        guard let value = node.boolValue else {
            report(.wrongType(key: key, expected: "true or false", found: node.kindDescription), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    /// Human text: a string, or an object of language tags to strings.
    mutating func text(_ fields: Fields, _ key: String) -> LocalizedText? {
        guard let node = fields[key] else { return nil }
        return text(node, key: key, at: fields.pointer(key))
    }

    mutating func text(_ node: SourceNode, key: String, at pointer: String) -> LocalizedText? {
        switch node.value {
        case .string(let value):
            return LocalizedText(value)
        case .object(let members):
            var variants: [LocalizedText.Variant] = []
            for member in members {
                let memberPointer = JSONPointer.appending(member.key, to: pointer)
                guard LanguageTag.isWellFormed(member.key) else {
                    report(.wrongType(key: key, expected: "text, or an object of language tags (\"en\", \"zh-Hans\") to text",
                                      found: "'\(member.key)'"), at: member.keyLocation, memberPointer)
                    continue
                }
                if variants.contains(where: { $0.language.caseInsensitiveEquals(member.key) }) {
                    report(.duplicateMember(member.key), at: member.keyLocation, memberPointer)
                    continue
                }
                guard let value = member.value.stringValue else {
                    report(.wrongType(key: member.key, expected: "a string", found: member.value.kindDescription),
                           at: member.value, memberPointer)
                    continue
                }
                variants.append(.init(language: member.key, text: value))
            }
            if variants.isEmpty {
                if members.isEmpty { report(.emptyText(key: key), at: node, pointer) }
                return nil
            }
            return LocalizedText(variants: variants)
        default:
            report(.wrongType(key: key, expected: "text, or an object of language tags to text",
                              found: node.kindDescription), at: node, pointer)
            return nil
        }
    }
}

extension SourceNode {
    var numberText: String {
        if case .number(let text) = value { return text }
        return ""
    }
}
