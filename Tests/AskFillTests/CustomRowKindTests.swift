import AskCore
import AskFill
import Testing

/// A row kind of a program's own, `semver`, works in every mode as the built-in ones do:
/// the loader (its own keys, checked), a terminal, lines, presets from a file, `validate`
/// and the schema.
@Suite struct CustomRowKindTests {
    /// `MAJOR.MINOR.PATCH`, with `-PRERELEASE` when the row allows it.
    struct SemverKind: RowKind {
        var allowsPrerelease: Bool
        var typeName: String { "semver" }
        static let notAVersion = LocalizedText(variants: [.init(language: "en", text: "not a version like 1.2.3"),
                                                          .init(language: "zh-Hans", text: "不是 1.2.3 这样的版本号")])
        var completions: [String] { ["1.0.0"] }

        func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
            let (core, prerelease) = text.split(separator: "-", maxSplits: 1).map(String.init).pair
            let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
            guard numbers.count == 3, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
                return .failure(.refused(text, because: SemverKind.notAVersion))
            }
            if prerelease != nil, !allowsPrerelease {
                return .failure(.refused(text, because: "pre-releases are not allowed here"))
            }
            return .success(.string(text))
        }

        func problem(with value: AnswerValue) -> AnswerProblem? {
            guard case .string(let text) = value else { return .wrongType(expected: expectedValue, found: .kind(value.valueKind)) }
            if case .failure(let problem) = interpret(text, from: .script) { return problem }
            return nil
        }

        func schema(required: Bool) -> [(String, JSONValue)] {
            [RowSchema.type("string", required: required),
             ("pattern", .string(allowsPrerelease ? #"^[0-9]+\.[0-9]+\.[0-9]+(-.+)?$"# : #"^[0-9]+\.[0-9]+\.[0-9]+$"#))]
        }

        func hint(_ text: (LocalizedText) -> String) -> [Message] {
            [.hintOfKind("version like 1.2.3")]
        }
    }

    static let kinds = RowKinds.builtIn.registering(RowKindDefinition("semver", keys: ["prerelease"]) { row in
        let allows = row.bool("prerelease") ?? false
        if allows, row.has("required") { row.report("prerelease", "cannot be combined with 'required' in this test kind") }
        return SemverKind(allowsPrerelease: allows)
    })

    static let form = """
        {"askform": 1, "sections": [{"rows": [
          {"key": "name", "type": "text"},
          {"key": "version", "type": "semver", "title": "Version", "required": true}
        ]}]}
        """

    static func load(_ text: String = form) throws -> Form {
        try #require(FormLoader(kinds: kinds).load(Array(text.utf8)).form)
    }

    @Test func atATerminalItsHintAndRefusalsAreItsOwn() throws {
        let (outcome, transcript, answers) = try TerminalDriverTests.fill(["app", "1.2", "1.2.3-rc.1", "1.2.3"],
                                                                          form: Self.form, review: false, kinds: Self.kinds)
        #expect(outcome == .completed)
        #expect(answers == #"{"name":"app","version":"1.2.3"}"#)
        #expect(transcript == """

            [1/2]
            name: app
            Version (required, version like 1.2.3): 1.2
            ✗ version: '1.2': not a version like 1.2.3
            Version (required, version like 1.2.3): 1.2.3-rc.1
            ✗ version: '1.2.3-rc.1': pre-releases are not allowed here
              Accepted: required, version like 1.2.3
            Version (required, version like 1.2.3): 1.2.3

            """)
    }

    @Test func fromLinesTheFirstBadOneStopsTheFill() throws {
        var walker = Walker(form: try Self.load())
        var driver = LineDriver(StringLines(["app", "v1"]))
        #expect(throws: CommandFailure.self) { try Questionnaire.run(&walker, with: &driver) }
        let form = try Self.load()
        do throws(CommandFailure) {
            var walker = Walker(form: form)
            var driver = LineDriver(StringLines(["app", "v1"]))
            _ = try Questionnaire.run(&walker, with: &driver)
        } catch {
            #expect(error.code == .dataError)
            #expect(error.rendered(.english) == ["askform: error: stdin line 2: version: 'v1': not a version like 1.2.3"])
            #expect(error.rendered(Catalog(preferred: ["zh-Hans"])).first?.hasSuffix("'v1'：不是 1.2.3 这样的版本号") == true)
        }
        var good = Walker(form: try Self.load())
        var lines = LineDriver(StringLines(["app", "2.0.0"]))
        #expect(try Questionnaire.run(&good, with: &lines) == .completed)
        #expect(AnswerEncoder.json(good.visibleAnswers).serialized(pretty: false) == #"{"name":"app","version":"2.0.0"}"#)
    }

    @Test func presetsValidateAndTheSchemaUseTheKind() throws {
        let form = try Self.load()
        let layout = FormLayout(form: form)
        let document = try JSONReader.parse(Array(#"{"name": "app", "version": "1.x"}"#.utf8))
        let (answers, issues) = AnswerValidator.presets(from: document, layout: layout)
        #expect(answers.map(\.key) == ["name"])
        #expect(issues.map { $0.rendered(file: "a.json") } == ["a.json:1:28: error: version: '1.x': not a version like 1.2.3 (at /version)"])
        #expect(AnswerValidator.validate(document, form: form).map { $0.rendered(file: "a.json") }
            == ["a.json:1:28: error: version: '1.x': not a version like 1.2.3 (at /version)"])
        var walker = Walker(form: form)
        #expect(walker.preset("version", to: .string("1.x")) == .refused("1.x", because: SemverKind.notAVersion))
        #expect(walker.preset("version", typed: "3.1.4") == nil)
        #expect(walker.answers["version"] == .string("3.1.4"))
        let schema = AnswerSchema.schema(for: form).serialized(pretty: false)
        #expect(schema.contains(#""version":{"title":"Version","type":"string","pattern":"^[0-9]+\\.[0-9]+\\.[0-9]+$"}"#))
    }

    @Test func theLoaderChecksTheKindsKeys() throws {
        let outcome = FormLoader(kinds: Self.kinds).load(Array("""
            {"askform": 1, "sections": [{"rows": [
              {"key": "v", "type": "semver", "prerelease": "yes", "min": 1},
              {"key": "w", "type": "semver", "prerelease": true, "required": true},
              {"key": "x", "type": "semvr"}
            ]}]}
            """.utf8))
        #expect(outcome.form == nil)
        #expect(outcome.diagnostics.map { $0.rendered(file: "f.json") } == [
            "f.json:2:48: error: 'prerelease' must be true or false, found the string 'yes' (at /sections/0/rows/0/prerelease)",
            "f.json:2:55: error: 'min' does not apply to a semver row (at /sections/0/rows/0/min)",
            "f.json:3:48: error: 'prerelease': cannot be combined with 'required' in this test kind (at /sections/0/rows/1/prerelease)",
            "f.json:4:24: error: unknown row type 'semvr' (did you mean 'semver'?) (at /sections/0/rows/2/type)",
        ])
    }
}

private extension Array where Element == String {
    /// The first element and, when there is one, the second.
    var pair: (String, String?) { (first ?? "", count > 1 ? self[1] : nil) }
}

/// A kind whose answers are written as something else than what is typed: a colour typed
/// `#ff8800` is written `[255, 136, 0]`, and read back from that by `validate` and `--answers`.
@Suite struct EncodedRowKindTests {
    struct ColourKind: RowKind {
        var typeName: String { "colour" }

        func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
            Self.channels(text) == nil ? .failure(.refused(text, because: "not a colour like #ff8800")) : .success(.string(text.lowercased()))
        }

        func encode(_ value: AnswerValue) -> JSONValue {
            guard case .string(let text) = value, let channels = Self.channels(text) else { return value.json }
            return .array(channels.map { .integer($0) })
        }

        func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
            guard case .array(let items) = node.value, items.count == 3,
                  case let channels = items.compactMap(\.integerValue), channels.count == 3,
                  channels.allSatisfy({ (0...255).contains($0) }) else {
                return .failure(.wrongType(expected: .custom("three numbers 0–255"), found: .kind(node.valueKind)))
            }
            let hex = channels.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
            return .success(.string("#" + hex.joined()))
        }

        static func channels(_ text: String) -> [Int]? {
            let digits = Array(text.lowercased().utf8)
            guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
            var channels: [Int] = []
            for start in stride(from: 1, to: 7, by: 2) {
                guard let value = Int(String(decoding: digits[start..<(start + 2)], as: UTF8.self), radix: 16) else { return nil }
                channels.append(value)
            }
            return channels
        }
    }

    @Test func answersAreWrittenByTheKindAndReadBack() throws {
        let kinds = RowKinds.builtIn.registering(RowKindDefinition("colour") { _ in ColourKind() })
        let form = try #require(FormLoader(kinds: kinds).load(Array("""
            {"askform": 1, "sections": [{"rows": [{"key": "accent", "type": "colour"}, {"key": "name", "type": "text"}]}]}
            """.utf8)).form)
        var walker = Walker(form: form)
        var driver = LineDriver(StringLines(["#FF8800", "Ada"]))
        #expect(try Questionnaire.run(&walker, with: &driver) == .completed)
        let written = walker.answersDocument.serialized(pretty: false)
        #expect(written == #"{"accent":[255,136,0],"name":"Ada"}"#)
        let document = try JSONReader.parse(Array(written.utf8))
        #expect(AnswerValidator.validate(document, form: form).isEmpty)
        let (answers, issues) = AnswerValidator.presets(from: document, layout: walker.layout)
        #expect(issues.isEmpty)
        #expect(answers.map(\.value) == [.string("#ff8800"), .string("Ada")])
    }
}
