import AskCore

/// What the converters build: askform form nodes placed at the constructs they come from,
/// and the warnings, each at its construct in the original file.
struct ConvertedForm {
    let tool: String
    var rows: [SourceNode] = []
    var diagnostics: [Diagnostic] = []

    init(tool: String) {
        self.tool = tool
    }

    /// `{"askform": 1, "sections": [{"rows": …}]}` at `location`.
    func conversion(at location: SourceLocation?) -> Conversion {
        let section = Self.object([("rows", SourceNode(.array(rows), at: location))], at: location)
        let form = Self.object([("askform", SourceNode(.number("1"), at: location)),
                                ("sections", SourceNode(.array([section]), at: location))], at: location)
        return Conversion(form: form, diagnostics: FormSource.inFileOrder(diagnostics))
    }

    mutating func warn(_ loss: ConversionLoss, at node: SourceNode?, pointer: String) {
        diagnostics.append(Diagnostic(.notConverted(loss), at: node?.location, pointer: pointer, severity: .warning))
    }

    mutating func untranslated(_ problem: JinjaUnsupported, at node: SourceNode, pointer: String) {
        warn(.untranslatedTemplate(problem.construct, tool: tool), at: node, pointer: pointer)
    }

    mutating func approximated(_ translator: inout JinjaTranslator, at node: SourceNode, pointer: String) {
        for (construct, becomes) in translator.approximations {
            warn(.approximated(construct: construct, becomes: becomes), at: node, pointer: pointer)
        }
        translator.approximations = []
    }

    static func object(_ members: [(String, SourceNode)], at location: SourceLocation?) -> SourceNode {
        SourceNode(.object(members.map { SourceNode.Member(key: $0.0, keyLocation: $0.1.location, value: $0.1) }), at: location)
    }

    static func string(_ text: String, at node: SourceNode?) -> SourceNode {
        SourceNode(.string(text), at: node?.location)
    }

    /// A member's value by key (the first, as YAML keeps duplicates for the loader).
    static func member(_ key: String, of node: SourceNode) -> SourceNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A scalar as the text Python's `str()` gives the value the tool read (`3`, `True`, and a
    /// float as Python writes it: `3.10` is `3.1`), nil for collections.
    ///
    /// `yaml11`: the number was read by PyYAML (copier), for which `1e3` (no dot) is the
    /// string `1e3`; Python's `json` (cookiecutter) reads it as the float `1000.0`.
    static func pythonText(_ node: SourceNode, yaml11: Bool = false) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let text):
            let isFloat = text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
            guard isFloat, !yaml11 || text.contains("."), let value = Double(text), value.isFinite else { return text }
            return value.description
        case .bool(let flag): return flag ? "True" : "False"
        case .null: return "None"
        default: return nil
        }
    }

    /// An option: its value, or `{"value", "label"}` when the label differs.
    static func option(value: String, label: String, at node: SourceNode) -> SourceNode {
        if value == label { return string(value, at: node) }
        return object([("value", string(value, at: node)), ("label", string(label, at: node))], at: node.location)
    }
}
