import AskCore
import AskImport
import Testing

/// A source and the error it should give: problem, line, column and pointer.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let source: [UInt8]
    let expected: YAMLReadError

    init(_ text: String, _ problem: YAMLProblem, _ line: Int, _ column: Int, _ pointer: String?) {
        self.init(bytes: Array(text.utf8), problem, line, column, pointer)
    }

    init(bytes: [UInt8], _ problem: YAMLProblem, _ line: Int, _ column: Int, _ pointer: String?) {
        source = bytes
        expected = YAMLReadError(problem, at: SourceLocation(line: line, column: column), pointer: pointer)
    }

    var testDescription: String { String(decoding: source, as: UTF8.self).debugDescription }
}

private let small = SourceLimits(maxFileBytes: 100, maxDepth: 3, maxRows: 10, maxOptions: 10)

@Suite struct YAMLReaderErrorTests {
    @Test(arguments: [
        // The bytes.
        ErrorCase(bytes: Array("a: ".utf8) + [0xFF], .invalidUTF8, 1, 4, nil),
        ErrorCase(bytes: Array("a: b\nc: ".utf8) + [0xE6, 0x97], .invalidUTF8, 2, 4, nil),
        ErrorCase(bytes: Array("é: ".utf8) + [0xED, 0xA0, 0x80], .invalidUTF8, 1, 4, nil),
        ErrorCase(bytes: [0xFF, 0xFE, 0x61, 0x00], .unsupportedEncoding("UTF-16LE"), 1, 1, nil),
        ErrorCase(bytes: [0xFE, 0xFF, 0x00, 0x61], .unsupportedEncoding("UTF-16BE"), 1, 1, nil),
        ErrorCase("a: 1\n\u{FEFF}b: 2", .byteOrderMarkInside, 2, 1, nil),
        ErrorCase("a: 1\r\u{FEFF}b: 2", .byteOrderMarkInside, 2, 1, nil),
        ErrorCase("a: \u{07}", .controlCharacter(7), 1, 4, nil),
        ErrorCase("a: 'x\u{7F}'", .controlCharacter(0x7F), 1, 6, nil),
        ErrorCase("a: \"é\u{9B}\"", .controlCharacter(0x9B), 1, 6, nil),
        // U+0085 ends a line, as libyaml counts lines.
        ErrorCase("a: \"\u{85}\u{9B}\"", .controlCharacter(0x9B), 2, 1, nil),
        ErrorCase("a: 1\u{0}", .controlCharacter(0), 1, 5, nil),
        // Syntax, as libyaml finds it.
        ErrorCase("a:\n\tb: 1\n", .syntax(.tabIndentation), 2, 1, "/a"),
        ErrorCase("- a\n-\t- b\n", .syntax(.tabIndentation), 2, 2, "/1"),
        ErrorCase("名前: \"山田\nb: 2\n", .syntax(.unterminatedQuote), 1, 5, "/名前"),
        ErrorCase("a: 'x", .syntax(.unterminatedQuote), 1, 4, "/a"),
        ErrorCase("a: b: c\n", .syntax(.mappingValueNotAllowed), 1, 5, ""),
        ErrorCase("a: 1\n- b\n", .syntax(.keyExpected), 2, 1, ""),
        ErrorCase("key: - a\n", .syntax(.sequenceEntryNotAllowed), 1, 6, "/key"),
        ErrorCase("- a\nb: 1\n", .syntax(.entryExpected), 2, 1, "/1"),
        ErrorCase("a: [1, 2\n", .syntax(.flowSequenceUnclosed), 2, 1, "/a/2"),
        // The end of a file without a final line break is the end of its last line.
        ErrorCase("a: 1\n---Jb: 2\n.inf", .syntax(.colonMissing), 3, 5, ""),
        ErrorCase("a: [1, 2", .syntax(.flowSequenceUnclosed), 1, 9, "/a/2"),
        ErrorCase("a: {b: 1\n", .syntax(.flowMappingUnclosed), 2, 1, "/a"),
        ErrorCase("a:\n  b: 1\n c: 2\n", .syntax(.keyExpected), 3, 2, ""),
        ErrorCase("a: @x\n", .syntax(.invalidCharacter(0x40)), 1, 4, "/a"),
        ErrorCase("a: 漢字\n`b`: 2\n", .syntax(.invalidCharacter(0x60)), 2, 1, ""),
        ErrorCase(#"a: "\q""#, .syntax(.unknownEscape), 1, 5, "/a"),
        ErrorCase(#"a: "\ud800""#, .syntax(.invalidUnicodeEscape), 1, 7, "/a"),
        ErrorCase("a: &\n", .syntax(.invalidAnchorName), 1, 5, "/a"),
        ErrorCase("- [a,\n- b\n", .syntax(.valueExpected), 2, 1, "/0/1"),
        // One document.
        ErrorCase("a: 1\n---\nb: 2\n", .severalDocuments, 2, 1, nil),
        ErrorCase("a: 1\n...\nb: 2\n", .severalDocuments, 3, 1, nil),
        ErrorCase("--- 1\n--- 2\n", .severalDocuments, 2, 1, nil),
        ErrorCase("%YAML 1.2\na: 1\n", .syntax(.documentStartMissing), 2, 1, ""),
        ErrorCase("%TAG ! tag:example.com,2000:\n ", .syntax(.documentStartMissing), 2, 2, ""),
        // Tags outside the core schema, and core tags on values they do not fit.
        ErrorCase("!custom x", .unsupportedTag("!custom"), 1, 1, ""),
        ErrorCase("a: !!python/object:os.system x", .unsupportedTag("!!python/object:os.system"), 1, 4, "/a"),
        ErrorCase("- !!binary aGk=", .unsupportedTag("!!binary"), 1, 3, "/0"),
        ErrorCase("a: !!timestamp 2026-01-01", .unsupportedTag("!!timestamp"), 1, 4, "/a"),
        ErrorCase("a: !tag {}", .unsupportedTag("!tag"), 1, 4, "/a"),
        ErrorCase("!!int abc", .tagMismatch(tag: "!!int", value: "abc"), 1, 1, ""),
        ErrorCase("!!int 1.5", .tagMismatch(tag: "!!int", value: "1.5"), 1, 1, ""),
        ErrorCase("!!bool yes", .tagMismatch(tag: "!!bool", value: "yes"), 1, 1, ""),
        ErrorCase("!!null 0", .tagMismatch(tag: "!!null", value: "0"), 1, 1, ""),
        ErrorCase("!!map x", .tagMismatch(tag: "!!map", value: "x"), 1, 1, ""),
        ErrorCase("!!str [1]", .tagMismatch(tag: "!!str", value: "[…]"), 1, 1, ""),
        ErrorCase("!!map [1]", .tagMismatch(tag: "!!map", value: "[…]"), 1, 1, ""),
        ErrorCase("!!float .inf", .numberNotFinite(".inf"), 1, 1, ""),
        // Aliases and keys.
        ErrorCase("a: *x", .undefinedAlias("x"), 1, 4, "/a"),
        ErrorCase("a: *x\nb: &x 1", .undefinedAlias("x"), 1, 4, "/a"),
        ErrorCase("a: &x [1, *x]", .aliasInsideItsAnchor("x"), 1, 11, "/a/1"),
        ErrorCase("a: &x {b: {c: *x}}", .aliasInsideItsAnchor("x"), 1, 15, "/a/b/c"),
        ErrorCase("? [a]\n: b\n", .keyNotScalar, 1, 3, ""),
        ErrorCase("{{a: 1}: b}", .keyNotScalar, 1, 2, ""),
        ErrorCase("- &m {a: 1}\n- {*m : v}\n", .keyNotScalar, 2, 4, "/1"),
        ErrorCase("a: {<<: 1}", .mergeValueNotMapping, 1, 9, "/a"),
        ErrorCase("a:\n  <<: [{b: 1}, 2]\n", .mergeValueNotMapping, 2, 16, "/a"),
    ])
    func errors(_ test: ErrorCase) {
        let actual = failure(test.source)
        #expect(actual == test.expected)
    }

    @Test(arguments: [
        ErrorCase(String(repeating: "a", count: 101), .fileTooLarge(bytes: 101, limit: 100), 0, 0, nil),
        ErrorCase("a: {b: {c: [1]}}", .nestingTooDeep(limit: 3), 1, 12, "/a/b/c"),
        ErrorCase("- - - - 1", .nestingTooDeep(limit: 3), 1, 7, "/0/0/0"),
        // An alias that would nest its copy too deep.
        ErrorCase("x: &d {a: {b: 1}}\ny: {z: *d}", .nestingTooDeep(limit: 3), 2, 8, "/y/z"),
        // 100 bytes allow 50 nodes: 13 before the aliases, 11 for each copy.
        ErrorCase("a: &a [1,1,1,1,1,1,1,1,1,1]\nb: [*a,*a,*a,*a,*a]\n", .tooManyNodes(limit: 50), 2, 14, "/b/3"),
    ])
    func limits(_ test: ErrorCase) {
        var expected = test.expected
        if expected.location == SourceLocation(line: 0, column: 0) { expected.location = nil }
        let actual = failure(test.source, limits: small)
        #expect(actual == expected)
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "\u{FEFF}"])
    func emptyFiles(_ source: String) {
        let actual = failure(Array(source.utf8))
        #expect(actual == YAMLReadError(.emptyFile, at: nil, pointer: nil))
    }

    /// Every document, each with its own anchors; empty and null documents are left out.
    @Test func parseDocumentsReadsEveryDocument() throws {
        let trees = try YAMLReader.parseDocuments(Array("a: &x 1\n---\n~\n---\n---\nb: 2\n...\n--- [3]\n".utf8))
        #expect(trees.map { JSONValue($0).serialized(pretty: false) } == [#"{"a":1}"#, #"{"b":2}"#, "[3]"])
        #expect(trees.map(\.location) == [SourceLocation(line: 1, column: 1), SourceLocation(line: 6, column: 1),
                                           SourceLocation(line: 8, column: 5)])
        #expect(try YAMLReader.parseDocuments([]).isEmpty)
        #expect(try YAMLReader.parseDocuments(Array("# only a comment\n".utf8)).isEmpty)
        // An anchor is the document's own: the next one cannot name it.
        #expect(throws: YAMLReadError.self) { try YAMLReader.parseDocuments(Array("a: &x 1\n---\nb: *x\n".utf8)) }
    }

    /// The classic "billion laughs": nine levels of ten aliases each, 10⁹ strings once expanded.
    @Test func billionLaughsIsRefusedAtOnce() {
        var source = "lol0: &lol0 \"lol\"\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*lol\(level - 1)", count: 10).joined(separator: ", ")
            source += "lol\(level): &lol\(level) [\(aliases)]\n"
        }
        let clock = ContinuousClock()
        var actual: YAMLReadError?
        let elapsed = clock.measure { actual = failure(Array(source.utf8)) }
        // Levels 0 to 7 hold 12,345,679 nodes; the first copy of level 7 (11,111,111 more) crosses 16,777,216.
        let column = "lol8: &lol8 [".unicodeScalars.count + 1
        #expect(actual == YAMLReadError(.tooManyNodes(limit: 16_777_216), at: SourceLocation(line: 9, column: column),
                                        pointer: "/lol8/0"))
        #expect(elapsed < .seconds(1), "took \(elapsed)")
    }

    /// Aliases within the bound are copies that share storage: 10⁶ strings from a 300-byte file.
    @Test func sixLevelsOfLaughsReadAsAMillionStrings() throws {
        var source = "l0: &l0 x\n"
        for level in 1...6 {
            source += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let tree = try YAMLReader.parse(Array(source.utf8))
        func strings(_ node: SourceNode) -> Int {
            switch node.value {
            case .object(let members): members.reduce(0) { $0 + strings($1.value) }
            case .array(let elements): elements.reduce(0) { $0 + strings($1) }
            default: 1
            }
        }
        #expect(strings(tree) == 1_111_111)
    }

    @Test func messagesInEnglish() {
        let examples: [(YAMLReadError, String)] = [
            (YAMLReadError(.syntax(.tabIndentation), at: SourceLocation(line: 2, column: 1), pointer: "/a"),
             "2:1: a tab in indentation; YAML indents with spaces (at /a)"),
            (YAMLReadError(.unsupportedTag("!custom"), at: SourceLocation(line: 1, column: 1), pointer: ""),
             "1:1: unsupported tag '!custom' (the YAML 1.2 core schema: !!str, !!int, !!float, !!bool, !!null, !!seq, !!map) (at /)"),
            (YAMLReadError(.severalDocuments, at: SourceLocation(line: 2, column: 1), pointer: nil),
             "2:1: a second YAML document; a form file holds one (remove this '---' and what follows)"),
            (YAMLReadError(.tooManyNodes(limit: 50), at: SourceLocation(line: 2, column: 14), pointer: "/b/3"),
             "2:14: aliases expand to more than 50 values (at /b/3)"),
            (YAMLReadError(.syntax(.invalidCharacter(0x60)), at: nil, pointer: nil), "'`' cannot start a value here (quote the value)"),
            (YAMLReadError(.emptyFile, at: nil, pointer: nil), "the file holds no YAML document"),
        ]
        for (error, message) in examples {
            #expect(error.description == message)
        }
    }
}
