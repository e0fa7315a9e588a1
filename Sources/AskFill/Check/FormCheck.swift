import AskCore
import AskImport

/// `askform check`: a form file's every diagnostic as `FILE:LINE:COL: error: …` lines (the
/// first 100 and a count of the rest), then one summary line, on stderr.
public struct FormCheck {
    /// Warnings count as errors (`--strict`).
    public var strict: Bool
    /// Reads the form; give it your own ``RowKinds`` to check forms that use your kinds.
    public var loader: FormLoader
    /// The language of the messages and the summary line.
    public var catalog: Catalog
    /// The kind of form the files are (`--from`); `nil` tells it from each file's name and content.
    public var kind: FormSourceKind?

    /// A check that reports in `catalog`'s language.
    ///
    /// - Parameters:
    ///   - strict: Count warnings as errors (`--strict`).
    ///   - loader: Reads the form, with its limits and row kinds.
    ///   - catalog: The language of the messages.
    ///   - kind: The kind of form (`--from`), else told from the file.
    public init(strict: Bool = false, loader: FormLoader = FormLoader(), catalog: Catalog = .english,
                from kind: FormSourceKind? = nil) {
        self.strict = strict
        self.loader = loader
        self.catalog = catalog
        self.kind = kind
    }

    /// Checks the form at `path` (`-` is stdin) and reports on stderr.
    ///
    /// - Returns: `.success` for a valid form, `.dataError` for an invalid one, `.noInput`
    ///   when the file cannot be read.
    public func run(_ path: String) -> ExitCode {
        let name = InputFile.displayName(path)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: loader.limits.maxFileBytes)
        } catch {
            return error.report(catalog)
        }
        let result = FormReading.outcome(bytes, path: path, kind: kind, loader: loader)
        // --strict: every warning counts, and is shown, as an error.
        let diagnostics = !strict ? result.diagnostics : result.diagnostics.map { diagnostic in
            var strict = diagnostic
            strict.severity = .error
            return strict
        }
        var report = ProblemList.report(diagnostics, file: name, catalog: catalog)
        var code = ExitCode.success
        if !result.errors.isEmpty || (strict && !result.warnings.isEmpty) {
            let errors = strict ? result.diagnostics.count : result.errors.count
            report += InertText.line(catalog.text(for: .invalid(file: name, errors: errors))) + "\n"
            code = .dataError
        } else if let form = result.form {
            report += InertText.line(catalog.text(for: .checkPassed(file: name, sections: form.sections.count,
                                                                    questions: form.questionCount,
                                                                    conditional: form.conditionalQuestionCount,
                                                                    warnings: result.warnings.count))) + "\n"
        }
        StandardStreams.error(report)
        return code
    }
}

/// `askform validate`: every rule an answers file breaks against a form, or one line
/// saying it passed, on stderr.
public struct AnswersCheck {
    /// The language of the messages and the summary line.
    public var catalog: Catalog

    /// A check that reports in `catalog`'s language.
    public init(catalog: Catalog = .english) {
        self.catalog = catalog
    }

    /// Checks the answers at `path` against `form`.
    ///
    /// - Returns: `.success` when they pass; `.dataError` (65) with every issue reported.
    /// - Throws: an unreadable file (66), or one that is not JSON (65, counted as one error).
    public func run(_ path: String, form: Form) throws(CommandFailure) -> ExitCode {
        let name = InputFile.displayName(path)
        let document: SourceNode
        do {
            document = try AnswersFile.read(path)
        } catch {
            var failure = error
            if failure.code == .dataError { failure.lines.append(.plain(.invalid(file: name, errors: 1))) }
            throw failure
        }
        let issues = AnswerValidator.validate(document, form: form, today: ProcessEnvironment.today,
                                             environment: ProcessEnvironment.subset(form.environmentNames))
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
    }
}
