/// Terminal column widths, for aligning and wrapping text that mixes Latin, CJK and emoji.
///
/// East Asian Wide and Fullwidth characters take two columns, combining marks and other
/// zero-width characters none; a grapheme cluster is as wide as its widest scalar (an
/// emoji with a skin tone or a ZWJ sequence is one two-column picture, and so is a flag).
public enum DisplayWidth {
    /// Columns `text` takes on a terminal.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// Columns `character` takes: its widest scalar, two for a flag or an emoji shown as a picture.
    public static func of(_ character: Character) -> Int {
        // A flag is a pair of regional indicators, one two-column picture.
        if let first = character.unicodeScalars.first, (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        var widest = 0
        var emojiPresentation = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { emojiPresentation = true }
            widest = max(widest, of(scalar))
        }
        if emojiPresentation && widest == 1 && character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
        return widest
    }

    /// Columns `scalar` takes alone: 0 for controls and combining marks, 2 for East Asian Wide and Fullwidth, else 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul medial vowels and final consonants join the leading consonant before them.
        if value == 0x200B || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges, plus emoji shown as pictures.
    private static func isWide(_ value: UInt32) -> Bool {
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// `text` padded with spaces to `width` columns (never cut).
    public static func padded(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// Lines of at most `width` columns, broken where a line may break — at spaces (which
    /// are dropped), and before and after a Chinese or Japanese character, as that text has
    /// no spaces (Korean breaks at its spaces) —
    /// and inside a word only when it is longer than a line. Existing line breaks stay.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, bytewise: true)
    }

    /// ``wrap(_:width:)``, lines of printable ASCII byte by byte when `bytewise` (tests
    /// compare both ways).
    static func wrap(_ text: String, width: Int, bytewise: Bool) -> [String] {
        guard width > 0 else { return [text] }
        var lines: [String] = []
        if bytewise, !text.utf8.contains(13) {
            // Without a carriage return, lines split at line feeds by bytes are the lines by
            // `Character`; each of printable ASCII is wrapped on the text's own bytes.
            var text = text
            text.withUTF8 { buffer in
                var ranges: [Range<Int>] = []
                var start = 0
                for index in 0...buffer.count where index == buffer.count || buffer[index] == 10 {
                    let paragraph = UnsafeBufferPointer(rebasing: buffer[start..<index])
                    if paragraph.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                        ranges.removeAll(keepingCapacity: true)
                        asciiLines(buffer, start..<index, width: width, into: &ranges)
                        for range in ranges { lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)) }
                    } else {
                        wrapCharacters(Substring(String(decoding: paragraph, as: UTF8.self)), width: width, into: &lines)
                    }
                    start = index + 1
                }
            }
            return lines
        }
        // Split on line feeds by bytes (a line feed is a grapheme of its own but after a
        // carriage return, so without one the lines are the same as by `Character`).
        let paragraphs = text.utf8.contains(13)
            ? text.split(separator: "\n", omittingEmptySubsequences: false)
            : text.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) }
        for paragraph in paragraphs {
            if bytewise, paragraph.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                wrapASCII(paragraph.utf8, width: width, into: &lines)
                continue
            }
            wrapCharacters(paragraph, width: width, into: &lines)
        }
        return lines
    }

    /// The general loop: one line of text (no line feed) wrapped by `Character`, appended to `lines`.
    private static func wrapCharacters(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        var line: [Character] = []
        var lineWidth = 0
        /// Where the line may break: before `index`, dropping the space there when `space`.
        var lastBreak: (index: Int, space: Bool)?
        for character in paragraph {
            let characterWidth = of(character)
            if lineWidth + characterWidth > width, !line.isEmpty {
                if character == " " {
                    lines.append(String(line))
                    line = []
                    lineWidth = 0
                    lastBreak = nil
                    continue
                }
                if let point = lastBreak, point.index > 0 {
                    lines.append(String(line[..<point.index]))
                    line = Array(line[(point.space ? point.index + 1 : point.index)...])
                } else {
                    lines.append(String(line))
                    line = []
                }
                lineWidth = line.reduce(0) { $0 + of($1) }
                lastBreak = breakPoint(in: line)
            }
            let breaksAround = characterWidth == 2 && !isHangul(character)
            if character == " " {
                lastBreak = (line.count, true)
            } else if breaksAround {
                lastBreak = (line.count, false)
            }
            line.append(character)
            lineWidth += characterWidth
            if breaksAround { lastBreak = (line.count, false) }
        }
        lines.append(String(line))
    }

    /// ``wrap(_:width:)`` of a line of printable ASCII, byte by byte: every character one
    /// column, breaking only at spaces (the same lines as the general loop, much faster).
    private static func wrapASCII(_ bytes: Substring.UTF8View, width: Int, into lines: inout [String]) {
        var ranges: [Range<Int>] = []
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            asciiLines(buffer, 0..<buffer.count, width: width, into: &ranges)
            for range in ranges { lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)) }
        }
        if done == nil {
            let copy = Array(bytes)
            copy.withUnsafeBufferPointer { buffer in
                asciiLines(buffer, 0..<buffer.count, width: width, into: &ranges)
                for range in ranges { lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)) }
            }
        }
    }

    /// The lines of `bytes[line]` (printable ASCII, no line break) at most `width` columns
    /// (at least one), as ranges of `bytes`, appended to `ranges`: broken at the last space
    /// that fits (dropped), else at the width; a space where a line is full is dropped.
    /// ``wrap(_:width:)`` makes its lines of printable ASCII with this, and so does the Markdown renderer.
    static func asciiLines(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, width: Int, into ranges: inout [Range<Int>]) {
        var start = line.lowerBound
        var lastSpace = -1
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = bytes[index]
            if index - start >= width, index > start {
                if byte == 32 {
                    ranges.append(start..<index)
                    start = index + 1
                    lastSpace = -1
                    index += 1
                    continue
                }
                if lastSpace > start {
                    ranges.append(start..<lastSpace)
                    start = lastSpace + 1
                } else {
                    ranges.append(start..<index)
                    start = index
                }
                lastSpace = -1
            }
            if byte == 32 { lastSpace = index }
            index += 1
        }
        ranges.append(start..<line.upperBound)
    }

    /// Korean is written with spaces between words and breaks there, as Latin does; Chinese
    /// and Japanese break between any two characters.
    private static func isHangul(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x11FF).contains(scalar) || (0x3130...0x318F).contains(scalar) || (0xAC00...0xD7AF).contains(scalar)
    }

    /// The last place `line` may break, as ``wrap(_:width:)`` reads it.
    private static func breakPoint(in line: [Character]) -> (index: Int, space: Bool)? {
        var point: (index: Int, space: Bool)?
        for (index, character) in line.enumerated() {
            if character == " " {
                point = (index, true)
            } else if of(character) == 2, !isHangul(character) {
                point = (index, false)
                if index + 1 < line.count { point = (index + 1, false) }
            }
        }
        return point
    }
}
