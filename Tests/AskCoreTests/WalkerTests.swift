import Testing
@testable import AskCore

@Suite struct WalkerTests {
    /// Items: 0 start, 1 name, 2 age, 3 guardian, 4 team, 5 end | 6 start, 7 note, 8 city,
    /// 9 budget, 10 currency, 11 tags, 12 site, 13 end | 14 start, 15 note, 16 consent, 17 end |
    /// 18 start, 19 insurance, 20 end.
    static let formText = """
        {
          "askform": 1,
          "sections": [
            { "id": "who", "title": "Who", "rows": [
              { "key": "name", "type": "text", "required": true },
              { "key": "age", "type": "integer", "min": 0 },
              { "key": "guardian", "type": "text", "when": "age < 18" },
              { "key": "team", "type": "text", "default": "${env:TEAM}" }
            ] },
            { "id": "trip", "title": "Trip", "rows": [
              { "type": "note", "title": "About the trip" },
              { "key": "city", "type": "select", "required": true, "options": ["Paris", "Berlin"] },
              { "key": "budget", "type": "number", "min": 0,
                "unit": { "key": "currency", "options": ["EUR", "USD"], "default": "EUR" } },
              { "key": "tags", "type": "multiselect", "options": ["work", "conference"] },
              { "key": "site", "type": "url", "when": "tags contains 'conference'" }
            ] },
            { "id": "minor", "title": "Consent", "when": "age < 18", "rows": [
              { "type": "note", "title": "Minors need consent." },
              { "key": "consent", "type": "confirm", "required": true }
            ] },
            { "id": "extras", "title": "Extras", "rows": [
              { "key": "insurance", "type": "confirm", "default": false }
            ] }
          ]
        }
        """

    static func walker(answers: [String: AnswerValue] = [:], environment: [String: String] = [:]) throws -> Walker {
        Walker(form: try EngineFixture.form(formText), answers: answers, environment: environment)
    }

    /// Drives `walker` through ``Questionnaire`` with scripted answers until it finishes or
    /// the script runs out, and returns what happened, one line per event. `:back` and
    /// `:skip` call ``Walker/back()`` and ``Walker/skip()``; anything else is typed text.
    static func drive(_ walker: inout Walker, _ script: [String]) -> [String] {
        var driver = LoggingDriver(script: script[...])
        switch Questionnaire.run(&walker, with: &driver) {
        case .completed: driver.log.append("finished")
        case .stopped: driver.log.append("out of answers")
        case .discarded: break
        }
        return driver.log
    }

    /// Logs each event and answers from a script, as a person would one line at a time.
    struct LoggingDriver: FillDriver {
        var script: ArraySlice<String>
        var log: [String] = []

        mutating func show(_ event: Walker.Event, _ walker: Walker) {
            switch event {
            case .sectionStart(let section, let question, let total): log.append("start \(section) [\(question)/\(total)]")
            case .note(let section, let row): log.append("note \(section).\(row)")
            case .sectionEnd(let section): log.append("end \(section)")
            case .ask, .finished: break
            }
        }

        mutating func ask(_ prompt: Walker.Prompt, _ walker: inout Walker) -> FillStep {
            while true {
                log.append("ask \(prompt.key)")
                guard let line = script.popFirst() else { return .stopped(.stopped(signal: nil)) }
                if line == ":back" {
                    if let previous = walker.back() { return .moved(previous) }
                    log.append("nothing before")
                    continue
                }
                let result = line == ":skip" ? walker.skip() : walker.answer(line)
                if case .failure(let problem) = result {
                    log.append("refused \(prompt.key): \(problem)")
                    continue
                }
                return .answered
            }
        }
    }

    static func output(_ walker: Walker) -> String {
        AnswerEncoder.json(walker.visibleAnswers).serialized(pretty: false)
    }

    @Test func walksSectionsInOrderWithProgressNotesAndUnits() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, ["Ada", "36", "", "paris", "1200", "usd", "work", ""]) == [
            "start 0 [1/7]", "ask name", "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "ask budget", "ask currency", "ask tags", "end 1",
            "start 3 [7/7]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":36,"team":null,"city":"Paris","budget":1200,"currency":"USD","tags":["work"],"insurance":false}
            """)
    }

    @Test func unitIsAskedOnlyAfterAnAmountAndAbsentOtherwise() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, ["Ada", "", "", "Berlin", "", "", "n"]) == [
            "start 0 [1/7]", "ask name", "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "ask budget", "ask tags", "end 1",
            "start 3 [7/7]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Berlin","budget":null,"tags":null,"insurance":false}
            """)
        #expect(walker.isShown("currency") == false)
    }

    @Test func emptyUnitTakesItsDefaultAndBadUnitsAreAskedAgain() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, ["Ada", "", "", "Berlin", "5", "GBP", ":skip", "", "", "n"]) == [
            "start 0 [1/7]", "ask name", "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "ask budget", "ask currency",
            "refused currency: 'GBP' is not one of the options: EUR, USD",
            "ask currency", "refused currency: an answer is required; :skip is only for optional questions",
            "ask currency", "ask tags", "end 1",
            "start 3 [7/7]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Berlin","budget":5,"currency":"EUR","tags":null,"insurance":false}
            """)
    }

    @Test func whenShowsRowsAndSectionsAsAnswersChange() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, ["Ada", "16", "Grace", "", "1", "", "conference", "https://example.org", "y", "y"]) == [
            "start 0 [1/7]", "ask name", "ask age", "ask guardian", "ask team", "end 0",
            "start 1 [5/9]", "note 1.0", "ask city", "ask budget", "ask tags", "ask site", "end 1",
            "start 2 [9/10]", "note 2.0", "ask consent", "end 2",
            "start 3 [10/10]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":16,"guardian":"Grace","team":null,"city":"Paris","budget":null,"tags":["conference"],\
            "site":"https://example.org","consent":true,"insurance":true}
            """)
    }

    @Test func refusedAnswersKeepTheSamePrompt() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, ["", "Ada", "-3", "old", "40", "", "Rome", "", "Paris"]) == [
            "start 0 [1/7]", "ask name", "refused name: an answer is required", "ask name",
            "ask age", "refused age: '-3' is below the minimum 0", "ask age", "refused age: 'old' is not a whole number",
            "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "refused city: 'Rome' is not one of the options: Paris, Berlin",
            "ask city", "refused city: an answer is required", "ask city", "ask budget", "out of answers",
        ])
        #expect(walker.currentPrompt?.key == "budget")
    }

    @Test func skipLeavesOptionalRowsEmptyAndRefusesRequiredOnes() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, [":skip", "Ada", ":skip", ":skip", ":skip", "Paris", ":skip", ":skip", ":skip"]) == [
            "start 0 [1/7]", "ask name", "refused name: an answer is required; :skip is only for optional questions", "ask name",
            "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "refused city: an answer is required; :skip is only for optional questions", "ask city",
            "ask budget", "ask tags", "end 1",
            "start 3 [7/7]", "ask insurance", "end 3",
            "finished",
        ])
        // A skip is an empty answer that ignores the default: insurance is null, not false.
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Paris","budget":null,"tags":null,"insurance":null}
            """)
    }

    @Test func backCrossesSectionsAndTheRowsAfterAreAskedAgain() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, ["Ada", "36", "", ":back", ":back", "12", "Grace", "core", "Paris", "", "", "n", ""]) == [
            "start 0 [1/7]", "ask name", "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "ask team", "ask age",
            "ask guardian", "ask team", "end 0",
            "start 1 [5/9]", "note 1.0", "ask city", "ask budget", "ask tags", "end 1",
            "start 2 [8/9]", "note 2.0", "ask consent", "end 2",
            "start 3 [9/9]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":12,"guardian":"Grace","team":"core","city":"Paris","budget":null,"tags":null,\
            "consent":false,"insurance":false}
            """)
    }

    @Test func backFromAUnitGoesToItsAmountAndNotPastTheStart() throws {
        var walker = try Self.walker()
        #expect(Self.drive(&walker, [":back", "Ada", "", "", "Paris", "10", ":back", "", "", "", ""]) == [
            "start 0 [1/7]", "ask name", "nothing before", "ask name", "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "ask budget", "ask currency", "ask budget",
            "ask currency", "ask tags", "end 1",
            "start 3 [7/7]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Paris","budget":10,"currency":"EUR","tags":null,"insurance":false}
            """)
    }

    @Test func backAfterFinishingReturnsToTheLastQuestion() throws {
        var walker = try Self.walker()
        _ = Self.drive(&walker, ["Ada", "", "", "Paris", "", "", "n"])
        let prompt = walker.back()
        #expect(prompt == Walker.Prompt(item: 19, key: "insurance", isUnit: false, defaultValue: .bool(false)))
        #expect(walker.answer("y") == .success(.bool(true)))
        #expect(walker.next() == .sectionEnd(section: 3))
        #expect(walker.next() == .finished)
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Paris","budget":null,"tags":null,"insurance":true}
            """)
    }

    @Test func editAsksNewlyShownRowsAndDropsNewlyHiddenOnes() throws {
        var walker = try Self.walker()
        _ = Self.drive(&walker, ["Ada", "36", "", "Paris", "", "work", "n"])

        #expect(walker.edit("age") == Walker.Prompt(item: 2, key: "age", isUnit: false, defaultValue: .integer(36)))
        #expect(walker.answer("16") == .success(.integer(16)))
        // Only the rows without an answer are asked after an edit: no section events.
        #expect(Self.drive(&walker, ["Grace", "y"]) == ["ask guardian", "ask consent", "finished"])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":16,"guardian":"Grace","team":null,"city":"Paris","budget":null,"tags":["work"],\
            "consent":true,"insurance":false}
            """)

        _ = walker.edit("age")
        #expect(walker.answer("40") == .success(.integer(40)))
        #expect(Self.drive(&walker, []) == ["finished"])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":40,"team":null,"city":"Paris","budget":null,"tags":["work"],"insurance":false}
            """)
        // Hidden answers are kept, and come back when the row shows walker.
        #expect(walker.answers["guardian"] == .string("Grace"))
        _ = walker.edit("age")
        #expect(walker.answer("") == .success(.integer(40)))
        _ = walker.edit("age")
        #expect(walker.answer("17") == .success(.integer(17)))
        #expect(Self.drive(&walker, []) == ["finished"])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":17,"guardian":"Grace","team":null,"city":"Paris","budget":null,"tags":["work"],\
            "consent":true,"insurance":false}
            """)
    }

    @Test func editingTagsAsksTheSiteThatNowShows() throws {
        var walker = try Self.walker()
        _ = Self.drive(&walker, ["Ada", "", "", "Paris", "", "work", "n"])
        _ = walker.edit("tags")
        #expect(walker.answer("work, conference") == .success(.list(["work", "conference"])))
        #expect(Self.drive(&walker, ["ftp://x", "https://example.org"]) == [
            "ask site", "refused site: 'ftp://x' is not a URL starting with http:// or https://", "ask site", "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Paris","budget":null,"tags":["work","conference"],\
            "site":"https://example.org","insurance":false}
            """)
    }

    @Test func editingAnAmountAsksItsUnitAgain() throws {
        var walker = try Self.walker()
        _ = Self.drive(&walker, ["Ada", "", "", "Paris", "10", "USD", "", "n"])
        _ = walker.edit("budget")
        #expect(walker.answer("20") == .success(.number(20)))
        #expect(walker.next() == .ask(Walker.Prompt(item: 10, key: "currency", isUnit: true, defaultValue: .string("USD"))))
        #expect(walker.answer("") == .success(.string("USD")))
        #expect(walker.next() == .finished)

        _ = walker.edit("budget")
        #expect(walker.answer(" ") == .success(.number(20)))
        _ = walker.edit("budget")
        #expect(walker.skip() == .success(.null))
        #expect(walker.next() == .finished)
        #expect(walker.answers["currency"] == nil)
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Paris","budget":null,"tags":null,"insurance":false}
            """)
    }

    @Test func editRefusesKeysThatCannotBeAsked() throws {
        var walker = try Self.walker()
        _ = Self.drive(&walker, ["Ada", "", "", "Paris", "", "", "n"])
        #expect(walker.edit("guardian") == nil)
        #expect(walker.edit("currency") == nil)
        #expect(walker.edit("site") == nil)
        #expect(walker.edit("nope") == nil)
        #expect(walker.edit("consent") == nil)
    }

    @Test func presetsAreNotAskedButCount() throws {
        var walker = try Self.walker(answers: ["name": .string("Ada"), "age": .integer(12), "budget": .number(5),
                                               "currency": .string("USD"), "consent": .bool(true)])
        #expect(walker.presetKeys == ["name", "age", "budget", "currency", "consent"])
        #expect(Self.drive(&walker, ["Grace", "", "Berlin", "", ""]) == [
            "start 0 [1/9]", "ask guardian", "ask team", "end 0",
            "start 1 [5/9]", "note 1.0", "ask city", "ask tags", "end 1",
            // Section 2 asks only `consent`, which is preset: no header, note or footer.
            "start 3 [9/9]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":12,"guardian":"Grace","team":null,"city":"Berlin","budget":5,"currency":"USD",\
            "tags":null,"consent":true,"insurance":false}
            """)
    }

    @Test func aPresetUnitIsNotAskedAfterATypedAmount() throws {
        var walker = try Self.walker()
        walker.preset("currency", to: .string("USD"))
        #expect(Self.drive(&walker, ["Ada", "", "", "Paris", "99", "", ""]) == [
            "start 0 [1/7]", "ask name", "ask age", "ask team", "end 0",
            "start 1 [4/7]", "note 1.0", "ask city", "ask budget", "ask tags", "end 1",
            "start 3 [7/7]", "ask insurance", "end 3",
            "finished",
        ])
        #expect(Self.output(walker) == """
            {"name":"Ada","age":null,"team":null,"city":"Paris","budget":99,"currency":"USD","tags":null,"insurance":false}
            """)
    }

    @Test func presetsCanBeReachedWithBackAndEdit() throws {
        var walker = try Self.walker(answers: ["name": .string("Ada")])
        #expect(walker.next() == .sectionStart(section: 0, question: 1, total: 7))
        #expect(walker.next() == .ask(Walker.Prompt(item: 2, key: "age", isUnit: false, defaultValue: nil)))
        #expect(walker.back() == Walker.Prompt(item: 1, key: "name", isUnit: false, defaultValue: .string("Ada")))
        #expect(walker.answer("") == .success(.string("Ada")))
        #expect(walker.edit("name") == Walker.Prompt(item: 1, key: "name", isUnit: false, defaultValue: .string("Ada")))
    }

    @Test func environmentDefaults() throws {
        var set = try Self.walker(environment: ["TEAM": "core"])
        #expect(Self.drive(&set, ["Ada", "", ""]) == ["start 0 [1/7]", "ask name", "ask age", "ask team", "end 0",
                                                      "start 1 [4/7]", "note 1.0", "ask city", "out of answers"])
        #expect(set.answers["team"] == .string("core"))

        var empty = try Self.walker(environment: ["TEAM": ""])
        _ = Self.drive(&empty, ["Ada", "", ""])
        #expect(empty.answers["team"] == .null)

        let team = try #require(set.form.rows.first { $0.key == "team" })
        #expect(set.resolvedDefault(of: team) == .success(.string("core")))
        #expect(try Self.walker().resolvedDefault(of: team) == .success(nil))
        let age = try #require(set.form.rows.first { $0.key == "age" })
        #expect(set.resolvedDefault(of: age) == .success(nil))
    }

    @Test func environmentDefaultsFollowTheRowsRules() throws {
        let form = try EngineFixture.form("""
            {"askform": 1, "sections": [{"rows": [
              {"key": "port", "type": "integer", "min": 1024, "default": "${env:PORT}"}
            ]}]}
            """)
        let port = try #require(form.rows.first)
        #expect(Walker(form: form, environment: ["PORT": " 8080 "]).resolvedDefault(of: port) == .success(.integer(8080)))
        #expect(Walker(form: form, environment: ["PORT": "80"]).resolvedDefault(of: port)
                == .failure(.belowMinimum("80", minimum: "1024")))
        #expect(Walker(form: form, environment: ["PORT": "http"]).resolvedDefault(of: port) == .failure(.notAnInteger("http")))
    }

    @Test func aSectionWithOnlyHiddenRowsIsNotAnnounced() throws {
        let form = try EngineFixture.form("""
            {"askform": 1, "sections": [
              {"title": "A", "rows": [{"key": "go", "type": "confirm"}]},
              {"title": "B", "rows": [{"key": "why", "type": "text", "when": "go == true"}]},
              {"title": "C", "rows": [{"type": "note", "title": "Thanks"}]}
            ]}
            """)
        var walker = Walker(form: form)
        #expect(Self.drive(&walker, ["n"]) == ["start 0 [1/1]", "ask go", "end 0", "start 2 [1/1]", "note 2.0", "end 2", "finished"])
        var shown = Walker(form: form)
        #expect(Self.drive(&shown, ["y", "because"]) == [
            "start 0 [1/1]", "ask go", "end 0", "start 1 [2/2]", "ask why", "end 1", "start 2 [2/2]", "note 2.0", "end 2", "finished",
        ])
    }

    @Test func answeringWithoutAPromptIsRefused() throws {
        var walker = try Self.walker()
        #expect(walker.currentPrompt == nil)
        #expect(walker.answer("Ada") == .failure(.unknownKey(suggestion: nil)))
        #expect(walker.skip() == .failure(.unknownKey(suggestion: nil)))
        #expect(walker.back() == nil)
    }
}
