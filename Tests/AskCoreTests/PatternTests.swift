import Testing
@testable import AskCore

/// The pattern engine: the syntax it accepts and refuses (with the reason and where), what it
/// matches, its limits, and the portable form the schema carries.
@Suite struct PatternTests {
    struct Refusal: Sendable, CustomTestStringConvertible {
        var pattern: String
        var reason: PatternProblem.Reason
        var offset: Int
        var text: String
        var testDescription: String { pattern }

        init(_ pattern: String, _ reason: PatternProblem.Reason, at offset: Int, _ text: String) {
            self.pattern = pattern
            self.reason = reason
            self.offset = offset
            self.text = text
        }
    }

    static let refusals: [Refusal] = [
        Refusal(#"(a)\1"#, .notLinear(.backreference), at: 3, #"\1"#),
        Refusal(#"(?<n>a)\k<n>"#, .notPortable(.namedGroup), at: 0, "(?<"),
        Refusal(#"a\k<n>"#, .notLinear(.backreference), at: 1, #"\k"#),
        Refusal("(?P<n>a)", .notPortable(.namedGroup), at: 0, "(?P<"),
        Refusal("(?P=n)", .notLinear(.backreference), at: 0, "(?P="),
        Refusal("^ab(?=c)", .notLinear(.lookahead), at: 3, "(?="),
        Refusal("a(?!c)", .notLinear(.lookahead), at: 1, "(?!"),
        Refusal("(?<=a)b", .notLinear(.lookbehind), at: 0, "(?<="),
        Refusal("(?<!a)b", .notLinear(.lookbehind), at: 0, "(?<!"),
        Refusal("(?>a+)b", .notLinear(.atomicGroup), at: 0, "(?>"),
        Refusal("a++", .notLinear(.possessiveQuantifier), at: 1, "++"),
        Refusal("a*+", .notLinear(.possessiveQuantifier), at: 1, "*+"),
        Refusal("a{2}+", .notLinear(.possessiveQuantifier), at: 1, "{2}+"),
        Refusal("(?i)a", .notPortable(.inlineFlags), at: 0, "(?i"),
        Refusal("(?-i:a)", .notPortable(.inlineFlags), at: 0, "(?-"),
        Refusal("(?#note)a", .notPortable(.comment), at: 0, "(?#"),
        Refusal(#"\Aa"#, .notPortable(.anchor), at: 0, #"\A"#),
        Refusal(#"a\Z"#, .notPortable(.anchor), at: 1, #"\Z"#),
        Refusal(#"a\z"#, .notPortable(.anchor), at: 1, #"\z"#),
        Refusal(#"\p{Han}"#, .notPortable(.unicodeProperty), at: 0, #"\p"#),
        Refusal(#"[\P{L}]"#, .notPortable(.unicodeProperty), at: 1, #"\P"#),
        Refusal("[[:alpha:]]", .unescaped, at: 1, "["),
        Refusal("[a[]", .unescaped, at: 2, "["),
        Refusal("a]", .unescaped, at: 1, "]"),
        Refusal("a}", .unescaped, at: 1, "}"),
        Refusal("a{", .unescaped, at: 1, "{"),
        Refusal("a{,3}", .unescaped, at: 1, "{"),
        Refusal("{2}", .nothingToRepeat, at: 0, "{2}"),
        Refusal(#"\a"#, .unknownEscape, at: 0, #"\a"#),
        Refusal(#"x\q"#, .unknownEscape, at: 1, #"\q"#),
        Refusal(#"\-"#, .unknownEscape, at: 0, #"\-"#),
        Refusal(#"\cA"#, .unknownEscape, at: 0, #"\c"#),
        Refusal(#"\01"#, .unknownEscape, at: 0, #"\01"#),
        Refusal(#"\x4"#, .unknownEscape, at: 0, #"\x"#),
        Refusal(#"\u12"#, .unknownEscape, at: 0, #"\u"#),
        Refusal(#"\u{110000}"#, .unknownEscape, at: 0, #"\u{110000"#),
        Refusal(#"[\B]"#, .unknownEscape, at: 1, #"\B"#),
        Refusal(#"[\1]"#, .unknownEscape, at: 1, #"\1"#),
        Refusal(#"\uD83D\uDE00"#, .surrogateEscape, at: 0, #"\uD83D"#),
        Refusal(#"a\"#, .trailingBackslash, at: 1, #"\"#),
        Refusal("(?|a)", .unknownGroup, at: 0, "(?|"),
        Refusal("(?", .unknownGroup, at: 0, "(?"),
        Refusal("a)", .unmatchedParenthesis, at: 1, ")"),
        Refusal("(a(b)", .unclosedGroup, at: 0, "("),
        Refusal("[ab", .unclosedClass, at: 0, "["),
        Refusal("[a-", .unclosedClass, at: 0, "["),
        Refusal("*a", .nothingToRepeat, at: 0, "*"),
        Refusal("a|?", .nothingToRepeat, at: 2, "?"),
        Refusal("(+)", .nothingToRepeat, at: 1, "+"),
        Refusal("^*", .nothingToRepeat, at: 1, "*"),
        Refusal(#"\b+"#, .nothingToRepeat, at: 2, "+"),
        Refusal("a**", .nothingToRepeat, at: 2, "*"),
        Refusal("a{2}{3}", .nothingToRepeat, at: 4, "{3}"),
        Refusal("a*??", .nothingToRepeat, at: 3, "?"),
        Refusal("[z-a]", .rangeOutOfOrder, at: 1, "z-a"),
        Refusal(#"[\w-a]"#, .classInRange, at: 1, #"\w-a"#),
        Refusal(#"[a-\d]"#, .classInRange, at: 1, #"a-\d"#),
        Refusal("a{3,2}", .repetitionOutOfOrder, at: 1, "{3,2}"),
        Refusal("a{1001}", .repetitionTooLarge(limit: 1_000), at: 1, "{1001}"),
        Refusal("a{2,99999999999999999999}", .repetitionTooLarge(limit: 1_000), at: 1, "{2,999999999"),
        Refusal("(a{1000}){1000}", .tooLarge(limit: 20_000), at: 0, ""),
        Refusal(String(repeating: "(", count: 2_200), .tooDeep(limit: 64), at: 64, "("),
        Refusal(String(repeating: "[", count: 2_200), .unescaped, at: 1, "["),
        Refusal(String(repeating: "a", count: 4_097), .tooLong(limit: 4_096), at: 4_096, ""),
    ]

    @Test(arguments: refusals)
    func refuses(_ refusal: Refusal) {
        #expect(throws: PatternProblem(refusal.reason, at: refusal.offset, text: refusal.text)) {
            try Pattern(refusal.pattern)
        }
    }

    @Test func limitsAreInclusive() throws {
        _ = try Pattern(String(repeating: "a", count: 4_096))
        _ = try Pattern(String(repeating: "(", count: 64) + String(repeating: ")", count: 64))
        _ = try Pattern("a{1000}")
        _ = try Pattern("[a-z]{0,1000}")
    }

    @Test func refusalRendersAsOneLine() throws {
        let problem = try #require(throws: PatternProblem.self) { try Pattern("^ab(?=c)") }
        #expect(Catalog.english.text(for: FormProblem.invalidPattern(problem))
            == "pattern: lookahead '(?=' at character 4 is not supported: askform matches patterns in linear time")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var pattern: String
        var matching: [String]
        var notMatching: [String]
        var testDescription: String { pattern }

        init(_ pattern: String, _ matching: [String], not notMatching: [String]) {
            self.pattern = pattern
            self.matching = matching
            self.notMatching = notMatching
        }
    }

    static let cases: [Case] = [
        Case("b", ["b", "abc"], not: ["", "a"]),
        Case("^ab$", ["ab"], not: ["abc", "ab\n", "xab", ""]),
        Case("^$", [""], not: ["\n", "a"]),
        Case("^a|b$", ["ax", "xb"], not: ["xa", "bx"]),
        Case("^(?:a|b)$", ["a", "b"], not: ["ab", ""]),
        Case("^a.c$", ["abc", "a北c", "a😀c"], not: ["a\nc", "a\rc", "a\u{2028}c", "a\u{2029}c", "ac"]),
        Case(#"^\d+$"#, ["0123456789"], not: ["٣", "１", "a"]),
        Case(#"^\D$"#, ["a", "٣"], not: ["5"]),
        Case(#"^\w+$"#, ["aZ_09"], not: ["é", "北", "-"]),
        Case(#"^\W$"#, ["é", "-"], not: ["a", "_"]),
        Case(#"^\s$"#, [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{A0}", "\u{FEFF}", "\u{3000}", "\u{2028}"], not: ["\u{85}", "\u{200B}", "a"]),
        Case(#"^\S$"#, ["a", "\u{85}"], not: [" "]),
        Case(#"\bcat\b"#, ["cat", "a cat.", "écat"], not: ["cats", "concat", "cat_"]),
        Case(#"\Bat"#, ["cat"], not: ["at", "a at"]),
        Case(#"^[\b]$"#, ["\u{08}"], not: ["b"]),
        Case("^[a-c]+$", ["abcba"], not: ["abd", ""]),
        Case("^[^a-c]$", ["d", "😀", "\n"], not: ["a", "b"]),
        Case("^[-a]$", ["-", "a"], not: ["b"]),
        Case("^[a-]$", ["-", "a"], not: ["b"]),
        Case("^[a-c-e]$", ["a", "-", "e"], not: ["d"]),
        Case(#"^[\d.]$"#, ["5", "."], not: ["a"]),
        Case(#"^[\s\S]$"#, ["a", " ", "😀"], not: ["", "ab"]),
        Case("^[]$", [], not: ["", "a", "]"]),
        Case("^[^]$", ["a", "\n"], not: ["", "ab"]),
        Case(#"^[\]\\\-^]+$"#, ["]\\-^"], not: ["a"]),
        Case(#"^\t\n\r\f\v\0$"#, ["\t\n\r\u{0C}\u{0B}\u{0}"], not: ["tnrfv0"]),
        Case(#"^\x41\u00e9\u{1F600}$"#, ["Aé😀"], not: ["A\u{65}\u{301}😀"]),
        Case(#"^\^\$\\\.\*\+\?\(\)\[\]\{\}\|\/$"#, ["^$\\.*+?()[]{}|/"], not: [""]),
        Case("^😀+$", ["😀😀"], not: ["😀😁"]),
        Case("^[😀-😂]$", ["😁"], not: ["😃"]),
        Case("^é$", ["\u{E9}"], not: ["e\u{301}"]),
        Case("^a*$", ["", "aaa"], not: ["ab"]),
        Case("^a+?$", ["a", "aa"], not: [""]),
        Case("^ab?c$", ["ac", "abc"], not: ["abbc"]),
        Case("^a{2}$", ["aa"], not: ["a", "aaa"]),
        Case("^a{2,}$", ["aa", "aaaa"], not: ["a"]),
        Case("^a{2,3}$", ["aa", "aaa"], not: ["a", "aaaa"]),
        Case("^a{0}$", [""], not: ["a"]),
        Case("^(a|bc){2}?$", ["abc", "bcbc"], not: ["a", "abcbc"]),
        Case("^(?:a*)*$", ["", "aaa"], not: ["b"]),
        Case("^(?:a*|b)+c$", ["c", "abac"], not: ["ab"]),
        Case("^(^a|b$)+$", ["a", "ab"], not: ["bb", "ba"]),
        Case("(^)*a", ["a", "ba"], not: ["b"]),
        Case("^()a(|b)$", ["a", "ab"], not: ["b"]),
        Case("^(a+)+$", [String(repeating: "a", count: 10_000)], not: [String(repeating: "a", count: 10_000) + "!"]),
        Case("^(a|a)*$", [String(repeating: "a", count: 10_000)], not: [String(repeating: "a", count: 10_000) + "b"]),
        Case("(x+x+)+y", ["xxy"], not: [String(repeating: "x", count: 10_000)]),
        Case(#"^\+?[0-9][0-9 -]{5,}$"#, ["+33 612-345"], not: ["+33 61"]),
        Case(TextFormat.emailPattern, ["ada@example.org"], not: ["ada@", "a da@x.org", "a@x..org", "a\u{FEFF}@x.org"]),
        Case(TextFormat.urlPattern, ["HTTPS://x.org/a?b#c", "http://x"], not: ["ftp://x", "https://x y", "https:///"]),
    ]

    @Test(arguments: cases)
    func matches(_ example: Case) throws {
        let pattern = try Pattern(example.pattern)
        for text in example.matching {
            #expect(pattern.matches(text), "\(text.debugDescription)")
        }
        for text in example.notMatching {
            #expect(!pattern.matches(text), "\(text.debugDescription)")
        }
    }

    static let rewrites: [(String, String)] = [
        ("^ab$", #"^ab$(?!\n)"#),
        (#"\d\D"#, #"[0-9][^0-9]"#),
        (#"\w"#, #"[0-9A-Z_a-z]"#),
        (#"\s"#, #"[\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]"#),
        (".", #"[^\u000A\u000D\u2028\u2029]"#),
        ("[^]", "[\\u0000-\\uD7FF\\uE000-\u{10FFFF}]"),
        ("[]", "(?!)"),
        ("a[]*", "a(?:(?!))*"),
        (#"[\u{1F600}-\u{1F602}x]"#, "[x\u{1F600}-\u{1F602}]"),
        (#"\u{1F600}\x41\t"#, #"😀A\u0009"#),
        ("(a|b)c", "(?:a|b)c"),
        ("(?:ab)+?", "(?:ab)+?"),
        ("a{2}b{2,}c{2,3}d?", "a{2}b{2,}c{2,3}d?"),
        (#"\b"#, "(?:(?<=[0-9A-Z_a-z])(?![0-9A-Z_a-z])|(?<![0-9A-Z_a-z])(?=[0-9A-Z_a-z]))"),
        (#"\/\.\-"#.replacing(#"\-"#, with: "-"), #"\/\.-"#),
        ("(^)*a(?:$)+", #"a$(?!\n)"#),
    ]

    @Test(arguments: rewrites)
    func portable(_ pattern: String, _ expected: String) throws {
        #expect(try Pattern(pattern).portable == expected)
    }
}
