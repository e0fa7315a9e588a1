/// Lays parsed Markdown out as terminal lines: wrapped by display columns, with the
/// markers of quotes and lists as a prefix repeated (as spaces, after a list marker) on
/// every wrapped line, and spans styled with a ``TextStyle``.
///
/// Lines' styled text is kept as ranges of one byte buffer (``Bytes``), and the finished
/// document is built as bytes too: one `String` at the end, none per line.
struct MarkdownRenderer {
    /// One output line: the container markers before it, and its styled text (a range of ``bytes``).
    struct Line {
        var prefix: String
        var content: Range<Int>
    }

    /// The buffer lines' text is written to, shared by the nested renderings of one document.
    final class Bytes {
        var storage: [UInt8] = []
    }

    let style: TextStyle
    let base: String
    let fullWidth: Int
    /// Text of printable ASCII is wrapped by ``DisplayWidth``'s byte-wise lines without a
    /// `String`; false takes every text through ``DisplayWidth/wrap(_:width:bytewise:)``'s
    /// general loop (tests compare the two).
    let bytewise: Bool
    /// Every line's styled text, for this renderer and the nested renderings it makes.
    let bytes = Bytes()
    /// Containers' markers never leave less than this for the text: deeper ones are dropped.
    var minimumText: Int { (fullWidth + 1) / 2 }
    /// `reset` then `base`, as bytes: what ends a span.
    let resetToBase: [UInt8]

    init(style: TextStyle, base: String, fullWidth: Int, bytewise: Bool = true) {
        self.style = style
        self.base = base
        self.fullWidth = fullWidth
        self.bytewise = bytewise
        self.resetToBase = Array((style.reset + base).utf8)
    }

    /// An empty line's (or a bare prefix's) content.
    static let empty: Range<Int> = 0..<0

    func render(_ blocks: [MarkdownBlock], width: Int, tight: Bool, listDepth: Int) -> [Line] {
        var lines: [Line] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 && !tight { lines.append(Line(prefix: "", content: Self.empty)) }
            switch block {
            case .paragraph(let text):
                let (scalars, masks) = MarkdownInline.render(text)
                lines += wrap(scalars, masks, width: width)
            case .heading(_, let text):
                let (scalars, masks) = MarkdownInline.render(text, base: MarkdownInline.heading)
                lines += wrap(scalars, masks, width: width)
            case .code(let codeLines):
                let indent = width - 2 >= minimumText ? 2 : 0
                let spaces = String(repeating: " ", count: indent)
                for codeLine in codeLines {
                    let scalars = Array(codeLine.unicodeScalars)
                    for line in wrap(scalars, Array(repeating: MarkdownInline.code, count: scalars.count), width: width - indent) {
                        lines.append(Line(prefix: spaces, content: line.content))
                    }
                }
            case .rule:
                let rule = String(repeating: "─", count: min(width, 40))
                let start = bytes.storage.count
                bytes.storage += (style.dim.isEmpty ? rule : style.dim + rule + style.reset + base).utf8
                lines.append(Line(prefix: "", content: start..<bytes.storage.count))
            case .quote(let inner):
                let fits = width - 2 >= minimumText
                let rendered = render(inner, width: fits ? width - 2 : width, tight: false, listDepth: listDepth)
                lines += rendered.map { Line(prefix: (fits ? "│ " : "") + $0.prefix, content: $0.content) }
            case .list(let start, let items, let tight):
                let last = (start ?? 0) + items.count - 1
                let numberWidth = String(last).count + 1
                for (number, item) in items.enumerated() {
                    if number > 0 && !tight { lines.append(Line(prefix: "", content: Self.empty)) }
                    var marker = ["•", "◦", "▪"][listDepth % 3]
                    if let start {
                        marker = String(start + number) + "."
                        marker = String(repeating: " ", count: numberWidth - marker.count) + marker
                    }
                    let markerWidth = marker.unicodeScalars.count + 1  // bullets and digits: a column each
                    let fits = width - markerWidth >= minimumText
                    let rendered = render(item, width: fits ? width - markerWidth : width, tight: tight, listDepth: listDepth + 1)
                    let hanging = String(repeating: " ", count: markerWidth)
                    for (index, line) in rendered.enumerated() {
                        let own = !fits ? "" : index == 0 ? marker + " " : hanging
                        lines.append(Line(prefix: own + line.prefix, content: line.content))
                    }
                    if rendered.isEmpty && fits { lines.append(Line(prefix: marker, content: Self.empty)) }
                }
            }
        }
        return lines
    }

    /// Styled scalars wrapped to `width` columns (never less than one) by ``DisplayWidth/wrap(_:width:)``.
    func wrap(_ scalars: [Unicode.Scalar], _ masks: [UInt8], width: Int) -> [Line] {
        var text: [UInt8] = []
        text.reserveCapacity(scalars.count)
        var ascii = true
        for scalar in scalars {
            let value = scalar.value
            if value < 0x80 {
                if value < 0x20 && value != 10 || value == 0x7F { ascii = false }
                text.append(UInt8(truncatingIfNeeded: value))
            } else {
                ascii = false
                UTF8.encode(scalar) { text.append($0) }
            }
        }
        // The wrapped lines, as ranges of `text` (printable ASCII and line breaks: the same
        // lines as DisplayWidth.wrap's byte-wise loop makes, from the same function), or as strings.
        var ranges: [Range<Int>] = []
        var strings: [String] = []
        if ascii && bytewise {
            text.withUnsafeBufferPointer { buffer in
                var start = 0
                for index in 0...buffer.count where index == buffer.count || buffer[index] == 10 {
                    DisplayWidth.asciiLines(buffer, start..<index, width: max(1, width), into: &ranges)
                    start = index + 1
                }
            }
        } else {
            strings = DisplayWidth.wrap(String(decoding: text, as: UTF8.self), width: max(1, width), bytewise: bytewise)
        }
        var position = 0
        // A span's codes, by mask (six kinds of span: 64 masks), made once each.
        var codeBytes = [[UInt8]?](repeating: nil, count: 64)
        var lines: [Line] = []
        lines.reserveCapacity(ascii && bytewise ? ranges.count : strings.count)
        /// Where the style changes, the span before is closed and `mask`'s codes are opened.
        func restyle(to mask: UInt8, from current: inout UInt8) {
            guard mask != current else { return }
            if current != 0 { bytes.storage.append(contentsOf: resetToBase) }
            let kind = Int(mask & 63)
            if codeBytes[kind] == nil { codeBytes[kind] = Array(codes(mask).utf8) }
            bytes.storage.append(contentsOf: codeBytes[kind] ?? [])
            current = mask
        }
        /// One wrapped line: the text in order, less the spaces (and line breaks) it broke at.
        func add(_ wrapped: String.UnicodeScalarView) {
            let start = bytes.storage.count
            var current: UInt8 = 0
            for scalar in wrapped {
                while position < scalars.count, scalars[position] != scalar, scalars[position] == " " || scalars[position] == "\n" {
                    position += 1
                }
                let mask = position < scalars.count ? masks[position] : 0
                position += 1
                restyle(to: mask, from: &current)
                append(scalar, to: &bytes.storage)
            }
            if current != 0 { bytes.storage.append(contentsOf: resetToBase) }
            lines.append(Line(prefix: "", content: start..<bytes.storage.count))
        }
        if ascii && bytewise {
            // `add` for ASCII, on bytes: each scalar is its byte.
            for range in ranges {
                let start = bytes.storage.count
                var current: UInt8 = 0
                for index in range {
                    let byte = text[index]
                    while position < scalars.count, scalars[position].value != UInt32(byte),
                          scalars[position] == " " || scalars[position] == "\n" {
                        position += 1
                    }
                    let mask = position < scalars.count ? masks[position] : 0
                    position += 1
                    restyle(to: mask, from: &current)
                    bytes.storage.append(byte)
                }
                if current != 0 { bytes.storage.append(contentsOf: resetToBase) }
                lines.append(Line(prefix: "", content: start..<bytes.storage.count))
            }
        } else {
            for string in strings { add(string.unicodeScalars) }
        }
        return lines
    }

    /// `scalar`'s UTF-8 at the end of `bytes`.
    private func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    /// The style's codes for a mask of ``MarkdownInline`` span kinds.
    func codes(_ mask: UInt8) -> String {
        var result = ""
        if mask & (MarkdownInline.strong | MarkdownInline.heading) != 0 { result += style.bold }
        if mask & MarkdownInline.emphasis != 0 { result += style.italic }
        if mask & MarkdownInline.code != 0 { result += style.code }
        if mask & MarkdownInline.link != 0 { result += style.accent }
        if mask & MarkdownInline.url != 0 { result += style.hint }
        return result
    }

    /// The line as printed, at the end of `output` after `indent`: the base code, quote
    /// bars dim, and no trailing spaces after a bare prefix; nothing for an empty line.
    func finish(_ line: Line, indent: [UInt8], into output: inout [UInt8]) {
        var prefix = Substring(line.prefix)
        if prefix.isEmpty && line.content.isEmpty { return }
        if line.content.isEmpty { while prefix.last == " " { prefix.removeLast() } }
        if base.isEmpty && prefix.isEmpty && line.content.isEmpty { return }
        output += indent
        let start = output.count
        output += base.utf8
        var dim = false
        // The prefix holds only markers (`│`, bullets, digits, `.`) and spaces: a scalar is a character.
        for scalar in prefix.unicodeScalars {
            let bar = scalar == "│" || (dim && scalar == " ")
            if bar != dim {
                output += bar ? style.dim.utf8 : style.reset.utf8
                if !bar { output += base.utf8 }
                dim = bar
            }
            append(scalar, to: &output)
        }
        if dim { output += style.reset.utf8; output += base.utf8 }
        output += bytes.storage[line.content]
        if !base.isEmpty {
            // A line ending in a span has restored the base only to end it: end it there.
            // (The codes start with a control character, so bytes match where characters do.)
            let end = resetToBase.count
            if output.count - start >= end, output[(output.count - end)...].elementsEqual(resetToBase) {
                output.removeLast(base.utf8.count)
            } else {
                output += style.reset.utf8
            }
        }
    }
}
