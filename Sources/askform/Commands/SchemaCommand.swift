#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import AskCore
import AskFill

/// `askform schema FORM`: the JSON Schema (2020-12) of the form's answers, pretty-printed
/// on stdout. A document passes it exactly when `askform validate` accepts it (see
/// ``AnswerSchema`` for the few places where a schema cannot say the same thing).
enum SchemaCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let form: Form
        do {
            form = try FormFile.load(context.arguments.positionals[0], from: try Commands.sourceKind(context.arguments, for: Commands.schema))
        } catch {
            return error.report(context.catalog)
        }
        guard StandardStreams.output(AnswerSchema.schema(for: form).serialized() + "\n") else {
            let reason = StandardStreams.describe(errno: errno)
            return CommandFailure(.cannotCreate, .error(.cannotWriteStdout(reason: reason))).report(context.catalog)
        }
        return .success
    }
}
