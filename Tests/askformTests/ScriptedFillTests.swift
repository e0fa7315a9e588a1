import Foundation
import Testing

/// `askform fill` with stdin piped: one line per row that still needs an answer.
@Suite("askform fill, piped")
struct ScriptedFillTests {
    typealias Fixture = FillFixture

    static func fill(_ form: String, _ lines: [String], _ options: [String] = [],
                     environment: [String: String] = [:]) throws -> AskformBinary.Outcome {
        try AskformBinary.run(["fill", form] + options, stdin: Fixture.lines(lines), environment: environment)
    }

    // MARK: Typed output

    /// A draft save cut off between its unlink and its rename leaves the answers only in
    /// the temporary file; --resume reads them from there.
    @Test func resumeReadsADraftLeftInItsTemporaryFile() throws {
        let home = try TemporaryDirectory.make()
        let drafts = home.appendingPathComponent("state/askform/drafts")
        try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
        let draft = #"{"askformDraft": 1, "answers": {"name": "Ada Lovelace", "age": 36, "email": "ada@example.org"}}"#
        try Data(draft.utf8).write(to: drafts.appendingPathComponent(".trip-request.json.askform-Xy12Zq"))
        let outcome = try AskformBinary.run(["fill", Fixture.trip, "--resume"],
                                            stdin: Fixture.lines(Array(Fixture.tripLines.dropFirst(3))), home: home)
        #expect(outcome.stderr == "askform: resuming with 3 saved answers\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func resumeSaysWhichSavedAnswersNoLongerFitTheForm() throws {
        let home = try TemporaryDirectory.make()
        let drafts = home.appendingPathComponent("state/askform/drafts")
        try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
        // `nickname` is no longer in the form, and `age` now has to be a whole number 0–120.
        let draft = #"{"askformDraft": 1, "answers": {"name": "Ada Lovelace", "nickname": "Ada", "age": 360}}"#
        try Data(draft.utf8).write(to: drafts.appendingPathComponent("trip-request.json"))
        let outcome = try AskformBinary.run(["fill", Fixture.trip, "--resume"],
                                            stdin: Fixture.lines(Array(Fixture.tripLines.dropFirst(1))), home: home)
        #expect(outcome.stderr == """
            askform: resuming with 1 saved answer
            askform: left out 2 saved answers that no longer fit the form: nickname, age

            """)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    /// Drafts are answers documents: dotted keys nested, read back by the rules of `--answers`.
    /// A version-1 draft's unnested dotted key is left out, named, and the rest taken.
    @Test func resumeReadsNestedKeysAndLeavesOutAnOldDraftsDottedOnes() throws {
        let form = try TemporaryDirectory.file("nested.json", """
            {"askform": 1, "id": "nested", "sections": [{"rows": [
             {"key": "name", "type": "text"}, {"key": "address.city", "type": "text"}]}]}
            """)
        for (draft, stderr, stdin) in [
            (#"{"askformDraft": 2, "answers": {"name": "Ada", "address": {"city": "Paris"}}}"#,
             "askform: resuming with 2 saved answers\n", ""),
            (#"{"askformDraft": 1, "answers": {"name": "Ada", "address.city": "Paris"}}"#,
             "askform: resuming with 1 saved answer\naskform: left out 1 saved answer that no longer fits the form: address.city\n",
             "Paris\n"),
        ] {
            let home = try TemporaryDirectory.make()
            let drafts = home.appendingPathComponent("state/askform/drafts")
            try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
            try Data(draft.utf8).write(to: drafts.appendingPathComponent("nested.json"))
            let outcome = try AskformBinary.run(["fill", form, "--resume"], stdin: stdin, home: home)
            #expect(outcome.stderr == stderr)
            #expect(outcome.status == 0)
            #expect(outcome.stdout == "{\n  \"name\": \"Ada\",\n  \"address\": {\n    \"city\": \"Paris\"\n  }\n}\n")
        }
    }

    @Test func aSetAnswerForARowHiddenByItsConditionIsNotWrittenAndSaysSo() throws {
        let form = try TemporaryDirectory.file("hidden.json", """
            {"askform": 1, "sections": [{"rows": [
             {"key": "age", "type": "integer"},
             {"key": "guardian", "type": "text", "when": "age < 18"}]}]}
            """)
        let outcome = try AskformBinary.run(["fill", form, "--set", "guardian=Mum"], stdin: "36\n")
        #expect(outcome.stderr == "askform: guardian: not written: its 'when' condition is false for these answers\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "{\n  \"age\": 36\n}\n")
        let shown = try AskformBinary.run(["fill", form, "--set", "guardian=Mum"], stdin: "12\n")
        #expect(shown.stderr == "")
        #expect(shown.stdout == "{\n  \"age\": 12,\n  \"guardian\": \"Mum\"\n}\n")
    }

    @Test func tripWithEveryRowType() throws {
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func stdoutIsJSONThatParsesToTheTypedValues() throws {
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? NSDictionary
        let expected: NSDictionary = [
            "name": "Ada Lovelace", "age": 36, "email": "ada@example.org", "role": "employee", "city": "bj",
            "depart": "2026-03-01", "nights": 3, "budget": 1000, "currency": "USD", "tags": ["work", "conference"],
            "address": ["street": "1 Rue de Rivoli", "city": "Paris"], "insurance": true,
            "site": "https://conf.example.org", "token": "  tok en!  ",
        ]
        #expect(object == expected)
    }

    @Test func hiddenRowsAndUnitsWithoutAmountAreAbsent() throws {
        let outcome = try Self.fill(Fixture.trip, ["Ada", "16", "", "", "Grace Hopper", "Paris", "2026-03-01", "", "", "work",
                                                   "", "", "", "secret99"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            {
              "name": "Ada",
              "age": 16,
              "email": null,
              "role": "employee",
              "guardian": "Grace Hopper",
              "city": "Paris",
              "depart": "2026-03-01",
              "nights": 3,
              "budget": null,
              "tags": [
                "work"
              ],
              "address": {
                "street": null,
                "city": null
              },
              "insurance": false,
              "token": "secret99"
            }

            """)
    }

    @Test func onboardingWithConditionsNestingAndAnEnvironmentDefault() throws {
        let outcome = try Self.fill(Fixture.onboarding, ["billing-api", "", "crit", "", "https://git.example.org/billing",
                                                         "oncall@example.org", "0.5", "yes", "", "us-east, eu-west", "2026-02-01"],
                                    environment: ["ASKFORM_TEAM": "platform"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            {
              "service": {
                "name": "billing-api",
                "team": "platform",
                "tier": "critical",
                "port": 8080,
                "repo": "https://git.example.org/billing"
              },
              "oncall": "oncall@example.org",
              "memory": 0.5,
              "database": true,
              "db": {
                "engine": "postgres"
              },
              "regions": [
                "eu-west",
                "us-east"
              ],
              "launch": "2026-02-01"
            }

            """)
    }

    @Test func crlfLineEndsAndAMissingFinalNewlineAreAccepted() throws {
        let crlf = Fixture.tripLines.map { $0 + "\r\n" }.joined()
        let outcome = try AskformBinary.run(["fill", Fixture.trip], stdin: crlf)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)

        let unterminated = Fixture.tripLines.joined(separator: "\n")
        let second = try AskformBinary.run(["fill", Fixture.trip], stdin: unterminated)
        #expect(second.stderr == "")
        #expect(second.stdout == Fixture.tripOutput)
    }

    @Test func aByteOrderMarkAtTheStartOfStdinIsDropped() throws {
        let outcome = try AskformBinary.run(["fill", AskformBinary.form("poll.json"), "--no-submit"],
                                            stdin: "\u{FEFF}Pizzeria\n\u{FEFF}vegan\ny\n")
        // Only the first line's mark is a byte order mark; later ones are the answer's text.
        #expect(outcome.stderr == "askform: error: stdin line 2: dietary: '\\u{FEFF}vegan' is not one of the options: vegetarian, vegan, gluten-free, halal, none\n")
        #expect(outcome.status == 65)
        let good = try AskformBinary.run(["fill", AskformBinary.form("poll.json"), "--no-submit"], stdin: "\u{FEFF}Pizzeria\nvegan\ny\n")
        #expect(good.stderr == "")
        #expect(good.stdout == "{\n  \"choice\": \"Pizzeria\",\n  \"dietary\": [\n    \"vegan\"\n  ],\n  \"attending\": true\n}\n")
    }

    /// What a CJK input method types, and a later word of a label, give the same answers as
    /// the ASCII lines: full-width digits (`３６`, `１ｅ３`), a full-width comma between
    /// choices, and `Beijing` for the option labelled `北京 Beijing`.
    @Test func fullWidthInputAndALabelsWordAnswerLikeTheirASCIIForms() throws {
        var lines = Fixture.tripLines
        lines[1] = "３６"
        lines[4] = "Beijing"
        lines[7] = "１ｅ３"
        lines[9] = "conference，work"
        let outcome = try Self.fill(Fixture.trip, lines)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func blankLinesLeftOverAreFine() throws {
        let outcome = try AskformBinary.run(["fill", Fixture.trip], stdin: Fixture.lines(Fixture.tripLines + ["", "   ", "\t"]))
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func promptCommandsAreLiteralAnswersInAPipe() throws {
        var lines = Fixture.tripLines
        lines[0] = ":back"
        let outcome = try Self.fill(Fixture.trip, lines)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == Fixture.tripOutput.replacingOccurrences(of: "\"Ada Lovelace\"", with: "\":back\""))

        let skip = try Self.fill(Fixture.trip, ["Ada", ":skip"])
        #expect(skip.status == 65)
        #expect(skip.stdout == "")
        #expect(skip.stderr == "askform: error: stdin line 2: age: ':skip' is not a whole number\n")
    }

    @Test func nonInteractiveReadsTheSameLines() throws {
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["--non-interactive"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    // MARK: Refused input

    static func replacing(_ index: Int, with line: String, in lines: [String] = FillFixture.tripLines) -> [String] {
        var lines = lines
        lines[index] = line
        return lines
    }

    /// Stdin that stops the run (exit 65, nothing on stdout), and the one line on stderr.
    static let refusals: [([String], String)] = [
        (["Ada", "old"], "stdin line 2: age: 'old' is not a whole number"),
        (["Ada", "1.5"], "stdin line 2: age: '1.5' is not a whole number"),
        (["R2D2"], "stdin line 1: name: 'R2D2': no digits, please"),
        (["A"], "stdin line 1: name: 'A' is 1 character long; the minimum is 2"),
        (["Ada\u{1B}[31m"], #"stdin line 1: name: 'Ada\u{1B}[31m': no digits, please"#),
        (["Ada", "200"], "stdin line 2: age: '200' is above the maximum 120"),
        (["Ada", "99999999999999999999"], "stdin line 2: age: '99999999999999999999' is above the maximum 120"),
        (["Ada", "36", "ada@"], "stdin line 3: email: 'ada@' is not an email address such as name@example.org"),
        (["Ada", "36", "", "boss"], "stdin line 4: role: 'boss' is not one of the options: employee, contractor, guest"),
        (["Ada", "36", "", "", "b"], "stdin line 5: city: 'b' matches several options: Berlin, 北京 Beijing (bj); type more of it"),
        (["Ada", "36", "", "", "Rome"],
         "stdin line 5: city: 'Rome' is not one of the options: Paris, Berlin, Lisbon, 北京 Beijing (bj), 서울 Seoul (seoul), New York"),
        (replacing(5, with: "2025-12-31"), "stdin line 6: depart: '2025-12-31' is below the minimum 2026-01-01"),
        (replacing(5, with: "2026-02-29"), "stdin line 6: depart: '2026-02-29' is not a day of the calendar (no such month or day)"),
        (replacing(6, with: "61"), "stdin line 7: nights: '61' is above the maximum 60"),
        (replacing(7, with: "-5"), "stdin line 8: budget: '-5' is below the minimum 0"),
        (replacing(7, with: "inf"), "stdin line 8: budget: 'inf' is not a number"),
        (replacing(8, with: "GBP"), "stdin line 9: currency: 'GBP' is not one of the options: EUR, USD, CNY, KRW"),
        (replacing(9, with: "work, family, solo"), "stdin line 10: tags: 3 selected; choose at most 2"),
        (replacing(9, with: "work, beach"), "stdin line 10: tags: 'beach' is not one of the options: work, conference, family, solo"),
        (replacing(12, with: "maybe"), "stdin line 13: insurance: 'maybe' is not yes or no (y, yes, true, 1 / n, no, false, 0)"),
        (replacing(13, with: "ftp://x"), "stdin line 14: site: 'ftp://x' is not a URL starting with http:// or https://"),
        (replacing(14, with: "abc"), "stdin line 15: token: the answer is 3 characters long; the minimum is 6"),
        ([], "stdin ended before 'name' was answered: an answer is required"),
        (["Ada", "36", "", ""], "stdin ended before 'city' was answered: an answer is required"),
        (["Ada", "36", "", "", "Paris"], "stdin ended before 'depart' was answered: an answer is required"),
        (FillFixture.tripLines + ["extra"], "stdin line 16 is left over after the last question"),
        (FillFixture.tripLines + ["", "  ", "  tok en!  "], "stdin line 18 is left over after the last question"),
    ]

    @Test(arguments: refusals)
    func refusedInputStopsTheRun(_ lines: [String], _ message: String) throws {
        let outcome = try Self.fill(Fixture.trip, lines)
        #expect(outcome.stderr == "askform: error: \(message)\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func leftoverLinesOfAFormWithoutSecretsAreShownInert() throws {
        let lines = ["billing-api", "https://git.example.org/billing", "eu-west", "", "", "x\u{1B}]0;title\u{07}"]
        let outcome = try Self.fill(Fixture.onboarding, lines, ["--defaults"], environment: ["ASKFORM_TEAM": "platform"])
        #expect(outcome.stderr == #"askform: error: stdin line 6: 'x\u{1B}]0;title\u{7}' is left over after the last question"# + "\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func refusedInputWritesNoOutputFile() throws {
        let directory = try TemporaryDirectory.make()
        let path = directory.appendingPathComponent("out.json").path
        let outcome = try Self.fill(Fixture.trip, Self.replacing(14, with: "abc"), ["-o", path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == "askform: error: stdin line 15: token: the answer is 3 characters long; the minimum is 6\n")
        #expect(FileManager.default.fileExists(atPath: path) == false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
    }

    @Test func invalidUTF8InALineIsRefusedWithItsPosition() throws {
        var bytes = Data("Ada\n3".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data("6\n".utf8))
        let outcome = try AskformBinary.run(["fill", Fixture.trip], stdinData: bytes)
        #expect(outcome.stderr == "askform: error: stdin line 2: age: invalid UTF-8 at byte 2\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")

        var leftover = Data(Fixture.lines(Fixture.tripLines).utf8)
        leftover.append(contentsOf: [0x6F, 0x6B, 0xC3, 0x28, 0x0A])
        let late = try AskformBinary.run(["fill", Fixture.trip], stdinData: leftover)
        #expect(late.stderr == "askform: error: stdin line 16: invalid UTF-8 at byte 3\n")
        #expect(late.status == 65)
        #expect(late.stdout == "")
    }

    @Test func anEnvironmentDefaultThatIsUnsetMeansNoDefault() throws {
        let outcome = try Self.fill(Fixture.onboarding, ["billing-api", ""])
        #expect(outcome.stderr == "askform: error: stdin line 2: service.team: an answer is required\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func stdinEndingAtARowWhoseEnvironmentDefaultIsUnsetNamesTheVariable() throws {
        let outcome = try Self.fill(Fixture.onboarding, ["billing-api"], ["--defaults"])
        #expect(outcome.stderr == "askform: error: stdin ended before 'service.team' was answered: an answer is required "
                + "(its default comes from $ASKFORM_TEAM, which is not set)\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    /// cookiecutter-django's PostgreSQL versions: option numbers are for a person who sees
    /// the numbered list; from a script, `5` is a value, and no option has it.
    @Test func aScriptsOptionNumberIsRefusedWhereOptionValuesAreNumbers() throws {
        let form = try TemporaryDirectory.file("versions.json", """
            {"askform": 1, "sections": [{"rows": [
             {"key": "postgresql_version", "type": "select", "options": ["18", "17", "16", "15", "14"]},
             {"key": "size", "type": "select", "options": ["small", "large"]}]}]}
            """)
        let set = try AskformBinary.run(["fill", form, "--set", "postgresql_version=5"], stdin: "small\n")
        #expect(set.stderr == "askform: error: --set postgresql_version: '5' is not one of the options: 18, 17, 16, 15, 14\n")
        #expect(set.status == 65)
        let piped = try AskformBinary.run(["fill", form], stdin: "5\nsmall\n")
        #expect(piped.stderr == "askform: error: stdin line 1: postgresql_version: '5' is not one of the options: 18, 17, 16, 15, 14\n")
        #expect(piped.status == 65)
        // Values are taken, and options without numeric values still take their numbers.
        let values = try AskformBinary.run(["fill", form, "--set", "postgresql_version=15"], stdin: "2\n")
        #expect(values.stderr == "")
        #expect(values.stdout == "{\n  \"postgresql_version\": \"15\",\n  \"size\": \"large\"\n}\n")
    }

    static let lastTimeForm = """
        {"askform": 1, "sections": [{"rows": [
         {"key": "name", "type": "text", "required": true},
         {"key": "age", "type": "integer", "default": 30},
         {"key": "budget", "type": "number", "unit": {"key": "currency", "options": ["EUR", "USD"], "default": "EUR"}},
         {"key": "city", "type": "text"}]}]}
        """

    /// An earlier run's answers as the defaults: each is asked again, an empty line keeps it,
    /// a line replaces it; `--defaults` takes them all.
    @Test func defaultsFromOffersAnEarlierRunsAnswersAsTheDefaults() throws {
        let form = try TemporaryDirectory.file("last.json", Self.lastTimeForm)
        let last = try TemporaryDirectory.file("answers.json",
                                               #"{"name": "Ada", "age": 36, "budget": 900, "currency": "USD", "city": null}"#)
        let asked = try AskformBinary.run(["fill", form, "--defaults-from", last], stdin: "\n41\n\n\nLisbon\n")
        #expect(asked.stderr == "")
        #expect(asked.status == 0)
        #expect(asked.stdout == """
            {
              "name": "Ada",
              "age": 41,
              "budget": 900,
              "currency": "USD",
              "city": "Lisbon"
            }

            """)
        let taken = try AskformBinary.run(["fill", form, "--defaults-from", last, "--defaults"])
        #expect(taken.stderr == "")
        #expect(taken.stdout == "{\n  \"name\": \"Ada\",\n  \"age\": 36,\n  \"budget\": 900,\n  \"currency\": \"USD\",\n  \"city\": null\n}\n")
        // Checked like --answers.
        let bad = try TemporaryDirectory.file("bad.json", #"{"age": "old"}"#)
        let refused = try AskformBinary.run(["fill", form, "--defaults-from", bad], stdin: "Ada\n")
        #expect(refused.status == 65)
        #expect(refused.stderr == "\(bad):1:9: error: age: expected a whole number, found a string (at /age)\n")
    }

    static let portForm = """
        {"askform": 1, "sections": [{"rows": [
          {"key": "port", "type": "integer", "min": 1024, "default": "${env:PORT}"},
          {"key": "host", "type": "text", "default": "localhost"}
        ]}]}
        """

    @Test func anEnvironmentDefaultIsParsedLikeATypedAnswer() throws {
        let form = try TemporaryDirectory.file("port.json", Self.portForm)
        let piped = try Self.fill(form, ["", ""], environment: ["PORT": " 8080 "])
        #expect(piped.stderr == "")
        #expect(piped.status == 0)
        #expect(piped.stdout == "{\n  \"port\": 8080,\n  \"host\": \"localhost\"\n}\n")
    }

    /// Piped or with --defaults, an environment default that breaks the row's rules stops the
    /// run before any line is read, instead of an empty line silently giving null.
    @Test(arguments: [[], ["--defaults"]])
    func anEnvironmentDefaultBreakingTheRulesIs65(_ options: [String]) throws {
        let form = try TemporaryDirectory.file("port.json", Self.portForm)
        let outcome = try Self.fill(form, ["", ""], options, environment: ["PORT": "80"])
        #expect(outcome.stderr == "askform: error: port: default from the environment variable PORT: '80' is below the minimum 1024\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")

        let overridden = try Self.fill(form, [""], options + ["--set", "port=9000"], environment: ["PORT": "80"])
        #expect(overridden.stderr == "")
        #expect(overridden.status == 0)
        #expect(overridden.stdout == "{\n  \"port\": 9000,\n  \"host\": \"localhost\"\n}\n")
    }

    // MARK: --answers

    @Test func answersFileRowsAreNotReadFromStdin() throws {
        let answers = try TemporaryDirectory.file("prefill.json", """
            {"name": "Ada Lovelace", "age": 36, "city": "bj", "budget": 1000, "currency": "USD",
             "tags": ["conference", "work"], "token": "  tok en!  "}
            """)
        let outcome = try Self.fill(Fixture.trip, ["ada@example.org", "", "2026-03-01", "", "1 Rue de Rivoli", "Paris", "y",
                                                   "https://conf.example.org"], ["--answers", answers])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func aCompleteAnswersFileNeedsNoStdin() throws {
        let answers = try TemporaryDirectory.file("answers.json", Fixture.tripOutput)
        let outcome = try AskformBinary.run(["fill", Fixture.trip, "--answers", answers, "--non-interactive"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func missingAnswersFileIs66() throws {
        let outcome = try AskformBinary.run(["fill", Fixture.trip, "--answers", "/nonexistent/answers.json"], stdin: "")
        #expect(outcome.stderr == "askform: error: cannot read '/nonexistent/answers.json': No such file or directory\n")
        #expect(outcome.status == 66)
        #expect(outcome.stdout == "")
    }

    static let badAnswersFiles: [(String, [String])] = [
        (#"{"name": }"#, [":1:10: error: unexpected '}', expected a value (at /name)"]),
        (#"{"name": 5, "agee": 3, "age": "x"}"#, [
            ":1:10: error: name: expected a string, found a number (at /name)",
            ":1:13: error: agee: no row has this key (did you mean 'age'?) (at /agee)",
            ":1:31: error: age: expected a whole number, found a string (at /age)",
        ]),
        (#"{"age": 200}"#, [":1:9: error: age: '200' is above the maximum 120 (at /age)"]),
        (#"{"city": "paris"}"#, [":1:10: error: city: 'paris' is not one of the options: Paris, Berlin, Lisbon, 北京 Beijing (bj), 서울 Seoul (seoul), New York (at /city)"]),
        (#"{"currency": "GBP"}"#, [":1:14: error: currency: 'GBP' is not one of the options: EUR, USD, CNY, KRW (at /currency)"]),
        (#"{"token": "abc"}"#, [":1:11: error: token: the answer is 3 characters long; the minimum is 6 (at /token)"]),
        (#"{"name": ""}"#, [":1:10: error: name: an answer is required (at /name)"]),
        ("[1]", [":1:1: error: answers: expected an object, found an array (at /)"]),
    ]

    @Test(arguments: badAnswersFiles)
    func badAnswersFileIs65(_ text: String, _ lines: [String]) throws {
        let path = try TemporaryDirectory.file("answers.json", text)
        let outcome = try AskformBinary.run(["fill", Fixture.trip, "--answers", path], stdin: Fixture.lines(Fixture.tripLines))
        #expect(outcome.stderr == lines.map { path + $0 + "\n" }.joined())
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    // MARK: --set

    @Test func setValuesAreParsedLikeTypedAnswers() throws {
        let outcome = try Self.fill(Fixture.trip, ["ada@example.org", "", "2026-03-01", "", "1 Rue de Rivoli", "Paris",
                                                   "https://conf.example.org"],
                                    ["--set", "name=Ada Lovelace", "--set", "age=+36", "--set", "city=北京", "--set", "budget=1e3",
                                     "--set", "currency=usd", "--set", "tags=conference,work", "--set", "insurance=YES",
                                     "--set", "token=  tok en!  "])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func anEmptySetValueTakesTheDefaultAsTyped() throws {
        let outcome = try Self.fill(Fixture.trip, Self.lines(without: [3, 6]), ["--set", "role=", "--set", "nights="])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func aUnitSetOnTheCommandLineIsNotReadAfterATypedAmount() throws {
        let outcome = try Self.fill(Fixture.trip, Self.lines(without: [8]), ["--set", "currency=usd"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    static func lines(without indices: Set<Int>) -> [String] {
        FillFixture.tripLines.enumerated().filter { !indices.contains($0.offset) }.map(\.element)
    }

    static let badSets: [(String, String)] = [
        ("agee=3", "--set agee: no row has this key (did you mean 'age'?)"),
        ("zzz=3", "--set zzz: no row has this key"),
        ("age=old", "--set age: 'old' is not a whole number"),
        ("age=121", "--set age: '121' is above the maximum 120"),
        ("city=b", "--set city: 'b' matches several options: Berlin, 北京 Beijing (bj); type more of it"),
        ("city=", "--set city: an answer is required"),
        ("tags=work,beach", "--set tags: 'beach' is not one of the options: work, conference, family, solo"),
        ("currency=GBP", "--set currency: 'GBP' is not one of the options: EUR, USD, CNY, KRW"),
        ("depart=2026-13-01", "--set depart: '2026-13-01' is not a day of the calendar (no such month or day)"),
        ("token=pw", "--set token: the answer is 2 characters long; the minimum is 6"),
    ]

    @Test(arguments: badSets)
    func badSetIs65(_ assignment: String, _ message: String) throws {
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["--set", assignment])
        #expect(outcome.stderr == "askform: error: \(message)\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func setWithoutEqualsIsAUsageError() throws {
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["--set", "name"])
        #expect(outcome.stderr == "askform: error: --set 'name' is not KEY=VALUE\nUsage: askform fill FORM [options]\nSee 'askform help fill'.\n")
        #expect(outcome.status == 64)
        #expect(outcome.stdout == "")
    }

    // MARK: --defaults

    @Test func defaultsAnswerRowsWithADefaultWithoutReadingStdin() throws {
        let outcome = try Self.fill(Fixture.trip, Self.lines(without: [3, 6, 8, 12]), ["--defaults"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput
            .replacingOccurrences(of: "\"USD\"", with: "\"EUR\"")
            .replacingOccurrences(of: "\"insurance\": true", with: "\"insurance\": false"))
    }

    static let onboardingDefaults = """
        {
          "service": {
            "name": "billing-api",
            "team": "platform",
            "tier": "standard",
            "port": 8080,
            "repo": "https://git.example.org/billing"
          },
          "memory": 1,
          "database": false,
          "regions": [
            "eu-west"
          ],
          "launch": null
        }

        """

    @Test func defaultsFromTheEnvironment() throws {
        let set = try Self.fill(Fixture.onboarding, ["billing-api", "https://git.example.org/billing", "eu-west", ""],
                                ["--defaults"], environment: ["ASKFORM_TEAM": "platform"])
        #expect(set.stderr == "")
        #expect(set.status == 0)
        #expect(set.stdout == Self.onboardingDefaults)

        let unset = try Self.fill(Fixture.onboarding, ["billing-api", "platform", "https://git.example.org/billing", "eu-west", ""],
                                  ["--defaults"])
        #expect(unset.stderr == "")
        #expect(unset.status == 0)
        #expect(unset.stdout == Self.onboardingDefaults)
    }

    // MARK: Combinations

    @Test func setOverridesTheAnswersFileAndPresetsAreNotRead() throws {
        let answers = try TemporaryDirectory.file("prefill.json", #"{"name": "Grace", "age": 30, "role": "guest"}"#)
        let outcome = try Self.fill(Fixture.trip, ["ada@example.org", "北京", "2026-03-01", "1e3", "conference, work",
                                                   "1 Rue de Rivoli", "Paris", "https://conf.example.org", "  tok en!  "],
                                    ["--answers", answers, "--set", "age=36", "--set", "name=Ada Lovelace", "--set", "role=",
                                     "--defaults"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == Fixture.tripOutput
            .replacingOccurrences(of: "\"USD\"", with: "\"EUR\"")
            .replacingOccurrences(of: "\"insurance\": true", with: "\"insurance\": false"))
    }

    // MARK: Output

    @Test func formatEnvIsSafeForEvalInBash() throws {
        let directory = try TemporaryDirectory.make()
        let marker = directory.appendingPathComponent("pwned").path
        let answers = directory.appendingPathComponent("answers.json")
        try Data("""
            {"name": "O'Brien", "address": {"street": "$(touch \(marker)1)\\nline two", "city": "`touch \(marker)2`; echo '$HOME'"},
             "token": "a'b $(touch \(marker)3) ${IFS}"}
            """.utf8).write(to: answers)
        let input = directory.appendingPathComponent("stdin.txt")
        try Data(Fixture.lines(["", "", "", "Paris", "2026-03-01", "", "", "work", "n"]).utf8).write(to: input)
        let script = """
            set -e
            output=$("$ASKFORM" fill "$FORM" --answers "$ANSWERS" --format env < "$INPUT")
            eval "$output"
            printf '%s|' "$NAME" "$AGE" "$EMAIL" "$ROLE" "$CITY" "$DEPART" "$NIGHTS" "$BUDGET" "$TAGS" \
              "$ADDRESS_STREET" "$ADDRESS_CITY" "$INSURANCE" "$TOKEN"
            """
        let outcome = try Fixture.bash(script, environment: [
            "ASKFORM": AskformBinary.url.path, "FORM": Fixture.trip, "ANSWERS": answers.path, "INPUT": input.path,
            "HOME": directory.path, "XDG_STATE_HOME": directory.path,
        ])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "O'Brien|||employee|Paris|2026-03-01|3||work|$(touch \(marker)1)\nline two|"
            + "`touch \(marker)2`; echo '$HOME'|false|a'b $(touch \(marker)3) ${IFS}|")
        for suffix in ["1", "2", "3"] {
            #expect(FileManager.default.fileExists(atPath: marker + suffix) == false)
        }
    }

    @Test func formatEnvText() throws {
        let outcome = try Self.fill(Fixture.trip, Self.replacing(14, with: "it's $(id) `id`"), ["--format", "env"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            NAME='Ada Lovelace'
            AGE='36'
            EMAIL='ada@example.org'
            ROLE='employee'
            CITY='bj'
            DEPART='2026-03-01'
            NIGHTS='3'
            BUDGET='1000'
            CURRENCY='USD'
            TAGS='work,conference'
            ADDRESS_STREET='1 Rue de Rivoli'
            ADDRESS_CITY='Paris'
            INSURANCE='true'
            SITE='https://conf.example.org'
            TOKEN='it'\\''s $(id) `id`'

            """)
    }

    @Test func unknownFormatIsAUsageError() throws {
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["--format", "xml"])
        #expect(outcome.stderr == "askform: error: unknown format 'xml'; use json, env or markdown\nUsage: askform fill FORM [options]\nSee 'askform help fill'.\n")
        #expect(outcome.status == 64)
        #expect(outcome.stdout == "")
    }

    @Test func outputFileWithASecretRowIsPrivate() throws {
        let directory = try TemporaryDirectory.make()
        let path = directory.appendingPathComponent("answers.json").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["-o", path])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(try Fixture.contents(path) == Fixture.tripOutput)
        #expect(try Fixture.mode(path) == 0o600)
        // Written beside the target and renamed: no temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["answers.json"])
    }

    @Test func outputFileWithoutSecretsFollowsTheUmask() throws {
        let directory = try TemporaryDirectory.make()
        let path = directory.appendingPathComponent("service.json").path
        let outcome = try Self.fill(Fixture.onboarding, ["billing-api", "https://git.example.org/billing", "eu-west", ""],
                                    ["--defaults", "--output", path], environment: ["ASKFORM_TEAM": "platform"])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(try Fixture.contents(path) == Self.onboardingDefaults)
        #expect(try Fixture.mode(path) == 0o666 & ~Fixture.umask)
    }

    @Test func aSymlinkAtTheTargetIsReplacedNotFollowed() throws {
        let directory = try TemporaryDirectory.make()
        let victim = directory.appendingPathComponent("victim.txt").path
        let link = directory.appendingPathComponent("answers.json").path
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["-o", link])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(try Fixture.type(link) == .typeRegular)
        #expect(try Fixture.contents(link) == Fixture.tripOutput)
        #expect(try Fixture.mode(link) == 0o600)
        #expect(try Fixture.contents(victim) == "keep me\n")
    }

    @Test func dashOutputIsStdout() throws {
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["-o", "-"])
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == Fixture.tripOutput)
    }

    @Test func unwritableOutputKeepsTheAnswersInTheStateDirectory() throws {
        let state = try TemporaryDirectory.make()
        let outcome = try Self.fill(Fixture.trip, Fixture.tripLines, ["-o", "/nonexistent-askform-dir/answers.json"],
                                    environment: ["XDG_STATE_HOME": state.path])
        #expect(outcome.status == 73)
        #expect(outcome.stdout == "")
        let unsaved = state.appendingPathComponent("askform/unsaved").path
        let files = try FileManager.default.contentsOfDirectory(atPath: unsaved)
        try #require(files.count == 1)
        let kept = unsaved + "/" + files[0]
        #expect(files[0].hasPrefix("trip-request-") && files[0].hasSuffix(".json"))
        #expect(outcome.stderr == """
            askform: error: cannot write '/nonexistent-askform-dir/answers.json': No such file or directory
            askform: the answers are kept in \(kept)

            """)
        #expect(try Fixture.contents(kept) == Fixture.tripOutput)
        #expect(try Fixture.mode(kept) == 0o600)
        #expect(try Fixture.mode(unsaved) == 0o700)
    }

    @Test func anOutputPathUnderAFileIs73() throws {
        let file = try TemporaryDirectory.file("plain.txt", "x")
        let state = try TemporaryDirectory.make()
        let outcome = try Self.fill(Fixture.onboarding, ["billing-api", "https://git.example.org/billing", "eu-west", ""],
                                    ["--defaults", "--format", "env", "-o", file + "/answers.env"],
                                    environment: ["XDG_STATE_HOME": state.path, "ASKFORM_TEAM": "platform"])
        #expect(outcome.status == 73)
        #expect(outcome.stdout == "")
        let unsaved = state.appendingPathComponent("askform/unsaved").path
        let files = try FileManager.default.contentsOfDirectory(atPath: unsaved)
        try #require(files.count == 1)
        #expect(files[0].hasPrefix("service-onboarding-") && files[0].hasSuffix(".env"))
        #expect(outcome.stderr == """
            askform: error: cannot write '\(file)/answers.env': Not a directory
            askform: the answers are kept in \(unsaved)/\(files[0])

            """)
        #expect(try Fixture.contents(unsaved + "/" + files[0]) == """
            SERVICE_NAME='billing-api'
            SERVICE_TEAM='platform'
            SERVICE_TIER='standard'
            SERVICE_PORT='8080'
            SERVICE_REPO='https://git.example.org/billing'
            MEMORY='1'
            DATABASE='false'
            REGIONS='eu-west'
            LAUNCH=''

            """)
    }
}
