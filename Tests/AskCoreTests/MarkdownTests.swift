import Testing
@testable import AskCore

/// Markdown in a form's description, footers, help and notes: every construct the renderer
/// claims, plain and styled, wrapped by display columns, inert, and linear on hostile input.
@Suite struct MarkdownTests {
    /// Input, width, and the whole expected plain rendering.
    static let plain: [(String, Int, String)] = [
        ("", 20, ""),
        ("just text", 20, "just text"),
        ("# Title\n\n## Sub ##\n\nSetext\n======\n\nAlso\n---", 40, "Title\n\nSub\n\nSetext\n\nAlso"),
        ("#nope and ####### seven", 40, "#nope and ####### seven"),
        ("*em* _em_ **strong** __strong__ ***both***", 60, "em em strong strong both"),
        ("snake_case_word, 2 * 3 * 4, a*b*c and **unclosed *x", 60, "snake_case_word, 2 * 3 * 4, abc and **unclosed *x"),
        ("\\*not em\\* and \\_not\\_ and \\# not", 60, "*not em* and _not_ and # not"),
        ("use `let x = 1` or `` a`b ``", 60, "use let x = 1 or a`b"),
        ("```swift\nlet x = 1\n  indented\n```", 40, "  let x = 1\n    indented"),
        ("~~~\nunclosed fence", 40, "  unclosed fence"),
        ("para\n\n    code block\n      more\n\nafter", 40, "para\n\n  code block\n    more\n\nafter"),
        ("- one\n- two\n* star\n+ plus", 40, "• one\n• two\n\n• star\n\n• plus"),
        ("- a\n  - b\n    - c\n- d", 40, "• a\n  ◦ b\n    ▪ c\n• d"),
        ("1. first\n2. second\n\n   more\n3. third", 40, "1. first\n\n2. second\n\n   more\n\n3. third"),
        ("8. eight\n9. nine\n10. ten", 40, " 8. eight\n 9. nine\n10. ten"),
        ("- a\n  1. one\n  2. two", 40, "• a\n  1. one\n  2. two"),
        ("> quoted\n> > inner\n> back", 40, "│ quoted\n│\n│ │ inner back"),
        ("> a\nlazy\n\n> b", 40, "│ a lazy\n\n│ b"),
        ("> - item\n>   more", 40, "│ • item more"),
        ("See [the docs](https://example.com \"Docs\").", 60, "See the docs (https://example.com)."),
        ("[a *b*](u) ![logo](i.png) [x](<y z>)", 60, "a b (u) logo (i.png) x (y z)"),
        ("<https://a.b/c> and <me@example.org>", 60, "https://a.b/c and me@example.org"),
        ("[broken]( and [not a link] and <not>", 60, "[broken]( and [not a link] and <not>"),
        ("soft\nbreak, hard  \nbreak, back\\\nslash", 60, "soft break, hard\nbreak, back\nslash"),
        ("above\n\n---\n\n* * *\n\nbelow", 10, "above\n\n──────────\n\n──────────\n\nbelow"),
        ("&amp; &lt;b&gt; &copy; &#65; &#x42; &bogus;", 60, "& <b> © A B &bogus;"),
        ("<b>html</b>", 60, "<b>html</b>"),
    ]

    @Test(arguments: plain)
    func rendersPlain(_ text: String, _ width: Int, _ expected: String) {
        #expect(Markdown.render(text, width: width, style: .plain) == expected)
    }

    /// Input and the whole rendering at a colour terminal, 40 columns.
    static let ansi: [(String, String)] = [
        ("# Title", "\u{1B}[1mTitle\u{1B}[0m"),
        ("*em* and **strong**", "\u{1B}[3mem\u{1B}[0m and \u{1B}[1mstrong\u{1B}[0m"),
        ("**bold *both***", "\u{1B}[1mbold \u{1B}[0m\u{1B}[1m\u{1B}[3mboth\u{1B}[0m"),
        ("`code`", "\u{1B}[36mcode\u{1B}[0m"),
        ("```\nx\n```", "  \u{1B}[36mx\u{1B}[0m"),
        ("[text](https://u.v)", "\u{1B}[36mtext\u{1B}[0m\u{1B}[2m (https://u.v)\u{1B}[0m"),
        ("<https://u.v>", "\u{1B}[36mhttps://u.v\u{1B}[0m"),
        ("> quote", "\u{1B}[2m│ \u{1B}[0mquote"),
        ("- item", "• item"),
        ("---", "\u{1B}[2m" + String(repeating: "─", count: 40) + "\u{1B}[0m"),
    ]

    @Test(arguments: ansi)
    func rendersStyled(_ text: String, _ expected: String) {
        #expect(Markdown.render(text, width: 40, style: .ansi) == expected)
    }

    @Test func baseStyleIsRestoredAfterSpans() {
        let dim = TextStyle.ansi.dim
        #expect(Markdown.render("see *this* now", width: 40, style: .ansi, base: dim)
                == dim + "see \u{1B}[3mthis\u{1B}[0m" + dim + " now\u{1B}[0m")
    }

    /// A line with no markup skips the parser; it renders as the parser would render it.
    static let sentences: [String] = [
        "Your name, as on your passport.", "e-mail or phone; 2 + 2 = 4 > 3!", "北京欢迎你 한국어 텍스트 👩\u{200D}💻",
        "a  b   c", "ends with a mark #", "x",
    ]

    @Test(arguments: sentences)
    func plainSentenceSkipsTheParser(_ text: String) {
        #expect(Markdown.isPlainSentence(InertText.make(text, keepNewlines: true)))
        for width in [1, 3, 8, 20, 80] {
            for (style, base) in [(TextStyle.plain, ""), (.ansi, ""), (.ansi, TextStyle.ansi.dim)] {
                #expect(Markdown.render(text, width: width, style: style, base: base)
                        == Markdown.renderParsed(text, width: width, style: style, base: base))
            }
        }
    }

    /// Wrapping by display columns: CJK takes two and breaks between characters, indentation
    /// of lists and quotes is kept on wrapped lines.
    static let wrapping: [(String, Int, String)] = [
        ("北京欢迎你北京欢迎你 and *强调*", 12, "北京欢迎你北\n京欢迎你 and\n强调"),
        ("- 中文中文中文中文中文", 10, "• 中文中文\n  中文中文\n  中文"),
        ("> 한국어 텍스트 줄바꿈 확인", 12, "│ 한국어\n│ 텍스트\n│ 줄바꿈\n│ 확인"),
        ("- one two three four\n  - five six seven eight", 14, "• one two\n  three four\n  ◦ five six\n    seven\n    eight"),
        ("> - a long item here\n>   1. nested number", 16, "│ • a long item\n│   here\n│   1. nested\n│      number"),
        ("12. twelve words wrapped", 12, "12. twelve\n    words\n    wrapped"),
        ("averyveryverylongword", 8, "averyver\nyverylon\ngword"),
    ]

    @Test(arguments: wrapping)
    func wrapsByDisplayColumns(_ text: String, _ width: Int, _ expected: String) {
        let rendered = Markdown.render(text, width: width, style: .plain)
        #expect(rendered == expected)
        for line in rendered.split(separator: "\n") { #expect(DisplayWidth.of(line) <= width) }
    }

    /// Containers that would leave less than half the width for text drop their markers
    /// (deeper levels), so every line still fits.
    @Test func deepNestingStillFits() {
        let text = (0..<12).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
        let rendered = Markdown.render(text, width: 20, style: .plain)
        for line in rendered.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 20) }
        #expect(rendered.hasPrefix("• level 0\n  ◦ level 1\n    ▪ level 2\n      • level 3\n        ◦ level 4\n          level 5\n"))
    }

    /// Control characters and escape sequences in the text never reach the terminal.
    static let hostile: [(String, String)] = [
        ("esc \u{1B}[31mred\u{1B}[0m", "esc ^[[31mred^[[0m"),
        ("bell\u{7} del\u{7F} c1\u{9B}", "bell^G del^? c1<U+9B>"),
        ("*\u{1B}]8;;http://x\u{7}*", "^[]8;;http://x^G"),
        ("`\u{1B}[2J`", "^[[2J"),
        ("[a](\u{1B}[2J)", "a (^[[2J)"),
        ("&#27;[2J &#x9b; &#0;", "^[[2J <U+9B> \u{FFFD}"),
        ("rtl \u{202E}txet", "rtl <U+202E>txet"),
        ("cr\rlf\r\ncrlf", "cr lf crlf"),
        ("tab\tstop", "tab stop"),
    ]

    @Test(arguments: hostile)
    func rendersInert(_ text: String, _ expected: String) {
        #expect(Markdown.render(text, width: 60, style: .plain) == expected)
        let styled = Markdown.render(text, width: 60, style: .ansi)
        let stripped = styled.replacingStyle()
        #expect(!stripped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }

    /// A megabyte of nested markers or unmatched delimiters renders (nesting stops at
    /// ``Markdown/maximumDepth``, emphasis never backtracks) to output of a bounded size.
    static let large: [(String, String)] = {
        let n = 1 << 20
        return [
            ("bullets", String(repeating: "- a ", count: n / 4)),
            ("numbers", String(repeating: "1. ", count: n / 3)),
            ("nested lines", (0..<(n / 40)).map { String(repeating: "  ", count: $0 % 18) + "- a\n" }.joined()),
            ("quotes", String(repeating: ">", count: n)),
            ("quote lines", String(repeating: "> > > > > > > > > > > > > > > > > > > x\n", count: n / 40)),
            ("stars", String(repeating: "*", count: n)),
            ("alternating", String(repeating: "*a_", count: n / 3)),
            ("openers", String(repeating: "**a _b ", count: n / 7)),
        ]
    }()

    @Test(arguments: large)
    func hostileInputStaysLinear(_ name: String, _ text: String) {
        for style in [TextStyle.plain, .ansi] {
            let rendered = Markdown.render(text, width: 80, style: style)
            #expect(rendered.utf8.count <= 4 * text.utf8.count, "\(name): \(rendered.utf8.count) bytes from \(text.utf8.count)")
        }
    }
}

extension String {
    /// The text without SGR sequences (`ESC [ digits ; m`).
    func replacingStyle() -> String {
        var result = ""
        var scalars = unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else { result.unicodeScalars.append(scalar); continue }
            while let next = scalars.next(), next != "m" {}
        }
        return result
    }
}

/// The block parser reads UTF-8 bytes: its normalization (line breaks, tabs, inert controls)
/// must be what ``InertText/make(_:keepNewlines:)`` makes of the text with its tabs expanded.
@Suite struct MarkdownNormalizationTests {
    /// The same normalization by Unicode scalars, as the parser did before it read bytes.
    static func byScalars(_ text: String) -> String {
        var result = ""
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

    static let texts = [
        "", "plain", "a\tb\t\tc", "日本\t語\tx", "e\u{301}\tx", "\r\n\r\r\n\n", "bell\u{7} esc\u{1B}[2J del\u{7F}",
        "c1 \u{85} \u{9B}31m \u{9F} \u{A0} \u{C0}", "bidi \u{202A}\u{202E} \u{2066}\u{2069} \u{2029} \u{200F}",
        "emoji 👩‍👩‍👧 \u{FE0F}\t!", "\u{80}\u{81}\t\u{202D}\t\u{2065}", "- tab\tin\tlist\n  \t> quote",
    ]

    @Test(arguments: texts)
    func bytesNormalizeAsScalarsDid(_ text: String) {
        #expect(String(decoding: Markdown.normalized(text), as: UTF8.self) == Self.byScalars(text))
    }
}

/// The renderer wraps printable ASCII with ``DisplayWidth``'s byte-wise lines on one byte
/// buffer: the same rendering, byte for byte, as every text through the general loop.
@Suite struct MarkdownBytewiseRenderingTests {
    static let pieces = [
        "a", "bb", "word", "averyveryverylongwordthatneverfits", " ", "  ", "*", "**", "_", "`", "``", "[", "](u)",
        "](https://example.org/a)", "<https://x.y>", "&amp;", "&#0;", "\\*", "\\", "\n", "\n\n", "\n- ", "\n1. ",
        "\n> ", "\n    ", "\n```\n", "\n---\n", "\n# ", "  \n", "北京欢迎你", "한국어 텍스트", "👩\u{200D}💻", "e\u{301}",
        "\u{1B}[31m", "\t", "\r\n", "\u{202E}", "\u{85}",
    ]

    /// A random document of the pieces; `asciiOnly` keeps to printable ASCII and line breaks.
    static func document(using generator: inout some RandomNumberGenerator, asciiOnly: Bool) -> String {
        let pieces = asciiOnly ? Self.pieces.filter { $0.utf8.allSatisfy { $0 == 10 || (0x20..<0x7F).contains($0) } } : Self.pieces
        var text = ""
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
            text += pieces.randomElement(using: &generator) ?? ""
            if Bool.random(using: &generator) { text += " " }
        }
        return text
    }

    @Test func bytewiseRenderingIsTheGeneralLoops() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let text = Self.document(using: &generator, asciiOnly: round % 2 == 0)
            for width in [1, 2, 5, 9, 17, 40, 80] {
                for (style, base) in [(TextStyle.plain, ""), (.ansi, ""), (.ansi, TextStyle.ansi.dim)] {
                    #expect(Markdown.renderParsed(text, width: width, style: style, base: base, indent: "  ")
                            == Markdown.renderParsed(text, width: width, style: style, base: base, indent: "  ", bytewise: false),
                            "\(text.debugDescription) at \(width)")
                }
            }
        }
    }

    /// Hostile shapes (nesting, runs of markers, long words) through both paths.
    @Test func hostileRenderingIsTheGeneralLoops() {
        let units = ["> - *a **b _c `d [e](f ", "- ", "> ", "*", "_a_", "`", "[", "averyveryverylongword ", "1. "]
        for unit in units {
            let text = String(repeating: unit, count: 2000 / unit.count)
            for width in [3, 20, 80] {
                #expect(Markdown.renderParsed(text, width: width, style: .ansi, base: TextStyle.ansi.dim)
                        == Markdown.renderParsed(text, width: width, style: .ansi, base: TextStyle.ansi.dim, bytewise: false))
            }
        }
    }
}
