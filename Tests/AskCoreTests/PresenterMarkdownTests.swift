import Testing
@testable import AskCore

/// The Presenter's prose: the description, footers, help and notes rendered as Markdown (or,
/// with `"markdown": false`, as written), plain and in a form's appearance; inert either way.
@Suite struct PresenterMarkdownTests {
    static let form = #"""
        {"askform": 1, "title": "T", "description": "Read **this** and `that`, see [docs](https://d.example).",
         MARKDOWN
         "sections": [{"title": "S", "footer": "> quoted *footer*",
           "rows": [
             {"type": "note", "title": "# Note", "help": "- one\n- two"},
             {"key": "a", "type": "text", "title": "A", "help": "1. first\n2. second \u001b[31mred"}
           ]}]}
        """#

    static func presenter(markdown: String = "", style: TextStyle = .plain, width: Int = 40) throws -> Presenter {
        let json = form.replacingOccurrences(of: "MARKDOWN", with: markdown)
        let loaded = FormLoader().load(Array(json.utf8))
        let form = try #require(loaded.form, "\(loaded.diagnostics)")
        return Presenter(form: form, width: width, style: style)
    }

    @Test func everyKindOfProseIsRenderedPlain() throws {
        let presenter = try Self.presenter()
        let rows = presenter.form.rows
        #expect(presenter.header() == "T\nRead this and that, see docs\n(https://d.example).\n")
        #expect(presenter.sectionEnd(0) == "  │ quoted footer\n")
        #expect(presenter.note(rows[0]) == "  Note\n  • one\n  • two\n")
        #expect(presenter.preamble(for: rows[1], isUnit: false) == "  1. first\n  2. second ^[[31mred\n")
        #expect(presenter.commandHelp(for: rows[1]).hasPrefix("  1. first\n  2. second ^[[31mred\n"))
    }

    @Test func markdownFalseShowsTheTextAsWritten() throws {
        let presenter = try Self.presenter(markdown: #""markdown": false,"#)
        let rows = presenter.form.rows
        #expect(presenter.header() == "T\nRead **this** and `that`, see\n[docs](https://d.example).\n")
        #expect(presenter.sectionEnd(0) == "  > quoted *footer*\n")
        #expect(presenter.note(rows[0]) == "  # Note\n  - one\n  - two\n")
        #expect(presenter.preamble(for: rows[1], isUnit: false) == "  1. first\n  2. second ^[[31mred\n")
    }

    @Test func proseIsStyledByRoleAtAColourTerminal() throws {
        let appearance = Appearance([.note: Style(colour: .ansi(3)), .code: Style(underline: true),
                                     .accent: Style(colour: .rgb(0, 0, 255))])
        let style = TextStyle(appearance: appearance, trueColour: false)
        let presenter = try Self.presenter(style: style, width: 80)
        let rows = presenter.form.rows
        #expect(presenter.header() == "\u{1B}[1mT\u{1B}[0m\n"
            + "Read \u{1B}[1mthis\u{1B}[0m and \u{1B}[4mthat\u{1B}[0m, see \u{1B}[38;5;21mdocs\u{1B}[0m"
            + "\u{1B}[2m (https://d.example)\u{1B}[0m.\n")
        let yellow = "\u{1B}[33m", reset = "\u{1B}[0m"
        #expect(presenter.note(rows[0]) == "  \(yellow)\u{1B}[1mNote\(reset)\n"
            + "  \(yellow)• one\(reset)\n  \(yellow)• two\(reset)\n")
        #expect(presenter.sectionEnd(0) == "  \(yellow)\u{1B}[2m│ \(reset)\(yellow)quoted \u{1B}[3mfooter\(reset)\n")
    }

    /// Prose is wrapped to the width left after its indent, CJK counted as two columns.
    @Test func proseWrapsByDisplayColumns() throws {
        let json = #"{"askform": 1, "description": "日本語の説明文はとても長いので、二十桁で折り返されます。", "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#
        let form = try #require(FormLoader().load(Array(json.utf8)).form)
        #expect(Presenter(form: form, width: 20).header() == "日本語の説明文はとて\nも長いので、二十桁で\n折り返されます。\n")
    }

    /// A megabyte of nested quotes, lists and emphasis in a note: rendered, bounded, inert.
    @Test func aHostileNoteIsRenderedWhole() throws {
        let hostile = String(repeating: "> - *", count: 40_000) + String(repeating: "**_`[", count: 160_000) + "\u{1B}[2J"
        var form = Form(sections: [Section(rows: [Row(note: LocalizedText(hostile))])])
        form.markdown = true
        let presenter = Presenter(form: form, width: 60, style: .ansi)
        let shown = presenter.note(form.rows[0])
        #expect(shown.utf8.count < hostile.utf8.count * 8)
        #expect(!shown.contains("\u{1B}[2J"))
    }
}
