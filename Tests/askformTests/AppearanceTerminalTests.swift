import Foundation
import Glibc
import Testing

/// Markdown and appearance at a real terminal, end to end: the whole screen with and without
/// colour, a form's appearance under the user's theme, `NO_COLOR`, `FORCE_COLOR` with stderr in
/// a file, 24-bit colour where `COLORTERM` says so, and a bad theme's one warning line.
@Suite("Appearance at a terminal")
struct AppearanceTerminalTests {
    static let form = """
        {"askform": 1, "title": "Styled", "description": "Read **this** and `that`; see [docs](https://d.example).",
         "appearance": {"title": ["bold", "#1E90FF"], "prompt": "green", "error": "bright-red"},
         "sections": [{"title": "One", "footer": "> *done*",
           "rows": [{"type": "note", "title": "- first\\n- second"},
                    {"key": "n", "type": "integer", "title": "Count", "help": "A **whole** number.\\n\\n1. one\\n2. two"}]}]}
        """

    /// The screen without colour: Markdown rendered, no markup and no escape sequence left.
    static let plainScreen = [
        "Styled",
        "Read this and that; see docs (https://d.example).",
        "",
        "[1/1] One",
        "  • first",
        "  • second",
        "  A whole number.",
        "",
        "  1. one",
        "  2. two",
        "Count (whole number): x",
        "✗ n: 'x' is not a whole number",
        "Count (whole number): 3",
        "  │ done",
        "",
        "Review",
        "  1  n  Count     3",
        "Write these answers? [Y/n] or a number or key to change: ",
        "{",
        "  \"n\": 3",
        "}",
        "",
    ]

    static let esc = "\u{1B}["

    /// The same screen at a colour terminal in the form's appearance (256 colours): roles it
    /// gives drawn its way (title, prompt, error), the others in askform's own look.
    static func colourScreen(title: String = "1;38;5;33", prompt: String = "32", hint: String = "2") -> String {
        let e = esc
        return [
            "\(e)\(title)mStyled\(e)0m",
            "Read \(e)1mthis\(e)0m and \(e)36mthat\(e)0m; see \(e)36mdocs\(e)0m\(e)\(hint)m (https://d.example)\(e)0m.",
            "",
            "\(e)\(hint)m[1/1]\(e)0m \(e)1mOne\(e)0m",
            "  \(e)2m• first\(e)0m",
            "  \(e)2m• second\(e)0m",
            "  \(e)2mA \(e)1mwhole\(e)0m\(e)2m number.\(e)0m",
            "",
            "  \(e)2m1. one\(e)0m",
            "  \(e)2m2. two\(e)0m",
            "\(e)\(prompt)mCount\(e)0m \(e)\(hint)m(whole number)\(e)0m: x",
            "\(e)91m✗ n: 'x' is not a whole number\(e)0m",
            "\(e)\(prompt)mCount\(e)0m \(e)\(hint)m(whole number)\(e)0m: 3",
            "  \(e)2m\(e)2m│ \(e)0m\(e)2m\(e)3mdone\(e)0m",
            "",
            "\(e)1mReview\(e)0m",
            "  \(e)36m1\(e)0m  \(e)\(hint)mn\(e)0m  Count     3",
            "Write these answers? [Y/n] \(e)\(hint)mor a number or key to change\(e)0m: ",
            "{",
            "  \"n\": 3",
            "}",
            "",
        ].joined(separator: "\n")
    }

    /// Fills the form at a terminal: a refused answer, then 3, then the review's Enter.
    func fill(_ scratch: Scratch, environment: [String: String] = [:], colour: Bool = true,
              arguments: [String] = []) throws -> PseudoTerminal {
        let form = try scratch.write("styled.json", Self.form)
        let pty = try scratch.start(["fill", form] + arguments, environment: environment, colour: colour,
                                    size: PseudoTerminal.WindowSize(rows: 24, cols: 80))
        try pty.answer("Count (whole number): ", "x")
        try pty.answer("Count (whole number): ", "3")
        try pty.answer("Write these answers?", "")
        #expect(try pty.waitForExit() == 0)
        return pty
    }

    func writeTheme(_ scratch: Scratch, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: scratch.path("config/askform"), withIntermediateDirectories: true)
        _ = try scratch.write("config/askform/theme.json", text)
    }

    @Test func markdownIsPlainTextWithoutColour() throws {
        let scratch = try Scratch()
        let pty = try fill(scratch, colour: false)
        #expect(pty.lines == Self.plainScreen)
        #expect(!pty.rawText.contains("\u{1B}"))
    }

    @Test func markdownAndTheFormsAppearanceAtAColourTerminal() throws {
        let scratch = try Scratch()
        let pty = try fill(scratch)
        #expect(pty.rawText.replacingOccurrences(of: "\r\n", with: "\n") == Self.colourScreen())
        #expect(!pty.rawText.contains("\u{1}") && !pty.rawText.contains("\u{2}"), "readline's markers never reach the terminal")
        #expect(pty.lines == Self.plainScreen)
    }

    @Test(arguments: [("truecolor", "1;38;2;30;144;255"), ("24bit", "1;38;2;30;144;255"), ("", "1;38;5;33"), ("yes", "1;38;5;33")])
    func twentyFourBitsOnlyWhereCOLORTERMSaysSo(_ colourTerm: String, _ title: String) throws {
        let scratch = try Scratch()
        let pty = try fill(scratch, environment: ["COLORTERM": colourTerm])
        #expect(pty.rawText.replacingOccurrences(of: "\r\n", with: "\n") == Self.colourScreen(title: title))
    }

    @Test func theUsersThemeWinsRoleByRole() throws {
        let scratch = try Scratch()
        try writeTheme(scratch, #"{"prompt": ["yellow"], "hint": "underline"}"#)
        let pty = try fill(scratch)
        // The form's title and error stay; its prompt and askform's hint give way to the theme.
        #expect(pty.rawText.replacingOccurrences(of: "\r\n", with: "\n") == Self.colourScreen(prompt: "33", hint: "4"))
    }

    @Test func noColourTurnsTheFormsAppearanceAndTheThemeOff() throws {
        let scratch = try Scratch()
        try writeTheme(scratch, #"{"prompt": "yellow", "hint": "underline"}"#)
        for environment in [["NO_COLOR": "1"], ["NO_COLOR": "1", "FORCE_COLOR": "1"], ["TERM": "dumb"]] {
            let pty = try fill(scratch, environment: environment)
            #expect(pty.lines == Self.plainScreen, "\(environment)")
            #expect(!pty.rawText.contains("\u{1B}["), "\(environment)")
        }
        let pty = try fill(scratch, environment: ["FORCE_COLOR": "1"], arguments: ["--no-color"])
        #expect(pty.lines == Self.plainScreen, "--no-color wins over FORCE_COLOR")
    }

    /// stderr (prompts, review) in a file: no colour unless forced, and NO_COLOR wins over forcing.
    @Test(arguments: [
        (["FORCE_COLOR": "1"], true), (["CLICOLOR_FORCE": "1"], true), (["FORCE_COLOR": "3"], true),
        (["FORCE_COLOR": "0"], false), (["FORCE_COLOR": ""], false), ([:], false),
        (["FORCE_COLOR": "1", "NO_COLOR": "1"], false),
    ] as [([String: String], Bool)])
    func forcedColourWhenStderrIsNoTerminal(_ environment: [String: String], _ coloured: Bool) throws {
        let scratch = try Scratch()
        let form = try scratch.write("styled.json", Self.form)
        let stderr = scratch.path("stderr.txt")
        let pty = try scratch.start(["fill", form], environment: environment, colour: true,
                                    size: PseudoTerminal.WindowSize(rows: 24, cols: 80), stderrFile: stderr)
        for (prompt, answer) in [("(whole number)", "x"), ("not a whole number", "3"), ("Write these answers?", "")] {
            try Self.waitFor(prompt, inFile: stderr)
            try pty.sendLine(answer)
        }
        #expect(try pty.waitForExit() == 0)
        let shown = try #require(try scratch.read("stderr.txt"))
        let screen = coloured ? Self.colourScreen() : Self.plainScreen.joined(separator: "\n")
        // The answers went to the terminal (stdout); the file holds everything before them.
        let expected = screen[..<screen.range(of: "{\n")!.lowerBound]
        #expect(shown.replacingOccurrences(of: "\r\n", with: "\n") == expected, "\(environment)")
    }

    static func waitFor(_ text: String, inFile path: String) throws {
        for _ in 0..<1000 {
            if let data = FileManager.default.contents(atPath: path), String(decoding: data, as: UTF8.self).contains(text) {
                return
            }
            usleep(10_000)
        }
        Issue.record("\(text) never appeared in \(path)")
    }

    @Test func aBadThemeIsOneWarningAndTheRestOfItApplies() throws {
        let scratch = try Scratch()
        try writeTheme(scratch, #"{"prompt": "yello", "hint": "underline", "titel": "red"}"#)
        let pty = try fill(scratch)
        let theme = scratch.path("config/askform/theme.json")
        let raw = pty.rawText.replacingOccurrences(of: "\r\n", with: "\n")
        let warning = "\(theme):1:12: warning: unknown colour or style 'yello' (did you mean 'yellow'?) (at /prompt)\n"
        // The prompt has no good word, so the form's green stays; the hint applies.
        #expect(raw == warning + Self.colourScreen(hint: "4"))
    }

    @Test(arguments: [
        (##"{"prompt": "#1E90FF""##, "1:21: warning: unexpected end of file, expected ',' or '}' (at /)"),
        ("[1, 2]", "1:1: warning: 'theme' must be an object, found an array (at /)"),
    ])
    func aThemeThatIsNoObjectIsOneWarningAndAskformsOwnLook(_ text: String, _ warning: String) throws {
        let scratch = try Scratch()
        try writeTheme(scratch, text)
        let pty = try fill(scratch)
        let theme = scratch.path("config/askform/theme.json")
        let raw = pty.rawText.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(raw == theme + ":" + warning + "\n" + Self.colourScreen())
    }

    @Test func aThemeThatIsADirectoryIsOneNote() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("config/askform/theme.json"), withIntermediateDirectories: true)
        let pty = try fill(scratch)
        let raw = pty.rawText.replacingOccurrences(of: "\r\n", with: "\n")
        let theme = scratch.path("config/askform/theme.json")
        #expect(raw == "askform: warning: the theme '\(theme)' is not read: Invalid argument; askform's own colours are used\n"
            + Self.colourScreen())
    }

    /// `:help` shows the row's help rendered as it is above the prompt, then the commands.
    @Test func helpIsRenderedAtHelpToo() throws {
        let scratch = try Scratch()
        let form = try scratch.write("styled.json", Self.form)
        let pty = try scratch.start(["fill", form, "--no-review"], size: PseudoTerminal.WindowSize(rows: 24, cols: 80))
        try pty.answer("Count (whole number): ", ":help")
        try pty.waitFor("::text")
        try pty.answer("Count (whole number): ", "3")
        #expect(try pty.waitForExit() == 0)
        let lines = pty.lines
        let help = try #require(lines.firstIndex(of: "Count (whole number): :help"))
        #expect(Array(lines[(help + 1)...(help + 5)]) == ["  A whole number.", "", "  1. one", "  2. two", "  :back     go to the previous question"])
    }

    /// Forms/styled.json without colour, as README.md shows it.
    @Test func theStyledExampleReadsAsTheREADMEShows() throws {
        let scratch = try Scratch()
        let pty = try scratch.start(["fill", AskformBinary.form("styled.json"), "-o", scratch.path("release.json")])
        try pty.answer("Version (required, e.g. 1.4.0): ", "1.4")
        try pty.waitFor("MAJOR.MINOR.PATCH")
        try pty.answer("Version (required, e.g. 1.4.0): ", "1.4.0")
        try pty.answer("[feature]: ", "2")
        try pty.answer("One-line highlight: ", "Faster start-up, half the memory")
        try pty.answer("[y/N]: ", "n")
        try pty.answer("Write these answers?", "")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.lines == [
            "Release checklist",
            "Answer a few questions before you tag a release. Everything here is written in Markdown: see the",
            "format (https://example.org/askform/format).",
            "",
            "[1/4] Version",
            "  Before you start",
            "  1. Merge every pull request for the milestone.",
            "  2. Run make check on a clean clone.",
            "  3. Read the changelog once more.",
            "  Semantic versioning: bump MAJOR for breaking changes, MINOR for features, PATCH for fixes.",
            "Version (required, e.g. 1.4.0): 1.4",
            "✗ version: '1.4': write it as MAJOR.MINOR.PATCH",
            "Version (required, e.g. 1.4.0): 1.4.0",
            "  1) feature",
            "  2) bugfix",
            "  3) security",
            "Kind of release (1–3 or a name, TAB completes) [feature]: 2",
            "  The tag is made by git tag -s v$VERSION; nothing is pushed yet.",
            "",
            "[3/4] Announcement",
            "  Shown on the release page:",
            "",
            "  │ keep it under 80 characters",
            "",
            "  • no trailing period",
            "  • no links",
            "One-line highlight: Faster start-up, half the memory",
            "Post to the mailing list? [y/N]: n",
            "",
            "Review",
            "  1  version     Version                    1.4.0",
            "  2  kind        Kind of release            bugfix",
            "  3  highlights  One-line highlight         Faster start-up, half the memory",
            "  4  announce    Post to the mailing list?  no",
            "Write these answers? [Y/n] or a number or key to change: ",
            "",
        ])
        #expect(try scratch.json("release.json") == ["version": "1.4.0", "kind": "bugfix",
                                                     "highlights": "Faster start-up, half the memory", "announce": false])
    }
}
