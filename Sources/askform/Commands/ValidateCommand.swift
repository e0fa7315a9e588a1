import AskCore
import AskFill

/// `askform validate FORM ANSWERS`: every rule the answers break, or nothing and exit 0.
enum ValidateCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        do throws(CommandFailure) {
            let form = try FormFile.load(context.arguments.positionals[0], from: try Commands.sourceKind(context.arguments, for: Commands.validate))
            return try AnswersCheck(catalog: context.catalog).run(context.arguments.positionals[1], form: form)
        } catch {
            return error.report(context.catalog)
        }
    }
}
