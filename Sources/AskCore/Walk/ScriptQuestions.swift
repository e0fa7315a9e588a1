/// What a script must supply on stdin for a fill, in order: `askform questions`. One entry
/// per question still open after the presets (`--answers`, `--set`, `--defaults`), with the
/// stdin line that answers it.
///
/// A question whose `when` reads only preset answers is decided now (listed or left out);
/// one that reads answers still to come is listed with its condition, and takes its line only
/// when the condition holds, as does a unit (only when its amount is given). Line numbers
/// count every question listed before, so after the first conditional one they are the
/// lines when every condition holds.
public struct ScriptQuestion: Sendable, Equatable {
    /// The stdin line that answers this question when every condition before it holds.
    public var line: Int
    /// The key it answers: a row key, or a unit key.
    public var key: String
    /// The row's type name, or `unit` for the unit asked after an amount.
    public var type: String
    /// Whether the row is `required` (a unit always is, once its amount is given).
    public var isRequired: Bool
    /// The condition (the section's and the row's), as written, when answers to come decide
    /// it, keys inside repeat items named as shown (`travellers[1].age < 18`); `nil` when the
    /// question is always asked.
    public var condition: String?
    /// The amount key a unit follows (asked only when that amount is given).
    public var unitOf: String?
    /// What an empty line gives.
    public var defaultValue: AnswerValue?
    /// Whether the answer may span lines: one line, or `<<WORD`, the lines, then `WORD`.
    public var isMultiline = false

    /// The questions of `walker` (presets applied) in the order stdin answers them.
    public static func list(_ walker: Walker) -> [ScriptQuestion] {
        let form = walker.form
        var questions: [ScriptQuestion] = []
        for section in form.sections {
            for row in section.rows {
                guard let key = row.key, row.asks else { continue }
                let conditions = [section.when, row.when].compactMap { $0 }
                // Decided by presets alone: false leaves the row out, true makes it certain.
                var open: [Condition] = []
                var hidden = false
                for condition in conditions {
                    if condition.keys.allSatisfy(walker.presetKeys.contains) {
                        let context = ExpressionContext(answer: { walker.answers[$0] ?? .null }, today: walker.today,
                                                                    environment: { walker.environment[$0] })
                        if !condition.evaluate(in: context) { hidden = true }
                    } else {
                        open.append(condition)
                    }
                }
                if hidden { continue }
                // Keys inside repeat items as people know them: `travellers[1].age < 18`.
                let shown = open.map(walker.layout.shownCondition)
                let condition = shown.count > 1 ? shown.map { "(\($0))" }.joined(separator: " and ") : shown.first
                if !walker.presetKeys.contains(key) {
                    let fallback = (try? walker.resolvedDefault(of: row).get()) ?? nil
                    questions.append(ScriptQuestion(line: questions.count + 1, key: walker.layout.shownKey(key), type: row.kind.typeName,
                                                    isRequired: row.isRequired, condition: condition,
                                                    unitOf: nil, defaultValue: fallback, isMultiline: row.kind.isMultiline))
                }
                if let unit = row.kind.unit, !walker.presetKeys.contains(unit.key) {
                    // A preset amount that is empty asks no unit.
                    if walker.presetKeys.contains(key), row.unit(after: walker.answers[key]) == nil { continue }
                    questions.append(ScriptQuestion(line: questions.count + 1, key: walker.layout.shownKey(unit.key), type: "unit", isRequired: true,
                                                    condition: condition,
                                                    unitOf: walker.presetKeys.contains(key) ? nil : walker.layout.shownKey(key),
                                                    defaultValue: walker.unitDefault(of: unit)))
                }
            }
        }
        return questions
    }
}

extension ScriptQuestion {
    /// The questions as a JSON array (`askform questions --format json`): line, key, type,
    /// required, when, unitOf (units only), multiline (multi-line rows only) and default of each.
    public static func json(_ questions: [ScriptQuestion]) -> String {
        let items = questions.map { question -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("line", .integer(question.line)), ("key", .string(question.key)), ("type", .string(question.type)),
                ("required", .bool(question.isRequired)), ("when", question.condition.map(JSONValue.string) ?? .null),
            ]
            if let amount = question.unitOf { members.append(("unitOf", .string(amount))) }
            if question.isMultiline { members.append(("multiline", .bool(true))) }
            members.append(("default", question.defaultValue?.json ?? .null))
            return .object(members)
        }
        return JSONValue.array(items).serialized() + "\n"
    }

    /// The questions in aligned, headed columns (`askform questions`); a conditional question
    /// says when it takes its line; a multi-line one's type says it may take `<<WORD` lines.
    public static func table(_ questions: [ScriptQuestion], catalog: Catalog) -> String {
        let header = ["LINE", "KEY", "TYPE", "REQUIRED", "DEFAULT", "ASKED"]
        var rows: [[String]] = [header]
        for question in questions {
            var asked: [String] = []
            if let amount = question.unitOf { asked.append(catalog.text(for: .askedWhenGiven(amount))) }
            if let condition = question.condition { asked.append(catalog.text(for: .askedWhen(condition))) }
            rows.append([String(question.line), question.key, question.type + (question.isMultiline ? " <<WORD" : ""),
                         catalog.text(for: question.isRequired ? .yes : .no),
                         question.defaultValue.map { InertText.line($0.plainText) } ?? "—",
                         asked.isEmpty ? catalog.text(for: .askedAlways) : asked.joined(separator: catalog.punctuation.clauseSeparator)])
        }
        let widths = header.indices.map { column in rows.map { DisplayWidth.of(InertText.line($0[column])) }.max() ?? 0 }
        var text = ""
        for row in rows {
            let cells = row.indices.map { column in
                column == row.count - 1 ? InertText.line(row[column]) : DisplayWidth.padded(InertText.line(row[column]), to: widths[column])
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        if questions.isEmpty { text += catalog.text(for: .noQuestionsLeft) + "\n" }
        return text
    }
}
