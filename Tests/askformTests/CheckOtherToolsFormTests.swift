import Foundation
import Testing

/// `askform check` on a file written for another tool, and on one with many problems at once.
@Suite("askform check, every problem and other tools' forms")
struct CheckOtherToolsFormTests {
    static func check(_ name: String, _ text: String) throws -> AskformBinary.Outcome {
        let directory = try TemporaryDirectory.make()
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        return try AskformBinary.run(["check", name], directory: directory)
    }

    @Test func xlformVocabularyIsToldToConvert() throws {
        let outcome = try Self.check("settings.json", #"{"askform": 1, "sections": [{"rows": [{"tag": "a", "rowType": "text", "title": "A"}]}]}"#)
        #expect(outcome.stderr == """
            settings.json:1:1: warning: this file is written for XLForm, not askform: convert it with 'askform convert FILE --from xlform', or read it as it is with '--from xlform' (at /)
            settings.json:1:39: error: missing required key 'type' (at /sections/0/rows/0)
            settings.json:1:40: error: unknown key 'tag' (at /sections/0/rows/0/tag)
            settings.json:1:52: error: unknown key 'rowType' (at /sections/0/rows/0/rowType)
            settings.json: invalid (3 errors)

            """)
        #expect(outcome.status == 65)
    }

    @Test func aMissingVersionHidesNoOtherProblem() throws {
        let outcome = try Self.check("bad.json", #"{"titel": "x", "sections": [{"rows": [{"key": "a", "type": "integer", "min": 5, "max": 1}]}]}"#)
        #expect(outcome.stderr == """
            bad.json:1:1: error: missing required key 'askform' (at /)
            bad.json:1:2: error: unknown key 'titel' (did you mean 'title'?) (at /titel)
            bad.json:1:78: error: 'min' (5) is greater than 'max' (1) (at /sections/0/rows/0/min)
            bad.json: invalid (3 errors)

            """)
        #expect(outcome.status == 65)
    }
}
