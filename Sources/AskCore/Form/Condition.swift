/// A parsed `when` expression: whether a row or section is asked.
///
///     role == 'contractor' and (age >= 18 or guardian != null)
public indirect enum Condition: Sendable, Equatable {
    /// `KEY op literal` (a literal on the left is turned around when parsed).
    case comparison(key: String, ComparisonOperator, Literal)
    /// `KEY in ['a', 'b']`
    case membership(key: String, [Literal])
    /// `KEY contains 'a'`: a multiselect answer includes the value.
    case contains(key: String, Literal)
    case and(Condition, Condition)
    case or(Condition, Condition)
    case not(Condition)

    /// A literal in an expression. Its `description` is the literal as written in an
    /// expression (strings single-quoted with `'` and `\` escaped), so it reads back the same.
    public enum Literal: Sendable, Equatable, CustomStringConvertible {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null

        /// The literal as it is written in a `when` expression, so it parses back to the same value.
        public var description: String {
            switch self {
            case .string(let text): return "'" + Self.escaped(text) + "'"
            case .number(let value):
                return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
            case .bool(let value): return value ? "true" : "false"
            case .null: return "null"
            }
        }
    }

    /// A comparison's operator, its `rawValue` as written in an expression (`==`, `<=`).
    ///
    /// `<`, `<=`, `>`, `>=` order numbers by value and strings by scalars (so `YYYY-MM-DD` dates
    /// by day); any other pairing is false. See docs/FORMAT.md ("Evaluation").
    public enum ComparisonOperator: String, Sendable, Equatable, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    /// Every key the expression reads, in the order written, each once.
    public var keys: [String] {
        var seen: [String] = []
        func visit(_ condition: Condition) {
            switch condition {
            case .comparison(let key, _, _), .membership(let key, _), .contains(let key, _):
                if !seen.contains(key) { seen.append(key) }
            case .and(let a, let b), .or(let a, let b):
                visit(a)
                visit(b)
            case .not(let inner):
                visit(inner)
            }
        }
        visit(self)
        return seen
    }
}
