import Testing
@testable import AskCore

/// A compact rendering of a tree with every position: `{"a"@1:2: 1@1:7}@1:1`.
private func render(_ node: SourceNode) -> String {
    let at = node.location.map { "@\($0)" } ?? ""
    switch node.value {
    case .object(let members):
        let inner = members.map { member in
            member.key.debugDescription + (member.keyLocation.map { "@\($0)" } ?? "") + ": " + render(member.value)
        }
        return "{" + inner.joined(separator: ", ") + "}" + at
    case .array(let elements):
        return "[" + elements.map(render).joined(separator: ", ") + "]" + at
    case .string(let string): return string.debugDescription + at
    case .number(let text): return text + at
    case .bool(let bool): return "\(bool)" + at
    case .null: return "null" + at
    case .date(let text): return "date(\(text))" + at
    case .data(let count): return "data(\(count))" + at
    }
}

private func parsed(_ text: String, limits: SourceLimits = .standard) throws -> String {
    render(try JSONReader.parse(Array(text.utf8), limits: limits))
}

/// The error parsing `bytes` throws, or `nil` when it parses.
private func failure(_ bytes: [UInt8], limits: SourceLimits = .standard) -> Diagnostic? {
    do {
        _ = try JSONReader.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

private func failure(_ text: String, limits: SourceLimits = .standard) -> Diagnostic? {
    failure(Array(text.utf8), limits: limits)
}

struct ErrorCase: Sendable, CustomTestStringConvertible {
    let source: [UInt8]
    let expected: Diagnostic

    init(_ text: String, _ problem: FormProblem, _ line: Int, _ column: Int, _ pointer: String) {
        self.init(bytes: Array(text.utf8), problem, line, column, pointer)
    }

    init(bytes: [UInt8], _ problem: FormProblem, _ line: Int, _ column: Int, _ pointer: String) {
        source = bytes
        expected = Diagnostic(problem, at: SourceLocation(line: line, column: column), pointer: pointer)
    }

    var testDescription: String { String(decoding: source, as: UTF8.self).debugDescription }
}

struct ValidCase: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: String

    init(_ source: String, _ expected: String) {
        self.source = source
        self.expected = expected
    }

    var testDescription: String { source.debugDescription }
}

private let small = SourceLimits(maxFileBytes: 1_000, maxDepth: 3, maxRows: 10, maxOptions: 10)

@Suite struct JSONReaderTests {
    // MARK: Valid documents

    @Test(arguments: [
        ValidCase("{}", "{}@1:1"),
        ValidCase("[]", "[]@1:1"),
        ValidCase("  {\"a\": 1}", #"{"a"@1:4: 1@1:9}@1:3"#),
        ValidCase("\"top\"", #""top"@1:1"#),
        ValidCase("42", "42@1:1"),
        ValidCase(" null ", "null@1:2"),
        ValidCase("[true,false,null]", "[true@1:2, false@1:7, null@1:13]@1:1"),
        ValidCase("[1, -2.5, 1e3, 0, -0, 1E+2, 3.25e-10]",
                  "[1@1:2, -2.5@1:5, 1e3@1:11, 0@1:16, -0@1:19, 1E+2@1:23, 3.25e-10@1:29]@1:1"),
        ValidCase("[123456789012345678901234567890, 0.0, 10]",
                  "[123456789012345678901234567890@1:2, 0.0@1:34, 10@1:39]@1:1"),
        ValidCase("{\n  \"sections\": [\n    {\"id\": \"a\", \"rows\": []}\n  ]\n}",
                  #"{"sections"@2:3: [{"id"@3:6: "a"@3:12, "rows"@3:17: []@3:25}@3:5]@2:15}@1:1"#),
        ValidCase("{\"a\": 1, \"a\": 2, \"b\": 3}", #"{"a"@1:2: 1@1:7, "a"@1:10: 2@1:15, "b"@1:18: 3@1:23}@1:1"#),
        ValidCase("{\"名前\": \"太郎\", \"b\": [1]}", #"{"名前"@1:2: "太郎"@1:8, "b"@1:14: [1@1:20]@1:19}@1:1"#),
        ValidCase("[\"😀é\", {\"中\": true}]", #"["😀é"@1:2, {"中"@1:9: true@1:14}@1:8]@1:1"#),
        ValidCase("{\r\n  \"a\": 1,\r\n  \"b\": true\r\n}\r\n", #"{"a"@2:3: 1@2:8, "b"@3:3: true@3:8}@1:1"#),
        ValidCase("\u{FEFF}{\"a\": 1}", #"{"a"@1:2: 1@1:7}@1:1"#),
        ValidCase("\u{FEFF}\n [2]", "[2@2:3]@2:2"),
        ValidCase("\t[ 1 ,\n\t2 ]\n", "[1@1:4, 2@2:2]@1:2"),
        ValidCase("{\"a\": {}, \"b\": [[], {}], \"\": \"\"}",
                  #"{"a"@1:2: {}@1:7, "b"@1:11: [[]@1:17, {}@1:21]@1:16, ""@1:26: ""@1:30}@1:1"#),
    ])
    func validDocument(_ validCase: ValidCase) throws {
        #expect(try parsed(validCase.source) == validCase.expected)
    }

    @Test(arguments: [
        (#""a\"b""#, "a\"b"),
        (#""\\\/""#, "\\/"),
        (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u4E2D""#, "é中"),
        (#""\ud83d\ude00 \uD834\uDD1E""#, "😀 𝄞"),
        (#""x\u0000y""#, "x\u{0}y"),
        (#""plain 中文 😀 ~/""#, "plain 中文 😀 ~/"),
        (#""mixed \n 中 \u0041 end""#, "mixed \n 中 A end"),
        (#""""#, ""),
        (#""\u007f\u0080\u07FF\u0800\uFFFF""#, "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}"),
        (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
    ])
    func stringValue(source: String, expected: String) throws {
        let node = try JSONReader.parse(Array(source.utf8))
        #expect(node.stringValue == expected)
    }

    @Test func numbersKeepTheirText() throws {
        let node = try JSONReader.parse(Array(#"{"n": 1e3, "m": -0.50}"#.utf8))
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members[0].value.integerValue == 1000)
        guard case .number(let text) = members[1].value.value else {
            Issue.record("not a number")
            return
        }
        #expect(text == "-0.50")
    }

    // MARK: Errors

    @Test(arguments: [
        // Structure.
        ErrorCase("{", .unexpectedEnd(expected: .keyOrEndOfObject), 1, 2, ""),
        ErrorCase("[", .unexpectedEnd(expected: .valueOrEndOfArray), 1, 2, "/0"),
        ErrorCase("{\"a\": 1", .unexpectedEnd(expected: .commaOrEndOfObject), 1, 8, ""),
        ErrorCase("{\"a\": ", .unexpectedEnd(expected: .value), 1, 7, "/a"),
        ErrorCase("{\"a\"", .unexpectedEnd(expected: .colon), 1, 5, "/a"),
        ErrorCase("[1,\n", .unexpectedEnd(expected: .value), 2, 1, "/1"),
        ErrorCase("{\"a\" 1}", .unexpectedCharacter(found: .text("1"), expected: .colon), 1, 6, "/a"),
        ErrorCase("{\"a\": 1,}", .unexpectedCharacter(found: .text("}"), expected: .key), 1, 9, ""),
        ErrorCase("{\"a\": 1 \"b\": 2}", .unexpectedCharacter(found: .text("\""), expected: .commaOrEndOfObject), 1, 9, ""),
        ErrorCase("{a: 1}", .unexpectedCharacter(found: .text("a"), expected: .keyOrEndOfObject), 1, 2, ""),
        ErrorCase("{'a': 1}", .unexpectedCharacter(found: .text("'"), expected: .keyOrEndOfObject), 1, 2, ""),
        ErrorCase("{“a”: 1}", .unexpectedCharacter(found: .text("“"), expected: .keyOrEndOfObject), 1, 2, ""),
        ErrorCase("[1, 2,]", .unexpectedCharacter(found: .text("]"), expected: .value), 1, 7, "/2"),
        ErrorCase("[1 2]", .unexpectedCharacter(found: .text("2"), expected: .commaOrEndOfArray), 1, 4, ""),
        ErrorCase("[}", .unexpectedCharacter(found: .text("}"), expected: .valueOrEndOfArray), 1, 2, "/0"),
        ErrorCase("{\"rows\": [1, 2}", .unexpectedCharacter(found: .text("}"), expected: .commaOrEndOfArray), 1, 15, "/rows"),
        ErrorCase("{\"a\": yes}", .unexpectedCharacter(found: .text("yes"), expected: .value), 1, 7, "/a"),
        ErrorCase("[True]", .unexpectedCharacter(found: .text("True"), expected: .literal("true")), 1, 2, "/0"),
        ErrorCase("[nul]", .unexpectedCharacter(found: .text("nul"), expected: .literal("null")), 1, 2, "/0"),
        ErrorCase("{\"a\": FALSE}", .unexpectedCharacter(found: .text("FALSE"), expected: .literal("false")), 1, 7, "/a"),
        ErrorCase("[no]", .unexpectedCharacter(found: .text("no"), expected: .valueOrEndOfArray), 1, 2, "/0"),
        ErrorCase("[truex]", .unexpectedCharacter(found: .text("truex"), expected: .valueOrEndOfArray), 1, 2, "/0"),
        ErrorCase("[\u{0}]", .unexpectedCharacter(found: .byte(0x00), expected: .valueOrEndOfArray), 1, 2, "/0"),
        ErrorCase("[\u{C}]", .unexpectedCharacter(found: .byte(0x0C), expected: .valueOrEndOfArray), 1, 2, "/0"),
        ErrorCase("[\u{A0}1]", .unexpectedCharacter(found: .character(0x00A0), expected: .valueOrEndOfArray), 1, 2, "/0"),
        ErrorCase("[1,\u{FEFF}2]", .unexpectedCharacter(found: .character(0xFEFF), expected: .value), 1, 4, "/1"),
        ErrorCase("{\n  \"rows\": [\n    {\"k\": 1},\n    {\"k\": }\n  ]\n}",
                  .unexpectedCharacter(found: .text("}"), expected: .value), 4, 11, "/rows/1/k"),
        ErrorCase("{\"a/b\": {\"c~d\": x}}", .unexpectedCharacter(found: .text("x"), expected: .value), 1, 17, "/a~1b/c~0d"),
        ErrorCase("{\"名前\": x}", .unexpectedCharacter(found: .text("x"), expected: .value), 1, 8, "/名前"),
        ErrorCase("[\"😀\", x]", .unexpectedCharacter(found: .text("x"), expected: .value), 1, 7, "/1"),
        ErrorCase("{\r\n\"a\": 1,\r\n\"b\" 2}", .unexpectedCharacter(found: .text("2"), expected: .colon), 3, 5, "/b"),
        // After the top value.
        ErrorCase("{\"a\": 1} x", .trailingContent(found: .text("x")), 1, 10, ""),
        ErrorCase("{}}", .trailingContent(found: .text("}")), 1, 3, ""),
        ErrorCase("[1]\n\n  ,", .trailingContent(found: .text(",")), 3, 3, ""),
        ErrorCase("1 2", .trailingContent(found: .text("2")), 1, 3, ""),
        // Numbers.
        ErrorCase("[01]", .invalidNumber("01"), 1, 2, "/0"),
        ErrorCase("[-01]", .invalidNumber("-01"), 1, 2, "/0"),
        ErrorCase("[+1]", .invalidNumber("+1"), 1, 2, "/0"),
        ErrorCase("[.5]", .invalidNumber(".5"), 1, 2, "/0"),
        ErrorCase("[1.]", .invalidNumber("1."), 1, 2, "/0"),
        ErrorCase("[1.e3]", .invalidNumber("1.e3"), 1, 2, "/0"),
        ErrorCase("[1e]", .invalidNumber("1e"), 1, 2, "/0"),
        ErrorCase("[1e+]", .invalidNumber("1e+"), 1, 2, "/0"),
        ErrorCase("[-]", .invalidNumber("-"), 1, 2, "/0"),
        ErrorCase("[0x1F]", .invalidNumber("0x1F"), 1, 2, "/0"),
        ErrorCase("[1.2.3]", .invalidNumber("1.2.3"), 1, 2, "/0"),
        ErrorCase("[1x]", .invalidNumber("1x"), 1, 2, "/0"),
        ErrorCase("[NaN]", .invalidNumber("NaN"), 1, 2, "/0"),
        ErrorCase("[-Infinity]", .invalidNumber("-Infinity"), 1, 2, "/0"),
        ErrorCase("{\"n\": -", .invalidNumber("-"), 1, 7, "/n"),
        // Strings.
        ErrorCase("{\"a\": \"b\\q\"}", .invalidEscape("\\q"), 1, 9, "/a"),
        ErrorCase("[\"\\é\"]", .invalidEscape("\\é"), 1, 3, "/0"),
        ErrorCase("{\"a\\x\": 1}", .invalidEscape("\\x"), 1, 4, ""),
        ErrorCase("[\"\\u12G4\"]", .invalidEscape("\\u12G4"), 1, 3, "/0"),
        ErrorCase("[\"\\u12\"]", .invalidEscape("\\u12"), 1, 3, "/0"),
        ErrorCase("[\"\\u", .invalidEscape("\\u"), 1, 3, "/0"),
        ErrorCase("[\"\\uD800\"]", .invalidEscape("\\uD800"), 1, 3, "/0"),
        ErrorCase("[\"\\ud83dx\"]", .invalidEscape("\\ud83d"), 1, 3, "/0"),
        ErrorCase("[\"\\uD800\\u0041\"]", .invalidEscape("\\uD800"), 1, 3, "/0"),
        ErrorCase("[\"\\uD800\\uD800\"]", .invalidEscape("\\uD800"), 1, 3, "/0"),
        ErrorCase("[\"a\\uDC00\"]", .invalidEscape("\\uDC00"), 1, 4, "/0"),
        ErrorCase("[\"a\tb\"]", .controlCharacterInString(9), 1, 4, "/0"),
        ErrorCase("[\"a\u{0}\"]", .controlCharacterInString(0), 1, 4, "/0"),
        ErrorCase("[\"a\u{1F}\"]", .controlCharacterInString(0x1F), 1, 4, "/0"),
        ErrorCase("[\"a\r\"]", .controlCharacterInString(0x0D), 1, 4, "/0"),
        ErrorCase("[\"\\\t\"]", .controlCharacterInString(9), 1, 4, "/0"),
        ErrorCase("{\"title\": \"abc\n}", .unexpectedCharacter(found: .endOfLine, expected: .closingQuote),
                  1, 15, "/title"),
        ErrorCase("{\"title\": \"abc\r\n}", .unexpectedCharacter(found: .endOfLine, expected: .closingQuote),
                  1, 15, "/title"),
        ErrorCase("[\"abc", .unexpectedEnd(expected: .closingQuote), 1, 6, "/0"),
        ErrorCase("[\"abc\\", .unexpectedEnd(expected: .closingQuote), 1, 7, "/0"),
        ErrorCase("{\"ab", .unexpectedEnd(expected: .closingQuote), 1, 5, ""),
    ])
    func syntaxError(_ errorCase: ErrorCase) {
        #expect(failure(errorCase.source) == errorCase.expected)
    }

    @Test(arguments: ["", " \n\t\r\n", "\u{FEFF}", "\u{FEFF}  \n"])
    func emptyFile(source: String) {
        #expect(failure(source) == Diagnostic(.emptyFile, at: nil, pointer: nil))
    }

    @Test func fileTooLarge() throws {
        let limits = SourceLimits(maxFileBytes: 10, maxDepth: 3, maxRows: 10, maxOptions: 10)
        #expect(try parsed("[1,2,3,45]", limits: limits) == "[1@1:2, 2@1:4, 3@1:6, 45@1:8]@1:1")
        #expect(failure("[1,2,3,456]", limits: limits)
                == Diagnostic(.fileTooLarge(bytes: 11, limit: 10), at: nil, pointer: nil))
    }

    @Test func renderedMessages() {
        let cases: [(String, String)] = [
            ("{\"rows\": [1, 2,]}", "f.json:1:16: error: unexpected ']', expected a value (at /rows/2)"),
            ("{\"a\": 1} x", "f.json:1:10: error: unexpected 'x' after the end of the form (at /)"),
            ("{\"t\": \"abc\n\"}",
             "f.json:1:11: error: unexpected end of line, expected '\"' to close the string (at /t)"),
            ("[", "f.json:1:2: error: unexpected end of file, expected a value or ']' (at /0)"),
        ]
        for (source, expected) in cases {
            #expect(failure(source)?.rendered(file: "f.json") == expected)
        }
    }

    // MARK: UTF-8

    @Test(arguments: [
        ErrorCase(bytes: Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0x80] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xC0, 0x80] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xC1, 0xBF] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xE0, 0x80, 0x80] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xF0, 0x80, 0x80, 0x80] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xF5, 0x80, 0x80, 0x80] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xE4, 0xB8] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("[\"a".utf8) + [0xF0, 0x9F, 0x98], .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("{\"k\": [0, \"中文".utf8) + [0xFF] + Array("\"]}".utf8), .invalidUTF8, 1, 14, "/k/1"),
        ErrorCase(bytes: Array("[\"\\".utf8) + [0xFF] + Array("\"]".utf8), .invalidUTF8, 1, 4, "/0"),
        ErrorCase(bytes: Array("{\"".utf8) + [0xC0, 0xAF] + Array("\": 1}".utf8), .invalidUTF8, 1, 3, ""),
        ErrorCase(bytes: Array("[".utf8) + [0xFF] + Array("]".utf8), .invalidUTF8, 1, 2, "/0"),
        ErrorCase(bytes: Array("{\"a\": 1,".utf8) + [0x80], .invalidUTF8, 1, 9, ""),
        ErrorCase(bytes: Array("{}\n ".utf8) + [0xC3], .invalidUTF8, 2, 2, ""),
        ErrorCase(bytes: [0xEF, 0xBB], .invalidUTF8, 1, 1, ""),
    ])
    func invalidUTF8(_ errorCase: ErrorCase) {
        #expect(failure(errorCase.source) == errorCase.expected)
    }

    // MARK: Nesting

    @Test func nestingAtTheLimitParses() throws {
        #expect(try parsed("[[[]]]", limits: small) == "[[[]@1:3]@1:2]@1:1")
        #expect(try parsed("{\"a\": [{}]}", limits: small) == #"{"a"@1:2: [{}@1:8]@1:7}@1:1"#)
    }

    @Test func nestingPastTheLimitFails() {
        #expect(failure("[[[[]]]]", limits: small)
                == Diagnostic(.nestingTooDeep(limit: 3), at: SourceLocation(line: 1, column: 4), pointer: "/0/0/0"))
        #expect(failure("{\"a\": {\"b\": {\"c\": {}}}}", limits: small)
                == Diagnostic(.nestingTooDeep(limit: 3), at: SourceLocation(line: 1, column: 19), pointer: "/a/b/c"))
        #expect(failure("[1, [2, [3, [4]]]]", limits: small)
                == Diagnostic(.nestingTooDeep(limit: 3), at: SourceLocation(line: 1, column: 13), pointer: "/1/1/1"))
    }

    @Test func standardDepth() throws {
        let depth = SourceLimits.standard.maxDepth
        let atLimit = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try JSONReader.parse(Array(atLimit.utf8))
        let hostile = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = try #require(failure(hostile))
        #expect(error.problem == .nestingTooDeep(limit: depth))
        #expect(error.location == SourceLocation(line: 1, column: depth + 1))
    }

    /// Nesting costs heap, not call stack: a generous limit is safe.
    @Test func deepNestingDoesNotRecurse() throws {
        let depth = 100_000
        let limits = SourceLimits(maxFileBytes: 1 << 20, maxDepth: depth, maxRows: 10, maxOptions: 10)
        let source = [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
        var node = try JSONReader.parse(source, limits: limits)
        var levels = 1
        while case .array(let elements) = node.value, let first = elements.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)

        let broken = [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8(ascii: "x")]
        let error = try #require(failure(broken, limits: limits))
        #expect(error.location == SourceLocation(line: 1, column: depth + 1))
        #expect(error.pointer == String(repeating: "/0", count: depth))
    }

    // MARK: Size

    @Test func megabyteString() throws {
        let text = String(repeating: "abc中文😀", count: 100_000)
        let node = try JSONReader.parse(Array(("[\"" + text + "\"]").utf8))
        guard case .array(let elements) = node.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.first?.stringValue == text)
    }

    /// A 1 MB line with a location for every value stays linear, and columns stay exact.
    @Test func megabyteLine() throws {
        let count = 120_000
        let items = String(repeating: "\"中文\",", count: count)
        let node = try JSONReader.parse(Array(("[" + items + "1]").utf8))
        guard case .array(let elements) = node.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.count == count + 1)
        #expect(elements.last?.location == SourceLocation(line: 1, column: 5 * count + 2))
        #expect(failure("[" + items + "x]")
                == Diagnostic(.unexpectedCharacter(found: .text("x"), expected: .value),
                              at: SourceLocation(line: 1, column: 5 * count + 2), pointer: "/\(count)"))
    }

    @Test func longBadTokensAreShortenedInMessages() {
        let digits = String(repeating: "1", count: 100)
        #expect(failure("[" + digits + "x]")?.problem
                == .invalidNumber(String(repeating: "1", count: 40) + "…"))
    }

    // MARK: Robustness

    /// Mutated forms never crash or hang, and every error has a position and a pointer.
    @Test func mutatedInputNeverCrashes() {
        let base = Array("""
            {"askform": 1, "title": "Trip 北京 😀", "sections": [{"id": "a", "rows": [
              {"key": "n", "type": "integer", "min": -1.5e3, "default": null, "x": [true, false]},
              {"key": "s", "type": "text", "title": "a\\"b\\u00e9\\ud83d\\ude00\\n"}]}]}
            """.utf8)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let interesting: [UInt8] = Array("{}[],:\"\\-+.0123456789eEtfnu \n\r\t".utf8) + [0x00, 0x80, 0xC3, 0xE4, 0xED, 0xF0, 0xFF]
        for _ in 0..<3_000 {
            var bytes = base
            for _ in 0...next(3) {
                let position = next(bytes.count + 1)
                switch next(4) {
                case 0 where position < bytes.count: bytes[position] = interesting[next(interesting.count)]
                case 1 where position < bytes.count: bytes.remove(at: position)
                case 2: bytes.insert(interesting[next(interesting.count)], at: position)
                default: bytes.removeLast(bytes.count - position)
                }
            }
            guard let error = failure(bytes) else { continue }
            if error.problem != .emptyFile {
                #expect(error.location != nil)
                #expect(error.pointer != nil)
            }
        }
    }
}
