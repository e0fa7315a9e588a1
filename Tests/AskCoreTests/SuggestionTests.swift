import Testing
@testable import AskCore

/// "Did you mean": unchanged for forms of every-day size, bounded in work for huge ones.
@Suite struct SuggestionTests {
    /// The comparison of every candidate, in order, as "did you mean" always worked.
    static func everyCandidate(_ word: String, _ candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let allowed = min(3, max(1, target.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = Suggestion.editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: allowed)
            if distance <= allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    static let keys = ["name", "age", "email", "address.city", "address.street", "budget", "currency", "tags", "insurance",
                       "depart", "return", "nights", "role", "team", "site", "Nmae", "ages", "北京", "city", "cities"]
    static let words = ["nmae", "agee", "emial", "adress.city", "budgte", "curency", "tag", "insurence", "depar", "retrun",
                        "nights", "rol", "x", "北", "北京市", "citys", "NAME", "teams", "zzzzzzzz", ""]

    @Test(arguments: words)
    func smallSetsGiveWhatComparingEveryCandidateGives(_ word: String) {
        #expect(Suggestion.closest(to: word, in: Self.keys) == Self.everyCandidate(word, Self.keys))
        #expect(Suggestion.Index(Self.keys).closest(to: word, amongFirst: 8) == Self.everyCandidate(word, Array(Self.keys.prefix(8))))
    }

    /// 100,000 keys of the word's length: only `examinedLimit` are compared, those starting
    /// with the word's letter first, so a typo of a key among them is still found.
    @Test func hugeSetsStillFindATypoWithBoundedWork() {
        let keys = (0..<100_000).map { "q\($0)" } + ["address", "quantity"]
        let index = Suggestion.Index(keys)
        #expect(index.closest(to: "adress") == "address")
        #expect(index.closest(to: "Q99999") == "q99999")
        #expect(index.closest(to: "qantity") == nil, "90,000 keys of length 6 come first: past the limit")
        #expect(index.closest(to: "adress", amongFirst: 100_000) == nil)
    }
}
