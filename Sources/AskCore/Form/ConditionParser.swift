/// Parses `when` expressions into ``Condition`` trees: the expression language of
/// ``Expression/parseCondition(_:)``, with the shapes JSON Schema can state exactly
/// (`KEY op literal`, `KEY in [...]`, `KEY contains 's'`, joined by `and`, `or`, `not`) as
/// their own cases and any other test as ``Condition/expression(_:)``.
///
/// The classic grammar, loosest binding first (`and` and `or` are left-associative), within
/// the full one of docs/FORMAT.md:
///
///     expression := and-term ('or' and-term)*
///     and-term   := factor ('and' factor)*
///     factor     := 'not' factor | '(' expression ')' | test
///     test       := operand op operand | operand 'in' '[' operand (',' operand)* ']'
///                 | operand 'contains' operand | call
///     op         := '==' | '!=' | '<' | '<=' | '>' | '>='
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
/// - A literal after `contains` is a string: it tests a multiselect answer (or a text answer).
/// - `&&`, `||`, `!`, `=` are not accepted; the error names the spelling to use instead.
///
/// Hostile input is refused, never crashed on: an expression is at most ``maximumLength``
/// scalars, nests parentheses and `not` at most ``maximumNesting`` deep, and holds at most
/// ``maximumConditions`` tests and operations (comparisons, `+ - * /`, calls) and as many
/// `and`/`or` (which bounds the depth of every chain).
public enum ConditionParser {
    /// The longest expression accepted, in Unicode scalars (64 KiB).
    public static let maximumLength = 65_536
    /// How deep parentheses and `not` may nest.
    public static let maximumNesting = 64
    /// How many tests and operations (comparisons, `in`, `contains`, `+ - * /`, calls) one
    /// expression may hold; and how many `and`/`or`.
    public static let maximumConditions = 1_024

    /// Parses `text` as a `when` expression.
    ///
    ///     try ConditionParser.parse("role == 'contractor' and (age >= 18 or guardian != null)")
    ///
    /// - Throws: ``ConditionSyntaxError`` with a reason that says what was found and what was
    ///   expected, e.g. `.expected(.value(after: "=="), found: .end)`.
    public static func parse(_ text: String) throws(ConditionSyntaxError) -> Condition {
        Condition(try Expression.parseCondition(text))
    }
}

/// The words of the grammar; never keys.
let conditionKeywords: Set<String> = ["and", "or", "not", "in", "contains", "true", "false", "null"]

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
    var mirrored: Self {
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
