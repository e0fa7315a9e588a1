import AskCore
import AskFill
import Testing

/// Repeat groups at a scripted terminal, whole transcripts: item headers, the add question,
/// `:back` across items, and the review's edit, `+GROUP` and `-GROUP.N` (docs/FORMAT.md,
/// "Repeat groups").
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
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Ada
              3  travellers.1.age   Age of Ada (traveller    36
                                    1)\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}
              4  travellers.2.name  Name                     Bo
              5  travellers.2.age   Age of Bo (traveller 2)  —
              6  note               Note for 2               ok
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
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Ada
              3  travellers.1.age   Age of Ada (traveller    37
                                    1)\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}
              4  travellers.2.name  Name                     Bob
              5  travellers.2.age   Age of Bob (traveller    —
                                    2)\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}
              6  note               Note for 2               —
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """)
    }

    @Test func theReviewEditsRemovesAndAddsItems() throws {
        let (outcome, transcript, answers) = try Self.fill(["Lisbon", "Ada", "36", "y", "Bo", "5", "", "ok",
                                                            "travellers.1.age", "40", "-travellers.1", "+travellers", "Cy", "7", "",
                                                            "-travellers[2]", "-travellers.1", "+travellers", "Di", "", "y", "Ed", "", "+travellers", ""])
        #expect(outcome == .completed)
        #expect(answers == #"{"city":"Lisbon","travellers":[{"name":"Bo","age":5},{"name":"Di","age":null},{"name":"Ed","age":null}],"note":"ok"}"#)
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
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Ada
              3  travellers.1.age   Age of Ada (traveller    36
                                    1)\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}
              4  travellers.2.name  Name                     Bo
              5  travellers.2.age   Age of Bo (traveller 2)  5
              6  note               Note for 2               ok
            Write these answers? [Y/n] or a number or key to change: travellers.1.age
            Age of Ada (traveller 1) (whole number) [36]: 40

            Review
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Ada
              3  travellers.1.age   Age of Ada (traveller    40
                                    1)\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}\u{20}
              4  travellers.2.name  Name                     Bo
              5  travellers.2.age   Age of Bo (traveller 2)  5
              6  note               Note for 2               ok
            Write these answers? [Y/n] or a number or key to change: -travellers.1

            Review
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Bo
              3  travellers.1.age   Age of Bo (traveller 1)  5
              4  note               Note for 1               ok
            Write these answers? [Y/n] or a number or key to change: +travellers
            Name (required): Cy
            Age of Cy (traveller 2) (whole number): 7
            Another traveller? [y/N]:\u{20}

            Review
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Bo
              3  travellers.1.age   Age of Bo (traveller 1)  5
              4  travellers.2.name  Name                     Cy
              5  travellers.2.age   Age of Cy (traveller 2)  7
              6  note               Note for 2               ok
            Write these answers? [Y/n] or a number or key to change: -travellers[2]

            Review
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Bo
              3  travellers.1.age   Age of Bo (traveller 1)  5
              4  note               Note for 1               ok
            Write these answers? [Y/n] or a number or key to change: -travellers.1
            ✗ 'travellers' needs at least 1 items
            Write these answers? [Y/n] or a number or key to change: +travellers
            Name (required): Di
            Age of Di (traveller 2) (whole number):\u{20}
            Another traveller? [y/N]: y
            Name (required): Ed
            Age of Ed (traveller 3) (whole number):\u{20}

            Review
              1  city               City                     Lisbon
              2  travellers.1.name  Name                     Bo
              3  travellers.1.age   Age of Bo (traveller 1)  5
              4  travellers.2.name  Name                     Di
              5  travellers.2.age   Age of Di (traveller 2)  —
              6  travellers.3.name  Name                     Ed
              7  travellers.3.age   Age of Ed (traveller 3)  —
              8  note               Note for 3               ok
            Write these answers? [Y/n] or a number or key to change: +travellers
            ✗ 'travellers' has its most items, 3
            Write these answers? [Y/n] or a number or key to change:\u{20}

            """)
    }
}
