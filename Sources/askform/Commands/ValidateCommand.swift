import AskCore
import AskFill

/// `askform validate FORM ANSWERS`: every rule the answers break, or nothing and exit 0.
enum ValidateCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let catalog = context.catalog
        do {
            let form = try FormFile.load(context.arguments.positionals[0])
            let path = context.arguments.positionals[1]
            let name = InputFile.displayName(path)
            let document = try answers(path, name: name)
            let issues = AnswerValidator.validate(document, form: form)
            let reader = catalog.reading(form)
            guard issues.isEmpty else {
                let (shown, more) = ProblemList.capped(issues)
                var report = shown.map { $0.rendered(file: name, catalog: reader) + "\n" }.joined()
                if let more { report += InertText.line(catalog.text(for: more)) + "\n" }
                report += InertText.line(catalog.text(for: .invalid(file: name, errors: issues.count))) + "\n"
                StandardStreams.error(report)
                return .dataError
            }
            StandardStreams.error(InertText.line(catalog.text(for: .validatePassed(file: name))) + "\n")
            return .success
        } catch {
            return error.report(catalog)
        }
    }

    /// The answers document; one that is not JSON is one error, summed up like any other
    /// invalid answers file.
    private static func answers(_ path: String, name: String) throws(CommandFailure) -> SourceNode {
        do {
            return try AnswersFile.read(path)
        } catch {
            var failure = error
            if failure.code == .dataError { failure.lines.append(.plain(.invalid(file: name, errors: 1))) }
            throw failure
        }
    }
}
