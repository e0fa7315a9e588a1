/// Lays parsed Markdown out as terminal lines: wrapped by display columns, with the
/// markers of quotes and lists as a prefix repeated (as spaces, after a list marker) on
/// every wrapped line, and spans styled with a ``TextStyle``.
struct MarkdownRenderer {
    /// One output line: the container markers before it, and its styled text.
    struct Line {
        var prefix: String
        var content: String
    }

    let style: TextStyle
    let base: String
    let fullWidth: Int
    /// Containers' markers never leave less than this for the text: deeper ones are dropped.
    var minimumText: Int { (fullWidth + 1) / 2 }

    init(style: TextStyle, base: String, fullWidth: Int) {
        self.style = style
        self.base = base
        self.fullWidth = fullWidth
    }

    func render(_ blocks: [MarkdownBlock], width: Int, tight: Bool, listDepth: Int) -> [Line] {
        var lines: [Line] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 && !tight { lines.append(Line(prefix: "", content: "")) }
            switch block {
            case .paragraph(let text):
                let (scalars, masks) = MarkdownInline.render(text)
                lines += wrap(scalars, masks, width: width)
            case .heading(_, let text):
                let (scalars, masks) = MarkdownInline.render(text, base: MarkdownInline.heading)
                lines += wrap(scalars, masks, width: width)
            case .code(let codeLines):
                let indent = width - 2 >= minimumText ? 2 : 0
                for codeLine in codeLines {
                    let scalars = Array(codeLine.unicodeScalars)
                    for line in wrap(scalars, Array(repeating: MarkdownInline.code, count: scalars.count), width: width - indent) {
                        lines.append(Line(prefix: String(repeating: " ", count: indent), content: line.content))
                    }
                }
            case .rule:
                let rule = String(repeating: "─", count: min(width, 40))
                lines.append(Line(prefix: "", content: style.dim.isEmpty ? rule : style.dim + rule + style.reset + base))
            case .quote(let inner):
                let fits = width - 2 >= minimumText
                let rendered = render(inner, width: fits ? width - 2 : width, tight: false, listDepth: listDepth)
                lines += rendered.map { Line(prefix: (fits ? "│ " : "") + $0.prefix, content: $0.content) }
            case .list(let start, let items, let tight):
                let last = (start ?? 0) + items.count - 1
                let numberWidth = String(last).count + 1
                for (number, item) in items.enumerated() {
                    if number > 0 && !tight { lines.append(Line(prefix: "", content: "")) }
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
                    if rendered.isEmpty && fits { lines.append(Line(prefix: marker, content: "")) }
                }
            }
        }
        return lines
    }

    /// Styled scalars wrapped to `width` columns (never less than one) by ``DisplayWidth/wrap(_:width:)``.
    func wrap(_ scalars: [Unicode.Scalar], _ masks: [UInt8], width: Int) -> [Line] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { append(scalar, to: &bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        var position = 0
        let resetToBase = Array((style.reset + base).utf8)
        // A span's codes, by mask (six kinds of span: 64 masks), made once each.
        var codeBytes = [[UInt8]?](repeating: nil, count: 64)
        return DisplayWidth.wrap(text, width: max(1, width)).map { wrapped in
            // The wrapped line is the text in order, less the spaces (and line breaks) it broke at.
            // Built as UTF-8 bytes: appending scalars to a String one by one costs several times more.
            var content: [UInt8] = []
            content.reserveCapacity(wrapped.utf8.count)
            var current: UInt8 = 0
            for scalar in wrapped.unicodeScalars {
                while position < scalars.count, scalars[position] != scalar, scalars[position] == " " || scalars[position] == "\n" {
                    position += 1
                }
                let mask = position < scalars.count ? masks[position] : 0
                position += 1
                if mask != current {
                    if current != 0 { content.append(contentsOf: resetToBase) }
                    let index = Int(mask & 63)
                    if codeBytes[index] == nil { codeBytes[index] = Array(codes(mask).utf8) }
                    content.append(contentsOf: codeBytes[index] ?? [])
                    current = mask
                }
                append(scalar, to: &content)
            }
            if current != 0 { content.append(contentsOf: resetToBase) }
            return Line(prefix: "", content: String(decoding: content, as: UTF8.self))
        }
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

    /// The line as printed: the base code, quote bars dim, and no trailing spaces after a bare prefix.
    func finish(_ line: Line) -> String {
        var prefix = line.prefix
        if prefix.isEmpty && line.content.isEmpty { return "" }
        if line.content.isEmpty { while prefix.last == " " { prefix.removeLast() } }
        var result = base
        var dim = false
        for character in prefix {
            let bar = character == "│" || (dim && character == " ")
            if bar != dim {
                result += bar ? style.dim : style.reset + base
                dim = bar
            }
            result.append(character)
        }
        if dim { result += style.reset + base }
        result += line.content
        if !base.isEmpty {
            // A line ending in a span has restored the base only to end it: end it there.
            if result.hasSuffix(style.reset + base) { result.removeLast(base.count) } else { result += style.reset }
        }
        return result
    }
}
