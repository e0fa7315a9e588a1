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

    static let groupText = """
        {"askform": 1, "sections": [
          {"key": "travellers", "repeat": {"min": 1, "max": 3}, "rows": [
            {"key": "name", "type": "text"},
            {"key": "age", "type": "integer"},
            {"key": "guardian", "type": "text", "when": "age < 18"}]}
        ]}
        """

    /// Two travellers, both adults (their guardians hidden): a key inside an item is taken as
    /// shown (`travellers[2].name`) or stored (`travellers.2.name`), as are `-` and `+`.
    static let groupLines: [(String, ReviewInput)] = [
        ("travellers[2].name", .change("travellers.2.name")),
        ("travellers.2.name", .change("travellers.2.name")),
        ("TRAVELLERS[2].NAME", .change("travellers.2.name")),
        ("３", .change("travellers.2.name")),
        ("-travellers[2]", .removeItem("travellers", 2)),
        ("-travellers.2", .removeItem("travellers", 2)),
        ("+travellers", .addItem("travellers")),
        ("travellers[1].guardian", .refused(.hiddenByCondition("travellers[1].guardian"))),
        ("travellers[1].nme", .refused(.answerProblem(.unknownKey(suggestion: "travellers[1].name")))),
    ]

    @Test(arguments: groupLines)
    func readsItemKeys(_ line: String, _ expected: ReviewInput) throws {
        let answers: [String: AnswerValue] = ["travellers.1.name": .string("Ada"), "travellers.1.age": .integer(36),
                                              "travellers.+2": .bool(true), "travellers.2.name": .string("Bo"),
                                              "travellers.2.age": .integer(40)]
        let form = try EngineFixture.form(Self.groupText)
        let walker = Walker(form: form, answers: answers)
        let entries = Presenter(form: walker.form).reviewEntries(walker)
        #expect(entries.map(\.shownKey) == ["travellers[1].name", "travellers[1].age", "travellers[2].name", "travellers[2].age"])
        #expect(ReviewInput(line, entries: entries, walker: walker) == expected)
    }
}
