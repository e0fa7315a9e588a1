extension Expression: CustomStringConvertible {
    /// The expression in canonical form: single spaces around operators, strings in single
    /// quotes, and only the parentheses the meaning needs. For every expression the parser
    /// produces, parsing the description gives the same tree back; a `when` in the classic
    /// shapes reads exactly as ``Condition/description`` writes it.
    ///
    ///     try Expression.parse("(a+1)*2 >= len( name )").description   // "(a + 1) * 2 >= len(name)"
    public var description: String {
        switch node {
        case .literal(let value): return value.written
        case .key(let key): return key
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .not(let inner): return "not " + inner.operand(below: 3)
        case .negate(let inner):
            let text = inner.operand(below: 8)
            // `- -a`: two minus signs, never one `--` run.
            return text.hasPrefix("-") ? "- " + text : "-" + text
        case .binary(let op, let left, let right):
            let precedence = op.precedence
            // Left-associative: the same precedence needs parentheses on the right only;
            // comparisons do not chain, so on either side.
            let leftText = left.operand(below: precedence == 4 ? 5 : precedence)
            let rightText = right.operand(below: precedence + 1)
            return leftText + " " + op.rawValue + " " + rightText
        case .call(let function, let arguments):
            return function.rawValue + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        }
    }

    /// How tightly the part binds as written: 3 for `not`, 7 for `-x`, 9 for an operand.
    private var precedence: Int {
        switch node {
        case .binary(let op, _, _): return op.precedence
        case .not: return 3
        case .negate: return 7
        case .literal(.number(let value)) where value < 0 || (value == 0 && value.sign == .minus): return 7
        default: return 9
        }
    }

    /// The part as an operand: in parentheses when it binds looser than `limit`.
    private func operand(below limit: Int) -> String {
        precedence < limit ? "(" + description + ")" : description
    }
}

extension ExpressionValue {
    /// The value as a literal is written (a list as a list of strings).
    var written: String {
        switch self {
        case .null: return "null"
        case .string(let text): return Condition.Literal.string(text).description
        case .number(let value): return Condition.Literal.number(value).description
        case .bool(let flag): return flag ? "true" : "false"
        case .list(let items): return "[" + items.map { Condition.Literal.string($0).description }.joined(separator: ", ") + "]"
        }
    }
}

extension AnswerValue {
    /// An expression's value as an answer (a `computed` row's): numbers as `number`.
    public init(_ value: ExpressionValue) {
        switch value {
        case .null: self = .null
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .list(let items): self = .list(items)
        }
    }
}
