/// What an expression's part holds, as the loader types it from the form's rows.
public enum ExpressionType: Sendable, Equatable {
    /// A string (text rows, selects, units, dates).
    case text
    case number
    /// `true` or `false`.
    case bool
    /// A multiselect's values.
    case list
    /// `null` written as such.
    case null
    /// Unknown until evaluated (`if(c, 1, 'a')`, a key the loader reports otherwise).
    case any
}

/// Why a well-formed expression is refused when the form is loaded: it can never work as
/// written. The catalogs render each case (``FormProblem/invalidExpression(_:)``).
public enum ExpressionProblem: Sendable, Equatable {
    /// `lower(age)`: the function, which argument (1-based), what it takes, what it was given.
    case argumentType(function: String, position: Int, expected: ExpressionType, found: ExpressionType)
    /// `'a' - 1`, `tags + 1`: an operator, the types of its operands.
    case operandTypes(operator: String, ExpressionType, ExpressionType)
    /// `name == age`: a comparison of types that are never equal (so `==` is never true and
    /// `!=` always).
    case neverEqual(operator: String, ExpressionType, ExpressionType)
    /// `ok < true`, `tags >= 1`: `<`, `<=`, `>`, `>=` order only numbers and strings.
    case notOrdered(operator: String, ExpressionType)
    /// `when: "len(name)"`: a test must be true or false.
    case notACondition(ExpressionType)
    /// `matches(name, '[')`: the pattern as written does not compile.
    case invalidPattern(PatternProblem)
    /// `days('2026-02-30', d)`: a literal that is not a `YYYY-MM-DD` date.
    case notADate(String)
}
