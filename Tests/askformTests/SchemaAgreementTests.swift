import AskCore
import Foundation
import Testing

@Suite("askform schema")
struct SchemaCommandTests {
    @Test func printsTheSchemaOfTheForm() throws {
        let path = AskformBinary.form("trip.json")
        let outcome = try AskformBinary.run(["schema", path])
        let form = try #require(FormLoader().load(Array(try Data(contentsOf: URL(fileURLWithPath: path)))).form)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == AnswerSchema.schema(for: form).serialized() + "\n")
    }

    @Test func invalidFormIs65() throws {
        let path = try TemporaryDirectory.file("form.json", #"{"askform": 1, "sections": []}"#)
        let outcome = try AskformBinary.run(["schema", path])
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.hasPrefix(path + ":1:"))
    }

    @Test func missingFileIs66() throws {
        let outcome = try AskformBinary.run(["schema", "/nonexistent/form.json"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr == "askform: error: cannot read '/nonexistent/form.json': No such file or directory\n")
    }

    /// Tests/Scripts/schema_agreement.py: thousands of generated answer documents, each judged
    /// by `askform validate` and by the `jsonschema` package on `askform schema`; they must
    /// agree on every one.
    @Test func schemaAgreesWithValidate() throws {
        guard try Python.run(["-c", "import jsonschema"]).status == 0 else {
            Issue.record("""
                the schema agreement check needs Python's jsonschema package: \
                pip install jsonschema (python3 -m pip install 'jsonschema==4.*'); .ci/run installs it
                """)
            return
        }
        let script = AskformBinary.packageRoot.appendingPathComponent("Tests/Scripts/schema_agreement.py").path
        let outcome = try Python.run([script, AskformBinary.url.path])
        let summary = outcome.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(summary.hasPrefix("schema agreement: ") && summary.hasSuffix(" passed, 0 failed"), "\(summary)")
    }
}

/// python3 from the PATH the tests run with (where `pip install` put jsonschema).
enum Python {
    static func run(_ arguments: [String]) throws -> AskformBinary.Outcome {
        try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments,
                             environment: ProcessInfo.processInfo.environment)
    }
}
