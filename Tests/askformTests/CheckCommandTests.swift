import Foundation
import Testing

/// Small forms written into one temporary directory, named relative to it so the lines
/// askform prints can be compared whole.
private struct FormDirectory {
    let url: URL

    init(_ files: [String: String]) throws {
        url = try TemporaryDirectory.make()
        for (name, text) in files {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    func run(_ arguments: [String], stdin: String? = nil) throws -> AskformBinary.Outcome {
        try AskformBinary.run(arguments, stdin: stdin, directory: url)
    }
}

private let good = #"{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text"}, {"key": "b", "type": "integer"}]}]}"#
private let bad = #"{"askform": 1, "titel": "x", "sections": [{"rows": [{"key": "a", "type": "integer", "min": 5, "max": 1}]}]}"#
/// Valid, with one warning: a secret answer would go over plain http to another host.
private let warned = #"{"askform": 1, "sections": [{"rows": [{"key": "t", "type": "secret"}]}], "submit": {"url": "http://example.org/x"}}"#

private let badReport = """
    bad.json:1:16: error: unknown key 'titel' (did you mean 'title'?) (at /titel)
    bad.json:1:92: error: 'min' (5) is greater than 'max' (1) (at /sections/0/rows/0/min)
    bad.json: invalid (2 errors)

    """

@Suite("askform check")
struct CheckCommandTests {
    @Test func validFormsPass() throws {
        let outcome = try AskformBinary.run(["check", AskformBinary.form("trip.json")])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == AskformBinary.form("trip.json") + ": ok (3 sections, 15 questions, 2 of them conditional)\n")
    }

    /// A form's appearance: every unknown role or colour at its place, with a did-you-mean.
    @Test func badAppearanceIsAnErrorAtItsPlace() throws {
        let styled = """
            {"askform": 1, "appearance": {
              "titel": "bold",
              "prompt": ["bold", "gren"],
              "code": "#12345G",
              "accent": "bright-magenta"
            }, "sections": [{"rows": [{"key": "a", "type": "text"}]}]}
            """
        let outcome = try FormDirectory(["styled.json": styled]).run(["check", "styled.json"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            styled.json:2:3: error: unknown appearance role 'titel' (did you mean 'title'?) (at /appearance/titel)
            styled.json:3:22: error: unknown colour or style 'gren' (did you mean 'green'?) (at /appearance/prompt/1)
            styled.json:4:11: error: unknown colour or style '#12345G'; write a colour name (red, bright-blue), #RRGGBB, bold, dim, italic or underline (at /appearance/code)
            styled.json: invalid (3 errors)

            """)
        let fine = try AskformBinary.run(["check", AskformBinary.form("styled.json")])
        #expect(fine.stderr == AskformBinary.form("styled.json") + ": ok (2 sections, 4 questions)\n")
    }

    @Test func goodFileIsOkOnStderrOnly() throws {
        let outcome = try FormDirectory(["good.json": good]).run(["check", "good.json"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "good.json: ok (1 section, 2 questions)\n")
    }

    /// Options a person could never type as they read them are errors; option values that
    /// are numbers other than their positions are a warning.
    @Test func optionsThatCannotBeTypedAsShownAreRefused() throws {
        let options = """
            {"askform": 1, "sections": [{"rows": [
            {"key": "tags", "type": "multiselect", "options": ["a,b", "c"]},
            {"key": "city", "type": "select", "options": [{"value": "Paris", "label": "Berlin"}, "Berlin"]},
            {"key": "pg", "type": "select", "options": ["18", "17"]}
            ]}]}
            """
        let outcome = try FormDirectory(["options.json": options]).run(["check", "options.json"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            options.json:2:52: error: option value 'a,b' holds a comma, which separates a multiselect's choices: it could never be typed (at /sections/0/rows/0/options/0)
            options.json:3:47: error: the label 'Berlin' is another option's value: typing it would choose 'Berlin' (at /sections/0/rows/1/options/0/label)
            options.json:4:44: warning: option values are numbers other than their positions: at a terminal '2' chooses the second option unless a value is '2', and a script's option number is refused (scripts give values) (at /sections/0/rows/2/options)
            options.json: invalid (2 errors)

            """)
    }

    @Test func badFileListsEveryProblemThenASummaryAndExits65() throws {
        let outcome = try FormDirectory(["bad.json": bad]).run(["check", "bad.json"])
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == badReport)
    }

    @Test func missingFileIs66() throws {
        let outcome = try AskformBinary.run(["check", "/nonexistent/form.json"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr == "askform: error: cannot read '/nonexistent/form.json': No such file or directory\n")
    }

    @Test func directoryIs66() throws {
        let directory = try FormDirectory([:])
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("forms"), withIntermediateDirectories: false)
        let outcome = try directory.run(["check", "forms"])
        #expect(outcome.status == 66)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "askform: error: cannot read 'forms': Is a directory\n")
    }

    @Test func everyFileIsReportedAndAnUnreadableOneMakesIt66EvenBeforeAnInvalidOne() throws {
        let directory = try FormDirectory(["good.json": good, "bad.json": bad])
        let outcome = try directory.run(["check", "good.json", "missing.json", "bad.json"])
        #expect(outcome.status == 66)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "good.json: ok (1 section, 2 questions)\n"
            + "askform: error: cannot read 'missing.json': No such file or directory\n"
            + badReport)
    }

    @Test func invalidAmongReadableFilesIs65WhicheverComesFirst() throws {
        let directory = try FormDirectory(["good.json": good, "bad.json": bad])
        let badFirst = try directory.run(["check", "bad.json", "good.json"])
        #expect(badFirst.status == 65)
        #expect(badFirst.stderr == badReport + "good.json: ok (1 section, 2 questions)\n")
        let goodFirst = try directory.run(["check", "good.json", "bad.json"])
        #expect(goodFirst.status == 65)
        #expect(goodFirst.stderr == "good.json: ok (1 section, 2 questions)\n" + badReport)
    }

    @Test func warningIsShownAndPasses() throws {
        let outcome = try FormDirectory(["warned.json": warned]).run(["check", "warned.json"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == """
            warned.json:1:92: warning: the form has secret rows but submits over plain http:// to 'example.org'; \
            it will be refused unless --insecure is given (at /submit/url)
            warned.json: ok (1 section, 1 question, 1 warning)

            """)
    }

    @Test func strictTurnsAWarningIntoAnErrorAnd65() throws {
        let outcome = try FormDirectory(["warned.json": warned]).run(["check", "--strict", "warned.json"])
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == """
            warned.json:1:92: error: the form has secret rows but submits over plain http:// to 'example.org'; \
            it will be refused unless --insecure is given (at /submit/url)
            warned.json: invalid (1 error)

            """)
    }

    @Test func dashReadsTheFormFromStdin() throws {
        let outcome = try AskformBinary.run(["check", "-"], stdin: good)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "<stdin>: ok (1 section, 2 questions)\n")
        let broken = try AskformBinary.run(["check", "-"], stdin: bad)
        #expect(broken.status == 65)
        #expect(broken.stderr == badReport.replacingOccurrences(of: "bad.json", with: "<stdin>"))
    }

    @Test func emptyStdinIsAnEmptyForm() throws {
        let outcome = try AskformBinary.run(["check", "-"], stdin: "")
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            <stdin>: error: the file is empty; a form is an object with 'askform' and 'sections'
            <stdin>: invalid (1 error)

            """)
    }

    @Test func escapeSequencesFromTheFormNeverReachTheTerminalRaw() throws {
        let hostile = #"{"askform": 1, "\u001b]0;owned\u0007": 1, "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#
        let outcome = try AskformBinary.run(["check", "-"], stdin: hostile)
        #expect(outcome.status == 65)
        #expect(outcome.stderr == #"""
            <stdin>:1:16: error: unknown key '\u{1B}]0;owned\u{7}' (at /\u{1B}]0;owned\u{7})
            <stdin>: invalid (1 error)

            """#)
    }

    @Test func binaryJunkIsRefusedWithAPosition() throws {
        let outcome = try AskformBinary.run(["check", "-"], stdinData: Data([0x7B, 0x22, 0x61, 0xFF, 0x22, 0x00]))
        #expect(outcome.status == 65)
        #expect(outcome.stderr == "<stdin>:1:4: error: invalid UTF-8 byte sequence (at /)\n<stdin>: invalid (1 error)\n")
    }
}

@Suite("askform usage")
struct UsageTests {
    static let overview = """
        askform 0.1.0 — ask a questionnaire at the terminal or from a script

        Usage: askform COMMAND [arguments] [options]

        Commands:
          fill FORM [options]               Walk the form, write the answers, optionally submit them
          check FORM... [options]           Validate form files; exit 0 when all are valid
          validate FORM ANSWERS [options]   Check an answers file against the form's rules
          submit FORM ANSWERS [options]     POST saved answers (e.g. a recovery file) to the form's endpoint
          schema FORM [options]             Print the JSON Schema (2020-12) of the form's answers
          questions FORM [options]          Print what a pipe must answer, in order: line, key, type, default
          convert SOURCE [options]          Write the askform form (JSON) for a form written for another tool
          completion SHELL [options]        Print a completion script for bash, zsh or fish
          help COMMAND                      Show a command's options

        Options:
          -h, --help                        Show this help
          --version                         Show askform's version

        Exit codes: 0 done, 64 usage, 65 invalid form or answers, 66 unreadable input,
        73 output not writable, 75 submission failed, 78 configuration, 130 interrupted.
        See 'askform help COMMAND' and docs/CLI.md.

        """

    @Test func helpGoesToStdout() throws {
        let outcome = try AskformBinary.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Self.overview)
        #expect(outcome.stderr == "")
    }

    @Test func noArgumentsShowsTheOverviewOnStderrAnd64() throws {
        let outcome = try AskformBinary.run([])
        #expect(outcome.status == 64)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == Self.overview)
    }

    @Test func version() throws {
        let outcome = try AskformBinary.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "askform 0.1.0\n")
        #expect(outcome.stderr == "")
    }

    @Test func helpCheck() throws {
        let expected = """
            Usage: askform check FORM... [options]

            Validate form files; exit 0 when all are valid.

            Problems are printed as FILE:LINE:COL: error: MESSAGE (at /json/pointer).

            Options:
              --strict                        Treat warnings as errors
              --from KIND                     Read FORM as KIND: askform, copier, cookiecutter, github-issue-form, surveyjs, xlform (default: told from its name and content)
              --lang TAG                      Language for the form's texts and askform's messages: en, zh-Hans, ko, ja
              -h, --help                      Show this help

            """
        let outcome = try AskformBinary.run(["help", "check"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == expected)
        let flag = try AskformBinary.run(["check", "--help"])
        #expect(flag.status == 0)
        #expect(flag.stdout == expected)
    }

    @Test(arguments: [
        (["help", "nosuch"], "askform: error: unknown command 'nosuch'\nUsage: askform help COMMAND\n"),
        (["help", "chek"], "askform: error: unknown command 'chek' (did you mean 'check'?)\nUsage: askform help COMMAND\n"),
        (["chek", "f.json"], "askform: error: unknown command 'chek' (did you mean 'check'?)\nUsage: askform COMMAND [arguments] [options]\n"),
        (["frobnicate"], "askform: error: unknown command 'frobnicate'\nUsage: askform COMMAND [arguments] [options]\n"),
        (["-x"], "askform: error: unknown option '-x'\nUsage: askform COMMAND [arguments] [options]\n"),
        (["check", "--strcit", "f.json"], "askform: error: unknown option '--strcit' (did you mean '--strict'?)\nUsage: askform check FORM... [options]\n"),
        (["check", "--strict=yes", "f.json"], "askform: error: option '--strict' takes no value\nUsage: askform check FORM... [options]\n"),
        (["check"], "askform: error: missing FORM\nUsage: askform check FORM... [options]\n"),
        (["fill"], "askform: error: missing FORM\nUsage: askform fill FORM [options]\n"),
        (["validate", "f.json"], "askform: error: missing ANSWERS\nUsage: askform validate FORM ANSWERS [options]\n"),
    ])
    func usageErrorIsOneLineThenUsageAnd64(_ arguments: [String], _ expected: String) throws {
        let outcome = try AskformBinary.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout == "")
        // Once the command is known, its own help says more.
        let known = ["fill", "check", "validate", "submit", "schema"].contains(arguments[0])
        #expect(outcome.stderr == expected + "See '\(known ? "askform help " + arguments[0] : "askform --help")'.\n")
    }
}
