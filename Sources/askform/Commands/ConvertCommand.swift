import AskCore
import AskFill

/// `askform convert SOURCE [-o FILE] [--from KIND]`: the askform form for a form written for
/// another tool, as JSON (``FormConversionCommand``).
enum ConvertCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        do throws(CommandFailure) {
            let kind = try Commands.sourceKind(context.arguments, for: Commands.convert)
            let conversion = FormConversionCommand(catalog: context.catalog, from: kind)
            return conversion.run(context.arguments.positionals[0], output: context.arguments.value("output"))
        } catch {
            return error.report(context.catalog)
        }
    }
}
