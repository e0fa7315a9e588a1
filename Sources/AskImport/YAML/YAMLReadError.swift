import AskCore

/// Why a YAML file could not be read, and where: what ``YAMLReader/parse(_:limits:)`` throws.
///
/// Shaped like AskCore's `Diagnostic` (a typed problem, a 1-based line and Unicode-scalar
/// column, the RFC 6901 pointer of the value being read) so that the loader can turn one
/// into the other when YAML forms are wired in.
public struct YAMLReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, as data.
    public var problem: YAMLProblem
    /// Where; `nil` for problems of the whole file (too large, empty, libyaml missing).
    public var location: SourceLocation?
    /// The pointer of the value being read (`""` at the top); `nil` for problems of the file.
    ///
    /// For a syntax error it is the innermost value libyaml had reported when it stopped,
    /// which may be the mapping around the broken line: libyaml reads tokens ahead of the
    /// events it returns.
    public var pointer: String?

    /// The problem `problem` at `location`, inside the value at `pointer`.
    public init(_ problem: YAMLProblem, at location: SourceLocation?, pointer: String?) {
        self.problem = problem
        self.location = location
        self.pointer = pointer
    }

    /// `LINE:COL: MESSAGE (at /pointer)`, the parts that are known, in English.
    public var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += problem.description
        if let pointer { text += " (at \(pointer.isEmpty ? "/" : pointer))" }
        return text
    }
}
