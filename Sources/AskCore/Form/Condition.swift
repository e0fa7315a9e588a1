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
    /// Any other test of the expression language (`end >= start`, `len(name) > 3`,
    /// `lower(role) == 'admin'`): evaluated by ``Expression/holds(in:)``. JSON Schema cannot
    /// state it, so a schema neither requires nor forbids a row that depends on one.
    case expression(Expression)

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
            case .expression(let expression):
                for key in expression.keys where !seen.contains(key) { seen.append(key) }
            }
        }
        visit(self)
        return seen
    }

    /// The variables its `env()` calls read (``Expression/environmentNames``).
    public var environmentNames: [String] {
        switch self {
        case .and(let a, let b), .or(let a, let b): return a.environmentNames + b.environmentNames
        case .not(let inner): return inner.environmentNames
        case .expression(let expression): return expression.environmentNames
        default: return []
        }
    }

    /// The condition of a parsed `when`: `and`, `or`, `not` and the classic tests (a key
    /// against a literal, either way round; `in` a list of literals; `contains` a string)
    /// as their own cases, any other test as ``expression(_:)``.
    public init(_ expression: Expression) {
        switch expression.node {
        case .binary(.and, let left, let right): self = .and(Condition(left), Condition(right))
        case .binary(.or, let left, let right): self = .or(Condition(left), Condition(right))
        case .not(let inner): self = .not(Condition(inner))
        case .binary(let op, let left, let right):
            self = Self.classic(op, left.node, right.node) ?? .expression(expression)
        default: self = .expression(expression)
        }
    }

    private static func classic(_ op: Expression.Operator, _ left: Expression.Node, _ right: Expression.Node) -> Condition? {
        switch (op, left, right) {
        case (.in, .key(let key), .list(let items)):
            var literals: [Literal] = []
            for item in items {
                guard case .literal(let value) = item.node, let literal = Literal(value) else { return nil }
                literals.append(literal)
            }
            return .membership(key: key, literals)
        case (.contains, .key(let key), .literal(.string(let text))):
            return .contains(key: key, .string(text))
        default:
            guard let comparison = ComparisonOperator(rawValue: op.rawValue) else { return nil }
            if case .key(let key) = left, case .literal(let value) = right, let literal = Literal(value) {
                return .comparison(key: key, comparison, literal)
            }
            if case .literal(let value) = left, case .key(let key) = right, let literal = Literal(value) {
                return .comparison(key: key, comparison.mirrored, literal)
            }
            return nil
        }
    }
}

extension Condition.Literal {
    /// The literal of an expression's value (a list is none).
    init?(_ value: ExpressionValue) {
        switch value {
        case .null: self = .null
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .list: return nil
        }
    }
}
