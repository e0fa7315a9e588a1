import Foundation
import Testing

/// `--format env` never writes a variable a shell relies on (docs/CLI.md lists them): a form
/// whose keys would become `PATH`, `PS1`, … is refused before the first question, with
/// nothing on stdout; `--env-prefix` names every variable safely; `check` warns.
@Suite("env output names")
struct EnvOutputTests {
    typealias Fixture = FillFixture

    static func form(key: String, unit: Bool = false) -> String {
        let row = unit
            ? #"{"key": "budget", "type": "number", "unit": {"key": "\#(key)", "options": ["EUR", "USD"]}}"#
            : #"{"key": "\#(key)", "type": "text"}"#
        return #"{"askform": 1, "sections": [{"rows": [{"key": "name", "type": "text"}, \#(row)]}]}"#
    }

    static let refused: [(String, String)] = [
        ("path", "PATH"), ("ps1", "PS1"), ("prompt_command", "PROMPT_COMMAND"), ("ifs", "IFS"),
        ("ld_preload", "LD_PRELOAD"), ("manpath", "MANPATH"),
    ]

    /// No stdin at all: had anything been asked first, the run would end with "stdin ended".
    @Test(arguments: refused)
    func aKeyThatBecomesAShellVariableIsRefusedBeforeTheFirstQuestion(_ key: String, _ variable: String) throws {
        let form = try TemporaryDirectory.file("form.json", Self.form(key: key))
        let outcome = try AskformBinary.run(["fill", form, "--format", "env"])
        #expect(outcome.stderr == "askform: error: key '\(key)' would overwrite the shell variable \(variable); "
            + "use --env-prefix (e.g. --env-prefix APP_) or --format json\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func aUnitKeyCountsToo() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form(key: "path", unit: true))
        let outcome = try AskformBinary.run(["fill", form, "--format", "env"], stdin: "Ada\n3\nEUR\n")
        #expect(outcome.stderr == "askform: error: key 'path' would overwrite the shell variable PATH; "
            + "use --env-prefix (e.g. --env-prefix APP_) or --format json\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func aPrefixMakesEveryNameSafeAndBashLeavesPathAlone() throws {
        let directory = try TemporaryDirectory.make()
        let form = directory.appendingPathComponent("form.json").path
        try Data(#"""
            {"askform": 1, "sections": [{"rows": [
              {"key": "path", "type": "text"}, {"key": "ps1", "type": "text"}, {"key": "prompt_command", "type": "text"},
              {"key": "ifs", "type": "text"}, {"key": "ld_preload", "type": "text"}, {"key": "manpath", "type": "text"}]}]}
            """#.utf8).write(to: URL(fileURLWithPath: form))
        let output = directory.appendingPathComponent("out").path
        let filled = try AskformBinary.run(["fill", form, "--format", "env", "--env-prefix", "TRIP_", "-o", output],
                                           stdin: Fixture.lines(["/tmp/evil", "$(id)", "touch pwned", "x", "/tmp/x.so", "/m"]))
        #expect(filled.stderr == "")
        #expect(filled.status == 0)
        #expect(try Fixture.contents(output) == """
            TRIP_PATH='/tmp/evil'
            TRIP_PS1='$(id)'
            TRIP_PROMPT_COMMAND='touch pwned'
            TRIP_IFS='x'
            TRIP_LD_PRELOAD='/tmp/x.so'
            TRIP_MANPATH='/m'

            """)
        let outcome = try Fixture.bash(#"before="$PATH"; eval "$(cat "$OUT")"; echo "$TRIP_PATH"; echo "$PATH"; echo "${IFS@Q}""#,
                                       environment: ["OUT": output])
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == "/tmp/evil\n/usr/bin:/bin\n$' \\t\\n'\n")
        #expect(outcome.status == 0)
    }

    @Test func aPrefixIsCheckedToo() throws {
        let form = try TemporaryDirectory.file("form.json", #"{"askform": 1, "sections": [{"rows": [{"key": "preload", "type": "text"}]}]}"#)
        let outcome = try AskformBinary.run(["fill", form, "--format", "env", "--env-prefix", "LD_"])
        #expect(outcome.stderr == "askform: error: key 'preload' would overwrite the shell variable LD_PRELOAD; "
            + "use --env-prefix (e.g. --env-prefix APP_) or --format json\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func aPrefixThatCannotStartANameIsACommandLineError() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form(key: "city"))
        let outcome = try AskformBinary.run(["fill", form, "--format", "env", "--env-prefix", "1-X"])
        #expect(outcome.stderr == """
            askform: error: --env-prefix '1-X' cannot start a variable name; use letters, digits and '_', not starting with a digit
            Usage: askform fill FORM [options]
            See 'askform help fill'.

            """)
        #expect(outcome.status == 64)
        let json = try AskformBinary.run(["fill", form, "--env-prefix", "APP_"])
        #expect(json.stderr == "askform: error: --env-prefix applies only to --format env\nUsage: askform fill FORM [options]\nSee 'askform help fill'.\n")
        #expect(json.status == 64)
    }

    @Test func checkWarnsAboutKeysThatWouldBecomeOne() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form(key: "home"))
        let outcome = try AskformBinary.run(["check", form])
        #expect(outcome.stderr == """
            \(form):1:80: warning: key 'home' becomes the shell variable HOME, which fill --format env refuses to write; \
            rename the key, or fill with --env-prefix (at /sections/0/rows/1/key)
            \(form): ok (1 section, 2 questions, 1 warning)

            """)
        #expect(outcome.status == 0)
        let japanese = try AskformBinary.run(["check", "--lang", "ja", form])
        #expect(japanese.stderr.split(separator: "\n").first.map(String.init) == "\(form):1:80: warning: キー 'home' はシェル変数 HOME になり、"
            + "fill --format env はこれを書き込みません。キー名を変えるか、fill で --env-prefix を使ってください (at /sections/0/rows/1/key)")
    }
}
