import AskCore
import AskImport
import Testing

@Suite struct YAMLReaderTests {
    // MARK: Scalars and the core schema

    @Test(arguments: [
        // Null: the five spellings, and nothing at all.
        ReadCase("null", "null@1:1"), ReadCase("Null", "null@1:1"), ReadCase("NULL", "null@1:1"),
        ReadCase("~", "null@1:1"), ReadCase("a:", #"{"a"@1:1: null@1:3}@1:1"#),
        ReadCase("nULL", #""nULL"@1:1"#),
        // Booleans: three spellings each; YAML 1.1's yes/no/on/off/y/n stay text.
        ReadCase("true", "true@1:1"), ReadCase("True", "true@1:1"), ReadCase("TRUE", "true@1:1"),
        ReadCase("false", "false@1:1"), ReadCase("False", "false@1:1"), ReadCase("FALSE", "false@1:1"),
        ReadCase("tRUE", #""tRUE"@1:1"#), ReadCase("yes", #""yes"@1:1"#), ReadCase("No", #""No"@1:1"#),
        ReadCase("on", #""on"@1:1"#), ReadCase("OFF", #""OFF"@1:1"#), ReadCase("y", #""y"@1:1"#),
        // Integers, rewritten as JSON numbers.
        ReadCase("0", "0@1:1"), ReadCase("36", "36@1:1"), ReadCase("-12", "-12@1:1"), ReadCase("+7", "7@1:1"),
        ReadCase("007", "7@1:1"), ReadCase("-0", "-0@1:1"), ReadCase("000", "0@1:1"),
        ReadCase("0o17", "15@1:1"), ReadCase("0x1F", "31@1:1"), ReadCase("0xff", "255@1:1"),
        ReadCase("0x10000000000000000", "1.8446744073709552e+19@1:1"),
        ReadCase("123456789012345678901234567890", "123456789012345678901234567890@1:1"),
        ReadCase("0o8", #""0o8"@1:1"#), ReadCase("0X1F", #""0X1F"@1:1"#), ReadCase("1_000", #""1_000"@1:1"#),
        ReadCase("12:30", #""12:30"@1:1"#), ReadCase("0b101", #""0b101"@1:1"#),
        // Floats.
        ReadCase("-2.5", "-2.5@1:1"), ReadCase(".5", "0.5@1:1"), ReadCase("-.5", "-0.5@1:1"), ReadCase("1.", "1.0@1:1"),
        ReadCase("1e3", "1e3@1:1"), ReadCase("+1.5E-3", "1.5E-3@1:1"), ReadCase("01.50", "1.50@1:1"),
        ReadCase("1.e2", "1.0e2@1:1"), ReadCase("1e", #""1e"@1:1"#), ReadCase(".", "\".\"@1:1"),
        ReadCase("1.2.3", #""1.2.3"@1:1"#), ReadCase("- 1", "[1@1:3]@1:1"),
        // .inf and .nan stay text: the tree has no value for them.
        ReadCase(".inf", #"".inf"@1:1"#), ReadCase("-.Inf", #""-.Inf"@1:1"#), ReadCase(".NaN", #"".NaN"@1:1"#),
        // Anything else is text, and quoted scalars are always text.
        ReadCase("hello world", #""hello world"@1:1"#), ReadCase("'true'", #""true"@1:1"#),
        ReadCase("\"36\"", #""36"@1:1"#), ReadCase("''", #"""@1:1"#), ReadCase("'it''s'", #""it\'s"@1:1"#),
        ReadCase(#""tab\there \u00e9 \x41 \/""#, #""tab\there é A /"@1:1"#),
        ReadCase("2026-01-01", #""2026-01-01"@1:1"#),
    ])
    func scalars(_ test: ReadCase) throws {
        let actual = try parsed(test.source)
        #expect(actual == test.expected)
    }

    @Test func numbersReadAsTheirValues() throws {
        let tree = try YAMLReader.parse(Array("[+7, 007, 0x1F, .5, 1e3, -2.5, 1.]".utf8))
        guard case .array(let numbers) = tree.value else { Issue.record("not an array"); return }
        #expect(numbers.map(\.integerValue) == [7, 7, 31, nil, 1000, nil, 1])
        #expect(numbers.map(\.doubleValue) == [7, 7, 31, 0.5, 1000, -2.5, 1])
    }

    // MARK: Structure

    @Test(arguments: [
        ReadCase("a: 1\nb: [x, {c: d}]\n", #"{"a"@1:1: 1@1:4, "b"@2:1: ["x"@2:5, {"c"@2:9: "d"@2:12}@2:8]@2:4}@1:1"#),
        ReadCase("- a\n- - b\n  - c\n-\n  k: v\n",
                 #"["a"@1:3, ["b"@2:5, "c"@3:5]@2:3, {"k"@5:3: "v"@5:6}@5:3]@1:1"#),
        ReadCase("outer:\n  inner:\n    - 1\n", #"{"outer"@1:1: {"inner"@2:3: [1@3:7]@3:5}@2:3}@1:1"#),
        ReadCase("{}", "{}@1:1"), ReadCase("[]", "[]@1:1"), ReadCase("a: {}\nb: []", #"{"a"@1:1: {}@1:4, "b"@2:1: []@2:4}@1:1"#),
        // Key order as written, duplicates kept (the loader reports them).
        ReadCase("z: 1\na: 2\nz: 3\n", #"{"z"@1:1: 1@1:4, "a"@2:1: 2@2:4, "z"@3:1: 3@3:4}@1:1"#),
        // Keys are their text as written.
        ReadCase("1: a\ntrue: b\n~: c\n'q': d\n", #"{"1"@1:1: "a"@1:4, "true"@2:1: "b"@2:7, "~"@3:1: "c"@3:4, "q"@4:1: "d"@4:6}@1:1"#),
        ReadCase("? k\n: v\n", #"{"k"@1:3: "v"@2:3}@1:1"#),
        // An empty value at the end of a file without a final line break is at its end.
        ReadCase("?", #"{""@1:2: null@1:2}@1:1"#), ReadCase("a:", #"{"a"@1:1: null@1:3}@1:1"#),
        ReadCase("- a\n-", #"["a"@1:3, null@2:2]@1:1"#),
        // JSON is YAML.
        ReadCase(#"{"a": [1, 2.5, true, null, "s"]}"#, #"{"a"@1:2: [1@1:8, 2.5@1:11, true@1:16, null@1:22, "s"@1:28]@1:7}@1:1"#),
        // Comments and a document marker change nothing.
        ReadCase("# a form\n---\na: 1 # one\n...\n", #"{"a"@3:1: 1@3:4}@3:1"#),
    ])
    func structure(_ test: ReadCase) throws {
        let actual = try parsed(test.source)
        #expect(actual == test.expected)
    }

    @Test func positionsCountScalarsAfterCJKText() throws {
        let source = "名前: 山田 太郎\n説明: \"東京都\"\nリスト: [一, 二]\n  # 注\n深い:\n  鍵: 値\n"
        let tree = try YAMLReader.parse(Array(source.utf8))
        #expect(positions(tree) == [
            "/ 1:1",
            "/名前 1:5 (key 1:1)",
            "/説明 2:5 (key 2:1)",
            "/リスト 3:6 (key 3:1)",
            "/リスト/0 3:7",
            "/リスト/1 3:10",
            "/深い 6:3 (key 5:1)",
            "/深い/鍵 6:6 (key 6:3)",
        ])
    }

    @Test func aByteOrderMarkAtTheStartIsNotCounted() throws {
        let actual = render(try YAMLReader.parse([0xEF, 0xBB, 0xBF] + Array("a: 1".utf8)))
        #expect(actual == #"{"a"@1:1: 1@1:4}@1:1"#)
    }

    @Test func aByteOrderMarkPastTheStartOfALineIsACharacter() throws {
        // YAML 1.2 allows it there, for JSON; it counts as a column like any character (and
        // libyaml keeps it in a plain scalar too).
        let actual = try parsed("a: \"\u{FEFF}b\"\nc: ['\u{FEFF}', 1]\nd: \u{FEFF}e")
        #expect(actual == "{\"a\"@1:1: \"\u{FEFF}b\"@1:4, \"c\"@2:1: [\"\u{FEFF}\"@2:5, 1@2:10]@2:4, \"d\"@3:1: \"\u{FEFF}e\"@3:4}@1:1")
    }

    @Test func lineBreaksOfEveryKind() throws {
        let actual = try parsed("a: 1\r\nb: 2\rc: 3\n")
        #expect(actual == #"{"a"@1:1: 1@1:4, "b"@2:1: 2@2:4, "c"@3:1: 3@3:4}@1:1"#)
    }

    // MARK: Block scalars

    @Test(arguments: [
        ReadCase("a: |\n  one\n  two\n\n", #"{"a"@1:1: "one\ntwo\n"@1:4}@1:1"#),
        ReadCase("a: |-\n  one\n  two\n\n", #"{"a"@1:1: "one\ntwo"@1:4}@1:1"#),
        ReadCase("a: |+\n  one\n  two\n\nb: 1", #"{"a"@1:1: "one\ntwo\n\n"@1:4, "b"@5:1: 1@5:4}@1:1"#),
        ReadCase("a: >\n  one\n  two\n\n  three\n", #"{"a"@1:1: "one two\nthree\n"@1:4}@1:1"#),
        ReadCase("a: >-\n  one\n    indented\n  two\n", #"{"a"@1:1: "one\n  indented\ntwo"@1:4}@1:1"#),
        ReadCase("a: |2\n   x\n", #"{"a"@1:1: " x\n"@1:4}@1:1"#),
        ReadCase("a: |\n  36\n", #"{"a"@1:1: "36\n"@1:4}@1:1"#),
        ReadCase("a: plain\n  continued\n", #"{"a"@1:1: "plain continued"@1:4}@1:1"#),
        ReadCase("a: \"two\n  lines\"\n", #"{"a"@1:1: "two lines"@1:4}@1:1"#),
    ])
    func blockScalars(_ test: ReadCase) throws {
        let actual = try parsed(test.source)
        #expect(actual == test.expected)
    }

    // MARK: Anchors, aliases, merge keys

    @Test(arguments: [
        ReadCase("a: &x 1\nb: *x\n", #"{"a"@1:1: 1@1:4, "b"@2:1: 1@2:4}@1:1"#),
        ReadCase("a: &x {k: v}\nb: *x\n", #"{"a"@1:1: {"k"@1:8: "v"@1:11}@1:4, "b"@2:1: {"k"@1:8: "v"@1:11}@2:4}@1:1"#),
        ReadCase("- &x [1]\n- *x\n- *x\n", "[[1@1:7]@1:3, [1@1:7]@2:3, [1@1:7]@3:3]@1:1"),
        // An anchor may be defined again; an alias names the latest.
        ReadCase("- &x 1\n- &x 2\n- *x\n", "[1@1:3, 2@2:3, 2@3:3]@1:1"),
        // A scalar alias may be a key.
        ReadCase("- &k name\n- {*k : v}\n", #"["name"@1:3, {"name"@2:4: "v"@2:9}@2:3]@1:1"#),
        // Merge keys: where '<<' stands, the mapping's own keys winning, earlier sources winning.
        ReadCase("base: &b {type: str, help: h}\nq:\n  <<: *b\n  help: mine\n",
                 #"{"base"@1:1: {"type"@1:11: "str"@1:17, "help"@1:22: "h"@1:28}@1:7, "q"@2:1: {"type"@1:11: "str"@1:17, "help"@4:3: "mine"@4:9}@3:3}@1:1"#),
        ReadCase("- &a {x: 1, y: 1}\n- &b {y: 2, z: 2}\n- {w: 0, <<: [*a, *b]}\n",
                 #"[{"x"@1:7: 1@1:10, "y"@1:13: 1@1:16}@1:3, {"y"@2:7: 2@2:10, "z"@2:13: 2@2:16}@2:3, {"w"@3:4: 0@3:7, "x"@1:7: 1@1:10, "y"@1:13: 1@1:16, "z"@2:13: 2@2:16}@3:3]@1:1"#),
        ReadCase("a: {<<: {k: 1}}", #"{"a"@1:1: {"k"@1:10: 1@1:13}@1:4}@1:1"#),
        // A quoted '<<' is an ordinary key.
        ReadCase("'<<': 1", #"{"<<"@1:1: 1@1:7}@1:1"#),
    ])
    func anchorsAndAliases(_ test: ReadCase) throws {
        let actual = try parsed(test.source)
        #expect(actual == test.expected)
    }

    // MARK: Tags

    @Test(arguments: [
        ReadCase("!!str 12", #""12"@1:1"#), ReadCase("!!str true", #""true"@1:1"#), ReadCase("! 12", #""12"@1:1"#),
        ReadCase("!!int \"12\"", "12@1:1"), ReadCase("!!int 0x10", "16@1:1"), ReadCase("!!float 1", "1@1:1"),
        ReadCase("!!float '.5'", "0.5@1:1"), ReadCase("!!bool 'true'", "true@1:1"), ReadCase("!!null ''", "null@1:1"),
        ReadCase("!!map {a: 1}", #"{"a"@1:8: 1@1:11}@1:1"#), ReadCase("!!seq [1]", "[1@1:8]@1:1"),
        ReadCase("!<tag:yaml.org,2002:str> 1", #""1"@1:1"#), ReadCase("!!str : v", #"{""@1:1: "v"@1:9}@1:1"#),
    ])
    func coreSchemaTags(_ test: ReadCase) throws {
        let actual = try parsed(test.source)
        #expect(actual == test.expected)
    }
}
