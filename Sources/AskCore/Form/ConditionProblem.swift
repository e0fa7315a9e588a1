/// A syntax error in a `when` expression, with the 0-based character offset where it is.
///
/// `offset` counts Unicode scalars (not bytes, not grapheme clusters) from the start of the
/// expression text, so `city == '北京` reports its unterminated string at offset 8. The
/// ``reason`` is data; ``description`` is the English message and ``Catalog`` renders it in
/// askform's other languages.
public struct ConditionSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the expression is refused.
    public var reason: Reason
    /// Where, in Unicode scalars from the start of the expression.
    public var offset: Int

    /// An error at `offset` (Unicode scalars into the expression).
    public init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// Why an expression is refused. Pieces of the expression are carried as written
    /// (shortened, control characters made visible) for the message to quote.
    public enum Reason: Sendable, Equatable {
        /// `=` alone: `use '==' to compare`.
        case singleEquals
        /// `&&`, `||`, `!`, `=<`, `=>`, `<>`: `use 'and' instead of '&&'`.
        case misspelled(String, use: String)
        /// `‘` or `“`: `use straight quotes (' or ") instead of '‘'`.
        case curlyQuote(String)
        /// A character the grammar has no place for (`@`, `≥`).
        case unexpectedCharacter(String)
        /// A backslash escape other than `\'`, `\"` and `\\`: the escape as written (`\n`).
        case unknownEscape(String)
        case unterminatedString
        case invalidNumber(String)
        /// A number too large for a `Double` (`1e999`).
        case numberOutOfRange(String)
        /// `a..b`, `a.`: the key as written.
        case danglingDot(key: String)
        case empty
        /// Longer than ``ConditionParser/maximumLength`` characters.
        case tooLong(limit: Int)
        /// Parentheses and `not` deeper than ``ConditionParser/maximumNesting``.
        case nestedTooDeeply
        /// More than ``ConditionParser/maximumConditions`` tests.
        case tooManyConditions(limit: Int)
        /// A `)` with no `(` before it.
        case unmatchedParenthesis
        /// A `(` never closed.
        case unclosedParenthesis
        /// A `[` never closed.
        case unclosedList
        /// `in []`
        case emptyList
        /// `in ['x',]`
        case trailingComma
        /// `lowr(name)`: no such function; the function name closest to it.
        case unknownFunction(String, suggestion: String?)
        /// `lower(a, b)`: the function, how many arguments it takes (at least, at most), how many it was given.
        case argumentCount(function: String, least: Int, most: Int, found: Int)
        /// A template's `{{` without its `}}`.
        case unclosedTemplate
        /// `expected a value after '==', found end of expression`.
        case expected(Expected, found: Found)
    }

    /// What the parser expected where it stopped.
    public enum Expected: Sendable, Equatable {
        /// `'and', 'or' or end of expression`
        case andOrEnd
        /// `'and', 'or' or ')'`
        case andOrClosingParenthesis
        /// `a key`, or `a key after 'or'`: the token before, as written.
        case key(after: String?)
        /// `a key before 'in'`: a literal stands where a key should.
        case keyBefore(String)
        /// `a value after '=='`, `a value after ','`.
        case value(after: String?)
        /// `a string after 'contains'`
        case stringAfterContains
        /// `a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after 'age'`
        case test(after: String)
        /// `a comparison operator after '18'`
        case comparisonOperator(after: String)
        /// `'[' after 'in'`
        case list
        /// `',' or ']' in the list`
        case commaOrEndOfList
        /// `',' or ')' after an argument`
        case commaOrClosingParenthesis
    }

    /// What the parser found instead.
    public enum Found: Sendable, Equatable {
        /// `end of expression`
        case end
        /// `string 'x'`: the string as written between quotes.
        case string(String)
        /// `'=='`, `'b'`: the token as written.
        case token(String)
        /// `'AND' (keywords are lowercase: 'and')`
        case keywordInOtherCase(String)
        /// `'contractor' (put text in quotes: 'contractor')`: the word shown, and whole.
        case unquotedText(String, word: String)
    }

    /// The English message.
    public var description: String {
        Catalog.english.text(for: reason)
    }
}

/// Why a `when` test can never be true as written: what is wrong with comparing a key with a
/// literal. The literals are carried as parsed; the catalogs write them back as in an expression.
public enum ConditionMismatch: Sendable, Equatable {
    /// `tags contains 42`: `'contains' takes a string`.
    case containsTakesAString(Condition.Literal)
    /// `contains` on a row that is neither multiselect nor free text.
    case containsNeedsList
    /// `x < null`
    case nullByOrder
    /// `agree < true`: a yes/no answer is only equal or not.
    case yesNoByOrder(Condition.Literal)
    /// `day == '2026-02-30'`
    case notADate(Condition.Literal)
    /// `age == 'x'`: the row type and what to compare its answers with.
    case wrongLiteral(Condition.Literal, rowType: String, compareWith: Comparand)
    /// `role == 'x'` where `'x'` is no option value; the value closest to it.
    case notAnOption(String, suggestion: String?)

    /// What a row's answers compare with.
    public enum Comparand: Sendable, Equatable {
        case number
        case boolean
        /// `'contains' (e.g. tags contains 'value')`
        case contains
        case string
    }
}
