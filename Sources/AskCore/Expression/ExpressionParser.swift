/// Parses expressions into ``Expression`` trees: the grammar of docs/FORMAT.md ("Grammar").
///
/// Loosest binding first: `or` < `and` < `not` < comparison (`== != < <= > >=`, `in [list]`,
/// `contains`) < `+ -` < `* /` < unary `-` < operand (literal, key, `(expression)`, call).
/// Binary operators are left-associative; comparisons do not chain (`a == b == c` is refused).
///
/// In a `when` (``parsesConditions``), the operands of `and`, `or`, `not` and the whole
/// expression must be tests — a comparison, `in`, `contains` or a call — so `age` alone or
/// `role == 'x' or b` still reads `expected a comparison ... after 'b'`.
struct ExpressionParser {
    private var lexer: ConditionLexer
    private var lookahead: ConditionToken?
    /// The token consumed last, named in problems ("after '=='").
    private var previous: ConditionToken?
    private var nesting = 0
    private var tests = 0
    private var junctions = 0
    let parsesConditions: Bool

    init(scalars: [Unicode.Scalar], from start: Int = 0, to end: Int? = nil, conditions: Bool) {
        lexer = ConditionLexer(scalars: scalars, position: start, end: end)
        parsesConditions = conditions
    }

    /// Parses the whole text (at most ``ConditionParser/maximumLength`` scalars).
    static func parse(_ text: String, conditions: Bool) throws(ConditionSyntaxError) -> Expression {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if scalars.count == ConditionParser.maximumLength {
                throw ConditionSyntaxError(.tooLong(limit: ConditionParser.maximumLength), offset: ConditionParser.maximumLength)
            }
            scalars.append(scalar)
        }
        var parser = ExpressionParser(scalars: scalars, conditions: conditions)
        return try parser.parseWhole()
    }

    mutating func parseWhole() throws(ConditionSyntaxError) -> Expression {
        let first = try peek()
        if first.kind == .end {
            throw ConditionSyntaxError(.empty, offset: parsesConditions ? 0 : first.start)
        }
        let expression = try parseOr(boolean: true)
        try requireTest(expression)
        let next = try peek()
        switch next.kind {
        case .end:
            return expression
        case .rightParen:
            throw ConditionSyntaxError(.unmatchedParenthesis, offset: next.start)
        default:
            throw failure(.andOrEnd, found: next)
        }
    }

    // MARK: Levels

    private mutating func parseOr(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        var left = try parseAnd(boolean: boolean)
        while try peek().isKeyword("or") {
            left = try junction(.or, left) { (parser: inout Self) throws(ConditionSyntaxError) in try parser.parseAnd(boolean: true) }
        }
        return left
    }

    private mutating func parseAnd(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        var left = try parseNot(boolean: boolean)
        while try peek().isKeyword("and") {
            left = try junction(.and, left) { (parser: inout Self) throws(ConditionSyntaxError) in try parser.parseNot(boolean: true) }
        }
        return left
    }

    private mutating func junction(_ op: Expression.Operator, _ left: Expression,
                                   _ operand: (inout Self) throws(ConditionSyntaxError) -> Expression)
        throws(ConditionSyntaxError) -> Expression
    {
        try requireTest(left)
        let token = try peek()
        junctions += 1
        if junctions > ConditionParser.maximumConditions {
            throw ConditionSyntaxError(.tooManyConditions(limit: ConditionParser.maximumConditions), offset: token.start)
        }
        try advance()
        let right = try operand(&self)
        try requireTest(right)
        return Expression(.binary(op, left, right), offset: left.offset)
    }

    private mutating func parseNot(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        let token = try peek()
        guard token.isKeyword("not") else { return try parseComparison(boolean: boolean) }
        try enterNesting(at: token)
        try advance()
        let inner = try parseNot(boolean: true)
        try requireTest(inner)
        nesting -= 1
        return Expression(.not(inner), offset: token.start)
    }

    private mutating func parseComparison(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        let left = try parseAdditive(boolean: boolean)
        let next = try peek()
        let op: Expression.Operator
        if case .comparison(let comparison) = next.kind {
            op = comparison.expressionOperator
        } else if next.isKeyword("in") {
            op = .in
        } else if next.isKeyword("contains") {
            op = .contains
        } else {
            return left
        }
        try countTest(at: left.offset)
        try advance()
        let right: Expression
        switch op {
        case .in:
            right = try parseList()
        case .contains:
            let value = try peek()
            if value.kind == .end || (value.literal != nil && value.literal.map(\.isString) == false) {
                throw failure(.stringAfterContains, found: value)
            }
            right = try parseAdditive(boolean: false)
            if case .literal(let literal) = right.node, !literal.isString {
                throw failure(.stringAfterContains, found: value)
            }
        default:
            right = try parseAdditive(boolean: false)
        }
        return Expression(.binary(op, left, right), offset: left.offset)
    }

    private mutating func parseAdditive(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        var left = try parseMultiplicative(boolean: boolean)
        while case .arithmetic(let op) = try peek().kind, op == .add || op == .subtract {
            try countTest(at: left.offset)
            try advance()
            left = Expression(.binary(op, left, try parseMultiplicative(boolean: false)), offset: left.offset)
        }
        return left
    }

    private mutating func parseMultiplicative(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        var left = try parseUnary(boolean: boolean)
        while case .arithmetic(let op) = try peek().kind, op == .multiply || op == .divide {
            try countTest(at: left.offset)
            try advance()
            left = Expression(.binary(op, left, try parseUnary(boolean: false)), offset: left.offset)
        }
        return left
    }

    private mutating func parseUnary(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        let token = try peek()
        guard token.kind == .arithmetic(.subtract) else { return try parseOperand(boolean: boolean) }
        try enterNesting(at: token)
        try advance()
        let inner = try parseUnary(boolean: false)
        nesting -= 1
        // `- 2` is the number -2, as `-2` is: one tree for one value, whatever the spacing.
        if case .literal(.number(let value)) = inner.node {
            return Expression(.literal(.number(-value)), offset: token.start)
        }
        return Expression(.negate(inner), offset: token.start)
    }

    /// A literal, a key, a call or a parenthesised expression. `boolean`: where a `when`
    /// expects a test, so a missing operand is "expected a key", as it has always been.
    private mutating func parseOperand(boolean: Bool) throws(ConditionSyntaxError) -> Expression {
        let token = try peek()
        let expected: ConditionSyntaxError.Expected = parsesConditions && boolean
            ? .key(after: previous?.text) : .value(after: previous?.text)
        switch token.kind {
        case .string(let text):
            try advance()
            return Expression(.literal(.string(text)), offset: token.start)
        case .number(let value):
            try advance()
            return Expression(.literal(.number(value)), offset: token.start)
        case .leftParen:
            try enterNesting(at: token)
            try advance()
            let inner = try parseOr(boolean: boolean)
            let close = try peek()
            switch close.kind {
            case .rightParen: try advance()
            case .end: throw ConditionSyntaxError(.unclosedParenthesis, offset: token.start)
            default: throw failure(.andOrClosingParenthesis, found: close)
            }
            nesting -= 1
            return inner
        case .word(let word):
            switch word {
            case "true", "false":
                try advance()
                return Expression(.literal(.bool(word == "true")), offset: token.start)
            case "null":
                try advance()
                return Expression(.literal(.null), offset: token.start)
            default:
                break
            }
            // `AND` where a value stands is a keyword in the wrong case, not a key; where a
            // test starts it is a key, as it has always been.
            if token.isKeywordInOtherCase, !(parsesConditions && boolean) { throw failure(expected, found: token) }
            if conditionKeywords.contains(word), word != "contains" { throw failure(expected, found: token) }
            try advance()
            if try peek().kind == .leftParen { return try parseCall(word, at: token) }
            // `contains` leads an operand only as the function `contains(x, s)`.
            if word == "contains" { throw failure(expected, found: token) }
            return Expression(.key(word), offset: token.start)
        default:
            throw failure(expected, found: token)
        }
    }

    /// `name(arguments)`, the name read and `(` next.
    private mutating func parseCall(_ name: String, at token: ConditionToken) throws(ConditionSyntaxError) -> Expression {
        guard let function = Expression.Function(rawValue: name) else {
            let suggestion = Suggestion.closest(to: name, in: Expression.Function.allCases.map(\.rawValue))
            throw ConditionSyntaxError(.unknownFunction(ConditionQuote.shortened(name), suggestion: suggestion), offset: token.start)
        }
        try countTest(at: token.start)
        let open = try peek()
        try enterNesting(at: open)
        try advance()
        var arguments: [Expression] = []
        if try peek().kind == .rightParen {
            try advance()
        } else {
            arguments: while true {
                var argument = try parseOr(boolean: false)
                // `env(HOME)`: a bare name is the variable's name, not a key.
                if function == .env, arguments.isEmpty, case .key(let variable) = argument.node {
                    argument = Expression(.literal(.string(variable)), offset: argument.offset)
                }
                arguments.append(argument)
                let separator = try peek()
                switch separator.kind {
                case .comma:
                    try advance()
                case .rightParen:
                    try advance()
                    break arguments
                case .end:
                    throw ConditionSyntaxError(.unclosedParenthesis, offset: open.start)
                default:
                    throw failure(.commaOrClosingParenthesis, found: separator)
                }
            }
        }
        nesting -= 1
        guard function.arity.contains(arguments.count) else {
            throw ConditionSyntaxError(.argumentCount(function: name, least: function.arity.lowerBound,
                                                      most: function.arity.upperBound, found: arguments.count),
                                       offset: token.start)
        }
        return Expression(.call(function, arguments), offset: token.start)
    }

    /// `['a', 'b']`: one item at least, no trailing comma.
    private mutating func parseList() throws(ConditionSyntaxError) -> Expression {
        let open = try peek()
        guard open.kind == .leftBracket else { throw failure(.list, found: open) }
        try enterNesting(at: open)
        try advance()
        var items: [Expression] = []
        while true {
            let item = try peek()
            if item.kind == .rightBracket {
                throw ConditionSyntaxError(items.isEmpty ? .emptyList : .trailingComma, offset: item.start)
            }
            items.append(try parseAdditive(boolean: false))
            let separator = try peek()
            switch separator.kind {
            case .comma:
                try advance()
            case .rightBracket:
                try advance()
                nesting -= 1
                return Expression(.list(items), offset: open.start)
            case .end:
                throw ConditionSyntaxError(.unclosedList, offset: open.start)
            default:
                throw failure(.commaOrEndOfList, found: separator)
            }
        }
    }

    // MARK: Tests in a `when`

    /// In a `when`, refuses an operand of `and`, `or`, `not` (or the whole) that is no test.
    private mutating func requireTest(_ expression: Expression) throws(ConditionSyntaxError) {
        guard parsesConditions else { return }
        switch expression.node {
        case .binary(let op, _, _) where op.precedence <= 4: return
        case .not, .call: return
        case .literal:
            throw failure(.comparisonOperator(after: previous?.text ?? ""), found: try peek())
        default:
            throw failure(.test(after: previous?.text ?? ""), found: try peek())
        }
    }

    // MARK: Tokens and limits

    private mutating func peek() throws(ConditionSyntaxError) -> ConditionToken {
        if let lookahead { return lookahead }
        let token = try lexer.next()
        lookahead = token
        return token
    }

    private mutating func advance() throws(ConditionSyntaxError) {
        previous = try peek()
        lookahead = nil
    }

    /// Where the text read so far ends (a template goes on after its `}}`).
    var position: Int { lookahead?.start ?? lexer.position }

    private mutating func enterNesting(at token: ConditionToken) throws(ConditionSyntaxError) {
        nesting += 1
        if nesting > ConditionParser.maximumNesting {
            throw ConditionSyntaxError(.nestedTooDeeply, offset: token.start)
        }
    }

    private mutating func countTest(at offset: Int) throws(ConditionSyntaxError) {
        tests += 1
        if tests > ConditionParser.maximumConditions {
            throw ConditionSyntaxError(.tooManyConditions(limit: ConditionParser.maximumConditions), offset: offset)
        }
    }

    private func found(_ token: ConditionToken) -> ConditionSyntaxError.Found {
        switch token.kind {
        case .end:
            return .end
        case .string(let text):
            return .string(ConditionQuote.shortened(Condition.Literal.escaped(text)))
        default:
            if token.isKeywordInOtherCase { return .keywordInOtherCase(ConditionQuote.shortened(token.text)) }
            return .token(ConditionQuote.shortened(token.text))
        }
    }

    /// `expected` where `token` stands, found `token`.
    private func failure(_ expected: ConditionSyntaxError.Expected, found token: ConditionToken) -> ConditionSyntaxError {
        ConditionSyntaxError(.expected(expected, found: found(token)), offset: token.start)
    }
}

extension Condition.ComparisonOperator {
    var expressionOperator: Expression.Operator {
        switch self {
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .less: return .less
        case .lessOrEqual: return .lessOrEqual
        case .greater: return .greater
        case .greaterOrEqual: return .greaterOrEqual
        }
    }
}

extension Condition.Literal {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

extension ExpressionValue {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

extension Expression {
    /// Parses `text` as an expression (a template's `{{ … }}`, a computed value).
    ///
    ///     try Expression.parse("slug(project_name, '_')")
    ///
    /// - Throws: ``ConditionSyntaxError`` with a typed reason and the offset in Unicode scalars.
    public static func parse(_ text: String) throws(ConditionSyntaxError) -> Expression {
        try ExpressionParser.parse(text, conditions: false)
    }

    /// Parses `text` as a `when`: the whole, and every operand of `and`, `or` and `not`, a
    /// test (a comparison, `in`, `contains` or a call).
    public static func parseCondition(_ text: String) throws(ConditionSyntaxError) -> Expression {
        try ExpressionParser.parse(text, conditions: true)
    }
}
