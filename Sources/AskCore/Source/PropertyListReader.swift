/// Parses XML and binary property lists into a ``SourceNode`` tree.
///
/// The tree is the one a JSON form gives: `<dict>` becomes an object whose members keep
/// file order (duplicates included), `<integer>` and `<real>` become numbers as written,
/// `<date>` keeps its ISO 8601 text and `<data>` its decoded byte count. XML values carry
/// the line and column of their opening `<`; binary ones carry none, as binary has no lines.
///
/// Hand-written rather than built on `PropertyListDecoder`, which forgets positions and the
/// order of dictionary keys, and would pull full Foundation into `AskCore`.
///
///     // <plist version="1.0"><dict><key>askform</key><integer>1</integer></dict></plist>
///     let tree = try PropertyListReader.parse(bytes)
///     // an object at 1:22 whose member "askform" (key at 1:28) is the number "1" at 1:46
public enum PropertyListReader {
    /// Parses an XML (`<?xml`/`<plist`) or binary (`bplist00`) property list.
    ///
    /// Every problem is a ``Diagnostic``: ``FormProblem/invalidPropertyList(_:)`` with the
    /// line, column (XML only) and JSON pointer of the value being read, or
    /// ``FormProblem/invalidUTF8``, ``FormProblem/nestingTooDeep(limit:)``,
    /// ``FormProblem/fileTooLarge(bytes:limit:)`` or ``FormProblem/emptyFile``.
    public static func parse(_ bytes: [UInt8], limits: SourceLimits = .standard) throws(Diagnostic) -> SourceNode {
        if bytes.count > limits.maxFileBytes {
            throw Diagnostic(.fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes), at: nil, pointer: nil)
        }
        if bytes.isEmpty {
            throw Diagnostic(.emptyFile, at: nil, pointer: nil)
        }
        // Any "bplist" goes to the binary reader so that a version other than 00 gets a
        // message about the version rather than an XML syntax error.
        if bytes.starts(with: PropertyListBinaryReader.magicPrefix) {
            return try PropertyListBinaryReader.parse(bytes, limits: limits)
        }
        return try PropertyListXMLReader.parse(bytes, limits: limits)
    }
}

/// The way from the top of a property list to the value being read, kept as tokens so
/// that a JSON pointer string is only built when there is an error to report.
struct PropertyListPath {
    private enum Token {
        case key(String)
        case index(Int)
    }

    private var tokens: [Token] = []

    mutating func push(key: String) { tokens.append(.key(key)) }
    mutating func push(index: Int) { tokens.append(.index(index)) }
    mutating func pop() { tokens.removeLast() }

    /// The RFC 6901 pointer: `""` at the top, `/sections/0/rows/2` further in.
    var pointer: String {
        var text = ""
        for token in tokens {
            switch token {
            case .key(let key): text = JSONPointer.appending(key, to: text)
            case .index(let index): text = JSONPointer.appending(index, to: text)
            }
        }
        return text
    }
}
