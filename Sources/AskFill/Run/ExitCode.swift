#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// askform's exit codes (docs/CLI.md, "Exit codes"), from sysexits.h where one fits.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// EX_USAGE: bad command line.
    case usage = 64
    /// EX_DATAERR: invalid form, invalid answers, a required answer missing.
    case dataError = 65
    /// EX_NOINPUT: a named input file cannot be read.
    case noInput = 66
    /// EX_CANTCREAT: the output cannot be written.
    case cannotCreate = 73
    /// EX_TEMPFAIL: submitting failed; the answers are in a recovery file.
    case temporaryFailure = 75
    /// EX_CONFIG: a `${env:NAME}` the form needs is not set.
    case configuration = 78
    /// Interrupted (Ctrl-C, Ctrl-D, `:quit`).
    case interrupted = 130
    /// SIGHUP (the terminal closed) while submitting: 128 + 1.
    case hungUp = 129
    /// SIGTERM while submitting: 128 + 15.
    case terminated = 143

    /// How a run stopped by `signal` ends: 130 for Ctrl-C and Ctrl-\\, 129, 143.
    public init(stoppedBy signal: Int32) {
        switch signal {
        case SIGHUP: self = .hungUp
        case SIGTERM: self = .terminated
        default: self = .interrupted
        }
    }
}

/// A failure that ends the command: what to print on stderr, and the exit code.
///
/// Lines are kept as messages and rendered when printed, in the reader's language.
public struct CommandFailure: Error {
    /// One line printed on stderr, rendered in the reader's language when printed.
    public enum Line: Sendable {
        /// `askform: error: MESSAGE`.
        case error(Message)
        /// `askform: MESSAGE`.
        case note(Message)
        /// The message alone: `Usage: …`, `See 'askform --help'.`
        case plain(Message)
        /// `FILE:LINE:COL: error: MESSAGE (at /pointer)`.
        case diagnostic(Diagnostic, file: String)
        case issue(AnswerIssue, file: String)
        /// Data shown as it is: the answers when nothing could keep them.
        case verbatim(String)
    }

    /// The process's exit status.
    public var code: ExitCode
    /// What to print on stderr, in order.
    public var lines: [Line]

    /// A failure ending with `code` after printing `lines`.
    public init(_ code: ExitCode, _ lines: Line...) {
        self.code = code
        self.lines = lines
    }

    /// The same, from lines gathered as the caller goes.
    public init(_ code: ExitCode, lines: [Line]) {
        self.code = code
        self.lines = lines
    }

    /// A bad command line (64): what is wrong, the usage, and where to read more (the
    /// command's own help when the command is known).
    public static func usage(_ message: Message, usage: String, command: String? = nil) -> CommandFailure {
        CommandFailure(.usage, .error(message), .plain(.usage(usage)), .plain(.seeHelp(command: command)))
    }

    /// Each line as printed, `program` naming the program in error and note lines.
    public func rendered(_ catalog: Catalog, program: String = "askform") -> [String] {
        lines.map { $0.rendered(catalog, program: program) }
    }

    /// Prints the lines on stderr; returns the exit code.
    @discardableResult
    public func report(_ catalog: Catalog, program: String = "askform") -> ExitCode {
        StandardStreams.error(rendered(catalog, program: program).map { $0 + "\n" }.joined())
        return code
    }
}

extension CommandFailure.Line {
    /// The line as printed: `PROGRAM: error: MESSAGE`, `PROGRAM: MESSAGE`, or the message,
    /// diagnostic or data alone. Anything quoted in a message from a form, an answer or stdin
    /// is made inert (an escape sequence shows as `\u{1B}`), so it cannot reach the terminal raw.
    public func rendered(_ catalog: Catalog, program: String = "askform") -> String {
        switch self {
        case .error(let message): return InertText.line(program + ": error: " + catalog.text(for: message))
        case .note(let message): return InertText.line(program + ": " + catalog.text(for: message))
        case .plain(let message): return InertText.line(catalog.text(for: message))
        case .diagnostic(let diagnostic, let file): return diagnostic.rendered(file: file, catalog: catalog)
        case .issue(let issue, let file): return issue.rendered(file: file, catalog: catalog)
        case .verbatim(let text): return text
        }
    }

    /// Prints the line on stderr, while a command goes on (a note, an error that does not end it).
    public func print(_ catalog: Catalog, program: String = "askform") {
        StandardStreams.error(rendered(catalog, program: program) + "\n")
    }
}
