import AskCore
import AskFill

/// `askform submit FORM ANSWERS`: validates, then sends with the same policy as `fill`;
/// a recovery file's idempotency key (in its name) is reused, so a resend is not a duplicate.
enum SubmitCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let arguments = context.arguments
        var catalog = context.catalog
        do throws(CommandFailure) {
            let formPath = arguments.positionals[0]
            let path = arguments.positionals[1]
            let options = try SubmissionOptions(arguments, command: Commands.submit, catalog: context.catalog)
            let form = try FormFile.load(formPath)
            catalog = catalog.reading(form)
            try options.preflight(form)
            let document = try AnswersFile.read(path)
            let issues = AnswerValidator.validate(document, form: form)
            guard issues.isEmpty else {
                let name = InputFile.displayName(path)
                throw CommandFailure(.dataError, lines: issues.map { .issue($0, file: name) } + [.note(.nothingSent)])
            }
            let body = JSONValue(document).serialized() + "\n"
            return try options.submit(body, form: form, formPath: formPath,
                                      idempotencyKey: SubmissionOptions.idempotencyKey(fromRecoveryPath: path),
                                      recoveryFile: path == "-" ? nil : path)
        } catch {
            return error.report(catalog)
        }
    }
}
