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

    /// A program's own theme over the form's appearance, in 24 bits or the nearest of 256.
    @Test(arguments: [(true, "\u{1B}[38;2;255;135;0m"), (false, "\u{1B}[38;5;208m")])
    func aThemeStylesTheFillAtATerminal(_ trueColour: Bool, _ prompt: String) throws {
        var form = try Self.form()
        form.appearance = Appearance([.prompt: Style(colour: .ansi(2)), .hint: Style(underline: true)])
        var fill = Fill(form: form, formPath: "fill.json", interactive: true, colour: true)
        fill.theme = Appearance([.prompt: Style(colour: .rgb(255, 135, 0))])
        fill.trueColour = trueColour
        let terminal = ScriptedTerminal(["Ada", "", "berlin", ""])
        _ = try fill.run(at: terminal)
        #expect(terminal.transcript.hasPrefix("\n\u{1B}[4m[1/2]\u{1B}[0m\n\(prompt)name\u{1B}[0m \u{1B}[4m(required)\u{1B}[0m: Ada\n"
            + "\(prompt)age\u{1B}[0m \u{1B}[4m(whole number ≥ 0)\u{1B}[0m [30]: \n"))
        let plain = Fill(form: form, formPath: "fill.json", interactive: true, colour: false)
        let plainTerminal = ScriptedTerminal(["Ada", "", "berlin", ""])
        _ = try plain.run(at: plainTerminal)
        #expect(plainTerminal.transcript.hasPrefix("\n[1/2]\nname (required): Ada\nage (whole number ≥ 0) [30]: \n"))
        #expect(!plainTerminal.transcript.contains("\u{1B}"))
    }
}
