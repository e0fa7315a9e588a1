import AskCore
import AskFill
import Testing

/// The terminal walk in-process, through a ``ScriptedTerminal``: whole transcripts of what a
/// person sees and types. (The pty suite keeps readline, signals and the terminal's modes.)
@Suite struct TerminalDriverTests {
    static let form = """
        {
          "askform": 1,
          "title": "Trip",
          "sections": [
            { "title": "You", "rows": [
              { "key": "name", "type": "text", "title": "Name", "required": true, "minLength": 2 },
              { "key": "age", "type": "integer", "title": "Age", "min": 0, "max": 120 },
              { "key": "city", "type": "select", "title": "City", "options": ["Paris", "Berlin"] },
              { "key": "insurance", "type": "confirm", "title": "Insurance?", "default": false }
            ] }
          ]
        }
        """

    /// Fills `form` at a scripted terminal; the outcome, the transcript and the answers.
    static func fill(_ script: [String], form text: String = form, review: Bool = true,
                     kinds: RowKinds = .builtIn) throws -> (FillOutcome, String, String) {
        try fillKeeping(script, form: text, review: review, kinds: kinds).outcome
    }

    /// ``fill(_:form:review:kinds:)``, with the lines the terminal kept for recall.
    static func fillKeeping(_ script: [String], form text: String = form, review: Bool = true, kinds: RowKinds = .builtIn)
        throws -> (outcome: (FillOutcome, String, String), remembered: [String]) {
        let form = try #require(FormLoader(kinds: kinds).load(Array(text.utf8)).form)
        let terminal = ScriptedTerminal(script, columns: 80)
        var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 80, style: .plain),
                                    review: review)
        var walker = Walker(form: form)
        let outcome = Questionnaire.run(&walker, with: &driver)
        return ((outcome, terminal.transcript, AnswerEncoder.json(walker.visibleAnswers).serialized(pretty: false)),
                terminal.remembered)
    }

    @Test func refusalsAreAskedAgainAndBackGoesToThePreviousRow() throws {
        let (outcome, transcript, answers) = try Self.fill(["", "A", "Ada", "200", "36", ":back", "37", "pa", "", "y"])
        #expect(outcome == .completed)
        #expect(answers == #"{"name":"Ada","age":37,"city":"Paris","insurance":false}"#)
        #expect(transcript == """
            Trip

            [1/4] You
            Name (required, at least 2 characters): 
            ✗ name: an answer is required
            Name (required, at least 2 characters): A
            ✗ name: 'A' is 1 character long; the minimum is 2
              Accepted: required, at least 2 characters
            Name (required, at least 2 characters): Ada
            Age (whole number 0–120): 200
            ✗ age: '200' is above the maximum 120
            Age (whole number 0–120): 36
              1) Paris
              2) Berlin
            City (1–2 or a name, TAB completes): :back
            Age (whole number 0–120) [36]: 37
              1) Paris
              2) Berlin
            City (1–2 or a name, TAB completes): pa
            Insurance? [y/N]: 

            Review
              1  name       Name        Ada
              2  age        Age         37
              3  city       City        Paris
              4  insurance  Insurance?  no
            Write these answers? [Y/n] or a number or key to change: y

            """)
    }
}

extension TerminalDriverTests {
    @Test func secretsAreNotEchoedRememberedOrShownAndTheReviewEditsByKey() throws {
        let form = """
            {"askform": 1, "sections": [{"rows": [
              {"key": "user", "type": "text"},
              {"key": "token", "type": "secret", "title": "Token", "minLength": 3}
            ]}]}
            """
        let ((outcome, transcript, answers), remembered) = try Self.fillKeeping(["ada", "s3cret", "user", "bo", ""], form: form)
        // Answers typed at questions are kept for up-arrow; the secret never is.
        #expect(remembered == ["ada", "bo"])
        #expect(outcome == .completed)
        #expect(answers == #"{"user":"bo","token":"s3cret"}"#)
        #expect(transcript == """

            [1/2]
            user: ada
            Token (hidden, at least 3 characters): 

            Review
              1  user   user      ada
              2  token  Token     ••••••
            Write these answers? [Y/n] or a number or key to change: user
            user [ada]: bo

            Review
              1  user   user      bo
              2  token  Token     ••••••
            Write these answers? [Y/n] or a number or key to change: 

            """)
    }

    @Test func quitStopsAndDiscardAsksFirst() throws {
        #expect(try Self.fill(["Ada", ":quit"]).0 == .stopped(signal: nil))
        #expect(try Self.fill(["Ada", ":discard", "", ":discard", "y"]).0 == .discarded)
        // The script running out is Ctrl-D: a stop, keeping what was answered.
        #expect(try Self.fill(["Ada"]).0 == .stopped(signal: nil))
    }
}
