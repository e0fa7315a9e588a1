import Testing
@testable import AskCore

/// Repeat groups defined in Swift: `Part.repeated(as:…)` and `Part.holding(_:)` load by the
/// rules of a form file.
@Suite struct RepeatDefinitionTests {
    @Test func aRepeatedPartLoadsAndWalksAsAFileGroup() throws {
        let form = try Form(id: "party") {
            Part("Trip") { IntegerQuestion("adults").range(0...4) }
            Part("Adult") { TextQuestion("name").required() }
                .repeated(as: "adults_list", count: "adults")
            Part("Traveller") { TextQuestion("name").required() }
                .repeated(as: "travellers", min: 1, max: 2, add: "Another?")
                .holding(Part("Document") { TextQuestion("number") }.repeated(as: "documents", max: 1))
        }
        var walker = Walker(form: form)
        var driver = WalkerTests.LoggingDriver(script: ["1", "Ada", "Bo", "y", "X1", "n"][...])
        #expect(Questionnaire.run(&walker, with: &driver) == .completed)
        #expect(walker.answersDocument.serialized(pretty: false)
            == #"{"adults":1,"adults_list":[{"name":"Ada"}],"travellers":[{"name":"Bo","documents":[{"number":"X1"}]}]}"#)
    }

    @Test func aBrokenRepeatIsRefusedAtItsSwiftLine() {
        #expect(throws: FormDefinitionError.self) {
            try Form(id: "broken") {
                Part("One") { TextQuestion("x") }.repeated(as: "ones", min: 3, max: 2)
            }
        }
    }
}
