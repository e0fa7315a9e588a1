#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// The walk at a terminal: prompts with hints and completion, re-asking on bad answers,
/// `:back`/`:skip`/`:help`/`:review`/`:list`/`:quit`/`:discard`, a draft after every
/// answer, and a review with editing before anything is written.
///
///     var driver = TerminalDriver(terminal: LineEditor(history: []), presenter: presenter)
///     switch try Questionnaire.run(&walker, with: &driver) { … }
public struct TerminalDriver: FillDriver {
    /// A terminal fill never fails: stops, discards and lost terminals are outcomes.
    public typealias Failure = Never

    /// Shows the form's texts and askform's words.
    public var presenter: Presenter
    /// Where the prompts are asked and the texts shown.
    public let terminal: any FillTerminal
    /// Where accepted answers are saved as they come; `nil` keeps none.
    public let draft: Draft?
    /// Whether the answers are reviewed before the fill completes.
    public var review: Bool
    /// Whether the answers are sent once accepted (the review's question says so).
    public var submits: Bool
    /// The walk as of the last accepted answer, not yet in the draft: it is written while
    /// the next prompt waits for a key, so saving never delays the prompt.
    private var unsavedDraft: Walker?
    /// The signal that stopped a multi-line answer's lines, if one did.
    var stoppingSignal: Int32?

    /// A driver asking at `terminal`.
    ///
    /// - Parameters:
    ///   - draft: Where accepted answers are saved as they come; `nil` keeps none.
    ///   - review: Review the answers before the fill completes.
    ///   - submits: Say in the review that accepting sends the answers.
    public init(terminal: any FillTerminal, presenter: Presenter, draft: Draft? = nil, review: Bool = true,
                submits: Bool = false) {
        self.terminal = terminal
        self.presenter = presenter
        self.draft = draft
        self.review = review
        self.submits = submits
    }

    /// Shows the form's title and description.
    public mutating func start(_ walker: Walker) {
        presenter.scope = walker.scope
        presenter.form = walker.form
        terminal.write(presenter.header())
    }

    /// Shows section headers and footers, and notes, as the walk reaches them.
    public mutating func show(_ event: Walker.Event, _ walker: Walker) {
        presenter.scope = walker.scope
        presenter.form = walker.form
        switch event {
        case .sectionStart(let section, let question, let total):
            terminal.write(presenter.sectionStart(section, question: question, total: total))
        case .sectionEnd(let section):
            terminal.write(presenter.sectionEnd(section))
        case .note(let section, let row):
            terminal.write(presenter.note(walker.form.sections[section].rows[row]))
        case .ask, .finished:
            break
        }
    }

    /// Lists the answers and lets the person change any before accepting, when `review` is on.
    public mutating func review(_ walker: inout Walker) -> FillStep {
        review ? reviewAnswers(&walker) : .answered
    }

    /// Asks one prompt until it is answered, or the person moves or stops.
    ///
    /// A multi-line row takes lines until one holding only `.`; `:edit` (or Ctrl-X Ctrl-E)
    /// edits the answer in the person's editor. An answer being changed (`:back`, the review)
    /// is put in the line, except a secret's and a multi-line one's (`:edit` edits that).
    /// A pasted text of several lines is kept whole at a multi-line row and refused at others.
    public mutating func ask(_ prompt: Walker.Prompt, _ walker: inout Walker) -> FillStep {
        guard let row = walker.layout.row(forKey: prompt.key) else { return .answered }
        let secret = row.kind.hidesAnswer && !prompt.isUnit
        let multiline = row.kind.isMultiline && !prompt.isUnit
        presenter.scope = walker.scope
        presenter.form = walker.form
        terminal.write(presenter.preamble(for: row, isUnit: prompt.isUnit))
        // Problems name an item's row as people type it (`travellers[2].age`).
        let shownKey = walker.layout.shownKey(prompt.key)
        if let refusal = prompt.refusal { terminal.write(presenter.problem(refusal, key: shownKey)) }
        let completion = self.completion(for: row, isUnit: prompt.isUnit)
        let current = walker.answers[prompt.key].flatMap { $0.isNull ? nil : $0 }
        let prefill = secret || multiline ? "" : current.map { typedText($0, row: row, isUnit: prompt.isUnit) } ?? ""
        // What `:edit` starts from: the current answer or default, then the last edit refused.
        var editable = prompt.defaultValue.map { typedText($0, row: row, isUnit: prompt.isUnit) } ?? ""
        var failures = 0
        while true {
            presenter.width = terminal.columns
            let result = terminal.read(prompt: presenter.promptLine(for: row, prompt: prompt), secret: secret,
                                       completion: completion, prefill: prefill, whileWaiting: { saveDraft() })
            let answer: String
            switch result {
            case .line(let typed):
                var line = typed
                if line.unicodeScalars.contains("\n") {
                    // A paste of several lines, kept whole in the line by bracketed paste.
                    if multiline {
                        guard let text = collectLines(line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                                      editing: &editable) else { return stopped(result: nil) }
                        answer = text
                        break
                    }
                    while line.unicodeScalars.last == "\n" { line.unicodeScalars.removeLast() }
                    let lines = line.unicodeScalars.count { $0 == "\n" } + 1
                    if lines > 1 {
                        terminal.write(presenter.problem(.pastedSeveralLines(lines), key: shownKey))
                        continue
                    }
                }
                switch PromptInput(line) {
                case .command(.quit):
                    return .stopped(.stopped(signal: nil))
                case .command(.discard):
                    if let step = confirmDiscard() { return step }
                    continue
                case .command(.back):
                    if let previous = walker.back() { return .moved(previous) }
                    terminal.write(presenter.remark(.firstQuestion))
                    continue
                case .command(.skip):
                    switch walker.skip() {
                    case .success:
                        unsavedDraft = walker
                        return .answered
                    case .failure(let problem):
                        terminal.write(presenter.problem(problem, key: shownKey))
                    }
                    continue
                case .command(.help):
                    terminal.write(presenter.commandHelp(for: prompt.isUnit ? nil : row))
                    continue
                case .command(.review):
                    terminal.write(presenter.review(presenter.reviewEntries(walker)))
                    continue
                case .command(.list):
                    let options = row.options(ofUnit: prompt.isUnit)
                    terminal.write(options.isEmpty ? presenter.remark(.nothingToList) : presenter.optionList(options, limit: .max))
                    continue
                case .command(.edit) where secret:
                    // A secret is never written to a file, not even a temporary one.
                    terminal.write(presenter.problem(.unknownPromptCommand(nil), key: shownKey))
                    continue
                case .command(.edit):
                    guard let text = edited(editable, key: prompt.key) else { continue }
                    editable = text
                    answer = text
                case .unknownCommand(let text):
                    // At a secret prompt the text may be the secret itself (one starting with ':').
                    terminal.write(presenter.problem(.unknownPromptCommand(secret ? nil : text), key: shownKey))
                    continue
                case .answer(let text):
                    if multiline, !text.trimmingWhitespace().isEmpty {
                        guard text.trimmingWhitespace() != "." else {
                            answer = ""
                            break
                        }
                        guard let lines = collectLines([text], editing: &editable) else { return stopped(result: nil) }
                        answer = lines
                    } else {
                        answer = text
                    }
                }
            case .edit(let typed):
                guard !secret, let text = edited(typed.isEmpty ? editable : typed, key: prompt.key) else { continue }
                editable = text
                answer = text
            case .endOfInput, .interrupted, .terminated:
                return stopped(result: result)
            }
            // Several lines are not kept for recall: up-arrow brings back one line.
            let recalled = !secret && !answer.unicodeScalars.contains("\n")
            switch walker.answer(answer) {
            case .success:
                if recalled { terminal.remember(answer) }
                unsavedDraft = walker
                return .answered
            case .failure(let problem):
                if recalled { terminal.remember(answer) }
                failures += 1
                terminal.write(presenter.problem(problem, key: shownKey))
                if failures >= 2 { terminal.write(presenter.fullerHint(for: row, isUnit: prompt.isUnit)) }
            }
        }
    }

    /// The review: every answer, then accept, or edit a row by number or key
    /// (``ReviewInput`` reads the line).
    private mutating func reviewAnswers(_ walker: inout Walker) -> FillStep {
        presenter.scope = walker.scope
        presenter.form = walker.form
        let entries = presenter.reviewEntries(walker)
        terminal.write(presenter.review(entries))
        let keys = CompletionIndex(entries.map(\.shownKey), itemsAfterComma: false)
        let question = presenter.reviewPrompt(submits: submits)
        while true {
            let line: String
            switch terminal.read(prompt: question, secret: false, completion: keys, whileWaiting: { saveDraft() }) {
            case .line(let text): line = text
            case .edit:
                terminal.write(presenter.reviewHelp())
                continue
            case .endOfInput, .interrupted: return .stopped(.stopped(signal: nil))
            case .terminated(let signal): return .stopped(.stopped(signal: signal))
            }
            switch ReviewInput(line, entries: entries, walker: walker) {
            case .accept:
                return .answered
            case .decline:
                terminal.write(presenter.reviewHowToChange())
            case .change(let key):
                if let prompt = walker.edit(key) { return .moved(prompt) }
            case .addItem(let path):
                if let prompt = walker.addItem(to: path) { return .moved(prompt) }
                terminal.write(presenter.problem(.cannotAddItem(walker.layout.shownKey(path),
                                                                maximum: walker.asksItems(of: path) ? walker.itemCounts[path] : nil)))
            case .removeItem(let path, let item):
                if walker.removeItem(item, from: path) {
                    unsavedDraft = walker
                    return reviewAnswers(&walker)
                }
                let minimum = walker.asksItems(of: path) ? walker.itemCounts[path] : nil
                if let count = walker.itemCounts[path], !(1...max(1, count)).contains(item) || count == 0 {
                    terminal.write(presenter.problem(.noSuchAnswerNumber(item, count: count)))
                } else {
                    terminal.write(presenter.problem(.cannotRemoveItem(walker.layout.shownKey(path), minimum: minimum)))
                }
            case .command(.quit):
                return .stopped(.stopped(signal: nil))
            case .command(.discard):
                if let step = confirmDiscard() { return step }
            case .command(.back):
                if let last = walker.back() { return .moved(last) }
                terminal.write(presenter.reviewHelp())
            case .command(.review):
                terminal.write(presenter.review(entries))
            case .command(.help), .command(.skip), .command(.list), .command(.edit):
                terminal.write(presenter.reviewHelp())
            case .refused(.answerProblem(let problem)):
                // `no row has this key` names what was typed, as at a question.
                terminal.write(presenter.problem(problem, key: FullWidth.folded(line.trimmingWhitespace())))
            case .refused(let message):
                terminal.write(presenter.problem(message))
            }
        }
    }

    /// `:discard`: asks first (Enter means no); `nil` when the person keeps their answers.
    private func confirmDiscard() -> FillStep? {
        switch terminal.read(prompt: presenter.discardPrompt(), secret: false, completion: nil, whileWaiting: {}) {
        case .line(let text):
            return AnswerParser.parseConfirm(text.trimmingWhitespace()) == true ? .stopped(.discarded) : nil
        case .endOfInput, .interrupted, .edit: return nil
        case .terminated(let signal): return .stopped(.stopped(signal: signal))
        }
    }

    /// Writes the answers accepted since the last save, if any.
    private mutating func saveDraft() {
        guard let walker = unsavedDraft else { return }
        _ = draft?.update(walker)
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
