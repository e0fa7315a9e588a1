import Testing
@testable import AskCore

/// Visibility kept up to date answer by answer: the same flags as a pass over the whole
/// form, for far less work (only the conditions that read a changed key).
@Suite struct VisibilityTests {
    /// Rows in a chain (each shown while the one before is not 'stop'), a section shown by a
    /// number with a unit, and notes with conditions of their own.
    static let formText = """
        {"askform": 1, "sections": [
          {"rows": [
            {"key": "a", "type": "text"},
            {"key": "b", "type": "text", "when": "a != 'stop'"},
            {"type": "note", "title": "n", "when": "b == 'note'"},
            {"key": "c", "type": "integer", "when": "b != 'stop'",
             "unit": {"key": "cu", "options": ["kg", "lb"]}},
            {"key": "d", "type": "select", "options": ["x", "y"], "when": "cu == 'lb' or a == 'd'"}]},
          {"when": "c > 3 and d != 'y'", "rows": [
            {"key": "e", "type": "text", "when": "c > 5"},
            {"key": "f", "type": "text", "when": "e == null"},
            {"type": "note", "title": "m", "when": "f != null"}]},
          {"rows": [{"key": "g", "type": "text", "when": "f == 'go' or e == 'go'"}]}]}
        """

    static let changes: [(String, AnswerValue)] = [
        ("a", .string("go")), ("b", .string("note")), ("c", .integer(7)), ("cu", .string("lb")), ("d", .string("x")),
        ("e", .string("go")), ("f", .string("go")), ("c", .integer(4)), ("b", .string("stop")), ("a", .string("stop")),
        ("b", .string("x")), ("a", .string("d")), ("d", .string("y")), ("c", .null), ("c", .integer(9)),
        ("cu", .string("kg")), ("a", .null), ("e", .null), ("g", .string("z")), ("d", .string("x")), ("f", .null),
    ]

    /// After every change in a long, tangled sequence, the incremental flags equal those of a
    /// fresh pass over the whole form.
    @Test func incrementalUpdatesAgreeWithAFullPass() throws {
        let form = try EngineFixture.form(Self.formText)
        var walker = Walker(form: form)
        // Each round takes the changes in another order (steps 1, 2, 4 through 21), so they meet different states.
        for step in [1, 2, 4] {
            for index in Self.changes.indices {
                let (key, value) = Self.changes[(index * step) % Self.changes.count]
                walker.preset(key, to: value)
                let full = Visibility(layout: walker.layout, answers: walker.answers)
                #expect(walker.visibility.rows == full.rows, "after \(key) = \(value) (step \(step))")
                #expect(walker.visibility.sections == full.sections, "after \(key) = \(value) (step \(step))")
            }
        }
    }

    /// An answer that no condition reads evaluates nothing; one that a single row reads
    /// evaluates that row's condition only.
    @Test func onlyConditionsThatReadTheChangedKeyAreEvaluated() throws {
        let form = try EngineFixture.form("""
            {"askform": 1, "sections": [{"rows": [
              {"key": "a", "type": "text"}, {"key": "b", "type": "text"},
              {"key": "c", "type": "text", "when": "a == 'x'"}, {"key": "d", "type": "text", "when": "c == null"}]}]}
            """)
        var walker = Walker(form: form)
        let start = walker.conditionEvaluations
        walker.preset("b", to: .string("anything"))
        #expect(walker.conditionEvaluations == start)
        walker.preset("a", to: .string("y"))
        // c's condition: still hidden, so what d reads of c is unchanged and d is not evaluated.
        #expect(walker.conditionEvaluations == start + 1)
        walker.preset("a", to: .string("x"))
        // c is shown now, and d reads c: both evaluated.
        #expect(walker.conditionEvaluations == start + 3)
    }

    /// A piped fill of n rows, each with a `when` reading the row before: each answer
    /// evaluates one condition, so the whole walk is linear (the former full pass per answer
    /// made it n² evaluations: 100 million for 10,000 rows).
    @Test func aLongChainFillsInLinearWork() throws {
        let count = 10_000
        var rows = [#"{"key": "q0", "type": "text"}"#]
        for index in 1..<count {
            rows.append(#"{"key": "q\#(index)", "type": "text", "when": "q\#(index - 1) != 'stop'"}"#)
        }
        let form = try EngineFixture.form(#"{"askform": 1, "sections": [{"rows": [\#(rows.joined(separator: ","))]}]}"#)
        var walker = Walker(form: form)
        var asked = 0
        while true {
            switch walker.next() {
            case .ask:
                asked += 1
                _ = walker.answer("go")
                continue
            case .finished: break
            default: continue
            }
            break
        }
        #expect(asked == count)
        #expect(walker.visibleAnswers.count == count)
        #expect(walker.conditionEvaluations <= 2 * count)
    }
}
