/// Terminal output as plain text, for tests that read what a person would see.
enum TerminalText {
    /// Removes CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC \`) and other `ESC` sequences,
    /// BEL, readline's \u{1}/\u{2} prompt markers, and every "\r" that moves nothing (before
    /// "\n" or at the start of a line). `ends[i]` is the raw index just past the byte that
    /// became `text[i]`. An unfinished sequence ends the text.
    static func strip(_ raw: ArraySlice<UInt8>) -> (text: [UInt8], ends: [Int]) {
        var text: [UInt8] = [], ends: [Int] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            switch raw[index] {
            case 0x1B:
                guard let end = escapeEnd(raw, at: index) else { return (text, ends) }
                index = end
            case 0x01, 0x02, 0x07:
                index += 1
            case 0x0D where index + 1 < raw.endIndex && raw[index + 1] == 0x0A || (text.last ?? 0x0A) == 0x0A:
                index += 1
            case let byte:
                text.append(byte)
                index += 1
                ends.append(index)
            }
        }
        return (text, ends)
    }

    static func plain(_ raw: String) -> String {
        String(decoding: strip(Array(raw.utf8)[...]).text, as: UTF8.self)
    }

    /// `bytes` without a UTF-8 sequence cut off at the end, which would decode as U+FFFD.
    static func completeCharacters(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var start = bytes.endIndex
        while start > bytes.startIndex, start > bytes.endIndex - 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > bytes.startIndex, bytes[start - 1] >= 0xC0 else { return bytes[...] }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        return bytes.endIndex - (start - 1) < length ? bytes[..<(start - 1)] : bytes[...]
    }

    private static func escapeEnd(_ raw: ArraySlice<UInt8>, at escape: Int) -> Int? {
        var index = escape + 1
        guard index < raw.endIndex else { return nil }
        switch raw[index] {
        case UInt8(ascii: "["):
            index += 1
            while index < raw.endIndex, !(0x40...0x7E).contains(raw[index]) { index += 1 }
        case UInt8(ascii: "]"):
            index += 1
            while index < raw.endIndex, raw[index] != 0x07 {
                if raw[index] == 0x1B { index += 1; break }
                index += 1
            }
        default:
            while index < raw.endIndex, (0x20...0x2F).contains(raw[index]) { index += 1 }
        }
        return index < raw.endIndex ? index + 1 : nil
    }
}
