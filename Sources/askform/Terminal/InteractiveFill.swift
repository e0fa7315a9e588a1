#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// The walk at a terminal: readline prompts with hints and completion, re-asking on bad
/// answers, `:back`/`:skip`/`:help`/`:review`/`:quit`, a draft after every answer, and a
/// review with editing before anything is written.
struct InteractiveFill {
    enum Outcome {
        case completed
        /// Stopped by Ctrl-C, Ctrl-D or `:quit` (exit 130), or by a signal (re-raised).
        case stopped(signal: Int32?)
        /// `:discard`, confirmed: nothing is written and the draft goes (exit 130).
        case discarded
    }

    var presenter: Presenter
    let editor: LineEditor
    let draft: Draft
    /// The walk as of the last accepted answer, not yet in the draft: it is written while
    /// the next prompt waits for a key, so saving never delays the prompt.
    var unsavedDraft: Walker?
    let review: Bool
    let submits: Bool

    /// Walks until every shown row is answered and the review accepted, or the person stops.
    mutating func run(_ walker: inout Walker) -> Outcome {
        StandardStreams.error(presenter.header())
        var pending: Walker.Prompt?
        while true {
            let event: Walker.Event = pending.map { .ask($0) } ?? walker.next()
            pending = nil
            switch event {
            case .sectionStart(let section, let question, let total):
                StandardStreams.error(presenter.sectionStart(section, question: question, total: total))
            case .sectionEnd(let section):
                StandardStreams.error(presenter.sectionEnd(section))
            case .note(let section, let row):
                StandardStreams.error(presenter.note(walker.form.sections[section].rows[row]))
            case .ask(let prompt):
                switch ask(prompt, &walker) {
                case .answered: break
                case .moved(let other): pending = other
                case .stopped(let signal): return .stopped(signal: signal)
                case .discarded: return .discarded
                }
            case .finished:
                guard review else { return .completed }
                switch reviewAnswers(&walker) {
                case .answered: return .completed
                case .moved(let edited): pending = edited
                case .stopped(let signal): return .stopped(signal: signal)
                case .discarded: return .discarded
                }
            }
        }
    }

    private enum Step {
        case answered
        case moved(Walker.Prompt)
        case stopped(Int32?)
        case discarded
    }

    /// Asks one prompt until it is answered, or the person moves or stops.
    private mutating func ask(_ prompt: Walker.Prompt, _ walker: inout Walker) -> Step {
        guard let row = walker.layout.row(forKey: prompt.key) else { return .answered }
        let secret = row.kind.hidesAnswer && !prompt.isUnit
        StandardStreams.error(presenter.preamble(for: row, isUnit: prompt.isUnit))
        let completion = self.completion(for: row, isUnit: prompt.isUnit)
        var failures = 0
        while true {
            presenter.width = LineEditor.columns()
            let result = editor.read(prompt: presenter.promptLine(for: row, prompt: prompt), secret: secret,
                                     whileWaiting: { saveDraft() },
                                     completion: completion)
            let line: String
            switch result {
            case .line(let text): line = text
            case .endOfInput, .interrupted: return .stopped(nil)
            case .terminated(let signal): return .stopped(signal)
            }
            switch PromptInput(line) {
            case .command(.quit):
                return .stopped(nil)
            case .command(.discard):
                if let step = confirmDiscard() { return step }
            case .command(.back):
                if let previous = walker.back() { return .moved(previous) }
                StandardStreams.error(presenter.remark(.firstQuestion))
            case .command(.skip):
                switch walker.skip() {
                case .success:
                    unsavedDraft = walker
                    return .answered
                case .failure(let problem):
                    StandardStreams.error(presenter.problem(problem, key: prompt.key))
                }
            case .command(.help):
                StandardStreams.error(presenter.commandHelp(for: prompt.isUnit ? nil : row))
            case .command(.review):
                StandardStreams.error(presenter.review(presenter.reviewEntries(walker)))
            case .command(.list):
                let options = row.options(ofUnit: prompt.isUnit)
                StandardStreams.error(options.isEmpty ? presenter.remark(.nothingToList) : presenter.optionList(options, limit: .max))
            case .unknownCommand(let text):
                // At a secret prompt the text may be the secret itself (one starting with ':').
                StandardStreams.error(presenter.problem(.unknownPromptCommand(secret ? nil : text), key: prompt.key))
            case .answer(let text):
                switch walker.answer(text) {
                case .success:
                    if !secret { editor.remember(text) }
                    unsavedDraft = walker
                    return .answered
                case .failure(let problem):
                    if !secret { editor.remember(text) }
                    failures += 1
                    StandardStreams.error(presenter.problem(problem, key: prompt.key))
                    if failures >= 2 { StandardStreams.error(presenter.fullerHint(for: row, isUnit: prompt.isUnit)) }
                }
            }
        }
    }

    /// The review: every answer, then accept, or edit a row by number or key
    /// (``ReviewInput`` reads the line).
    private mutating func reviewAnswers(_ walker: inout Walker) -> Step {
        let entries = presenter.reviewEntries(walker)
        StandardStreams.error(presenter.review(entries))
        let keys = CompletionIndex(entries.map(\.key), itemsAfterComma: false)
        let question = presenter.reviewPrompt(submits: submits)
        while true {
            let line: String
            switch editor.read(prompt: question, whileWaiting: { saveDraft() }, completion: keys) {
            case .line(let text): line = text
            case .endOfInput, .interrupted: return .stopped(nil)
            case .terminated(let signal): return .stopped(signal)
            }
            switch ReviewInput(line, entries: entries, walker: walker) {
            case .accept:
                return .answered
            case .decline:
                StandardStreams.error(presenter.reviewHowToChange())
            case .change(let key):
                if let prompt = walker.edit(key) { return .moved(prompt) }
            case .command(.quit):
                return .stopped(nil)
            case .command(.discard):
                if let step = confirmDiscard() { return step }
            case .command(.back):
                if let last = walker.back() { return .moved(last) }
                StandardStreams.error(presenter.reviewHelp())
            case .command(.review):
                StandardStreams.error(presenter.review(entries))
            case .command(.help), .command(.skip), .command(.list):
                StandardStreams.error(presenter.reviewHelp())
            case .refused(.answerProblem(let problem)):
                // `no row has this key` names what was typed, as at a question.
                StandardStreams.error(presenter.problem(problem, key: FullWidth.folded(line.trimmingWhitespace())))
            case .refused(let message):
                StandardStreams.error(presenter.problem(message))
            }
        }
    }

    /// `:discard`: asks first (Enter means no); `nil` when the person keeps their answers.
    private func confirmDiscard() -> Step? {
        switch editor.read(prompt: presenter.discardPrompt(), whileWaiting: {}, completion: nil) {
        case .line(let text):
            return AnswerParser.parseConfirm(text.trimmingWhitespace()) == true ? .discarded : nil
        case .endOfInput, .interrupted: return nil
        case .terminated(let signal): return .stopped(signal)
        }
    }

    /// Writes the answers accepted since the last save, if any.
    private mutating func saveDraft() {
        guard let walker = unsavedDraft else { return }
        _ = draft.update(walker)
        unsavedDraft = nil
    }

    /// Values and labels to complete; a long list is indexed while the person reads the prompt.
    private func completion(for row: Row, isUnit: Bool) -> CompletionIndex? {
        let options = row.options(ofUnit: isUnit)
        guard !options.isEmpty else {
            if isUnit { return nil }
            let words = row.kind.shape == .bool ? presenter.confirmWords : row.kind.completions
            return words.isEmpty ? nil : CompletionIndex(words, itemsAfterComma: false)
        }
        let presenter = self.presenter
        let afterComma = row.kind.choosesSeveral && !isUnit
        var listing: (@Sendable () -> String)?
        if options.count > presenter.optionListLimit {
            listing = { @Sendable in presenter.optionList(options, limit: .max) }
        }
        return CompletionIndex(count: options.count, itemsAfterComma: afterComma, listing: listing) {
            var choices: [CompletionCandidates.Choice] = []
            choices.reserveCapacity(options.count)
            for option in options {
                // One candidate per option, as the prompt shows it; its value and its labels in
                // every language find it. readline lists candidates itself and shows C1
                // controls and direction overrides raw: an option whose shown text is not
                // plain text is not offered (its number still chooses it).
                let shown = presenter.optionText(option)
                guard option.label != nil || InertText.make(option.value) == option.value else { continue }
                let names = [option.value] + (option.label?.variants.map(\.text) ?? [])
                choices.append(CompletionCandidates.Choice(shown: shown, names: names))
            }
            return CompletionCandidates(choices, itemsAfterComma: afterComma)
        }
    }
}
