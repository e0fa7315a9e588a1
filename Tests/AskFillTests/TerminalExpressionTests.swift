import AskCore
import AskFill
import Testing

/// Checks, templates, computed defaults and computed rows at a scripted terminal: whole
/// transcripts.
@Suite struct TerminalExpressionTests {
    static let form = """
        {"askform": 1, "title": "Leave", "sections": [
          {"title": "Dates", "rows": [
            {"key": "start", "type": "date", "title": "First day", "required": true},
            {"key": "end", "type": "date", "title": "Last day after {{ start }}", "required": true,
             "default": "{{ start }}",
             "checks": [{"that": "end >= start", "message": "the last day is before the first ({{ start }})"}]},
            {"type": "computed", "key": "days", "title": "Days", "value": "days(start, end) + 1"},
            {"type": "note", "title": "That is {{ days }} days."}
          ]}
        ]}
        """

    static func fill(_ script: [String]) throws -> (FillOutcome, String, String) {
        let form = try #require(FormLoader().load(Array(Self.form.utf8)).form)
        let terminal = ScriptedTerminal(script, columns: 80)
        var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 80, style: .plain))
        var walker = Walker(form: form, today: try #require(ISODate("2026-05-28")))
        let outcome = Questionnaire.run(&walker, with: &driver)
        return (outcome, terminal.transcript, walker.answersDocument.serialized(pretty: false))
    }

    @Test func aFailedCheckIsShownAndTheRowAskedAgain() throws {
        let (outcome, transcript, answers) = try Self.fill(["2026-06-03", "2026-06-01", "", "y"])
        #expect(outcome == .completed)
        #expect(answers == #"{"start":"2026-06-03","end":"2026-06-03","days":1}"#)
        #expect(transcript == """
            Leave

            [1/2] Dates
            First day (required, YYYY-MM-DD): 2026-06-03
            Last day after 2026-06-03 (required, YYYY-MM-DD) [2026-06-03]: 2026-06-01
            ✗ end: the last day is before the first (2026-06-03)
            Last day after 2026-06-03 (required, YYYY-MM-DD) [2026-06-03]:\u{20}
              That is 1 days.

            Review
              1  start  First day                  2026-06-03
              2  end    Last day after 2026-06-03  2026-06-03
              3  days   Days                       1
            Write these answers? [Y/n] or a number or key to change: y

            """)
    }

    @Test func anEditThatBreaksALaterCheckAsksThatRowAgainAndComputedRowsStayReadOnly() throws {
        let (outcome, transcript, answers) = try Self.fill(["2026-06-01", "2026-06-05", "days", "1", "2026-06-09",
                                                            "2026-06-10", ""])
        #expect(outcome == .completed)
        #expect(answers == #"{"start":"2026-06-09","end":"2026-06-10","days":2}"#)
        #expect(transcript.hasSuffix("""
            Write these answers? [Y/n] or a number or key to change: days
            ✗ days: is computed from other answers; it cannot be set
            Write these answers? [Y/n] or a number or key to change: 1
            First day (required, YYYY-MM-DD) [2026-06-01]: 2026-06-09
            ✗ end: the last day is before the first (2026-06-09)
            Last day after 2026-06-09 (required, YYYY-MM-DD) [2026-06-05]: 2026-06-10

            Review
              1  start  First day                  2026-06-09
              2  end    Last day after 2026-06-09  2026-06-10
              3  days   Days                       2
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """))
    }
}
