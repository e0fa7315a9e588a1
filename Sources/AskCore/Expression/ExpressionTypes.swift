/// The loader's typing of expressions: what each key holds, and what can never work.
///
///     let types = ExpressionTypes { key in key == "age" ? (.integer, []) : nil }
///     types.problems(in: try Expression.parse("lower(age)"))
///     // [(offset: 6, problem: .argumentType(function: "lower", position: 1, expected: .text, found: .number))]
///
/// Unknown functions and wrong numbers of arguments are syntax errors already
/// (``ConditionSyntaxError/Reason/unknownFunction(_:suggestion:)``).
public struct ExpressionTypes {
    private let key: (String) -> (shape: AnswerShape, options: [Option])?

    /// Types keys by `key`: a row's answer shape and options; `nil` for a key no row asks
    /// (typed ``ExpressionType/any``: the loader reports it on its own).
    public init(key: @escaping (String) -> (shape: AnswerShape, options: [Option])?) {
        self.key = key
    }

    /// Every type problem in `expression`, each with the offset of the offending part.
    /// `asCondition`: the whole must be true or false (a `when`).
    public func problems(in expression: Expression, asCondition: Bool = false) -> [(offset: Int, problem: ExpressionProblem)] {
        var problems: [(offset: Int, problem: ExpressionProblem)] = []
        let type = self.type(of: expression) { problems.append(($0, $1)) }
        if asCondition, type != .bool, type != .any {
            problems.append((expression.offset, .notACondition(type)))
        }
        return problems
    }

    /// The type of `expression`, with its problems reported to `report`.
    public func type(of expression: Expression) -> ExpressionType {
        type(of: expression) { _, _ in }
    }

    private func type(of expression: Expression, _ report: (Int, ExpressionProblem) -> Void) -> ExpressionType {
        switch expression.node {
        case .literal(let value):
            switch value {
            case .null: return .null
            case .string: return .text
            case .number: return .number
            case .bool: return .bool
            case .list: return .list
            }
        case .key(let name):
            guard let declared = key(name) else { return .any }
            switch declared.shape {
            case .text, .date: return .text
            case .integer, .number: return .number
            case .bool: return .bool
            case .list: return .list
            }
        case .list(let items):
            return items.reduce(.null) { join($0, type(of: $1, report)) }
        case .not(let inner):
            _ = type(of: inner, report)
            return .bool
        case .negate(let inner):
            let found = type(of: inner, report)
            if !fits(found, .number) { report(expression.offset, .operandTypes(operator: "-", .number, found)) }
            return .number
        case .binary(let op, let left, let right):
            let a = type(of: left, report)
            let b = type(of: right, report)
            return binary(op, a, b, at: expression.offset, right: right, report)
        case .call(let function, let arguments):
            let types = arguments.map { type(of: $0, report) }
            return call(function, arguments, types, report)
        }
    }

    private func binary(_ op: Expression.Operator, _ a: ExpressionType, _ b: ExpressionType, at offset: Int,
                        right: Expression, _ report: (Int, ExpressionProblem) -> Void) -> ExpressionType {
        switch op {
        case .and, .or:
            return .bool
        case .equal, .notEqual:
            if !comparable(a, b) { report(offset, .neverEqual(operator: op.rawValue, a, b)) }
            return .bool
        case .in:
            if case .list(let items) = right.node {
                for item in items {
                    let itemType = type(of: item)
                    if !comparable(a, itemType) { report(item.offset, .neverEqual(operator: "in", a, itemType)) }
                }
            }
            return .bool
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            for side in [a, b] where side == .bool || side == .list || side == .null {
                report(offset, .notOrdered(operator: op.rawValue, side))
                return .bool
            }
            if !comparable(a, b) { report(offset, .neverEqual(operator: op.rawValue, a, b)) }
            return .bool
        case .contains:
            if !(fits(a, .text) || fits(a, .list)) || !fits(b, .text) {
                report(offset, .operandTypes(operator: "contains", a, b))
            }
            return .bool
        case .add:
            if (a == .number && fits(b, .number)) || (b == .number && fits(a, .number)) { return .number }
            if (a == .text && fits(b, .text)) || (b == .text && fits(a, .text)) { return .text }
            if fits(a, .number) && fits(b, .number) { return .any }
            report(offset, .operandTypes(operator: "+", a, b))
            return .any
        case .subtract, .multiply, .divide:
            if !fits(a, .number) || !fits(b, .number) { report(offset, .operandTypes(operator: op.rawValue, a, b)) }
            return .number
        }
    }

    private func call(_ function: Expression.Function, _ arguments: [Expression], _ types: [ExpressionType],
                      _ report: (Int, ExpressionProblem) -> Void) -> ExpressionType {
        func expect(_ position: Int, _ allowed: ExpressionType...) {
            guard position < types.count, !allowed.contains(where: { fits(types[position], $0) }) else { return }
            report(arguments[position].offset, .argumentType(function: function.rawValue, position: position + 1,
                                                              expected: allowed[0], found: types[position]))
        }
        func literalText(_ position: Int) -> String? {
            guard position < arguments.count, case .literal(.string(let text)) = arguments[position].node else { return nil }
            return text
        }
        switch function {
        case .lower, .upper, .trim, .title:
            expect(0, .text)
            if arguments.count > 1 { expect(1, .text) }
            return .text
        case .replace:
            for position in 0..<3 { expect(position, .text) }
            return .text
        case .slug:
            expect(0, .text)
            expect(1, .text)
            return .text
        case .len:
            expect(0, .text, .list)
            return .number
        case .count:
            expect(0, .list)
            return .number
        case .contains:
            expect(0, .text, .list)
            expect(1, .text)
            return .bool
        case .matches:
            expect(0, .text)
            expect(1, .text)
            if let source = literalText(1) {
                do { _ = try Pattern(source) } catch { report(arguments[1].offset, .invalidPattern(error)) }
            }
            return .bool
        case .days:
            for position in 0..<2 {
                expect(position, .text)
                if let text = literalText(position), ISODate(text) == nil { report(arguments[position].offset, .notADate(text)) }
            }
            return .number
        case .today:
            return .text
        case .index:
            return .number
        case .env:
            expect(0, .text)
            return types.count > 1 ? join(.text, types[1]) : .text
        case .default:
            return join(types[0], types[1])
        case .if:
            return join(types[1], types[2])
        }
    }

    /// Whether a value of type `found` can be one of `expected` (null and unknown can).
    private func fits(_ found: ExpressionType, _ expected: ExpressionType) -> Bool {
        found == expected || found == .null || found == .any
    }

    /// Whether values of the two types can ever be equal.
    private func comparable(_ a: ExpressionType, _ b: ExpressionType) -> Bool {
        a == b || a == .null || b == .null || a == .any || b == .any
    }

    /// The type of a value that is one or the other.
    private func join(_ a: ExpressionType, _ b: ExpressionType) -> ExpressionType {
        if a == b || b == .null { return a }
        if a == .null { return b }
        return .any
    }
}
