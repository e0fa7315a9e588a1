import AskCore
import AskFill
import Testing

/// ``AnswerMarkdown``: a filled walk written as GitHub writes an issue form's body.
@Suite struct AnswerMarkdownTests {
    static let form = """
        {"askform": 1, "id": "askform-tests-markdown", "sections": [
          {"title": "Report", "rows": [
            {"key": "summary", "type": "text", "title": "Summary", "required": true},
            {"type": "note", "title": "Notes are never written."},
            {"key": "logs", "type": "text", "title": "Log output", "render": "shell"},
            {"key": "area", "type": "select", "title": "Area",
             "options": [{"value": "cli", "label": {"en": "Command line", "ko": "명령줄"}}, "docs"]},
            {"key": "os", "type": "multiselect", "title": "Systems", "options": [{"value": "mac", "label": "macOS"}, "Linux", "Windows"]},
            {"key": "budget", "type": "number", "title": "Budget", "unit": {"key": "currency", "options": ["EUR", "USD"]}},
            {"key": "when", "type": "date", "title": "Since"},
            {"key": "newsletter", "type": "confirm", "title": "Send me news"},
            {"key": "hidden", "type": "text", "title": "Only for docs", "when": "area == 'docs'"}
          ]},
          {"title": "Code of Conduct", "rows": [
            {"key": "terms.agree", "type": "confirm", "title": "I agree to follow the Code of Conduct", "required": true},
            {"key": "terms.searched", "type": "confirm", "title": "I searched for existing issues"}
          ]}
        ]}
        """

    static func markdown(_ lines: [String], catalog: Catalog = .english) throws -> String {
        let form = try #require(FormLoader().load(Array(form.utf8)).form)
        let outcome = try Fill(form: form, formPath: "md.json", presets: Presets(), interactive: false).run(from: StringLines(lines))
        guard case .completed(let walker, _) = outcome else { throw CommandFailure(.dataError) }
        return AnswerMarkdown.document(walker, catalog: catalog)
    }

    @Test func writesEveryRowAsGitHubRendersAnIssueForm() throws {
        #expect(try Self.markdown(["It crashes", "panic: ```oops```", "1", "mac, windows", "900", "usd", "2026-05-04", "y", "y", "n"]) == """
            ### Summary

            It crashes

            ### Log output

            ````shell
            panic: ```oops```
            ````

            ### Area

            Command line

            ### Systems

            macOS, Windows

            ### Budget

            900 USD

            ### Since

            2026-05-04

            - [X] Send me news

            ### Code of Conduct

            - [X] I agree to follow the Code of Conduct
            - [ ] I searched for existing issues

            """)
    }

    @Test func emptyOptionalAnswersAreNoResponse() throws {
        #expect(try Self.markdown(["It crashes", "", "docs", "", "", "", "", "", "y", ""]) == """
            ### Summary

            It crashes

            ### Log output

            _No response_

            ### Area

            docs

            ### Systems

            _No response_

            ### Budget

            _No response_

            ### Since

            _No response_

            - [ ] Send me news

            ### Only for docs

            _No response_

            ### Code of Conduct

            - [X] I agree to follow the Code of Conduct
            - [ ] I searched for existing issues

            """)
    }

    @Test func answersAndTextsAreInert() throws {
        let text = try Self.markdown(["evil\u{1B}[31m red", "", "1", "", "", "", "", "y", ""], catalog: Catalog(preferred: ["ko"]))
        #expect(text.hasPrefix("### Summary\n\nevil^[[31m red\n\n"))
        #expect(text.contains("### Area\n\n명령줄\n\n"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
