import AskCore
import AskFill

/// `askform check FORM...`: every file is loaded and every problem reported.
enum CheckCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let catalog = context.catalog
        let strict = context.arguments.flag("strict")
        var worst = ExitCode.success
        for path in context.arguments.positionals {
            let name = InputFile.displayName(path)
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path, limit: FormLoader().limits.maxFileBytes)
            } catch {
                _ = error.report(catalog)
                if worst == .success || worst == .dataError { worst = .noInput }
                continue
            }
            let result = FormLoader().load(bytes)
            var report = ""
            let (diagnostics, more) = ProblemList.capped(result.diagnostics)
            for diagnostic in diagnostics {
                var shown = diagnostic
                if strict { shown.severity = .error }
                report += shown.rendered(file: name, catalog: catalog) + "\n"
            }
            if let more { report += InertText.line(catalog.text(for: more)) + "\n" }
            let failed = !result.errors.isEmpty || (strict && !result.warnings.isEmpty)
            if failed {
                let errors = strict ? result.diagnostics.count : result.errors.count
                report += InertText.line(catalog.text(for: .invalid(file: name, errors: errors))) + "\n"
                if worst == .success { worst = .dataError }
            } else if let form = result.form {
                let conditional = form.sections.reduce(0) { count, section in
                    count + section.rows.filter { $0.asks && (section.when != nil || $0.when != nil) }.count
                }
                report += InertText.line(catalog.text(for: .checkPassed(file: name, sections: form.sections.count,
                                                                        questions: form.rows.filter(\.asks).count,
                                                                        conditional: conditional,
                                                                        warnings: result.warnings.count))) + "\n"
            }
            StandardStreams.error(report)
        }
        return worst
    }
}
