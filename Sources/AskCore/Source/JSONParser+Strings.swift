extension JSONParser {
    /// Reads the string whose opening quote is at `index`, leaving `index` after its
    /// closing quote.
    ///
    /// Runs without escapes are copied in bulk: a string with no escape at all is made
    /// straight from the file's bytes, one with escapes through the reused `scratch` buffer.
    mutating func parseString() throws(Diagnostic) -> String {
        var position = index + 1
        var runStart = position
        var hasEscapes = false
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let string: String
                if hasEscapes {
                    scratch.append(contentsOf: bytes[runStart..<position])
                    string = String(decoding: scratch, as: UTF8.self)
                } else {
                    string = String(decoding: bytes[runStart..<position], as: UTF8.self)
                }
                index = position + 1
                return string
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: bytes[runStart..<position])
                position = try appendEscape(at: position)
                runStart = position
            } else if byte < 0x20 {
                throw rawControlCharacter(at: position)
            } else if byte < 0x80 {
                position += 1
            } else if let length = utf8SequenceLength(at: position) {
                position += length
            } else {
                throw diagnostic(.invalidUTF8, at: position)
            }
        }
        throw diagnostic(.unexpectedEnd(expected: .closingQuote), at: end)
    }

    /// Decodes the escape whose backslash is at `start` into `scratch`; returns the offset
    /// just after it.
    private mutating func appendEscape(at start: Int) throws(Diagnostic) -> Int {
        guard start + 1 < end else { throw diagnostic(.unexpectedEnd(expected: .closingQuote), at: end) }
        let byte = bytes[start + 1]
        let decoded: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = byte
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            return try appendUnicodeEscape(at: start)
        default:
            if byte < 0x20 { throw rawControlCharacter(at: start + 1) }
            if let invalid = invalidUTF8(at: start + 1) { throw invalid }
            throw diagnostic(.invalidEscape("\\" + scalarText(at: start + 1)), at: start)
        }
        scratch.append(decoded)
        return start + 2
    }

    /// Decodes `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, whose backslash is at `start`.
    private mutating func appendUnicodeEscape(at start: Int) throws(Diagnostic) -> Int {
        guard let unit = hexQuad(at: start + 2) else {
            // As much of the escape as was written, for the message.
            var stop = start + 2
            while stop < end, stop < start + 6, bytes[stop] > 0x20, bytes[stop] < 0x7F,
                  bytes[stop] != UInt8(ascii: "\""), bytes[stop] != UInt8(ascii: "\\") {
                stop += 1
            }
            throw diagnostic(.invalidEscape(String(decoding: bytes[start..<stop], as: UTF8.self)), at: start)
        }
        var scalar = unit
        var next = start + 6
        switch unit {
        case 0xD800...0xDBFF:
            guard next + 1 < end, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u"),
                  let low = hexQuad(at: next + 2), (0xDC00...0xDFFF).contains(low) else {
                throw diagnostic(.invalidEscape(String(decoding: bytes[start..<next], as: UTF8.self)), at: start)
            }
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw diagnostic(.invalidEscape(String(decoding: bytes[start..<next], as: UTF8.self)), at: start)
        default:
            break
        }
        appendUTF8(scalar)
        return next
    }

    /// The value of four hex digits at `offset`, or `nil` when there are not four.
    private func hexQuad(at offset: Int) -> UInt32? {
        guard offset + 4 <= end else { return nil }
        var value: UInt32 = 0
        for position in offset..<(offset + 4) {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The error for a raw control character at `offset` inside a string. A line break there
    /// almost always means a missing closing quote, so it is reported as that.
    private mutating func rawControlCharacter(at offset: Int) -> Diagnostic {
        let byte = bytes[offset]
        let isLineEnd = byte == UInt8(ascii: "\n")
            || (byte == UInt8(ascii: "\r") && offset + 1 < end && bytes[offset + 1] == UInt8(ascii: "\n"))
        if isLineEnd {
            return diagnostic(.unexpectedCharacter(found: .endOfLine, expected: .closingQuote), at: offset)
        }
        return diagnostic(.controlCharacterInString(UInt32(byte)), at: offset)
    }
}
