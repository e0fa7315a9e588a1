/// A position in a form file: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, as editors do, so a
/// diagnostic on a line of Chinese text points at the right character.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var line: Int
    /// 1-based, in Unicode scalars.
    public var column: Int

    /// A position at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COL`, as diagnostics show it.
    public var description: String { "\(line):\(column)" }
}

/// One value of a parsed form file (JSON or property list), with where it was written.
///
/// The loader works on this tree rather than on `Codable` so that it can report every
/// problem with its line, column and JSON pointer, keep object members in file order and
/// see duplicate keys, which `JSONDecoder` silently merges.
public struct SourceNode: Sendable {
    /// An object member: its key, where the key was written, and its value.
    public struct Member: Sendable {
        /// The member's name, as written.
        public var key: String
        /// Where the key was written, so a diagnostic about the key points at it; `nil` in a binary property list.
        public var keyLocation: SourceLocation?
        /// The member's value.
        public var value: SourceNode

        /// A member `key: value`.
        public init(key: String, keyLocation: SourceLocation?, value: SourceNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The kinds of value a form file can hold.
    public enum Value: Sendable {
        /// Members in file order; duplicates are kept so the loader can report them.
        case object([Member])
        case array([SourceNode])
        case string(String)
        /// A number as written (`36`, `-2.5`, `1e3`); see ``SourceNode/integerValue``.
        case number(String)
        case bool(Bool)
        case null
        /// A property-list `<date>`, as ISO 8601 text (`2026-01-01T00:00:00Z`).
        case date(String)
        /// A property-list `<data>` blob (byte count only: forms never need its bytes).
        case data(Int)
    }

    /// What was written.
    public var value: Value
    /// Where the value starts; `nil` for binary property lists, which have no lines.
    public var location: SourceLocation?

    /// A value read at `location`; `nil` for a binary property list.
    public init(_ value: Value, at location: SourceLocation?) {
        self.value = value
        self.location = location
    }
}

extension SourceNode {
    /// The value as an `Int`, when it is a number written without fraction or exponent
    /// (or whose value is integral and fits).
    public var integerValue: Int? {
        guard case .number(let text) = value else { return nil }
        if let int = Int(text) { return int }
        guard let double = Double(text), double.rounded() == double,
              double >= -9_007_199_254_740_992, double <= 9_007_199_254_740_992 else { return nil }
        return Int(double)
    }

    /// The value as a finite `Double`, when it is a number.
    public var doubleValue: Double? {
        guard case .number(let text) = value, let double = Double(text), double.isFinite else { return nil }
        return double
    }

    /// The text, when the value is a string.
    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The value, when it is a boolean.
    public var boolValue: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }
}
