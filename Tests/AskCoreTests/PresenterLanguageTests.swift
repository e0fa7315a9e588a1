import Testing
@testable import AskCore

/// The screen text of ``Presenter`` in each of askform's languages: prompt lines with their
/// hints, the fuller hint after a second refusal, the review, and the prompt commands.
@Suite struct PresenterLanguageTests {
    static let form: Form = {
        let json = """
            {"askform": 1, "sections": [{"rows": [
             {"key": "name", "type": "text", "title": "Name", "required": true, "minLength": 2, "maxLength": 80, "placeholder": "Ada"},
             {"key": "token", "type": "secret", "title": "Token", "minLength": 6},
             {"key": "age", "type": "integer", "title": "Age", "min": 0, "max": 120},
             {"key": "budget", "type": "number", "title": "Budget", "min": 0,
              "unit": {"key": "currency", "title": "Currency", "options": ["EUR", "KRW"], "default": "EUR"}},
             {"key": "city", "type": "select", "title": "City", "required": true, "options": ["Paris", "Seoul", "Tokyo"]},
             {"key": "tags", "type": "multiselect", "title": "Tags", "options": ["a", "b", "c"], "minSelected": 1, "maxSelected": 2},
             {"key": "depart", "type": "date", "title": "Depart", "min": "2026-01-01"},
             {"key": "insurance", "type": "confirm", "title": "Insurance", "default": true},
             {"key": "agree", "type": "confirm", "title": "Agree"}
            ]}]}
            """
        return FormLoader().load(Array(json.utf8)).form ?? Form(sections: [])
    }()

    static func presenter(_ language: String) -> Presenter {
        Presenter(form: form, width: 80, languages: [language])
    }

    /// Every prompt of the form, in order (the unit after its amount), as `promptLine` gives them.
    static func prompts(_ presenter: Presenter) -> [String] {
        var lines: [String] = []
        for (index, row) in form.rows.enumerated() {
            let defaultValue: AnswerValue? = row.key == "insurance" ? .bool(true) : nil
            lines.append(presenter.promptLine(for: row, prompt: Walker.Prompt(item: index, key: row.key ?? "", isUnit: false,
                                                                              defaultValue: defaultValue)))
            if let unit = row.kind.unit {
                lines.append(presenter.promptLine(for: row, prompt: Walker.Prompt(item: index, key: unit.key, isUnit: true,
                                                                                  defaultValue: .string("EUR"))))
            }
        }
        return lines
    }

    static let expectedPrompts: [(String, [String])] = [
        ("en", [
            "Name (required, 2–80 characters, e.g. Ada): ",
            "Token (hidden, at least 6 characters): ",
            "Age (whole number 0–120): ",
            "Budget (number ≥ 0, then Currency): ",
            "Currency (unit of Budget) [EUR]: ",
            "City (required, 1–3 or a name, TAB completes): ",
            "Tags (choose 1–2, comma-separated, TAB completes): ",
            "Depart (YYYY-MM-DD ≥ 2026-01-01): ",
            "Insurance [Y/n]: ",
            "Agree [y/n]: ",
        ]),
        ("zh-Hans", [
            "Name（必填，2–80 个字符，例如 Ada）：",
            "Token（输入不显示，至少 6 个字符）：",
            "Age（整数 0–120）：",
            "Budget（数字 ≥ 0，然后选Currency）：",
            "Currency（Budget的单位） [EUR]：",
            "City（必填，1–3 或名称，TAB 补全）：",
            "Tags（选 1–2 个，用逗号分隔，TAB 补全）：",
            "Depart（YYYY-MM-DD ≥ 2026-01-01）：",
            "Insurance [是/否，回车=是]：",
            "Agree [是/否]：",
        ]),
        ("ko", [
            "Name(필수, 2–80자, 예: Ada): ",
            "Token(입력 숨김, 최소 6자): ",
            "Age(정수 0–120): ",
            "Budget(숫자 ≥ 0, 이어서 Currency): ",
            "Currency(Budget의 단위) [EUR]: ",
            "City(필수, 1–3 또는 이름, TAB으로 완성): ",
            "Tags(1–2개 선택, 쉼표로 구분, TAB으로 완성): ",
            "Depart(YYYY-MM-DD ≥ 2026-01-01): ",
            "Insurance [예/아니요, Enter=예]: ",
            "Agree [예/아니요]: ",
        ]),
        ("ja", [
            "Name（必須、2–80 文字、例：Ada）：",
            "Token（入力は非表示、6 文字以上）：",
            "Age（整数 0–120）：",
            "Budget（数値 ≥ 0、続けてCurrency）：",
            "Currency（Budgetの単位） [EUR]：",
            "City（必須、1–3 または名前、TAB で補完）：",
            "Tags（1–2 個選択、カンマ区切り、TAB で補完）：",
            "Depart（YYYY-MM-DD ≥ 2026-01-01）：",
            "Insurance [はい/いいえ、Enter=はい]：",
            "Agree [はい/いいえ]：",
        ]),
    ]

    @Test(arguments: expectedPrompts)
    func promptLines(_ language: String, _ expected: [String]) {
        #expect(Self.prompts(Self.presenter(language)) == expected)
    }

    static let fullerHints: [(String, String, String)] = [
        ("en", "agree", "  Accepted: y, yes, true, 1 or n, no, false, 0\n  Type :skip to leave it empty, :help for commands.\n"),
        ("zh-Hans", "agree", "  可接受：是、y、yes、true、1 或 否、n、no、false、0\n  输入 :skip 可留空，输入 :help 查看命令。\n"),
        ("ko", "agree", "  입력 가능: 예, 네, y, yes, true, 1 또는 아니요, 아니오, n, no, false, 0\n"
            + "  :skip을 입력하면 비워 둘 수 있고, :help를 입력하면 명령을 볼 수 있습니다.\n"),
        ("ja", "agree", "  入力できるもの：はい、y、yes、true、1 または いいえ、n、no、false、0\n  :skip で空欄のまま進み、:help でコマンドを表示します。\n"),
        ("zh-Hans", "city", "  可接受：选项的编号、名称或名称的开头\n  1) Paris\n  2) Seoul\n  3) Tokyo\n"),
        ("ko", "tags", "  입력 가능: 선택지 번호, 이름 또는 이름의 앞부분(여러 개는 쉼표로 구분)\n  1) a\n  2) b\n  3) c\n"
            + "  :skip을 입력하면 비워 둘 수 있고, :help를 입력하면 명령을 볼 수 있습니다.\n"),
        ("ja", "age", "  入力できるもの：整数 0–120\n  :skip で空欄のまま進み、:help でコマンドを表示します。\n"),
    ]

    @Test(arguments: fullerHints)
    func fullerHint(_ language: String, _ key: String, _ expected: String) throws {
        let row = try #require(Self.form.rows.first { $0.key == key })
        #expect(Self.presenter(language).fullerHint(for: row, isUnit: false) == expected)
    }

    @Test func problemLines() {
        #expect(Self.presenter("en").problem(.notAnInteger("x"), key: "age") == "✗ age: 'x' is not a whole number\n")
        #expect(Self.presenter("zh-Hans").problem(.notAnInteger("x"), key: "age") == "✗ age：'x' 不是整数\n")
        // Wrapped at word ends by display width (CJK is two columns) to the presenter's 80.
        #expect(Self.presenter("ko-KR").problem(.unknownPromptCommand(":x"), key: "age")
                == "✗ age: 알 수 없는 명령 ':x'. 답을 입력하거나 :back, :skip, :help, :review, :quit\n  중 하나를 쓰세요(':x'을(를) 그대로 답하려면 ::x 입력)\n")
        #expect(Self.presenter("ja").problem(.unknownPromptCommand(nil), key: "token")
                == "✗ token：不明なコマンドです：回答を入力するか、:back、:skip、:help、:review、\n  :quit のいずれかを使ってください（':' で始まる回答は先頭にもう 1 つ ':' を付け\n  ます）\n")
    }

    /// Titles and values in CJK line up by columns, not characters.
    @Test func reviewTable() {
        let entries = [
            ReviewEntry(key: "name", title: "氏名", value: "山田花子"),
            ReviewEntry(key: "nights", title: "宿泊数", value: "3"),
            ReviewEntry(key: "ok", title: "OK?", value: "はい"),
            ReviewEntry(key: "flag", title: "🇯🇵 国", value: "日本"),
            ReviewEntry(key: "memo", title: "メモ", value: ""),
        ]
        #expect(Self.presenter("ja").review(entries) == """

            確認
              1  name    氏名      山田花子
              2  nights  宿泊数    3
              3  ok      OK?       はい
              4  flag    🇯🇵 国     日本
              5  memo    メモ      —

            """)
        #expect(Self.presenter("ko").reviewPrompt(submits: true) == "이 답을 제출할까요? [예/아니요, Enter=예] 또는 바꿀 답의 번호나 키: ")
        #expect(Self.presenter("zh-Hans").reviewPrompt(submits: false) == "保存这些回答吗？[是/否，回车=是] 或输入编号或键名进行修改：")
    }

    @Test func reviewShowsYesAndNoInTheReadersLanguage() {
        var walker = Walker(form: Self.form, environment: [:])
        walker.preset("insurance", to: .bool(false))
        walker.preset("agree", to: .bool(true))
        let values = { (language: String) in Self.presenter(language).reviewEntries(walker).map(\.value) }
        // Rows not answered yet are listed too, empty (shown `—`).
        let unanswered = Array(repeating: "", count: 7)
        #expect(values("en") == unanswered + ["no", "yes"])
        #expect(values("zh-Hans") == unanswered + ["否", "是"])
        #expect(values("ko") == unanswered + ["아니요", "예"])
        #expect(values("ja") == unanswered + ["いいえ", "はい"])
    }

    @Test func manyOptionsAndCompletionWords() {
        let options = (1...12).map { Option(value: "o\($0)") }
        #expect(Self.presenter("ko").optionList(options, limit: 10) == "  선택지 12개: 앞부분을 입력하고 TAB을 누르거나 번호 1–12을(를) 입력하세요. 빈 줄에서 TAB이나 :list로 번호 목록을 봅니다\n")
        #expect(Self.presenter("en").confirmWords == ["yes", "no"])
        #expect(Self.presenter("ja").confirmWords == ["はい", "いいえ", "yes", "no"])
    }

    @Test func commandHelp() {
        #expect(Self.presenter("zh-Hans").commandHelp(for: nil) == """
              :back     回到上一个问题
              :skip     不回答这个问题（仅限选答题）
              :review   查看目前的回答
              :edit     用 $VISUAL 或 $EDITOR 编辑器修改回答（也可按 Ctrl-X Ctrl-E）
              :list     列出所有选项及编号（仅限选择题）
              :help     显示这份帮助
              :discard  丢弃回答和草稿（会先确认）
              :quit     停止；回答会保存为草稿（用 --resume 继续）
              ::text    按字面回答 ':text'

            """)
    }
}
