/// CommonMark text shown at a terminal: a form's description, section footers, `help` and notes.
///
/// A small hand-written subset of CommonMark: ATX and setext headings, paragraphs, emphasis
/// and strong emphasis (`*`, `_`), code spans, fenced and indented code blocks, bullet and
/// ordered lists (nested), block quotes, inline links and autolinks (shown as `text (URL)`),
/// hard line breaks, thematic breaks, backslash escapes and character references. No raw
/// HTML, reference links or tables: they read as the text they are written with.
///
/// The result is wrapped to a width in display columns (CJK takes two; see ``DisplayWidth``)
/// with the indentation of lists and quotes kept on wrapped lines, styled with a
/// ``TextStyle`` (nothing but text in ``TextStyle/plain``), and inert: control characters
/// in the text are shown as ``InertText/make(_:keepNewlines:)`` shows them, so the only
/// escape sequences in the result are the style's own. Time and output are linear in the
/// input: nesting stops at ``maximumDepth`` and emphasis never backtracks.
public enum Markdown {
    /// How deeply quotes and lists nest; deeper markers read as text.
    public static let maximumDepth = 16

    /// `text` rendered as lines of at most `width` columns (a character wider than the
    /// width alone on its line), joined with `\n`, with no trailing line break.
    ///
    /// `base` is a code of `style` the text is shown in (`style.note` for help and footers):
    /// every line starts with it, and it is restored after each styled span. Every line but
    /// an empty one starts with `indent` (before `base`), whose columns come out of `width`.
    public static func render(_ text: String, width: Int, style: TextStyle, base: String = "",
                              indent: String = "") -> String {
        let width = max(1, width - DisplayWidth.of(indent))
        // A control character (a line break, a tab, an escape) is never in a plain sentence.
        if !text.utf8.contains(where: { $0 < 32 }) {
            let inert = InertText.make(text)
            if isPlainSentence(inert) {
                // What the parser would make of it, without paging in its code: one paragraph, unstyled.
                return DisplayWidth.wrap(inert, width: width)
                    .map { $0.isEmpty ? $0 : indent + (base.isEmpty ? $0 : base + $0 + style.reset) }
                    .joined(separator: "\n")
            }
        }
        return renderParsed(text, width: width, style: style, base: base, indent: indent)
    }

    /// One line with nothing Markdown reads as markup: no `*_`[]<&\\`, no control character,
    /// no marker or space at its start, no space at its end.
    static func isPlainSentence(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last, last != 32,
              !"#>-+~ 0123456789".utf8.contains(first) else { return false }
        return !text.utf8.contains { $0 < 32 || $0 == 127 || "*_`[]<&\\".utf8.contains($0) }
    }

    /// ``render(_:width:style:base:)`` through the parser, whatever the text; `bytewise` false
    /// wraps every text with ``DisplayWidth``'s general loop (tests compare the two).
    static func renderParsed(_ text: String, width: Int, style: TextStyle, base: String, indent: String = "",
                             bytewise: Bool = true) -> String {
        let bytes = normalized(text)
        let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
        let blocks = MarkdownBlocks.parse(lines, depth: 0)
        let renderer = MarkdownRenderer(style: style, base: base, fullWidth: width, bytewise: bytewise)
        let rendered = renderer.render(blocks, width: width, tight: false, listDepth: 0)
        var output: [UInt8] = []
        output.reserveCapacity(renderer.bytes.storage.count + rendered.count * (indent.utf8.count + base.utf8.count + 8))
        let indentBytes = Array(indent.utf8)
        for (index, line) in rendered.enumerated() {
            if index > 0 { output.append(10) }
            renderer.finish(line, indent: indentBytes, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text's UTF-8 with line breaks as `\n`, tabs expanded to stops of four columns,
    /// and every control character as ``InertText/make(_:keepNewlines:)`` shows it (C0 and
    /// DEL in caret notation, C1 controls and bidirectional overrides as `<U+XXXX>`): the
    /// parser sees only text that is safe to show. Byte by byte: no `Character` or Unicode
    /// table is touched.
    static func normalized(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var column = 0
        var afterReturn = false
        var previous: (UInt8, UInt8) = (0, 0)  // the two bytes before, for C1 and overrides
        func escaped(_ value: UInt32) {
            result += Array("<U+".utf8)
            result += Array(String(value, radix: 16, uppercase: true).utf8)
            result.append(UInt8(ascii: ">"))
        }
        for byte in text.utf8 {
            defer { previous = (previous.1, byte) }
            if afterReturn && byte == 10 { afterReturn = false; continue }
            afterReturn = byte == 13
            switch byte {
            case 10, 13: result.append(10); column = 0
            case 9:
                let spaces = 4 - column % 4
                result += Array(repeating: 32, count: spaces)
                column += spaces
            case 0..<32: result += [UInt8(ascii: "^"), byte + 0x40]; column += 1
            case 127: result += [UInt8(ascii: "^"), UInt8(ascii: "?")]; column += 1
            case 0x80...0xBF:
                // A continuation byte: C1 controls are C2 80–9F, the overrides E2 80 AA–AE and E2 81 A6–A9.
                if previous.1 == 0xC2, byte <= 0x9F {
                    result.removeLast()
                    escaped(UInt32(byte))
                } else if previous.0 == 0xE2, (previous.1 == 0x80 && (0xAA...0xAE).contains(byte))
                            || (previous.1 == 0x81 && (0xA6...0xA9).contains(byte)) {
                    result.removeLast(2)
                    escaped(0x2000 + UInt32(previous.1 - 0x80) * 64 + UInt32(byte - 0x80))
                } else {
                    result.append(byte)
                }
            default: result.append(byte); column += 1
            }
        }
        return result
    }
}

/// A line of a document: a slice of its normalized UTF-8.
typealias MarkdownLine = ArraySlice<UInt8>

/// One block of a document, as ``MarkdownBlocks/parse(_:depth:)`` reads it.
indirect enum MarkdownBlock: Equatable {
    case paragraph(String)
    case heading(Int, String)
    case code([String])
    case rule
    case quote([MarkdownBlock])
    /// Items of blocks; `start` is nil for a bullet list.
    case list(start: Int?, items: [[MarkdownBlock]], tight: Bool)
}

/// The block structure: a line-by-line reading of CommonMark's containers and leaves, on
/// UTF-8 bytes (every marker is ASCII).
enum MarkdownBlocks {
    /// A list item's marker: its number (nil for a bullet), the marker character, where
    /// the item's content starts (columns from the line's start) and the first line's content.
    struct Marker {
        var number: Int?
        var character: UInt8
        var contentIndent: Int
        var rest: MarkdownLine
    }

    static let space: UInt8 = 32, hash: UInt8 = 35, greater: UInt8 = 62

    /// Lines joined with `\n`, as text.
    static func text(_ lines: [MarkdownLine]) -> String {
        var bytes: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(10) }
            bytes += line
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func parse(_ lines: [MarkdownLine], depth: Int) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var paragraph: [MarkdownLine] = []
        func flush() {
            if !paragraph.isEmpty { blocks.append(.paragraph(text(paragraph))) }
            paragraph = []
        }
        let nests = depth < Markdown.maximumDepth
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if isBlank(line) { flush(); i += 1; continue }
            if indent(line) >= 4 {
                if !paragraph.isEmpty { paragraph.append(line); i += 1; continue }
                var code: [MarkdownLine] = []
                while i < lines.count, isBlank(lines[i]) || indent(lines[i]) >= 4 { code.append(strip(lines[i], 4)); i += 1 }
                while let last = code.last, isBlank(last) { code.removeLast() }
                blocks.append(.code(code.map { String(decoding: $0, as: UTF8.self) }))
                continue
            }
            if !paragraph.isEmpty, let level = setextLevel(line) {
                blocks.append(.heading(level, text(paragraph)))
                paragraph = []
                i += 1
                continue
            }
            if let (level, title) = atxHeading(line) { flush(); blocks.append(.heading(level, text([title]))); i += 1; continue }
            if let (character, length, fenceIndent) = fence(line) {
                flush()
                i += 1
                var code: [String] = []
                while i < lines.count {
                    if let closing = fence(lines[i]), closing.0 == character, closing.1 >= length,
                       lines[i].allSatisfy({ $0 == character || $0 == space }) { i += 1; break }
                    code.append(String(decoding: strip(lines[i], fenceIndent), as: UTF8.self))
                    i += 1
                }
                blocks.append(.code(code))
                continue
            }
            if isThematicBreak(line) { flush(); blocks.append(.rule); i += 1; continue }
            if nests, let rest = quoteContent(line) {
                flush()
                var inner: [MarkdownLine] = [rest]
                i += 1
                while i < lines.count {
                    if let rest = quoteContent(lines[i]) { inner.append(rest) }
                    else if isBlank(lines[i]) || isBlank(inner[inner.count - 1]) || startsBlock(lines[i]) { break }
                    else { inner.append(lines[i]) }  // a lazy continuation line
                    i += 1
                }
                blocks.append(.quote(parse(inner, depth: depth + 1)))
                continue
            }
            if nests, let marker = listMarker(line),
               paragraph.isEmpty || (!isBlank(marker.rest) && (marker.number ?? 1) == 1) {
                flush()
                blocks.append(list(lines, from: &i, first: marker, depth: depth))
                continue
            }
            paragraph.append(line)
            i += 1
        }
        flush()
        return blocks
    }

    /// The list starting at `lines[i]`, leaving `i` after it.
    static func list(_ lines: [MarkdownLine], from i: inout Int, first: Marker, depth: Int) -> MarkdownBlock {
        var items: [[MarkdownBlock]] = []
        var tight = true
        var blankBefore = false
        while i < lines.count, let marker = listMarker(lines[i]),
              (marker.number == nil) == (first.number == nil), marker.character == first.character {
            if blankBefore { tight = false }
            var inner: [MarkdownLine] = [marker.rest]
            i += 1
            while i < lines.count {
                let line = lines[i]
                if isBlank(line) { inner.append(line[line.endIndex...]) }
                else if indent(line) >= marker.contentIndent { inner.append(strip(line, marker.contentIndent)) }
                else if isBlank(inner[inner.count - 1]) || startsBlock(line) { break }
                else { inner.append(line) }  // a lazy continuation line
                i += 1
            }
            var trailing = 0
            while inner.count > 1, isBlank(inner[inner.count - 1]) { inner.removeLast(); trailing += 1 }
            let blocks = parse(inner, depth: depth + 1)
            if blocks.count > 1, inner.contains(where: isBlank) { tight = false }
            items.append(blocks)
            blankBefore = trailing > 0
        }
        return .list(start: first.number, items: items, tight: tight)
    }

    static func isBlank(_ line: MarkdownLine) -> Bool { line.allSatisfy { $0 == space } }

    /// Leading spaces (tabs are expanded before parsing).
    static func indent(_ line: MarkdownLine) -> Int {
        var count = 0
        for byte in line { if byte == space { count += 1 } else { break } }
        return count
    }

    /// `line` without up to `columns` leading spaces.
    static func strip(_ line: MarkdownLine, _ columns: Int) -> MarkdownLine { line.dropFirst(min(columns, indent(line))) }

    /// `line` without its trailing spaces.
    static func trimmed(_ line: MarkdownLine) -> MarkdownLine {
        var line = line
        while line.last == space { line = line.dropLast() }
        return line
    }

    /// Whether `line` starts a block that ends a paragraph (so it is no lazy continuation).
    static func startsBlock(_ line: MarkdownLine) -> Bool {
        guard indent(line) < 4 else { return false }
        if atxHeading(line) != nil || fence(line) != nil || isThematicBreak(line) || quoteContent(line) != nil { return true }
        if let marker = listMarker(line) { return !isBlank(marker.rest) }
        return false
    }

    static func atxHeading(_ line: MarkdownLine) -> (Int, MarkdownLine)? {
        guard indent(line) < 4 else { return nil }
        let text = line.dropFirst(indent(line))
        let level = text.prefix { $0 == hash }.count
        guard (1...6).contains(level) else { return nil }
        let rest = text.dropFirst(level)
        guard rest.isEmpty || rest.first == space else { return nil }
        var title = trimmed(rest.drop { $0 == space })
        var closing = 0
        while closing < title.count, title[title.endIndex - 1 - closing] == hash { closing += 1 }
        if closing == title.count { return (level, title.dropLast(closing)) }
        if closing > 0, title.dropLast(closing).last == space {
            title = trimmed(title.dropLast(closing))
        }
        return (level, title)
    }

    /// A code fence: its character, length and indentation.
    static func fence(_ line: MarkdownLine) -> (UInt8, Int, Int)? {
        let spaces = indent(line)
        guard spaces < 4 else { return nil }
        let bytes = line.dropFirst(spaces)
        guard let character = bytes.first, character == 96 || character == 126 else { return nil }
        let length = bytes.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        if character == 96, bytes.dropFirst(length).contains(96) { return nil }
        return (character, length, spaces)
    }

    static func isThematicBreak(_ line: MarkdownLine) -> Bool {
        guard indent(line) < 4 else { return false }
        var character: UInt8 = 0
        var count = 0
        for byte in line where byte != space {
            guard byte == 42 || byte == 45 || byte == 95, character == 0 || byte == character else { return false }
            character = byte
            count += 1
        }
        return count >= 3
    }

    static func setextLevel(_ line: MarkdownLine) -> Int? {
        guard indent(line) < 4 else { return nil }
        let text = line.dropFirst(indent(line))
        guard let first = text.first, first == 61 || first == 45 else { return nil }
        let marks = text.prefix { $0 == first }.count
        guard text.dropFirst(marks).allSatisfy({ $0 == space }) else { return nil }
        return first == 61 ? 1 : 2
    }

    /// The content after a block quote marker (`>` and one optional space).
    static func quoteContent(_ line: MarkdownLine) -> MarkdownLine? {
        let spaces = indent(line)
        guard spaces < 4 else { return nil }
        let text = line.dropFirst(spaces)
        guard text.first == greater else { return nil }
        let rest = text.dropFirst()
        return rest.first == space ? rest.dropFirst() : rest
    }

    static func listMarker(_ line: MarkdownLine) -> Marker? {
        let spaces = indent(line)
        guard spaces < 4 else { return nil }
        let bytes = line.dropFirst(spaces).prefix(16)
        let start = bytes.startIndex
        var number: Int?
        var width = 0
        if let first = bytes.first, first == 45 || first == 43 || first == 42 {
            width = 1
        } else {
            let digits = bytes.prefix { $0 >= 48 && $0 <= 57 }
            guard (1...9).contains(digits.count), digits.count < bytes.count,
                  bytes[start + digits.count] == 46 || bytes[start + digits.count] == 41 else { return nil }
            number = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
            width = digits.count + 1
        }
        let character = bytes[start + width - 1]
        guard width == bytes.count || bytes[start + width] == space else { return nil }
        let after = line.dropFirst(spaces + width)
        let gap = indent(after)
        if isBlank(after) { return Marker(number: number, character: character, contentIndent: spaces + width + 1, rest: after[after.endIndex...]) }
        let used = gap > 4 ? 1 : gap
        return Marker(number: number, character: character, contentIndent: spaces + width + used, rest: after.dropFirst(used))
    }
}
