#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import AskCore

/// `askform schema FORM`: the JSON Schema (2020-12) of the form's answers, pretty-printed
/// on stdout. A document passes it exactly when `askform validate` accepts it (see
/// ``AnswerSchema`` for the few places where a schema cannot say the same thing).
enum SchemaCommand {
    static func run(_ arguments: ParsedArguments) -> ExitCode {
        let form: Form
        do {
            form = try FormFile.load(arguments.positionals[0])
        } catch {
            error.lines.forEach { StandardStreams.error($0 + "\n") }
            return error.code
        }
        guard StandardStreams.output(AnswerSchema.schema(for: form).serialized() + "\n") else {
            StandardStreams.error("askform: error: cannot write to stdout: \(StandardStreams.describe(errno: errno))\n")
            return .cannotCreate
        }
        return .success
    }
}
