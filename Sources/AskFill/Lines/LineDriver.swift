import AskCore

/// The walk driven by lines (a pipe, a file, `--non-interactive`, a program's strings): each
/// line answers the next row that still needs one, in form order. No prompts; the first bad
/// line ends the fill (65) naming the line, the key and the rule. Lines are answers only:
/// `:back` and the other prompt commands mean nothing here.
///
///     var walker = Walker(form: form)
///     var driver = LineDriver(StringLines(["Ada", "36"]))
///     _ = try Questionnaire.run(&walker, with: &driver)
public struct LineDriver<Lines: AnswerLines>: FillDriver {
    private var lines: Lines
    private var exhausted = false

    /// A driver answering from `lines`, one per row that still needs an answer.
    public init(_ lines: Lines) {
        self.lines = lines
    }

    /// Answers `prompt` with the next line; an empty line (or the end of the lines) takes the default.
    ///
    /// - Throws: ``CommandFailure`` (65) naming the line, the key and the rule when a line is refused, is not
    ///   text, or the lines end before a required row is answered.
    ///
    /// A multi-line row (``RowKind/isMultiline``) takes one line, or, after a line that is
    /// exactly `<<WORD` (letters, digits, `_`), every line up to one that is exactly `WORD`
    /// (at most ``LineReader/maxLineBytes`` in all, as one line).
    public mutating func ask(_ prompt: Walker.Prompt, _ walker: inout Walker) throws(CommandFailure) -> FillStep {
        var line = try nextLine(for: walker.layout.shownKey(prompt.key))
        if line == nil { exhausted = true }
        // A refused answer names the line it starts on.
        let answerLine = lines.lineNumber
        if let opening = line, !prompt.isUnit, walker.layout.row(forKey: prompt.key)?.kind.isMultiline == true,
           let word = Self.heredocWord(opening) {
            var body: [String] = []
            // A block is bounded as one line is, so stdin that never closes it cannot fill memory.
            var bytes = 0
            while true {
                guard let next = try nextLine(for: walker.layout.shownKey(prompt.key)) else {
                    throw CommandFailure(.dataError, .error(.stdinLine(answerLine, key: walker.layout.shownKey(prompt.key), .heredocNotClosed(word))))
                }
                if next == word { break }
                bytes += next.utf8.count + 1
                guard bytes <= LineReader.maxLineBytes else {
                    throw CommandFailure(.dataError, .error(.stdinLine(answerLine, key: walker.layout.shownKey(prompt.key),
                                                                       .lineTooLong(bytes: LineReader.maxLineBytes))))
                }
                body.append(next)
            }
            line = body.joined(separator: "\n")
        }
        if case .failure(let problem) = walker.answer(line ?? "", from: .script) {
            throw CommandFailure(.dataError, .error(line == nil
                ? Self.endOfInput(prompt, problem, walker)
                : .stdinLine(answerLine, key: walker.layout.shownKey(prompt.key), .answerProblem(problem))))
        }
        return .answered
    }

    /// The next line; a line that is no text fails (65) naming it and `key`.
    private mutating func nextLine(for key: String) throws(CommandFailure) -> String? {
        guard !exhausted else { return nil }
        do {
            return try lines.next()
        } catch {
            throw CommandFailure(.dataError, .error(.stdinLine(error.lineNumber, key: key, Self.describe(error))))
        }
    }

    /// `WORD` of a line that is exactly `<<WORD` (ASCII letters, digits and `_`), else nil.
    static func heredocWord(_ line: String) -> String? {
        guard line.hasPrefix("<<") else { return nil }
        let word = line.utf8.dropFirst(2)
        guard !word.isEmpty, word.allSatisfy({ byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }) else { return nil }
        return String(decoding: word, as: UTF8.self)
    }

    /// Lines left over mean the script and the form disagree: fail loudly.
    public mutating func finish(_ walker: Walker) throws(CommandFailure) {
        while !exhausted {
            let line: String?
            do {
                line = try lines.next()
            } catch {
                throw CommandFailure(.dataError, .error(.stdinLine(error.lineNumber, key: nil, Self.describe(error))))
            }
            guard let line else { break }
            if !line.trimmingWhitespace().isEmpty {
                // A script one line out of step leaves its last answer over, and in a form with a
                // secret row that is often the secret: then the line is not shown.
                throw CommandFailure(.dataError, .error(.leftOver(line: lines.lineNumber, text: walker.form.hasSecrets ? nil : line)))
            }
        }
    }

    /// Why the end of the lines left `prompt` unanswered; naming the environment variable its
    /// default would have come from, when that is unset.
    private static func endOfInput(_ prompt: Walker.Prompt, _ problem: AnswerProblem, _ walker: Walker) -> Message {
        if !prompt.isUnit, let row = walker.layout.row(forKey: prompt.key), case .environment(let name) = row.defaultValue,
           case .success(nil) = walker.resolvedDefault(of: row) {
            return .stdinEndedDefaultUnset(key: walker.layout.shownKey(prompt.key), variable: name, problem)
        }
        return .stdinEnded(key: walker.layout.shownKey(prompt.key), problem)
    }

    private static func describe(_ error: InvalidLine) -> Message {
        switch error.reason {
        case .invalidUTF8: return .lineNotUTF8(byte: error.byteOffset)
        case .nul: return .lineHasNUL(byte: error.byteOffset)
        case .tooLong: return .lineTooLong(bytes: LineReader.maxLineBytes)
        }
    }
}
