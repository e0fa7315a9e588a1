/// The inline text of a paragraph or heading: code spans, emphasis, links, autolinks,
/// escapes, character references and line breaks, read in one pass left to right.
///
/// Emphasis follows CommonMark's delimiter-run rules with its delimiter stack, but an
/// opener is looked for among at most ``lookBack`` delimiters, so a closer costs a bounded
/// time and the whole is linear. Link destinations and autolinks are looked for within a
/// bounded distance for the same reason.
struct MarkdownInline {
    /// Span kinds, as bits of a scalar's mask.
    static let strong: UInt8 = 1, emphasis: UInt8 = 2, code: UInt8 = 4, link: UInt8 = 8, url: UInt8 = 16, heading: UInt8 = 32
    static let lookBack = 64
    static let reach = 4096

    /// A run of text, or of `*`/`_` delimiters, with the spans that open and close at it.
    struct Node {
        var text: [Unicode.Scalar] = []
        var mask: UInt8 = 0
        var delimiter: Unicode.Scalar?
        var count = 0
        var canOpen = false, canClose = false
        var closesStrong = 0, closesEmphasis = 0, opensStrong = 0, opensEmphasis = 0
    }

    let s: [Unicode.Scalar]
    var nodes: [Node] = []
    var buffer: [Unicode.Scalar] = []
    /// Indices of delimiter nodes not yet matched, in order.
    var delimiters: [Int] = []
    /// `[` and `![` not yet closed: their node, how many delimiters came before, whether an image.
    var brackets: [(node: Int, delimiters: Int, image: Bool)] = []
    /// Brackets below this index can no longer make a link (links do not nest).
    var activeBrackets = 0
    /// Where backtick runs start, by length, and how far each length has been consumed.
    var runs: [Int: [Int]] = [:]
    var runCursor: [Int: Int] = [:]

    /// The text as scalars, each with the mask of the spans it is in (`base` included).
    static func render(_ text: String, base: UInt8 = 0) -> (scalars: [Unicode.Scalar], masks: [UInt8]) {
        var parser = MarkdownInline(s: Array(text.unicodeScalars))
        parser.parse()
        var scalars: [Unicode.Scalar] = [], masks: [UInt8] = []
        scalars.reserveCapacity(parser.s.count)
        masks.reserveCapacity(parser.s.count)
        var strongDepth = 0, emphasisDepth = 0
        for node in parser.nodes {
            strongDepth -= node.closesStrong
            emphasisDepth -= node.closesEmphasis
            let mask = node.mask | base | (strongDepth > 0 ? strong : 0) | (emphasisDepth > 0 ? emphasis : 0)
            if let delimiter = node.delimiter {
                scalars.append(contentsOf: repeatElement(delimiter, count: node.count))
                masks.append(contentsOf: repeatElement(mask, count: node.count))
            } else {
                scalars += node.text
                masks.append(contentsOf: repeatElement(mask, count: node.text.count))
            }
            strongDepth += node.opensStrong
            emphasisDepth += node.opensEmphasis
        }
        while let last = scalars.last, last == " " || last == "\n" { scalars.removeLast(); masks.removeLast() }
        return (scalars, masks)
    }

    mutating func flush() {
        if !buffer.isEmpty { nodes.append(Node(text: buffer)); buffer = [] }
    }

    mutating func parse() {
        var start = -1
        for (index, scalar) in s.enumerated() {
            if scalar == "`" { if start < 0 { start = index } } else if start >= 0 { runs[index - start, default: []].append(start); start = -1 }
        }
        if start >= 0 { runs[s.count - start, default: []].append(start) }
        var i = 0
        while i < s.count {
            let c = s[i]
            switch c {
            case "\\" where i + 1 < s.count && s[i + 1] == "\n":
                trimTrailingSpaces()
                buffer.append("\n")
                i = skipSpaces(i + 2)
            case "\\" where i + 1 < s.count && Self.isASCIIPunctuation(s[i + 1]):
                buffer.append(s[i + 1])
                i += 2
            case "`": i = codeSpan(i)
            case "*", "_": i = delimiterRun(i)
            case "!" where i + 1 < s.count && s[i + 1] == "[", "[":
                flush()
                let image = c == "!"
                nodes.append(Node(text: image ? ["!", "["] : ["["]))
                brackets.append((nodes.count - 1, delimiters.count, image))
                i += image ? 2 : 1
            case "]": i = closeBracket(i)
            case "<": i = autolink(i)
            case "&": i = reference(i)
            case "\n":
                let spaces = trimTrailingSpaces()
                buffer.append(spaces >= 2 ? "\n" : " ")
                i = skipSpaces(i + 1)
            default:
                buffer.append(c)
                i += 1
            }
        }
        flush()
        processEmphasis(from: 0)
    }

    @discardableResult mutating func trimTrailingSpaces() -> Int {
        var count = 0
        while buffer.last == " " { buffer.removeLast(); count += 1 }
        return count
    }

    func skipSpaces(_ i: Int) -> Int {
        var j = i
        while j < s.count, s[j] == " " { j += 1 }
        return j
    }

    /// A code span from the backtick run at `i`, or the run as text when nothing closes it.
    mutating func codeSpan(_ i: Int) -> Int {
        var length = 0
        while i + length < s.count, s[i + length] == "`" { length += 1 }
        if let starts = runs[length] {
            var cursor = runCursor[length] ?? 0
            while cursor < starts.count, starts[cursor] <= i { cursor += 1 }
            runCursor[length] = cursor
            if cursor < starts.count, i == 0 || s[i - 1] != "`" {
                let end = starts[cursor]
                var content = s[(i + length)..<end].map { $0 == "\n" ? " " : $0 }
                if content.count > 1, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = Array(content.dropFirst().dropLast())
                }
                flush()
                nodes.append(Node(text: content, mask: Self.code))
                return end + length
            }
        }
        buffer += Array(repeating: "`", count: length)
        return i + length
    }

    /// A run of `*` or `_`, with whether it may open or close emphasis (CommonMark's flanking rules).
    mutating func delimiterRun(_ i: Int) -> Int {
        let c = s[i]
        var length = 0
        while i + length < s.count, s[i + length] == c { length += 1 }
        let before: Unicode.Scalar = i > 0 ? s[i - 1] : " ", after: Unicode.Scalar = i + length < s.count ? s[i + length] : " "
        let left = !Self.isSpace(after) && (!Self.isPunctuation(after) || Self.isSpace(before) || Self.isPunctuation(before))
        let right = !Self.isSpace(before) && (!Self.isPunctuation(before) || Self.isSpace(after) || Self.isPunctuation(after))
        flush()
        var node = Node(delimiter: c, count: length)
        node.canOpen = c == "*" ? left : left && (!right || Self.isPunctuation(before))
        node.canClose = c == "*" ? right : right && (!left || Self.isPunctuation(after))
        nodes.append(node)
        delimiters.append(nodes.count - 1)
        return i + length
    }

    /// Pairs closers with openers among ``delimiters`` from `bottom` on, then drops them.
    mutating func processEmphasis(from bottom: Int) {
        let d = Array(delimiters[bottom...])
        delimiters.removeLast(d.count)
        guard d.count > 1 else { return }
        var previous = Array(-1..<(d.count - 1)), next = Array(1...d.count)
        var openersBottom = [Int](repeating: -1, count: 12)
        func unlink(_ k: Int) {
            if previous[k] >= 0 { next[previous[k]] = next[k] }
            if next[k] < d.count { previous[next[k]] = previous[k] }
        }
        var c = 0
        while c < d.count {
            let closer = nodes[d[c]]
            guard closer.canClose, closer.count > 0 else { c = next[c]; continue }
            let key = (closer.delimiter == "*" ? 0 : 6) + (closer.count % 3) * 2 + (closer.canOpen ? 1 : 0)
            var o = previous[c], steps = 0, found = -1
            while o >= 0, o > openersBottom[key], steps < Self.lookBack {
                let opener = nodes[d[o]]
                let both = opener.canClose || closer.canOpen
                if opener.delimiter == closer.delimiter, opener.canOpen, opener.count > 0,
                   !(both && (opener.count + closer.count) % 3 == 0 && !(opener.count % 3 == 0 && closer.count % 3 == 0)) {
                    found = o
                    break
                }
                o = previous[o]
                steps += 1
            }
            if found >= 0 {
                let isStrong = nodes[d[found]].count >= 2 && closer.count >= 2
                let used = isStrong ? 2 : 1
                nodes[d[found]].count -= used
                nodes[d[c]].count -= used
                if isStrong { nodes[d[found]].opensStrong += 1; nodes[d[c]].closesStrong += 1 }
                else { nodes[d[found]].opensEmphasis += 1; nodes[d[c]].closesEmphasis += 1 }
                next[found] = c
                previous[c] = found
                if nodes[d[found]].count == 0 { unlink(found) }
                if nodes[d[c]].count == 0 { let after = next[c]; unlink(c); c = after }
            } else {
                openersBottom[key] = previous[c]
                let after = next[c]
                if !closer.canOpen { unlink(c) }
                c = after
            }
        }
    }

    /// A `]`: the end of a link or image when `(destination "title")` follows, else text.
    mutating func closeBracket(_ i: Int) -> Int {
        guard let opener = brackets.popLast() else { buffer.append("]"); return i + 1 }
        guard brackets.count >= activeBrackets || opener.image, let (destination, end) = inlineDestination(i + 1) else {
            buffer.append("]")
            return i + 1
        }
        flush()
        processEmphasis(from: opener.delimiters)
        nodes[opener.node].text = []
        let shown = nodes[(opener.node + 1)...].contains { !$0.text.isEmpty || $0.count > 0 }
        if !opener.image {
            for k in (opener.node + 1)..<nodes.count { nodes[k].mask |= Self.link }
            activeBrackets = brackets.count
        }
        if !destination.isEmpty {
            nodes.append(Node(text: shown ? [" ", "("] + destination + [")"] : destination, mask: shown ? Self.url : Self.link))
        }
        return end
    }

    /// `(destination "title")` at `i`: the destination and where the text goes on.
    func inlineDestination(_ i: Int) -> ([Unicode.Scalar], Int)? {
        let limit = min(s.count, i + Self.reach)
        guard i < limit, s[i] == "(" else { return nil }
        var j = skipWhitespace(i + 1, limit)
        var destination: [Unicode.Scalar] = []
        if j < limit, s[j] == "<" {
            j += 1
            while j < limit, s[j] != ">", s[j] != "\n", s[j] != "<" { j = take(j, into: &destination) }
            guard j < limit, s[j] == ">" else { return nil }
            j += 1
        } else {
            var depth = 0
            while j < limit, !Self.isSpace(s[j]), !(s[j] == ")" && depth == 0) {
                if s[j] == "(" { depth += 1; guard depth <= 32 else { return nil } }
                if s[j] == ")" { depth -= 1 }
                j = take(j, into: &destination)
            }
            guard depth == 0 else { return nil }
        }
        let beforeTitle = j
        j = skipWhitespace(j, limit)
        if j < limit, j > beforeTitle, let close = ([("\"", "\""), ("'", "'"), ("(", ")")] as [(Unicode.Scalar, Unicode.Scalar)]).first(where: { $0.0 == s[j] })?.1 {
            var title: [Unicode.Scalar] = []
            j += 1
            while j < limit, s[j] != close { j = take(j, into: &title) }
            guard j < limit else { return nil }
            j = skipWhitespace(j + 1, limit)
        }
        guard j < limit, s[j] == ")" else { return nil }
        return (destination, j + 1)
    }

    func skipWhitespace(_ i: Int, _ limit: Int) -> Int {
        var j = i
        while j < limit, Self.isSpace(s[j]) { j += 1 }
        return j
    }

    /// Appends the scalar at `j` (a backslash escape as the character it escapes).
    func take(_ j: Int, into text: inout [Unicode.Scalar]) -> Int {
        if s[j] == "\\", j + 1 < s.count, Self.isASCIIPunctuation(s[j + 1]) { text.append(s[j + 1]); return j + 2 }
        text.append(s[j])
        return j + 1
    }

    /// `<scheme:…>` or `<name@host>` at `i`, shown as the address; else a `<`.
    mutating func autolink(_ i: Int) -> Int {
        var j = i + 1
        let limit = min(s.count, i + Self.reach)
        while j < limit, s[j] != ">", s[j] != "<", !Self.isSpace(s[j]) { j += 1 }
        if j < limit, s[j] == ">" {
            let inner = Array(s[(i + 1)..<j])
            let scheme = inner.prefix { Self.isASCIIAlphanumeric($0) || "+.-".unicodeScalars.contains($0) }
            let isURI = (2...32).contains(scheme.count) && !("0"..."9").contains(scheme[0]) && Self.isASCIIAlphanumeric(scheme[0])
                && scheme.count < inner.count && inner[scheme.count] == ":"
            let isEmail = !isURI && inner.contains("@") && inner.first != "@" && inner.last != "@"
            if isURI || isEmail {
                flush()
                nodes.append(Node(text: inner, mask: Self.link))
                return j + 1
            }
        }
        buffer.append("<")
        return i + 1
    }

    /// `&name;`, `&#N;` or `&#xH;` at `i`, as its character; else a `&`.
    mutating func reference(_ i: Int) -> Int {
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "mdash": "—", "ndash": "–", "hellip": "…"]
        var j = i + 1
        while j < s.count, j - i < 34, s[j] != ";", Self.isASCIIAlphanumeric(s[j]) || s[j] == "#" { j += 1 }
        guard j < s.count, s[j] == ";", j > i + 1 else { buffer.append("&"); return i + 1 }
        let name = String(String.UnicodeScalarView(s[(i + 1)..<j]))
        var scalar = named[name]
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            if let value { scalar = value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}" }
        }
        guard let scalar else { buffer.append("&"); return i + 1 }
        // A reference may name a control character: it is shown inert, as any other.
        buffer += InertText.make(String(scalar)).unicodeScalars
        return j + 1
    }

    /// ASCII first: Unicode's property tables are paged in only for text that needs them.
    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c == " " || c == "\n" || (0x09...0x0D).contains(c.value) }
        return c.properties.isWhitespace
    }

    static func isASCIIAlphanumeric(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
    }

    static func isASCIIPunctuation(_ c: Unicode.Scalar) -> Bool {
        (0x21...0x2F).contains(c.value) || (0x3A...0x40).contains(c.value) || (0x5B...0x60).contains(c.value) || (0x7B...0x7E).contains(c.value)
    }

    static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return isASCIIPunctuation(c) }
        switch c.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
        default: return false
        }
    }
}
