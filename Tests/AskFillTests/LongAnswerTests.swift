import AskCore
import AskFill
import Testing

/// Multi-line answers, `:edit`, pastes and prefilled edits at a scripted terminal, whole
/// transcripts (docs/CLI.md, "Long answers"). The pty suite covers readline's side.
@Suite struct LongAnswerTests {
    static let form = """
        {"askform": 1, "title": "Bug", "sections": [{"rows": [
          {"key": "title", "type": "text", "title": "Title", "required": true},
          {"key": "steps", "type": "text", "title": "Steps", "multiline": true, "required": true},
          {"key": "logs", "type": "text", "title": "Logs", "multiline": true, "default": "none"}
        ]}]}
        """

    static func fill(_ script: [String], review: Bool = false, editor: ((String) -> EditResult)? = nil)
        throws -> (outcome: FillOutcome, transcript: String, answers: String, terminal: ScriptedTerminal) {
        let form = try #require(FormLoader().load(Array(Self.form.utf8)).form)
        let terminal = ScriptedTerminal(script, columns: 100)
        terminal.editor = editor
        var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 100, style: .plain), review: review)
        var walker = Walker(form: form)
        let outcome = Questionnaire.run(&walker, with: &driver)
        return (outcome, terminal.transcript, AnswerEncoder.json(walker.visibleAnswers).serialized(pretty: false), terminal)
    }

    @Test func linesUpToALoneDotAreOneAnswerAndEmptyTakesTheDefault() throws {
        let run = try Self.fill(["Crash", "", "1. open", "", "  2. click", " . ", ""])
        #expect(run.outcome == .completed)
        #expect(run.answers == #"{"title":"Crash","steps":"1. open\n\n  2. click","logs":"none"}"#)
        #expect(run.transcript == """
            Bug

            [1/3]
            Title (required): Crash
            Steps (required, several lines: end with a line of just ., or :edit): 
            ✗ steps: an answer is required
            Steps (required, several lines: end with a line of just ., or :edit): 1. open
            > 
            >   2. click
            >  . 
            Logs (several lines: end with a line of just ., or :edit) [none]: 

            """)
    }

    @Test func theReviewShowsTheFirstLineAndHowManyFollow() throws {
        let run = try Self.fill(["Crash", "one", "two", "three", ".", ".", ""], review: true)
        #expect(run.outcome == .completed)
        #expect(run.answers == #"{"title":"Crash","steps":"one\ntwo\nthree","logs":"none"}"#)
        #expect(run.transcript == """
            Bug

            [1/3]
            Title (required): Crash
            Steps (required, several lines: end with a line of just ., or :edit): one
            > two
            > three
            > .
            Logs (several lines: end with a line of just ., or :edit) [none]: .

            Review
              1  title  Title     Crash
              2  steps  Steps     one (+2 lines)
              3  logs   Logs      none
            Write these answers? [Y/n] or a number or key to change: 

            """)
    }

    @Test func editTakesTheEditorsTextCheckedLikeATypedAnswer() throws {
        var given: [String] = []
        let run = try Self.fill(["Crash", ":edit", ":edit", ":edit", "."], editor: { text in
            given.append(text)
            switch given.count {
            case 1: return .edited("\n")
            case 2: return .failed(status: 3)
            default: return .edited("step 1\r\nstep 2\n\n\n")
            }
        })
        #expect(run.answers == #"{"title":"Crash","steps":"step 1\nstep 2","logs":"none"}"#)
        // The first edit saved nothing: required. The editor started from the default, then
        // (the second time) from what the first edit saved.
        #expect(given == ["", "\n", "\n"])
        #expect(run.transcript == """
            Bug

            [1/3]
            Title (required): Crash
            Steps (required, several lines: end with a line of just ., or :edit): :edit
            [editor]
            ✗ steps: an answer is required
            Steps (required, several lines: end with a line of just ., or :edit): :edit
            [editor]
            ✗ steps: the editor exited with status 3; the answer is unchanged
            Steps (required, several lines: end with a line of just ., or :edit): :edit
            [editor]
            Logs (several lines: end with a line of just ., or :edit) [none]: .

            """)
    }

    @Test func aOneLineRowRefusesAnEditedTextOfSeveralLines() throws {
        var given: [String] = []
        let run = try Self.fill([":edit", ":edit"], editor: { text in
            given.append(text)
            return .edited(given.count == 1 ? "a\nb\n" : "Crash on save\n")
        })
        // The second edit starts from the refused one; one final line end is not a line.
        #expect(given == ["", "a\nb\n"])
        #expect(run.outcome == .stopped(signal: nil))
        #expect(run.answers == #"{"title":"Crash on save","steps":null,"logs":null}"#)
        #expect(run.transcript == """
            Bug

            [1/3]
            Title (required): :edit
            [editor]
            ✗ title: the answer has 2 lines but this question takes one line
            Title (required): :edit
            [editor]
            Steps (required, several lines: end with a line of just ., or :edit): 

            """)
    }

    @Test func aPasteIsKeptWholeAtAMultiLineRowAndRefusedAtAOneLineRow() throws {
        let run = try Self.fill(["first\nsecond\n", "Crash", "a\n.\nb\n", "c", ".", "."])
        #expect(run.answers == #"{"title":"Crash","steps":"a\n.\nb\n\nc","logs":"none"}"#)
        #expect(run.transcript == """
            Bug

            [1/3]
            Title (required): first
            second

            ✗ title: the pasted text has 2 lines but this question takes one line; nothing was answered
            Title (required): Crash
            Steps (required, several lines: end with a line of just ., or :edit): a
            .
            b

            > c
            > .
            Logs (several lines: end with a line of just ., or :edit) [none]: .

            """)
    }

    @Test func backPutsTheAnswerInTheLineButNotAMultiLineOne() throws {
        let run = try Self.fill(["Crash", "one", "two", ".", ":back", ":back", "", "", "."], review: false)
        #expect(run.answers == #"{"title":"Crash","steps":"one\ntwo","logs":"none"}"#)
        // title, steps (and its continuation lines), logs, back to steps, back to title, steps, logs.
        #expect(run.terminal.prefills == ["", "", "", "", "", "", "Crash", "", ""])
        #expect(run.transcript == """
            Bug

            [1/3]
            Title (required): Crash
            Steps (required, several lines: end with a line of just ., or :edit): one
            > two
            > .
            Logs (several lines: end with a line of just ., or :edit) [none]: :back
            Steps (required, several lines: end with a line of just ., or :edit) [one (+1 line)]: :back
            Title (required) [Crash]: 
            Steps (required, several lines: end with a line of just ., or :edit) [one (+1 line)]: 
            Logs (several lines: end with a line of just ., or :edit) [none]: .

            """)
    }

    @Test func aSecretIsNeverEdited() throws {
        let form = try #require(FormLoader().load(Array(#"{"askform": 1, "sections": [{"rows": [{"key": "token", "type": "secret", "title": "Token"}]}]}"#.utf8)).form)
        let terminal = ScriptedTerminal([":edit", "abcdef"])
        var edits = 0
        terminal.editor = { _ in
            edits += 1
            return .edited("leaked")
        }
        var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 80, style: .plain), review: false)
        var walker = Walker(form: form)
        #expect(Questionnaire.run(&walker, with: &driver) == .completed)
        #expect(edits == 0)
        #expect(walker.answers["token"] == .string("abcdef"))
        #expect(terminal.transcript == """

            [1/1]
            Token (hidden): 
            ✗ token: expected an answer or one of :back, :skip, :help, :review, :quit (type
              :: before an answer that starts with ':'), found an unknown command
            Token (hidden): 

            """)
    }
}
