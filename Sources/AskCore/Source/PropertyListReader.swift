/// Parses XML and binary property lists into a ``SourceNode`` tree.
public enum PropertyListReader {
    /// Parses an XML (`<?xml`/`<plist`) or binary (`bplist00`) property list.
    public static func parse(_ bytes: [UInt8], limits: SourceLimits = .standard) throws(Diagnostic) -> SourceNode {
        throw Diagnostic(.invalidPropertyList("property list reader not built yet"), at: nil, pointer: nil)
    }
}
