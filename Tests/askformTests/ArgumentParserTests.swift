import Foundation
import Testing

/// The command-line grammar, seen from outside: the parser lives in the executable target,
/// which tests cannot import, so each case runs the built binary and looks at what it did.
@Suite("argument parsing")
struct ArgumentParserTests {
    static let form = #"{"askform": 1, "sections": [{"rows": [{"key": "name", "type": "text"}, {"key": "age", "type": "integer"}]}]}"#
    static let json = "{\n  \"name\": \"Ada\",\n  \"age\": 36\n}\n"

    /// A fresh directory holding the form as `f.json` (and as `-f.json`, a name that looks
    /// like an option).
    static func directory() throws -> URL {
        let url = try TemporaryDirectory.make()
        try Data(form.utf8).write(to: url.appendingPathComponent("f.json"))
        try Data(form.utf8).write(to: url.appendingPathComponent("-f.json"))
        return url
    }

    @Test(arguments: [["--format=env"], ["--format", "env"]])
    func formatValueAttachedOrSeparate(_ option: [String]) throws {
        let outcome = try AskformBinary.run(["fill", "f.json"] + option, stdin: "Ada\n36\n", directory: try Self.directory())
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "NAME='Ada'\nAGE='36'\n")
        #expect(outcome.stderr == "")
    }

    @Test(arguments: [["-o", "out.json"], ["-oout.json"], ["-o=out.json"], ["--output", "out.json"], ["--output=out.json"]])
    func outputValueInEveryForm(_ option: [String]) throws {
        let directory = try Self.directory()
        let outcome = try AskformBinary.run(["fill", "f.json"] + option, stdin: "Ada\n36\n", directory: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        let written = try String(contentsOf: directory.appendingPathComponent("out.json"), encoding: .utf8)
        #expect(written == Self.json)
    }

    @Test func shortOptionWithEqualsDoesNotNameAFileStartingWithIt() throws {
        let directory = try Self.directory()
        _ = try AskformBinary.run(["fill", "f.json", "-o=out.json"], stdin: "Ada\n36\n", directory: directory)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("=out.json").path))
    }

    @Test(arguments: [["--version"], ["-V"], ["-v"], ["version"]])
    func everyUsualSpellingOfVersionPrintsIt(_ arguments: [String]) throws {
        let outcome = try AskformBinary.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("askform ") && outcome.stdout.hasSuffix("\n"))
        #expect(outcome.stdout.split(separator: " ").count == 2)
        #expect(outcome.stderr == "")
    }

    @Test func doubleDashEndsOptions() throws {
        let directory = try Self.directory()
        let outcome = try AskformBinary.run(["fill", "--", "-f.json"], stdin: "Ada\n36\n", directory: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Self.json)
        let without = try AskformBinary.run(["fill", "-f.json"], stdin: "Ada\n36\n", directory: directory)
        #expect(without.status == 64)
        #expect(without.stderr == "askform: error: unknown option '-f'\nUsage: askform fill FORM [options]\nSee 'askform help fill'.\n")
    }

    @Test func repeatedSetAnswersEachRowAndTheLastOneWins() throws {
        let outcome = try AskformBinary.run(["fill", "f.json", "--set", "name=Bob", "--set", "age=7", "--set=name=Ada"],
                                            directory: try Self.directory())
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "{\n  \"name\": \"Ada\",\n  \"age\": 7\n}\n")
        #expect(outcome.stderr == "")
    }

    /// `--post` takes a value only when it looks like a URL (or is attached with `=`), so the
    /// form named after it stays the FORM. A missing form shows which argument was taken as FORM.
    @Test(arguments: [
        (["fill", "--post", "nope.json"], 66, "askform: error: cannot read 'nope.json': No such file or directory\n"),
        (["fill", "--post", "https://example.org/x", "nope.json"], 66,
         "askform: error: cannot read 'nope.json': No such file or directory\n"),
        (["fill", "--post=nope.json"], 64,
         "askform: error: missing FORM\nUsage: askform fill FORM [options]\nSee 'askform help fill'.\n"),
    ])
    func postTakesAnOptionalURL(_ arguments: [String], _ status: Int32, _ expected: String) throws {
        let outcome = try AskformBinary.run(arguments)
        #expect(outcome.status == status)
        #expect(outcome.stderr == expected)
    }

    @Test(arguments: [
        (["fill", "f.json", "-o"], "option '--output' needs a value (FILE)", "askform fill FORM [options]"),
        (["fill", "f.json", "--defaults=yes", "-o=x"], "option '--defaults' takes no value", "askform fill FORM [options]"),
        (["fill", "f.json", "--defaults=yes"], "option '--defaults' takes no value", "askform fill FORM [options]"),
        (["fill", "f.json", "--format", "xml"], "unknown format 'xml'; use json, env or markdown", "askform fill FORM [options]"),
        (["fill", "f.json", "--set", "=x"], "--set '=x' is not KEY=VALUE", "askform fill FORM [options]"),
        (["fill", "f.json", "--outptu", "x"], "unknown option '--outptu' (did you mean '--output'?)", "askform fill FORM [options]"),
        (["fill", "f.json", "g.json"], "unexpected argument 'g.json'", "askform fill FORM [options]"),
        (["fill", "f.json", "--post", "--retries", "abc"], "--retries 'abc' is not a whole number from 0 to 100",
         "askform fill FORM [options]"),
        (["submit", "f.json", "a.json", "--timeout", "-1"], "--timeout '-1' is not a number of seconds from 0.1 to 3600",
         "askform submit FORM ANSWERS [options]"),
        (["validate", "f.json", "a.json", "b.json"], "unexpected argument 'b.json'", "askform validate FORM ANSWERS [options]"),
    ])
    func badCommandLineIs64(_ arguments: [String], _ message: String, _ usage: String) throws {
        let outcome = try AskformBinary.run(arguments, directory: try Self.directory())
        #expect(outcome.status == 64)
        #expect(outcome.stdout == "")
        let command = arguments[0]
        #expect(outcome.stderr == "askform: error: \(message)\nUsage: \(usage)\nSee 'askform help \(command)'.\n")
    }

    @Test func validateTakesTwoPositionalsAroundOptions() throws {
        let directory = try Self.directory()
        try Data(#"{"name": "Ada", "age": 36}"#.utf8).write(to: directory.appendingPathComponent("a.json"))
        let outcome = try AskformBinary.run(["validate", "--", "f.json", "a.json"], directory: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "a.json: ok\n")
    }
}
