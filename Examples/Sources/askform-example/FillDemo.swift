import AskCore
import AskFill

/// What `askform fill` does, from a program: the presets (here `--set age=36`), then at a
/// terminal readline with the review, a draft after every answer and history, otherwise one
/// stdin line per row; then the answers written (here as `--format env` does), or sent when
/// the form has a `submit` block.
func fillLikeAskform() throws {
    let form = try tripForm()
    let fill = Fill(form: form, formPath: "trip-request", presets: Presets(typed: [(key: "age", text: "36")]))
    guard case .completed(let walker, _) = try fill.run() else { return }
    if form.submit != nil {
        let answers = walker.answersDocument.serialized() + "\n"
        _ = try SubmissionOptions(retries: 2).submit(answers, form: form, formPath: "trip-request")
    } else {
        try AnswerOutput(format: .env).write(walker, formPath: "trip-request")
    }
}

/// The release form at a person's terminal with readline (history, TAB completion of the
/// `semver` row's next releases), without the rest of `Fill`: for a program that keeps its
/// own files and flags.
func fillReleaseWithReadline() throws {
    let form = try loadReleaseForm()
    let editor = LineEditor(history: [])
    var driver = TerminalDriver(terminal: editor, presenter: Presenter(form: form, width: editor.columns, style: .ansi))
    var walker = Walker(form: form)
    let outcome = Questionnaire.run(&walker, with: &driver)
    editor.finish()
    guard outcome == .completed else { return }
    print(walker.answersDocument.serialized())
}
