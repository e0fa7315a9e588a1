/// "Did you mean" for misspelt keys, types and options.
///
/// The work per word is bounded: at most ``examinedLimit`` candidates are compared with it,
/// so a form of 100,000 keys answers each typo as fast as one of 500, and 10,000 typos
/// cost 10,000 bounded look-ups rather than 10,000 passes over every key.
public enum Suggestion {
    /// The most candidates compared with one word. Up to this many, every candidate is
    /// compared (in their order, the first closest wins); past it, those of a length close
    /// enough, starting with the word's first letter first (typos seldom change it), nearest
    /// lengths first, each group in the candidates' order.
    public static let examinedLimit = 500

    /// The candidate closest to `word` by edit distance, when it is close enough to be a
    /// likely typo (at most a third of the word's length, and at most 3 edits).
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String?
    where S.Element == String {
        Index(candidates).closest(to: word)
    }

    /// Candidates prepared once for many look-ups: case-folded, and grouped by length.
    public struct Index: Sendable {
        private let candidates: [String]
        private let folded: [[Unicode.Scalar]]
        /// Positions of the candidates of each length (in scalars) and first scalar, ascending.
        private let byStart: [Start: [Int]]
        /// The first scalars of the candidates of each length, in the order first met.
        private let startsByLength: [Int: [Unicode.Scalar?]]
        /// The first position of each case-folded candidate: a word differing only in case is
        /// found however many candidates there are.
        private let exact: [String: Int]

        private struct Start: Hashable, Sendable {
            var length: Int
            var first: Unicode.Scalar?
        }

        /// Prepares `candidates` for many ``closest(to:amongFirst:)`` look-ups; ties go to the earlier candidate.
        public init<S: Sequence>(_ candidates: S) where S.Element == String {
            self.candidates = Array(candidates)
            folded = self.candidates.map { Array($0.lowercased().unicodeScalars) }
            var startsByLength: [Int: [Unicode.Scalar?]] = [:]
            var byStart: [Start: [Int]] = [:]
            var exact: [String: Int] = [:]
            for (position, candidate) in self.candidates.enumerated() where exact[candidate.lowercased()] == nil {
                exact[candidate.lowercased()] = position
            }
            self.exact = exact
            for (position, scalars) in folded.enumerated() {
                let start = Start(length: scalars.count, first: scalars.first)
                if byStart[start] == nil { startsByLength[scalars.count, default: []].append(scalars.first) }
                byStart[start, default: []].append(position)
            }
            self.startsByLength = startsByLength
            self.byStart = byStart
        }

        /// ``Suggestion/closest(to:in:)`` among the first `limit` candidates (all when nil).
        public func closest(to word: String, amongFirst limit: Int? = nil) -> String? {
            let target = Array(word.lowercased().unicodeScalars)
            let allowed = min(3, max(1, target.count / 3))
            let count = min(limit ?? candidates.count, candidates.count)
            var scratch = Scratch()
            var best: (position: Int, distance: Int)?
            func consider(_ position: Int) {
                let distance = editDistance(target, folded[position], limit: allowed, scratch: &scratch)
                guard distance <= allowed else { return }
                if let found = best, (found.distance, found.position) <= (distance, position) { return }
                best = (position, distance)
            }
            if count <= examinedLimit {
                for position in 0..<count { consider(position) }
                return best.map { candidates[$0.position] }
            }
            if let position = exact[word.lowercased()], position < count { return candidates[position] }
            // Only lengths within `allowed` can be close enough: the same first letter, then any;
            // nearest lengths first; up to the limit.
            var examined = 0
            search: for sameStart in [true, false] {
                for delta in 0...allowed {
                    for length in Set([target.count - delta, target.count + delta]).sorted() {
                        // Those with the same first letter were compared in the first round.
                        let starts = sameStart ? [target.first] : (startsByLength[length] ?? []).filter { $0 != target.first }
                        for first in starts {
                            for position in byStart[Start(length: length, first: first)] ?? [] {
                                guard examined < examinedLimit else { break search }
                                guard position < count else { break }
                                examined += 1
                                consider(position)
                            }
                        }
                    }
                }
            }
            return best.map { candidates[$0.position] }
        }
    }

    /// Rows of the distance table, kept across the comparisons of one look-up.
    struct Scratch {
        var previous2: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// Levenshtein distance with transpositions counted as one edit; stops early past `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        var scratch = Scratch()
        return editDistance(a, b, limit: limit, scratch: &scratch)
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, scratch: inout Scratch) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        if scratch.current.count < width {
            scratch = Scratch(previous2: Array(repeating: 0, count: width), previous: Array(repeating: 0, count: width),
                              current: Array(repeating: 0, count: width))
        }
        for j in 0...b.count { scratch.previous[j] = j }
        for i in 1...a.count {
            scratch.current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(scratch.previous[j] + 1, scratch.current[j - 1] + 1, scratch.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, scratch.previous2[j - 2] + 1)
                }
                scratch.current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&scratch.previous2, &scratch.previous)
            swap(&scratch.previous, &scratch.current)
        }
        return scratch.previous[b.count]
    }
}
