import Testing
@testable import AskCore

/// `validate` refuses exactly the documents that break a check: for a few thousand generated
/// documents, its verdict equals an oracle that states each check directly in Swift (and the
/// rule that a check reading an empty answer passes).
@Suite struct CheckAgreementTests {
    static let form = """
        {"askform": 1, "sections": [{"rows": [
          {"key": "start", "type": "date"},
          {"key": "end", "type": "date", "checks": [{"that": "end >= start", "message": "end before start"}]},
          {"key": "name", "type": "text"},
          {"key": "guests", "type": "integer", "min": 0, "max": 20,
           "checks": [{"that": "guests <= len(name) or name == 'party'", "message": "too many guests"}]},
          {"key": "tags", "type": "multiselect", "options": ["a", "b", "c"],
           "checks": [{"that": "not (tags contains 'a' and tags contains 'b')", "message": "not a and b"}]}
        ]}]}
        """

    /// A small deterministic generator (xorshift), so a failure can be replayed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    @Test func validateRefusesExactlyTheDocumentsThatBreakACheck() throws {
        let form = try #require(FormLoader().load(Array(Self.form.utf8)).form)
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        let days = ["2026-01-01", "2026-01-02", "2026-02-28", "2026-03-01", "2027-01-01"]
        let names = ["", "a", "ab", "party", "abcdef"]
        let tagSets: [[String]] = [[], ["a"], ["b"], ["a", "b"], ["a", "c"], ["b", "c"], ["a", "b", "c"]]
        var refused = 0
        for _ in 0..<3_000 {
            let start = random.next(6) == 0 ? nil : days[random.next(days.count)]
            let end = random.next(6) == 0 ? nil : days[random.next(days.count)]
            let name = random.next(6) == 0 ? nil : names[random.next(names.count)]
            let guests = random.next(6) == 0 ? nil : random.next(8)
            let tags = random.next(6) == 0 ? nil : tagSets[random.next(tagSets.count)]
            func json(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }
            let document = """
                {"start": \(json(start)), "end": \(json(end)), "name": \(json(name)), \
                "guests": \(guests.map(String.init) ?? "null"), \
                "tags": \(tags.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ",") + "]" } ?? "null")}
                """
            var expected: [String] = []
            if let start, let end, end < start { expected.append("end") }
            if let guests, let name, guests > name.count, name != "party" { expected.append("guests") }
            if let tags, tags.contains("a"), tags.contains("b") { expected.append("tags") }
            let issues = AnswerValidator.validate(try JSONReader.parse(Array(document.utf8)), form: form)
            #expect(issues.map(\.key) == expected, "\(document)")
            if case .checkFailed = issues.first?.problem { refused += 1 }
        }
        // The generator reaches both verdicts often.
        #expect(refused > 500)
        #expect(refused < 2_500)
    }
}
