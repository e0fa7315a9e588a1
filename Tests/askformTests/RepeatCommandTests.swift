import Foundation
import Testing

/// Repeat groups through the built binary: piped fills of Forms/trip-party.json, env output
/// eval'd by bash, `validate`, `--set`, `questions`, and a fill at a real pseudo-terminal.
@Suite("askform fill, repeat groups")
struct RepeatCommandTests {
    static let form = AskformBinary.form("trip-party.json")
    static let lines = ["Lisbon", "Ada", "36", "y", "passport", "P12345", "n", "y", "Bo", "12", "Ada", "n", "n", "bring snacks"]

    @Test func pipedLinesAnswerItemsAndAddQuestions() throws {
        let outcome = try AskformBinary.run(["fill", Self.form], stdin: FillFixture.lines(Self.lines))
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(try JSON.parse(outcome.stdout) == [
            "destination": "Lisbon",
            "travellers": [
                ["name": "Ada", "age": 36, "documents": [["kind": "passport", "number": "P12345"]]],
                ["name": "Bo", "age": 12, "guardian": "Ada", "documents": []],
            ],
            "party_size": 2, "notes": "bring snacks",
        ])
    }

    @Test func aBadLineNamesTheLineTheItemAndTheKey() throws {
        let outcome = try AskformBinary.run(["fill", Self.form], stdin: FillFixture.lines(["Lisbon", "Ada", "36", "n", "y", "Bo", "old"]))
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "askform: error: stdin line 7: travellers[2].age: 'old' is not a whole number\n")
        let add = try AskformBinary.run(["fill", Self.form], stdin: FillFixture.lines(["Lisbon", "Ada", "36", "maybe"]))
        #expect(add.stderr == "askform: error: stdin line 4: travellers[1].documents[+1]: 'maybe' is not yes or no (y, yes, true, 1 / n, no, false, 0)\n")
    }

    @Test func envOutputIsSafeForEval() throws {
        let lines = ["Lisbon", "Ada $(touch /tmp/askform-pwned)", "36", "n", "y", "O'Brien", "40", "n", "n", ""]
        let outcome = try AskformBinary.run(["fill", Self.form, "--format", "env"], stdin: FillFixture.lines(lines))
        #expect(outcome.status == 0)
        let script = try TemporaryDirectory.file("eval.sh", """
            eval "$(cat)"
            printf '%s|%s|%s|%s|%s\\n' "$TRAVELLERS_COUNT" "$TRAVELLERS_1_NAME" "$TRAVELLERS_2_NAME" "$TRAVELLERS_2_DOCUMENTS_COUNT" "$PARTY_SIZE"
            """)
        let shell = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), [script], environment: ["PATH": "/usr/bin:/bin"],
                                         stdinData: Data(outcome.stdout.utf8))
        #expect(shell.stdout == "2|Ada $(touch /tmp/askform-pwned)|O'Brien|0|2\n")
        #expect(access("/tmp/askform-pwned", F_OK) != 0)
    }

    @Test func setCreatesItemsAndValidateNamesItems() throws {
        let outcome = try AskformBinary.run(["fill", Self.form, "--set", "travellers.2.name=Bo", "--set", "travellers[2].age=40"],
                                            stdin: FillFixture.lines(["Lisbon", "Ada", "", "n", "n", "n", ""]))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try JSON.parse(outcome.stdout)["travellers"] == [["name": "Ada", "age": nil, "documents": []],
                                                                  ["name": "Bo", "age": 40, "documents": []]])
        let unknown = try AskformBinary.run(["fill", Self.form, "--set", "travellers[1].nam=Bo"], stdin: FillFixture.lines([]))
        #expect(unknown.stderr == "askform: error: --set travellers[1].nam: no row has this key (did you mean 'travellers[1].name'?)\n")
        let written = try TemporaryDirectory.file("answers.json", outcome.stdout)
        #expect(try AskformBinary.run(["validate", Self.form, written]).status == 0)
        let broken = try TemporaryDirectory.file("broken.json", """
            {"destination": "Lisbon", "travellers": [
              {"name": "Ada", "age": 36, "documents": []},
              {"name": "Bo", "age": 200, "documents": [{"kind": "visa", "number": "P1234"}]}
            ], "party_size": 2, "notes": null}
            """)
        let refused = try AskformBinary.run(["validate", Self.form, broken])
        #expect(refused.status == 65)
        #expect(refused.stderr == """
            \(broken):3:25: error: travellers[2].age: '200' is above the maximum 120 (at /travellers/1/age)
            \(broken): invalid (1 error)

            """)
    }

    /// Conditions inside items name keys as people know them (`travellers[1].age`), in the
    /// table and in JSON.
    @Test func questionsListTheMinimumItemsAndTheAddQuestion() throws {
        // And the schema lists a check inside items under the key with empty brackets.
        let schema = try AskformBinary.run(["schema", Self.form])
        #expect(schema.stdout.contains(#""key": "travellers[].documents[].number""#))
        let outcome = try AskformBinary.run(["questions", Self.form])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            LINE  KEY                          TYPE     REQUIRED  DEFAULT  ASKED
            1     destination                  text     yes       —        always
            2     travellers[1].name           text     yes       —        always
            3     travellers[1].age            integer  no        —        always
            4     travellers[1].guardian       text     yes       —        when travellers[1].age < 18
            5     travellers[1].documents[+1]  confirm  no        no       always
            6     travellers[+2]               confirm  no        no       always
            7     notes                        text     no        —        always

            """)
        let json = try AskformBinary.run(["questions", Self.form, "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains(#"""
              {
                "line": 4,
                "key": "travellers[1].guardian",
                "type": "text",
                "required": true,
                "when": "travellers[1].age < 18",
            """#))
    }

    @Test func atAPseudoTerminalItemsHaveHeadersAndTheReviewAddsOne() throws {
        let scratch = try Scratch()
        let output = scratch.path("answers.json")
        let pty = try scratch.start(["fill", Self.form, "-o", output])
        try pty.answer("Destination (required): ", "Lisbon")
        try pty.waitFor("[2/6] Traveller 1")
        try pty.answer("Name (required): ", "Ada")
        try pty.answer("Age of Ada (whole number 0–120): ", "36")
        try pty.answer("Add a document for Ada? [y/N]: ", "")
        try pty.answer("Add another traveller? [y/N]: ", "")
        try pty.answer("Notes for the 1 of you: ", "")
        try pty.answer("or a number or key to change: ", "+travellers")
        try pty.answer("Name (required): ", "Bo")
        try pty.answer("Age of Bo (whole number 0–120): ", "40")
        try pty.answer("Add a document for Bo? [y/N]: ", "")
        try pty.answer("Add another traveller? [y/N]: ", "")
        try pty.answer("or a number or key to change: ", "")
        #expect(try pty.waitForExit() == 0)
        #expect(try JSON.parse(#require(try scratch.read("answers.json"))) == [
            "destination": "Lisbon",
            "travellers": [["name": "Ada", "age": 36, "documents": []], ["name": "Bo", "age": 40, "documents": []]],
            "party_size": 2, "notes": nil,
        ])
    }

    /// README.md's repeat-group tour: the review the binary draws at 80 columns for those
    /// answers is the one the README shows (item headings, keys as typed, unwrapped), and
    /// `-travellers[2]` removes the second traveller.
    @Test func theReviewReadsAsTheREADMETourShows() throws {
        let readme = try String(contentsOf: AskformBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("   1  destination ") }) - 1
        let end = try #require(lines[start...].firstIndex { $0.hasPrefix("Write these answers?") })
        let shown = Array(lines[start...end])
        #expect(shown.first == "Review")
        let scratch = try Scratch()
        let pty = try scratch.start(["fill", Self.form, "-o", scratch.path("party.json")],
                                    size: PseudoTerminal.WindowSize(rows: 24, cols: 80))
        for (prompt, answer) in [("Destination (required): ", "Lisbon"), ("Name (required): ", "Ada"), ("Age of Ada", "36"),
                                 ("Add a document for Ada? [y/N]: ", "y"), ("TAB completes): ", "passport"),
                                 ("Number (required): ", "P12345"), ("Add a document for Ada? [y/N]: ", ""),
                                 ("Add another traveller? [y/N]: ", "y"), ("Name (required): ", "Bo"), ("Age of Bo", "12"),
                                 ("Guardian of Bo (required): ", "Ada"), ("Add a document for Bo? [y/N]: ", ""),
                                 ("Add another traveller? [y/N]: ", ""), ("Notes for the 2 of you: ", "bring snacks"),
                                 ("or a number or key to change: ", "-travellers[2]")] {
            try pty.answer(prompt, answer)
        }
        try pty.waitFor("Notes for the 1 of you")
        try pty.answer("or a number or key to change: ", "")
        #expect(try pty.waitForExit() == 0)
        let drawn = pty.screenLines.map { String($0.reversed().drop { $0 == " " || $0 == "\r" }.reversed()) }
        let first = try #require(drawn.firstIndex(of: "Review"))
        #expect(Array(drawn[first..<min(drawn.count, first + shown.count)]) == shown)
        #expect(try JSON.parse(#require(try scratch.read("party.json"))) == [
            "destination": "Lisbon",
            "travellers": [["name": "Ada", "age": 36, "documents": [["kind": "passport", "number": "P12345"]]]],
            "party_size": 1, "notes": "bring snacks",
        ])
    }
}
