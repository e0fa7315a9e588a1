extension Expression {
    /// The longest string an evaluation yields, in Unicode scalars (64 KiB); a longer result
    /// is `null`.
    public static let maximumOutput = 65_536

    /// The value of the expression for the answers and the day in `context`.
    ///
    /// Pure and bounded: every part is evaluated at most once (`and`, `or`, `if` and
    /// `default` skip what they do not need), no string grows past ``maximumOutput``
    /// scalars, and nothing traps — a number that would overflow, a division by zero or a
    /// value of the wrong type yields `null`, and `null` flows through functions as `null`.
    /// See docs/FORMAT.md ("Evaluation").
    public func evaluate(in context: ExpressionContext) -> ExpressionValue {
        switch node {
        case .literal(let value):
            return value
        case .key(let key):
            return ExpressionValue(context.answer(key))
        case .list:
            // A list is only the right side of `in`, which reads its items itself.
            return .null
        case .not(let inner):
            return .bool(!inner.holds(in: context))
        case .negate(let inner):
            guard case .number(let value) = inner.evaluate(in: context) else { return .null }
            return .number(-value)
        case .binary(.and, let left, let right):
            return .bool(left.holds(in: context) && right.holds(in: context))
        case .binary(.or, let left, let right):
            return .bool(left.holds(in: context) || right.holds(in: context))
        case .binary(.in, let left, let right):
            let value = left.evaluate(in: context)
            guard case .list(let items) = right.node else { return .bool(false) }
            return .bool(items.contains { ExpressionValue.equal(value, $0.evaluate(in: context)) })
        case .binary(.contains, let left, let right):
            return .bool(ExpressionValue.contains(left.evaluate(in: context), right.evaluate(in: context)) ?? false)
        case .binary(let op, let left, let right):
            return ExpressionValue.apply(op, left.evaluate(in: context), right.evaluate(in: context))
        case .call(let function, let arguments):
            return function.apply(to: arguments, in: context)
        }
    }

    /// Whether the expression holds: true only when it evaluates to `true`.
    public func holds(in context: ExpressionContext) -> Bool {
        evaluate(in: context) == .bool(true)
    }
}

extension ExpressionValue {
    /// A number, or `null` when it is not finite (an overflow, 0/0).
    static func finite(_ value: Double) -> ExpressionValue {
        value.isFinite ? .number(value) : .null
    }

    /// A string, or `null` past ``Expression/maximumOutput`` scalars.
    static func bounded(_ text: String) -> ExpressionValue {
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > Expression.maximumOutput { return .null }
        }
        return .string(text)
    }

    /// `==`: null equals null; numbers by value, strings by Unicode scalars, booleans,
    /// lists item by item. Any other pairing is not equal.
    static func equal(_ a: ExpressionValue, _ b: ExpressionValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
        case (.list(let x), .list(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
        default: return false
        }
    }

    /// Numbers by value, strings by Unicode scalars; `nil` for any other pairing.
    static func order(_ a: ExpressionValue, _ b: ExpressionValue) -> Condition.Order? {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            return x < y ? .less : x > y ? .greater : .equal
        case (.string(let x), .string(let y)):
            return Condition.order(.string(x), .string(y))
        default:
            return nil
        }
    }

    /// `contains`: a list with the item, or a string with the substring; `nil` unless `a` is a
    /// list or string and `b` a string.
    static func contains(_ a: ExpressionValue, _ b: ExpressionValue) -> Bool? {
        guard case .string(let needle) = b else { return nil }
        switch a {
        case .list(let items): return items.contains { $0.unicodeScalars.elementsEqual(needle.unicodeScalars) }
        case .string(let text): return TextSearch(needle).first(in: Array(text.unicodeScalars)) != nil
        default: return nil
        }
    }

    /// A comparison or arithmetic on two values.
    static func apply(_ op: Expression.Operator, _ a: ExpressionValue, _ b: ExpressionValue) -> ExpressionValue {
        switch op {
        case .equal: return .bool(equal(a, b))
        case .notEqual: return .bool(!equal(a, b))
        case .less: return .bool(order(a, b) == .less)
        case .lessOrEqual: return .bool(order(a, b).map { $0 != .greater } ?? false)
        case .greater: return .bool(order(a, b) == .greater)
        case .greaterOrEqual: return .bool(order(a, b).map { $0 != .less } ?? false)
        case .add:
            switch (a, b) {
            case (.number(let x), .number(let y)): return finite(x + y)
            case (.string(let x), .string(let y)): return bounded(x + y)
            default: return .null
            }
        case .subtract, .multiply, .divide:
            guard case .number(let x) = a, case .number(let y) = b else { return .null }
            switch op {
            case .subtract: return finite(x - y)
            case .multiply: return finite(x * y)
            default: return y == 0 ? .null : finite(x / y)
            }
        case .and, .or, .in, .contains:
            // Evaluated by ``Expression/evaluate(in:)`` itself (they read their sides lazily).
            return .null
        }
    }
}

/// Finds a run of scalars in linear time (Knuth–Morris–Pratt), so `contains` and `replace`
/// on 64 KiB texts never take quadratic time.
struct TextSearch {
    let pattern: [Unicode.Scalar]
    private let failure: [Int]

    init(_ needle: String) {
        pattern = Array(needle.unicodeScalars)
        var failure = [Int](repeating: 0, count: pattern.count)
        var matched = 0
        for index in pattern.indices.dropFirst() {
            while matched > 0, pattern[index] != pattern[matched] { matched = failure[matched - 1] }
            if pattern[index] == pattern[matched] { matched += 1 }
            failure[index] = matched
        }
        self.failure = failure
    }

    /// Where the first match at or after `start` begins.
    func first(in text: [Unicode.Scalar], from start: Int = 0) -> Int? {
        if pattern.isEmpty { return start <= text.count ? start : nil }
        var matched = 0
        var index = start
        while index < text.count {
            while matched > 0, text[index] != pattern[matched] { matched = failure[matched - 1] }
            if text[index] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index - pattern.count + 1 }
            index += 1
        }
        return nil
    }
}
