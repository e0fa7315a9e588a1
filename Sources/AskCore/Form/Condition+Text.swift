extension Condition: CustomStringConvertible {
    /// The expression in canonical form: single spaces around operators, strings in single
    /// quotes, and only the parentheses the meaning needs.
    ///
    ///     .and(.comparison(key: "role", .equal, .string("contractor")),
    ///          .or(.comparison(key: "age", .greaterOrEqual, .number(18)),
    ///              .comparison(key: "guardian", .notEqual, .null)))
    ///
    /// reads `role == 'contractor' and (age >= 18 or guardian != null)`. For every condition
    /// ``ConditionParser`` produces, parsing the description gives the same condition back.
    public var description: String {
        switch self {
        case .comparison(let key, let op, let literal):
            return "\(key) \(op.rawValue) \(literal)"
        case .membership(let key, let values):
            return "\(key) in [" + values.map(\.description).joined(separator: ", ") + "]"
        case .contains(let key, let value):
            return "\(key) contains \(value)"
        case .and(let left, let right):
            // Left-associative: an `and` on the left needs no parentheses, on the right it
            // does, or the text would read back as a different tree.
            return left.operand(parenthesizing: [.or]) + " and " + right.operand(parenthesizing: [.and, .or])
        case .or(let left, let right):
            return left.description + " or " + right.operand(parenthesizing: [.or])
        case .not(let inner):
            return "not " + inner.operand(parenthesizing: [.and, .or])
        case .expression(let expression):
            // A test binds tighter than `not`, `and` and `or`: never in parentheses.
            return expression.description
        }
    }

    private enum Junction { case and, or }

    /// The condition as an operand: in parentheses when it is an `and` or `or` in `junctions`.
    private func operand(parenthesizing junctions: Set<Junction>) -> String {
        switch self {
        case .and where junctions.contains(.and), .or where junctions.contains(.or):
            return "(" + description + ")"
        default:
            return description
        }
    }
}

extension Condition.Literal {
    /// `text` with `\` and `'` escaped for the inside of a single-quoted string.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "'" { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
