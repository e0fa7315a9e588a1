import AskCore
import AskImport
import Testing

/// Telling a form file's kind from its name and content, and `--from`.
@Suite struct FormSourceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fileName: String
        var text: String
        var kind: FormSourceKind?
        var testDescription: String { fileName }
    }

    static let cases: [Case] = [
        Case(fileName: "copier.yml", text: "name: {type: str}\n", kind: .copier),
        Case(fileName: "template/copier.yaml", text: "name: x\n", kind: .copier),
        Case(fileName: "questions.yml", text: "_subdirectory: template\nname: x\n", kind: .copier),
        Case(fileName: "cookiecutter.json", text: #"{"name": "x"}"#, kind: .cookiecutter),
        Case(fileName: ".github/ISSUE_TEMPLATE/bug.yml", text: "name: Bug\nbody:\n  - type: input\n    id: v\n", kind: .githubIssueForm),
        Case(fileName: "survey.json", text: #"{"pages": [{"elements": []}]}"#, kind: .surveyjs),
        Case(fileName: "survey.json", text: #"{"elements": []}"#, kind: .surveyjs),
        Case(fileName: "form.plist", text: "<plist><dict><key>rows</key><array><dict><key>rowType</key><string>text</string><key>tag</key><string>a</string></dict></array></dict></plist>", kind: .xlform),
        Case(fileName: "form.plist", text: "<plist><dict><key>askform</key><integer>1</integer></dict></plist>", kind: .askform),
        Case(fileName: "form.json", text: #"{"askform": 1, "sections": []}"#, kind: .askform),
        Case(fileName: "form.json", text: #"{"title": "no kind says so"}"#, kind: .askform),
        Case(fileName: "form.yaml", text: "askform: 1\nsections: []\n", kind: .askform),
        // An askform key wins over a name: a native form called copier.yml is a native form.
        Case(fileName: "copier.yml", text: "askform: 1\nsections: []\n", kind: .askform),
        Case(fileName: "notes.yml", text: "name: x\nother: 2\n", kind: nil),
        Case(fileName: "notes.yml", text: "body: [1, 2]\n", kind: nil),
    ]

    @Test(arguments: cases)
    func detects(_ test: Case) throws {
        let bytes = Array(test.text.utf8)
        let syntax = FormSource.syntax(of: bytes, fileName: test.fileName)
        let tree: SourceNode
        switch syntax {
        case .yaml: tree = try YAMLReader.parse(bytes)
        case .json: tree = try JSONReader.parse(bytes)
        case .propertyList: tree = try PropertyListReader.parse(bytes)
        }
        #expect(FormSource.detect(tree, fileName: test.fileName, syntax: syntax) == test.kind)
    }

    @Test func anUndetectableFileSaysWhichKindsWereTried() {
        let (kind, conversion) = FormSource.convert(Array("name: x\nother: 2\n".utf8), fileName: "notes.yml")
        #expect(kind == nil)
        #expect(conversion.diagnostics.map { $0.rendered(file: "notes.yml") } == [
            "notes.yml:1:1: error: cannot tell which kind of form this is (tried askform, copier, github-issue-form); name it with --from KIND (at /)",
        ])
    }

    @Test func fromOverridesTheName() throws {
        let bytes = Array("name:\n  type: str\n  default: x\n".utf8)
        let (kind, conversion) = FormSource.convert(bytes, fileName: "notes.yml", from: .copier)
        #expect(kind == .copier)
        #expect(conversion.diagnostics.isEmpty)
        // Read from stdin (no name), --from copier reads YAML.
        let (_, piped) = FormSource.convert(bytes, fileName: "-", from: .copier)
        #expect(FormSource.json(piped.form) == FormSource.json(conversion.form))
    }

    @Test func aSurveyIsToldByItsPagesAndConverted() throws {
        let (kind, conversion) = FormSource.convert(Array(#"{"pages": [{"elements": [{"type": "text", "name": "q"}]}]}"#.utf8),
                                                    fileName: "survey.json")
        #expect(kind == .surveyjs)
        #expect(conversion.diagnostics.isEmpty)
        #expect(FormLoader().load(conversion.form).form?.rows.compactMap(\.key) == ["q"])
    }

    @Test func aYAMLErrorIsADiagnosticInTheReadersLanguage() {
        let (_, outcome) = FormSource.load(Array("name: &a [*a]\n".utf8), fileName: "copier.yml")
        #expect(outcome.form == nil)
        #expect(outcome.diagnostics.map { $0.rendered(file: "copier.yml", catalog: Catalog(.japanese)) } == [
            "copier.yml:1:11: error: エイリアス '*a' が '&a' でアンカーされた値の中にあります (at /name/0)",
        ])
    }

    @Test func aNativeJSONFormLoadsAsTheLoaderLoadsIt() {
        let bytes = Array(#"{"askform": 1, "sections": [{"rows": [{"type": "text", "key": "a\u00e9", "when": "x == 1"}]}]}"#.utf8)
        let direct = FormLoader().load(bytes)
        let (kind, outcome) = FormSource.load(bytes, fileName: "form.json")
        #expect(kind == .askform)
        #expect(outcome.diagnostics == direct.diagnostics)
    }
}
