import Testing
import AskCore

/// Answers documents that nest dotted keys, and empty multiselects.
@Suite struct AnswerValidatorNestingTests {
    static let form = #"""
        {"askform": 1, "sections": [{"rows": [
          {"key": "address.city", "type": "text"},
          {"key": "tags", "type": "multiselect", "options": ["a", "b"], "required": true},
          {"key": "extras", "type": "multiselect", "options": ["a", "b"]}
        ]}]}
        """#

    /// Every issue of `answers`, rendered as `validate` prints them.
    static func issues(_ answers: String) throws -> [String] {
        let form = try #require(FormLoader().load(Array(Self.form.utf8)).form)
        let document = try JSONReader.parse(Array(answers.utf8))
        return AnswerValidator.validate(document, form: form).map { $0.rendered(file: "a.json") }
    }

    @Test func nestedDottedKeysAndEmptyOptionalListPass() throws {
        #expect(try Self.issues(#"{"address": {"city": "Lyon"}, "tags": ["a"], "extras": []}"#) == [])
    }

    /// A dot in a member name is not nesting: the key could otherwise be given twice.
    @Test func dottedMemberNamesAreRefused() throws {
        #expect(try Self.issues(#"{"address.city": "Lyon", "address": {"city": "Paris"}, "tags": ["a"]}"#) == [
            #"a.json:1:2: error: address.city: expected {"address": {"city": …}}, found the member name 'address.city' (at /address.city)"#,
        ])
        #expect(try Self.issues(#"{"tags": ["a"], "no.such": 1}"#) == [
            "a.json:1:17: error: no.such: no row has this key (at /no.such)",
        ])
    }

    /// Nothing chosen in a required multiselect is no answer, as an empty typed answer is.
    @Test func requiredMultiselectNeedsAChoice() throws {
        #expect(try Self.issues(#"{"tags": []}"#) == ["a.json:1:10: error: tags: an answer is required (at /tags)"])
    }
}
