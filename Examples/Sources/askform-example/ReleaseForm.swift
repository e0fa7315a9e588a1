import AskCore
import AskFill

/// The release form file, loaded with a loader that knows `semver`; its problems are
/// printed as `FILE:LINE:COL: error: …` lines.
func loadReleaseForm() throws(CommandFailure) -> Form {
    try FormFile.load(formsDirectory + "/release.json", loader: releaseLoader)
}

/// A bad `after` is reported by the kind's definition, at the key.
func loadBrokenReleaseForm() {
    let file = #"{"askform": 1, "sections": [{"rows": [{"key": "v", "type": "semver", "after": "one"}]}]}"#
    for diagnostic in releaseLoader.load(Array(file.utf8)).diagnostics {
        print(diagnostic.rendered(file: "inline.json"))
    }
}

/// The release form at a terminal: a scripted one here, `LineEditor` (readline) for a person.
/// A refused answer is said and asked again; the second refusal adds what is accepted.
func fillReleaseAtTerminal() throws {
    let form = try loadReleaseForm()
    let terminal = ScriptedTerminal(["askform", "1.4", "1.4.1", "v1.5.0", "", "Plugins.", "", ""])
    var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 80, style: .plain))
    var walker = Walker(form: form)
    let outcome = Questionnaire.run(&walker, with: &driver)
    print(terminal.transcript, terminator: "")
    print("outcome: \(outcome)")
    print(walker.answersDocument.serialized(pretty: false))
}

/// The same form from lines: the custom kind reads a script's answers too.
func fillReleaseFromLines() throws {
    let form = try loadReleaseForm()
    var walker = Walker(form: form)
    var driver = LineDriver(StringLines(["askform", "2.0.0-rc.1", "beta", ""]))
    _ = try Questionnaire.run(&walker, with: &driver)
    print(walker.answersDocument.serialized(pretty: false))
}

/// What `askform schema` prints for the form: the `semver` row's part is the kind's own.
func printReleaseSchema() throws {
    print(AnswerSchema.schema(for: try loadReleaseForm()).serialized())
}

/// What `askform validate` checks: every rule a whole answers document breaks.
func validateReleaseAnswers() throws {
    let form = try loadReleaseForm()
    let documents = [
        #"{"package": "askform", "version": "1.5.0", "channel": "stable", "notes": null, "announce": true}"#,
        #"{"package": "askform", "version": "1.4", "channel": "beta", "notes": null, "annouce": true}"#,
    ]
    for (index, text) in documents.enumerated() {
        let name = "answers-\(index + 1).json"
        let issues = AnswerValidator.validate(try JSONReader.parse(Array(text.utf8)), form: form)
        print(issues.isEmpty ? "\(name): valid" : issues.map { $0.rendered(file: name) }.joined(separator: "\n"))
    }
}

/// A custom kind in a Swift definition: `Question` names its type, `setting` its own keys,
/// and the loader that knows the kind checks them.
func defineReleaseInSwift() throws {
    let form = try Form(id: "hotfix", loader: releaseLoader) {
        Part("Hotfix") {
            Question("version", type: "semver", title: "Version").required().setting("after", to: "1.5.0")
        }
    }
    var walker = Walker(form: form)
    var driver = LineDriver(StringLines(["1.5.1"]))
    _ = try Questionnaire.run(&walker, with: &driver)
    print(walker.answersDocument.serialized(pretty: false))
}
