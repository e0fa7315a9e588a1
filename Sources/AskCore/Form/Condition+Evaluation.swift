extension Condition {
    /// Whether the condition holds for the current answers.
    ///
    /// `value(key)` gives the current answer of a key; unanswered and hidden keys are `.null`.
    ///
    /// - `==` and `!=` compare an answer with a literal. `null` equals only an empty answer.
    ///   A number equals an `.integer` or `.number` answer of the same value (`18 == 18.0`).
    ///   A string equals a `.string` answer of exactly the same Unicode scalars: case matters,
    ///   and so does the normalization form. `true`/`false` equal a `.bool` answer. Anything
    ///   else, a multiselect `.list` included, is not equal: `==` is false and `!=` is true
    ///   (use `contains` for a multiselect).
    /// - `<`, `<=`, `>`, `>=` order numbers by value and strings by Unicode scalars, so
    ///   `YYYY-MM-DD` dates order by date. Any other pairing, `null` included, is false for
    ///   every one of them.
    /// - `in [...]` holds when the answer `==` any of the values.
    /// - `contains 'a'` holds when the answer is a `.list` with the element `a`, or a `.string`
    ///   with `a` as a substring (case-sensitive; every string contains `''`). It is false for
    ///   `null` and for numbers and booleans.
    /// - `and` and `or` evaluate their right side only when the left does not decide; `not`
    ///   negates.
    ///
    /// ``expression(_:)`` tests read `today()` as 1970-01-01 and no environment here: give an
    /// ``ExpressionContext`` to ``evaluate(in:)`` for those.
    public func evaluate(_ value: (String) -> AnswerValue) -> Bool {
        withoutActuallyEscaping(value) { value in evaluate(in: ExpressionContext(answer: value)) }
    }

    /// Whether the condition holds in `context` (its answers, `today()`, `env()`).
    public func evaluate(in context: ExpressionContext) -> Bool {
        let value = context.answer
        switch self {
        case .comparison(let key, let op, let literal):
            return Self.compare(value(key), op, literal)
        case .membership(let key, let literals):
            let answer = value(key)
            return literals.contains { Self.equals(answer, $0) }
        case .contains(let key, let literal):
            return Self.contains(value(key), literal)
        case .and(let left, let right):
            return left.evaluate(in: context) && right.evaluate(in: context)
        case .or(let left, let right):
            return left.evaluate(in: context) || right.evaluate(in: context)
        case .not(let inner):
            return !inner.evaluate(in: context)
        case .expression(let expression):
            return expression.holds(in: context)
        }
    }

    static func compare(_ answer: AnswerValue, _ op: ComparisonOperator, _ literal: Literal) -> Bool {
        switch op {
        case .equal: return equals(answer, literal)
        case .notEqual: return !equals(answer, literal)
        case .less: return order(answer, literal) == .less
        case .lessOrEqual: return order(answer, literal).map { $0 != .greater } ?? false
        case .greater: return order(answer, literal) == .greater
        case .greaterOrEqual: return order(answer, literal).map { $0 != .less } ?? false
        }
    }

    static func equals(_ answer: AnswerValue, _ literal: Literal) -> Bool {
        switch (answer, literal) {
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.string(let a), .string(let b)):
            return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.integer, .number), (.number, .number):
            return order(answer, literal) == .equal
        default:
            return false
        }
    }

    /// How the answer orders against the literal, or `nil` when they cannot be ordered.
    static func order(_ answer: AnswerValue, _ literal: Literal) -> Order? {
        switch (answer, literal) {
        case (.integer(let a), .number(let b)):
            return order(integer: a, b)
        case (.number(let a), .number(let b)):
            if a < b { return .less }
            if a > b { return .greater }
            return a == b ? .equal : nil
        case (.string(let a), .string(let b)):
            var left = a.unicodeScalars.makeIterator()
            var right = b.unicodeScalars.makeIterator()
            while true {
                switch (left.next(), right.next()) {
                case (nil, nil): return .equal
                case (nil, _): return .less
                case (_, nil): return .greater
                case (let x?, let y?):
                    if x != y { return x.value < y.value ? .less : .greater }
                }
            }
        default:
            return nil
        }
    }

    /// Orders an integer against a double exactly, without rounding the integer to a double
    /// (which would make 2^53 + 1 equal 2^53).
    static func order(integer a: Int, _ b: Double) -> Order? {
        if b.isNaN { return nil }
        // 2^63 as a Double: every Int is below it, and every Double below -2^63 is below every Int.
        let bound = 9_223_372_036_854_775_808.0
        if b >= bound { return .less }
        if b < -bound { return .greater }
        let whole = b.rounded(.down)
        let truncated = Int(whole)
        if a < truncated { return .less }
        if a > truncated { return .greater }
        return b > whole ? .less : .equal
    }

    static func contains(_ answer: AnswerValue, _ literal: Literal) -> Bool {
        guard case .string(let needle) = literal else { return false }
        switch answer {
        case .list(let elements):
            return elements.contains { $0.unicodeScalars.elementsEqual(needle.unicodeScalars) }
        case .string(let text):
            let haystack = Array(text.unicodeScalars)
            let pattern = Array(needle.unicodeScalars)
            guard pattern.count <= haystack.count else { return false }
            for start in 0...(haystack.count - pattern.count)
            where haystack[start..<(start + pattern.count)].elementsEqual(pattern) {
                return true
            }
            return false
        default:
            return false
        }
    }

    enum Order { case less, equal, greater }
}
