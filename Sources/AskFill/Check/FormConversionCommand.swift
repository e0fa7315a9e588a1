#if canImport(Glibc)
import Glibc
#endif
import AskCore
import AskImport

/// `askform convert`: a form written for another tool (or an askform form) written as an
/// askform form in JSON, with one `FILE:LINE:COL: warning:` line on stderr for each thing
/// not carried over exactly.
public struct FormConversionCommand {
    /// Checks the converted form, with its limits and row kinds.
    public var loader: FormLoader
    /// The language of the messages.
    public var catalog: Catalog
    /// The kind of form the file is (`--from`); `nil` tells it from the file's name and content.
    public var kind: FormSourceKind?

    /// A conversion that reports in `catalog`'s language.
    public init(loader: FormLoader = FormLoader(), catalog: Catalog = .english, from kind: FormSourceKind? = nil) {
        self.loader = loader
        self.catalog = catalog
        self.kind = kind
    }

    /// Converts the file at `path` (`-` is stdin) and writes the form to `output` (stdout
    /// when nil or `-`; a file is replaced atomically, as `fill -o` does).
    ///
    /// - Returns: `.success` with the form written; `.dataError` (65) when the file is not a
    ///   form of a kind askform reads, or its conversion is not a valid form (nothing written);
    ///   `.noInput` (66) when it cannot be read; `.cannotCreate` (73) when the output cannot be written.
    public func run(_ path: String, output: String?) -> ExitCode {
        let name = InputFile.displayName(path)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: loader.limits.maxFileBytes)
        } catch {
            return error.report(catalog)
        }
        let (_, conversion) = FormSource.convert(bytes, fileName: path, from: kind, limits: loader.limits)
        var diagnostics = conversion.diagnostics
        if !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics = FormSource.inFileOrder(diagnostics + loader.load(conversion.form).diagnostics)
        }
        var report = ProblemList.report(diagnostics, file: name, catalog: catalog)
        let errors = diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            report += InertText.line(catalog.text(for: .invalid(file: name, errors: errors))) + "\n"
            StandardStreams.error(report)
            return .dataError
        }
        if !report.isEmpty { StandardStreams.error(report) }
        let text = FormSource.json(conversion.form)
        guard let output, output != "-" else {
            guard StandardStreams.output(text) else {
                let reason = StandardStreams.describe(errno: errno)
                return CommandFailure(.cannotCreate, .error(.cannotWriteStdout(reason: reason))).report(catalog)
            }
            return .success
        }
        do {
            try OutputFile.write(text, to: output, private: false)
        } catch {
            return CommandFailure(.cannotCreate, .error(.cannotWrite(output, reason: error.reason))).report(catalog)
        }
        return .success
    }
}
