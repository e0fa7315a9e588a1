import AskCore
import AskFill

extension SubmissionOptions {
    /// The submission options of `fill` and `submit` from their command line (`--post`,
    /// `-H`, `--cacert`, `--insecure`, `--retries`, `--timeout`): a bad one is a usage error.
    init(_ arguments: ParsedArguments, command: CommandSpec, catalog: Catalog) throws(CommandFailure) {
        self.init(catalog: catalog)
        // As every bad command line: the usage, and where to read more.
        func usageError(_ message: Message) -> CommandFailure {
            CommandFailure.usage(message, for: command)
        }
        let post = arguments.value("post")
        overrideURL = post.flatMap { $0.isEmpty ? nil : $0 }
        for header in arguments.all("header") {
            switch HTTPHeader.parseArgument(header) {
            case .success(let parsed): headers.append(parsed)
            case .failure(let message): throw usageError(message)
            }
        }
        caFile = arguments.value("cacert")
        insecure = arguments.flag("insecure")
        if let text = arguments.value("retries") {
            guard let value = Int(text), RetryPolicy.retriesRange.contains(value) else { throw usageError(.retriesInvalid(text)) }
            retries = value
        }
        if let text = arguments.value("timeout") {
            guard let value = AnswerParser.parseNumber(text), RetryPolicy.timeoutRange.contains(value) else {
                throw usageError(.timeoutInvalid(text))
            }
            timeout = value
        }
    }
}
