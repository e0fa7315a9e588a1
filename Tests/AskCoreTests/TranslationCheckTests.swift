import Testing
@testable import AskCore

/// The loader's warnings about translations: a text without a variant for one of the form's
/// `languages`, and a `defaultLanguage` the list does not name. Warnings never stop a form.
@Suite struct TranslationCheckTests {
    static func diagnostics(_ json: String, catalog: Catalog = .english) -> [String] {
        let result = FormLoader().load(Array(json.utf8))
        #expect(result.form != nil, "warnings never make a form invalid")
        return result.diagnostics.map { $0.rendered(file: "f.json", catalog: catalog) }
    }

    static let form = """
        {"askform": 1, "languages": ["en", "zh-Hans", "ko"], "defaultLanguage": "en",
         "title": {"en": "Trip", "zh-Hans": "旅行", "ko": "여행"},
         "sections": [{"title": {"en": "You", "zh": "你"}, "rows": [
          {"key": "name", "type": "text", "title": "Name", "help": {"en": "h", "zh-Hans": "帮", "ko": "도"}},
          {"key": "city", "type": "select", "options": ["Paris", {"value": "bj", "label": {"en": "Beijing", "zh-Hans": "北京"}}]}
         ]}]}
        """

    /// A plain string counts as the default language; `zh` serves `zh-Hans`; an option
    /// without a label has no text to translate.
    @Test func eachTextMissingADeclaredLanguageIsOneWarningAtItsPosition() {
        #expect(Self.diagnostics(Self.form) == [
            "f.json:3:25: warning: 'title' has no text in ko, which the form lists in 'languages' (at /sections/0/title)",
            "f.json:4:44: warning: 'title' has no text in zh-Hans, ko, which the form lists in 'languages' (at /sections/0/rows/0/title)",
            "f.json:5:83: warning: 'label' has no text in ko, which the form lists in 'languages' (at /sections/0/rows/1/options/1/label)",
        ])
    }

    @Test func inTheReadersLanguage() {
        #expect(Self.diagnostics(Self.form, catalog: Catalog(.japanese)) == [
            "f.json:3:25: warning: 'title' に ko のテキストがありません（フォームの 'languages' にある言語） (at /sections/0/title)",
            "f.json:4:44: warning: 'title' に zh-Hans、ko のテキストがありません（フォームの 'languages' にある言語） (at /sections/0/rows/0/title)",
            "f.json:5:83: warning: 'label' に ko のテキストがありません（フォームの 'languages' にある言語） (at /sections/0/rows/1/options/1/label)",
        ])
    }

    @Test func everyKindOfText() {
        let json = """
            {"askform": 1, "languages": ["en", "ko"],
             "title": {"en": "T"}, "description": {"en": "D"},
             "sections": [{"title": {"en": "S"}, "footer": {"en": "F"}, "rows": [
              {"type": "note", "title": {"en": "N"}},
              {"key": "a", "type": "text", "title": {"en": "A"}, "help": {"en": "H"}, "placeholder": {"en": "P"},
               "pattern": "^x$", "patternMessage": {"en": "M"}},
              {"key": "b", "type": "number", "title": {"ko": "비"}, "unit": {"key": "u", "title": {"en": "U"}, "options": ["x", {"value": "y", "label": {"en": "Y"}}]}}
             ]}]}
            """
        // Where each warning is, and what it is about.
        let missing = Self.diagnostics(json).map { line in
            (line.split(separator: " ").first.map(String.init) ?? "") + " " + (line.split(separator: "(at ").last.map(String.init) ?? "")
        }
        #expect(missing == [
            "f.json:2:11: /title)", "f.json:2:39: /description)",
            "f.json:3:25: /sections/0/title)", "f.json:3:48: /sections/0/footer)",
            "f.json:4:29: /sections/0/rows/0/title)",
            "f.json:5:41: /sections/0/rows/1/title)", "f.json:5:62: /sections/0/rows/1/help)",
            "f.json:5:90: /sections/0/rows/1/placeholder)", "f.json:6:40: /sections/0/rows/1/patternMessage)",
            "f.json:7:43: /sections/0/rows/2/title)", "f.json:7:86: /sections/0/rows/2/unit/title)",
            "f.json:7:140: /sections/0/rows/2/unit/options/1/label)",
        ])
    }

    @Test func defaultLanguageNotListed() {
        let json = #"{"askform": 1, "languages": ["en", "ja"], "defaultLanguage": "ko", "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#
        #expect(Self.diagnostics(json) == [
            "f.json:1:62: warning: defaultLanguage 'ko' is not one of the form's languages: en, ja (at /defaultLanguage)",
        ])
    }

    @Test(arguments: [
        // No languages declared: nothing is promised.
        #"{"askform": 1, "title": {"en": "T"}, "sections": [{"rows": [{"key": "a", "type": "text", "title": "A"}]}]}"#,
        // One language: plain strings are written in it.
        #"{"askform": 1, "languages": ["ko"], "title": "제목", "sections": [{"rows": [{"key": "a", "type": "text", "title": "가"}]}]}"#,
        // Plain strings count as the default language, when it is listed.
        #"{"askform": 1, "languages": ["ko"], "defaultLanguage": "ko", "title": "제목", "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#,
        // Every language given, some more specifically than declared; tags ignore case.
        #"{"askform": 1, "languages": ["en", "zh-Hans"], "title": {"EN-us": "T", "zh": "题"}, "sections": [{"rows": [{"key": "a", "type": "text", "title": {"en": "A", "zh-hans": "甲"}}]}]}"#,
        // A row without a title shows its key: there is no text to translate.
        #"{"askform": 1, "languages": ["en", "ko"], "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#,
    ])
    func noWarning(_ json: String) {
        #expect(Self.diagnostics(json) == [])
    }

    @Test func warningsAreErrorsNowhereButUnderStrict() throws {
        let result = FormLoader().load(Array(Self.form.utf8))
        #expect(result.errors.isEmpty)
        #expect(result.warnings.count == 3)
        #expect(try #require(result.form).languages == ["en", "zh-Hans", "ko"])
    }
}
