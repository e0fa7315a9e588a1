/// What a person typed at the review prompt, read against the answers on show: accept,
/// change an answer (by its number or key), one of the prompt commands, or a refusal that
/// says what would be accepted. A terminal and the tests read the same grammar here.
///
///     ""  y  yes  是 …        accept
///     n  no  …                say how to change an answer
///     3  city  CITY           change that answer (a key in any case, when only one matches;
///                             an item's key as shown, `travellers[2].name`, or stored, `travellers.2.name`)
///     +travellers  -travellers[2]  -travellers.2      add or remove a repeat item
///     :back :help :review :discard :quit
package enum ReviewInput: Sendable, Equatable {
    case accept
    case decline
    /// Ask the row of this key again.
    case change(String)
    case command(PromptInput.Command)
    /// Nothing to do; say why.
    case refused(Message)
    /// `+GROUP`: add an item to the repeat group at this path.
    case addItem(String)
    /// `-GROUP.N` (or `-GROUP[N]`): remove item N of the repeat group at this path.
    case removeItem(String, Int)

    /// Reads `line` against `entries` (the review's rows, numbered from 1) and `walker`; a
    /// `computed` row is shown but cannot be changed.
    public init(_ line: String, entries: [ReviewEntry], walker: Walker) {
        self.init(reading: line, entries: entries, walker: walker)
        if case .change(let key) = self, walker.layout.row(forKey: key)?.computed != nil {
            self = .refused(.answerProblem(.isComputed))
        }
    }

    private init(reading line: String, entries: [ReviewEntry], walker: Walker) {
        let text = FullWidth.folded(line.trimmingWhitespace())
        if text.isEmpty {
            self = .accept
            return
        }
        if let first = text.first, first == "+" || first == "-", !walker.layout.groupPaths.isEmpty {
            // A repeat group's items: `+travellers` adds one, `-travellers.2` (or `[2]`) removes
            // one; a group inside an item is named either way too (`+travellers[1].documents`).
            let name = walker.layout.storedKey(String(text.dropFirst()))
            if first == "+", walker.layout.groupPaths.contains(name) {
                self = .addItem(name)
                return
            }
            if first == "-", let dot = name.lastIndex(of: "."), let number = Int(name[name.index(after: dot)...]),
               walker.layout.groupPaths.contains(String(name[..<dot])) {
                self = .removeItem(String(name[..<dot]), number)
                return
            }
        }
        switch PromptInput(text) {
        case .command(let command):
            self = command == .skip || command == .list || command == .edit ? .refused(.notAtTheReview(":" + command.rawValue)) : .command(command)
            return
        case .unknownCommand(let typed):
            self = .refused(.unknownPromptCommand(typed))
            return
        case .answer:
            break
        }
        if let number = Int(text) {
            self = (1...max(1, entries.count)).contains(number) && !entries.isEmpty
                ? .change(entries[number - 1].key)
                : .refused(.noSuchAnswerNumber(number, count: entries.count))
            return
        }
        // A key inside a repeat item may be typed as shown (`travellers[2].name`) or stored
        // (`travellers.2.name`).
        let key = walker.layout.storedKey(text)
        // The yes and no words of every language answer the question; a row key wins over
        // them only when written exactly (a row keyed `y`).
        if !entries.contains(where: { $0.key == key }), let accepted = AnswerParser.parseConfirm(text) {
            self = accepted ? .accept : .decline
            return
        }
        if entries.contains(where: { $0.key == key }) {
            self = .change(key)
            return
        }
        let folded = key.lowercased()
        let sameInAnyCase = entries.filter { $0.key.lowercased() == folded }
        if sameInAnyCase.count == 1 {
            self = .change(sameInAnyCase[0].key)
            return
        }
        // A row of the form that is not on show: hidden by its condition.
        let hidden = walker.form.rows.compactMap(\.key).filter { row in
            (row == key || row.lowercased() == folded) && !walker.isShown(row)
        }
        if let row = hidden.first(where: { $0 == key }) ?? (hidden.count == 1 ? hidden.first : nil) {
            self = .refused(.hiddenByCondition(walker.layout.shownKey(row)))
            return
        }
        self = .refused(.answerProblem(.unknownKey(suggestion: Suggestion.closest(to: text, in: entries.map(\.shownKey)))))
    }
}
