#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// `askform fill FORM`: presets from `--answers`/`--set`/`--defaults`, then the walk (at
/// the terminal, or one stdin line per row), then the output.
struct FillCommand {
    enum OutputFormat: String {
        case json, env
    }

    let arguments: ParsedArguments
    let formPath: String
    let format: OutputFormat
    /// How `--format env` names variables (`--env-prefix`).
    let naming: EnvironmentNaming
    /// The reader's words; once the form is loaded, with its `defaultLanguage` as the fallback.
    private(set) var catalog: Catalog

    static func run(_ context: CommandContext) -> ExitCode {
        var command: FillCommand
        do {
            command = try FillCommand(context)
        } catch {
            return error.report(context.catalog)
        }
        do {
            return try command.execute()
        } catch {
            return error.report(command.catalog)
        }
    }

    init(_ context: CommandContext) throws(CommandFailure) {
        arguments = context.arguments
        catalog = context.catalog
        formPath = arguments.positionals[0]
        let formatName = arguments.value("format") ?? "json"
        guard let format = OutputFormat(rawValue: formatName) else {
            throw CommandFailure.usage(.unknownFormat(formatName), for: Commands.fill)
        }
        self.format = format
        let prefix = arguments.value("env-prefix")
        if let prefix {
            guard format == .env else { throw CommandFailure.usage(.envPrefixNeedsEnvFormat, for: Commands.fill) }
            guard EnvironmentNaming.isValidPrefix(prefix) else {
                throw CommandFailure.usage(.envPrefixInvalid(prefix), for: Commands.fill)
            }
        }
        naming = EnvironmentNaming(prefix: prefix ?? "")
    }

    mutating func execute() throws(CommandFailure) -> ExitCode {
        let form = try FormFile.load(formPath)
        catalog = catalog.reading(form)
        // Refused before the first question, so no answer is typed in vain.
        if format == .env, let problem = naming.problem(in: form) {
            throw Self.failure(problem)
        }
        let submission = try submissionOptions(for: form)
        var walker = Presets.walker(for: form)
        let draft = Draft(form: form, formPath: formPath)
        if arguments.flag("resume") { try resume(&walker, from: draft) }
        let given = try Presets.apply(arguments, to: &walker, for: Commands.fill)

        let interactive = !arguments.flag("non-interactive") && isatty(0) == 1
        guard interactive else {
            try ScriptedFill.run(&walker)
            return try finish(walker, form: form, given: given, submission: submission)
        }
        if !arguments.flag("resume"), draft.exists {
            note(.draftExists)
        }
        let history = HistoryFile(path: StateDirectory.plannedFile(FormFile.stateName(of: form, path: formPath) + ".history",
                                                                  in: "history"))
        let editor = LineEditor(history: readHistory(history))
        var fill = InteractiveFill(presenter: presenter(for: form), editor: editor, draft: draft,
                                   review: !arguments.flag("no-review"), submits: submission != nil)
        let outcome = fill.run(&walker)
        editor.finish()
        if let lines = editor.historyToKeep {
            do {
                try history.write(lines)
            } catch {
                note(.cannotWrite(error.path, reason: error.reason))
            }
        }
        switch outcome {
        case .completed:
            draft.remove()
            return try finish(walker, form: form, given: given, submission: submission)
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
                reportError(.cannotWrite(error.path, reason: error.reason))
                note(.stoppedUnsaved(directory: StateDirectory.path))
            }
            if let signal {
                // Die of the signal itself, so the parent sees how askform ended.
                Glibc.signal(signal, SIG_DFL)
                raise(signal)
            }
            return .interrupted
        case .discarded:
            draft.remove()
            note(.discarded)
            return .interrupted
        }
    }

    /// The submission settings when this fill submits (the form has a submit block or
    /// `--post` is given, and not `--no-submit`), checked before anything is asked.
    private func submissionOptions(for form: Form) throws(CommandFailure) -> SubmissionOptions? {
        guard !arguments.flag("no-submit"), form.submit != nil || arguments.flag("post") else { return nil }
        let options = try SubmissionOptions(arguments, command: Commands.fill, catalog: catalog)
        try options.preflight(form)
        return options
    }

    /// Writes the answers, then submits them when asked to: with a submission, stdout
    /// carries the server's response and the answers go only to `--output`.
    private func finish(_ walker: Walker, form: Form, given: Set<String>, submission: SubmissionOptions?)
        throws(CommandFailure) -> ExitCode {
        // An answer given on the command line or in a file for a row the final answers hide
        // is not written; say so rather than drop it without a word.
        for row in form.rows {
            guard let key = row.key, given.contains(key), !walker.isShown(key) else { continue }
            note(.presetHidden(key: key))
        }
        let answers = walker.visibleAnswers
        guard let submission else {
            try writeOutput(answers, form: form)
            return .success
        }
        if arguments.value("output") != nil { try writeOutput(answers, form: form) }
        return try submission.submit(AnswerEncoder.json(answers).serialized() + "\n", form: form, formPath: formPath,
                                     idempotencyKey: nil, recoveryFile: nil)
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
            for row in walker.form.rows {
                guard let key = row.key else { continue }
                if let value = answers[key] { walker.preset(key, to: value) }
                if let unit = row.kind.unit, let value = answers[unit.key] { walker.preset(unit.key, to: value) }
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
        StandardStreams.error(InertText.line("askform: " + catalog.text(for: message)) + "\n")
    }

    /// `askform: error: MESSAGE` on stderr, for a problem that does not end the command.
    private func reportError(_ message: Message) {
        StandardStreams.error(InertText.line("askform: error: " + catalog.text(for: message)) + "\n")
    }

    private func presenter(for form: Form) -> Presenter {
        let colour = !arguments.flag("no-color") && (ProcessEnvironment["NO_COLOR"] ?? "").isEmpty
            && isatty(2) == 1 && ProcessEnvironment["TERM"] != "dumb"
        var presenter = Presenter(form: form, width: LineEditor.columns(), style: colour ? .ansi : .plain)
        presenter.catalog = catalog
        return presenter
    }

    // MARK: Output

    private func writeOutput(_ answers: [(key: String, value: AnswerValue)], form: Form) throws(CommandFailure) {
        let text: String
        switch format {
        case .json: text = AnswerEncoder.json(answers).serialized() + "\n"
        case .env:
            do {
                text = try AnswerEncoder.env(answers, naming: naming)
            } catch {
                throw Self.failure(error)
            }
        }
        guard let path = arguments.value("output"), path != "-" else {
            if !StandardStreams.output(text) {
                throw keepUnsaved(text, form: form, reason: .cannotWriteStdout(reason: StandardStreams.describe(errno: errno)))
            }
            return
        }
        do {
            try OutputFile.write(text, to: path, private: form.hasSecrets)
        } catch {
            throw keepUnsaved(text, form: form, reason: .cannotWrite(path, reason: error.reason))
        }
    }

    /// `--format env` cannot write these answers (exit 65): nothing is written.
    private static func failure(_ problem: EnvironmentNaming.Problem) -> CommandFailure {
        switch problem {
        case .clash(let first, let second, let variable):
            return CommandFailure(.dataError, .error(.environmentNameClash(first, second, variable: variable)))
        case .reserved(let key, let variable):
            return CommandFailure(.dataError, .error(.environmentNameReserved(key: key, variable: variable)))
        }
    }

    /// The output could not be written: keep the answers in the state directory (0600)
    /// and say where, so nothing typed is lost (exit 73); when that fails too, say why and
    /// print them.
    private func keepUnsaved(_ text: String, form: Form, reason: Message) -> CommandFailure {
        let name = FormFile.stateName(of: form, path: formPath) + "-\(time(nil))-\(getpid())." + format.rawValue
        do {
            let path = try StateDirectory.file(name, in: "unsaved")
            try AtomicFile.write(text, to: path, private: true)
            return CommandFailure(.cannotCreate, .error(reason), .note(.answersKept(path)))
        } catch {
            return CommandFailure(.cannotCreate, .error(reason), .error(.cannotWrite(error.path, reason: error.reason)),
                                  .note(.answersFollow), .verbatim(text))
        }
    }
}
