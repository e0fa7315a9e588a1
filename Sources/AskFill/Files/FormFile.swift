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
        let result = FormReading.outcome(bytes, path: path, kind: kind, loader: loader)
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

/// A form file's bytes as the loader's outcome, whatever kind of form they are.
enum FormReading {
    /// An askform form in JSON — what nearly every run reads — is parsed and loaded here, on
    /// AskCore's code alone, when its name and top-level keys say it is one (the rule of
    /// ``AskImport/FormSource/detect(_:fileName:syntax:)`` for JSON): AskImport's code is then
    /// never touched, and stays out of memory (each page fault maps 64 KB around it, which
    /// cost a native fill 150 KB of peak RSS). Everything else goes through ``FormSource``.
    static func outcome(_ bytes: [UInt8], path: String, kind: FormSourceKind?, loader: FormLoader) -> FormLoader.Outcome {
        guard kind == nil || kind == .askform, bytes.count <= loader.limits.maxFileBytes,
              FormLoader.Syntax(sniffing: bytes) == .json, !mayNameAnotherTool(path) else {
            return FormSource.load(bytes, fileName: path, from: kind, loader: loader).outcome
        }
        let tree: SourceNode
        do {
            tree = try JSONReader.parse(bytes, limits: loader.limits)
        } catch {
            return loader.load(bytes)
        }
        if kind == nil, case .object(let members) = tree.value, !members.contains(where: { $0.key == "askform" }),
           members.contains(where: { $0.key == "pages" || $0.key == "elements" }) {
            return FormSource.load(bytes, fileName: path, from: kind, loader: loader).outcome
        }
        return loader.load(tree, readFrom: bytes)
    }

    /// A name ending in `.yml`/`.yaml` (any case), or `cookiecutter.json`: read by bytes, so
    /// no Unicode tables are paged in for the common case.
    static func mayNameAnotherTool(_ path: String) -> Bool {
        let bytes = Array(path.utf8.suffix(18)).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        func ends(_ suffix: String) -> Bool { bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
        return ends(".yml") || ends(".yaml") || ends("/cookiecutter.json") || bytes.elementsEqual("cookiecutter.json".utf8)
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
