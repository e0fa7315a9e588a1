/// Parses JSON form files into a ``SourceNode`` tree with positions.
public enum JSONReader {
    /// Parses `bytes` (UTF-8 JSON, optional BOM) into a tree; throws the first syntax error.
    public static func parse(_ bytes: [UInt8], limits: SourceLimits = .standard) throws(Diagnostic) -> SourceNode {
        throw Diagnostic(.invalidPropertyList("JSON reader not built yet"), at: nil, pointer: nil)
    }
}
