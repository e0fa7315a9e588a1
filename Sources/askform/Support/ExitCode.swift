import AskCore

/// askform's exit codes (SPEC §9), from sysexits.h where one fits.
enum ExitCode: Int32 {
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
}

/// A failure that ends the command: what to print on stderr, and the exit code.
struct CommandFailure: Error {
    var code: ExitCode
    /// Lines for stderr, each printed as is (already prefixed where needed).
    var lines: [String]

    /// One-line messages; anything quoted in them from a form, an answer or stdin is made
    /// inert (an escape sequence shows as `\u{1B}`), so it cannot reach the terminal raw.
    init(_ code: ExitCode, _ lines: String...) {
        self.code = code
        self.lines = lines.map(InertText.line)
    }

    init(_ code: ExitCode, lines: [String]) {
        self.code = code
        self.lines = lines
    }
}
