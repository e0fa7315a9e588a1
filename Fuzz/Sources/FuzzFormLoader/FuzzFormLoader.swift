import AskCore
import FuzzSupport

/// Form files of every syntax (JSON, XML and binary property lists; the loader sniffs the
/// first bytes) through `FormLoader().load`. Beyond not crashing or hanging:
/// - every diagnostic renders as one inert line, and a form comes back exactly when there
///   are no errors;
/// - a loaded form is shown inert at every step a person would see (header, sections,
///   notes, prompts, option lists, problems, the review), walking it as a person would;
/// - its JSON Schema and its answers are JSON that askform's own reader reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let result = FormLoader().load(Oracle.bytes(data, size))
    for diagnostic in result.diagnostics {
        Oracle.requireInertLine(diagnostic.rendered(file: "form.json"), "a diagnostic")
    }
    Oracle.require((result.form == nil) == !result.errors.isEmpty, "a form must load exactly when there are no errors")
    guard let form = result.form else { return 0 }

    _ = Oracle.requireJSON(AnswerSchema.schema(for: form).serialized(), "the schema")
    walk(form)
    return 0
}

/// Walks `form` with answers a person might give, checking everything shown on the way.
private func walk(_ form: Form) {
    let presenter = Presenter(form: form, width: 60)
    Oracle.requireShownInert(presenter.header(), "the header")
    var walker = Walker(form: form)
    // Each step answers a row or gives up on the walk, so this bounds the work.
    var steps = 0
    walking: while steps < 2 * form.rows.count + 16 {
        steps += 1
        switch walker.next() {
        case .finished:
            break walking
        case .sectionStart(let section, let question, let total):
            Oracle.require(question >= 1 && question <= max(total, 1), "progress \(question)/\(total)")
            Oracle.requireShownInert(presenter.sectionStart(section, question: question, total: total), "a section title")
        case .sectionEnd(let section):
            Oracle.requireShownInert(presenter.sectionEnd(section), "a footer")
        case .note(let section, let row):
            Oracle.requireShownInert(presenter.note(form.sections[section].rows[row]), "a note")
        case .ask(let prompt):
            guard let row = walker.layout.row(forKey: prompt.key) else {
                fatalError("broken promise: the walker asks '\(prompt.key)', which no row has")
            }
            Oracle.requireShownInert(presenter.preamble(for: row, isUnit: prompt.isUnit), "a preamble")
            Oracle.requireShownInert(presenter.promptLine(for: row, prompt: prompt), "a prompt")
            Oracle.requireShownInert(presenter.fullerHint(for: row, isUnit: prompt.isUnit), "a fuller hint")
            if !answer(&walker, prompt: prompt, row: row, presenter: presenter) { break walking }
        }
    }
    Oracle.requireShownInert(presenter.review(presenter.reviewEntries(walker)), "the review")
    let answers = walker.visibleAnswers
    _ = Oracle.requireJSON(AnswerEncoder.json(answers).serialized(), "the answers")
    // A key that would name a variable a shell relies on is refused, not written.
    _ = try? AnswerEncoder.env(answers)
}

/// Tries the answers a person would: Enter (the default), the first option, yes, a date,
/// a number; false when none is accepted (a pattern or bound nothing here meets).
private func answer(_ walker: inout Walker, prompt: Walker.Prompt, row: Row, presenter: Presenter) -> Bool {
    for text in ["", "1", "y", "2026-06-01", "0", "a@b.c", "https://example.org", "Ada"] {
        switch walker.answer(text) {
        case .success(let value):
            if let unit = row.kind.unit, prompt.isUnit {
                Oracle.require(AnswerValidator.unitProblem(value, unit) == nil, "an accepted unit \(value) is not an option")
            } else {
                Oracle.require(AnswerRules.problem(with: value, for: row) == nil, "an accepted answer \(value) breaks the rules")
            }
            return true
        case .failure(let problem):
            Oracle.requireInertLine(problem.description, "a problem")
            Oracle.requireShownInert(presenter.problem(problem, key: row.key ?? ""), "a shown problem")
        }
    }
    return false
}
