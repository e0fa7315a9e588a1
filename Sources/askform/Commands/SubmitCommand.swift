import AskCore
import AskFill

/// `askform submit FORM ANSWERS`: validates, then sends with the same policy as `fill`.
enum SubmitCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let arguments = context.arguments
        var catalog = context.catalog
        do throws(CommandFailure) {
            let options = try SubmissionOptions(arguments, command: Commands.submit, catalog: context.catalog)
            let formPath = arguments.positionals[0]
            let form = try FormFile.load(formPath, from: try Commands.sourceKind(context.arguments, for: Commands.submit))
            catalog = catalog.reading(form)
            try options.preflight(form)
            return try options.submitFile(arguments.positionals[1], form: form, formPath: formPath)
        } catch {
            return error.report(catalog)
        }
    }
}
