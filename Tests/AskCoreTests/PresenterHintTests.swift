import Testing
@testable import AskCore

/// Hints as a form's own words meet askform's: placeholders that already say "e.g.", and a
/// select with a single option.
@Suite struct PresenterHintTests {
    static func hint(_ rowJSON: String, language: String = "en") throws -> String {
        let json = #"{"askform": 1, "sections": [{"rows": ["# + rowJSON + "]}]}"
        let form = try #require(FormLoader().load(Array(json.utf8)).form)
        return Presenter(form: form, width: 80, languages: [language]).hint(for: form.rows[0])
    }

    static let placeholders: [(String, String, String)] = [
        ("Windows 11", "en", "e.g. Windows 11"),
        ("e.g. Windows 11", "en", "e.g. Windows 11"),
        ("E.g., Windows 11", "en", "e.g. Windows 11"),
        ("eg. Windows 11", "en", "e.g. Windows 11"),
        ("For example: Windows 11", "en", "e.g. Windows 11"),
        ("e.g. Windows 11", "zh-Hans", "例如 Windows 11"),
        ("例如：Windows 11", "zh-Hans", "例如 Windows 11"),
        ("예: Windows 11", "ko", "예: Windows 11"),
        ("例：Windows 11", "ja", "例：Windows 11"),
        // Only a leading example word is taken off, and never the whole placeholder.
        ("Windows 11, e.g.", "en", "e.g. Windows 11, e.g."),
        ("e.g.", "en", "e.g. e.g."),
        ("example.org", "en", "e.g. example.org"),
    ]

    @Test(arguments: placeholders)
    func aPlaceholderIsIntroducedOnce(_ placeholder: String, _ language: String, _ expected: String) throws {
        let row = #"{"key": "os", "type": "text", "placeholder": "\#(placeholder)"}"#
        #expect(try Self.hint(row, language: language) == expected)
    }

    static let singleOption: [(String, String)] = [
        ("en", "1 or a name, TAB completes"),
        ("zh-Hans", "1 或名称，TAB 补全"),
        ("ko", "1 또는 이름, TAB으로 완성"),
        ("ja", "1 または名前、TAB で補完"),
    ]

    @Test(arguments: singleOption)
    func aSingleOptionSelectSaysHowToAnswer(_ language: String, _ expected: String) throws {
        #expect(try Self.hint(#"{"key": "tier", "type": "select", "options": ["standard"]}"#, language: language) == expected)
    }
}
