import Foundation
import Glibc
import Testing

/// Multi-line answers end to end through the built binary: piped `<<WORD` answers,
/// `--set-file`, `--format env` under `eval`, drafts, and at a real terminal typed lines,
/// `:edit` with a scripted `$EDITOR`, bracketed pastes and prefilled edits.
@Suite("Multi-line answers")
struct MultilineFillTests {
    static let form = """
        {"askform": 1, "id": "bug", "title": "Bug", "sections": [{"rows": [
          {"key": "title", "type": "text", "title": "Title", "required": true},
          {"key": "steps", "type": "text", "title": "Steps", "multiline": true, "required": true},
          {"key": "logs", "type": "text", "title": "Logs", "multiline": true}
        ]}]}
        """
    static let draft = "state/askform/drafts/bug.json"
    static let title = "Title (required): "
    static let steps = "Steps (required, several lines: end with a line of just ., or :edit): "
    static let logs = "Logs (several lines: end with a line of just ., or :edit): "

    // MARK: Piped

    @Test func aHeredocAnswersAMultiLineRowAndOneLineAnswersTheNext() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let outcome = try AskformBinary.run(["fill", path], stdin: "Crash\n<<EOF\n1. open\r\n\n2. click\nEOF\none line\n")
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == #"""
            {
              "title": "Crash",
              "steps": "1. open\n\n2. click",
              "logs": "one line"
            }

            """#)
    }

    @Test func aHeredocWithoutItsTerminatorNamesItsOpeningLine() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let outcome = try AskformBinary.run(["fill", path], stdin: "Crash\n<<END_1\nstep\nEND\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "askform: error: stdin line 2: steps: '<<END_1' has no line 'END_1' after it to end the answer\n")
    }

    /// A block that never ends is bounded as a line is: stdin without end cannot fill memory.
    @Test func aHeredocIsBoundedAsALineIs() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let outcome = try FillFixture.bash("""
            { echo Crash; echo '<<EOF'; yes 'a line of the log that never ends'; } | "\(AskformBinary.url.path)" fill "\(path)"
            """, environment: [:])
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "askform: error: stdin line 2: steps: the line is longer than 16777216 bytes\n")
    }

    /// `<<EOF` is only a heredoc at a multi-line row: elsewhere it is text like any other.
    @Test func aHeredocLineAtAOneLineRowIsItsAnswer() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let outcome = try AskformBinary.run(["fill", path, "--format", "env"], stdin: "<<EOF\nx\n\n")
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == "TITLE='<<EOF'\nSTEPS='x'\nLOGS=''\n")
    }

    @Test func envOutputOfSeveralLinesSurvivesEval() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = AskformBinary.url.path
        let outcome = try FillFixture.bash("""
            cd "\(directory.path)" || exit 9
            printf '%s\\n' "it's broken" '<<EOF' "line 'one'" '$(touch pwned) `x` \\\\' '' 'EOF' '.' \\
              | "\(binary)" fill "\(path)" --format env > vars || exit 9
            eval "$(cat vars)"
            printf '[%s]\\n' "$TITLE" "$STEPS" "$LOGS"
            test ! -e pwned && echo safe
            """, environment: ["HOME": "/tmp"])
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == "[it's broken]\n[line 'one'\n$(touch pwned) `x` \\\\]\n[.]\nsafe\n")
    }

    // MARK: --set-file

    @Test func setFileAnswersAnyRowWithAFilesText() throws {
        let directory = try TemporaryDirectory.make()
        let path = directory.appendingPathComponent("bug.json").path
        try Data(Self.form.utf8).write(to: URL(fileURLWithPath: path))
        let steps = directory.appendingPathComponent("steps.txt")
        try Data("1. open\r\n2. click\r\n\r\n".utf8).write(to: steps)
        let title = directory.appendingPathComponent("title.txt")
        try Data("Crash on save\n".utf8).write(to: title)
        let outcome = try AskformBinary.run(["fill", path, "--set-file", "steps=\(steps.path)", "--set-file", "title=\(title.path)",
                                             "--non-interactive"], stdin: "")
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == #"""
            {
              "title": "Crash on save",
              "steps": "1. open\n2. click",
              "logs": null
            }

            """#)

        let unreadable = try AskformBinary.run(["fill", path, "--set-file", "steps=\(directory.path)/missing.txt"], stdin: "")
        #expect(unreadable.status == 66)
        #expect(unreadable.stderr == "askform: error: cannot read '\(directory.path)/missing.txt': No such file or directory\n")

        let severalLines = try AskformBinary.run(["fill", path, "--set-file", "title=\(steps.path)"], stdin: "")
        #expect(severalLines.status == 65)
        #expect(severalLines.stderr == "askform: error: --set-file title: the answer has 2 lines but this question takes one line\n")

        let noPath = try AskformBinary.run(["fill", path, "--set-file", "steps"], stdin: "")
        #expect(noPath.status == 64)
        #expect(noPath.stderr.hasPrefix("askform: error: --set-file 'steps' is not KEY=PATH\n"))

        let binary = directory.appendingPathComponent("binary.txt")
        try Data([0x61, 0xFF, 0x0A]).write(to: binary)
        let notText = try AskformBinary.run(["fill", path, "--set-file", "logs=\(binary.path)"], stdin: "")
        #expect(notText.status == 65)
        #expect(notText.stderr == "askform: error: --set-file logs: invalid UTF-8 at byte 2\n")
    }

    @Test func validateAndQuestionsKnowMultiLineRows() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let answers = try TemporaryDirectory.file("answers.json", #"{"title": "Crash", "steps": "a\nb", "logs": null}"#)
        let valid = try AskformBinary.run(["validate", path, answers])
        #expect(valid.status == 0)
        let filled = try AskformBinary.run(["fill", path, "--answers", answers, "--non-interactive", "--format", "env"], stdin: "")
        #expect(filled.stdout == "TITLE='Crash'\nSTEPS='a\nb'\nLOGS=''\n")
        let json = try AskformBinary.run(["questions", path, "--set", "title=x", "--format", "json"])
        #expect(try JSON.parse(json.stdout) == [
            ["line": 1, "key": "steps", "type": "text", "required": true, "when": nil, "multiline": true, "default": nil],
            ["line": 2, "key": "logs", "type": "text", "required": false, "when": nil, "multiline": true, "default": nil],
        ])
        let questions = try AskformBinary.run(["questions", path])
        #expect(questions.stdout == """
            LINE  KEY    TYPE         REQUIRED  DEFAULT  ASKED
            1     title  text         yes       —        always
            2     steps  text <<WORD  yes       —        always
            3     logs   text <<WORD  no        —        always

            """)
    }

    // MARK: At a terminal

    @Test func typedLinesEndAtALoneDotAndTheDraftKeepsThem() throws {
        let scratch = try Scratch()
        let form = try scratch.write("bug.json", Self.form)
        let pty = try scratch.start(["fill", form, "-o", scratch.path("out.json")])
        try pty.answer(Self.title, "Crash")
        try pty.answer(Self.steps, "1. open")
        try pty.answer("> ", "  2. click")
        try pty.answer("> ", ".")
        try pty.answer(Self.logs, ":quit")
        #expect(try pty.waitForExit() == 130)
        let draft = try #require(try scratch.draft(Self.draft, holding: 2))
        #expect(draft["answers"] == ["title": "Crash", "steps": "1. open\n  2. click"])
        #expect(pty.lines == [
            "Bug", "", "[1/3]",
            "Title (required): Crash",
            "Steps (required, several lines: end with a line of just ., or :edit): 1. open",
            ">   2. click",
            "> .",
            "Logs (several lines: end with a line of just ., or :edit): :quit",
            "askform: stopped; your answers are saved. Resume with: askform fill \(form) --resume",
            "",
        ])

        let resumed = try scratch.start(["fill", form, "--resume", "-o", scratch.path("out.json")])
        try resumed.answer(Self.logs, "")
        try resumed.waitFor("to change: ")
        #expect(resumed.lines.contains("  2  steps  Steps     1. open (+1 line)"))
        try resumed.sendLine()
        #expect(try resumed.waitForExit() == 0)
        #expect(try scratch.json("out.json") == ["title": "Crash", "steps": "1. open\n  2. click", "logs": nil])
    }

    /// A shell script as `$EDITOR`: it notes the mode, path and text of the file (its last
    /// argument), then writes the answer.
    static func editor(_ scratch: Scratch, exit status: Int = 0) throws -> String {
        let script = try scratch.write("editor.sh", """
            #!/bin/sh
            for file; do :; done
            stat -c %a "$file" > "\(scratch.path("mode"))"
            echo "$file" > "\(scratch.path("edited"))"
            cat "$file" >> "\(scratch.path("given"))"
            printf 'step one\\nstep two\\n' > "$file"
            exit \(status)
            """)
        chmod(script, 0o755)
        return script
    }

    @Test func editRunsTheEditorOnAPrivateFileAndTakesWhatItSaved() throws {
        let scratch = try Scratch()
        let form = try scratch.write("bug.json", Self.form)
        // An editor with an argument: it runs through /bin/sh.
        let pty = try scratch.start(["fill", form, "--no-review"], environment: ["EDITOR": try Self.editor(scratch) + " --wait",
                                                                                  "VISUAL": ""],
                                    stdoutFile: scratch.path("out.json"))
        try pty.answer(Self.title, "Crash")
        try pty.answer(Self.steps, ":edit")
        try pty.answer(Self.logs, "")
        #expect(try pty.waitForExit() == 0)
        #expect(try scratch.json("out.json") == ["title": "Crash", "steps": "step one\nstep two", "logs": nil])
        #expect(try scratch.read("mode") == "600\n")
        let edited = try #require(try scratch.read("edited")).trimmingCharacters(in: .newlines)
        #expect(edited.hasSuffix(".txt"))
        #expect(access(edited, F_OK) != 0, "the temporary file is removed")
        #expect(pty.lines == [
            "Bug", "", "[1/3]",
            "Title (required): Crash",
            "Steps (required, several lines: end with a line of just ., or :edit): :edit",
            "Logs (several lines: end with a line of just ., or :edit): ",
            "",
        ])
    }

    @Test func anEditorThatFailsKeepsTheAnswerAndSaysSo() throws {
        let scratch = try Scratch()
        let form = try scratch.write("bug.json", Self.form)
        let pty = try scratch.start(["fill", form, "--no-review"], environment: ["VISUAL": try Self.editor(scratch, exit: 2)],
                                    stdoutFile: scratch.path("out.json"))
        try pty.answer(Self.title, "Crash")
        try pty.answer(Self.steps, ":edit")
        try pty.waitFor("the answer is unchanged")
        try pty.answer(Self.steps, "typed")
        try pty.answer("> ", ".")
        try pty.answer(Self.logs, "")
        #expect(try pty.waitForExit() == 0)
        #expect(try scratch.json("out.json") == ["title": "Crash", "steps": "typed", "logs": nil])
        let edited = try #require(try scratch.read("edited")).trimmingCharacters(in: .newlines)
        #expect(access(edited, F_OK) != 0, "the temporary file is removed")
        #expect(pty.lines == [
            "Bug", "", "[1/3]",
            "Title (required): Crash",
            "Steps (required, several lines: end with a line of just ., or :edit): :edit",
            "✗ steps: the editor exited with status 2; the answer is unchanged",
            "Steps (required, several lines: end with a line of just ., or :edit): typed",
            "> .",
            "Logs (several lines: end with a line of just ., or :edit): ",
            "",
        ])
    }

    /// Ctrl-C while the editor runs is the editor's: the file goes, the answer stays, and
    /// the row is asked again.
    @Test func ctrlCWhileTheEditorRunsIsTheEditorsAndRemovesTheFile() throws {
        let scratch = try Scratch()
        let form = try scratch.write("bug.json", Self.form)
        let script = try scratch.write("slow-editor.sh", """
            #!/bin/sh
            echo "$1" > "\(scratch.path("edited"))"
            echo "editing $1"
            exec sleep 60
            """)
        chmod(script, 0o755)
        let pty = try scratch.start(["fill", form], environment: ["EDITOR": script])
        try pty.answer(Self.title, "Crash")
        try pty.answer(Self.steps, ":edit")
        try pty.waitFor("editing ")
        try pty.sendControl("c")
        try pty.waitFor("the answer is unchanged")
        let edited = try #require(try scratch.read("edited")).trimmingCharacters(in: .newlines)
        #expect(access(edited, F_OK) != 0, "the temporary file is removed")
        try pty.answer(Self.steps, ":quit")
        #expect(try pty.waitForExit() == 130)
        // The terminal echoes the Ctrl-C it sent the editor (`^C`).
        #expect(pty.lines == [
            "Bug", "", "[1/3]",
            "Title (required): Crash",
            Self.steps + ":edit",
            "editing \(edited)",
            "^C✗ steps: the editor exited with status 130; the answer is unchanged",
            Self.steps + ":quit",
            "askform: stopped; your answers are saved. Resume with: askform fill \(form) --resume",
            "",
        ])
        #expect(try pty.terminalFlags() == PseudoTerminal.newTerminalFlags())
    }

    /// Ctrl-X Ctrl-E edits what was typed so far; at a one-line row the editor's two lines are refused.
    @Test func ctrlXCtrlEEditsTheLineAndAOneLineRowRefusesSeveralLines() throws {
        let scratch = try Scratch()
        let form = try scratch.write("bug.json", Self.form)
        let pty = try scratch.start(["fill", form, "--no-review"], environment: ["EDITOR": try Self.editor(scratch)],
                                    stdoutFile: scratch.path("out.json"))
        try pty.waitFor(Self.title)
        try pty.send("draft\u{18}\u{5}")
        try pty.waitFor("this question takes one line")
        try pty.answer(Self.title, "Crash")
        try pty.waitFor(Self.steps)
        try pty.send("\u{18}\u{5}")
        try pty.answer(Self.logs, "")
        #expect(try pty.waitForExit() == 0)
        #expect(try scratch.read("given") == "draft\n", "what was typed; then the empty answer")
        #expect(try scratch.json("out.json") == ["title": "Crash", "steps": "step one\nstep two", "logs": nil])
        // Ctrl-X Ctrl-E ends the line where it is, as Enter would.
        #expect(pty.screenLines == [
            "Bug", "", "[1/3]",
            "Title (required): draft",
            "✗ title: the answer has 2 lines but this question takes one line",
            "Title (required): Crash",
            Self.steps,
            Self.logs,
            "",
        ])
    }

    // MARK: Pastes

    static let pasteStart = "\u{1B}[200~", pasteEnd = "\u{1B}[201~"

    @Test func aPasteOfSeveralLinesIsRefusedAtAOneLineRowAndKeptWholeAtAMultiLineRow() throws {
        let scratch = try Scratch()
        let form = try scratch.write("bug.json", Self.form)
        // Bracketed paste as askform sets it, not turned off by the test's usual inputrc.
        let pty = try scratch.start(["fill", form, "--no-review"], environment: ["INPUTRC": "/dev/null"],
                                    stdoutFile: scratch.path("out.json"))
        try pty.waitFor(Self.title)
        #expect(pty.rawText.contains("\u{1B}[?2004h"), "the terminal is told to bracket pastes")
        try pty.send(Self.pasteStart + "Crash\r.\rsecond\r" + Self.pasteEnd)
        try pty.sendLine()
        try pty.waitFor("nothing was answered")
        try pty.answer(Self.title, "Crash")
        try pty.waitFor(Self.steps)
        try pty.send(Self.pasteStart + "1. open\r.\r2. click" + Self.pasteEnd)
        try pty.sendLine()
        try pty.answer("> ", ".")
        try pty.answer(Self.logs, "")
        #expect(try pty.waitForExit() == 0)
        #expect(try scratch.json("out.json") == ["title": "Crash", "steps": "1. open\n.\n2. click", "logs": nil])
        let refusals = pty.screenLines.filter { $0.hasPrefix("✗") }
        #expect(refusals == ["✗ title: the pasted text has 3 lines but this question takes one line; nothing was answered"])
        // readline redraws a pasted text of several lines in place (cursor moves a transcript
        // cannot replay), so the prompts are compared, in order: the title asked again after
        // the refused paste, the steps' paste continued at `> `.
        let prompts = pty.screenLines.filter { line in [Self.title, Self.steps, Self.logs, "> "].contains { line.hasPrefix($0) } }
        #expect(prompts == [
            Self.title + "Crash",
            Self.title + "Crash",
            Self.steps + "1. open",
            "> .",
            Self.logs,
        ])
    }

    // MARK: Editing in place

    @Test func backAndTheReviewPutTheAnswerInTheLine() throws {
        let scratch = try Scratch()
        let form = try scratch.write("bug.json", Self.form)
        let pty = try scratch.start(["fill", form], stdoutFile: scratch.path("out.json"))
        try pty.answer(Self.title, "Crash")
        try pty.answer(Self.steps, "one")
        try pty.answer("> ", ".")
        try pty.answer(Self.logs, ":back")
        // A multi-line answer is not put in the line: Enter keeps it.
        try pty.answer("Steps (required, several lines: end with a line of just ., or :edit) [one]: ", ":back")
        try pty.waitFor("Title (required) [Crash]: Crash")
        try pty.sendLine(" on save")
        try pty.answer("[one]: ", "")
        try pty.answer(Self.logs, "")
        try pty.answer("to change: ", "title")
        try pty.answer("Title (required) [Crash on save]: Crash on save", ", again")
        try pty.answer("to change: ", "")
        #expect(try pty.waitForExit() == 0)
        #expect(try scratch.json("out.json") == ["title": "Crash on save, again", "steps": "one", "logs": nil])
        #expect(pty.screenLines == [
            "Bug", "", "[1/3]",
            "Title (required): Crash",
            Self.steps + "one",
            "> .",
            Self.logs + ":back",
            "Steps (required, several lines: end with a line of just ., or :edit) [one]: :back",
            "Title (required) [Crash]: Crash on save",
            "Steps (required, several lines: end with a line of just ., or :edit) [one]: ",
            Self.logs,
            "",
            "Review",
            "  1  title  Title     Crash on save",
            "  2  steps  Steps     one",
            "  3  logs   Logs      —",
            "Write these answers? [Y/n] or a number or key to change: title",
            "Title (required) [Crash on save]: Crash on save, again",
            "",
            "Review",
            "  1  title  Title     Crash on save, again",
            "  2  steps  Steps     one",
            "  3  logs   Logs      —",
            "Write these answers? [Y/n] or a number or key to change: ",
            "",
        ])
    }

    /// A secret is never put in the line.
    @Test func aSecretIsNeverPrefilled() throws {
        let scratch = try Scratch()
        let form = try scratch.write("s.json", """
            {"askform": 1, "sections": [{"rows": [{"key": "token", "type": "secret", "title": "Token"},
              {"key": "name", "type": "text", "title": "Name"}]}]}
            """)
        let pty = try scratch.start(["fill", form], stdoutFile: scratch.path("out.json"))
        try pty.answer("Token (hidden): ", "abcdef")
        try pty.answer("Name: ", ":back")
        try pty.waitFor("Token (hidden) [••••••]: ")
        try pty.sendLine()
        try pty.answer("Name: ", "Ada")
        try pty.answer("to change: ", "")
        #expect(try pty.waitForExit() == 0)
        #expect(!pty.rawText.contains("abcdef"))
        #expect(try scratch.json("out.json") == ["token": "abcdef", "name": "Ada"])
    }
}
