/// Parses JSON form files into a ``SourceNode`` tree with positions.
///
/// A strict RFC 8259 reader written for diagnostics rather than decoding: every value keeps
/// its line and column, object members stay in file order with duplicates kept, numbers stay
/// as written, and the first error is thrown with its exact position and the JSON pointer of
/// the value being read:
///
///     let tree = try JSONReader.parse(Array(#"{"askform": 1}"#.utf8))
///     // .object at 1:1 with one member: key "askform" at 1:2, value .number("1") at 1:13
///
///     try JSONReader.parse(Array(#"{"rows": [1, 2,]}"#.utf8))
///     // throws: 1:16: unexpected ']', expected a value (at /rows/2)
public enum JSONReader {
    /// Parses `bytes` (UTF-8 JSON, optional BOM) into a tree; throws the first syntax error.
    ///
    /// Files larger than `limits.maxFileBytes` are refused before reading, and arrays and
    /// objects may nest at most `limits.maxDepth` deep (the top-level object is depth 1).
    /// Columns count Unicode scalars from the start of the line; a leading BOM is not counted.
    public static func parse(_ bytes: [UInt8], limits: SourceLimits = .standard) throws(Diagnostic) -> SourceNode {
        var parser = JSONParser(bytes: bytes, limits: limits)
        return try parser.parseDocument()
    }
}
