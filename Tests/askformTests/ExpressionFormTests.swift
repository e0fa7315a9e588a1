import Foundation
import Testing

/// Expressions end to end through the binary: computed defaults and templates, checks in
/// every mode (pipe, `--answers`, `--set`, `validate`), computed rows, the schema's list of
/// what it cannot state, and the loader's refusals with their positions.
@Suite("expressions")
struct ExpressionFormTests {
    /// 2026-05-28: `today()` for every run here.
    static let day = ["SOURCE_DATE_EPOCH": "1780000000"]

    @Test func computedDefaultsTemplatesAndComputedRowsFromAPipe() throws {
        let outcome = try AskformBinary.run(["fill", AskformBinary.form("scaffold.json")],
                                            stdin: "Analytical Engine\n\n\n\nGPL-3.0-only\ndocs\n\n",
                                            environment: Self.day.merging(["USER": "ada"]) { $1 })
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            {
              "project_name": "Analytical Engine",
              "project_slug": "analytical-engine",
              "package_name": "analytical_engine",
              "author": "ada",
              "license": "GPL-3.0-only",
              "features": [
                "docs"
              ],
              "created": "2026-05-28",
              "module": "ANALYTICAL_ENGINE"
            }

            """)
    }

    @Test func aComputedDefaultThatBreaksItsRowIsOfferedNowhere() throws {
        // `project_slug`'s default from `Ünïcode ☃` is `unicode` — fine; from `☃` it is empty:
        // no default, so the empty line is an empty answer, which the row allows.
        let outcome = try AskformBinary.run(["fill", AskformBinary.form("scaffold.json"), "--format", "env"],
                                            stdin: "☃\n\n\n\n\n\n\n", environment: Self.day)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("PROJECT_SLUG=''\nPACKAGE_NAME=''\n"))
    }

    @Test func aFailedCheckFromAPipeStopsNamingTheLineKeyAndMessage() throws {
        let outcome = try AskformBinary.run(["fill", AskformBinary.form("leave.json")],
                                            stdin: "Ada\n2026-06-01\n2026-05-30\n", environment: Self.day)
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == "askform: error: stdin line 3: end: the last day off is before the first (2026-06-01)\n")
        // The message in the reader's language, its template rendered.
        let chinese = try AskformBinary.run(["fill", AskformBinary.form("leave.json"), "--lang", "zh-Hans"],
                                            stdin: "Ada\n2026-06-01\n2026-05-30\n", environment: Self.day)
        #expect(chinese.stderr.hasSuffix("end：最后一天早于第一天（2026-06-01）\n"))
        let past = try AskformBinary.run(["fill", AskformBinary.form("leave.json")], stdin: "Ada\n2026-05-01\n",
                                         environment: Self.day)
        #expect(past.stderr == "askform: error: stdin line 2: start: the first day off cannot be in the past\n")
    }

    @Test func aSectionsCheckIsCheckedAtItsLastQuestion() throws {
        let outcome = try AskformBinary.run(["fill", AskformBinary.form("leave.json")],
                                            stdin: "Ada\n2026-06-01\n2026-09-01\nBob\n", environment: Self.day)
        #expect(outcome.status == 65)
        #expect(outcome.stderr == "askform: error: stdin line 4: manager: a leave of 60 days or more goes through HR, not this form\n")
    }

    @Test func computedRowsAreWrittenConditionsReadThemAndTheyCannotBeSet() throws {
        let outcome = try AskformBinary.run(["fill", AskformBinary.form("leave.json"), "--format", "env"],
                                            stdin: "Ada\n2026-06-01\n2026-06-12\nBob\n", environment: Self.day)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "NAME='Ada'\nSTART='2026-06-01'\nEND='2026-06-12'\nDAYS='12'\nMANAGER='Bob'\n")
        let set = try AskformBinary.run(["fill", AskformBinary.form("leave.json"), "--set", "days=3"], stdin: "",
                                        environment: Self.day)
        #expect(set.status == 65)
        #expect(set.stderr == "askform: error: --set days: is computed from other answers; it cannot be set\n")
        // Answers given with --set are checked once they are all in.
        let broken = try AskformBinary.run(["fill", AskformBinary.form("leave.json"), "--set", "start=2026-06-05",
                                            "--set", "end=2026-06-01"], stdin: "Ada\n", environment: Self.day)
        #expect(broken.status == 65)
        #expect(broken.stderr == "askform: error: --set end: the last day off is before the first (2026-06-05)\n")
    }

    @Test func validateJudgesChecksAndComputedRows() throws {
        let answers = try TemporaryDirectory.file("leave-answers.json",
            #"{"name": "Ada", "start": "2026-06-01", "end": "2026-05-01", "days": 9}"#)
        let outcome = try AskformBinary.run(["validate", AskformBinary.form("leave.json"), answers], environment: Self.day)
        let name = answers
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            \(name):1:47: error: end: the last day off is before the first (2026-06-01) (at /end)
            \(name):1:69: error: days: '9' is not what it is computed as, '-30' (at /days)
            \(name): invalid (2 errors)

            """)
        let good = try TemporaryDirectory.file("leave-good.json",
            #"{"name": "Ada", "start": "2026-06-01", "end": "2026-06-03", "days": 3}"#)
        let passed = try AskformBinary.run(["validate", AskformBinary.form("leave.json"), good], environment: Self.day)
        #expect(passed.stderr == "\(good): ok\n")
        #expect(passed.status == 0)
        // What fill wrote is what --answers takes again: the computed row is computed anew.
        let again = try AskformBinary.run(["fill", AskformBinary.form("leave.json"), "--answers", good], stdin: "",
                                          environment: Self.day)
        #expect(again.status == 0)
        #expect(again.stdout.contains(#""days": 3"#))
    }

    @Test func answersFromAFileThatBreakACheckAreRefused() throws {
        let answers = try TemporaryDirectory.file("leave-bad.json", #"{"name": "Ada", "start": "2026-06-01", "end": "2026-05-01"}"#)
        let outcome = try AskformBinary.run(["fill", AskformBinary.form("leave.json"), "--answers", answers], stdin: "",
                                            environment: Self.day)
        #expect(outcome.status == 65)
        #expect(outcome.stderr == "\(answers): error: end: the last day off is before the first (2026-06-01) (at /end)\n")
    }

    @Test func theSchemaListsWhatItCannotState() throws {
        let outcome = try AskformBinary.run(["schema", AskformBinary.form("leave.json")])
        #expect(outcome.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let checks = try #require(schema["x-askform-checks"] as? [[String: String]])
        #expect(checks == [
            ["key": "start", "that": "start >= today()", "message": "the first day off cannot be in the past"],
            ["key": "end", "that": "end >= start", "message": "the last day off is before the first ({{ start }})"],
            ["key": "manager", "that": "days(start, end) < 60", "message": "a leave of 60 days or more goes through HR, not this form"],
        ])
        #expect(schema["x-askform-computed"] as? [[String: String]] == [["key": "days", "value": "days(start, end) + 1"]])
    }

    @Test func theLoaderRefusesBrokenExpressionsWithPositions() throws {
        let form = try TemporaryDirectory.file("broken.json", """
            {"askform": 1, "sections": [{"rows": [
              {"key": "start", "type": "date", "checks": [{"that": "start <= ende", "message": "x"}]},
              {"key": "end", "type": "date", "title": "After {{ strat }}", "checks": [{"that": "end >= ", "message": "y"}]},
              {"key": "n", "type": "text", "default": "{{ lower(n2) }}", "checks": [{"that": "lowr(n) == 'a'"}]},
              {"key": "n2", "type": "text"},
              {"type": "computed", "key": "d", "value": "days(start, end) + 'x'"}
            ]}]}
            """)
        let outcome = try AskformBinary.run(["check", form])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            \(form):2:56: error: 'that' names unknown key 'ende' (at /sections/0/rows/0/checks/0/that)
            \(form):3:43: error: 'title' names unknown key 'strat' (did you mean 'start'?) (at /sections/0/rows/1/title)
            \(form):3:92: error: invalid expression in 'that': expected a value after '>=', found end of expression (at /sections/0/rows/1/checks/0/that)
            \(form):4:43: error: 'default' names 'n2', which is not asked before it; it can only read keys asked earlier (at /sections/0/rows/2/default)
            \(form):4:73: error: missing required key 'message' (at /sections/0/rows/2/checks/0)
            \(form):6:46: error: invalid expression: '+' cannot take a number and text (at /sections/0/rows/4/value)
            \(form): invalid (6 errors)

            """)
    }

    @Test func anUnquotedOptionValueInAWhenIsToldToBeQuoted() throws {
        let form = try TemporaryDirectory.file("unquoted.json", """
            {"askform": 1, "sections": [{"rows": [
              {"key": "role", "type": "select", "options": ["employee", "contractor"]},
              {"key": "agency", "type": "text", "when": "role == contractor"}
            ]}]}
            """)
        let outcome = try AskformBinary.run(["check", form])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            \(form):3:45: error: 'when' names 'contractor', which is no key but an option of 'role'; write text in quotes: 'contractor' (at /sections/0/rows/1/when)
            \(form): invalid (1 error)

            """)
    }

    /// A pipe answers no computed row, so `questions` lists none; a condition over an
    /// expression is shown as written.
    @Test func questionsLeavesComputedRowsOut() throws {
        let outcome = try AskformBinary.run(["questions", AskformBinary.form("leave.json")])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            LINE  KEY      TYPE  REQUIRED  DEFAULT  ASKED
            1     name     text  yes       —        always
            2     start    date  yes       —        always
            3     end      date  yes       —        always
            4     manager  text  yes       —        when days(start, end) >= 10

            """)
    }
}
