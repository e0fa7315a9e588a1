import AskCore
import AskFill
import Testing

/// Repeat groups at a scripted terminal, whole transcripts: item headers, the add question,
/// `:back` across items, and the review's item headings, its edit by a key as shown
/// (`travellers[2].name`) or stored, `+GROUP` and `-GROUP.N` / `-GROUP[N]` (docs/FORMAT.md,
/// "Repeat groups"; docs/CLI.md, "The review").
@Suite struct RepeatTerminalTests {
    static let form = """
        {
          "askform": 1, "id": "party", "title": "Party",
          "sections": [
            { "title": "Trip", "rows": [ { "key": "city", "type": "text", "title": "City", "required": true } ] },
            { "key": "travellers", "title": "Traveller", "repeat": { "min": 1, "max": 3, "add": "Another traveller?" },
              "rows": [
                { "key": "name", "type": "text", "title": "Name", "required": true },
                { "key": "age", "type": "integer", "title": "Age of {{ name }} (traveller {{ index() }})" } ] },
            { "title": "End", "rows": [ { "key": "note", "type": "text", "title": "Note for {{ count(travellers) }}" } ] }
          ]
        }
        """

    static func fill(_ script: [String], review: Bool = true) throws -> (FillOutcome, String, String) {
        let form = try #require(FormLoader().load(Array(Self.form.utf8)).form)
        let terminal = ScriptedTerminal(script, columns: 80)
        var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 80, style: .plain),
                                    review: review)
        var walker = Walker(form: form)
        let outcome = Questionnaire.run(&walker, with: &driver)
        return (outcome, terminal.transcript, walker.answersDocument.serialized(pretty: false))
    }

    @Test func itemsAreNamedAndTheAddQuestionAsksForMore() throws {
        let (outcome, transcript, answers) = try Self.fill(["Lisbon", "Ada", "36", "y", "Bo", "", "", "ok", ""])
        #expect(outcome == .completed)
        #expect(answers == #"{"city":"Lisbon","travellers":[{"name":"Ada","age":36},{"name":"Bo","age":null}],"note":"ok"}"#)
        #expect(transcript == """
            Party

            [1/5] Trip
            City (required): Lisbon

            [2/5] Traveller 1
            Name (required): Ada
            Age of Ada (traveller 1) (whole number): 36
            Another traveller? [y/N]: y

            [5/8] Traveller 2
            Name (required): Bo
            Age of Bo (traveller 2) (whole number):\u{20}
            Another traveller? [y/N]:\u{20}

            [8/8] End
            Note for 2: ok

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Ada
              3  travellers[1].age   Age of Ada (traveller 1)  36
              Traveller 2
              4  travellers[2].name  Name                      Bo
              5  travellers[2].age   Age of Bo (traveller 2)   —
              End
              6  note                Note for 2                ok
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """)
    }

    @Test func backCrossesItemsAndLeavesTheGroup() throws {
        let (outcome, transcript, answers) = try Self.fill(["Lisbon", "Ada", "36", "y", ":back", ":back", "37", "y", "Bo", "", "n",
                                                            ":back", ":back", ":back", "Bob", "", "", "", ""])
        #expect(outcome == .completed)
        #expect(answers == #"{"city":"Lisbon","travellers":[{"name":"Ada","age":37},{"name":"Bob","age":null}],"note":null}"#)
        #expect(transcript == """
            Party

            [1/5] Trip
            City (required): Lisbon

            [2/5] Traveller 1
            Name (required): Ada
            Age of Ada (traveller 1) (whole number): 36
            Another traveller? [y/N]: y

            [5/8] Traveller 2
            Name (required): :back
            Another traveller? [Y/n]: :back
            Age of Ada (traveller 1) (whole number) [36]: 37
            Another traveller? [Y/n]: y

            [5/8] Traveller 2
            Name (required): Bo
            Age of Bo (traveller 2) (whole number):\u{20}
            Another traveller? [y/N]: n

            [8/8] End
            Note for 2: :back
            Another traveller? [y/N]: :back
            Age of Bo (traveller 2) (whole number): :back
            Name (required) [Bo]: Bob
            Age of Bob (traveller 2) (whole number):\u{20}
            Another traveller? [y/N]:\u{20}

            [8/8] End
            Note for 2:\u{20}

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Ada
              3  travellers[1].age   Age of Ada (traveller 1)  37
              Traveller 2
              4  travellers[2].name  Name                      Bob
              5  travellers[2].age   Age of Bob (traveller 2)  —
              End
              6  note                Note for 2                —
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """)
    }

    @Test func theReviewEditsRemovesAndAddsItems() throws {
        let (outcome, transcript, answers) = try Self.fill(["Lisbon", "Ada", "36", "y", "Bo", "5", "", "ok",
                                                            "travellers[2].name", "Bob", "travellers.1.age", "40", "-travellers.1", "+travellers", "Cy", "7", "",
                                                            "-travellers[2]", "-travellers.1", "+travellers", "Di", "", "y", "Ed", "", "+travellers", ""])
        #expect(outcome == .completed)
        #expect(answers == #"{"city":"Lisbon","travellers":[{"name":"Bob","age":5},{"name":"Di","age":null},{"name":"Ed","age":null}],"note":"ok"}"#)
        #expect(transcript == """
            Party

            [1/5] Trip
            City (required): Lisbon

            [2/5] Traveller 1
            Name (required): Ada
            Age of Ada (traveller 1) (whole number): 36
            Another traveller? [y/N]: y

            [5/8] Traveller 2
            Name (required): Bo
            Age of Bo (traveller 2) (whole number): 5
            Another traveller? [y/N]:\u{20}

            [8/8] End
            Note for 2: ok

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Ada
              3  travellers[1].age   Age of Ada (traveller 1)  36
              Traveller 2
              4  travellers[2].name  Name                      Bo
              5  travellers[2].age   Age of Bo (traveller 2)   5
              End
              6  note                Note for 2                ok
            Write these answers? [Y/n] or a number or key to change: travellers[2].name
            Name (required) [Bo]: Bob

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Ada
              3  travellers[1].age   Age of Ada (traveller 1)  36
              Traveller 2
              4  travellers[2].name  Name                      Bob
              5  travellers[2].age   Age of Bob (traveller 2)  5
              End
              6  note                Note for 2                ok
            Write these answers? [Y/n] or a number or key to change: travellers.1.age
            Age of Ada (traveller 1) (whole number) [36]: 40

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Ada
              3  travellers[1].age   Age of Ada (traveller 1)  40
              Traveller 2
              4  travellers[2].name  Name                      Bob
              5  travellers[2].age   Age of Bob (traveller 2)  5
              End
              6  note                Note for 2                ok
            Write these answers? [Y/n] or a number or key to change: -travellers.1

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Bob
              3  travellers[1].age   Age of Bob (traveller 1)  5
              End
              4  note                Note for 1                ok
            Write these answers? [Y/n] or a number or key to change: +travellers
            Name (required): Cy
            Age of Cy (traveller 2) (whole number): 7
            Another traveller? [y/N]:\u{20}

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Bob
              3  travellers[1].age   Age of Bob (traveller 1)  5
              Traveller 2
              4  travellers[2].name  Name                      Cy
              5  travellers[2].age   Age of Cy (traveller 2)   7
              End
              6  note                Note for 2                ok
            Write these answers? [Y/n] or a number or key to change: -travellers[2]

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Bob
              3  travellers[1].age   Age of Bob (traveller 1)  5
              End
              4  note                Note for 1                ok
            Write these answers? [Y/n] or a number or key to change: -travellers.1
            ✗ 'travellers' needs at least 1 items
            Write these answers? [Y/n] or a number or key to change: +travellers
            Name (required): Di
            Age of Di (traveller 2) (whole number):\u{20}
            Another traveller? [y/N]: y
            Name (required): Ed
            Age of Ed (traveller 3) (whole number):\u{20}

            Review
              1  city                City                      Lisbon
              Traveller 1
              2  travellers[1].name  Name                      Bob
              3  travellers[1].age   Age of Bob (traveller 1)  5
              Traveller 2
              4  travellers[2].name  Name                      Di
              5  travellers[2].age   Age of Di (traveller 2)   —
              Traveller 3
              6  travellers[3].name  Name                      Ed
              7  travellers[3].age   Age of Ed (traveller 3)   —
              End
              8  note                Note for 3                ok
            Write these answers? [Y/n] or a number or key to change: +travellers
            ✗ 'travellers' has its most items, 3
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """)
    }

    static let nested = """
        {
          "askform": 1, "id": "docs", "title": "Docs",
          "sections": [
            { "key": "travellers", "title": "Traveller", "repeat": { "min": 1, "max": 2 },
              "rows": [ { "key": "name", "type": "text", "title": "Name", "required": true } ],
              "sections": [
                { "key": "documents", "title": "Document {{ index() }} of {{ name }}", "repeat": { "max": 2 },
                  "rows": [ { "key": "number", "type": "text", "title": "Number", "required": true } ] } ] },
            { "rows": [ { "key": "notes", "type": "text", "title": "Notes" } ] }
          ]
        }
        """

    /// Items inside items: headings indented by depth, keys as typed (`travellers[1].documents[2].number`)
    /// unwrapped, rows after the group's items after an empty line (their section has no title),
    /// and a nested item edited, removed and added by its shown key; a refused answer names
    /// the item's row as shown too.
    @Test func theReviewHeadsNestedItemsAndTakesTheirShownKeys() throws {
        let form = try #require(FormLoader().load(Array(Self.nested.utf8)).form)
        let terminal = ScriptedTerminal(["Ada", "y", "", "P1", "y", "P2", "", "x",
                                         "travellers[1].documents[2].number", "Q2", "-travellers[1].documents[1]",
                                         "+travellers[1].documents", "R3", "TRAVELLERS[1].DOCUMENTS[1].NUMBER", "S1",
                                         "travellers[3].name", "-travellers[1]", ""], columns: 80)
        var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 80, style: .plain), review: true)
        var walker = Walker(form: form)
        #expect(Questionnaire.run(&walker, with: &driver) == .completed)
        #expect(walker.answersDocument.serialized(pretty: false)
                == #"{"travellers":[{"name":"Ada","documents":[{"number":"S1"},{"number":"R3"}]}],"notes":"x"}"#)
        #expect(terminal.transcript == """
            Docs

            [1/4] Traveller 1
            Name (required): Ada
            Add another? [y/N]: y

            [3/6] Document 1 of Ada
            Number (required):\u{20}
            ✗ travellers[1].documents[1].number: an answer is required
            Number (required): P1
            Add another? [y/N]: y

            [5/7] Document 2 of Ada
            Number (required): P2
            Add another? [y/N]:\u{20}

            [7/7]
            Notes: x

            Review
              Traveller 1
              1  travellers[1].name                 Name      Ada
                Document 1 of Ada
              2  travellers[1].documents[1].number  Number    P1
                Document 2 of Ada
              3  travellers[1].documents[2].number  Number    P2

              4  notes                              Notes     x
            Write these answers? [Y/n] or a number or key to change: travellers[1].documents[2].number
            Number (required) [P2]: Q2

            Review
              Traveller 1
              1  travellers[1].name                 Name      Ada
                Document 1 of Ada
              2  travellers[1].documents[1].number  Number    P1
                Document 2 of Ada
              3  travellers[1].documents[2].number  Number    Q2

              4  notes                              Notes     x
            Write these answers? [Y/n] or a number or key to change: -travellers[1].documents[1]

            Review
              Traveller 1
              1  travellers[1].name                 Name      Ada
                Document 1 of Ada
              2  travellers[1].documents[1].number  Number    Q2

              3  notes                              Notes     x
            Write these answers? [Y/n] or a number or key to change: +travellers[1].documents
            Number (required): R3

            Review
              Traveller 1
              1  travellers[1].name                 Name      Ada
                Document 1 of Ada
              2  travellers[1].documents[1].number  Number    Q2
                Document 2 of Ada
              3  travellers[1].documents[2].number  Number    R3

              4  notes                              Notes     x
            Write these answers? [Y/n] or a number or key to change: TRAVELLERS[1].DOCUMENTS[1].NUMBER
            Number (required) [Q2]: S1

            Review
              Traveller 1
              1  travellers[1].name                 Name      Ada
                Document 1 of Ada
              2  travellers[1].documents[1].number  Number    S1
                Document 2 of Ada
              3  travellers[1].documents[2].number  Number    R3

              4  notes                              Notes     x
            Write these answers? [Y/n] or a number or key to change: travellers[3].name
            ✗ travellers[3].name: no row has this key (did you mean 'travellers[1].name'?)
            Write these answers? [Y/n] or a number or key to change: -travellers[1]
            ✗ 'travellers' needs at least 1 items
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """)
    }
}

