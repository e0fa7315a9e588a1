import AskCore
import FuzzSupport

/// `when` expressions through `ConditionParser.parse`. Beyond not crashing or hanging:
/// - an error has a message and an offset inside the text;
/// - a parsed condition renders (`description`) to text that parses back to the same
///   condition, and renders again to the same text (the canonical form is a fixed point);
/// - evaluation under answers made from the expression's own literals terminates, and
///   `not` negates it;
/// - in a form whose earlier rows have every type, the loader checks the expression (key
///   order, types, option values) and reports only inert diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWhen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: Oracle.bytes(data, size), as: UTF8.self)
    checkInForm(text)
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
    Oracle.require(!condition.keys.isEmpty, "a condition reads no key")

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
