/// Turns a walk into the text a person sees at a terminal: headers, prompts with hints,
/// option lists, problems and the review. Pure: it returns strings for the terminal
/// driver to write, so every screen can be tested as a whole string.
public struct Presenter: Sendable {
    /// Terminal width in columns, for wrapping.
    public var width: Int
    /// Colours for the output; ``TextStyle/plain`` when the output is not a colour terminal.
    public var style: TextStyle
    /// askform's words in the reader's language, and the reader's languages for the form's texts.
    public var catalog: Catalog
    /// The answers the texts' `{{ … }}` templates read (``Walker/scope``); without one, texts
    /// show as written.
    public var scope: AnswerScope?
    /// The form whose texts are shown: for a walk, as laid out with its items (``Walker/form``).
    public var form: Form
    /// Select and multiselect rows list their options when they have at most this many.
    public var optionListLimit = 10

    /// `languages` are the reader's preferred tags, most preferred first: they choose the
    /// form's texts and the language of askform's own words (English when it has none of them).
    public init(form: Form, width: Int = 80, style: TextStyle = .plain, languages: [String] = []) {
        self.form = form
        self.width = max(20, width)
        self.style = style
        self.catalog = Catalog(preferred: languages, fallback: form.defaultLanguage)
    }

    /// A form text in the chosen language, made inert.
    public func text(_ text: LocalizedText?, keepNewlines: Bool = false) -> String {
        guard let text else { return "" }
        let shown = scope.map { catalog.resolved(text.rendered(in: $0.context())) } ?? catalog.resolved(text)
        return InertText.make(shown, keepNewlines: keepNewlines)
    }

    /// A form text in the chosen language with its templates filled, as written (not yet inert).
    private func resolved(_ text: LocalizedText) -> String {
        scope.map { catalog.resolved(text.rendered(in: $0.context())) } ?? catalog.resolved(text)
    }

    /// A block of a form's prose (its description, a footer, help, a note): Markdown rendered
    /// to the width left after `indent` in `base`'s style (docs/FORMAT.md, "Markdown"), or,
    /// in a form that says `"markdown": false`, the text wrapped as it is. Inert either way;
    /// rendered only when shown, so a long note costs nothing until its turn.
    public func prose(_ text: LocalizedText, indent: String = "", base: String = "") -> String {
        let shown = resolved(text)
        guard form.markdown else {
            return style.apply(base, indented(InertText.make(shown, keepNewlines: true), indent: indent)) + "\n"
        }
        return Markdown.render(shown, width: width, style: style, base: base, indent: indent) + "\n"
    }

    private func words(_ message: Message) -> String {
        catalog.text(for: message)
    }

    private var punctuation: Punctuation { catalog.punctuation }

    private func wrapped(_ text: String, indent: String = "") -> String {
        indented(text, indent: indent) + "\n"
    }

    /// `text` wrapped to the width left after `indent`, every line after `indent`, joined
    /// with `\n` (no line break at the end).
    private func indented(_ text: String, indent: String) -> String {
        let lines = DisplayWidth.wrap(text, width: width - DisplayWidth.of(indent))
        var result = ""
        result.reserveCapacity(text.utf8.count + lines.count * (indent.utf8.count + 1))
        for (index, line) in lines.enumerated() {
            if index > 0 { result += "\n" }
            result += indent
            result += line
        }
        return result
    }

    // MARK: Form and sections

    /// The form's title and description, shown once before the first question.
    public func header() -> String {
        var output = ""
        if form.title != nil { output += style.apply(style.title, text(form.title)) + "\n" }
        if let description = form.description { output += prose(description) }
        return output
    }

    /// A section's title with progress: `[3/12] Traveller`.
    public func sectionStart(_ index: Int, question: Int, total: Int) -> String {
        let section = form.sections[index]
        let title = section.title.map { self.text($0) } ?? ""
        let progress = style.apply(style.hint, "[\(question)/\(total)]")
        return "\n" + progress + (title.isEmpty ? "" : " " + style.apply(style.section, title)) + "\n"
    }

    /// A section's footer, after its last row; empty when it has none.
    public func sectionEnd(_ index: Int) -> String {
        guard let footer = form.sections[index].footer else { return "" }
        return prose(footer, indent: "  ", base: style.note)
    }

    /// A note row: its title and help, wrapped and made inert, asking nothing.
    public func note(_ row: Row) -> String {
        var output = prose(row.title, indent: "  ", base: style.note)
        if let help = row.help { output += prose(help, indent: "  ", base: style.note) }
        return output
    }

    // MARK: Questions

    /// What is printed above the prompt line: the row's help and, for a few options, the
    /// numbered list.
    public func preamble(for row: Row, isUnit: Bool) -> String {
        var output = ""
        if !isUnit, let help = row.help {
            output += prose(help, indent: "  ", base: style.note)
        }
        let options = row.options(ofUnit: isUnit)
        if !options.isEmpty {
            output += optionList(options, limit: optionListLimit)
        }
        return output
    }

    /// Numbered options, or a one-line hint when there are more than `limit`.
    public func optionList(_ options: [Option], limit: Int) -> String {
        guard options.count <= limit else {
            return style.apply(style.hint, "  " + words(.manyOptions(options.count))) + "\n"
        }
        let numberWidth = String(options.count).count
        var output = ""
        for (index, option) in options.enumerated() {
            let number = String(index + 1)
            output += "  " + String(repeating: " ", count: numberWidth - number.count) + style.apply(style.accent, number) + ") "
            output += optionText(option) + "\n"
        }
        return output
    }

    /// The option as shown: its label in the chosen language, else its value.
    public func optionText(_ option: Option) -> String {
        option.label.map { text($0) } ?? InertText.make(option.value)
    }

    /// The readline prompt line: title, hint and default, e.g. `Age (whole number, 0–120) [36]: `.
    public func promptLine(for row: Row, prompt: Walker.Prompt) -> String {
        let promptStyle = style.promptVariant
        let title: String
        let hint: String
        if prompt.isUnit, let unit = row.kind.unit {
            title = text(unit.title)
            hint = words(.hintUnitOf(text(row.title)))
        } else {
            title = text(row.title)
            hint = self.hint(for: row)
        }
        var line = promptStyle.apply(promptStyle.prompt, title)
        if !hint.isEmpty {
            line += punctuation.space + promptStyle.apply(promptStyle.hint, punctuation.open + hint + punctuation.close)
        }
        if row.kind.shape == .bool, !prompt.isUnit {
            switch prompt.defaultValue {
            case .bool(let yes): line += " " + words(.confirmChoices(default: yes))
            default: line += " " + words(.confirmChoices(default: nil))
            }
        } else if let shown = prompt.defaultValue.flatMap({ defaultText($0, row: row, isUnit: prompt.isUnit) }) {
            line += " [" + shown + "]"
        }
        return line + punctuation.colon
    }

    private func defaultText(_ value: AnswerValue, row: Row, isUnit: Bool) -> String? {
        if value.isNull { return nil }
        if row.kind.hidesAnswer && !isUnit { return "••••••" }
        if !isUnit, let shown = row.kind.shownText(value) { return InertText.make(shown) }
        let options = row.options(ofUnit: isUnit)
        switch value {
        case .string(let chosen) where !options.isEmpty:
            return options.first { $0.value == chosen }.map(optionText) ?? InertText.make(chosen)
        case .list(let chosen):
            return chosen.map { value in options.first { $0.value == value }.map(optionText) ?? value }
                .joined(separator: punctuation.listSeparator)
        case .bool(let yes):
            return words(yes ? .yes : .no)
        case .string(let text) where !isUnit && row.kind.isMultiline && text.unicodeScalars.contains("\n"):
            // A multi-line answer: its first line and how many follow.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return InertText.make(String(lines[0])) + " " + words(.moreLines(lines.count - 1))
        default:
            return InertText.make(value.plainText)
        }
    }

    /// The short hint of a row: its type, bounds and unit.
    public func hint(for row: Row) -> String {
        var parts: [Message] = []
        if row.isRequired { parts.append(.hintRequired) }
        parts += row.kind.hint { text($0) }
        if let placeholder = row.placeholder { parts.append(.hintExample(Self.example(text(placeholder)))) }
        return parts.map(words).joined(separator: punctuation.clauseSeparator)
    }

    /// Words that introduce an example, in askform's languages: a placeholder written
    /// `e.g. Windows 11` is shown `e.g. Windows 11`, not `e.g. e.g. Windows 11`.
    private static let exampleWords = ["e.g.", "e. g.", "eg.", "for example", "for instance", "example:", "ex.", "ex:",
                                       "例如", "比如", "例：", "例:", "例）", "예:", "예：", "예)", "예를 들어", "예를 들면"]

    /// A placeholder without the example word it may start with (`e.g.`, `例如`, `예:` …),
    /// since the hint adds the reader's own.
    static func example(_ placeholder: String) -> String {
        let folded = placeholder.lowercased()
        guard let word = exampleWords.first(where: { folded.hasPrefix($0) }) else { return placeholder }
        // The words are ASCII or CJK, whose lowercase has as many characters.
        let rest = placeholder.dropFirst(word.count).drop { $0 == ":" || $0 == "：" || $0 == "," || $0 == "，" || $0.isWhitespace }
        return rest.isEmpty ? placeholder : String(rest)
    }

    /// One line saying why an answer was refused.
    public func problem(_ problem: AnswerProblem, key: String) -> String {
        self.problem(.answerProblem(problem), key: key)
    }

    /// One line saying why a typed line was refused (a problem, or an unknown command).
    public func problem(_ message: Message, key: String) -> String {
        refusal(message, subject: key + punctuation.colon)
    }

    /// One line saying why a line typed at the review was refused (it names what was typed).
    public func problem(_ message: Message) -> String {
        refusal(message, subject: "")
    }

    /// `✗ ` and the message, wrapped at word ends by display width (continuation lines
    /// indented under the message), never broken mid-word by the terminal.
    private func refusal(_ message: Message, subject: String) -> String {
        let lines = DisplayWidth.wrap(InertText.make(subject + words(message)), width: max(20, width - 2))
        return style.apply(style.error, "✗ " + lines.joined(separator: "\n  ")) + "\n"
    }

    /// After a second refusal: what the row accepts, in full.
    public func fullerHint(for row: Row, isUnit: Bool) -> String {
        var output = ""
        if isUnit, let unit = row.kind.unit {
            output += "  " + words(.acceptedOneOf) + "\n" + optionList(unit.options, limit: 50)
            return output
        }
        if !row.kind.options.isEmpty {
            output += "  " + words(.acceptedOption(several: row.kind.choosesSeveral)) + "\n"
            output += optionList(row.kind.options, limit: 50)
        } else if row.kind.shape == .bool {
            output += "  " + words(.acceptedYesNo) + "\n"
        } else {
            let hint = self.hint(for: row)
            output += "  " + words(.accepted(hint.isEmpty ? nil : hint)) + "\n"
            for detail in row.kind.acceptedDetails { output += "  " + words(detail) + "\n" }
        }
        if !row.isRequired { output += "  " + words(.skipOrHelp) + "\n" }
        return style.apply(style.hint, String(output.dropLast())) + "\n"
    }

    /// The prompt commands, for `:help`.
    public func commandHelp(for row: Row?) -> String {
        var output = ""
        if let help = row?.help {
            output += prose(help, indent: "  ", base: style.note)
        }
        return output + words(.promptCommands) + "\n"
    }

    // MARK: Review

    /// Every shown answer in an aligned, numbered table (secrets masked, a unit after its
    /// amount); the numbers are what the review prompt accepts for editing. In a form with
    /// repeat groups, each item's rows follow a heading naming the item (``ReviewHeading``),
    /// and the key column is as wide as the keys (`travellers[1].documents[2].number`) while
    /// it takes at most half the room the columns share.
    public func review(_ entries: [ReviewEntry]) -> String {
        var output = "\n" + style.apply(style.section, words(.reviewTitle)) + "\n"
        let numberWidth = String(entries.count).count
        let grouped = entries.contains { $0.heading != nil }
        // The keys, dimmed, beside the numbers: either may be typed to change an answer. A form
        // whose titles are its keys shows them once.
        // Narrow terminals (under 60 columns) keep the room for the answers.
        let showsKeys = width >= 60 && entries.contains { $0.shownKey != $0.title }
        let longestKey = entries.map { DisplayWidth.of($0.shownKey) }.max() ?? 0
        let longestTitle = entries.map { DisplayWidth.of($0.title) }.max() ?? 0
        let keyWidth: Int
        let titleWidth: Int
        if grouped {
            // What the key, title and value columns share.
            let room = width - numberWidth - 8
            keyWidth = showsKeys ? min(longestKey, max(8, room / 2)) : 0
            titleWidth = min(max(longestTitle, 8), max(8, (room - keyWidth) * 3 / 5))
        } else {
            keyWidth = showsKeys ? min(longestKey, max(8, width / 4)) : 0
            titleWidth = min(max(longestTitle, 8), width / 2 - keyWidth)
        }
        let valueWidth = max(8, width - numberWidth - (showsKeys ? keyWidth + 2 : 0) - titleWidth - 6)
        var heading: ReviewHeading?
        for (index, entry) in entries.enumerated() {
            if let next = entry.heading, next != heading {
                let indent = String(repeating: "  ", count: max(1, next.depth))
                output += next.text.isEmpty ? "\n" : indent + style.apply(style.section, next.text.replacingNewlines()) + "\n"
            }
            heading = entry.heading
            let number = String(index + 1)
            // Long keys, titles and values wrap in their columns (by display width, CJK
            // included) rather than being cut: the person is confirming exactly these answers.
            let keys = showsKeys ? DisplayWidth.wrap(InertText.make(entry.shownKey), width: keyWidth) : []
            let titles = DisplayWidth.wrap(entry.title.replacingNewlines(), width: titleWidth)
            let values = entry.value.isEmpty ? [style.apply(style.hint, "—")]
                : DisplayWidth.wrap(entry.value.replacingNewlines(), width: valueWidth)
            for line in 0..<max(keys.count, titles.count, values.count) {
                let title = DisplayWidth.padded(line < titles.count ? titles[line] : "", to: titleWidth)
                let value = line < values.count ? values[line] : ""
                output += "  " + (line == 0
                    ? String(repeating: " ", count: numberWidth - number.count) + style.apply(style.accent, number)
                    : String(repeating: " ", count: numberWidth))
                if showsKeys {
                    output += "  " + style.apply(style.hint, DisplayWidth.padded(line < keys.count ? keys[line] : "", to: keyWidth))
                }
                let tail = "  " + title + (value.isEmpty ? "" : "  " + value)
                // A form with groups ends its lines at their text (a flat form's review is
                // as it always was).
                output += (grouped ? String(tail.reversed().drop { $0 == " " }.reversed()) : tail) + "\n"
            }
        }
        return output
    }

    /// The question after the review: accept, or change an answer by number or key.
    public func reviewPrompt(submits: Bool) -> String {
        let promptStyle = style.promptVariant
        return words(.reviewQuestion(submits: submits)) + " " + promptStyle.apply(promptStyle.hint, words(.reviewChangeHint))
            + punctuation.colon
    }

    /// After `n` at the review: how to change an answer, or stop.
    public func reviewHowToChange() -> String {
        "  " + words(.reviewHowToChange) + "\n"
    }

    /// `:help` at the review: what its prompt takes.
    public func reviewHelp() -> String {
        words(.reviewHelp) + "\n"
    }

    /// The question `:discard` asks before throwing the answers away.
    public func discardPrompt() -> String {
        words(.discardQuestion)
    }

    /// A dimmed, indented line answering a prompt command (`This is the first question.`).
    public func remark(_ message: Message) -> String {
        style.apply(style.hint, "  " + words(message)) + "\n"
    }

    /// The words TAB completes at a yes/no question: the reader's, and English's.
    public var confirmWords: [String] {
        let own = [words(.yes), words(.no)]
        return catalog.language == .english ? own : own + ["yes", "no"]
    }

    /// The rows of the review table for the walk's current answers. In a form with repeat
    /// groups each row names its key as typed (`travellers[2].name`) and the heading it is
    /// listed under: its item's name, as the item's header reads at the terminal
    /// (`Traveller 2`, else the item's key), or, for rows after an item, their section's title.
    public func reviewEntries(_ walker: Walker) -> [ReviewEntry] {
        var entries: [ReviewEntry] = []
        let answers = Dictionary(walker.visibleAnswers.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let layout = walker.layout
        let grouped = layout.template != nil
        var itemNames: [String: String] = [:]
        for (sectionIndex, section) in walker.form.sections.enumerated() {
            if grouped, let item = section.item, itemNames[item] == nil {
                let title = section.title.map { text($0) } ?? ""
                itemNames[item] = title.isEmpty ? InertText.make(layout.shownKey(item)) : title
            }
            for row in section.rows where row.role == nil {
                // Mid-walk (`:review`), rows not answered yet show `—`, as empty ones do.
                guard let key = row.key, walker.isShown(key), let value = answers[key] else { continue }
                var shown = row.kind.hidesAnswer ? (value.isNull ? "" : "••••••") : (defaultText(value, row: row, isUnit: false) ?? "")
                if let unit = row.kind.unit, let unitValue = answers[unit.key], let unitText = defaultText(unitValue, row: row, isUnit: true) {
                    shown += " " + unitText
                }
                var entry = ReviewEntry(key: key, title: text(row.title), value: shown)
                if grouped {
                    entry.shownKey = layout.shownKey(key)
                    if let item = section.item {
                        let depth = item.split(separator: ".").count / 2
                        entry.heading = ReviewHeading(id: item, text: itemNames[item] ?? "", depth: depth)
                    } else if entries.last?.heading != nil {
                        entry.heading = ReviewHeading(id: "/" + String(sectionIndex), text: text(section.title), depth: 0)
                    }
                }
                entries.append(entry)
            }
        }
        return entries
    }

}

/// One line of the review: which key, its title and its answer as shown.
public struct ReviewEntry: Sendable, Equatable {
    /// The row's key, as the answer is written.
    public var key: String
    /// The row's title in the reader's language, made inert.
    public var title: String
    /// The answer as shown (an option's label, yes or no, `••••••` for a secret), then its
    /// unit; empty for no answer.
    public var value: String
    /// The key as the review shows it and a person types it (`travellers[2].name` for the
    /// stored `travellers.2.name`); the key itself outside repeat groups.
    public var shownKey: String
    /// What the row is listed under in a form with repeat groups; `nil` for rows before the
    /// first item and in a form without groups, which the review lists without headings.
    public var heading: ReviewHeading?

    /// A row of the review; `shownKey` is `key` unless given.
    public init(key: String, title: String, value: String, shownKey: String? = nil, heading: ReviewHeading? = nil) {
        self.key = key
        self.title = title
        self.value = value
        self.shownKey = shownKey ?? key
        self.heading = heading
    }
}

/// A heading of the review in a form with repeat groups: a line naming the item (or the
/// section) the rows after it belong to, written where it changes.
public struct ReviewHeading: Sendable, Equatable {
    /// What tells headings apart: the item's key prefix (`travellers.2`) or the section's place.
    public var id: String
    /// The item's name (`Traveller 2`), or the section's title; empty writes an empty line.
    public var text: String
    /// How many items deep: 1 for an item of a top-level group, 2 for an item inside one, 0
    /// for a section outside items. Deeper headings are indented two more columns.
    public var depth: Int

    /// A heading `text` of depth `depth`, told apart from others by `id`.
    public init(id: String, text: String, depth: Int) {
        self.id = id
        self.text = text
        self.depth = depth
    }
}

extension String {
    func replacingNewlines() -> String {
        String(map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
    }
}
