import AskCore
import FuzzSupport

/// `when` expressions through `ConditionParser.parse`. Beyond not crashing or hanging:
/// - an error has a message and an offset inside the text;
/// - a parsed condition renders (`description`) to text that parses back to the same
///   condition, and renders again to the same text (the canonical form is a fixed point);
/// - evaluation under answers made from the expression's own literals terminates, and
///   `not` negates it (a condition may read no key: `9 == 1` is a test of the language);
/// - as an expression and as a template, the same re-parse oracle holds and evaluation stays
///   within its output bound (``checkExpression``);
/// - in a form whose earlier rows have every type, the loader checks the expression (key
///   order, types, option values) and reports only inert diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWhen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: Oracle.bytes(data, size), as: UTF8.self)
    checkInForm(text)
    checkExpression(text)
    let condition: Condition
    do {
        condition = try ConditionParser.parse(text)
    } catch {
        Oracle.require(!error.description.isEmpty, "an error without a message")
        Oracle.require(error.offset >= 0 && error.offset <= text.unicodeScalars.count,
                       "error offset \(error.offset) outside the \(text.unicodeScalars.count) scalars of \(text.debugDescription)")
        return 0
    }
    let rendered = condition.description
    let reparsed: Condition
    do {
        reparsed = try ConditionParser.parse(rendered)
    } catch {
        fatalError("broken promise: \(text.debugDescription) renders as \(rendered.debugDescription), which does not parse: \(error.description) at \(error.offset)")
    }
    Oracle.require(reparsed == condition, "\(text.debugDescription) renders as \(rendered.debugDescription), which parses to another condition")
    Oracle.require(reparsed.description == rendered, "rendering is not a fixed point for \(rendered.debugDescription)")

    let literals = literals(of: condition)
    for variant in 0..<4 {
        let answers = Dictionary(uniqueKeysWithValues: condition.keys.enumerated().map { index, key in
            (key, value(from: literals, choice: index + variant))
        })
        let lookup = { (key: String) in answers[key] ?? .null }
        let holds = condition.evaluate(lookup)
        Oracle.require(Condition.not(condition).evaluate(lookup) == !holds, "not does not negate")
    }
    return 0
}

/// Every literal in the condition, in order.
private func literals(of condition: Condition) -> [Condition.Literal] {
    switch condition {
    case .comparison(_, _, let literal), .contains(_, let literal): return [literal]
    case .membership(_, let values): return values
    case .and(let left, let right), .or(let left, let right): return literals(of: left) + literals(of: right)
    case .not(let inner): return literals(of: inner)
    case .expression: return []
    }
}

/// An answer built from the expression's literals, so comparisons meet equal values too.
private func value(from literals: [Condition.Literal], choice: Int) -> AnswerValue {
    guard !literals.isEmpty else { return .null }
    switch literals[choice % literals.count] {
    case .string(let text): return choice % 3 == 0 ? .list([text]) : .string(text)
    case .number(let number):
        if number.rounded() == number, abs(number) < 1e15, choice % 2 == 0 { return .integer(Int(number)) }
        return .number(number)
    case .bool(let flag): return .bool(flag)
    case .null: return .null
    }
}

/// A form whose last row's `when` is the expression, with one earlier row of each type.
private func checkInForm(_ expression: String) {
    let quoted = JSONValue.string(expression).serialized()
    let form = """
        {"askform": 1, "sections": [{"rows": [
          {"key": "name", "type": "text"}, {"key": "age", "type": "integer"},
          {"key": "amount", "type": "number", "unit": {"key": "currency", "options": ["EUR", "USD"]}},
          {"key": "city", "type": "select", "options": ["Paris", {"value": "bj", "label": "北京"}]},
          {"key": "tags", "type": "multiselect", "options": ["work", "solo"]},
          {"key": "ok", "type": "confirm"}, {"key": "depart", "type": "date"},
          {"key": "site", "type": "url"}, {"key": "token", "type": "secret"},
          {"key": "address.city", "type": "text"},
          {"key": "last", "type": "text", "when": \(quoted)}
        ]}]}
        """
    let result = FormLoader().load(Array(form.utf8))
    for diagnostic in result.diagnostics {
        Oracle.requireInertLine(diagnostic.rendered(file: "form.json"), "a diagnostic")
    }
    guard let loaded = result.form else { return }
    // A `when` the loader accepted parses on its own.
    do {
        _ = try ConditionParser.parse(expression)
    } catch {
        fatalError("broken promise: the loader accepted \(expression.debugDescription), which does not parse")
    }
    var walker = Walker(form: loaded)
    for _ in 0..<32 {
        guard case .ask = walker.next() else { continue }
        if case .failure = walker.answer("") { break }
    }
}

/// The text as an expression and as a template: whatever parses renders (`description`) to
/// text that parses to the same tree; evaluation against answers of every type terminates
/// without trapping, and no string it yields (nor a rendered template) passes the output bound.
private func checkExpression(_ text: String) {
    let answers: [[String: AnswerValue]] = [
        [:],
        ["a": .string("Ada"), "b": .integer(3), "c": .number(-2.5), "d": .bool(true), "e": .list(["x", "y"])],
        ["a": .integer(Int.max), "b": .string("2026-02-28"), "c": .list([]), "d": .string(String(repeating: "é", count: 300))],
    ]
    func within(_ value: ExpressionValue) {
        if case .string(let result) = value {
            Oracle.require(result.unicodeScalars.count <= Expression.maximumOutput, "a string past the output bound")
        }
    }
    if let expression = try? Expression.parse(text) {
        let rendered = expression.description
        do {
            let reparsed = try Expression.parse(rendered)
            Oracle.require(reparsed == expression, "\(text.debugDescription) renders as \(rendered.debugDescription), which parses to another tree")
            Oracle.require(reparsed.description == rendered, "rendering is not a fixed point for \(rendered.debugDescription)")
        } catch {
            fatalError("broken promise: \(text.debugDescription) renders as \(rendered.debugDescription), which does not parse: \(error.description)")
        }
        for (index, set) in answers.enumerated() {
            let keys = expression.keys
            let context = ExpressionContext(answer: { key in
                set[key] ?? set[["a", "b", "c", "d", "e"][((keys.firstIndex(of: key) ?? 0) + index) % 5]] ?? .null
            }, today: ISODate("2024-02-29") ?? .epoch, environment: { $0 == "HOME" ? "/root" : nil }, index: index)
            within(expression.evaluate(in: context))
        }
    }
    if let template = try? Template.parse(text) {
        let context = ExpressionContext(answer: { answers[1][$0] ?? .null })
        Oracle.require(template.render(in: context).unicodeScalars.count <= Expression.maximumOutput, "a template past the output bound")
    }
}
