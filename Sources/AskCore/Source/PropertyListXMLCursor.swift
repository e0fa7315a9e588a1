/// A position in the bytes of an XML property list, counting lines and columns as it moves.
///
/// Columns count Unicode scalars; a line break is `\n`, `\r\n` or a lone `\r`, as XML
/// normalizes them. The cursor only checks bytes; what they mean is the reader's business.
struct PropertyListXMLCursor {
    /// Why ``advanceScalar()`` did not move.
    enum ScalarProblem {
        case invalidUTF8(at: SourceLocation)
        case controlCharacter(UInt32, at: SourceLocation)
    }

    let bytes: [UInt8]
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Skips a UTF-8 byte order mark at the start of the file; editors give it no column.
    mutating func skipByteOrderMark() {
        if index == 0, lookingAt([0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    func byte(at offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    func lookingAt<C: Collection<UInt8>>(_ literal: C) -> Bool {
        guard bytes.count - index >= literal.count else { return false }
        return bytes[index..<(index + literal.count)].elementsEqual(literal)
    }

    /// Moves past ASCII bytes known to hold no line break.
    mutating func advance(by count: Int) {
        index += count
        column += count
    }

    /// Moves past one ASCII byte, counting a line break.
    mutating func advanceASCII() {
        switch bytes[index] {
        case UInt8(ascii: "\n"):
            line += 1
            column = 1
        case UInt8(ascii: "\r") where byte(at: 1) != UInt8(ascii: "\n"):
            line += 1
            column = 1
        default:
            column += 1
        }
        index += 1
    }

    /// Moves past `\r\n` or a lone `\r` at the cursor.
    mutating func advanceLineBreak() {
        if byte(at: 1) == UInt8(ascii: "\n") { advanceASCII() }
        advanceASCII()
    }

    /// Moves past one Unicode scalar when it is well-formed UTF-8 and a character XML
    /// allows; otherwise stays and says what is wrong.
    mutating func advanceScalar() -> ScalarProblem? {
        let lead = bytes[index]
        if lead < 0x80 {
            guard Self.isXMLCharacter(UInt32(lead)) else { return .controlCharacter(UInt32(lead), at: location) }
            advanceASCII()
            return nil
        }
        guard let length = UTF8Validation.sequenceLength(bytes, at: index) else { return .invalidUTF8(at: location) }
        index += length
        column += 1
        return nil
    }

    /// Skips spaces, tabs and line breaks; says whether there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while let current = byte(), Self.isWhitespace(current) { advanceASCII() }
        return index > start
    }

    /// Up to 20 characters of the text at the cursor, for a message; stops at markup, a line
    /// break or bytes that are not UTF-8.
    func snippet() -> String {
        var position = index
        var count = 0
        while count < 20, position < bytes.count, bytes[position] != UInt8(ascii: "<"),
              bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r"),
              let length = UTF8Validation.sequenceLength(bytes, at: position) {
            position += length
            count += 1
        }
        return Self.trimmed(String(decoding: bytes[index..<position], as: UTF8.self))
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isNameContinuation(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return and everything from U+0020 but
    /// U+FFFE and U+FFFF (surrogates never reach here).
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
    }

    /// `text` without XML whitespace at either end.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespaceScalar($0) }),
              let last = scalars.lastIndex(where: { !isWhitespaceScalar($0) }) else { return "" }
        return String(scalars[first...last])
    }

    private static func isWhitespaceScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 && isWhitespace(UInt8(scalar.value))
    }
}
