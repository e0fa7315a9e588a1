import AskCore
import AskImport
import Foundation
import Testing

/// `askform convert` and the commands that take another tool's form directly, through the
/// built binary; answers compared with what copier and cookiecutter themselves gave on the
/// same files (their outputs are kept verbatim beside the fixtures).
@Suite("convert")
struct ConvertCommandTests {
    static func fixture(_ name: String) -> String {
        AskformBinary.packageRoot.appendingPathComponent("Tests/Fixtures/convert").appendingPathComponent(name).path
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: fixture(name), encoding: .utf8)
    }

    /// A JSON or YAML document with every object's keys sorted, and the keys `leaving` drops
    /// at the top (the tools' own `_` entries, what askform writes and they do not).
    static func canonical(_ node: SourceNode, leaving: (String) -> Bool = { _ in false }) -> String {
        func sorted(_ node: SourceNode) -> JSONValue {
            switch node.value {
            case .object(let members): .object(members.sorted { $0.key < $1.key }.map { ($0.key, sorted($0.value)) })
            case .array(let items): .array(items.map(sorted))
            default: JSONValue(node)
            }
        }
        guard case .object(let members) = node.value else { return sorted(node).serialized() }
        return sorted(SourceNode(.object(members.filter { !leaving($0.key) }), at: nil)).serialized()
    }

    static func answers(_ stdout: String, leaving: (String) -> Bool = { _ in false }) throws -> String {
        canonical(try JSONReader.parse(Array(stdout.utf8)), leaving: leaving)
    }

    static func tools(_ name: String, leaving: (String) -> Bool = { _ in false }) throws -> String {
        let bytes = Array(try text(name).utf8)
        let tree = name.hasSuffix(".json") ? try JSONReader.parse(bytes) : try YAMLReader.parse(bytes)
        return canonical(tree) { $0.hasPrefix("_") || leaving($0) }
    }

    // MARK: convert

    @Test func convertWritesTheFormOnStdout() throws {
        let run = try AskformBinary.run(["convert", Self.fixture("copier/copier.yml")])
        #expect(run.stderr == "")
        #expect(run.stdout == (try Self.text("copier/form.json")))
        #expect(run.status == 0)
    }

    @Test func convertWritesTheFileAtomically() throws {
        let directory = try TemporaryDirectory.make()
        let output = directory.appendingPathComponent("form.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        let run = try AskformBinary.run(["convert", Self.fixture("cookiecutter/cookiecutter.json"), "-o", output])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == (try Self.text("cookiecutter/form.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["form.json"])
        // The warning of the one dict variable, at its position.
        #expect(run.stderr == "\(Self.fixture("cookiecutter/cookiecutter.json")):15:15: warning: 'settings' is not asked: its cookiecutter answer is a mapping, and no askform row answers with one (at /settings)\n")
    }

    @Test func eachConstructNotCarriedOverIsAWarningAtItsPosition() throws {
        let directory = try TemporaryDirectory.make()
        try FileManager.default.copyItem(atPath: Self.fixture("copier-warnings/copier.yml"),
                                         toPath: directory.appendingPathComponent("copier.yml").path)
        let run = try AskformBinary.run(["convert", "copier.yml"], directory: directory)
        #expect(run.status == 0)
        #expect(run.stderr == (try Self.text("copier-warnings/warnings.txt")))
        #expect(run.stdout == (try Self.text("copier-warnings/form.json")))
        // check shows the same warnings and passes; --strict fails on them.
        let check = try AskformBinary.run(["check", "copier.yml"], directory: directory)
        #expect(check.status == 0)
        #expect(check.stderr == (try Self.text("copier-warnings/warnings.txt")) + "copier.yml: ok (1 section, 9 questions, 13 warnings)\n")
        #expect(try AskformBinary.run(["check", "--strict", "copier.yml"], directory: directory).status == 65)
    }

    @Test func anUndetectableFileSaysWhichKindsWereTried() throws {
        let path = try TemporaryDirectory.file("notes.yml", "name: x\nother: 2\n")
        for command in ["convert", "fill", "check"] {
            let run = try AskformBinary.run([command, path])
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("\(path):1:1: error: cannot tell which kind of form this is (tried askform, copier, github-issue-form); name it with --from KIND (at /)\n"))
            #expect(run.stdout == "")
        }
        let japanese = try AskformBinary.run(["convert", path, "--lang", "ja"])
        #expect(japanese.stderr.hasPrefix("\(path):1:1: error: どの種類のフォームか判別できません（試したもの：askform、copier、github-issue-form）。--from KIND で指定してください (at /)\n"))
    }

    @Test func fromOverridesDetection() throws {
        let path = try TemporaryDirectory.file("questions.yml", try Self.text("copier/copier.yml"))
        let run = try AskformBinary.run(["convert", path, "--from", "copier"])
        #expect(run.status == 0)
        #expect(run.stdout == (try Self.text("copier/form.json")))
        let piped = try AskformBinary.run(["convert", "-", "--from", "copier"], stdin: try Self.text("copier/copier.yml"))
        #expect(piped.stdout == (try Self.text("copier/form.json")))
        let unknown = try AskformBinary.run(["fill", path, "--from", "copyer"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("askform: error: unknown kind 'copyer'; use one of askform, copier, cookiecutter, github-issue-form, surveyjs, xlform\n"))
    }

    // MARK: Answers equal the tools' own

    @Test func copierDefaultsAreCopiersAnswers() throws {
        let run = try AskformBinary.run(["fill", Self.fixture("copier/copier.yml"), "--defaults"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        // copier keeps secret answers out of its answers file.
        #expect(try Self.answers(run.stdout) { $0 == "api_token" } == (try Self.tools("copier/copier-answers-defaults.yml")))
    }

    @Test func copierPipedAnswersAreCopiersAnswers() throws {
        let lines = ["Tokyo Tea", "", "", "", "Bo", "", "", "", "", "n", "1", "", "gpl-3.0", "", "", "lint", "s3cret", ""]
        let run = try AskformBinary.run(["fill", Self.fixture("copier/copier.yml")], stdin: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0)
        #expect(try Self.answers(run.stdout) { $0 == "api_token" } == (try Self.tools("copier/copier-answers-piped.yml")))
        #expect(run.stdout.contains(#""api_token": "s3cret""#))
    }

    @Test func copierMultilineDefaultsAreCopiersAnswers() throws {
        let run = try AskformBinary.run(["fill", Self.fixture("copier-multiline/copier.yml"), "--defaults"])
        #expect(run.status == 0)
        #expect(try Self.answers(run.stdout) == (try Self.tools("copier-multiline/copier-answers-defaults.yml")))
    }

    @Test func cookiecutterDefaultsAreCookiecuttersContext() throws {
        let run = try AskformBinary.run(["fill", Self.fixture("cookiecutter/cookiecutter.json"), "--defaults"])
        #expect(run.status == 0)
        // The dict variable is not asked (a warning of check and convert).
        #expect(try Self.answers(run.stdout) == (try Self.tools("cookiecutter/cookiecutter-context-defaults.json") { $0 == "settings" }))
    }

    // MARK: Every command takes such files

    @Test func everyCommandTakesAConvertedForm() throws {
        let form = Self.fixture("cookiecutter/cookiecutter.json")
        let schema = try AskformBinary.run(["schema", form])
        #expect(schema.status == 0)
        #expect(schema.stdout.contains(#""license": {"#))
        let questions = try AskformBinary.run(["questions", form])
        #expect(questions.status == 0)
        #expect(questions.stdout.contains("license"))
        let answers = try TemporaryDirectory.file("answers.json", try AskformBinary.run(["fill", form, "--defaults"]).stdout)
        let validate = try AskformBinary.run(["validate", form, answers])
        #expect(validate.status == 0)
        let wrong = try TemporaryDirectory.file("wrong.json", #"{"license": "WTFPL"}"#)
        #expect(try AskformBinary.run(["validate", form, wrong]).status == 65)
    }

    @Test func aNativeFormWrittenInYAMLLoads() throws {
        let path = try TemporaryDirectory.file("form.yaml", "askform: 1\nsections:\n  - rows:\n      - {type: text, key: name, title: 名前}\n")
        let run = try AskformBinary.run(["fill", path], stdin: "Bob\n")
        #expect(run.status == 0)
        #expect(run.stdout == "{\n  \"name\": \"Bob\"\n}\n")
        let broken = try TemporaryDirectory.file("broken.yaml", "askform: 1\nsections:\n\t- rows: []\n")
        let check = try AskformBinary.run(["check", broken])
        #expect(check.stderr == "\(broken):3:1: error: a tab in indentation; YAML indents with spaces (at /sections)\n\(broken): invalid (1 error)\n")
    }

    /// A SurveyJS survey runs as it is: its `paneldynamic` is a repeat group, its `comment` a
    /// multi-line row (a `<<EOF` block piped), and a bad line names the item.
    @Test func aSurveyWithAPanelDynamicFillsFromAPipe() throws {
        let survey = try TemporaryDirectory.file("trip-survey.json", """
            {"title": "Trip", "pages": [{"name": "p1", "elements": [
              {"type": "paneldynamic", "name": "travellers", "title": "Travellers", "minPanelCount": 1, "maxPanelCount": 3,
               "panelAddText": "Add a traveller?",
               "templateElements": [
                 {"type": "text", "name": "who", "title": "Name", "isRequired": true},
                 {"type": "text", "name": "age", "inputType": "number", "min": 0, "max": 120}
               ]},
              {"type": "comment", "name": "notes", "title": "Anything else?"}
            ]}]}
            """)
        let run = try AskformBinary.run(["fill", survey], stdin: "Ada\n36\ny\nBo\n\nn\n<<EOF\nline one\nline two\nEOF\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            {
              "travellers": [
                {
                  "who": "Ada",
                  "age": 36
                },
                {
                  "who": "Bo",
                  "age": null
                }
              ],
              "notes": "line one\\nline two"
            }

            """)
        let bad = try AskformBinary.run(["fill", survey], stdin: "Ada\nold\n")
        #expect(bad.status == 65)
        #expect(bad.stderr == "askform: error: stdin line 2: travellers[1].age: 'old' is not a number\n")
        let three = try AskformBinary.run(["fill", survey], stdin: "A\n\ny\nB\n\ny\nC\n\n\n")
        #expect(three.status == 0, "\(three.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(three.stdout.utf8)) as? NSDictionary == [
            "travellers": [["who": "A", "age": NSNull()], ["who": "B", "age": NSNull()], ["who": "C", "age": NSNull()]],
            "notes": NSNull(),
        ] as NSDictionary)
    }

    /// A JSON file goes the native way only when its name and top-level keys say it is an
    /// askform form; a SurveyJS survey or a cookiecutter.json anywhere is handed on.
    @Test func jsonFilesAreToldApartByNameAndKeys() throws {
        let survey = try TemporaryDirectory.file("survey.json", #"{"pages": [{"elements": [{"type": "text", "name": "q"}]}]}"#)
        let surveyRun = try AskformBinary.run(["fill", survey], stdin: "Bo\n")
        #expect(surveyRun.status == 0)
        #expect(surveyRun.stdout == "{\n  \"q\": \"Bo\"\n}\n")
        let native = #"{"askform": 1, "sections": [{"rows": [{"type": "text", "key": "name"}]}]}"#
        let lookalike = try TemporaryDirectory.file("mycookiecutter.json", native)
        #expect(try AskformBinary.run(["fill", lookalike], stdin: "Bo\n").stdout == "{\n  \"name\": \"Bo\"\n}\n")
        let directory = try TemporaryDirectory.make().appendingPathComponent("tpl")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"name": "Ada", "pages": "3"}"#.utf8).write(to: directory.appendingPathComponent("CookieCutter.json"))
        let cookiecutter = try AskformBinary.run(["fill", directory.appendingPathComponent("CookieCutter.json").path, "--defaults"])
        #expect(cookiecutter.stdout == "{\n  \"name\": \"Ada\",\n  \"pages\": \"3\"\n}\n")
    }

    // MARK: Hostile YAML

    /// Nine levels of nine aliases: 387 million strings once expanded, from 600 bytes.
    @Test func billionLaughsAreRefusedInBoundedMemory() throws {
        var yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        let path = try TemporaryDirectory.file("copier.yml", yaml)
        let baseline = try MeasuredRun.askform(["check", AskformBinary.form("trip.json")])
        for command in ["convert", "fill", "check"] {
            let run = try MeasuredRun.askform([command, path], timeout: 20)
            #expect(run.timedOut == false)
            #expect(run.status == 65)
            #expect(run.stderr.hasPrefix("\(path):8:11: error: aliases expand to more than 16777216 values (at /h/1)\n"))
            #expect(run.peakMemory - baseline.peakMemory < 16 << 20,
                    "\(command): peak memory \(run.peakMemory >> 20) MiB against \(baseline.peakMemory >> 20) MiB")
        }
    }
}
