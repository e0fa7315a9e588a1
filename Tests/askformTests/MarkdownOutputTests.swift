import Foundation
import Testing

/// `askform fill --format markdown`: the answers as an issue body, end to end through the binary.
@Suite("askform fill --format markdown")
struct MarkdownOutputTests {
    static let form = """
        {"askform": 1, "id": "askform-tests-markdown-e2e", "title": "Bug report", "sections": [
          {"rows": [
            {"key": "what", "type": "text", "title": "What happened?", "required": true},
            {"key": "logs", "type": "text", "title": "Relevant log output", "render": "shell"},
            {"key": "version", "type": "select", "title": "Version", "options": ["1.0.2", "1.0.3"], "default": "1.0.2"},
            {"key": "browsers", "type": "multiselect", "title": "Browsers", "options": ["Firefox", "Chrome", "Safari"]}
          ]},
          {"title": "Code of Conduct", "rows": [
            {"key": "terms.agree", "type": "confirm", "title": "I agree to follow this project's Code of Conduct"}
          ]}
        ]}
        """

    @Test func writesTheIssueBodyToStdout() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let outcome = try AskformBinary.run(["fill", path, "--format", "markdown"],
                                            stdin: FillFixture.lines(["It broke", "$ make", "", "firefox, safari", "y"]))
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            ### What happened?

            It broke

            ### Relevant log output

            ```shell
            $ make
            ```

            ### Version

            1.0.2

            ### Browsers

            Firefox, Safari

            ### Code of Conduct

            - [X] I agree to follow this project's Code of Conduct

            """)
    }

    @Test func writesItToAFile() throws {
        let path = try TemporaryDirectory.file("bug.json", Self.form)
        let output = try TemporaryDirectory.make().appendingPathComponent("body.md").path
        let outcome = try AskformBinary.run(["fill", path, "--format", "markdown", "-o", output],
                                            stdin: FillFixture.lines(["It broke", "", "", "", "n"]))
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(try FillFixture.contents(output) == """
            ### What happened?

            It broke

            ### Relevant log output

            _No response_

            ### Version

            1.0.2

            ### Browsers

            _No response_

            ### Code of Conduct

            - [ ] I agree to follow this project's Code of Conduct

            """)
    }

    @Test func aRenderLanguageACodeFenceCannotCarryIsAFormError() throws {
        let path = try TemporaryDirectory.file("bad.json", """
            {"askform": 1, "sections": [{"rows": [{"key": "logs", "type": "text", "render": "sh ell"}]}]}
            """)
        let outcome = try AskformBinary.run(["check", path])
        #expect(outcome.stdout + outcome.stderr == """
            \(path):1:81: error: 'render': a language a code block can name: letters, digits and + - _ . #, such as 'shell' (at /sections/0/rows/0/render)
            \(path): invalid (1 error)

            """)
        #expect(outcome.status == 65)
    }
}
