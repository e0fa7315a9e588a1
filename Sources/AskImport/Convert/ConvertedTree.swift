import AskCore

/// Building askform form trees out of another tool's nodes: every node made here carries the
/// position of the construct it came from, so the loader's messages about a converted form
/// point into the original file.
extension SourceNode {
    /// An object of `members` in order, at `location`; each key is placed where its value is.
    static func object(_ members: [(String, SourceNode)], at location: SourceLocation?) -> SourceNode {
        SourceNode(.object(members.map { Member(key: $0.0, keyLocation: $0.1.location, value: $0.1) }), at: location)
    }

    /// A string at `location`.
    static func string(_ text: String, at location: SourceLocation?) -> SourceNode {
        SourceNode(.string(text), at: location)
    }

    /// A whole number at `location`.
    static func integer(_ value: Int, at location: SourceLocation?) -> SourceNode {
        SourceNode(.number(String(value)), at: location)
    }

    /// A boolean at `location`.
    static func bool(_ value: Bool, at location: SourceLocation?) -> SourceNode {
        SourceNode(.bool(value), at: location)
    }

    /// An array at `location`.
    static func array(_ items: [SourceNode], at location: SourceLocation?) -> SourceNode {
        SourceNode(.array(items), at: location)
    }

    /// The members of an object, or none.
    var members: [Member] {
        if case .object(let members) = value { return members }
        return []
    }

    /// The items of an array, or none.
    var items: [SourceNode] {
        if case .array(let items) = value { return items }
        return []
    }

    /// Whether the value is an array.
    var isArray: Bool {
        if case .array = value { return true }
        return false
    }

    /// The value of the first member named `key`.
    subscript(member key: String) -> SourceNode? {
        members.first { $0.key == key }?.value
    }

    /// A scalar as text (strings as they are, numbers and booleans as written); nil otherwise.
    var scalarText: String? {
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let bool): return bool ? "true" : "false"
        default: return nil
        }
    }

    /// The node as it would be written in JSON, for a warning that quotes it.
    var quoted: String {
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        case .date(let text): return text
        case .data(let count): return "<data \(count)>"
        case .object: return "{…}"
        case .array: return "[…]"
        }
    }
}

/// Text from another tool as askform text: `{{` would start a template, so it is written as
/// the template of a literal `{{` (docs/FORMAT.md, "Templates").
func literalText(_ text: String) -> String {
    guard text.contains("{{") else { return text }
    return text.replacingAll("{{", with: "{{ '{{' }}")
}
