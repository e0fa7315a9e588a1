import AskCore

/// The walk driven by stdin lines (a pipe, a file, or `--non-interactive`): each line
/// answers the next row that still needs one, in form order. No prompts; the first bad
/// line ends the run (65) naming the line, the key and the rule. Lines are answers only:
/// `:back` and the other prompt commands mean nothing here.
enum ScriptedFill {
    static func run(_ walker: inout Walker, input descriptor: Int32 = 0) throws(CommandFailure) {
        var reader = LineReader(descriptor: descriptor)
        var exhausted = false
        while true {
            guard case .ask(let prompt) = walker.next() else {
                if walker.currentPrompt == nil, case .finished = walker.next() { break }
                continue
            }
            let line: String?
            do {
                line = exhausted ? nil : try reader.next()
            } catch {
                throw CommandFailure(.dataError,
                                     "askform: error: stdin line \(error.lineNumber): \(prompt.key): invalid UTF-8 at byte \(error.byteOffset)")
            }
            if line == nil { exhausted = true }
            if case .failure(let problem) = walker.answer(line ?? "") {
                let place = line == nil ? "stdin ended before '\(prompt.key)' was answered" : "stdin line \(reader.lineNumber)"
                throw CommandFailure(.dataError, "askform: error: \(place): \(prompt.key): \(problem)")
            }
        }
        // Lines left over mean the script and the form disagree: fail loudly.
        while !exhausted {
            let line: String?
            do {
                line = try reader.next()
            } catch {
                throw CommandFailure(.dataError, "askform: error: stdin line \(error.lineNumber): invalid UTF-8 at byte \(error.byteOffset)")
            }
            guard let line else { break }
            if !line.trimmingWhitespace().isEmpty {
                throw CommandFailure(.dataError,
                                     "askform: error: stdin line \(reader.lineNumber): '\(line)' is left over after the last question")
            }
        }
    }
}
