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
    /// `base` is a code of `style` the text is shown in (`style.dim` for help and footers):
    /// every line starts with it, and it is restored after each styled span.
    public static func render(_ text: String, width: Int, style: TextStyle, base: String = "") -> String {
        let width = max(1, width)
        let inert = InertText.make(text, keepNewlines: true)
        if !text.utf8.contains(9), isPlainSentence(inert) {  // (a tab: InertText makes it one space, the parser a tab stop)
            // What the parser would make of it, without paging in its code: one paragraph, unstyled.
            return DisplayWidth.wrap(inert, width: width)
                .map { base.isEmpty || $0.isEmpty ? $0 : base + $0 + style.reset }.joined(separator: "\n")
        }
        return renderParsed(text, width: width, style: style, base: base)
    }

    /// One line with nothing Markdown reads as markup: no `*_`[]<&\\`, no control character,
    /// no marker or space at its start, no space at its end.
    static func isPlainSentence(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last, last != 32,
              !"#>-+~ 0123456789".utf8.contains(first) else { return false }
        return !text.utf8.contains { $0 < 32 || $0 == 127 || "*_`[]<&\\".utf8.contains($0) }
    }

    /// ``render(_:width:style:base:)`` through the parser, whatever the text.
    static func renderParsed(_ text: String, width: Int, style: TextStyle, base: String) -> String {
        let lines = normalized(text).split(separator: "\n", omittingEmptySubsequences: false)
        let blocks = MarkdownBlocks.parse(lines, depth: 0)
        let renderer = MarkdownRenderer(style: style, base: base, fullWidth: width)
        let rendered = renderer.render(blocks, width: width, tight: false, listDepth: 0)
        return rendered.map { renderer.finish($0) }.joined(separator: "\n")
    }

    /// Line breaks as `\n`, tabs expanded to stops of four columns, and every control
    /// character in caret notation: the parser sees only text that is safe to show.
    static func normalized(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var column = 0
        var afterReturn = false
        for scalar in text.unicodeScalars {
            if afterReturn && scalar == "\n" { afterReturn = false; continue }
            afterReturn = scalar == "\r"
            switch scalar {
            case "\r", "\n": result.unicodeScalars.append("\n"); column = 0
            case "\t":
                let spaces = 4 - column % 4
                result += String(repeating: " ", count: spaces)
                column += spaces
            default: result.unicodeScalars.append(scalar); column += 1
            }
        }
        return InertText.make(result, keepNewlines: true)
    }
}

/// One block of a document, as ``MarkdownBlocks/parse(_:depth:)`` reads it.
indirect enum MarkdownBlock: Equatable {
    case paragraph(String)
    case heading(Int, String)
    case code([Substring])
    case rule
    case quote([MarkdownBlock])
    /// Items of blocks; `start` is nil for a bullet list.
    case list(start: Int?, items: [[MarkdownBlock]], tight: Bool)
}

/// The block structure: a line-by-line reading of CommonMark's containers and leaves.
enum MarkdownBlocks {
    /// A list item's marker: its number (nil for a bullet), the marker character, where
    /// the item's content starts (columns from the line's start) and the first line's content.
    struct Marker {
        var number: Int?
        var character: UInt8
        var contentIndent: Int
        var rest: Substring
    }

    static func parse(_ lines: [Substring], depth: Int) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var paragraph: [Substring] = []
        func flush() {
            if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: "\n"))) }
            paragraph = []
        }
        let nests = depth < Markdown.maximumDepth
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if isBlank(line) { flush(); i += 1; continue }
            if indent(line) >= 4 {
                if !paragraph.isEmpty { paragraph.append(line); i += 1; continue }
                var code: [Substring] = []
                while i < lines.count, isBlank(lines[i]) || indent(lines[i]) >= 4 { code.append(strip(lines[i], 4)); i += 1 }
                while let last = code.last, isBlank(last) { code.removeLast() }
                blocks.append(.code(code))
                continue
            }
            if !paragraph.isEmpty, let level = setextLevel(line) {
                blocks.append(.heading(level, paragraph.joined(separator: "\n")))
                paragraph = []
                i += 1
                continue
            }
            if let (level, title) = atxHeading(line) { flush(); blocks.append(.heading(level, String(title))); i += 1; continue }
            if let (character, length, fenceIndent) = fence(line) {
                flush()
                i += 1
                var code: [Substring] = []
                while i < lines.count {
                    if let closing = fence(lines[i]), closing.0 == character, closing.1 >= length,
                       lines[i].utf8.allSatisfy({ $0 == character || $0 == 32 }) { i += 1; break }
                    code.append(strip(lines[i], fenceIndent))
                    i += 1
                }
                blocks.append(.code(code))
                continue
            }
            if isThematicBreak(line) { flush(); blocks.append(.rule); i += 1; continue }
            if nests, let rest = quoteContent(line) {
                flush()
                var inner: [Substring] = [rest]
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
    static func list(_ lines: [Substring], from i: inout Int, first: Marker, depth: Int) -> MarkdownBlock {
        var items: [[MarkdownBlock]] = []
        var tight = true
        var blankBefore = false
        while i < lines.count, let marker = listMarker(lines[i]),
              (marker.number == nil) == (first.number == nil), marker.character == first.character {
            if blankBefore { tight = false }
            var inner: [Substring] = [marker.rest]
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

    static func isBlank(_ line: Substring) -> Bool { line.utf8.allSatisfy { $0 == 32 } }

    /// Leading spaces (tabs are expanded before parsing).
    static func indent(_ line: Substring) -> Int {
        var count = 0
        for byte in line.utf8 { if byte == 32 { count += 1 } else { break } }
        return count
    }

    /// `line` without up to `columns` leading spaces.
    static func strip(_ line: Substring, _ columns: Int) -> Substring { line.dropFirst(min(columns, indent(line))) }

    /// Whether `line` starts a block that ends a paragraph (so it is no lazy continuation).
    static func startsBlock(_ line: Substring) -> Bool {
        guard indent(line) < 4 else { return false }
        if atxHeading(line) != nil || fence(line) != nil || isThematicBreak(line) || quoteContent(line) != nil { return true }
        if let marker = listMarker(line) { return !isBlank(marker.rest) }
        return false
    }

    static func atxHeading(_ line: Substring) -> (Int, Substring)? {
        guard indent(line) < 4 else { return nil }
        let text = line.drop { $0 == " " }
        let level = text.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = text.dropFirst(level)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var title = rest.drop { $0 == " " }
        while title.last == " " { title = title.dropLast() }
        let closing = title.reversed().prefix { $0 == "#" }.count
        if closing == title.count { return (level, title.dropLast(closing)) }
        if closing > 0, title.dropLast(closing).last == " " {
            title = title.dropLast(closing)
            while title.last == " " { title = title.dropLast() }
        }
        return (level, title)
    }

    /// A code fence: its character, length and indentation.
    static func fence(_ line: Substring) -> (UInt8, Int, Int)? {
        let spaces = indent(line)
        guard spaces < 4 else { return nil }
        let bytes = line.utf8.dropFirst(spaces)
        guard let character = bytes.first, character == 96 || character == 126 else { return nil }
        let length = bytes.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        if character == 96, bytes.dropFirst(length).contains(96) { return nil }
        return (character, length, spaces)
    }

    static func isThematicBreak(_ line: Substring) -> Bool {
        guard indent(line) < 4 else { return false }
        var character: UInt8 = 0
        var count = 0
        for byte in line.utf8 where byte != 32 {
            guard byte == 42 || byte == 45 || byte == 95, character == 0 || byte == character else { return false }
            character = byte
            count += 1
        }
        return count >= 3
    }

    static func setextLevel(_ line: Substring) -> Int? {
        guard indent(line) < 4 else { return nil }
        let text = line.drop { $0 == " " }
        guard let first = text.first, first == "=" || first == "-" else { return nil }
        let marks = text.prefix { $0 == first }
        guard text.dropFirst(marks.count).allSatisfy({ $0 == " " }) else { return nil }
        return first == "=" ? 1 : 2
    }

    /// The content after a block quote marker (`>` and one optional space).
    static func quoteContent(_ line: Substring) -> Substring? {
        let spaces = indent(line)
        guard spaces < 4 else { return nil }
        let text = line.dropFirst(spaces)
        guard text.first == ">" else { return nil }
        let rest = text.dropFirst()
        return rest.first == " " ? rest.dropFirst() : rest
    }

    static func listMarker(_ line: Substring) -> Marker? {
        let spaces = indent(line)
        guard spaces < 4 else { return nil }
        let bytes = Array(line.utf8.dropFirst(spaces).prefix(16))
        var number: Int?
        var width = 0
        if let first = bytes.first, first == 45 || first == 43 || first == 42 {
            width = 1
        } else {
            let digits = bytes.prefix { $0 >= 48 && $0 <= 57 }
            guard (1...9).contains(digits.count), digits.count < bytes.count,
                  bytes[digits.count] == 46 || bytes[digits.count] == 41 else { return nil }
            number = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
            width = digits.count + 1
        }
        let character = bytes[width - 1]
        guard width == bytes.count || bytes[width] == 32 else { return nil }
        let after = line.dropFirst(spaces + width)
        let gap = indent(after)
        if isBlank(after) { return Marker(number: number, character: character, contentIndent: spaces + width + 1, rest: after[after.endIndex...]) }
        let used = gap > 4 ? 1 : gap
        return Marker(number: number, character: character, contentIndent: spaces + width + used, rest: after.dropFirst(used))
    }
}
