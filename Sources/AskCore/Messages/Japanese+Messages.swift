extension Japanese {
    static func text(for message: Message, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        switch message {
        case .formProblem(let problem): return text(for: problem, in: catalog)
        case .answerProblem(let problem): return text(for: problem, in: catalog)

        case .hintRequired: return "必須"
        case .hintHidden: return "入力は非表示"
        case .hintEmail: return "メール"
        case .hintURL: return "URL"
        case .hintWholeNumber(let min, let max): return "整数" + Catalog.range(min, max)
        case .hintNumber(let min, let max): return "数値" + Catalog.range(min, max)
        case .hintDate(let min, let max): return "YYYY-MM-DD" + Catalog.range(min, max)
        case .hintLength(let min?, let max?): return "\(min)–\(max) 文字"
        case .hintLength(let min?, nil): return "\(min) 文字以上"
        case .hintLength(nil, let max?): return "\(max) 文字以内"
        case .hintLength(nil, nil): return "長さの制限なし"
        case .hintThenUnit(let unit): return "続けて\(unit)"
        case .hintSelect(let count): return (count == 1 ? "1" : "1–\(count)") + " または名前、TAB で補完"
        case .hintMultiselect(let min, let max, let completes):
            var choose = "カンマ区切り"
            switch (min, max) {
            case (let low?, let high?) where low == high: choose = "\(low) 個選択、カンマ区切り"
            case (let low?, let high?): choose = "\(low)–\(high) 個選択、カンマ区切り"
            case (let low?, nil): choose = "\(low) 個以上、カンマ区切り"
            case (nil, let high?): choose = "\(high) 個まで、カンマ区切り"
            default: break
            }
            return choose + (completes ? "、TAB で補完" : "")
        case .hintOfKind(let text): return InertText.line(catalog.resolved(text))
        case .hintExample(let example): return "例：" + example
        case .hintUnitOf(let title): return "\(title)の単位"
        case .hintMultiline: return "複数行：. だけの行で終わる。:edit でエディターを開く"
        case .moreLines(let count): return "（ほか \(count) 行）"
        case .editorFailed(let status?): return "エディターが終了ステータス \(status) で終了しました。回答は変わっていません"
        case .editorFailed(nil): return "エディターを起動できませんでした。回答は変わっていません"
        case .pastedSeveralLines(let count): return "貼り付けたテキストは \(count) 行ですが、この質問は 1 行で答えます。何も回答されていません"
        case .confirmChoices(let yes):
            return yes == true ? "[はい/いいえ、Enter=はい]" : yes == false ? "[はい/いいえ、Enter=いいえ]" : "[はい/いいえ]"
        case .manyOptions(let count): return "選択肢は \(count) 個：先頭を入力して TAB を押すか、番号 1–\(count) を入力してください。空の行で TAB を押すか :list で番号付き一覧を表示します"
        case .nothingToList: return "この質問には一覧にする選択肢がありません"

        case .acceptedOneOf: return "入力できるもの：次のいずれか"
        case .acceptedOption(let several): return "入力できるもの：選択肢の番号、名前、または名前の先頭" + (several ? "（複数はカンマで区切る）" : "")
        case .acceptedYesNo: return "入力できるもの：はい、y、yes、true、1 または いいえ、n、no、false、0"
        case .accepted(let hint): return "入力できるもの：" + (hint ?? "任意のテキスト")
        case .mustMatchPattern(let pattern): return "パターン \(pattern) に一致する必要があります"
        case .skipOrHelp: return ":skip で空欄のまま進み、:help でコマンドを表示します。"
        case .unknownPromptCommand(let text?):
            return "不明なコマンド '\(text)'：回答を入力するか、:back、:skip、:help、:review、:quit のいずれかを使ってください（'\(text)' と回答するには :\(text) と入力）"
        case .unknownPromptCommand(nil):
            return "不明なコマンドです：回答を入力するか、:back、:skip、:help、:review、:quit のいずれかを使ってください（':' で始まる回答は先頭にもう 1 つ ':' を付けます）"
        case .firstQuestion: return "これが最初の質問です。"
        case .promptCommands:
            return """
                  :back     前の質問に戻る
                  :skip     この質問を空欄にする（任意の質問のみ）
                  :review   ここまでの回答を表示する
                  :edit     回答を $VISUAL か $EDITOR のエディターで編集する（Ctrl-X Ctrl-E でも可）
                  :list     選択肢をすべて番号付きで表示する（選択式のみ）
                  :help     このヘルプを表示する
                  :discard  回答と下書きを破棄する（確認あり）
                  :quit     中断する。回答は下書きとして保存される（--resume で再開）
                  ::text    ':text' をそのまま回答する
                """

        case .reviewTitle: return "確認"
        case .reviewQuestion(let submits): return (submits ? "この回答を送信しますか？" : "この回答を保存しますか？") + "[はい/いいえ、Enter=はい]"
        case .reviewChangeHint: return "または変更する番号かキー"
        case .reviewHelp:
            return """
                  Enter, はい  回答を保存する（または送信する）
                  3, city     その回答を番号かキーで変更する
                  :back       最後の質問に戻る
                  :review     回答をもう一度表示する
                  :discard    回答と下書きを破棄する（確認あり）
                  :quit       中断する。回答は下書きとして保存される（--resume で再開）
                """
        case .notAtTheReview(let command): return "\(command) は確認画面では使えません。変更する回答の番号かキーを入力してください"
        case .noSuchAnswerNumber(let number, let count):
            return count == 0 ? "変更できる回答 \(number) はありません" : "回答 \(number) はありません。1–\(count) の番号かキーを入力してください"
        case .hiddenByCondition(let key): return "'\(key)' は質問されません。この回答では 'when' の条件が偽です"
        case .cannotAddItem(let group, let maximum):
            return maximum.map { "'\(group)' はすでに上限の \($0) 件です" } ?? "'\(group)' の件数は count で決まります"
        case .cannotRemoveItem(let group, let minimum):
            return minimum.map { "'\(group)' には \($0) 件以上が必要です" } ?? "'\(group)' の件数は count で決まります"
        case .discardQuestion: return "すべての回答と下書きを破棄しますか？[はい/いいえ、Enter=いいえ]："
        case .discarded: return "破棄しました。何も書き込まれず、下書きも削除されました"
        case .reviewHowToChange: return "変更する回答の番号かキーを入力するか、:quit で中断してください（下書きは残ります）。"
        case .yes: return "はい"
        case .no: return "いいえ"

        case .usage(let usage): return "使い方：" + usage
        case .seeHelp(let command): return "'\(command.map { "askform help " + $0 } ?? "askform --help")' を参照してください。"
        case .unknownCommand(let name, let suggestion): return "不明なコマンド \(q(name))" + (suggestion.map { "（\(q($0)) のことですか？）" } ?? "")
        case .unknownOption(let name, let suggestion): return "不明なオプション \(q(name))" + (suggestion.map { "（\(q($0)) のことですか？）" } ?? "")
        case .optionTakesNoValue(let name, let found): return "オプション \(q(name)) は値を取りません" + (found.map { "（指定：\(q($0))）" } ?? "")
        case .optionNeedsValue(let name, let valueName): return "オプション \(q(name)) には値（\(valueName)）が必要です"
        case .missingArgument(let name): return "\(name) がありません"
        case .unexpectedArgument(let argument): return "余分な引数 \(q(argument))"

        case .toolSummary: return "端末やスクリプトでアンケートに答える"
        case .commandsHeading: return "コマンド："
        case .optionsHeading: return "オプション："
        case .helpCommandSummary: return "コマンドのオプションを表示する"
        case .exitCodes:
            return """
                終了コード：0 完了、64 使い方の誤り、65 不正なフォームまたは回答、66 入力を読めない、
                73 出力を書けない、75 送信失敗、78 設定エラー、130 中断。
                """
        case .seeCommandHelp: return "'askform help COMMAND' と docs/CLI.md を参照してください。"
        case .commandSummary(let command):
            switch command {
            case .fill: return "フォームを順に尋ね、回答を書き出し、必要なら送信する"
            case .check: return "フォームファイルを検査する。すべて正しければ 0 で終了"
            case .validate: return "回答ファイルをフォームの規則で検査する"
            case .submit: return "保存した回答（復旧ファイルなど）をフォームの送信先に POST する"
            case .schema: return "フォームの回答の JSON Schema（2020-12）を出力する"
            case .questions: return "パイプが答える質問を順に出力する（行、キー、型、既定値）"
            case .convert: return "他のツール向けに書かれたフォームから askform のフォーム（JSON）を書き出す"
            case .completion: return "bash、zsh、fish 用の補完スクリプトを出力する"
            }
        case .commandDiscussion(let command):
            switch command {
            case .fill:
                return """
                    回答は stdout（または --output）に、質問、進行状況、エラー、確認は stderr に出ます。
                    stdin が端末でないとき、または --non-interactive のときは、stdin の各行がフォームの順に
                    まだ回答のない次の行に答えます。
                    """
            case .check: return "問題は FILE:LINE:COL: error: MESSAGE (at /json/pointer) の形で出力されます。"
            case .questions: return "--answers、--set、--defaults、--defaults-from は fill と同じく扱います。これから答える回答を条件に読む質問は条件付きで示され、条件が成り立つときだけ行を使います。それ以降の行番号は条件が成り立つ場合のものです。"
            case .convert: return "SOURCE は copier.yml、cookiecutter.json、GitHub の issue フォーム、SurveyJS のサーベイ、XLForm のプロパティリスト、または askform のフォームです。種類は名前と内容から判別するか、--from で指定します。正確に引き継げないものはそれぞれ stderr に FILE:LINE:COL: warning として示します。fill、check、schema、validate、submit、questions はこうしたファイルを直接受け付けます。"
            case .completion: return "読み込み方：source <(askform completion bash)。zsh と fish も同様（docs/CLI.md を参照）。"
            case .validate, .submit, .schema: return ""
            }
        case .optionHelp(let option):
            switch option {
            case .output: return "回答を stdout ではなく FILE に（アトミックに）書く"
            case .format: return "出力形式：json（既定）、env（eval 用の KEY='value' 行）または markdown（イシュー本文：### 見出しと回答）"
            case .answers: return "JSON ファイル（fill の出力と同じ形）から回答を読む"
            case .set: return "1 つの行に回答する。入力と同じように解釈する（繰り返し可）"
            case .defaults: return "尋ねずにすべての既定値を使う"
            case .defaultsFrom: return "FILE の回答（fill の出力形式）を既定値として示し、改めて尋ねる"
            case .questionsFormat: return "出力形式：text（既定）または json（オブジェクトの配列）"
            case .from: return "FORM を KIND として読む：askform、copier、cookiecutter、github-issue-form、surveyjs、xlform（既定：名前と内容から判別）"
            case .convertOutput: return "フォームを stdout ではなく FILE に（アトミックに）書く"
            case .nonInteractive: return "質問しない。残りの回答を stdin から 1 行ずつ読む"
            case .post: return "回答を送信する（フォームの submit.url の代わりに URL へ）"
            case .header: return "リクエストヘッダーを追加する（繰り返し可）"
            case .cacert: return "HTTPS で FILE（PEM）の CA 証明書を信頼する"
            case .insecure: return "secret の回答を平文の http:// でリモートホストに送ることを許す"
            case .retries: return "最初の試行の後の再試行回数（既定：フォームの値、なければ 3）"
            case .timeout: return "1 回の試行に許す時間（既定：フォームの値、なければ 30）"
            case .noSubmit: return "フォームに submit ブロックがあっても、回答を書き出すだけにする"
            case .resume: return "このフォームの保存済みの下書きから再開する"
            case .noReview: return "書き出す前の確認を省く"
            case .noColor: return "色を使わない（NO_COLOR にも従う）"
            case .lang: return "フォームのテキストと askform のメッセージの言語：en、zh-Hans、ko、ja"
            case .strict: return "警告をエラーとして扱う"
            case .help: return "このヘルプを表示する"
            case .version: return "askform のバージョンを表示する"
            case .envPrefix: return "--format env のすべての変数名の前に PREFIX を付ける（例：TRIP_）"
            case .setFile: return "ファイルの内容で 1 つの行に回答する。--set と同じように解釈する（繰り返し可）"
            }

        case .cannotRead(let path, let reason): return "\(q(path)) を読めません：\(reason)"
        case .cannotWrite(let path, let reason): return "\(q(path)) に書き込めません：\(reason)"
        case .cannotWriteStdout(let reason): return "stdout に書き込めません：\(reason)"
        case .answersKept(let path): return "回答は \(path) に保存されています"
        case .answersFollow: return "状態ディレクトリにも書き込めません。回答を以下に示します："
        case .checkPassed(let file, let sections, let questions, let conditional, let warnings):
            return "\(file)：正常（\(sections) セクション、\(questions) 問" + (conditional > 0 ? "、うち条件付き \(conditional) 問" : "")
                + (warnings > 0 ? "、警告 \(warnings) 件）" : "）")
        case .validatePassed(let file): return "\(file)：正常"
        case .invalid(let file, let errors): return "\(file)：不正（エラー \(errors) 件）"

        case .unknownFormat(let name): return "不明な形式 \(q(name))。json、env、markdown のいずれかを使ってください"
        case .unknownQuestionsFormat(let name): return "不明な形式 \(q(name))。text か json を使ってください"
        case .unknownSourceKind(let name, let kinds): return "不明な種類 \(q(name))。\(kinds.joined(separator: "、")) のいずれかを使ってください"
        case .askedAlways: return "常に"
        case .askedWhen(let condition): return condition + " のとき"
        case .askedWhenGiven(let amount): return "\(amount) に回答があるとき"
        case .noQuestionsLeft: return "（すべての質問に回答済み：標準入力は不要です）"
        case .unknownShell(let name): return "不明なシェル \(q(name))。bash、zsh、fish のいずれかを指定してください"
        case .setNotAssignment(let text): return "--set \(q(text)) は KEY=VALUE の形ではありません"
        case .setFileNotAssignment(let text): return "--set-file \(q(text)) は KEY=PATH の形ではありません"
        case .setFailed(let key, let problem): return "--set \(key)：\(text(for: problem, in: catalog))"
        case .environmentDefaultFailed(let key, let variable, let problem):
            return "\(key)：環境変数 \(variable) からの既定値：\(text(for: problem, in: catalog))"
        case .environmentNameClash(let first, let second, let variable):
            return "キー \(q(first)) と \(q(second)) はどちらも変数 \(variable) になります。--format json を使ってください"
        case .draftExists: return "このフォームの下書きがあります。回答すると置き換わります（続きから始めるには --resume）"
        case .stoppedBeforeFirstAnswer: return "最初の回答の前に中断しました。保存するものはありません"
        case .stoppedAndSaved(let resume): return "中断しました。回答は保存されています。再開するには：\(resume)"
        case .stoppedKeepingEarlierDraft(let resume): return "最初の回答の前に中断しました。以前の下書きはそのまま残っています。再開するには：\(resume)"
        case .stoppedAddingToEarlierDraft(let resume): return "最初の回答の前に中断しました。--answers と --set の回答を以前の下書きに加えました。再開するには：\(resume)"
        case .stoppedUnsaved(let directory): return "中断しました。下書きを \(directory) に保存できませんでした"
        case .noDraft: return "このフォームの下書きはありません。最初の質問から始めます"
        case .draftAnswersLeftOut(let keys): return "フォームに合わなくなった保存済みの回答 \(keys.count) 件を除きました：" + Catalog.list(keys, separator: "、") { "…（ほか \($0) 件）" }
        case .presetHidden(let key): return "\(key)：書き出しません。この回答では 'when' の条件が偽です"
        case .resuming(let count): return "保存済みの \(count) 件の回答から再開します"
        case .draftNotRegular(let path): return "下書き \(q(path)) は通常のファイルではありません。askform はそこでは通常のファイルだけを読みます：削除すると最初からやり直せます"
        case .historyNotRegular(let path): return "履歴 \(q(path)) は通常のファイルではないため読みません。この入力が終わるときに通常のファイルで置き換えます"
        case .themeNotRead(let path, let reason): return "警告：テーマ \(q(path)) を読みません：\(reason)。askform 既定の色を使います"
        case .stdinLine(let line, let key, let detail):
            return "標準入力の \(line) 行目：" + (key.map { "\($0)：" } ?? "") + text(for: detail, in: catalog)
        case .stdinEndedDefaultUnset(let key, let variable, let problem): return "\(q(key)) に回答する前に標準入力が終わりました：\(text(for: problem, in: catalog))（既定値は $\(variable) から取りますが、設定されていません）"
        case .stdinEnded(let key, let problem): return "\(q(key)) に回答する前に標準入力が終わりました：\(text(for: problem, in: catalog))"
        case .leftOver(let line, let text):
            return "標準入力の \(line) 行目" + (text.map { " \(q($0)) " } ?? "") + "は最後の質問の後に余っています"
        case .lineTooLong(let bytes): return "行が \(bytes) バイトを超えています"
        case .lineNotUTF8(let byte): return "\(byte) バイト目の UTF-8 が不正です"
        case .heredocNotClosed(let word): return "'<<\(word)' のあとに回答を終える '\(word)' だけの行がありません"
        case .setFileFailed(let key, let detail): return "--set-file \(key)：\(text(for: detail, in: catalog))"
        case .lineHasNUL(let byte): return "\(byte) バイト目が NUL バイトです"
        case .environmentNameReserved(let key, let variable):
            return "キー \(q(key)) はシェル変数 \(variable) を上書きします。--env-prefix（例：--env-prefix APP_）か --format json を使ってください"
        case .envPrefixInvalid(let prefix):
            return "--env-prefix \(q(prefix)) は変数名の先頭になれません。英字、数字、'_' を使い、数字で始めないでください"
        case .envPrefixNeedsEnvFormat: return "--env-prefix は --format env でのみ使えます"
        case .moreProblems(let count): return "…ほかに \(Catalog.grouped(count)) 件の問題があります"

        case .headerNotNameValue(let header): return "ヘッダー \(q(header)) が 'Name: value' の形ではありません"
        case .invalidHeaderName(let name): return "不正なヘッダー名 \(q(name))"
        case .headerControlCharacter(let name, let character):
            return "ヘッダー \(q(name)) に制御文字 U+\(Catalog.hex(character)) が含まれています。ヘッダーは印字可能な 1 行のテキストです"
        case .retriesInvalid(let text):
            return "--retries \(q(text)) は \(RetryPolicy.retriesBounds.lowest) から \(RetryPolicy.retriesBounds.highest) までの整数ではありません"
        case .timeoutInvalid(let text):
            return "--timeout \(q(text)) は \(RetryPolicy.timeoutBounds.lowest) から \(RetryPolicy.timeoutBounds.highest) までの秒数ではありません"
        case .noEndpoint: return "フォームに submit ブロックがありません。--post URL で送信先を指定してください"
        case .postInvalid(let problem): return "--post：\(text(for: problem, in: catalog))"
        case .secretOverPlainHTTP(let host):
            return "フォームに secret 行があり、\(q(host)) は平文の http:// です。https を使うか、それでも送るなら --insecure を指定してください"
        case .cannotReadCACert(let path, let reason): return "--cacert \(q(path)) を読めません：\(reason)"
        case .headerVariablesMissing(let names):
            return "フォームの submit ヘッダーに必要な \(names.map { "$" + $0 }.joined(separator: "、")) が設定されていません"
        case .submitted(let status): return "送信しました（HTTP \(status)）"
        case .submitFailed(let url, let reason): return "\(url) への送信に失敗しました：\(text(for: reason, in: catalog))"
        case .resendWith(let command, let headers): return "再送するには：" + command + (headers ? "（-H オプションも付け直してください）" : "")
        case .answersNotKept(let directory): return "回答を \(directory) に保存できませんでした。回答を以下に示します："
        case .nothingSent: return "何も送信していません"
        case .retrying(let attempt, let tries, let failure, let wait):
            return "\(tries) 回中 \(attempt) 回目の試行に失敗しました：\(text(for: failure, in: catalog))。\(Catalog.seconds(wait)) 秒後に再試行します"
        case .deadlinePassed(let seconds): return "全体の期限 \(Catalog.seconds(seconds)) 秒を過ぎました"
        case .httpStatus(let status): return "HTTP \(status)"
        case .redirectRefused(let status): return "HTTP \(status)（リダイレクト。askform はたどりません）"
        case .refusedByServer(let status): return "HTTP \(status)（サーバーが拒否）"
        case .failedAfterTries(let failure, let tries): return "\(text(for: failure, in: catalog))（\(tries) 回試行）"
        case .transferFailed(let detail): return detail
        case .curlMissing: return "libcurl がインストールされていません（apt-get install libcurl4）"
        case .curlSymbolMissing(let name): return "libcurl に \(name) がありません"
        case .curlFailedToStart: return "libcurl を開始できません"
        case .curlRequestFailed: return "libcurl でリクエストを作れません"
        case .headerVariableUnsafe(let variable, let header, let character):
            return "ヘッダー \(q(header)) で使う $\(variable) に制御文字 U+\(Catalog.hex(character)) が含まれています。ヘッダーは印字可能な 1 行のテキストです"
        case .submissionStopped: return "サーバーが送信を確認する前に中断しました"
        case .responseHeadersCutOff: return "応答がヘッダーの終わる前に途切れました"
        case .responseBodyCut(let bytes): return "応答本文を切り詰めました。最初の \(bytes) バイトだけを表示しています"
        }
    }
}
