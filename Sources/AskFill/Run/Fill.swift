#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// One fill of a form, as `askform fill` runs it: presets (and `--resume`'s draft), then the
/// walk — at the terminal with readline, the review, a draft after every answer and history,
/// or one stdin line per row — until every shown row is answered.
///
///     let fill = Fill(form: form, formPath: "trip.json", presets: Presets(typed: [("age", "36")]))
///     if case .completed(let walker, _) = try fill.run() {
///         try AnswerOutput(format: .json).write(walker.visibleAnswers, form: form, formPath: "trip.json")
///     }
///
/// Lines for the person (notes such as "resuming", "stopped; saved") go to stderr in the
/// catalog's language.
public struct Fill {
    /// The form to fill, loaded or built in Swift.
    public var form: Form
    /// The form file's path as given: names the draft and the history, and appears in the
    /// `askform fill … --resume` line shown on a stop.
    public var formPath: String
    /// The language of askform's own words: prompts' hints, the review, notes.
    public var catalog: Catalog
    /// Answers given before the walk: `--answers`, `--set`, `--defaults`, `--defaults-from`.
    public var presets: Presets
    /// Continue from the draft a stopped fill left (`--resume`).
    public var resume: Bool
    /// Ask at the terminal; otherwise read one stdin line per row. Default: stdin is a terminal.
    public var interactive: Bool
    /// Review the answers before completing (interactive fills).
    public var review: Bool
    /// Colour at the terminal. Default: ``colourByDefault``.
    public var colour: Bool
    /// Styles laid over the form's `appearance`, role by role (the user's theme file, which
    /// ``run()`` reads itself when this is nil and colour is on).
    public var theme: Appearance?
    /// `#RRGGBB` colours in 24 bits; else the nearest of xterm's 256. Default: `COLORTERM` is
    /// `truecolor` or `24bit`.
    public var trueColour: Bool
    /// The answers are sent once accepted: the review's question says so.
    public var submits: Bool
    /// The name the fill's notes start with (`askform: resuming with 3 saved answers`).
    public var program = "askform"

    /// A fill of `form` as `askform fill` runs it.
    ///
    /// - Parameters:
    ///   - formPath: The form file's path: it names the draft and the history.
    ///   - interactive: Ask at the terminal; `nil` does so when stdin is a terminal.
    ///   - review: Review the answers before completing an interactive fill.
    ///   - colour: Colour at the terminal; `nil` decides as ``colourByDefault`` does.
    ///   - submits: Say in the review that accepting sends the answers.
    public init(form: Form, formPath: String, catalog: Catalog = .english, presets: Presets = Presets(),
                resume: Bool = false, interactive: Bool? = nil, review: Bool = true, colour: Bool? = nil,
                submits: Bool = false) {
        self.form = form
        self.formPath = formPath
        self.catalog = catalog
        self.presets = presets
        self.resume = resume
        self.interactive = interactive ?? (isatty(0) == 1)
        self.review = review
        self.colour = colour ?? Self.colourByDefault
        let colourTerm = ProcessEnvironment["COLORTERM"]
        self.trueColour = colourTerm == "truecolor" || colourTerm == "24bit"
        self.submits = submits
    }

    /// How a fill ended.
    public enum Outcome {
        /// Every shown row is answered; `given` are the keys answered by `--answers`/`--set`.
        case completed(Walker, given: Set<String>)
        /// Stopped or discarded at the terminal (the draft says what was kept): exit with `code`.
        case stopped(ExitCode)
    }

    /// Whether colour is on when no `--no-color` says otherwise: never when `NO_COLOR` is set
    /// and not empty; always when `FORCE_COLOR` or `CLICOLOR_FORCE` is set, not empty and not
    /// `0` (even when stderr is no terminal); else when stderr is a terminal and `TERM` is not
    /// `dumb` (docs/CLI.md, "Colour and themes").
    public static var colourByDefault: Bool {
        if !(ProcessEnvironment["NO_COLOR"] ?? "").isEmpty { return false }
        for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
            if let value = ProcessEnvironment[name], !value.isEmpty, value != "0" { return true }
        }
        return isatty(2) == 1 && ProcessEnvironment["TERM"] != "dumb"
    }

    /// Runs the fill at this process's terminal (GNU readline, with per-form history) when
    /// ``interactive``, else from stdin's lines. A stop by SIGTERM or SIGHUP at the terminal
    /// ends the process by the signal itself, once the draft is saved, so the parent sees how
    /// it ended.
    ///
    /// - Throws: presets that break the rules, a bad stdin line, an unreadable draft (65, 66).
    public func run() throws(CommandFailure) -> Outcome {
        guard interactive else { return try run(from: LineReader(descriptor: 0)) }
        var fill = self
        if colour && theme == nil {
            // Read only when something is shown in colour: a pipe never opens it.
            let loaded = ThemeFile.load()
            loaded.warning?.print(catalog, program: program)
            fill.theme = loaded.appearance
        }
        return try fill.runAtTheTerminal()
    }

    private func runAtTheTerminal() throws(CommandFailure) -> Outcome {
        var (walker, draft, given) = try prepare()
        if !resume, draft.exists { note(.draftExists) }
        let history = HistoryFile(path: StateDirectory.plannedFile(FormFile.stateName(of: form, path: formPath) + ".history",
                                                                  in: "history"))
        let editor = LineEditor(history: readHistory(history))
        let outcome = walk(&walker, at: editor, draft: draft)
        editor.finish()
        if let lines = editor.historyToKeep {
            do {
                try history.write(lines)
            } catch {
                note(.cannotWrite(error.path, reason: error.reason))
            }
        }
        return try end(walker, outcome, draft: draft, given: given)
    }

    /// Runs the fill at `terminal` (a program's own, or a ``ScriptedTerminal`` in tests):
    /// presets, the draft, the review and the notes as ``run()`` has them, without readline's
    /// history. A stop by a signal is an ``Outcome/stopped(_:)`` with the signal's exit code.
    public func run(at terminal: any FillTerminal) throws(CommandFailure) -> Outcome {
        var (walker, draft, given) = try prepare()
        let outcome = walk(&walker, at: terminal, draft: draft)
        return try end(walker, outcome, draft: draft, given: given, raisingSignals: false)
    }

    /// Runs the fill from `lines`, one answering each row still open, as a pipe does.
    public func run(from lines: some AnswerLines) throws(CommandFailure) -> Outcome {
        var (walker, _, given) = try prepare()
        var driver = LineDriver(lines)
        walker.tracksProgress = false
        _ = try Questionnaire.run(&walker, with: &driver)
        return completed(walker, given: given)
    }

    /// The walker with the draft (`--resume`) and the presets applied.
    private func prepare() throws(CommandFailure) -> (Walker, Draft, Set<String>) {
        var walker = Presets.walker(for: form)
        let draft = Draft(form: form, formPath: formPath)
        if resume { try resume(&walker, from: draft) }
        let given = try presets.apply(to: &walker)
        return (walker, draft, given)
    }

    private func walk(_ walker: inout Walker, at terminal: any FillTerminal, draft: Draft) -> FillOutcome {
        var presenter = presenter()
        presenter.width = terminal.columns
        var driver = TerminalDriver(terminal: terminal, presenter: presenter, draft: draft, review: review, submits: submits)
        return Questionnaire.run(&walker, with: &driver)
    }

    /// What a terminal walk's end does with the draft, and the notes it prints.
    private func end(_ walker: Walker, _ outcome: FillOutcome, draft: Draft, given: Set<String>,
                     raisingSignals: Bool = true) throws(CommandFailure) -> Outcome {
        switch outcome {
        case .completed:
            draft.remove()
            return completed(walker, given: given)
        case .stopped(let signal):
            let resume = "askform fill \(AnswerEncoder.shellQuotedIfNeeded(formPath)) --resume"
            do {
                switch try draft.saveOnStop(walker, given: given) {
                case .nothingToSave: note(.stoppedBeforeFirstAnswer)
                case .saved: note(.stoppedAndSaved(resume: resume))
                case .keptEarlier: note(.stoppedKeepingEarlierDraft(resume: resume))
                case .addedToEarlier: note(.stoppedAddingToEarlierDraft(resume: resume))
                }
            } catch {
                CommandFailure.Line.error(.cannotWrite(error.path, reason: error.reason)).print(catalog, program: program)
                note(.stoppedUnsaved(directory: StateDirectory.path))
            }
            guard let signal else { return .stopped(.interrupted) }
            if raisingSignals {
                // Die of the signal itself, so the parent sees how askform ended.
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            return .stopped(ExitCode(stoppedBy: signal))
        case .discarded:
            draft.remove()
            note(.discarded)
            return .stopped(.interrupted)
        }
    }

    /// The presenter of this fill's prompts, in the catalog's language.
    public func presenter() -> Presenter {
        let appearance = (form.appearance ?? Appearance()).overridden(by: theme)
        let style = colour ? TextStyle(appearance: appearance, trueColour: trueColour) : .plain
        var presenter = Presenter(form: form, width: LineEditor.columns(), style: style)
        presenter.catalog = catalog
        return presenter
    }

    /// An answer given on the command line or in a file for a row the final answers hide is
    /// not written; say so rather than drop it without a word.
    private func completed(_ walker: Walker, given: Set<String>) -> Outcome {
        for row in form.rows {
            guard let key = row.key, given.contains(key), !walker.isShown(key) else { continue }
            note(.presetHidden(key: key))
        }
        return .completed(walker, given: given)
    }

    /// Takes the draft's answers as presets; says so in one line when there is none. Stops
    /// (66) when something other than a regular file is where the draft would be.
    private func resume(_ walker: inout Walker, from draft: Draft) throws(CommandFailure) {
        let loaded: Draft.Loaded?
        do {
            loaded = try draft.loadReporting(for: walker.layout)
        } catch {
            switch error.problem {
            case .notRegular: throw CommandFailure(.noInput, .error(.draftNotRegular(error.path)))
            case .failed(let reason): throw CommandFailure(.noInput, .error(.cannotRead(error.path, reason: reason)))
            }
        }
        if let answers = loaded?.answers, !answers.isEmpty {
            // Items are laid out as their add questions are answered: read again until none is new.
            var given: Set<String> = []
            var more = true
            while more {
                more = false
                for key in walker.layout.keysInFormOrder where !given.contains(key) {
                    guard let value = answers[key] else { continue }
                    given.insert(key)
                    walker.preset(key, to: value)
                    more = more || walker.layout.template != nil
                }
            }
            note(.resuming(answers: answers.count))
        } else {
            note(.noDraft)
        }
        if let leftOut = loaded?.leftOut, !leftOut.isEmpty { note(.draftAnswersLeftOut(leftOut)) }
    }

    /// The lines typed at earlier fills of the form; none, with a note, when the history
    /// is not a regular file or cannot be read (the fill goes on without it).
    private func readHistory(_ history: HistoryFile) -> [String] {
        do {
            return try history.read()
        } catch {
            switch error {
            case .notRegular: note(.historyNotRegular(history.path))
            case .failed(let reason): note(.cannotRead(history.path, reason: reason))
            }
            return []
        }
    }

    /// `askform: MESSAGE` on stderr.
    private func note(_ message: Message) {
        CommandFailure.Line.note(message).print(catalog, program: program)
    }
}
