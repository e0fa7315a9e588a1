import AskCore
import AskFill
import Testing

/// ``Fill`` of a form with repeat groups, in-process: a draft keeps a partial item, and
/// `--resume` goes on inside it; piped lines read the add questions; env output names items.
@Suite struct RepeatFillTests {
    static func form(id: String) throws -> Form {
        try #require(FormLoader().load(Array("""
            {"askform": 1, "id": "\(id)", "sections": [
              {"title": "Trip", "rows": [{"key": "city", "type": "text", "required": true}]},
              {"key": "people", "title": "Person", "repeat": {"min": 1, "max": 3}, "rows": [
                {"key": "name", "type": "text", "required": true},
                {"key": "age", "type": "integer", "min": 0}]}
            ]}
            """.utf8)).form)
    }

    static func answers(_ outcome: Fill.Outcome) -> String? {
        guard case .completed(let walker, _) = outcome else { return nil }
        return walker.answersDocument.serialized(pretty: false)
    }

    @Test func aDraftKeepsAPartialItemAndResumeGoesOnInsideIt() throws {
        let form = try Self.form(id: "askform-tests-repeat-draft-mid-item")
        Draft(form: form, formPath: "party.json").remove()
        // Stopped (the script's end is Ctrl-D) after item 2's name.
        let first = ScriptedTerminal(["Rome", "Ada", "36", "y", "Bo"])
        let stopped = try Fill(form: form, formPath: "party.json", interactive: true, colour: false).run(at: first)
        guard case .stopped = stopped else { Issue.record("the first fill did not stop"); return }
        let draft = Draft(form: form, formPath: "party.json")
        #expect(draft.exists)
        // The resumed fill asks item 2's age, then the add question after it.
        let second = ScriptedTerminal(["7", "", ""])
        let outcome = try Fill(form: form, formPath: "party.json", resume: true, interactive: true, colour: false).run(at: second)
        #expect(Self.answers(outcome) == #"{"city":"Rome","people":[{"name":"Ada","age":36},{"name":"Bo","age":7}]}"#)
        #expect(second.transcript.hasPrefix("""

            [5/7] Person 2
            age (whole number ≥ 0): 7
            Add another? [y/N]:\u{20}

            """))
        #expect(!draft.exists)
    }

    @Test func pipedLinesReadTheAddQuestions() throws {
        let form = try Self.form(id: "askform-tests-repeat-piped")
        let fill = Fill(form: form, formPath: "party.json", interactive: false)
        let outcome = try fill.run(from: StringLines(["Rome", "Ada", "", "yes", "Bo", "3", "y", "Cy", ""]))
        #expect(Self.answers(outcome) == #"{"city":"Rome","people":[{"name":"Ada","age":null},{"name":"Bo","age":3},{"name":"Cy","age":null}]}"#)
        do throws(CommandFailure) {
            _ = try fill.run(from: StringLines(["Rome", "Ada", "", "y", "Bo", "old"]))
            Issue.record("a bad line was taken")
        } catch {
            #expect(error.code == .dataError)
            #expect(error.rendered(.english, program: "askform")
                == ["askform: error: stdin line 6: people[2].age: 'old' is not a whole number"])
        }
    }

    @Test func envOutputNamesItemsAndCounts() throws {
        let form = try Self.form(id: "askform-tests-repeat-env")
        let outcome = try Fill(form: form, formPath: "party.json", interactive: false)
            .run(from: StringLines(["Rome", "Ada 'the first'", "36", "y", "Bo", "", "n"]))
        guard case .completed(let walker, _) = outcome else { Issue.record("not completed"); return }
        let text = try AnswerEncoder.env(walker.visibleAnswers, groups: walker.layout.groupPaths)
        #expect(text == """
            CITY='Rome'
            PEOPLE_1_NAME='Ada '\\''the first'\\'''
            PEOPLE_1_AGE='36'
            PEOPLE_2_NAME='Bo'
            PEOPLE_2_AGE=''
            PEOPLE_COUNT=2

            """)
    }
}
