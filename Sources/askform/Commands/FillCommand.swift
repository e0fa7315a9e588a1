#if canImport(Glibc)
import Glibc
#endif
import AskCore
import AskFill

/// `askform fill FORM`: the command line read into a ``Fill``, its output and its submission.
enum FillCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        var catalog = context.catalog
        do throws(CommandFailure) {
            let arguments = context.arguments
            let formPath = arguments.positionals[0]
            var output = try output(arguments)
            let form = try FormFile.load(formPath, from: try Commands.sourceKind(context.arguments, for: Commands.fill))
            catalog = catalog.reading(form)
            output.catalog = catalog
            // Refused before the first question, so no answer is typed in vain.
            try output.check(form)
            let submission = try submission(arguments, form: form, catalog: catalog)
            let presets = try Presets(arguments, for: Commands.fill)
            let fill = Fill(form: form, formPath: formPath, catalog: catalog, presets: presets,
                            resume: arguments.flag("resume"),
                            interactive: !arguments.flag("non-interactive") && isatty(0) == 1,
                            review: !arguments.flag("no-review"),
                            colour: !arguments.flag("no-color") && Fill.colourByDefault,
                            submits: submission != nil)
            guard case .completed(let walker, _) = try fill.run() else { return .interrupted }
            guard let submission else {
                try output.write(walker, formPath: formPath)
                return .success
            }
            // With a submission, stdout carries the server's response and the answers go only
            // to `--output`.
            if output.path != nil { try output.write(walker, formPath: formPath) }
            return try submission.submit(walker.answersDocument.serialized() + "\n", form: form, formPath: formPath)
        } catch {
            return error.report(catalog)
        }
    }

    /// `--format`, `--env-prefix` and `--output`.
    private static func output(_ arguments: ParsedArguments) throws(CommandFailure) -> AnswerOutput {
        let formatName = arguments.value("format") ?? "json"
        guard let format = AnswerOutput.Format(rawValue: formatName) else {
            throw CommandFailure.usage(.unknownFormat(formatName), for: Commands.fill)
        }
        let prefix = arguments.value("env-prefix")
        if let prefix {
            guard format == .env else { throw CommandFailure.usage(.envPrefixNeedsEnvFormat, for: Commands.fill) }
            guard EnvironmentNaming.isValidPrefix(prefix) else {
                throw CommandFailure.usage(.envPrefixInvalid(prefix), for: Commands.fill)
            }
        }
        return AnswerOutput(format: format, naming: EnvironmentNaming(prefix: prefix ?? ""), path: arguments.value("output"))
    }

    /// The submission settings when this fill submits (the form has a submit block or
    /// `--post` is given, and not `--no-submit`), checked before anything is asked.
    private static func submission(_ arguments: ParsedArguments, form: Form, catalog: Catalog)
        throws(CommandFailure) -> SubmissionOptions? {
        guard !arguments.flag("no-submit"), form.submit != nil || arguments.flag("post") else { return nil }
        let options = try SubmissionOptions(arguments, command: Commands.fill, catalog: catalog)
        try options.preflight(form)
        return options
    }
}

extension Presets {
    /// `--defaults-from`, `--answers`, `--set KEY=VALUE` and `--set-file KEY=PATH` (both repeatable), and `--defaults`.
    init(_ arguments: ParsedArguments, for command: CommandSpec) throws(CommandFailure) {
        var typed: [(key: String, text: String)] = []
        for assignment in arguments.all("set") {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw CommandFailure.usage(.setNotAssignment(assignment), for: command)
            }
            typed.append((String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])))
        }
        self.init(defaultsFrom: arguments.value("defaults-from"), answersFile: arguments.value("answers"), typed: typed,
                  takeDefaults: arguments.flag("defaults"))
        for assignment in arguments.all("set-file") {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex,
                  assignment.index(after: equals) != assignment.endIndex else {
                throw CommandFailure.usage(.setFileNotAssignment(assignment), for: command)
            }
            files.append((String(assignment[..<equals]), String(assignment[assignment.index(after: equals)...])))
        }
    }
}
