/// A regular expression that an answer must contain a match of (as JSON Schema's
/// `pattern`: unanchored unless it says `^…$`), matched in time linear in the answer.
///
///     let pattern = try Pattern("^[a-z][a-z0-9-]*$")
///     pattern.matches("ada-1")    // true
///     try Pattern("(a)\\1")       // throws: backreference '\1' at offset 3
///
/// The syntax is what ECMA-262 (`u` mode) and Python's `re` both read with one meaning,
/// over Unicode scalars (docs/FORMAT.md lists it); ``portable`` writes it so that both read
/// exactly what askform matches.
public struct Pattern: Sendable {
    /// The pattern as the form wrote it.
    public let source: String
    /// The parsed pattern.
    let syntax: PatternNode
    private let program: PatternProgram

    /// Parses and compiles `source`, or says why it is refused and where.
    public init(_ source: String) throws(PatternProblem) {
        self.source = source
        self.syntax = try PatternParser.parse(source)
        self.program = try PatternProgram(syntax)
    }

    /// True when `text` contains a match. Callers check ``longestAnswer`` first: matching
    /// takes up to the program's size in steps per scalar of `text`.
    public func matches(_ text: String) -> Bool {
        program.matches(text)
    }

    /// The most Unicode scalars an answer may have to be checked against this pattern, so
    /// that no match takes more than ``PatternLimits/work`` steps: 10,000 for the largest
    /// program, millions for the usual ones.
    public var longestAnswer: Int {
        PatternLimits.work / max(1, program.instructions.count)
    }
}
