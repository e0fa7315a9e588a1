import Testing
@testable import AskCore

/// The review prompt's grammar: what each typed line does, and the one-line refusals.
@Suite struct ReviewInputTests {
    static let formText = """
        {"askform": 1, "sections": [{"rows": [
          {"key": "name", "type": "text"},
          {"key": "Age", "type": "integer"},
          {"key": "guardian", "type": "text", "when": "Age < 18"},
          {"key": "y", "type": "text"},
          {"key": "city", "type": "text"},
          {"key": "City2", "type": "text"},
          {"key": "CITY2", "type": "text"}
        ]}]}
        """

    /// Everything answered; `guardian` hidden (Age is 36).
    static func read(_ line: String) throws -> ReviewInput {
        let answers: [String: AnswerValue] = ["name": .string("Ada"), "Age": .integer(36), "y": .string("why"),
                                              "city": .string("Paris"), "City2": .null, "CITY2": .null]
        let walker = Walker(form: try EngineFixture.form(formText), answers: answers)
        let entries = ["name", "Age", "y", "city", "City2", "CITY2"].map { ReviewEntry(key: $0, title: $0, value: "") }
        return ReviewInput(line, entries: entries, walker: walker)
    }

    static let lines: [(String, ReviewInput)] = [
        ("", .accept),
        ("  ", .accept),
        ("yes", .accept),
        ("是", .accept),
        ("n", .decline),
        ("いいえ", .decline),
        ("2", .change("Age")),
        ("６", .change("CITY2")),
        ("0", .refused(.noSuchAnswerNumber(0, count: 6))),
        ("99", .refused(.noSuchAnswerNumber(99, count: 6))),
        ("name", .change("name")),
        ("age", .change("Age")),
        ("NAME", .change("name")),
        // A key written exactly wins over the yes word it spells.
        ("y", .change("y")),
        ("Y", .accept),
        ("City2", .change("City2")),
        ("city2", .refused(.answerProblem(.unknownKey(suggestion: "City2")))),
        ("guardian", .refused(.hiddenByCondition("guardian"))),
        ("GUARDIAN", .refused(.hiddenByCondition("guardian"))),
        ("nmae", .refused(.answerProblem(.unknownKey(suggestion: "name")))),
        (":back", .command(.back)),
        (":help", .command(.help)),
        ("：review", .command(.review)),
        (":discard", .command(.discard)),
        (":quit", .command(.quit)),
        (":skip", .refused(.notAtTheReview(":skip"))),
        (":list", .refused(.notAtTheReview(":list"))),
        (":edit", .refused(.notAtTheReview(":edit"))),
        (":nope", .refused(.unknownPromptCommand(":nope"))),
    ]

    @Test(arguments: lines)
    func reads(_ line: String, _ expected: ReviewInput) throws {
        #expect(try Self.read(line) == expected)
    }
}
