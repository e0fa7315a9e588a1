import AskCore
import FuzzSupport

/// Answers for a fixed form with every row type and rule. The first byte picks the mode:
/// - 0: the second byte picks a row (or a unit) and the rest is typed text, through
///   `AnswerParser.parse`/`parseUnit`: an accepted value meets `AnswerRules`, a refusal
///   reads as one inert line, and the value encodes to JSON askform reads back;
/// - 1: the rest is an answers document, through `AnswerValidator.validate`: every issue
///   renders as one inert line, in file order;
/// - 2: the rest is stdin lines of a scripted fill, walked as `askform fill` does: what a
///   completed walk writes, `validate` accepts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswers(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Oracle.bytes(data, size)
    guard let mode = bytes.first else { return 0 }
    switch mode % 3 {
    case 0: parseTyped(Array(bytes.dropFirst()))
    case 1: validateDocument(Array(bytes.dropFirst()))
    default: walkLines(Array(bytes.dropFirst()))
    }
    return 0
}

private let form: Form = {
    let text = """
        {"askform": 1, "id": "fuzz", "sections": [
          {"id": "one", "rows": [
            {"key": "name", "type": "text", "required": true, "minLength": 2, "maxLength": 20,
             "pattern": "^[^0-9]+$", "patternMessage": "no digits"},
            {"key": "age", "type": "integer", "min": 0, "max": 120, "default": 30},
            {"key": "guardian", "type": "text", "when": "age < 18"},
            {"key": "email", "type": "email"},
            {"key": "site", "type": "url", "maxLength": 100},
            {"key": "budget", "type": "number", "min": -1.5, "max": 1e6,
             "unit": {"key": "currency", "options": ["EUR", {"value": "KRW", "label": {"en": "Won", "ko": "원"}}], "default": "EUR"}},
            {"key": "weight", "type": "number", "unit": {"key": "weight_unit", "options": ["kg", "lb"]}}
          ]},
          {"id": "two", "when": "name != 'skip'", "rows": [
            {"key": "city", "type": "select", "required": true,
             "options": ["Paris", "Berlin", {"value": "bj", "label": "北京 Beijing"}, {"value": "seoul", "label": {"en": "Seoul", "ko": "서울"}}]},
            {"key": "tags", "type": "multiselect", "options": ["work", "conference", "family", "solo"],
             "minSelected": 1, "maxSelected": 2},
            {"key": "site2", "type": "url", "when": "tags contains 'conference' and city in ['Paris', 'bj']"},
            {"key": "ok", "type": "confirm", "default": false},
            {"key": "depart", "type": "date", "min": "2026-01-01", "max": "2030-12-31"},
            {"key": "later", "type": "date", "when": "depart >= '2027-01-01' or not ok == true"},
            {"key": "token", "type": "secret", "minLength": 6, "pattern": "^[^#]*$"},
            {"key": "address.street", "type": "text"},
            {"key": "address.city", "type": "text", "when": "address.street != null"},
            {"type": "note", "title": "done"}
          ]}
        ]}
        """
    guard let form = FormLoader().load(Array(text.utf8)).form else { fatalError("the fixed form does not load") }
    return form
}()

/// Every prompt the form can show: each keyed row, and each unit.
private let prompts: [(row: Row, unit: Unit?)] = form.rows.flatMap { row -> [(row: Row, unit: Unit?)] in
    guard row.key != nil else { return [] }
    return [(row, nil)] + (row.kind.unit.map { [(row, $0)] } ?? [])
}

private func parseTyped(_ bytes: [UInt8]) {
    guard let choice = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let (row, unit) = prompts[Int(choice) % prompts.count]
    let result = unit.map { AnswerParser.parseUnit(text, for: $0) } ?? AnswerParser.parse(text, for: row)
    switch result {
    case .success(let value):
        if let unit {
            Oracle.require(AnswerValidator.unitProblem(value, unit) == nil, "accepted unit \(value) is not an option")
        } else {
            Oracle.require(AnswerRules.problem(with: value, for: row) == nil, "accepted \(value) breaks the rules of \(row.key ?? "")")
        }
        let key = unit?.key ?? row.key ?? ""
        _ = Oracle.requireJSON(AnswerEncoder.json([(key, value)]).serialized(), "an encoded answer")
        // A key naming a variable a shell relies on is refused; the oracle then needs no line.
        let naming = EnvironmentNaming()
        let reserved = naming.problem(forKey: key) != nil
        if let env = try? AnswerEncoder.env([(key, value)], naming: naming) {
            Oracle.require(!reserved, "env wrote a reserved name for \(key)")
            // Bytes, not characters: a combining mark after the quote makes one character of both.
            Oracle.require(env.utf8.starts(with: (AnswerEncoder.environmentName(key) + "='").utf8)
                           && env.utf8.reversed().starts(with: "\n'".utf8), "env line \(env.debugDescription)")
        } else {
            Oracle.require(reserved, "env refused \(key), which is not reserved")
        }
    case .failure(let problem):
        Oracle.requireInertLine(problem.description, "a problem")
        if row.kind.hidesAnswer, unit == nil, !text.isEmpty {
            Oracle.require(!problem.description.contains("'" + InertText.line(text) + "'"), "a problem quotes the secret")
        }
    }
}

private func validateDocument(_ bytes: [UInt8]) {
    guard let document = try? JSONReader.parse(bytes) else { return }
    let issues = AnswerValidator.validate(document, form: form)
    for issue in issues {
        Oracle.requireInertLine(issue.rendered(file: "answers.json"), "an issue")
    }
    for (earlier, later) in zip(issues, issues.dropFirst()) {
        Oracle.require(!AnswerIssue.fileOrder(later, earlier), "issues out of file order")
    }
}

private func walkLines(_ bytes: [UInt8]) {
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    var walker = Walker(form: form)
    var driver = Answering(lines: lines[...])
    guard case .completed = Questionnaire.run(&walker, with: &driver) else { return }
    let written = AnswerEncoder.json(walker.visibleAnswers).serialized()
    let issues = AnswerValidator.validate(Oracle.requireJSON(written, "the answers"), form: form)
    Oracle.require(issues.isEmpty, "validate refuses what fill writes: \(issues.map { $0.rendered(file: "-") }) in \(written)")
}

/// Answers each prompt with the next line (empty past the end); stops at the first refusal.
private struct Answering: FillDriver {
    var lines: ArraySlice<String>

    mutating func ask(_ prompt: Walker.Prompt, _ walker: inout Walker) -> FillStep {
        if case .failure = walker.answer(lines.popFirst() ?? "") { return .stopped(.stopped(signal: nil)) }
        return .answered
    }
}
