/// Writes a completed walk's answers as Markdown, the way GitHub renders the body of an issue
/// created from an issue form, so that `askform fill --format markdown | gh issue create
/// --body-file -` files it (docs/CLI.md, "Output"):
///
///     ### Version
///
///     1.0.2 (Default)
///
///     ### Relevant log output
///
///     ```shell
///     panic: oops
///     ```
///
///     ### Code of Conduct
///
///     - [X] I agree to follow this project's Code of Conduct
///
/// Each written row is `### TITLE`, a blank line, and its answer: `_No response_` when it is
/// empty, an option's label for a select, a multiselect's labels joined by `, `, an amount with
/// its unit (`900 EUR`), a `text` row with `render` fenced in that language. Confirm rows are
/// task-list items (`- [X] title`, `- [ ] title`); a titled section of only confirm rows is
/// one list under the section's title, as a `checkboxes` group is. Rows hidden by `when` are
/// left out, notes too. The text is inert: control characters are shown in caret notation.
public enum AnswerMarkdown {
    /// The Markdown body for `walker`'s answers, with the form's texts in `catalog`'s language.
    public static func document(_ walker: Walker, catalog: Catalog) -> String {
        let written = Dictionary(walker.visibleAnswers.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let context = walker.scope.context()
        func text(_ localized: LocalizedText?, fallback: String) -> String {
            guard let localized else { return fallback }
            return catalog.resolved(localized.rendered(in: context))
        }
        var blocks: [String] = []
        for section in walker.form.sections {
            let rows = section.rows.filter { $0.key.map { written[$0] != nil } ?? false }
            guard !rows.isEmpty else { continue }
            let boxes = rows.allSatisfy { $0.kind is ConfirmKind }
            if boxes, let title = section.title {
                let items = rows.map { checkbox($0, written, title: text($0.title, fallback: $0.key ?? "")) }
                blocks.append(heading(text(title, fallback: "")) + items.joined(separator: "\n"))
                continue
            }
            var list: [String] = []
            for row in rows {
                guard let key = row.key, let value = written[key] else { continue }
                let title = text(row.title, fallback: key)
                if row.kind is ConfirmKind {
                    list.append(checkbox(row, written, title: title))
                    continue
                }
                if !list.isEmpty { blocks.append(list.joined(separator: "\n")); list = [] }
                blocks.append(heading(title) + answer(row, value, written, text))
            }
            if !list.isEmpty { blocks.append(list.joined(separator: "\n")) }
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func heading(_ title: String) -> String {
        "### " + line(title) + "\n\n"
    }

    private static func checkbox(_ row: Row, _ written: [String: AnswerValue], title: String) -> String {
        let checked = row.key.flatMap { written[$0] } == .bool(true)
        return (checked ? "- [X] " : "- [ ] ") + line(title)
    }

    private static func answer(_ row: Row, _ value: AnswerValue, _ written: [String: AnswerValue],
                               _ text: (LocalizedText?, String) -> String) -> String {
        if value.isNull { return "_No response_" }
        func label(_ value: String) -> String {
            guard let option = row.kind.options.first(where: { $0.value == value }) else { return value }
            return text(option.label, option.value)
        }
        switch value {
        case .string(let string):
            if string.isEmpty { return "_No response_" }
            if let language = (row.kind as? TextKind)?.render { return fenced(string, language: language) }
            if !row.kind.options.isEmpty { return line(label(string)) }
            return InertText.make(string, keepNewlines: true)
        case .list(let values):
            return values.isEmpty ? "_No response_" : line(values.map(label).joined(separator: ", "))
        default:
            var shown = value.envText
            if let unit = row.unit(after: value), case .string(let chosen)? = written[unit.key] {
                shown += " " + (unit.options.first { $0.value == chosen }.map { text($0.label, $0.value) } ?? chosen)
            }
            return line(shown)
        }
    }

    /// A code block in `language`, fenced with more backticks than any run inside the text.
    private static func fenced(_ text: String, language: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + language + "\n" + InertText.make(text, keepNewlines: true) + "\n" + fence
    }

    /// One line of inert text: line breaks become spaces.
    private static func line(_ text: String) -> String {
        InertText.make(String(text.map { $0.isNewline ? " " : $0 }))
    }
}
