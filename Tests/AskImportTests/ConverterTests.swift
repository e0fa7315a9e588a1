import AskCore
import AskFill
import AskImport
import Foundation
import Testing

/// The GitHub issue form, SurveyJS and XLForm converters: each fixture under
/// Tests/Fixtures/convert converted whole and compared with `NAME.form.json` (the askform
/// form) and `NAME.warnings` (its warnings as `askform convert` prints them). Set
/// `ASKFORM_RECORD_FIXTURES=1` to write them afresh, then read the diff before committing.
@Suite struct ConverterTests {
    static let fixtures = ["github/bug.yml", "github/plain.yml", "surveyjs/survey.json", "surveyjs/flat.json",
                           "xlform/settings.plist", "xlform/profile.plist"].map(ConvertFixture.init)

    @Test(arguments: fixtures) func convertsWholeAsExpected(_ fixture: ConvertFixture) throws {
        let conversion = try fixture.conversion()
        let form = formText(conversion)
        let warnings = diagnosticText(conversion.diagnostics, file: fixture.path)
        if ProcessInfo.processInfo.environment["ASKFORM_RECORD_FIXTURES"] == "1" {
            let base = ConvertFixture.folder.appendingPathComponent(fixture.path)
            try Data(form.utf8).write(to: URL(fileURLWithPath: base.path + ".form.json"))
            try Data(warnings.utf8).write(to: URL(fileURLWithPath: base.path + ".warnings"))
            return
        }
        let expectedForm = try #require(fixture.companion(".form.json"))
        let expectedWarnings = try #require(fixture.companion(".warnings"))
        #expect(form == expectedForm, "\(lineDiff(expectedForm, form))")
        #expect(warnings == expectedWarnings, "\(lineDiff(expectedWarnings, warnings))")
        #expect(conversion.diagnostics.allSatisfy { $0.severity == .warning })
    }

    /// Every converted node carries a position of the original file (binary property lists aside).
    @Test(arguments: fixtures) func everyConvertedNodeHasAPosition(_ fixture: ConvertFixture) throws {
        let conversion = try fixture.conversion()
        let missing = positions(conversion.form).filter { $0.hasSuffix(" -") || $0.contains("(key -)") }
        #expect(missing == [])
    }

    /// The forms that need no other branch's rows load without errors and fill from piped lines.
    @Test(arguments: [
        ("github/plain.yml", ["Crash on start", "2", "", "y", "n", "n", "y"],
         #"{"summary":"Crash on start","area":"Library","version":"1.0","checks":{"i_read_the_docs":true,"i_would_help_build_it":false},"platforms":{"macos":false,"linux":true}}"#),
        ("github/plain.yml", ["Crash", "", "", "y", "", "n", "n"],
         "askform: error: stdin line 7: platforms.linux: check at least one box"),
        ("github/plain.yml", ["Crash", "", "2.0", "n", "n"],
         "askform: error: stdin line 4: checks.i_read_the_docs: this box must be checked"),
        ("surveyjs/flat.json", ["Ada", "green", "teal", "cat, dog", "y", "3", "41"],
         #"{"name":"Ada","colour":"green","shade":"teal","pets":["cat","dog"],"ok":true,"stars":3,"age":41,"next":42}"#),
        ("surveyjs/flat.json", ["Ada", "red", "", "n", "0"],
         "askform: error: stdin line 5: stars: '0' is below the minimum 1"),
        ("xlform/profile.plist", ["Ada", "", "Acme", "", "2", "70", "kg", "2026-05-04"],
         #"{"name":"Ada","kind":"Work","company":"Acme","news":false,"seats":2,"weight":70,"weight_unit":"kg","day":"2026-05-04"}"#),
        ("xlform/profile.plist", ["Ada", "personal", "y", "", "", ""],
         #"{"name":"Ada","kind":"Personal","news":true,"seats":1,"weight":null,"day":null}"#),
    ])
    func fillsFromLines(_ path: String, _ lines: [String], _ expected: String) throws {
        let conversion = try ConvertFixture(path).conversion()
        let outcome = FormLoader().load(conversion.form)
        #expect(outcome.errors.map { $0.rendered(file: path) } == [])
        let form = try #require(outcome.form)
        #expect(filled(form, lines) == expected)
    }

    /// A converted issue form filled and written as the issue body GitHub would make of it.
    @Test func aConvertedIssueFormWritesGitHubsBody() throws {
        let conversion = try ConvertFixture("github/plain.yml").conversion()
        let form = try #require(FormLoader().load(conversion.form).form)
        let fill = Fill(form: form, formPath: "plain.yml", presets: Presets(), interactive: false)
        guard case .completed(let walker, _) = try fill.run(from: StringLines(["Dark mode", "", "", "y", "n", "y", ""])) else {
            Issue.record("not completed")
            return
        }
        #expect(AnswerMarkdown.document(walker, catalog: .english) == """
            ### Summary

            Dark mode

            ### Area

            _No response_

            ### Version

            1.0

            ### Checks

            - [X] I read the docs
            - [ ] I would help build it

            ### Platforms

            - [X] macOS
            - [ ] Linux

            """)
    }

    @Test func fillsTheGitHubBugReport() throws {
        let conversion = try ConvertFixture("github/bug.yml").conversion()
        let form = try #require(FormLoader().load(conversion.form).form)
        #expect(filled(form, ["ada@example.org", "It broke", "", "firefox, safari", "log line", "y", "n", "Linux", "123456", ""])
            == #"{"contact":"ada@example.org","what-happened":"It broke","version":"1.0.2 (Default)","browsers":["Firefox","Safari"],"logs":"log line","terms":{"i_agree_to_follow_this_project_s_code_of":true,"i_searched_for_existing_issues":false},"operating_system":"Linux","q_2fa":"123456","contact_2":null}"#)
    }

    @Test func loadsTheSurveyJSSurvey() throws {
        let conversion = try ConvertFixture("surveyjs/survey.json").conversion()
        let outcome = FormLoader().load(conversion.form)
        #expect(outcome.errors.map { $0.rendered(file: "survey.json") } == [])
    }

    @Test func loadsTheXLFormSettings() throws {
        let conversion = try ConvertFixture("xlform/settings.plist").conversion()
        let outcome = FormLoader().load(conversion.form)
        #expect(outcome.errors.map { $0.rendered(file: "settings.plist") } == [])
    }

    /// An element without an `id` is keyed from its label, in lower case, even when the label
    /// is already a valid key (`Checklist`, `Version`); an `id` is kept as written.
    @Test func aLabelWithoutAnIDGivesALowerCaseKey() throws {
        let yaml = """
        name: Report
        body:
          - type: checkboxes
            attributes:
              label: Checklist
              options:
                - label: Searched first
          - type: input
            attributes:
              label: Version
          - type: dropdown
            id: Area
            attributes:
              label: Part
              options: [one, two]
        """
        let conversion = GitHubIssueFormConverter.convert(try YAMLReader.parse(Array(yaml.utf8)))
        let form = try #require(FormLoader().load(conversion.form).form)
        #expect(form.sections.flatMap(\.rows).compactMap(\.key) == ["checklist.searched_first", "version", "Area"])
        #expect(conversion.diagnostics.isEmpty)
    }

    /// SurveyJS's serializer reads a boolean property written as text (`"true"`, any case), so
    /// `"isRequired": "true"` makes a required row; `"false"` and other text do not.
    @Test func aSurveyRequiredFlagWrittenAsTextIsRead() throws {
        let json = #"""
        {"elements": [
          {"type": "text", "name": "city", "isRequired": "true"},
          {"type": "comment", "name": "notes", "isRequired": "TRUE"},
          {"type": "text", "name": "zip", "isRequired": "false"},
          {"type": "matrix", "name": "grid", "isAllRowRequired": "true", "columns": ["a", "b"], "rows": ["r"]}
        ]}
        """#
        let conversion = SurveyJSConverter.convert(try JSONReader.parse(Array(json.utf8)))
        let form = try #require(FormLoader().load(conversion.form).form)
        let rows = form.sections.flatMap(\.rows).filter { $0.key != nil }
        #expect(rows.map { "\($0.key ?? "") \($0.isRequired)" } == ["city true", "notes true", "zip false", "grid.r true"])
        // The matrix's own warning (a row per matrix row); nothing about the flags.
        #expect(conversion.diagnostics.compactMap(\.pointer) == ["/elements/3/type"])
    }

    /// A file that cannot be converted at all is an error, at its position.
    @Test func aFileWithNothingToConvertIsAnError() throws {
        func errors(_ conversion: Conversion) -> [String] { conversion.diagnostics.map { $0.rendered(file: "f") } }
        #expect(errors(GitHubIssueFormConverter.convert(try YAMLReader.parse(Array("- a\n".utf8))))
            == ["f:1:1: error: a form must be an object, found an array (at /)"])
        #expect(errors(GitHubIssueFormConverter.convert(try YAMLReader.parse(Array("name: Bug\n".utf8))))
            == ["f:1:1: error: missing required key 'body' (at /)"])
        #expect(errors(SurveyJSConverter.convert(try JSONReader.parse(Array(#"{"title": "x"}"#.utf8))))
            == ["f:1:1: error: missing required key 'pages' (at /)"])
        #expect(errors(XLFormConverter.convert(try JSONReader.parse(Array(#""x""#.utf8))))
            == ["f:1:1: error: a form must be an object, found the string 'x' (at /)"])
    }
}
