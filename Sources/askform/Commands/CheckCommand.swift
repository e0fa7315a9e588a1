import AskCore
import AskFill
import AskImport

/// `askform check FORM...`: every file is loaded and every problem reported; the exit code
/// is the worst: 66 (a file could not be read) over 65 (a form is invalid) over 0.
enum CheckCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let kind: FormSourceKind?
        do {
            kind = try Commands.sourceKind(context.arguments, for: Commands.check)
        } catch {
            return error.report(context.catalog)
        }
        let check = FormCheck(strict: context.arguments.flag("strict"), catalog: context.catalog, from: kind)
        var worst = ExitCode.success
        for path in context.arguments.positionals {
            switch check.run(path) {
            case .success: break
            case .dataError: if worst == .success { worst = .dataError }
            default: worst = .noInput
            }
        }
        return worst
    }
}
