#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// Where and how a fill's answers are written: JSON, `KEY='value'` lines or a Markdown issue body, to stdout or a
/// file (atomically; 0600 when the form has a secret row; into a device or FIFO as it is).
/// When they cannot be written, they are kept in the state directory and its path is said,
/// so nothing typed is lost (exit 73).
public struct AnswerOutput: Sendable {
    /// How answers are written: `json` (an object, nested for dotted keys), `env` (`KEY='value'`
    /// lines for a shell) or `markdown` (`### Title` and the answer, as GitHub renders an issue
    /// form); docs/CLI.md, "Output".
    public enum Format: String, Sendable, CaseIterable {
        case json, env, markdown
    }

    /// JSON, `KEY='value'` lines, or Markdown.
    public var format: Format
    /// The language of the form's texts in `markdown` output (titles, option labels).
    public var catalog: Catalog = .english
    /// How `env` names variables (`--env-prefix`).
    public var naming: EnvironmentNaming
    /// The file to write; `nil` or `-` is stdout.
    public var path: String?

    /// Where and how to write; the defaults write JSON to stdout.
    public init(format: Format = .json, naming: EnvironmentNaming = EnvironmentNaming(), path: String? = nil) {
        self.format = format
        self.naming = naming
        self.path = path
    }

    /// Refuses, before anything is asked, a form whose keys `env` cannot write (65).
    public func check(_ form: Form) throws(CommandFailure) {
        if format == .env, let problem = naming.problem(in: form) { throw Self.failure(problem) }
    }

    /// Writes the answers of a completed walk, filled from `formPath`.
    public func write(_ walker: Walker, formPath: String) throws(CommandFailure) {
        let form = walker.form
        let text: String
        switch format {
        case .json: text = walker.answersDocument.serialized() + "\n"
        case .markdown: text = AnswerMarkdown.document(walker, catalog: catalog)
        case .env:
            do {
                text = try AnswerEncoder.env(walker.visibleAnswers, naming: naming, groups: walker.layout.groupPaths)
            } catch {
                throw Self.failure(error)
            }
        }
        guard let path, path != "-" else {
            if !StandardStreams.output(text) {
                throw keepUnsaved(text, form: form, formPath: formPath,
                                  reason: .cannotWriteStdout(reason: StandardStreams.describe(errno: errno)))
            }
            return
        }
        do {
            try OutputFile.write(text, to: path, private: form.hasSecrets)
        } catch {
            throw keepUnsaved(text, form: form, formPath: formPath, reason: .cannotWrite(path, reason: error.reason))
        }
    }

    /// `--format env` cannot write these answers (exit 65): nothing is written.
    private static func failure(_ problem: EnvironmentNaming.Problem) -> CommandFailure {
        switch problem {
        case .clash(let first, let second, let variable):
            return CommandFailure(.dataError, .error(.environmentNameClash(first, second, variable: variable)))
        case .reserved(let key, let variable):
            return CommandFailure(.dataError, .error(.environmentNameReserved(key: key, variable: variable)))
        }
    }

    /// The output could not be written: keep the answers in the state directory (0600)
    /// and say where (exit 73); when that fails too, say why and print them.
    private func keepUnsaved(_ text: String, form: Form, formPath: String, reason: Message) -> CommandFailure {
        let name = FormFile.stateName(of: form, path: formPath) + "-\(time(nil))-\(getpid())." + (format == .markdown ? "md" : format.rawValue)
        do {
            let path = try StateDirectory.file(name, in: "unsaved")
            try AtomicFile.write(text, to: path, private: true)
            return CommandFailure(.cannotCreate, .error(reason), .note(.answersKept(path)))
        } catch {
            return CommandFailure(.cannotCreate, .error(reason), .error(.cannotWrite(error.path, reason: error.reason)),
                                  .note(.answersFollow), .verbatim(text))
        }
    }
}
