import Testing
@testable import AskCore

/// Terminal columns of mixed Latin, CJK and emoji text, and the wrapping and padding built
/// on them (the review table, option lists, help and wrapped descriptions all use these).
@Suite struct DisplayWidthTests {
    static let widths: [(String, Int)] = [
        ("", 0),
        ("Ada", 3),
        ("北京", 4),
        ("北京 Beijing", 12),
        ("서울", 4),
        ("ホテル", 6),
        ("ｱｲｳ", 3),                               // half-width katakana
        ("ＡＢＣ１２３", 12),                       // full-width forms
        ("（）：，。、", 12),                       // full-width punctuation
        ("\u{3000}", 2),                          // ideographic space
        ("e\u{301}", 1),                          // e + combining acute: one column
        ("a\u{300}\u{301}\u{302}b", 2),           // marks stacked on one letter
        ("\u{1112}\u{1161}\u{11AB}", 2),          // 한 from conjoining jamo: one syllable
        ("\u{1100}\u{D7B0}", 2),                  // leading jamo + Jamo Extended-B vowel
        ("ㅎㅏ", 4),                               // compatibility jamo stand alone
        ("한국어", 6),
        ("😀", 2),
        ("👍🏽", 2),                               // skin tone modifier
        ("👩\u{200D}👩\u{200D}👧", 2),            // ZWJ family: one picture
        ("🏳\u{FE0F}\u{200D}🌈", 2),              // ZWJ flag sequence
        ("🇰🇷", 2),                                // regional indicator pair
        ("🇰🇷🇯🇵🇨🇳", 6),
        ("❤\u{FE0F}", 2),                          // emoji presentation selector
        ("1\u{FE0F}\u{20E3}", 2),                 // keycap
        ("a\u{200B}b", 2),                        // zero-width space
        ("a\u{200D}b", 2),                        // a joiner between letters takes nothing
        ("\u{7}\u{1B}", 0),                       // controls
        ("a中😀", 5),
        ("Name 姓名 이름 氏名 👩\u{200D}💻", 22),
    ]

    @Test(arguments: widths)
    func columns(_ text: String, _ expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func paddingCountsColumnsNotCharacters() {
        #expect(DisplayWidth.padded("姓名", to: 8) == "姓名    ")
        #expect(DisplayWidth.padded("e\u{301}", to: 3) == "e\u{301}  ")
        #expect(DisplayWidth.padded("🇰🇷", to: 4) == "🇰🇷  ")
        #expect(DisplayWidth.padded("Ａｂｃ", to: 2) == "Ａｂｃ")
    }

    @Test func wrapBreaksCJKBetweenCharactersAndLatinAtSpaces() {
        #expect(DisplayWidth.wrap("领取房卡前，请回答几个问题。", width: 10) == ["领取房卡前", "，请回答几", "个问题。"])
        #expect(DisplayWidth.wrap("A few questions before you get your key.", width: 16)
                == ["A few questions", "before you get", "your key."])
        #expect(DisplayWidth.wrap("早餐 from 7 to 10 点", width: 9) == ["早餐 from", "7 to 10", "点"])
        // A wide character never straddles the edge: it starts the next line.
        #expect(DisplayWidth.wrap("abc北京", width: 4) == ["abc", "北京"])
        #expect(DisplayWidth.wrap("👩\u{200D}👩\u{200D}👧👩\u{200D}👩\u{200D}👧", width: 3) == ["👩\u{200D}👩\u{200D}👧", "👩\u{200D}👩\u{200D}👧"])
        #expect(DisplayWidth.wrap("一行\n二行", width: 80) == ["一行", "二行"])
        // An ASCII word among CJK text is kept whole: the break comes before it.
        #expect(DisplayWidth.wrap("回答するか、:review、:quit のいずれか", width: 20) == ["回答するか、", ":review、:quit のい", "ずれか"])
        #expect(DisplayWidth.wrap("答を:quitまで", width: 7) == ["答を", ":quitま", "で"])
        // Korean breaks at its spaces, like Latin text.
        #expect(DisplayWidth.wrap("하나를 쓰세요", width: 10) == ["하나를", "쓰세요"])
    }
}

/// Lines of printable ASCII are wrapped byte by byte: the same lines as the general loop.
@Suite struct DisplayWidthASCIIWrapTests {
    @Test func bytewiseWrappingIsTheGeneralLoopsForASCII() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bb", "word", "longerword", "averyveryverylongwordthatneverfits", " ", "  ", "   ", "-", "x.y"]
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                text += pieces.randomElement(using: &generator) ?? ""
                if Bool.random(using: &generator) { text += " " }
                if Int.random(in: 0..<12, using: &generator) == 0 { text += "\n" }
            }
            for width in [1, 2, 3, 5, 8, 13, 21, 40] {
                #expect(DisplayWidth.wrap(text, width: width, bytewise: true) == DisplayWidth.wrap(text, width: width, bytewise: false),
                        "\(text.debugDescription) at \(width)")
            }
        }
    }
}
