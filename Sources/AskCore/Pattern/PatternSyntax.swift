/// A parsed `pattern`: what the engine compiles and the schema rewrites portably.
///
/// Groups leave no node of their own (capturing or not, they only group), so a tree is built
/// from sequences, alternations and repetitions of single-scalar tests and assertions.
indirect enum PatternNode: Sendable, Equatable {
    /// Matches the empty string (`()`, an empty alternative).
    case empty
    /// One scalar, as written or escaped (`a`, `\.`, `\u00E9`).
    case scalar(UInt32)
    /// One scalar of the set: a class (`[a-z]`, `[^"]`), `.`, `\d`, `\w`, `\s` and their negations.
    case set(ScalarSet)
    /// `^`: the start of the answer.
    case start
    /// `$`: the end of the answer (not before a final line break).
    case end
    /// `\b` (`negated: false`) or `\B`: between an ASCII word character and anything else.
    case wordBoundary(negated: Bool)
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// `max` is `nil` for no upper bound; `lazy` only changes which match is found first,
    /// never whether there is one.
    case repetition(PatternNode, min: Int, max: Int?, lazy: Bool)

    /// True when the node matches only the empty string (assertions and groups of them).
    var isZeroWidth: Bool {
        switch self {
        case .empty, .start, .end, .wordBoundary: return true
        case .scalar, .set: return false
        case .sequence(let items), .alternation(let items): return items.allSatisfy(\.isZeroWidth)
        case .repetition(let body, _, _, _): return body.isZeroWidth
        }
    }
}

/// A set of Unicode scalars as sorted, disjoint, non-adjacent ranges (surrogates excluded:
/// they are not scalars).
struct ScalarSet: Sendable, Equatable {
    /// Sorted, disjoint and non-adjacent, so membership is one binary search.
    private(set) var ranges: [ClosedRange<UInt32>]

    /// The union of `ranges`, normalized; surrogates are dropped.
    init(_ ranges: [ClosedRange<UInt32>] = []) {
        self.ranges = []
        for range in ranges { insert(range) }
    }

    /// Every scalar.
    static let all = ScalarSet([0...0x10FFFF])
    /// `\d`: the ASCII digits.
    static let digits = ScalarSet([0x30...0x39])
    /// `\w`: ASCII letters, digits and `_`.
    static let word = ScalarSet([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    /// `\s` as ECMA-262 defines it: its WhiteSpace and LineTerminator scalars.
    static let whitespace = ScalarSet([
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    /// `.`: anything but a line terminator.
    static let notLineTerminator = ScalarSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]).complement

    /// Adds `range` (its surrogates left out), merging with what it touches.
    mutating func insert(_ range: ClosedRange<UInt32>) {
        let clipped = range.clamped(to: 0...0x10FFFF)
        if clipped.lowerBound < 0xD800, clipped.upperBound > 0xDFFF {
            merge(clipped.lowerBound...0xD7FF)
            merge(0xE000...clipped.upperBound)
        } else if clipped.upperBound < 0xD800 || clipped.lowerBound > 0xDFFF {
            merge(clipped)
        } else if clipped.lowerBound < 0xD800 {
            merge(clipped.lowerBound...0xD7FF)
        } else if clipped.upperBound > 0xDFFF {
            merge(0xE000...clipped.upperBound)
        }
    }

    /// Adds every scalar of `other`.
    mutating func formUnion(_ other: ScalarSet) {
        for range in other.ranges { merge(range) }
    }

    /// The scalars not in the set.
    var complement: ScalarSet {
        var result = ScalarSet()
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.insert(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= 0x10FFFF { result.insert(next...0x10FFFF) }
        return result
    }

    /// Whether the scalar `value` is in the set, by binary search over the ranges.
    func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else if ranges[middle].lowerBound > value {
                high = middle
            } else {
                return true
            }
        }
        return false
    }

    private mutating func merge(_ range: ClosedRange<UInt32>) {
        var low = range.lowerBound
        var high = range.upperBound
        // The first range that ends at or after low - 1 (it may touch the new one).
        var first = 0
        var end = ranges.count
        while first < end {
            let middle = (first + end) / 2
            if ranges[middle].upperBound + 1 < low { first = middle + 1 } else { end = middle }
        }
        var last = first
        while last < ranges.count, ranges[last].lowerBound <= high &+ 1 {
            low = min(low, ranges[last].lowerBound)
            high = max(high, ranges[last].upperBound)
            last += 1
        }
        ranges.replaceSubrange(first..<last, with: [low...high])
    }
}
