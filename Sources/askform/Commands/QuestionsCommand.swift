import AskCore
import AskFill

/// `askform questions FORM`: what a pipe must supply to `fill`, in order, one line each (or
/// a JSON array with `--format json`), after `--answers`, `--set`, `--defaults` and
/// `--defaults-from` as `fill` would take them.
enum QuestionsCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let arguments = context.arguments
        do throws(CommandFailure) {
            let format = arguments.value("format") ?? "text"
            guard format == "text" || format == "json" else {
                throw CommandFailure.usage(.unknownQuestionsFormat(format), for: Commands.questions)
            }
            let form = try FormFile.load(arguments.positionals[0], from: try Commands.sourceKind(context.arguments, for: Commands.questions))
            var walker = Presets.walker(for: form)
            _ = try Presets(arguments, for: Commands.questions).apply(to: &walker)
            let questions = ScriptQuestion.list(walker)
            StandardStreams.output(format == "json" ? ScriptQuestion.json(questions) : ScriptQuestion.table(questions, catalog: context.catalog.reading(form)))
            return .success
        } catch {
            return error.report(context.catalog)
        }
    }
}
