/// askform literals and the types of what Jinja joins.
extension JinjaTranslator {
    static func join(_ a: ValueType?, _ b: ValueType?) -> ValueType? {
        if a == b { return a }
        if a == .null { return b }
        if b == .null { return a }
        return nil
    }

    static func trailingTrimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// An askform string literal.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }

    /// Literal text in an askform template: `{{` written as `{{ '{{' }}`.
    static func literalTemplateText(_ text: String) -> String {
        text.replacingAll("{{", with: "{{ '{{' }}")
    }

    /// A short rendering of an expression for a warning.
    static func sketch(_ expression: JinjaExpression) -> String {
        switch expression {
        case .name(let name): name
        case .string(let text): quoted(text)
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .none: "none"
        case .list(let items): "[" + items.map(sketch).joined(separator: ", ") + "]"
        case .attribute(let base, let name): sketch(base) + "." + name
        case .item(let base, let written): sketch(base) + written
        case .call(let base, _, _, let written):
            if case .attribute(let receiver, _) = base { sketch(receiver) + written } else { sketch(base) + written }
        case .filter(let base, _, _, _, let written): sketch(base) + " " + written
        case .test(let written): written
        case .unary(let op, let operand): op == "not" ? "not " + sketch(operand) : op + sketch(operand)
        case .binary(let op, let a, let b): sketch(a) + " " + op + " " + sketch(b)
        case .conditional(let a, let test, let b): sketch(a) + " if " + sketch(test) + (b.map { " else " + sketch($0) } ?? "")
        case .unsupported(let written): written
        }
    }
}
