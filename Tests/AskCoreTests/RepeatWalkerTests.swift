import Testing
@testable import AskCore

/// The walk of repeat groups: items laid out as they are added, the add question, `max`,
/// `:back` across items, the review's edit/remove/add, and counts from earlier answers.
@Suite struct RepeatWalkerTests {
    static let asked = """
        {
          "askform": 1,
          "sections": [
            { "title": "Trip", "rows": [ { "key": "city", "type": "text", "required": true } ] },
            { "key": "people", "title": "Person", "repeat": { "min": 0, "max": 2 }, "rows": [
              { "key": "name", "type": "text", "required": true },
              { "key": "age", "type": "integer", "title": "Age of {{ name }}" },
              { "key": "guardian", "type": "text", "when": "age < 18" }
            ] },
            { "title": "End", "rows": [ { "key": "size", "type": "computed", "value": "count(people)" } ] }
          ]
        }
        """

    static let counted = """
        {
          "askform": 1,
          "sections": [
            { "title": "Party", "rows": [ { "key": "adults", "type": "integer", "min": 0, "max": 5 } ] },
            { "key": "adult", "title": "Adult {{ index() }}", "repeat": { "count": "adults" }, "rows": [
              { "key": "name", "type": "text", "title": "Name of adult {{ index() }}",
                "checks": [{ "that": "name != 'x' or index() > 1", "message": "not x first" }] }
            ] },
            { "title": "End", "rows": [ { "key": "note", "type": "text" } ] }
          ]
        }
        """

    static func walker(_ text: String, answers: [String: AnswerValue] = [:]) throws -> Walker {
        Walker(form: try EngineFixture.form(text), answers: answers)
    }

    static func drive(_ walker: inout Walker, _ script: [String]) -> [String] {
        WalkerTests.drive(&walker, script)
    }

    static func output(_ walker: Walker) -> String {
        walker.answersDocument.serialized(pretty: false)
    }

    @Test func noItemsWhenTheFirstAddQuestionSaysNo() throws {
        var walker = try Self.walker(Self.asked)
        #expect(Self.drive(&walker, ["Rome", ""]) == [
            "start 0 [1/2]", "ask city", "end 0", "ask people.+1", "start 2 [2/2]", "end 2", "finished",
        ])
        #expect(Self.output(walker) == #"{"city":"Rome","people":[],"size":0}"#)
    }

    @Test func itemsAreAddedUntilMaxAndTheirKeysReadTheirOwnRows() throws {
        var walker = try Self.walker(Self.asked)
        #expect(Self.drive(&walker, ["Rome", "y", "Ada", "12", "Bo", "y", "Cy", "40"]) == [
            "start 0 [1/2]", "ask city", "end 0", "ask people.+1",
            "start 2 [3/5]", "ask people.1.name", "ask people.1.age", "ask people.1.guardian", "end 2", "ask people.+2",
            "start 4 [7/8]", "ask people.2.name", "ask people.2.age", "end 4",
            "start 6 [8/8]", "end 6", "finished",
        ])
        #expect(Self.output(walker) == #"{"city":"Rome","people":[{"name":"Ada","age":12,"guardian":"Bo"},{"name":"Cy","age":40}],"size":2}"#)
        #expect(walker.form.sections[2].title?.text == "Person 1")
        #expect(walker.form.sections[2].rows[1].title.text == "Age of {{ people.1.name }}")
        #expect(walker.itemCounts == ["people": 2])
    }

    @Test func backCrossesItemsAndOutOfTheGroup() throws {
        var walker = try Self.walker(Self.asked)
        let log = Self.drive(&walker, ["Rome", "y", "Ada", "40", "y", ":back", ":back", ":back", ":back", ":back", "Oslo",
                                       "", "", "", "", "Bo", ""])
        #expect(log == [
            "start 0 [1/2]", "ask city", "end 0", "ask people.+1",
            "start 2 [3/5]", "ask people.1.name", "ask people.1.age", "end 2", "ask people.+2",
            "start 4 [6/7]", "ask people.2.name", "ask people.+2", "ask people.1.age", "ask people.1.name", "ask people.+1",
            "ask city", "end 0", "ask people.+1", "start 2 [3/7]", "ask people.1.name", "ask people.1.age", "end 2",
            "ask people.+2", "start 4 [6/7]", "ask people.2.name", "ask people.2.age", "end 4", "start 6 [7/7]", "end 6", "finished",
        ])
        #expect(Self.output(walker) == #"{"city":"Oslo","people":[{"name":"Ada","age":40},{"name":"Bo","age":null}],"size":2}"#)
    }

    @Test func theReviewEditsRemovesAndAddsItems() throws {
        var walker = try Self.walker(Self.asked)
        _ = Self.drive(&walker, ["Rome", "y", "Ada", "40", "y", "Bo", "30"])
        #expect(Self.output(walker) == #"{"city":"Rome","people":[{"name":"Ada","age":40},{"name":"Bo","age":30}],"size":2}"#)
        // Edit a row of item 2.
        let edited = walker.edit("people.2.age")
        let prompt = try #require(edited)
        #expect(prompt.key == "people.2.age")
        _ = walker.answer("9")
        #expect(Self.drive(&walker, ["Ann"]) == ["ask people.2.guardian", "finished"])
        // Remove item 1: item 2 becomes item 1, and the add question is asked again.
        let removedFirst = walker.removeItem(1, from: "people")
        #expect(removedFirst)
        #expect(Self.output(walker) == #"{"city":"Rome","people":[{"name":"Bo","age":9,"guardian":"Ann"}],"size":1}"#)
        // Add one: its rows, then the add question after it (max 2: none).
        let adding = walker.addItem(to: "people")
        let added = try #require(adding)
        #expect(added.key == "people.2.name")
        _ = walker.answer("Cy")
        #expect(Self.drive(&walker, [""]) == ["ask people.2.age", "finished"])
        #expect(Self.output(walker) == #"{"city":"Rome","people":[{"name":"Bo","age":9,"guardian":"Ann"},{"name":"Cy","age":null}],"size":2}"#)
        let another = walker.addItem(to: "people")
        #expect(another == nil)
        let removed = walker.removeItem(3, from: "people")
        #expect(removed == false)
    }

    @Test func aCountFromAnEarlierAnswerDecidesTheItems() throws {
        var walker = try Self.walker(Self.counted)
        #expect(Self.drive(&walker, ["2", "x", "Ada", "x", ""]) == [
            "start 0 [1/2]", "ask adults", "end 0",
            "start 1 [2/4]", "ask adult.1.name", "refused adult.1.name: not x first", "ask adult.1.name", "end 1",
            "start 2 [3/4]", "ask adult.2.name", "end 2",
            "start 4 [4/4]", "ask note", "end 4", "finished",
        ])
        #expect(Self.output(walker) == #"{"adults":2,"adult":[{"name":"Ada"},{"name":"x"}],"note":null}"#)
        #expect(walker.form.sections[1].title?.text == "Adult {{ 1 }}")
        // One adult fewer: the second item goes; one more: a new item is asked.
        _ = walker.edit("adults")
        _ = walker.answer("1")
        #expect(Self.drive(&walker, []) == ["finished"])
        #expect(Self.output(walker) == #"{"adults":1,"adult":[{"name":"Ada"}],"note":null}"#)
        _ = walker.edit("adults")
        _ = walker.answer("3")
        #expect(Self.drive(&walker, ["Cy"]) == ["ask adult.3.name", "finished"])
        #expect(Self.output(walker) == #"{"adults":3,"adult":[{"name":"Ada"},{"name":"x"},{"name":"Cy"}],"note":null}"#)
        let counted = walker.addItem(to: "adult")
        #expect(counted == nil)
    }

    @Test func presetsCreateTheItemsTheyName() throws {
        var walker = try Self.walker(Self.asked)
        let set = walker.preset("people.2.name", typed: "Bo")
        #expect(set == nil)
        #expect(walker.itemCounts == ["people": 2])
        let past = walker.preset("people.3.name", typed: "Cy")
        #expect(past?.description.hasPrefix("no row has this key") == true)
        #expect(Self.drive(&walker, ["Rome", "Ada", "", "", ""]).filter { $0.hasPrefix("ask") } == [
            "ask city", "ask people.1.name", "ask people.1.age", "ask people.2.age",
        ])
        #expect(Self.output(walker) == #"{"city":"Rome","people":[{"name":"Ada","age":null},{"name":"Bo","age":null}],"size":2}"#)
    }

    @Test func aWhenAfterTheGroupReadsItsCount() throws {
        let text = """
            { "askform": 1, "sections": [
              { "key": "kids", "title": "Kid", "repeat": { "min": 2, "max": 3 }, "rows": [ { "key": "name", "type": "text" } ] },
              { "title": "More", "rows": [ { "key": "bus", "type": "confirm", "when": "count(kids) > 2" } ] } ] }
            """
        var walker = try Self.walker(text)
        #expect(walker.isShown("bus") == false)
        _ = Self.drive(&walker, ["Ada", "Bo", "y", "Cy", "y"])
        #expect(walker.isShown("bus"))
        #expect(Self.output(walker) == #"{"kids":[{"name":"Ada"},{"name":"Bo"},{"name":"Cy"}],"bus":true}"#)
    }

    @Test func aFlatFormLaysOutAsItIs() throws {
        let walker = try WalkerTests.walker()
        #expect(walker.template.sections.count == walker.form.sections.count)
        #expect(walker.layout.groupPaths.isEmpty)
        #expect(walker.itemCounts.isEmpty)
    }
}
