import AskCore

/// The walk driven by stdin lines (a pipe, a file, or `--non-interactive`): each line
/// answers the next row that still needs one, in form order. No prompts; the first bad
/// line ends the run (65) naming the line, the key and the rule. Lines are answers only:
/// `:back` and the other prompt commands mean nothing here.
enum ScriptedFill {
    static func run(_ walker: inout Walker, input descriptor: Int32 = 0) throws(CommandFailure) {
        var reader = LineReader(descriptor: descriptor)
        var exhausted = false
        walk: while true {
            let prompt: Walker.Prompt
            switch walker.next() {
            case .ask(let asked): prompt = asked
            case .finished: break walk
            case .sectionStart, .sectionEnd, .note: continue walk
            }
            let line: String?
            do {
                line = exhausted ? nil : try reader.next()
            } catch {
                throw CommandFailure(.dataError, "askform: error: stdin line \(error.lineNumber): \(prompt.key): \(Self.describe(error))")
            }
            if line == nil { exhausted = true }
            if case .failure(let problem) = walker.answer(line ?? "") {
                let place = line == nil
                    ? "stdin ended before '\(prompt.key)' was answered"
                    : "stdin line \(reader.lineNumber): \(prompt.key)"
                throw CommandFailure(.dataError, "askform: error: \(place): \(problem)")
            }
        }
        // Lines left over mean the script and the form disagree: fail loudly.
        while !exhausted {
            let line: String?
            do {
                line = try reader.next()
            } catch {
                throw CommandFailure(.dataError, "askform: error: stdin line \(error.lineNumber): \(Self.describe(error))")
            }
            guard let line else { break }
            if !line.trimmingWhitespace().isEmpty {
                // A script one line out of step leaves its last answer over, and in a form with a
                // secret row that is often the secret: then the line is not shown.
                let shown = walker.form.hasSecrets ? "" : ": \(AnswerProblem.quoted(line))"
                throw CommandFailure(.dataError,
                                     "askform: error: stdin line \(reader.lineNumber)\(shown) is left over after the last question")
            }
        }
    }

    private static func describe(_ error: LineReader.InvalidLine) -> String {
        switch error.reason {
        case .invalidUTF8: return "invalid UTF-8 at byte \(error.byteOffset)"
        case .nul: return "a NUL byte at byte \(error.byteOffset)"
        case .tooLong: return "the line is longer than \(LineReader.maxLineBytes) bytes"
        }
    }
}
