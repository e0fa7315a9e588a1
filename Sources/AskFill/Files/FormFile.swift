import AskCore
import AskImport

/// Loading a form file named on a command line, as every `askform` command that takes one does.
public enum FormFile {
    /// The form at `path` (`-` is stdin), read by `loader` (its limits, its row kinds): an
    /// askform form, or one written for another tool (copier, cookiecutter, …), converted;
    /// `kind` says which it is (`--from`), else its name and content do (``FormSource``).
    ///
    /// Warnings, the conversion's included, are not reported here (that is `check`'s job,
    /// ``FormCheck``).
    ///
    /// - Throws: 66 when the file cannot be read; 65 with every error (the first 100 and a
    ///   count of the rest) as `FILE:LINE:COL: error: …` lines when the form is invalid.
    public static func load(_ path: String, loader: FormLoader = FormLoader(),
                            from kind: FormSourceKind? = nil) throws(CommandFailure) -> Form {
        let bytes = try InputFile.read(path, limit: loader.limits.maxFileBytes)
        let result = FormSource.load(bytes, fileName: path, from: kind, loader: loader).outcome
        guard let form = result.form else {
            let name = InputFile.displayName(path)
            let (shown, more) = ProblemList.capped(result.errors)
            throw CommandFailure(.dataError, lines: shown.map { .diagnostic($0, file: name) } + (more.map { [.plain($0)] } ?? []))
        }
        return form
    }

    /// A name for the form's files in the state directory: its `id`, else its file name.
    public static func stateName(of form: Form, path: String) -> String {
        if let id = form.id { return StateDirectory.safeName(id) }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return StateDirectory.safeName(file.split(separator: ".").first.map(String.init) ?? file)
    }
}

/// Answers documents named on the command line (`--answers`, `validate`, `submit`).
enum AnswersFile {
    /// Parses the JSON at `path`: 66 when unreadable, 65 with the position when it is not JSON.
    public static func read(_ path: String) throws(CommandFailure) -> SourceNode {
        let bytes = try InputFile.read(path, limit: SourceLimits.standard.maxFileBytes)
        do {
            return try JSONReader.parse(bytes)
        } catch {
            throw CommandFailure(.dataError, .diagnostic(error, file: InputFile.displayName(path)))
        }
    }
}
