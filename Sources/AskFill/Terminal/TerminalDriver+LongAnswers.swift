import AskCore

// Long answers at a terminal: the lines of a multi-line answer, the editor of `:edit`, and
// the text an answer being changed is put in the line as (docs/CLI.md, "Long answers").
extension TerminalDriver {
    /// How a read that ended the fill ends it (`nil`: a stop while typing lines).
    func stopped(result: LineResult?) -> FillStep {
        if case .terminated(let signal)? = result { return .stopped(.stopped(signal: signal)) }
        return .stopped(.stopped(signal: stoppingSignal))
    }

    /// The lines of a multi-line answer after `first`, read until a line holding only `.`;
    /// Ctrl-X Ctrl-E edits them all. `nil` when the fill stops meanwhile.
    mutating func collectLines(_ first: [String], editing editable: inout String) -> String? {
        var lines = first
        stoppingSignal = nil
        while true {
            switch terminal.read(prompt: Self.continuationPrompt, secret: false, completion: nil, prefill: "", whileWaiting: {}) {
            case .line(let line):
                if line.unicodeScalars.contains("\n") {
                    // A paste is kept whole: a `.` line in it is text.
                    lines += line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                } else if line.trimmingWhitespace() == "." {
                    return lines.joined(separator: "\n")
                } else {
                    lines.append(line)
                }
            case .edit(let typed):
                let text = (lines + (typed.isEmpty ? [] : [typed])).joined(separator: "\n")
                editable = text
                guard let saved = edited(text, key: nil) else { continue }
                return saved
            case .endOfInput, .interrupted:
                return nil
            case .terminated(let signal):
                stoppingSignal = signal
                return nil
            }
        }
    }

    /// Shown before each line of a multi-line answer after the first.
    static let continuationPrompt = "> "

    /// The editor's text for `text`, or nil (said in one line) when the editor failed.
    func edited(_ text: String, key: String?) -> String? {
        switch terminal.edit(text) {
        case .edited(let saved):
            return saved
        case .failed(let status):
            terminal.write(key.map { presenter.problem(.editorFailed(status: status), key: $0) }
                           ?? presenter.problem(.editorFailed(status: status)))
            return nil
        }
    }

    /// A value as it would be typed to give it again: an option's label when it chooses that
    /// option, else the value's own text.
    func typedText(_ value: AnswerValue, row: Row, isUnit: Bool) -> String {
        let options = row.options(ofUnit: isUnit)
        if case .string(let chosen) = value, let option = options.first(where: { $0.value == chosen }) {
            let shown = presenter.optionText(option)
            return AnswerParser.choose(shown, among: options) == .success(chosen) ? shown : chosen
        }
        return value.plainText
    }
}
