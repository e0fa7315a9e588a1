import Foundation
import Testing

/// askform in the form's language, end to end: Forms/checkin-4lang.json filled at a real
/// terminal in English, Simplified Chinese, Korean and Japanese (by `--lang`, and by `LANG`),
/// with whole expected screens; then the command line's own words in each language.
@Suite("Languages")
struct LanguageTests {
    static let form = AskformBinary.form("checkin-4lang.json")

    /// One fill: what is typed, and the whole screen it must give. The walk is the same in
    /// every language: a name, a wrong number and then a right one, the second room, yes to
    /// breakfast, no phone, and Enter at the review.
    struct Fill: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var arguments: [String] = []
        var environment: [String: String] = [:]
        var name: String
        var yes: String
        /// The prompts, in the order they are asked (nights twice).
        var prompts: (name: String, nights: String, room: String, breakfast: String, phone: String, review: String)
        var error: String
        var screen: [String]
    }

    static let english = Fill(
        testDescription: "en by --lang", arguments: ["--lang", "en"], name: "Ada Lovelace", yes: "yes",
        prompts: ("Full name (required, at most 40 characters): ", "Nights (whole number 1–30): ",
                  "Room (required, 1–3 or a name, TAB completes): ", "Breakfast [y/N]: ",
                  "Phone (e.g. +1 555 0100): ", "Write these answers? [Y/n] or a number or key to change: "),
        error: "✗ nights: 'x' is not a whole number",
        screen: [
            "Hotel check-in",
            "A few questions before you get your key.",
            "",
            "[1/5] Your stay",
            "Full name (required, at most 40 characters): Ada Lovelace",
            "  How many nights you stay.",
            "Nights (whole number 1–30): x",
            "✗ nights: 'x' is not a whole number",
            "Nights (whole number 1–30): 3",
            "  1) Single",
            "  2) Double",
            "  3) Suite",
            "Room (required, 1–3 or a name, TAB completes): 2",
            "Breakfast [y/N]: yes",
            "Phone (e.g. +1 555 0100): ",
            "  Breakfast is served from 7 to 10.",
            "",
            "Review",
            "  1  name       Full name  Ada Lovelace",
            "  2  nights     Nights     3",
            "  3  room       Room       Double",
            "  4  breakfast  Breakfast  yes",
            "  5  phone      Phone      —",
            "Write these answers? [Y/n] or a number or key to change: ",
            "",
        ])

    static let chinese = Fill(
        testDescription: "zh-Hans by --lang", arguments: ["--lang", "zh-Hans"], name: "王小明", yes: "是",
        prompts: ("姓名（必填，最多 40 个字符）：", "入住晚数（整数 1–30）：", "房型（必填，1–3 或名称，TAB 补全）：",
                  "含早餐 [是/否，回车=否]：", "电话（例如 138 0013 8000）：",
                  "保存这些回答吗？[是/否，回车=是] 或输入编号或键名进行修改："),
        error: "✗ nights：'x' 不是整数",
        screen: [
            "酒店入住登记",
            "领取房卡前，请回答几个问题。",
            "",
            "[1/5] 入住信息",
            "姓名（必填，最多 40 个字符）：王小明",
            "  您要住几晚。",
            "入住晚数（整数 1–30）：x",
            "✗ nights：'x' 不是整数",
            "入住晚数（整数 1–30）：3",
            "  1) 单人间",
            "  2) 双人间",
            "  3) 套房",
            "房型（必填，1–3 或名称，TAB 补全）：2",
            "含早餐 [是/否，回车=否]：是",
            "电话（例如 138 0013 8000）：",
            "  早餐供应时间为 7 点至 10 点。",
            "",
            "核对回答",
            "  1  name       姓名      王小明",
            "  2  nights     入住晚数  3",
            "  3  room       房型      双人间",
            "  4  breakfast  含早餐    是",
            "  5  phone      电话      —",
            "保存这些回答吗？[是/否，回车=是] 或输入编号或键名进行修改：",
            "",
        ])

    static func korean(_ description: String, arguments: [String] = [], environment: [String: String] = [:],
                       yes: String) -> Fill {
        Fill(
            testDescription: description, arguments: arguments, environment: environment, name: "김민준", yes: yes,
            prompts: ("이름(필수, 최대 40자): ", "숙박 일수(정수 1–30): ", "객실(필수, 1–3 또는 이름, TAB으로 완성): ",
                      "조식 포함 [예/아니요, Enter=아니요]: ", "전화번호(예: 010-1234-5678): ",
                      "이 답을 저장할까요? [예/아니요, Enter=예] 또는 바꿀 답의 번호나 키: "),
            error: "✗ nights: 'x'은(는) 정수가 아닙니다",
            screen: [
                "호텔 체크인",
                "열쇠를 받기 전에 몇 가지만 여쭤보겠습니다.",
                "",
                "[1/5] 숙박 정보",
                "이름(필수, 최대 40자): 김민준",
                "  며칠 묵으실지 알려 주세요.",
                "숙박 일수(정수 1–30): x",
                "✗ nights: 'x'은(는) 정수가 아닙니다",
                "숙박 일수(정수 1–30): 3",
                "  1) 싱글룸",
                "  2) 더블룸",
                "  3) 스위트룸",
                "객실(필수, 1–3 또는 이름, TAB으로 완성): 2",
                "조식 포함 [예/아니요, Enter=아니요]: \(yes)",
                "전화번호(예: 010-1234-5678): ",
                "  조식은 7시부터 10시까지 제공됩니다.",
                "",
                "검토",
                "  1  name       이름       김민준",
                "  2  nights     숙박 일수  3",
                "  3  room       객실       더블룸",
                "  4  breakfast  조식 포함  예",
                "  5  phone      전화번호   —",
                "이 답을 저장할까요? [예/아니요, Enter=예] 또는 바꿀 답의 번호나 키: ",
                "",
            ])
    }

    static let japanese = Fill(
        testDescription: "ja by --lang", arguments: ["--lang", "ja"], name: "山田花子", yes: "はい",
        prompts: ("氏名（必須、40 文字以内）：", "宿泊数（整数 1–30）：", "部屋（必須、1–3 または名前、TAB で補完）：",
                  "朝食付き [はい/いいえ、Enter=いいえ]：", "電話番号（例：090-1234-5678）：",
                  "この回答を保存しますか？[はい/いいえ、Enter=はい] または変更する番号かキー："),
        error: "✗ nights：'x' は整数ではありません",
        screen: [
            "ホテルのチェックイン",
            "鍵をお渡しする前に、いくつかお尋ねします。",
            "",
            "[1/5] ご宿泊",
            "氏名（必須、40 文字以内）：山田花子",
            "  何泊されますか。",
            "宿泊数（整数 1–30）：x",
            "✗ nights：'x' は整数ではありません",
            "宿泊数（整数 1–30）：3",
            "  1) シングル",
            "  2) ダブル",
            "  3) スイート",
            "部屋（必須、1–3 または名前、TAB で補完）：2",
            "朝食付き [はい/いいえ、Enter=いいえ]：はい",
            "電話番号（例：090-1234-5678）：",
            "  朝食は 7 時から 10 時までです。",
            "",
            "確認",
            "  1  name       氏名      山田花子",
            "  2  nights     宿泊数    3",
            "  3  room       部屋      ダブル",
            "  4  breakfast  朝食付き  はい",
            "  5  phone      電話番号  —",
            "この回答を保存しますか？[はい/いいえ、Enter=はい] または変更する番号かキー：",
            "",
        ])

    static let fills = [
        english, chinese, korean("ko by --lang", arguments: ["--lang", "ko"], yes: "예"), japanese,
        // The locale decides when --lang is not given; the yes word of any language is accepted.
        korean("ko by LANG=ko_KR.UTF-8", environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": ""], yes: "네"),
    ]

    @Test(arguments: fills)
    func fillsTheFormInItsLanguage(_ fill: Fill) throws {
        let scratch = try Scratch()
        let pty = try scratch.start(["fill", Self.form] + fill.arguments, environment: fill.environment,
                                    stdoutFile: scratch.path("stdout.txt"))
        try pty.answer(fill.prompts.name, fill.name)
        try pty.answer(fill.prompts.nights, "x")
        try pty.waitFor(fill.error)
        try pty.answer(fill.prompts.nights, "3")
        try pty.answer(fill.prompts.room, "2")
        try pty.answer(fill.prompts.breakfast, fill.yes)
        try pty.answer(fill.prompts.phone, "")
        try pty.answer(fill.prompts.review, "")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.lines == fill.screen)
        // Keys and values are the same in every language; only the typed name differs.
        #expect(try JSON.parse(#require(try scratch.read("stdout.txt"))) == [
            "name": .string(fill.name), "nights": 3, "room": "double", "breakfast": true, "phone": nil,
        ])
    }

    // MARK: More of the terminal

    @Test func theReviewTakesTheYesAndNoOfTheLanguage() throws {
        let scratch = try Scratch()
        let pty = try scratch.start(["fill", Self.form, "--lang", "ja", "--set", "name=山田花子", "--set", "nights=3",
                                     "--set", "room=double", "--set", "phone="], stdoutFile: scratch.path("stdout.txt"))
        let review = "この回答を保存しますか？[はい/いいえ、Enter=はい] または変更する番号かキー："
        try pty.answer("朝食付き [はい/いいえ、Enter=いいえ]：", "いいえ")
        try pty.answer(review, "いいえ")
        try pty.answer(review, "はい")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.lines == [
            "ホテルのチェックイン",
            "鍵をお渡しする前に、いくつかお尋ねします。",
            "",
            "[1/5] ご宿泊",
            "朝食付き [はい/いいえ、Enter=いいえ]：いいえ",
            "  朝食は 7 時から 10 時までです。",
            "",
            "確認",
            "  1  name       氏名      山田花子",
            "  2  nights     宿泊数    3",
            "  3  room       部屋      ダブル",
            "  4  breakfast  朝食付き  いいえ",
            "  5  phone      電話番号  —",
            review + "いいえ",
            "  変更する回答の番号かキーを入力するか、:quit で中断してください（下書きは残ります）。",
            review + "はい",
            "",
        ])
        #expect(try JSON.parse(#require(try scratch.read("stdout.txt")))["breakfast"] == false)
    }

    @Test func promptCommandsSpeakTheLanguage() throws {
        let scratch = try Scratch()
        let pty = try scratch.start(["fill", Self.form, "--lang", "ko"])
        try pty.answer("이름(필수, 최대 40자): ", ":back")
        try pty.answer("이름(필수, 최대 40자): ", "김민준")
        try pty.answer("숙박 일수(정수 1–30): ", ":help")
        try pty.answer("숙박 일수(정수 1–30): ", ":nope")
        try pty.answer("숙박 일수(정수 1–30): ", ":quit")
        #expect(try pty.waitForExit() == 130)
        #expect(pty.lines == [
            "호텔 체크인",
            "열쇠를 받기 전에 몇 가지만 여쭤보겠습니다.",
            "",
            "[1/5] 숙박 정보",
            "이름(필수, 최대 40자): :back",
            "  첫 번째 질문입니다.",
            "이름(필수, 최대 40자): 김민준",
            "  며칠 묵으실지 알려 주세요.",
            "숙박 일수(정수 1–30): :help",
            "  며칠 묵으실지 알려 주세요.",
            "  :back     이전 질문으로 돌아가기",
            "  :skip     이 질문을 비워 두기(선택 질문만)",
            "  :review   지금까지의 답 보기",
            "  :edit     $VISUAL 또는 $EDITOR 편집기로 답 고치기(Ctrl-X Ctrl-E도 가능)",
            "  :list     모든 선택지를 번호와 함께 보기(선택 질문만)",
            "  :help     이 도움말 보기",
            "  :discard  답과 초안을 버리기(먼저 확인)",
            "  :quit     멈추기. 답은 초안으로 저장됨(--resume으로 이어서 하기)",
            "  ::text    ':text'를 그대로 답하기",
            "숙박 일수(정수 1–30): :nope",
            "✗ nights: 알 수 없는 명령 ':nope'. 답을 입력하거나 :back, :skip, :help, :review, :quit 중 하나를",
            "  쓰세요(':nope'을(를) 그대로 답하려면 ::nope 입력)",
            "숙박 일수(정수 1–30): :quit",
            "askform: 멈췄습니다. 답은 저장되었습니다. 이어서 하려면: askform fill \(Self.form) --resume",
            "",
        ])
    }

    // MARK: The command line's own words

    static let untranslated = """
        {"askform": 1, "languages": ["en", "zh-Hans", "ko"], "defaultLanguage": "en",
         "title": {"en": "Trip", "zh-Hans": "旅行", "ko": "여행"},
         "sections": [{"title": {"en": "You", "zh": "你"}, "rows": [
          {"key": "name", "type": "text", "title": "Name", "help": {"en": "h", "zh-Hans": "帮", "ko": "도"}},
          {"key": "city", "type": "select", "options": ["Paris", {"value": "bj", "label": {"en": "Beijing", "zh-Hans": "北京"}}]}
         ]}]}
        """

    @Test func checkWarnsAboutMissingTranslationsInTheReadersLanguage() throws {
        let path = try TemporaryDirectory.file("trip.json", Self.untranslated)
        let outcome = try AskformBinary.run(["check", path, "--lang", "ko"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == """
            \(path):3:25: warning: 'title' 텍스트에 ko 번역이 없습니다(양식의 'languages'에 나열된 언어) (at /sections/0/title)
            \(path):4:44: warning: 'title' 텍스트에 zh-Hans, ko 번역이 없습니다(양식의 'languages'에 나열된 언어) (at /sections/0/rows/0/title)
            \(path):5:83: warning: 'label' 텍스트에 ko 번역이 없습니다(양식의 'languages'에 나열된 언어) (at /sections/0/rows/1/options/1/label)
            \(path): 정상(섹션 1개, 질문 2개, 경고 3개)

            """)
        let strict = try AskformBinary.run(["check", "--strict", path], environment: ["LANG": "en_US.UTF-8"])
        #expect(strict.status == 65)
        #expect(strict.stderr == """
            \(path):3:25: error: 'title' has no text in ko, which the form lists in 'languages' (at /sections/0/title)
            \(path):4:44: error: 'title' has no text in zh-Hans, ko, which the form lists in 'languages' (at /sections/0/rows/0/title)
            \(path):5:83: error: 'label' has no text in ko, which the form lists in 'languages' (at /sections/0/rows/1/options/1/label)
            \(path): invalid (3 errors)

            """)
    }

    @Test func helpInTheReadersLanguage() throws {
        let outcome = try AskformBinary.run(["help", "check", "--lang", "ja"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == """
            使い方：askform check FORM... [options]

            フォームファイルを検査する。すべて正しければ 0 で終了。

            問題は FILE:LINE:COL: error: MESSAGE (at /json/pointer) の形で出力されます。

            オプション：
              --strict                        警告をエラーとして扱う
              --from KIND                     FORM を KIND として読む：askform、copier、cookiecutter、github-issue-form、surveyjs、xlform（既定：名前と内容から判別）
              --lang TAG                      フォームのテキストと askform のメッセージの言語：en、zh-Hans、ko、ja
              -h, --help                      このヘルプを表示する

            """)
    }

    @Test func usageErrorsFollowTheLocale() throws {
        let outcome = try AskformBinary.run(["chek", "f.json"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == """
            askform: error: 未知命令 'chek'（是不是 'check'？）
            用法：askform COMMAND [arguments] [options]
            请参阅 'askform --help'。

            """)
        // --lang wins over the locale, even before the command is known to take it.
        let chosen = try AskformBinary.run(["fill", "--lang", "ko", "--nope"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(chosen.stderr == "askform: error: 알 수 없는 옵션 '--nope'\n사용법: askform fill FORM [options]\n'askform help fill'를 참고하세요.\n")
    }

    @Test func validateInTheReadersLanguage() throws {
        let answers = try TemporaryDirectory.file(
            "a.json", #"{"name": "山田", "nights": 0, "room": "twin", "breakfast": "はい", "phone": "12ab"}"#)
        let outcome = try AskformBinary.run(["validate", Self.form, answers, "--lang", "ja"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            \(answers):1:26: error: nights: '0' は最小値 1 より小さいです (at /nights)
            \(answers):1:37: error: room: 'twin' は選択肢にありません：シングル (single)、ダブル (double)、スイート (suite) (at /room)
            \(answers):1:58: error: breakfast: true か false が必要ですが、文字列です (at /breakfast)
            \(answers):1:73: error: phone: '12ab'：数字、空白、ハイフンだけが使えます (at /phone)
            \(answers)：不正（エラー 4 件）

            """)
    }

    @Test func pipedErrorsInTheReadersLanguage() throws {
        let chinese = try AskformBinary.run(["fill", Self.form, "--lang", "zh-Hans"], stdin: "王小明\nx\n")
        #expect(chinese.status == 65)
        #expect(chinese.stdout == "")
        #expect(chinese.stderr == "askform: error: 标准输入第 2 行：nights：'x' 不是整数\n")
        // LC_ALL comes before LANG.
        let japanese = try AskformBinary.run(["fill", Self.form], stdin: "山田\n3\n2\ny\n12ab\n",
                                             environment: ["LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"])
        #expect(japanese.status == 65)
        #expect(japanese.stderr == "askform: error: 標準入力の 5 行目：phone：'12ab'：数字、空白、ハイフンだけが使えます\n")
    }

    /// A script's lines mean the same whatever the locale: 예, はい and 是 are yes everywhere.
    @Test(arguments: ["C.UTF-8", "en_US.UTF-8", "ko_KR.UTF-8", "ja_JP.UTF-8", "zh_CN.UTF-8"])
    func pipedYesAndNoDoNotDependOnTheLocale(_ locale: String) throws {
        for (word, value) in [("예", true), ("はい", true), ("是", true), ("아니요", false), ("いいえ", false), ("否", false)] {
            let outcome = try AskformBinary.run(["fill", Self.form], stdin: "Ada\n3\nsuite\n\(word)\n\n",
                                                environment: ["LANG": locale])
            #expect(outcome.status == 0, "\(word): \(outcome.stderr)")
            #expect(try JSON.parse(outcome.stdout) == [
                "name": "Ada", "nights": 3, "room": "suite", "breakfast": .bool(value), "phone": nil,
            ])
        }
    }
}
