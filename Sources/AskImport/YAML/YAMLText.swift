import AskCore

/// The checks made on a YAML file's bytes before libyaml sees them, and the positions of
/// characters, counted as libyaml counts lines: `\n`, `\r\n`, a lone `\r`, and (YAML 1.1, as
/// libyaml does) U+0085, U+2028 and U+2029 each end a line; columns count Unicode scalars.
enum YAMLText {
    /// Refuses what libyaml would misread or report only as a byte offset: a UTF-16 or
    /// UTF-32 byte order mark, invalid UTF-8, a byte order mark beginning a line past the
    /// first, and the characters YAML does not allow; each with its line and column.
    static func check(_ bytes: [UInt8]) throws(YAMLReadError) {
        if let encoding = foreignEncoding(bytes) {
            throw YAMLReadError(.unsupportedEncoding(encoding), at: SourceLocation(line: 1, column: 1), pointer: nil)
        }
        var walker = Walker()
        var offset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .emptyInput:
                return
            case .error:
                throw YAMLReadError(.invalidUTF8, at: walker.location, pointer: nil)
            case .valid(let encoded):
                let value = Unicode.UTF8.decode(encoded).value
                // libyaml skips a U+FEFF that begins a line without counting it, which would
                // shift the line's columns. Elsewhere it is a character: allowed in quoted
                // scalars (YAML 1.2 §5.2, for JSON), refused where it would start a token.
                if value == 0xFEFF, offset > 0, walker.column == 1 {
                    throw YAMLReadError(.byteOrderMarkInside, at: walker.location, pointer: nil)
                }
                if !isPrintable(value) {
                    throw YAMLReadError(.controlCharacter(value), at: walker.location, pointer: nil)
                }
                if offset > 0 || value != 0xFEFF { walker.step(over: value) }
                offset += encoded.count
            }
        }
    }

    /// The character at libyaml's 0-based `line` and `column`, if there is one.
    static func scalar(_ bytes: [UInt8], line: Int, column: Int) -> UInt32? {
        var walker = Walker()
        for scalar in text(bytes).unicodeScalars {
            if walker.line == line + 1, walker.column == column + 1 { return scalar.value }
            if walker.line > line + 1 { return nil }
            walker.step(over: scalar.value)
        }
        return nil
    }

    /// Where the file ends: just past the last character of its last line.
    static func end(_ bytes: [UInt8]) -> SourceLocation {
        var walker = Walker()
        for scalar in text(bytes).unicodeScalars {
            walker.step(over: scalar.value)
        }
        return walker.location
    }

    /// The file as text, without a leading byte order mark (which libyaml is not given).
    private static func text(_ bytes: [UInt8]) -> Substring {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : text[...]
    }

    /// YAML 1.2's printable set (§5.1), which libyaml's reader enforces too.
    static func isPrintable(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func foreignEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        return nil
    }

    /// Line and column bookkeeping over scalars, with libyaml's line breaks.
    private struct Walker {
        var line = 1
        var column = 1
        var afterCarriageReturn = false

        var location: SourceLocation { SourceLocation(line: line, column: column) }

        mutating func step(over value: UInt32) {
            switch value {
            case 0x0A where afterCarriageReturn:
                afterCarriageReturn = false
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                line += 1
                column = 1
                afterCarriageReturn = value == 0x0D
            default:
                column += 1
                afterCarriageReturn = false
            }
        }
    }
}
