import AskCore

/// `askform validate FORM ANSWERS`: every rule the answers break, or nothing and exit 0.
enum ValidateCommand {
    static func run(_ arguments: ParsedArguments) -> ExitCode {
        do {
            let form = try FormFile.load(arguments.positionals[0])
            let path = arguments.positionals[1]
            let document = try AnswersFile.read(path)
            let issues = AnswerValidator.validate(document, form: form)
            let name = InputFile.displayName(path)
            guard issues.isEmpty else {
                var report = issues.map { $0.rendered(file: name) + "\n" }.joined()
                report += "\(name): invalid (\(issues.count) error\(issues.count == 1 ? "" : "s"))\n"
                StandardStreams.error(report)
                return .dataError
            }
            StandardStreams.error("\(name): ok\n")
            return .success
        } catch {
            error.lines.forEach { StandardStreams.error($0 + "\n") }
            return error.code
        }
    }
}
