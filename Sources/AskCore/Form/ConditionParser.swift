/// A syntax error in a `when` expression, with the 0-based character offset where it is.
///
/// `offset` counts Unicode scalars (not bytes, not grapheme clusters) from the start of the
/// expression text, so `city == '北京` reports its unterminated string at offset 8.
public struct ConditionSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

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
    /// - Throws: ``ConditionSyntaxError`` with a lowercase message that says what was found
    ///   and what was expected, e.g. `expected a value after '==', found end of expression`.
    public static func parse(_ text: String) throws(ConditionSyntaxError) -> Condition {
        var length = 0
        for _ in text.unicodeScalars {
            length += 1
            if length > maximumLength {
                throw ConditionSyntaxError(
                    message: "expression is too long (more than \(maximumLength) characters)",
                    offset: maximumLength)
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
    /// The token consumed last, named in messages ("after '=='").
    var previous: ConditionToken?
    var nesting = 0
    var conditionCount = 0

    init(scalars: [Unicode.Scalar]) {
        lexer = ConditionLexer(scalars: scalars)
    }

    mutating func parseWhole() throws(ConditionSyntaxError) -> Condition {
        if try peek().kind == .end {
            throw ConditionSyntaxError(message: "empty expression", offset: 0)
        }
        let condition = try parseOr()
        let next = try peek()
        switch next.kind {
        case .end:
            return condition
        case .rightParen:
            throw ConditionSyntaxError(message: "unexpected ')'", offset: next.start)
        default:
            throw failure("expected 'and', 'or' or end of expression, found \(found(next))", at: next)
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
                throw ConditionSyntaxError(message: "unclosed '('", offset: token.start)
            default:
                throw failure("expected 'and', 'or' or ')', found \(found(close))", at: close)
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
        throw failure("expected a key\(afterPrevious), found \(found(first))", at: first)
    }

    /// What follows a key: a comparison, `in [...]` or `contains '...'`.
    mutating func parseTest(key: String, keyToken: ConditionToken) throws(ConditionSyntaxError) -> Condition {
        let next = try peek()
        if case .comparison(let op) = next.kind {
            try advance()
            let value = try peek()
            guard let literal = value.literal else {
                var message = "expected a value after '\(next.text)', found \(found(value))"
                if value.key != nil, !value.isKeywordInOtherCase {
                    message += " (put text in quotes: '\(value.text)')"
                }
                throw failure(message, at: value)
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
                throw failure("expected a string after 'contains', found \(found(value))", at: value)
            }
            try advance()
            return .contains(key: key, .string(text))
        }
        throw failure(
            "expected a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after "
                + "'\(keyToken.text)', found \(found(next))",
            at: next)
    }

    /// `18 <= age`, read as `age >= 18`.
    mutating func parseReversedComparison(literal: Condition.Literal, literalToken: ConditionToken)
        throws(ConditionSyntaxError) -> Condition
    {
        let next = try peek()
        guard case .comparison(let op) = next.kind else {
            if next.isKeyword("in") || next.isKeyword("contains") {
                throw failure("expected a key before '\(next.text)', found \(found(literalToken))", at: literalToken)
            }
            throw failure(
                "expected a comparison operator after '\(literalToken.text)', found \(found(next))", at: next)
        }
        try advance()
        let keyToken = try peek()
        guard let key = keyToken.key else {
            throw failure("expected a key after '\(next.text)', found \(found(keyToken))", at: keyToken)
        }
        try advance()
        return .comparison(key: key, op.mirrored, literal)
    }

    /// `['a', 'b']`: one literal at least, no trailing comma.
    mutating func parseList() throws(ConditionSyntaxError) -> [Condition.Literal] {
        let open = try peek()
        guard open.kind == .leftBracket else {
            throw failure("expected '[' after 'in', found \(found(open))", at: open)
        }
        try advance()
        var values: [Condition.Literal] = []
        while true {
            let item = try peek()
            guard let literal = item.literal else {
                if item.kind == .rightBracket {
                    let message = values.isEmpty
                        ? "empty list after 'in': give at least one value"
                        : "expected a value after ',', found ']' (remove the trailing comma)"
                    throw ConditionSyntaxError(message: message, offset: item.start)
                }
                throw failure("expected a value\(afterPrevious), found \(found(item))", at: item)
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
                throw ConditionSyntaxError(message: "unclosed '['", offset: open.start)
            default:
                throw failure("expected ',' or ']' in the list, found \(found(separator))", at: separator)
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
            throw ConditionSyntaxError(message: "expression nested too deeply", offset: token.start)
        }
    }

    mutating func countCondition(at token: ConditionToken) throws(ConditionSyntaxError) {
        conditionCount += 1
        if conditionCount > ConditionParser.maximumConditions {
            throw ConditionSyntaxError(
                message: "expression has too many conditions (more than \(ConditionParser.maximumConditions))",
                offset: token.start)
        }
    }

    // MARK: Messages

    var afterPrevious: String {
        previous.map { " after '\($0.text)'" } ?? ""
    }

    func found(_ token: ConditionToken) -> String {
        switch token.kind {
        case .end:
            return "end of expression"
        case .string(let text):
            return "string '" + ConditionQuote.shortened(Condition.Literal.escaped(text)) + "'"
        default:
            var text = "'\(ConditionQuote.shortened(token.text))'"
            if token.isKeywordInOtherCase {
                text += " (keywords are lowercase: '\(token.text.lowercased())')"
            }
            return text
        }
    }

    func failure(_ message: String, at token: ConditionToken) -> ConditionSyntaxError {
        ConditionSyntaxError(message: message, offset: token.start)
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
