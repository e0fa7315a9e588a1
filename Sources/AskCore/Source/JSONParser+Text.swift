extension JSONParser {
    /// The length of the well-formed UTF-8 sequence starting at `offset`, or `nil`.
    func utf8SequenceLength(at offset: Int) -> Int? {
        UTF8Validation.sequenceLength(bytes, at: offset)
    }

    /// The invalid-UTF-8 error when the byte at `offset` does not start a well-formed
    /// sequence; `nil` for ASCII and good sequences.
    mutating func invalidUTF8(at offset: Int) -> Diagnostic? {
        guard bytes[offset] >= 0x80, utf8SequenceLength(at: offset) == nil else { return nil }
        return diagnostic(.invalidUTF8, at: offset)
    }

    /// The scalar at `offset` (ASCII or well-formed UTF-8), or `nil` past the end.
    func scalar(at offset: Int) -> Unicode.Scalar? {
        guard offset < end else { return nil }
        let lead = bytes[offset]
        guard lead >= 0x80 else { return Unicode.Scalar(lead) }
        guard let length = utf8SequenceLength(at: offset) else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for position in (offset + 1)..<(offset + length) {
            value = value << 6 | UInt32(bytes[position] & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    /// The character at `offset` as written, for quoting in a message.
    func scalarText(at offset: Int) -> String {
        guard let scalar = scalar(at: offset) else { return "" }
        return String(Character(scalar))
    }

    /// What stands at `offset`, for an "unexpected …" problem: `'}'`, `'yes'` for a bare
    /// word, `"'"`, `end of line`, `byte 0x00`, `character U+00A0` for invisible ones.
    func found(at offset: Int) -> JSONFound {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\n"):
            return .endOfLine
        case _ where isWordByte(byte):
            return .text(Self.capped(bytes[offset..<wordEnd(from: offset)]))
        case 0x20..<0x7F:
            return .text(String(Character(Unicode.Scalar(byte))))
        case ..<0x80:
            return .byte(byte)
        default:
            guard let scalar = scalar(at: offset) else { return .byte(byte) }
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator,
                 .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
                return .character(scalar.value)
            default:
                return .text(String(Character(scalar)))
            }
        }
    }
}
