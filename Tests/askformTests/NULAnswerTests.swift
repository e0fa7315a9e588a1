import Foundation
import Testing

/// A NUL character is never an answer, whatever brought it: a pipe (refused as a line), and
/// JSON's `\u0000` in `--answers`, `validate`, `submit` and a form's `default` — one rule of
/// AskCore's answer rules, one message.
@Suite("NUL in answers")
struct NULAnswerTests {
    static let form = """
        {"askform": 1, "submit": {"url": "http://127.0.0.1:9/never"},
         "sections": [{"rows": [
          {"key": "name", "type": "text"},
          {"key": "budget", "type": "number", "unit": {"key": "currency", "options": ["EUR", "USD"]}}]}]}
        """
    static let message = "the answer holds a NUL character (U+0000); answers are text without NUL"

    @Test func fillAnswersFileIsRefusedNamingTheKey() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form)
        let answers = try TemporaryDirectory.file("answers.json", #"{"name": "x\u0000y"}"#)
        let outcome = try AskformBinary.run(["fill", form, "--answers", answers, "--no-submit", "--format", "env"])
        #expect(outcome.stderr == "\(answers):1:10: error: name: \(Self.message) (at /name)\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func validateRefusesItInARowAndInAUnit() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form)
        let answers = try TemporaryDirectory.file("answers.json", #"{"name": "x\u0000y", "budget": 3, "currency": "EUR\u0000"}"#)
        let outcome = try AskformBinary.run(["validate", form, answers])
        #expect(outcome.stderr == """
            \(answers):1:10: error: name: \(Self.message) (at /name)
            \(answers):1:47: error: currency: \(Self.message) (at /currency)
            \(answers): invalid (2 errors)

            """)
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func submitRefusesItAndSendsNothing() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form)
        let answers = try TemporaryDirectory.file("answers.json", #"{"name": "x\u0000y"}"#)
        let outcome = try AskformBinary.run(["submit", form, answers])
        #expect(outcome.stderr == """
            \(answers):1:10: error: name: \(Self.message) (at /name)
            askform: nothing was sent

            """)
        #expect(outcome.status == 65)
    }

    /// `--set` cannot carry a NUL (argv strings end at one); what it reaches, the parser, is
    /// tested in AnswerRulesTests. A form's own default with `\u0000` is refused when loaded.
    @Test func aDefaultWithANULIsAFormError() throws {
        let form = try TemporaryDirectory.file("form.json", """
            {"askform": 1, "sections": [{"rows": [{"key": "name", "type": "text", "default": "x\\u0000y"}]}]}
            """)
        let outcome = try AskformBinary.run(["fill", form, "--set", "name=ok"])
        #expect(outcome.stderr == "\(form):1:82: error: default breaks the row's own rules: \(Self.message) (at /sections/0/rows/0/default)\n")
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }
}
