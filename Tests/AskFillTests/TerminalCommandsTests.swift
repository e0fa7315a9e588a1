import AskCore
import AskFill
import Testing

/// The prompt commands and the review at a scripted terminal, whole transcripts. (Moved from
/// the pty suite: they test the walk's logic, not readline.)
@Suite struct TerminalCommandsTests {
    static let form = """
        {
          "askform": 1, "id": "mini", "title": "Mini form", "description": "A short form.",
          "sections": [
            { "id": "one", "title": "First", "footer": "End of first.", "rows": [
              { "type": "note", "title": "Read this first." },
              { "key": "name", "type": "text", "title": "Name", "required": true, "minLength": 2 },
              { "key": "age", "type": "integer", "title": "Age", "min": 0, "max": 120, "help": "In years." },
              { "key": "guardian", "type": "text", "title": "Guardian", "when": "age < 18" } ] },
            { "id": "two", "title": "Second", "rows": [
              { "key": "city", "type": "select", "title": "City",
                "options": ["Paris", { "value": "bj", "label": "北京 Beijing" }] },
              { "key": "tags", "type": "multiselect", "title": "Tags", "options": ["work", "conference", "family"] },
              { "key": "token", "type": "secret", "title": "Token", "minLength": 6 } ] }
          ]
        }
        """

    static func fill(_ script: [String], review: Bool = true, columns: Int = 100) throws -> (FillOutcome, String, String) {
        let form = try #require(FormLoader().load(Array(Self.form.utf8)).form)
        let terminal = ScriptedTerminal(script, columns: columns)
        var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: columns, style: .plain),
                                    review: review)
        var walker = Walker(form: form)
        let outcome = Questionnaire.run(&walker, with: &driver)
        return (outcome, terminal.transcript, AnswerEncoder.json(walker.visibleAnswers).serialized(pretty: false))
    }

    @Test func skipLeavesOptionalRowsEmptyAndRefusesRequiredOnes() throws {
        let (outcome, transcript, answers) = try Self.fill([":skip", "Ada", ":skip", " :SKIP ", ":skip", ":skip"], review: false)
        // A skipped age is null, so the guardian (age < 18) stays hidden.
        #expect(outcome == .completed)
        #expect(answers == #"{"name":"Ada","age":null,"city":null,"tags":null,"token":null}"#)
        #expect(transcript == """
            Mini form
            A short form.

            [1/5] First
              Read this first.
            Name (required, at least 2 characters): :skip
            ✗ name: an answer is required; :skip is only for optional questions
            Name (required, at least 2 characters): Ada
              In years.
            Age (whole number 0–120): :skip
              End of first.

            [3/5] Second
              1) Paris
              2) 北京 Beijing
            City (1–2 or a name, TAB completes):  :SKIP\u{20}
              1) work
              2) conference
              3) family
            Tags (comma-separated, TAB completes): :skip
            Token (hidden, at least 6 characters):\u{20}

            """)
    }

    @Test func helpListsTheCommands() throws {
        let (outcome, transcript, answers) = try Self.fill(["Ada", ":help"])
        // The row's help first, then the commands; the script's end is Ctrl-D: a stop.
        #expect(outcome == .stopped(signal: nil))
        #expect(answers == #"{"name":"Ada","age":null,"city":null,"tags":null,"token":null}"#)
        #expect(transcript == """
            Mini form
            A short form.

            [1/5] First
              Read this first.
            Name (required, at least 2 characters): Ada
              In years.
            Age (whole number 0–120): :help
              In years.
              :back     go to the previous question
              :skip     leave this question empty (optional questions only)
              :review   show the answers so far
              :edit     edit the answer in $VISUAL or $EDITOR (also Ctrl-X Ctrl-E)
              :list     list every option, numbered (choices only)
              :help     show this help
              :discard  throw the answers and the draft away (asks first)
              :quit     stop; your answers are kept as a draft (resume with --resume)
              ::text    answer ':text' literally
            Age (whole number 0–120):\u{20}

            """)
    }

    @Test func reviewMidWalkShowsTheAnswersSoFar() throws {
        let (outcome, transcript, answers) = try Self.fill(["Ada", ":skip", "bj", ":review"])
        // Every visible question is listed; those not answered yet show `—`, as empty ones do.
        #expect(outcome == .stopped(signal: nil))
        #expect(answers == #"{"name":"Ada","age":null,"city":"bj","tags":null,"token":null}"#)
        #expect(transcript == """
            Mini form
            A short form.

            [1/5] First
              Read this first.
            Name (required, at least 2 characters): Ada
              In years.
            Age (whole number 0–120): :skip
              End of first.

            [3/5] Second
              1) Paris
              2) 北京 Beijing
            City (1–2 or a name, TAB completes): bj
              1) work
              2) conference
              3) family
            Tags (comma-separated, TAB completes): :review

            Review
              1  name   Name      Ada
              2  age    Age       —
              3  city   City      北京 Beijing
              4  tags   Tags      —
              5  token  Token     —
            Tags (comma-separated, TAB completes):\u{20}

            """)
    }

    @Test func theReviewPromptTakesCommandsRangesHiddenKeysAndAnyCase() throws {
        let (outcome, transcript, answers) = try Self.fill(["Ada", "36", "1", "", "abcdef", "99", "0", "guardian", ":skip", ":help", "CITY", "2", ":back", "ghijkl", ""])
        // Out-of-range numbers, a hidden row's key, prompt commands, a key in any case, and
        // `:back` to the last question (a secret, asked again without its answer shown).
        #expect(outcome == .completed)
        #expect(answers == #"{"name":"Ada","age":36,"city":"bj","tags":null,"token":"ghijkl"}"#)
        #expect(transcript == """
            Mini form
            A short form.

            [1/5] First
              Read this first.
            Name (required, at least 2 characters): Ada
              In years.
            Age (whole number 0–120): 36
              End of first.

            [3/5] Second
              1) Paris
              2) 北京 Beijing
            City (1–2 or a name, TAB completes): 1
              1) work
              2) conference
              3) family
            Tags (comma-separated, TAB completes):\u{20}
            Token (hidden, at least 6 characters):\u{20}

            Review
              1  name   Name      Ada
              2  age    Age       36
              3  city   City      Paris
              4  tags   Tags      —
              5  token  Token     ••••••
            Write these answers? [Y/n] or a number or key to change: 99
            ✗ there is no answer 99; type a number 1–5 or a key
            Write these answers? [Y/n] or a number or key to change: 0
            ✗ there is no answer 0; type a number 1–5 or a key
            Write these answers? [Y/n] or a number or key to change: guardian
            ✗ 'guardian' is not asked: its 'when' condition is false for these answers
            Write these answers? [Y/n] or a number or key to change: :skip
            ✗ :skip does nothing at the review; type a number or key to change an answer
            Write these answers? [Y/n] or a number or key to change: :help
              Enter, y  write the answers (or submit them)
              3, city   change that answer, by its number or key
              :back     go back to the last question
              :review   show the answers again
              :discard  throw the answers and the draft away (asks first)
              :quit     stop; your answers are kept as a draft (resume with --resume)
            Write these answers? [Y/n] or a number or key to change: CITY
              1) Paris
              2) 北京 Beijing
            City (1–2 or a name, TAB completes) [Paris]: 2

            Review
              1  name   Name      Ada
              2  age    Age       36
              3  city   City      北京 Beijing
              4  tags   Tags      —
              5  token  Token     ••••••
            Write these answers? [Y/n] or a number or key to change: :back
            Token (hidden, at least 6 characters) [••••••]:\u{20}

            Review
              1  name   Name      Ada
              2  age    Age       36
              3  city   City      北京 Beijing
              4  tags   Tags      —
              5  token  Token     ••••••
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """)
    }

    @Test func unknownCommandsAreRefusedAndDoubleColonIsLiteral() throws {
        let (outcome, transcript, answers) = try Self.fill([":x", "::x", "", "", "", "::secret"], review: false)
        // Refusals wrap at a word end to the terminal's 100 columns.
        #expect(outcome == .completed)
        #expect(answers == #"{"name":":x","age":null,"city":null,"tags":null,"token":":secret"}"#)
        #expect(transcript == """
            Mini form
            A short form.

            [1/5] First
              Read this first.
            Name (required, at least 2 characters): :x
            ✗ name: expected an answer or one of :back, :skip, :help, :review, :quit (type ::x to answer ':x'),
              found ':x'
            Name (required, at least 2 characters): ::x
              In years.
            Age (whole number 0–120):\u{20}
              End of first.

            [3/5] Second
              1) Paris
              2) 北京 Beijing
            City (1–2 or a name, TAB completes):\u{20}
              1) work
              2) conference
              3) family
            Tags (comma-separated, TAB completes):\u{20}
            Token (hidden, at least 6 characters):\u{20}

            """)
    }

    @Test func editingAnAnswerShowsAndHidesConditionalRows() throws {
        let (outcome, transcript, answers) = try Self.fill(["Ada", "36", "1", "work", "abcdef", "2", "12", "Bob", "n", "nope", "age", "36", "y"])
        // An edit asks only the edited row and the row it shows, not the whole form again.
        #expect(outcome == .completed)
        #expect(answers == #"{"name":"Ada","age":36,"city":"Paris","tags":["work"],"token":"abcdef"}"#)
        #expect(transcript == """
            Mini form
            A short form.

            [1/5] First
              Read this first.
            Name (required, at least 2 characters): Ada
              In years.
            Age (whole number 0–120): 36
              End of first.

            [3/5] Second
              1) Paris
              2) 北京 Beijing
            City (1–2 or a name, TAB completes): 1
              1) work
              2) conference
              3) family
            Tags (comma-separated, TAB completes): work
            Token (hidden, at least 6 characters):\u{20}

            Review
              1  name   Name      Ada
              2  age    Age       36
              3  city   City      Paris
              4  tags   Tags      work
              5  token  Token     ••••••
            Write these answers? [Y/n] or a number or key to change: 2
              In years.
            Age (whole number 0–120) [36]: 12
            Guardian: Bob

            Review
              1  name      Name      Ada
              2  age       Age       12
              3  guardian  Guardian  Bob
              4  city      City      Paris
              5  tags      Tags      work
              6  token     Token     ••••••
            Write these answers? [Y/n] or a number or key to change: n
              Type the number or key of the answer to change, or :quit to stop (the draft is kept).
            Write these answers? [Y/n] or a number or key to change: nope
            ✗ nope: no row has this key
            Write these answers? [Y/n] or a number or key to change: age
              In years.
            Age (whole number 0–120) [12]: 36

            Review
              1  name   Name      Ada
              2  age    Age       36
              3  city   City      Paris
              4  tags   Tags      work
              5  token  Token     ••••••
            Write these answers? [Y/n] or a number or key to change: y

            """)
    }
}
