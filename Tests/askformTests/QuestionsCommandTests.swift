import Foundation
import Testing

/// `askform questions`: what a pipe must answer, in order, after the presets, as text and JSON,
/// and lines written from it answer `fill` exactly.
@Suite("askform questions")
struct QuestionsCommandTests {
    static let form = """
        {"askform": 1, "sections": [{"rows": [
          {"type": "note", "title": "Hello"},
          {"key": "name", "type": "text", "required": true},
          {"key": "age", "type": "integer", "default": 30},
          {"key": "guardian", "type": "text", "when": "age < 18"},
          {"key": "budget", "type": "number", "unit": {"key": "currency", "options": ["EUR", "USD"], "default": "EUR"}}
        ]}, {"when": "name == 'Ada'", "rows": [
          {"key": "greeting", "type": "confirm", "default": true}
        ]}]}
        """

    @Test func listsEveryQuestionWithItsLineAndWhenItIsAsked() throws {
        let path = try TemporaryDirectory.file("form.json", Self.form)
        let outcome = try AskformBinary.run(["questions", path])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            LINE  KEY       TYPE     REQUIRED  DEFAULT  ASKED
            1     name      text     yes       —        always
            2     age       integer  no        30       always
            3     guardian  text     no        —        when age < 18
            4     budget    number   no        —        always
            5     currency  unit     yes       EUR      when budget is given
            6     greeting  confirm  no        yes      when name == 'Ada'

            """)
    }

    /// Presets take their questions away and decide the conditions that read only them.
    @Test func presetsRemoveQuestionsAndDecideConditions() throws {
        let path = try TemporaryDirectory.file("form.json", Self.form)
        let outcome = try AskformBinary.run(["questions", path, "--set", "name=Bo", "--set", "age=40", "--format", "json"])
        #expect(outcome.stderr == "")
        #expect(try JSON.parse(outcome.stdout) == [
            ["line": 1, "key": "budget", "type": "number", "required": false, "when": nil, "default": nil],
            ["line": 2, "key": "currency", "type": "unit", "required": true, "when": nil, "unitOf": "budget", "default": "EUR"],
        ])
        let none = try AskformBinary.run(["questions", path, "--set", "name=Bo", "--defaults", "--set", "budget="])
        #expect(none.stdout == "LINE  KEY  TYPE  REQUIRED  DEFAULT  ASKED\n(every question is answered ahead: stdin needs no line)\n")
    }

    /// The cure for a miscounted pipe: lines written in the listed order answer `fill`.
    @Test func linesInTheListedOrderAnswerFill() throws {
        let presets = ["--set", "email=ada@example.org", "--set", "tags=work", "--defaults"]
        let listed = try AskformBinary.run(["questions", AskformBinary.form("trip.json"), "--format", "json"] + presets)
        let questions = try JSON.parse(listed.stdout)
        guard case .array(let items) = questions else { Issue.record("not an array"); return }
        let answers: [String: String] = ["name": "Ada Lovelace", "age": "36", "city": "Lisbon", "depart": "2026-05-04",
                                         "budget": "900", "token": "secret1", "address.street": "", "address.city": ""]
        // A conditional question takes a line only when its condition holds: with age 36,
        // `guardian` (age < 18) takes none. `currency` follows the given budget (its default).
        #expect(items.filter { $0["when"] != nil && $0["when"] != .null }.count == 1)
        let lines = items.compactMap { item -> String? in
            guard case .string(let key)? = item["key"], item["when"] == nil || item["when"] == .null else { return nil }
            return answers[key] ?? ""
        }
        let filled = try AskformBinary.run(["fill", AskformBinary.form("trip.json")] + presets, stdin: lines.joined(separator: "\n") + "\n")
        #expect(filled.stderr == "")
        #expect(filled.status == 0)
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let path = try TemporaryDirectory.file("form.json", Self.form)
        let outcome = try AskformBinary.run(["questions", path, "--format", "env"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == """
            askform: error: unknown format 'env'; use text or json
            Usage: askform questions FORM [options]
            See 'askform help questions'.

            """)
    }
}
