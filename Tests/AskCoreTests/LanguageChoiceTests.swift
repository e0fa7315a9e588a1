import Testing
@testable import AskCore

/// Which language a reader gets (docs/CLI.md, "Languages"): their tags from `--lang` or the locale, the
/// fallback chain through a form's texts, and askform's own words in the four languages.
@Suite struct LanguageChoiceTests {
    // MARK: The reader's tags

    static let preferences: [(option: String?, environment: [String: String], expected: [String])] = [
        ("ko", ["LANG": "ja_JP.UTF-8"], ["ko"]),
        ("", ["LANG": "ja_JP.UTF-8"], ["ja-JP"]),
        (nil, ["LC_ALL": "zh_CN.UTF-8", "LANG": "ko_KR.UTF-8"], ["zh-Hans-CN"]),
        (nil, ["LC_ALL": "", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "ja_JP.UTF-8"], ["ko-KR"]),
        (nil, ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8"], ["ko-KR"]),
        (nil, ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], []),
        (nil, ["LANG": "C.UTF-8"], []),
        (nil, ["LANG": "POSIX"], []),
        (nil, ["LANG": "zh_TW.UTF-8"], ["zh-Hant-TW"]),
        (nil, ["LANG": "zh_HK.Big5"], ["zh-Hant-HK"]),
        (nil, ["LANG": "zh_SG"], ["zh-Hans-SG"]),
        (nil, ["LANG": "ja"], ["ja"]),
        (nil, ["LANG": "de_DE@euro"], ["de-DE"]),
        (nil, [:], []),
    ]

    @Test(arguments: preferences)
    func readerTags(_ option: String?, _ environment: [String: String], _ expected: [String]) {
        #expect(LanguagePreference.preferred(option: option, environment: environment) == expected)
    }

    // MARK: askform's language

    static let choices: [([String], Language)] = [
        ([], .english), (["fr"], .english), (["en-GB"], .english), (["en", "ja"], .english),
        (["zh"], .simplifiedChinese), (["zh-Hans-CN"], .simplifiedChinese), (["zh-Hant-TW"], .simplifiedChinese),
        (["zh-TW"], .simplifiedChinese), (["zh_CN"], .simplifiedChinese), (["ZH-hans"], .simplifiedChinese),
        (["ko"], .korean), (["ko-KR"], .korean), (["ja"], .japanese), (["JA-jp"], .japanese),
        (["fr", "ja"], .japanese), (["x-klingon", "de", "ko"], .korean),
    ]

    @Test(arguments: choices)
    func askformSpeaksTheFirstItKnows(_ preferred: [String], _ expected: Language) {
        #expect(Language.chosen(from: preferred) == expected)
        #expect(Catalog(preferred: preferred).language == expected)
    }

    // MARK: A form's texts

    static let title = LocalizedText(variants: [
        .init(language: "en", text: "Name"), .init(language: "zh-Hans", text: "姓名"), .init(language: "zh-Hant", text: "姓名（繁）"),
        .init(language: "ko", text: "이름"), .init(language: "ja", text: "氏名"),
    ])

    static let resolutions: [(preferred: [String], fallback: String?, expected: String)] = [
        (["zh-Hans-CN"], nil, "姓名"),             // zh-Hans-CN → zh-Hans
        (["zh-Hant-TW"], nil, "姓名（繁）"),
        (["zh-Hans"], nil, "姓名"),
        (["zh"], nil, "姓名"),                     // no plain zh: the first variant that narrows it
        (["ZH-HANS"], nil, "姓名"),                // tags ignore case
        (["ko-KR"], nil, "이름"),                  // ko-KR → ko
        (["ja-JP-u-ca-japanese"], nil, "氏名"),
        (["fr-CA"], "ja", "氏名"),                 // fr-CA, fr, then the form's defaultLanguage
        (["fr"], "ko-KR", "이름"),                 // the default falls back the same way
        (["fr"], nil, "Name"),                     // then the first text given
        (["fr"], "de", "Name"),
        ([], "ko", "이름"),
        (["fr", "ja"], "ko", "氏名"),              // every preferred tag before the default
    ]

    @Test(arguments: resolutions)
    func fallbackChain(_ preferred: [String], _ fallback: String?, _ expected: String) {
        #expect(Self.title.resolved(for: preferred, fallback: fallback) == expected)
        #expect(Catalog(preferred: preferred, fallback: fallback).resolved(Self.title) == expected)
    }

    @Test func aPlainStringIsTheSameInEveryLanguage() {
        #expect(LocalizedText("Name").resolved(for: ["ko"], fallback: "ja") == "Name")
        #expect(LocalizedText(variants: [.init(language: "zh-Hans", text: "姓名")]).resolved(for: ["ko"]) == "姓名")
    }

    @Test func variantForATag() {
        #expect(Self.title.variant(for: "zh-Hans-CN")?.language == "zh-Hans")
        #expect(Self.title.variant(for: "zh")?.language == "zh-Hans")
        #expect(Self.title.variant(for: "z") == nil)
        #expect(Self.title.variant(for: "fr") == nil)
        #expect(Self.title.variant(for: "") == nil)
    }

    // MARK: askform's words, whole

    static let renderings: [(Language, AnswerProblem, String)] = [
        (.english, .notAnInteger("x"), "'x' is not a whole number"),
        (.simplifiedChinese, .notAnInteger("x"), "'x' 不是整数"),
        (.korean, .notAnInteger("x"), "'x'은(는) 정수가 아닙니다"),
        (.japanese, .notAnInteger("x"), "'x' は整数ではありません"),
        (.english, .notAnOption("巴黎", options: ["single", "double"]), "'巴黎' is not one of the options: single, double"),
        (.simplifiedChinese, .notAnOption("巴黎", options: ["single", "double"]), "'巴黎' 不是可选项：single、double"),
        (.korean, .notAnOption("巴黎", options: ["single", "double"]), "'巴黎'은(는) 선택지가 아닙니다: single, double"),
        (.japanese, .notAnOption("巴黎", options: ["single", "double"]), "'巴黎' は選択肢にありません：single、double"),
        (.simplifiedChinese, .notAnOption("x", options: (1...12).map { Option(value: "o\($0)") }),
         "'x' 不是可选项：o1、o2、o3、o4、o5、o6、o7、o8、o9、o10……（另有 2 个）"),
        (.japanese, .tooLong(nil, length: 41, maximum: 40), "回答は 41 文字です。40 文字以内にしてください"),
        (.korean, .tooShort("a", length: 1, minimum: 2), "'a'은(는) 1자입니다. 최소 2자여야 합니다"),
        (.simplifiedChinese, .wrongType(expected: .optionValues, found: .arrayHolding(.number)),
         "应为选项值的数组，实际是包含数字的数组"),
        (.korean, .wrongType(expected: .boolean, found: .kind(.string)), "형식이 맞지 않습니다. 필요한 것: true 또는 false, 실제 값: 문자열"),
        (.japanese, .wrongType(expected: .wholeNumber, found: .kind(.null)), "整数が必要ですが、null です"),
        (.simplifiedChinese, .unknownKey(suggestion: "nights"), "没有这个键的行（是不是 'nights'？）"),
    ]

    @Test(arguments: renderings)
    func answerProblems(_ language: Language, _ problem: AnswerProblem, _ expected: String) {
        #expect(Catalog(language).text(for: problem) == expected)
    }

    static let formRenderings: [(Language, FormProblem, String)] = [
        (.english, .wrongType(key: "title", expected: .string, found: .number("3")), "'title' must be a string, found the number 3"),
        (.simplifiedChinese, .wrongType(key: "title", expected: .string, found: .number("3")), "'title' 必须是字符串，实际是数字 3"),
        (.korean, .wrongType(key: "title", expected: .string, found: .number("3")),
         "'title' 값의 형식이 맞지 않습니다. 필요한 것: 문자열, 실제 값: 숫자 3"),
        (.japanese, .wrongType(key: "title", expected: .string, found: .number("3")), "'title' は文字列でなければなりませんが、数値 3 です"),
        (.simplifiedChinese, .unexpectedCharacter(found: .text("x"), expected: .commaOrEndOfObject), "意外的 'x'，此处应为 ',' 或 '}'"),
        (.korean, .unexpectedCharacter(found: .endOfLine, expected: .closingQuote),
         "예기치 않은 줄 끝. 이 자리에 필요한 것: 문자열을 닫는 '\"'"),
        (.japanese, .unexpectedEnd(expected: .valueOrEndOfArray), "ファイルが途中で終わっています。ここには値または ']' が必要です"),
        // A custom kind's own words for what it takes.
        (.japanese, .wrongType(key: "k", expected: .custom("バージョン"), found: .string("x")),
         "'k' はバージョンでなければなりませんが、文字列 'x' です"),
        (.english, .unexpectedCharacter(found: .text("'"), expected: .keyOrEndOfObject),
         "unexpected \"'\", expected a string key or '}'"),
        (.english, .unexpectedCharacter(found: .byte(0x0C), expected: .literal("null")), "unexpected byte 0x0C, expected 'null'"),
        (.english, .trailingContent(found: .character(0xA0)), "unexpected character U+00A0 after the end of the form"),
        (.english, .notAnObject(found: .kind(.array)), "a form must be an object, found an array"),
        (.simplifiedChinese, .notAnObject(found: .bool(true)), "表单必须是对象，实际是 true"),
        (.english, .conditionTypeMismatch(key: "role", .notAnOption("x", suggestion: "y")),
         "'when' compares 'role' with 'x', which is not one of its option values (did you mean 'y'?)"),
        (.japanese, .invalidCondition(.expected(.key(after: "or"), found: .end)),
         "不正な 'when' 式：'or' の後にキーが必要ですが、式の終わりです"),
        (.simplifiedChinese, .conditionTypeMismatch(key: "age", .wrongLiteral(.string("x"), rowType: "integer", compareWith: .number)),
         "'when' 对 'age' 的比较有误：与 'x' 比较，但该行的回答是 integer 类型；请与数字比较"),
        (.korean, .invalidCondition(.expected(.value(after: "=="), found: .end)),
         "잘못된 'when' 식: 필요한 것: '==' 뒤의 값, 실제: 식의 끝"),
        (.simplifiedChinese, .invalidDefault(.belowMinimum("0", minimum: "1")), "默认值不符合该行自身的规则：'0' 小于最小值 1"),
        (.korean, .missingTranslation(key: "title", languages: ["ko", "ja"]),
         "'title' 텍스트에 ko, ja 번역이 없습니다(양식의 'languages'에 나열된 언어)"),
    ]

    @Test(arguments: formRenderings)
    func formProblems(_ language: Language, _ problem: FormProblem, _ expected: String) {
        #expect(Catalog(language).text(for: problem) == expected)
    }

    @Test func patternMessageInTheReadersLanguage() {
        let message = LocalizedText(variants: [
            .init(language: "en", text: "digits only"), .init(language: "ko", text: "숫자만"), .init(language: "ja", text: "数字だけ"),
        ])
        let problem = AnswerProblem.patternMismatch("12ab", pattern: "^[0-9]+$", message: message)
        #expect(problem.description == "'12ab': digits only")
        #expect(Catalog(preferred: ["ko-KR"]).text(for: problem) == "'12ab': 숫자만")
        #expect(Catalog(preferred: ["ja"]).text(for: problem) == "'12ab'：数字だけ")
        // askform speaks Chinese, the form has no Chinese: its defaultLanguage, else its first text.
        #expect(Catalog(preferred: ["zh-Hans"], fallback: "ja").text(for: problem) == "'12ab'：数字だけ")
        #expect(Catalog(preferred: ["zh-Hans"]).text(for: problem) == "'12ab'：digits only")
        // A secret's value is never quoted; the message stands alone.
        #expect(Catalog(preferred: ["ko"]).text(for: .patternMismatch(nil, pattern: "x", message: message)) == "숫자만")
    }

    @Test func englishDescriptionsAreTheEnglishCatalog() {
        let problem = AnswerProblem.tooFewSelected(count: 1, minimum: 2)
        #expect(problem.description == "1 selected; choose at least 2")
        #expect(Catalog.english.text(for: problem) == problem.description)
        #expect(FormProblem.singleOption.description == "only one option to choose from")
    }
}
