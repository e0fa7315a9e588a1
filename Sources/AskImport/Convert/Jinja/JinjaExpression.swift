/// One Jinja expression (what stands inside `{{ … }}` or after `{% if`), parsed by Jinja's own
/// precedence (`Jinja2/parser.py`): conditional, `or`, `and`, `not`, comparisons, `+ -`, `~`,
/// `* / // %`, `**`, unary, then the postfix parts (`.name`, `[i]`, calls) and filters.
indirect enum JinjaExpression: Equatable {
    case name(String)
    case string(String)
    case number(String)
    case bool(Bool)
    case none
    case list([JinjaExpression])
    case attribute(JinjaExpression, String)
    /// `x[i]`, with the text written.
    case item(JinjaExpression, written: String)
    /// `f(args)` or `x.method(args)`; `written` is the call as written (`.split('-')`).
    case call(JinjaExpression, [JinjaExpression], keywords: [String], written: String)
    /// `x | name(args)`; `written` is `| name(args)` as written.
    case filter(JinjaExpression, String, [JinjaExpression], keywords: [String], written: String)
    /// `x is [not] name`, as written.
    case test(written: String)
    case unary(String, JinjaExpression)
    case binary(String, JinjaExpression, JinjaExpression)
    /// `a if c else b`; `nil` without `else`.
    case conditional(JinjaExpression, test: JinjaExpression, otherwise: JinjaExpression?)
    /// A dict literal or anything else with no askform counterpart, as written.
    case unsupported(String)
}

/// What went wrong reading or translating Jinja: the construct, as written.
struct JinjaUnsupported: Error, Equatable {
    var construct: String
}
