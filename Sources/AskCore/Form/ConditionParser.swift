/// Parses `when` expressions into ``Condition`` trees.
///
/// The grammar, loosest binding first (`and` and `or` are left-associative):
///
///     expression := and-term ('or' and-term)*
///     and-term   := factor ('and' factor)*
///     factor     := 'not' factor | '(' expression ')' | test
///     test       := KEY op literal | literal op KEY
///                 | KEY 'in' '[' literal (',' literal)* ']'
///                 | KEY 'contains' string
///     op         := '==' | '!=' | '<' | '<=' | '>' | '>='
///     literal    := string | number | 'true' | 'false' | 'null'
///
/// - A key is written as in the form: it starts with a letter or `_`, goes on with letters,
///   digits, `_`, `-` and dots, and every dot is followed by more of the key (`address.city`,
///   `opt-in`). Letters are Unicode letters, so `城市` is a key; digits are ASCII.
/// - Keywords (`and or not in contains true false null`) are lowercase and are never keys.
/// - A string is in single or double quotes. The only escapes are `\'`, `\"` and `\\`, in
///   either kind of quote; any other backslash is an error, so a Windows path or a regex
///   in a string is never silently changed. Everything else, line breaks included, is taken
///   as written.
/// - A number is an optional `-`, digits, an optional fraction (`.` and digits) and an
///   optional exponent (`e` or `E`, an optional sign, digits): `18`, `-2.5`, `1e3`.
/// - `18 <= age` is read as `age >= 18`; `not KEY in [...]` is `not (KEY in [...])`.
/// - `contains` takes a string only: it tests a multiselect answer (or a text answer).
/// - `&&`, `||`, `!`, `=` are not accepted; the error names the spelling to use instead.
///
/// Hostile input is refused, never crashed on: an expression is at most ``maximumLength``
/// scalars, nests parentheses and `not` at most ``maximumNesting`` deep, and holds at most
/// ``maximumConditions`` tests (which bounds the depth of an `and`/`or` chain).
public enum ConditionParser {
    /// The longest expression accepted, in Unicode scalars (64 KiB).
    public static let maximumLength = 65_536
    /// How deep parentheses and `not` may nest.
    public static let maximumNesting = 64
    /// How many tests (comparisons, `in`, `contains`) one expression may hold.
    public static let maximumConditions = 1_024

    /// Parses `text` as a `when` expression.
    ///
    ///     try ConditionParser.parse("role == 'contractor' and (age >= 18 or guardian != null)")
    ///
    /// - Throws: ``ConditionSyntaxError`` with a reason that says what was found and what was
    ///   expected, e.g. `.expected(.value(after: "=="), found: .end)`.
    public static func parse(_ text: String) throws(ConditionSyntaxError) -> Condition {
        var length = 0
        for _ in text.unicodeScalars {
            length += 1
            if length > maximumLength {
                throw ConditionSyntaxError(.tooLong(limit: maximumLength), offset: maximumLength)
            }
        }
        var parser = ExpressionParser(scalars: Array(text.unicodeScalars))
        return try parser.parseWhole()
    }
}

// MARK: - Parsing

/// The words of the grammar; never keys.
let conditionKeywords: Set<String> = ["and", "or", "not", "in", "contains", "true", "false", "null"]

private struct ExpressionParser {
    var lexer: ConditionLexer
    var lookahead: ConditionToken?
    /// The token consumed last, named in problems ("after '=='").
    var previous: ConditionToken?
    var nesting = 0
    var conditionCount = 0

    init(scalars: [Unicode.Scalar]) {
        lexer = ConditionLexer(scalars: scalars)
    }

    mutating func parseWhole() throws(ConditionSyntaxError) -> Condition {
        if try peek().kind == .end {
            throw ConditionSyntaxError(.empty, offset: 0)
        }
        let condition = try parseOr()
        let next = try peek()
        switch next.kind {
        case .end:
            return condition
        case .rightParen:
            throw ConditionSyntaxError(.unmatchedParenthesis, offset: next.start)
        default:
            throw failure(.andOrEnd, found: next)
        }
    }

    mutating func parseOr() throws(ConditionSyntaxError) -> Condition {
        var left = try parseAnd()
        while try peek().isKeyword("or") {
            try advance()
            left = .or(left, try parseAnd())
        }
        return left
    }

    mutating func parseAnd() throws(ConditionSyntaxError) -> Condition {
        var left = try parseFactor()
        while try peek().isKeyword("and") {
            try advance()
            left = .and(left, try parseFactor())
        }
        return left
    }

    mutating func parseFactor() throws(ConditionSyntaxError) -> Condition {
        let token = try peek()
        if token.isKeyword("not") {
            try enterNesting(at: token)
            try advance()
            let inner = try parseFactor()
            nesting -= 1
            return .not(inner)
        }
        if token.kind == .leftParen {
            try enterNesting(at: token)
            try advance()
            let inner = try parseOr()
            let close = try peek()
            switch close.kind {
            case .rightParen:
                try advance()
            case .end:
                throw ConditionSyntaxError(.unclosedParenthesis, offset: token.start)
            default:
                throw failure(.andOrClosingParenthesis, found: close)
            }
            nesting -= 1
            return inner
        }
        return try parseTest()
    }

    mutating func parseTest() throws(ConditionSyntaxError) -> Condition {
        let first = try peek()
        if let key = first.key {
            try countCondition(at: first)
            try advance()
            return try parseTest(key: key, keyToken: first)
        }
        if let literal = first.literal {
            try countCondition(at: first)
            try advance()
            return try parseReversedComparison(literal: literal, literalToken: first)
        }
        throw failure(.key(after: previous?.text), found: first)
    }

    /// What follows a key: a comparison, `in [...]` or `contains '...'`.
    mutating func parseTest(key: String, keyToken: ConditionToken) throws(ConditionSyntaxError) -> Condition {
        let next = try peek()
        if case .comparison(let op) = next.kind {
            try advance()
            let value = try peek()
            guard let literal = value.literal else {
                var shown = found(value)
                if value.key != nil, !value.isKeywordInOtherCase {
                    shown = .unquotedText(ConditionQuote.shortened(value.text), word: value.text)
                }
                throw ConditionSyntaxError(.expected(.value(after: next.text), found: shown), offset: value.start)
            }
            try advance()
            return .comparison(key: key, op, literal)
        }
        if next.isKeyword("in") {
            try advance()
            return .membership(key: key, try parseList())
        }
        if next.isKeyword("contains") {
            try advance()
            let value = try peek()
            guard case .string(let text) = value.kind else {
                throw failure(.stringAfterContains, found: value)
            }
            try advance()
            return .contains(key: key, .string(text))
        }
        throw failure(.test(after: keyToken.text), found: next)
    }

    /// `18 <= age`, read as `age >= 18`.
    mutating func parseReversedComparison(literal: Condition.Literal, literalToken: ConditionToken)
        throws(ConditionSyntaxError) -> Condition
    {
        let next = try peek()
        guard case .comparison(let op) = next.kind else {
            if next.isKeyword("in") || next.isKeyword("contains") {
                throw failure(.keyBefore(next.text), found: literalToken)
            }
            throw failure(.comparisonOperator(after: literalToken.text), found: next)
        }
        try advance()
        let keyToken = try peek()
        guard let key = keyToken.key else {
            throw failure(.key(after: next.text), found: keyToken)
        }
        try advance()
        return .comparison(key: key, op.mirrored, literal)
    }

    /// `['a', 'b']`: one literal at least, no trailing comma.
    mutating func parseList() throws(ConditionSyntaxError) -> [Condition.Literal] {
        let open = try peek()
        guard open.kind == .leftBracket else {
            throw failure(.list, found: open)
        }
        try advance()
        var values: [Condition.Literal] = []
        while true {
            let item = try peek()
            guard let literal = item.literal else {
                if item.kind == .rightBracket {
                    throw ConditionSyntaxError(values.isEmpty ? .emptyList : .trailingComma, offset: item.start)
                }
                throw failure(.value(after: previous?.text), found: item)
            }
            try advance()
            values.append(literal)
            let separator = try peek()
            switch separator.kind {
            case .comma:
                try advance()
            case .rightBracket:
                try advance()
                return values
            case .end:
                throw ConditionSyntaxError(.unclosedList, offset: open.start)
            default:
                throw failure(.commaOrEndOfList, found: separator)
            }
        }
    }

    // MARK: Tokens and limits

    mutating func peek() throws(ConditionSyntaxError) -> ConditionToken {
        if let lookahead { return lookahead }
        let token = try lexer.next()
        lookahead = token
        return token
    }

    mutating func advance() throws(ConditionSyntaxError) {
        previous = try peek()
        lookahead = nil
    }

    mutating func enterNesting(at token: ConditionToken) throws(ConditionSyntaxError) {
        nesting += 1
        if nesting > ConditionParser.maximumNesting {
            throw ConditionSyntaxError(.nestedTooDeeply, offset: token.start)
        }
    }

    mutating func countCondition(at token: ConditionToken) throws(ConditionSyntaxError) {
        conditionCount += 1
        if conditionCount > ConditionParser.maximumConditions {
            throw ConditionSyntaxError(.tooManyConditions(limit: ConditionParser.maximumConditions), offset: token.start)
        }
    }

    // MARK: Messages

    func found(_ token: ConditionToken) -> ConditionSyntaxError.Found {
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
    func failure(_ expected: ConditionSyntaxError.Expected, found token: ConditionToken) -> ConditionSyntaxError {
        ConditionSyntaxError(.expected(expected, found: found(token)), offset: token.start)
    }
}

/// How the parser and lexer quote pieces of an expression in messages.
enum ConditionQuote {
    /// Shortens a quoted piece of the expression and makes control and format characters
    /// visible, so a message stays one short, inert line.
    static func shortened(_ text: String) -> String {
        let limit = 24
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            result += visible(scalar)
            count += 1
        }
        return result
    }

    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return String(scalar)
        }
    }
}

extension Condition.ComparisonOperator {
    /// The operator that keeps the meaning when its two sides swap places.
    fileprivate var mirrored: Self {
        switch self {
        case .equal: return .equal
        case .notEqual: return .notEqual
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        }
    }
}
