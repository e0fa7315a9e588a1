/// Why a `pattern` is refused, and where: the loader reports it as
/// ``FormProblem/invalidPattern(_:)`` and ``Catalog`` words it.
///
///     try Pattern("a(?=b)")   // throws: lookahead '(?=' at offset 1
public struct PatternProblem: Error, Sendable, Equatable {
    /// What is wrong, as data; ``Catalog`` words it in the reader's language.
    public var reason: Reason
    /// Where the offending text starts, in Unicode scalars from the start of the pattern (0-based).
    public var offset: Int
    /// The offending text as written (`(?=`, `\1`, `{3,2}`), at most a few characters.
    public var text: String

    /// A problem with the text `text` that starts `offset` Unicode scalars into the pattern.
    public init(_ reason: Reason, at offset: Int, text: String) {
        self.reason = reason
        self.offset = offset
        self.text = text
    }

    /// Why a pattern is refused: a construct askform cannot match in linear time, cannot carry
    /// portably into a schema, or does not read at all (docs/SECURITY.md, "Patterns run in linear time").
    public enum Reason: Sendable, Equatable {
        /// A construct that needs backtracking: askform matches in linear time.
        case notLinear(Construct)
        /// A construct that ECMA-262 (`u` mode) and Python's `re` do not both read the same
        /// way, so a schema could not carry it.
        case notPortable(Construct)
        /// `]`, `{` or `}` outside a class, or `[` inside one, not escaped.
        case unescaped
        /// A backslash before a character it does not escape (`\q`, `\cA`, `\01`, a bad `\u`).
        case unknownEscape
        /// `\uD83D`: half of a surrogate pair, not a scalar.
        case surrogateEscape
        /// A `\` ending the pattern.
        case trailingBackslash
        /// `(?` followed by something that is no group askform knows (`(?|`, `(?(`).
        case unknownGroup
        /// A `)` without its `(`.
        case unmatchedParenthesis
        /// A `(` never closed.
        case unclosedGroup
        /// A `[` never closed.
        case unclosedClass
        /// A quantifier after nothing, an assertion or another quantifier.
        case nothingToRepeat
        /// `[z-a]`.
        case rangeOutOfOrder
        /// `[\w-a]`: a range bound that is a class.
        case classInRange
        /// `{3,2}`.
        case repetitionOutOfOrder
        /// More scalars than the pattern length limit.
        case tooLong(limit: Int)
        /// Groups nested deeper than the limit.
        case tooDeep(limit: Int)
        /// A count in `{n,m}` above the limit.
        case repetitionTooLarge(limit: Int)
        /// The compiled program would hold more instructions than the limit.
        case tooLarge(limit: Int)
    }

    /// The constructs refused by name.
    public enum Construct: Sendable, Equatable, CaseIterable {
        case backreference, lookahead, lookbehind, atomicGroup, possessiveQuantifier
        case namedGroup, inlineFlags, comment, anchor, unicodeProperty
    }
}

/// The limits on a `pattern`, which bound the time and memory of compiling it (see docs/FORMAT.md).
public enum PatternLimits {
    /// Unicode scalars in a pattern.
    public static let length = 4_096
    /// Groups open at once.
    public static let depth = 64
    /// `n` and `m` in `{n}`, `{n,}` and `{n,m}`.
    public static let repetition = 1_000
    /// Instructions of the compiled program (each repetition copies its body).
    public static let program = 20_000
    /// Steps one match may take (instructions × answer scalars, about a second): a longer
    /// answer is refused as too long for its pattern rather than checked for minutes.
    public static let work = 200_000_000
}
