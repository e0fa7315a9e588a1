import AskCore
import AskFill
import Testing

/// ``Fill`` — what `askform fill` runs — in-process, with injected lines and terminal.
@Suite struct FillTests {
    static func form() throws -> Form {
        try #require(FormLoader().load(Array("""
            {"askform": 1, "id": "askform-tests-fill-in-process", "sections": [{"rows": [
              {"key": "name", "type": "text", "required": true},
              {"key": "age", "type": "integer", "min": 0, "default": 30},
              {"key": "city", "type": "select", "options": ["Paris", "Berlin"], "when": "age >= 18"}
            ]}]}
            """.utf8)).form)
    }

    static func answers(_ outcome: Fill.Outcome) -> String? {
        guard case .completed(let walker, _) = outcome else { return nil }
        return AnswerEncoder.json(walker.visibleAnswers).serialized(pretty: false)
    }

    @Test func fromLinesAfterThePresets() throws {
        let fill = Fill(form: try Self.form(), formPath: "fill.json",
                        presets: Presets(typed: [("age", "12")], takeDefaults: true), interactive: false)
        let outcome = try fill.run(from: StringLines(["Ada"]))
        #expect(Self.answers(outcome) == #"{"name":"Ada","age":12}"#)
        guard case .completed(_, let given) = outcome else { return }
        #expect(given == ["age"])
    }

    @Test func aPresetThatBreaksItsRowIsRefusedBeforeAnythingIsRead() throws {
        let fill = Fill(form: try Self.form(), formPath: "fill.json", presets: Presets(typed: [("age", "-1")]), interactive: false)
        #expect(throws: CommandFailure.self) { try fill.run(from: StringLines(["Ada"])) }
        do throws(CommandFailure) {
            _ = try fill.run(from: StringLines(["Ada"]))
        } catch {
            #expect(error.code == .dataError)
            #expect(error.rendered(.english, program: "trip") == ["trip: error: --set age: '-1' is below the minimum 0"])
        }
    }

    @Test func atATerminalWithTheReviewAndNoDraftLeftBehind() throws {
        let terminal = ScriptedTerminal(["Ada", "", "berlin", ""])
        let fill = Fill(form: try Self.form(), formPath: "fill.json", interactive: true, colour: false)
        let outcome = try fill.run(at: terminal)
        #expect(Self.answers(outcome) == #"{"name":"Ada","age":30,"city":"Berlin"}"#)
        #expect(terminal.transcript.hasSuffix("Write these answers? [Y/n] or a number or key to change: \n"))
        #expect(!Draft(form: try Self.form(), formPath: "fill.json").exists)
    }
}
