import FoundationEssentials
import Testing
@testable import AskCore

/// One input and the whole text it must read as: a tree rendered by ``render(_:positions:sortKeys:)``
/// or an error rendered as a diagnostic line.
struct PlistCase: Sendable, CustomTestStringConvertible {
    var name: String
    var input: [UInt8]
    var expected: String
    var limits: SourceLimits = .standard

    var testDescription: String { name }

    /// `body` inside `<plist version="1.0">` on the line above and `</plist>` below, so the
    /// body's first line is line 2.
    static func xml(_ name: String, _ body: String, _ expected: String) -> PlistCase {
        PlistCase(name: name, input: Array("<plist version=\"1.0\">\n\(body)\n</plist>\n".utf8), expected: expected)
    }

    static func whole(_ name: String, _ text: String, _ expected: String) -> PlistCase {
        PlistCase(name: name, input: Array(text.utf8), expected: expected)
    }
}

/// A compact text of a tree: `{"a"@3:2: 1@3:13}@3:1`; values without a location (binary)
/// have no `@`. With `sortKeys`, object members are sorted, for encoders free to reorder.
fileprivate func render(_ node: SourceNode, positions: Bool = true, sortKeys: Bool = false) -> String {
    func at(_ location: AskCore.SourceLocation?) -> String {
        guard positions, let location else { return "" }
        return "@\(location)"
    }
    let text: String
    switch node.value {
    case .object(let members):
        let ordered = sortKeys ? members.sorted { $0.key < $1.key } : members
        let parts: [String] = ordered.map { member in
            let value = render(member.value, positions: positions, sortKeys: sortKeys)
            return member.key.debugDescription + at(member.keyLocation) + ": " + value
        }
        text = "{" + parts.joined(separator: ", ") + "}"
    case .array(let elements):
        let parts: [String] = elements.map { render($0, positions: positions, sortKeys: sortKeys) }
        text = "[" + parts.joined(separator: ", ") + "]"
    case .string(let string): text = string.debugDescription
    case .number(let number): text = number
    case .bool(let bool): text = String(bool)
    case .null: text = "null"
    case .date(let date): text = "date(\(date))"
    case .data(let count): text = "data(\(count))"
    }
    return text + at(node.location)
}

/// The tree or the diagnostic that `bytes` read as.
fileprivate func read(_ bytes: [UInt8], limits: SourceLimits = .standard, sortKeys: Bool = false) -> String {
    do {
        return render(try PropertyListReader.parse(bytes, limits: limits), sortKeys: sortKeys)
    } catch {
        return error.rendered(file: "form.plist")
    }
}

@Suite struct PropertyListXMLReaderTests {
    @Test func readsAFormShapedPlistWithPositions() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>askform</key>
              <integer>1</integer>
              <key>sections</key>
              <array>
                <dict>
                  <key>id</key>
                  <string>traveller</string>
                  <key>rows</key>
                  <array>
                    <dict>
                      <key>key</key>
                      <string>age</string>
                      <key>min</key>
                      <real>0.5</real>
                      <key>required</key>
                      <true/>
                    </dict>
                  </array>
                </dict>
              </array>
            </dict>
            </plist>

            """
        #expect(read(Array(text.utf8)) == """
            {"askform"@5:3: 1@6:3, "sections"@7:3: [{"id"@10:7: "traveller"@11:7, "rows"@12:7: \
            [{"key"@15:11: "age"@16:11, "min"@17:11: 0.5@18:11, "required"@19:11: true@20:11}@14:9]@13:7}@9:5]@8:3}@4:1
            """)
    }

    static let values: [PlistCase] = [
        .xml("predefined entities", "<string>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos;</string>",
             #""a & b <c> \"d\" \'e\'"@2:1"#),
        .xml("character references", "<string>&#65;&#x42;&#x4e2d;&#128512;</string>", #""AB中😀"@2:1"#),
        .xml("CDATA kept as is", "<string><![CDATA[<b>&amp;</b>]]> tail</string>", #""<b>&amp;</b> tail"@2:1"#),
        .xml("CDATA in a key", "<dict><key><![CDATA[a<b]]></key><true/></dict>", #"{"a<b"@2:7: true@2:33}@2:1"#),
        .xml("comment inside text", "<string>a<!-- note -->b</string>", #""ab"@2:1"#),
        .xml("comments between elements", "<!-- a --><array><!-- b --><integer>1</integer><!-- c --></array><!-- d -->",
             "[1@2:28]@2:11"),
        .xml("empty elements", "<array><string/><dict/><array/><data/><true/><false/></array>",
             #"[""@2:8, {}@2:17, []@2:24, data(0)@2:32, true@2:39, false@2:46]@2:1"#),
        .xml("empty key and empty pairs", "<dict><key/><string></string><key></key><array></array></dict>",
             #"{""@2:7: ""@2:13, ""@2:30: []@2:41}@2:1"#),
        .xml("CJK columns", "<dict><key>名前</key><string>北京</string><key>x</key><integer>-3</integer></dict>",
             #"{"名前"@2:7: "北京"@2:20, "x"@2:39: -3@2:51}@2:1"#),
        .xml("duplicate keys kept in order", "<dict><key>b</key><true/><key>a</key><false/><key>b</key><false/></dict>",
             #"{"b"@2:7: true@2:19, "a"@2:26: false@2:38, "b"@2:46: false@2:58}@2:1"#),
        .xml("numbers as written", "<array><integer> +7 </integer><real>-2.5e3</real><real>.5</real></array>",
             "[+7@2:8, -2.5e3@2:31, .5@2:50]@2:1"),
        .xml("date and base64 data", "<array><date>2026-01-01T00:00:00Z</date><data> aGVs\n bG8 </data><data>AAE=</data></array>",
             "[date(2026-01-01T00:00:00Z)@2:8, data(5)@2:41, data(2)@3:13]@2:1"),
        .xml("spaces inside tags", "<array ><true /><string >x</string ></array >", #"[true@2:9, "x"@2:17]@2:1"#),
        .xml("true and false written in full", "<array><true></true><false> </false></array>", "[true@2:8, false@2:21]@2:1"),
        .xml("multi-line string keeps its lines", "<array>\n<string>one\n  two</string>\n<integer>0</integer></array>",
             #"["one\n  two"@3:1, 0@5:1]@2:1"#),
        .whole("CRLF and lone CR", "<plist version=\"1.0\">\r\n<array>\r\n<string>a\r\nb\rc</string>\r\n<true/></array></plist>",
               #"["a\nb\nc"@3:1, true@6:1]@2:1"#),
        .whole("the example in PropertyListReader's documentation",
               "<plist version=\"1.0\"><dict><key>askform</key><integer>1</integer></dict></plist>",
               #"{"askform"@1:28: 1@1:46}@1:22"#),
        .whole("BOM and no declaration", "\u{FEFF}<plist><true/></plist>", "true@1:8"),
        .whole("declaration without encoding and comments around",
               "<?xml version=\"1.0\"?>\n<!-- a form -->\n<plist version='1.0'><string>x</string></plist>\n<!-- end -->\n",
               #""x"@3:22"#),
        .whole("doctype with > in a quoted id", "<!DOCTYPE plist SYSTEM \"a>b\"><plist><false/></plist>", "false@1:37"),
    ]

    @Test(arguments: values) func readsValues(_ testCase: PlistCase) {
        #expect(read(testCase.input, limits: testCase.limits) == testCase.expected)
    }

    static let errors: [PlistCase] = [
        .xml("unknown element", "<dict><key>a</key><foo/></dict>",
             "form.plist:2:19: error: invalid property list: unknown element <foo> (at /a)"),
        .xml("mismatched end tag", "<array><string>x</strin></array>",
             "form.plist:2:17: error: invalid property list: expected </string>, found </strin> (at /0)"),
        .xml("text between elements", "<array>hello <true/></array>",
             "form.plist:2:8: error: invalid property list: unexpected text 'hello' in <array> (at /)"),
        .xml("value without a key", "<dict><string>x</string></dict>",
             "form.plist:2:7: error: invalid property list: expected <key> in <dict>, found <string> (at /)"),
        .xml("key without a value at the end", "<dict><key>a/b</key></dict>",
             "form.plist:2:21: error: invalid property list: <key> 'a/b' has no value (at /a~1b)"),
        .xml("key followed by a key", "<dict><key>a</key><key>b</key><true/></dict>",
             "form.plist:2:19: error: invalid property list: <key> 'a' has no value (at /a)"),
        .xml("key outside a dict", "<array><key>a</key></array>",
             "form.plist:2:8: error: invalid property list: <key> outside a <dict> (at /0)"),
        .xml("plist inside plist", "<plist><true/></plist>",
             "form.plist:2:1: error: invalid property list: <plist> inside <plist> (at /)"),
        .xml("decimal point in an integer", "<dict><key>n</key><integer>1.5</integer></dict>",
             "form.plist:2:19: error: invalid property list: invalid integer '1.5' (at /n)"),
        .xml("hex integer", "<integer>0x10</integer>",
             "form.plist:2:1: error: invalid property list: invalid integer '0x10' (at /)"),
        .xml("empty integer", "<integer/>", "form.plist:2:1: error: invalid property list: invalid integer '' (at /)"),
        .xml("nan", "<real>nan</real>",
             "form.plist:2:1: error: invalid property list: real 'nan' is not a finite number (at /)"),
        .xml("negative infinity", "<real>-Infinity</real>",
             "form.plist:2:1: error: invalid property list: real '-Infinity' is not a finite number (at /)"),
        .xml("real too large", "<real>1e999</real>",
             "form.plist:2:1: error: invalid property list: real '1e999' is not a finite number (at /)"),
        .xml("malformed real", "<real>1.2.3</real>", "form.plist:2:1: error: invalid property list: invalid real '1.2.3' (at /)"),
        .xml("date that is not a day", "<date>2026-02-29T00:00:00Z</date>",
             "form.plist:2:1: error: invalid property list: invalid date '2026-02-29T00:00:00Z', expected YYYY-MM-DDTHH:MM:SSZ (at /)"),
        .xml("date without time", "<date>2026-01-01</date>",
             "form.plist:2:1: error: invalid property list: invalid date '2026-01-01', expected YYYY-MM-DDTHH:MM:SSZ (at /)"),
        .xml("base64 with a stray character", "<data>ab*c</data>",
             "form.plist:2:1: error: invalid property list: invalid character '*' in base64 <data> (at /)"),
        .xml("base64 of impossible length", "<data>abcde</data>",
             "form.plist:2:1: error: invalid property list: base64 in <data> has a length no encoder writes (at /)"),
        .xml("base64 after padding", "<data>ab==cd</data>",
             "form.plist:2:1: error: invalid property list: base64 in <data> continues after '=' (at /)"),
        .xml("true with text", "<true>yes</true>",
             "form.plist:2:1: error: invalid property list: <true> must be empty, as in <true/> (at /)"),
        .xml("unknown entity", "<string>&nbsp;</string>",
             "form.plist:2:9: error: invalid property list: unknown entity '&nbsp;' (at /)"),
        .xml("NUL character reference", "<string>x&#0;</string>",
             "form.plist:2:10: error: invalid property list: invalid character reference '&#0;' (at /)"),
        .xml("surrogate character reference", "<string>&#xD800;</string>",
             "form.plist:2:9: error: invalid property list: invalid character reference '&#xD800;' (at /)"),
        .xml("character reference past Unicode", "<string>&#x110000;</string>",
             "form.plist:2:9: error: invalid property list: invalid character reference '&#x110000;' (at /)"),
        .xml("character reference without digits", "<string>&#x;</string>",
             "form.plist:2:9: error: invalid property list: invalid character reference '&#x;' (at /)"),
        .xml("bare ampersand", "<string>a & b</string>",
             "form.plist:2:11: error: invalid property list: '&' must start a reference such as &amp; (ended by ';') (at /)"),
        .xml("element inside a string", "<string>a<b>c</b></string>",
             "form.plist:2:10: error: invalid property list: unexpected element <b> inside <string> (at /)"),
        .xml("bare < in a string", "<string>a < b</string>",
             "form.plist:2:11: error: invalid property list: '<' in the text of <string>; write it as &lt; (at /)"),
        .xml("attribute on a value", "<array><string id=\"x\">a</string></array>",
             "form.plist:2:16: error: invalid property list: unexpected attribute 'id' on <string> (at /0)"),
        .xml("two values in plist", "<true/>\n<false/>",
             "form.plist:3:1: error: invalid property list: <plist> holds more than one value"),
        .xml("control character", "<string>a\u{01}b</string>",
             "form.plist:2:10: error: invalid property list: control character U+0001 is not allowed in XML (at /)"),
        .xml("CDATA between elements", "<array><![CDATA[x]]></array>",
             "form.plist:2:8: error: invalid property list: unexpected CDATA section in <array> (at /)"),
        .xml("processing instruction in a value", "<array><?php x?></array>",
             "form.plist:2:8: error: invalid property list: processing instructions (<?...?>) are not supported (at /)"),
        .xml("malformed tag", "<array><true x></array>",
             "form.plist:2:15: error: invalid property list: expected '=' after attribute 'x' of <true> (at /)"),
        .xml("unterminated CDATA", "<string><![CDATA[abc</string>",
             "form.plist:2:9: error: invalid property list: unterminated CDATA section (at /)"),
        .whole("tab and astral characters count one column each", "<plist>\t😀<true/></plist>",
               "form.plist:1:9: error: invalid property list: unexpected text '😀' in <plist>"),
        .whole("empty file", "", "form.plist: error: " + FormProblem.emptyFile.description),
        .whole("only whitespace", " \n\t\n", "form.plist: error: " + FormProblem.emptyFile.description),
        .whole("only a byte order mark", "\u{FEFF}", "form.plist: error: " + FormProblem.emptyFile.description),
        .whole("encoding other than UTF-8", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist/>",
               "form.plist:1:21: error: invalid property list: encoding 'ISO-8859-1' is not supported; save the file as UTF-8"),
        .whole("declaration not first", "\n<?xml version=\"1.0\"?><plist><true/></plist>",
               "form.plist:2:1: error: invalid property list: the <?xml ...?> declaration must come first in the file"),
        .whole("unterminated declaration", "<?xml version=\"1.0\"",
               "form.plist:1:1: error: invalid property list: unterminated <?xml ...?> declaration"),
        .whole("root that is not plist", "<dict/>",
               "form.plist:1:1: error: invalid property list: expected <plist> as the root element, found <dict>"),
        .whole("text before the root", "hello <plist/>",
               "form.plist:1:1: error: invalid property list: unexpected text 'hello' before <plist>"),
        .whole("no root after the prolog", "<?xml version=\"1.0\"?>\n<!-- nothing -->\n",
               "form.plist:3:1: error: invalid property list: no <plist> element"),
        .whole("processing instruction in the prolog", "<?style x?><plist/>",
               "form.plist:1:1: error: invalid property list: processing instructions (<?...?>) are not supported"),
        .whole("internal DTD subset", "<!DOCTYPE plist [<!ENTITY x \"y\">]><plist/>",
               "form.plist:1:17: error: invalid property list: an internal DTD subset ('[' in <!DOCTYPE>) is not supported"),
        .whole("two doctypes", "<!DOCTYPE plist><!DOCTYPE plist><plist/>",
               "form.plist:1:17: error: invalid property list: more than one <!DOCTYPE>"),
        .whole("plist version 2", "<plist version=\"2.0\"><true/></plist>",
               "form.plist:1:8: error: invalid property list: unsupported plist version '2.0', expected 1.0"),
        .whole("unknown plist attribute", "<plist lang=\"en\"><true/></plist>",
               "form.plist:1:8: error: invalid property list: unexpected attribute 'lang' on <plist>"),
        .whole("empty plist element", "<plist/>", "form.plist:1:1: error: invalid property list: <plist> holds no value"),
        .whole("plist without a value", "<plist>\n  </plist>",
               "form.plist:2:3: error: invalid property list: <plist> holds no value"),
        .whole("content after the root", "<plist><true/></plist>\njunk",
               "form.plist:2:1: error: invalid property list: unexpected content after </plist>"),
        .whole("wrong end of plist", "<plist><true/></dict>",
               "form.plist:1:15: error: invalid property list: expected </plist>, found </dict>"),
        .whole("end of file in an array", "<plist><array><true/>",
               "form.plist:1:22: error: invalid property list: unexpected end of file, expected </array> (at /)"),
        .whole("end of file in a string", "<plist><dict><key>k</key><string>abc",
               "form.plist:1:37: error: invalid property list: unexpected end of file, expected </string> (at /k)"),
        .whole("end of file in a tag", "<plist><dict",
               "form.plist:1:13: error: invalid property list: unexpected end of file inside <dict>"),
        .whole("end of file after the value", "<plist><true/>",
               "form.plist:1:15: error: invalid property list: unexpected end of file, expected </plist>"),
        .whole("unterminated comment", "<plist><!-- x",
               "form.plist:1:8: error: invalid property list: unterminated comment"),
        .whole("unterminated doctype", "<!DOCTYPE plist",
               "form.plist:1:1: error: invalid property list: unterminated <!DOCTYPE>"),
        .whole("JSON given as a plist", "{\"askform\": 1}",
               "form.plist:1:1: error: invalid property list: unexpected text '{\"askform\": 1}' before <plist>"),
    ]

    @Test(arguments: errors) func reportsErrors(_ testCase: PlistCase) {
        #expect(read(testCase.input, limits: testCase.limits) == testCase.expected)
    }

    static let encodingErrors: [PlistCase] = [
        PlistCase(name: "invalid byte in a string", input: Array("<plist><array><string>北".utf8) + [0xFF] + Array("x</string></array></plist>".utf8),
                  expected: "form.plist:1:24: error: invalid UTF-8 byte sequence (at /0)"),
        PlistCase(name: "overlong encoding", input: Array("<plist><string>".utf8) + [0xC0, 0x80] + Array("</string></plist>".utf8),
                  expected: "form.plist:1:16: error: invalid UTF-8 byte sequence (at /)"),
        PlistCase(name: "encoded surrogate", input: Array("<plist><string>a".utf8) + [0xED, 0xA0, 0x80] + Array("</string></plist>".utf8),
                  expected: "form.plist:1:17: error: invalid UTF-8 byte sequence (at /)"),
        PlistCase(name: "sequence cut by the end of file", input: Array("<plist><string>\n".utf8) + [0xE4, 0xB8],
                  expected: "form.plist:2:1: error: invalid UTF-8 byte sequence (at /)"),
        PlistCase(name: "bad continuation byte in a key", input: Array("<plist><dict><key>a".utf8) + [0xC3, 0x41] + Array("</key><true/></dict></plist>".utf8),
                  expected: "form.plist:1:20: error: invalid UTF-8 byte sequence (at /)"),
        PlistCase(name: "invalid byte in a comment before the root", input: Array("<!-- ".utf8) + [0x80] + Array(" --><plist/>".utf8),
                  expected: "form.plist:1:6: error: invalid UTF-8 byte sequence"),
        PlistCase(name: "Latin-1 file", input: Array("<plist><string>caf".utf8) + [0xE9] + Array("</string></plist>".utf8),
                  expected: "form.plist:1:19: error: invalid UTF-8 byte sequence (at /)"),
    ]

    @Test(arguments: encodingErrors) func reportsInvalidUTF8(_ testCase: PlistCase) {
        #expect(read(testCase.input, limits: testCase.limits) == testCase.expected)
    }

    static let shallow = SourceLimits(maxFileBytes: 1_000, maxDepth: 2, maxRows: 10, maxOptions: 10)

    static let limitCases: [PlistCase] = [
        PlistCase(name: "nesting at the limit", input: Array("<plist><array><array><true/></array></array></plist>".utf8),
                  expected: "[[true@1:22]@1:15]@1:8", limits: shallow),
        PlistCase(name: "array past the limit", input: Array("<plist><array><array><array/></array></array></plist>".utf8),
                  expected: "form.plist:1:22: error: nesting deeper than 2 levels (at /0/0)", limits: shallow),
        PlistCase(name: "dict past the limit",
                  input: Array("<plist><dict><key>a</key><dict><key>b</key><dict/></dict></dict></plist>".utf8),
                  expected: "form.plist:1:44: error: nesting deeper than 2 levels (at /a/b)", limits: shallow),
        PlistCase(name: "file past the size limit", input: Array(repeating: UInt8(ascii: " "), count: 1_001),
                  expected: "form.plist: error: the file is larger than the limit of 1000 bytes", limits: shallow),
    ]

    @Test(arguments: limitCases) func enforcesLimits(_ testCase: PlistCase) {
        #expect(read(testCase.input, limits: testCase.limits) == testCase.expected)
    }

    @Test func refusesDeepNestingWithStandardLimits() {
        let depth = SourceLimits.standard.maxDepth + 1
        let text = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        let column = 8 + 7 * (depth - 1)
        let pointer = String(repeating: "/0", count: depth - 1)
        #expect(read(Array(text.utf8)) == "form.plist:1:\(column): error: nesting deeper than 128 levels (at \(pointer))")
    }

    @Test func neverCrashesOnTruncationsOrByteFlips() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let bytes = Array(try encoder.encode(SampleForm.value))
        for length in 0..<bytes.count {
            _ = read(Array(bytes.prefix(length)))
        }
        for position in bytes.indices {
            for flip: UInt8 in [0x01, 0x20, 0x80, 0xFF] {
                var mutated = bytes
                mutated[position] ^= flip
                _ = read(mutated)
            }
        }
    }

    @Test func readsWhatFoundationsEncoderWrites() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let bytes = Array(try encoder.encode(SampleForm.value))
        let tree = try PropertyListReader.parse(bytes)
        #expect(render(tree, positions: false, sortKeys: true) == SampleForm.rendered)
    }
}

@Suite struct PropertyListBinaryReaderTests {
    @Test func readsWhatFoundationsEncoderWrites() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let bytes = Array(try encoder.encode(SampleForm.value))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let tree = try PropertyListReader.parse(bytes)
        #expect(tree.location == nil)
        #expect(render(tree, sortKeys: true) == SampleForm.rendered)
    }

    static let values: [PlistCase] = [
        PlistCase(name: "key order as the references give it", input: binary([
            [0xD3, 1, 2, 3, 4, 5, 6],
            ascii("zeta"), ascii("alpha"), ascii("mid"),
            [0x10, 0x01], [0x11, 0x01, 0x00], [0x13] + Array(repeating: 0xFF, count: 8),
        ]), expected: #"{"zeta": 1, "alpha": 256, "mid": -1}"#),
        PlistCase(name: "duplicate keys kept", input: binary([
            [0xD2, 1, 1, 2, 3], ascii("a"), [0x09], [0x08],
        ]), expected: #"{"a": true, "a": false}"#),
        PlistCase(name: "UTF-16 strings and keys", input: binary([
            [0xD1, 1, 2], utf16("名前"), [0xA2, 3, 4], utf16("北京"), utf16("😀 ok"),
        ]), expected: #"{"名前": ["北京", "😀 ok"]}"#),
        PlistCase(name: "dates", input: binary([
            [0xA5, 1, 2, 3, 4, 5],
            date(788_918_400), date(-978_307_200), date(0.5), date(-0.5), date(-63_113_904_000),
        ]), expected: "[date(2026-01-01T00:00:00Z), date(1970-01-01T00:00:00Z), date(2001-01-01T00:00:00Z), "
            + "date(2000-12-31T23:59:59Z), date(0001-01-01T00:00:00Z)]"),
        PlistCase(name: "numbers, null and data", input: binary([
            [0xA7, 1, 2, 3, 4, 5, 6, 7],
            [0x12, 0xFF, 0xFF, 0xFF, 0xFF], [0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
            [0x22] + bigEndian(UInt64(Float(1.1).bitPattern), size: 4), [0x23] + bigEndian((-2.5).bitPattern, size: 8),
            [0x00], [0x43, 1, 2, 3], [0x4F, 0x10, 0x0F] + Array(repeating: 0, count: 15),
        ]), expected: "[4294967295, 9223372036854775807, 1.1, -2.5, null, data(3), data(15)]"),
        PlistCase(name: "long ASCII string with a length integer", input: binary([
            [0x5F, 0x10, 0x14] + Array("abcdefghijklmnopqrst".utf8),
        ]), expected: #""abcdefghijklmnopqrst""#),
        PlistCase(name: "shared objects and two-byte references", input: binary([
            [0xA3, 1, 1, 1], ascii("same"),
        ], top: 0, referenceSize: 2), expected: #"["same", "same", "same"]"#),
        PlistCase(name: "two-byte offsets", input: binary([[0xA1, 1], [0x09]], offsetSize: 2),
                  expected: "[true]"),
        PlistCase(name: "top object other than the first", input: binary([[0x08], [0xA1, 0]], top: 1),
                  expected: "[false]"),
    ]

    @Test(arguments: values) func readsValues(_ testCase: PlistCase) {
        #expect(read(testCase.input, limits: testCase.limits) == testCase.expected)
    }

    static let errors: [PlistCase] = {
        let valid = binary([[0xA2, 1, 2], ascii("abc"), [0x10, 7]])
        var forgedCount = valid
        forgedCount[8] = 0xAF
        forgedCount[9...10] = [0x12, 0x7F]
        func trailerEdit(_ bytes: [UInt8], at position: Int, _ replacement: [UInt8]) -> [UInt8] {
            var edited = bytes
            let start = edited.count - 32 + position
            edited.replaceSubrange(start..<(start + replacement.count), with: replacement)
            return edited
        }
        let hugeDictionary = binary([[0xDF, 0x13, 0x10, 0, 0, 0, 0, 0, 0, 0]])
        let hugeData = binary([[0x4F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])
        let hugeUTF16 = binary([[0x6F, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]])
        let negativeLength = binary([[0x5F, 0x13, 0x80, 0, 0, 0, 0, 0, 0, 0]])
        // Each array holds two references to the next, so 24 levels unfold into 2^24 values.
        let doubling = binary((0..<24).map { level in [0xA2, UInt8(level + 1), UInt8(level + 1)] } + [[0x09]])
        return [
            PlistCase(name: "too short", input: Array("bplist00".utf8) + [0xD0],
                      expected: "form.plist: error: invalid property list: the file of 9 bytes is too short for a binary property list"),
            PlistCase(name: "other version", input: Array("bplist15".utf8) + Array(repeating: 0, count: 40),
                      expected: "form.plist: error: invalid property list: unsupported binary property list version 'bplist15', expected bplist00"),
            PlistCase(name: "magic only", input: Array("bplist".utf8),
                      expected: "form.plist: error: invalid property list: the file of 6 bytes is too short for a binary property list"),
            // Cut short, the last 32 bytes are no longer the trailer: here the offset table's
            // last entry (11) is read as the reference size.
            PlistCase(name: "truncated file", input: Array(valid.dropLast(9)),
                      expected: "form.plist: error: invalid property list: bad trailer: object reference size 11, expected 1 to 8"),
            PlistCase(name: "truncated to the header", input: Array(valid.prefix(30)),
                      expected: "form.plist: error: invalid property list: the file of 30 bytes is too short for a binary property list"),
            PlistCase(name: "bad offset size", input: trailerEdit(valid, at: 6, [9]),
                      expected: "form.plist: error: invalid property list: bad trailer: offset size 9, expected 1 to 8"),
            PlistCase(name: "bad reference size", input: trailerEdit(valid, at: 7, [0]),
                      expected: "form.plist: error: invalid property list: bad trailer: object reference size 0, expected 1 to 8"),
            PlistCase(name: "no objects", input: trailerEdit(valid, at: 8, Array(repeating: 0, count: 8)),
                      expected: "form.plist: error: invalid property list: bad trailer: no objects"),
            PlistCase(name: "forged object count", input: trailerEdit(valid, at: 8, Array(repeating: 0xFF, count: 8)),
                      expected: "form.plist: error: invalid property list: bad trailer: 18446744073709551615 objects need an offset table longer than the file"),
            PlistCase(name: "top object out of range", input: trailerEdit(valid, at: 23, [3]),
                      expected: "form.plist: error: invalid property list: bad trailer: top object 3 is not among the 3 objects"),
            PlistCase(name: "offset table past the end", input: trailerEdit(valid, at: 24, [0x7F, 0, 0, 0, 0, 0, 0, 0]),
                      expected: "form.plist: error: invalid property list: bad trailer: offset table at 9151314442816847872 lies outside the object area"),
            PlistCase(name: "offset table in the header", input: trailerEdit(valid, at: 31, [8]),
                      expected: "form.plist: error: invalid property list: bad trailer: offset table at 8 lies outside the object area"),
            PlistCase(name: "object offset out of range", input: binary([[0xA1, 1], [0x09]], offsets: [8, 200]),
                      expected: "form.plist: error: invalid property list: object 1 is at offset 200, outside the object area (at /0)"),
            PlistCase(name: "object offset in the offset table", input: binary([[0xA1, 1], [0x09]], offsets: [8, 11]),
                      expected: "form.plist: error: invalid property list: object 1 is at offset 11, outside the object area (at /0)"),
            PlistCase(name: "reference out of range", input: binary([[0xA2, 1, 7], [0x09]]),
                      expected: "form.plist: error: invalid property list: reference to object 7, but there are only 2 objects (at /)"),
            PlistCase(name: "array containing itself", input: binary([[0xA1, 0]]),
                      expected: "form.plist: error: invalid property list: object 0 contains itself (at /0)"),
            PlistCase(name: "cycle through a dictionary", input: binary([[0xA1, 1], [0xD1, 2, 0], ascii("k")]),
                      expected: "form.plist: error: invalid property list: object 0 contains itself (at /0/k)"),
            PlistCase(name: "forged array count", input: forgedCount,
                      expected: "form.plist: error: invalid property list: array of object 0 runs past the end of the object area (at /)"),
            PlistCase(name: "forged dictionary count", input: hugeDictionary,
                      expected: "form.plist: error: invalid property list: dictionary of object 0 runs past the end of the object area (at /)"),
            PlistCase(name: "forged data length", input: hugeData,
                      expected: "form.plist: error: invalid property list: data of object 0 runs past the end of the object area (at /)"),
            PlistCase(name: "forged UTF-16 length", input: hugeUTF16,
                      expected: "form.plist: error: invalid property list: string of object 0 runs past the end of the object area (at /)"),
            PlistCase(name: "negative length", input: negativeLength,
                      expected: "form.plist: error: invalid property list: object 0 has a negative length (at /)"),
            PlistCase(name: "length marker that is not an integer", input: binary([[0x5F, 0x22, 0, 0, 0, 0]]),
                      expected: "form.plist: error: invalid property list: object 0 has a malformed length (marker 0x22) (at /)"),
            PlistCase(name: "integer cut by the offset table", input: binary([[0x13, 0, 0]]),
                      expected: "form.plist: error: invalid property list: value of object 0 runs past the end of the object area (at /)"),
            PlistCase(name: "sixteen-byte integer", input: binary([[0x14] + Array(repeating: 0, count: 16)]),
                      expected: "form.plist: error: invalid property list: integer of 16 bytes in object 0 is not supported (at /)"),
            PlistCase(name: "nan", input: binary([[0x23] + bigEndian(Double.nan.bitPattern, size: 8)]),
                      expected: "form.plist: error: invalid property list: real 'nan' in object 0 is not a finite number (at /)"),
            PlistCase(name: "date too far out", input: binary([date(1e15)]),
                      expected: "form.plist: error: invalid property list: date in object 0 is outside the years 1 to 9999 (at /)"),
            PlistCase(name: "UID", input: binary([[0xD1, 1, 2], ascii("$top"), [0x80, 0x01]]),
                      expected: "form.plist: error: invalid property list: object 2 is a UID, which only keyed archives use; a form cannot hold one (at /$top)"),
            PlistCase(name: "set", input: binary([[0xC1, 1], [0x09]]),
                      expected: "form.plist: error: invalid property list: object 0 at offset 8 has an unsupported marker 0xC1 (at /)"),
            PlistCase(name: "fill byte", input: binary([[0x0F]]),
                      expected: "form.plist: error: invalid property list: object 0 at offset 8 has an unsupported marker 0x0F (at /)"),
            PlistCase(name: "key that is not a string", input: binary([[0xD1, 1, 1], [0x10, 0x01]]),
                      expected: "form.plist: error: invalid property list: dictionary key 0 (object 1) is not a string (at /)"),
            PlistCase(name: "non-ASCII byte in an ASCII string", input: binary([[0xA1, 1], [0x52, 0x61, 0xE9]]),
                      expected: "form.plist: error: invalid property list: ASCII string in object 1 holds a byte above 0x7F (at /0)"),
            PlistCase(name: "unpaired surrogate", input: binary([[0x61, 0xD8, 0x3D]]),
                      expected: "form.plist: error: invalid property list: UTF-16 string in object 0 holds an unpaired surrogate (at /)"),
            PlistCase(name: "objects shared into a huge tree", input: doubling,
                      expected: "form.plist: error: invalid property list: objects are shared so often that the tree would hold more than \(doubling.count) values (at /0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/1/1/1/1)"),
            PlistCase(name: "nesting past the limit", input: binary([[0xA1, 1], [0xA1, 2], [0xD1, 3, 4], ascii("k"), [0xA0]]),
                      expected: "form.plist: error: nesting deeper than 2 levels (at /0/0)",
                      limits: PropertyListXMLReaderTests.shallow),
        ]
    }()

    @Test(arguments: errors) func reportsErrors(_ testCase: PlistCase) {
        #expect(read(testCase.input, limits: testCase.limits) == testCase.expected)
    }

    @Test func neverCrashesOnTruncationsOrByteFlips() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let bytes = Array(try encoder.encode(SampleForm.value))
        for length in 0..<bytes.count {
            _ = read(Array(bytes.prefix(length)))
        }
        for position in bytes.indices {
            for flip: UInt8 in [0x01, 0x0F, 0x80, 0xFF] {
                var mutated = bytes
                mutated[position] ^= flip
                _ = read(mutated)
            }
        }
    }
}

// MARK: - Building inputs

/// A `bplist00` file holding `objects` (each already encoded with its marker), with one-byte
/// references unless told otherwise; `offsets` replaces the computed offset table.
fileprivate func binary(_ objects: [[UInt8]], top: UInt64 = 0, offsetSize: Int = 1, referenceSize: Int = 1,
            offsets: [UInt64]? = nil) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var computed: [UInt64] = []
    for object in objects {
        computed.append(UInt64(bytes.count))
        bytes += widened(object, referenceSize: referenceSize)
    }
    let tableOffset = UInt64(bytes.count)
    for offset in offsets ?? computed { bytes += bigEndian(offset, size: offsetSize) }
    bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    bytes += bigEndian(UInt64(objects.count), size: 8) + bigEndian(top, size: 8) + bigEndian(tableOffset, size: 8)
    return bytes
}

/// With references wider than one byte, an array or dictionary written with one-byte
/// references gets each widened (counts up to 14 only, as the tests use).
fileprivate func widened(_ object: [UInt8], referenceSize: Int) -> [UInt8] {
    guard referenceSize > 1, let marker = object.first, marker >> 4 == 0xA || marker >> 4 == 0xD,
          marker & 0x0F != 0x0F else { return object }
    return [marker] + object.dropFirst().flatMap { bigEndian(UInt64($0), size: referenceSize) }
}

fileprivate func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
}

fileprivate func ascii(_ text: String) -> [UInt8] {
    [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
}

fileprivate func utf16(_ text: String) -> [UInt8] {
    let units = Array(text.utf16)
    return [0x60 | UInt8(units.count)] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
}

fileprivate func date(_ secondsSince2001: Double) -> [UInt8] {
    [0x33] + bigEndian(secondsSince2001.bitPattern, size: 8)
}

/// A form-shaped value for Foundation's encoder, and how it reads with sorted keys.
fileprivate enum SampleForm {
    struct Form: Encodable {
        var askform = 1
        var title = "Trip 北京"
        var ratio = 0.25
        var sections: [Section]
    }

    struct Section: Encodable {
        var id: String
        var required: Bool
        var rows: [Row]
    }

    struct Row: Encodable {
        var key: String
        var min: Int
        var big: Int
        var depart: Date
        var blob: Data
    }

    fileprivate static let value = Form(sections: [
        Section(id: "traveller", required: true, rows: [
            Row(key: "age", min: -5, big: 1 << 40, depart: Date(timeIntervalSince1970: 1_767_225_600), blob: Data([1, 2, 3])),
            Row(key: "名前", min: 0, big: 255, depart: Date(timeIntervalSince1970: 0), blob: Data()),
        ]),
    ])

    fileprivate static let rendered = #"{"askform": 1, "ratio": 0.25, "sections": [{"id": "traveller", "required": true, "rows": ["#
        + #"{"big": 1099511627776, "blob": data(3), "depart": date(2026-01-01T00:00:00Z), "key": "age", "min": -5}, "#
        + #"{"big": 255, "blob": data(0), "depart": date(1970-01-01T00:00:00Z), "key": "名前", "min": 0}]}], "title": "Trip 北京"}"#
}
