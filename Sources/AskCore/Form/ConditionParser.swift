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

private let keywords: Set<String> = ["and", "or", "not", "in", "contains", "true", "false", "null"]

private struct ExpressionParser {
    var lexer: ExpressionLexer
    var lookahead: Token?
    /// The token consumed last, named in messages ("after '=='").
    var previous: Token?
    var nesting = 0
    var conditionCount = 0

    init(scalars: [Unicode.Scalar]) {
        lexer = ExpressionLexer(scalars: scalars)
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
    mutating func parseTest(key: String, keyToken: Token) throws(ConditionSyntaxError) -> Condition {
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
    mutating func parseReversedComparison(literal: Condition.Literal, literalToken: Token)
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

    mutating func peek() throws(ConditionSyntaxError) -> Token {
        if let lookahead { return lookahead }
        let token = try lexer.next()
        lookahead = token
        return token
    }

    mutating func advance() throws(ConditionSyntaxError) {
        previous = try peek()
        lookahead = nil
    }

    mutating func enterNesting(at token: Token) throws(ConditionSyntaxError) {
        nesting += 1
        if nesting > ConditionParser.maximumNesting {
            throw ConditionSyntaxError(message: "expression nested too deeply", offset: token.start)
        }
    }

    mutating func countCondition(at token: Token) throws(ConditionSyntaxError) {
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

    func found(_ token: Token) -> String {
        switch token.kind {
        case .end:
            return "end of expression"
        case .string(let text):
            return "string '" + shortened(Condition.Literal.escaped(text)) + "'"
        default:
            var text = "'\(shortened(token.text))'"
            if token.isKeywordInOtherCase {
                text += " (keywords are lowercase: '\(token.text.lowercased())')"
            }
            return text
        }
    }

    func failure(_ message: String, at token: Token) -> ConditionSyntaxError {
        ConditionSyntaxError(message: message, offset: token.start)
    }
}

/// Shortens a quoted piece of the expression and makes control and format characters visible,
/// so a message stays one short, inert line.
private func shortened(_ text: String) -> String {
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

private func visible(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator:
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
        return String(scalar)
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

// MARK: - Lexing

private struct Token {
    enum Kind: Equatable {
        /// A key or a keyword.
        case word(String)
        case string(String)
        case number(Double)
        case comparison(Condition.ComparisonOperator)
        case leftParen, rightParen, leftBracket, rightBracket, comma
        case end
    }

    var kind: Kind
    /// Where the token starts, in Unicode scalars.
    var start: Int
    /// The token as written.
    var text: String

    func isKeyword(_ keyword: String) -> Bool {
        kind == .word(keyword)
    }

    /// A word that is not a keyword.
    var key: String? {
        if case .word(let word) = kind, !keywords.contains(word) { return word }
        return nil
    }

    var literal: Condition.Literal? {
        switch kind {
        case .string(let text): return .string(text)
        case .number(let value): return .number(value)
        case .word("true"): return .bool(true)
        case .word("false"): return .bool(false)
        case .word("null"): return .null
        default: return nil
        }
    }

    /// `AND`, `True`: a keyword written in the wrong case, worth a hint.
    var isKeywordInOtherCase: Bool {
        guard case .word(let word) = kind else { return false }
        return !keywords.contains(word) && keywords.contains(word.lowercased())
    }
}

private struct ExpressionLexer {
    let scalars: [Unicode.Scalar]
    var position = 0

    mutating func next() throws(ConditionSyntaxError) -> Token {
        while position < scalars.count, scalars[position].properties.isWhitespace {
            position += 1
        }
        let start = position
        guard position < scalars.count else {
            return Token(kind: .end, start: start, text: "")
        }
        let scalar = scalars[position]
        let following = position + 1 < scalars.count ? scalars[position + 1] : nil
        switch scalar {
        case "(": return single(.leftParen)
        case ")": return single(.rightParen)
        case "[": return single(.leftBracket)
        case "]": return single(.rightBracket)
        case ",": return single(.comma)
        case "=":
            if following == "=" { return double(.comparison(.equal)) }
            if following == "<" { throw misspelt("=<", use: "<=") }
            if following == ">" { throw misspelt("=>", use: ">=") }
            throw ConditionSyntaxError(message: "use '==' to compare", offset: start)
        case "!":
            if following == "=" { return double(.comparison(.notEqual)) }
            throw misspelt("!", use: "not")
        case "<":
            if following == "=" { return double(.comparison(.lessOrEqual)) }
            if following == ">" { throw misspelt("<>", use: "!=") }
            return single(.comparison(.less))
        case ">":
            if following == "=" { return double(.comparison(.greaterOrEqual)) }
            return single(.comparison(.greater))
        case "&":
            throw misspelt(following == "&" ? "&&" : "&", use: "and")
        case "|":
            throw misspelt(following == "|" ? "||" : "|", use: "or")
        case "'", "\"":
            return try string()
        case "0"..."9":
            return try number()
        case "-" where following.map { ("0"..."9").contains($0) } ?? false:
            return try number()
        case "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}":
            throw ConditionSyntaxError(
                message: "use straight quotes (' or \") instead of '\(scalar)'", offset: start)
        default:
            if isKeyStart(scalar) { return try word() }
            throw ConditionSyntaxError(message: "unexpected character '\(visible(scalar))'", offset: start)
        }
    }

    private mutating func single(_ kind: Token.Kind) -> Token {
        position += 1
        return Token(kind: kind, start: position - 1, text: String(scalars[position - 1]))
    }

    private mutating func double(_ kind: Token.Kind) -> Token {
        position += 2
        return Token(kind: kind, start: position - 2, text: text(from: position - 2))
    }

    private func misspelt(_ written: String, use replacement: String) -> ConditionSyntaxError {
        ConditionSyntaxError(message: "use '\(replacement)' instead of '\(written)'", offset: position)
    }

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<position])
        return String(view)
    }

    private mutating func string() throws(ConditionSyntaxError) -> Token {
        let start = position
        let quote = scalars[position]
        position += 1
        var value = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == quote {
                position += 1
                return Token(kind: .string(String(value)), start: start, text: text(from: start))
            }
            if scalar == "\\" {
                guard position + 1 < scalars.count else { break }
                let escaped = scalars[position + 1]
                guard escaped == "'" || escaped == "\"" || escaped == "\\" else {
                    throw ConditionSyntaxError(
                        message: "unknown escape '\\\(visible(escaped))' in string "
                            + "(only \\', \\\" and \\\\ are allowed)",
                        offset: position)
                }
                value.append(escaped)
                position += 2
            } else {
                value.append(scalar)
                position += 1
            }
        }
        throw ConditionSyntaxError(message: "unterminated string", offset: start)
    }

    /// Reads the whole run of number-like characters, then checks it against the grammar, so
    /// `18abc` or `1.` is one clear error rather than two confusing tokens.
    private mutating func number() throws(ConditionSyntaxError) -> Token {
        let start = position
        position += 1
        while position < scalars.count {
            let scalar = scalars[position]
            guard isKeyContinuation(scalar) || scalar == "+" else { break }
            position += 1
        }
        let written = text(from: start)
        guard isNumber(scalars[start..<position]) else {
            throw ConditionSyntaxError(message: "invalid number '\(shortened(written))'", offset: start)
        }
        guard let value = Double(written), value.isFinite else {
            throw ConditionSyntaxError(message: "number '\(shortened(written))' is out of range", offset: start)
        }
        return Token(kind: .number(value), start: start, text: written)
    }

    private func isNumber(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = run.startIndex
        func digits() -> Bool {
            let first = index
            while index < run.endIndex, ("0"..."9").contains(run[index]) { index += 1 }
            return index > first
        }
        if run[index] == "-" { index += 1 }
        guard digits() else { return false }
        if index < run.endIndex, run[index] == "." {
            index += 1
            guard digits() else { return false }
        }
        if index < run.endIndex, run[index] == "e" || run[index] == "E" {
            index += 1
            if index < run.endIndex, run[index] == "+" || run[index] == "-" { index += 1 }
            guard digits() else { return false }
        }
        return index == run.endIndex
    }

    private mutating func word() throws(ConditionSyntaxError) -> Token {
        let start = position
        position += 1
        while position < scalars.count, isKeyContinuation(scalars[position]) {
            if scalars[position] == ".", position + 1 >= scalars.count || !isKeyPart(scalars[position + 1]) {
                let dot = position
                // Take the rest of the run so the message quotes the whole key as written.
                while position < scalars.count, isKeyContinuation(scalars[position]) { position += 1 }
                throw ConditionSyntaxError(
                    message: "invalid key '\(shortened(text(from: start)))': a dot must be followed by a name",
                    offset: dot)
            }
            position += 1
        }
        return Token(kind: .word(text(from: start)), start: start, text: text(from: start))
    }
}

private func isKeyStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
}

/// A character that may follow a dot in a key: anything a key holds but another dot.
private func isKeyPart(_ scalar: Unicode.Scalar) -> Bool {
    isKeyStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
}

private func isKeyContinuation(_ scalar: Unicode.Scalar) -> Bool {
    isKeyPart(scalar) || scalar == "."
}
