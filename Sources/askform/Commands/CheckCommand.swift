import AskCore

/// `askform check FORM...`: every file is loaded and every problem reported.
enum CheckCommand {
    static func run(_ arguments: ParsedArguments) -> ExitCode {
        let strict = arguments.flag("strict")
        var worst = ExitCode.success
        for path in arguments.positionals {
            let name = InputFile.displayName(path)
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path, limit: FormLoader().limits.maxFileBytes)
            } catch {
                error.lines.forEach { StandardStreams.error($0 + "\n") }
                if worst == .success || worst == .dataError { worst = .noInput }
                continue
            }
            let result = FormLoader().load(bytes)
            var report = ""
            for diagnostic in result.diagnostics {
                var shown = diagnostic
                if strict { shown.severity = .error }
                report += shown.rendered(file: name) + "\n"
            }
            let failed = !result.errors.isEmpty || (strict && !result.warnings.isEmpty)
            if failed {
                let errors = strict ? result.diagnostics.count : result.errors.count
                report += "\(name): invalid (\(errors) error\(errors == 1 ? "" : "s"))\n"
                if worst == .success { worst = .dataError }
            } else if let form = result.form {
                let rows = form.rows.filter(\.asks).count
                let warnings = result.warnings.count
                report += "\(name): ok (\(form.sections.count) section\(form.sections.count == 1 ? "" : "s"), \(rows) question\(rows == 1 ? "" : "s")"
                report += warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s"))\n" : ")\n"
            }
            StandardStreams.error(report)
        }
        return worst
    }
}
