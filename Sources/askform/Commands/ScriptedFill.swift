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
                throw CommandFailure(.dataError, .error(.stdinLine(error.lineNumber, key: prompt.key, Self.describe(error))))
            }
            if line == nil { exhausted = true }
            if case .failure(let problem) = walker.answer(line ?? "", from: .script) {
                throw CommandFailure(.dataError, .error(line == nil
                    ? endOfInput(prompt, problem, walker)
                    : .stdinLine(reader.lineNumber, key: prompt.key, .answerProblem(problem))))
            }
        }
        // Lines left over mean the script and the form disagree: fail loudly.
        while !exhausted {
            let line: String?
            do {
                line = try reader.next()
            } catch {
                throw CommandFailure(.dataError, .error(.stdinLine(error.lineNumber, key: nil, Self.describe(error))))
            }
            guard let line else { break }
            if !line.trimmingWhitespace().isEmpty {
                // A script one line out of step leaves its last answer over, and in a form with a
                // secret row that is often the secret: then the line is not shown.
                throw CommandFailure(.dataError, .error(.leftOver(line: reader.lineNumber, text: walker.form.hasSecrets ? nil : line)))
            }
        }
    }

    /// Why the end of stdin left `prompt` unanswered; naming the environment variable its
    /// default would have come from, when that is unset.
    private static func endOfInput(_ prompt: Walker.Prompt, _ problem: AnswerProblem, _ walker: Walker) -> Message {
        if !prompt.isUnit, let row = walker.layout.row(forKey: prompt.key), case .environment(let name) = row.defaultValue,
           case .success(nil) = walker.resolvedDefault(of: row) {
            return .stdinEndedDefaultUnset(key: prompt.key, variable: name, problem)
        }
        return .stdinEnded(key: prompt.key, problem)
    }

    private static func describe(_ error: LineReader.InvalidLine) -> Message {
        switch error.reason {
        case .invalidUTF8: return .lineNotUTF8(byte: error.byteOffset)
        case .nul: return .lineHasNUL(byte: error.byteOffset)
        case .tooLong: return .lineTooLong(bytes: LineReader.maxLineBytes)
        }
    }
}
