/// askform's words in Japanese (ja).
enum Japanese: Words {
    static let punctuation = Punctuation(listSeparator: "、", clauseSeparator: "、", space: "", open: "（", close: "）",
                                          period: "。", colon: "：")

    static func text(for problem: FormProblem, in catalog: Catalog) -> String {
        let q = Catalog.quotedRaw
        // A phrase between CJK text, spaced from it where it starts or ends with ASCII.
        let p = { (text: String) in Catalog.spaced(text) }
        func didYouMean(_ suggestion: String?) -> String { suggestion.map { "（'\($0)' のことですか？）" } ?? "" }
        switch problem {
        case .fileTooLarge(_, let limit): return "ファイルが上限の \(limit) バイトを超えています"
        case .emptyFile: return "ファイルが空です。フォームは 'askform' と 'sections' を持つオブジェクトです"
        case .invalidUTF8: return "不正な UTF-8 バイト列です"
        case .unexpectedEnd(let expected): return "ファイルが途中で終わっています。ここには\(p(self.expected(expected)))が必要です"
        case .unexpectedCharacter(let found, let expected): return "予期しない\(p(self.found(found)))があります。ここには\(p(self.expected(expected)))が必要です"
        case .invalidNumber(let text): return "不正な数値 \(q(text))"
        case .invalidEscape(let text): return "文字列中の不正なエスケープ \(q(text))"
        case .controlCharacterInString(let scalar):
            return "文字列中に制御文字 U+\(Catalog.hex(scalar)) があります。\\n などのエスケープで書いてください"
        case .trailingContent(let found): return "フォームの終わりの後に予期しない\(p(self.found(found)))があります"
        case .nestingTooDeep(let limit): return "入れ子が \(limit) 段を超えています"
        case .invalidPropertyList(let detail): return "不正なプロパティリスト：\(text(for: detail))"

        case .notAnObject(let found): return "フォームはオブジェクトでなければなりませんが、\(Catalog.spaced(self.found(found), before: false))です"
        case .duplicateMember(let key): return "キー \(q(key)) が重複しています"
        case .unknownKey(let key, let suggestion): return "不明なキー \(q(key))" + didYouMean(suggestion)
        case .missingKey(let key): return "必須のキー \(q(key)) がありません"
        case .wrongType(let key, let expected, let found):
            return "\(q(key)) は\(p(self.expected(expected, in: catalog)))でなければなりませんが、\(Catalog.spaced(self.found(found), before: false))です"
        case .unsupportedVersion(let found, let supported):
            return "形式バージョン \(found) はこの askform では読めません（読めるのはバージョン \(supported)）。askform を更新してください"
        case .tooManyRows(let limit): return "行が \(limit) を超えています"
        case .tooManyOptions(let limit): return "選択肢が合計で \(limit) を超えています"

        case .unknownRowType(let type, let suggestion, let known):
            return "不明な行タイプ \(q(type))" + didYouMean(suggestion)
                + (suggestion == nil ? "。使えるタイプは \(known.joined(separator: "、"))" : "")
        case .invalidSetting(let key, let message):
            return "\(q(key))：\(InertText.line(catalog.resolved(message)))"
        case .keyNotForType(let key, let type): return "\(q(key)) は \(type) 行には使えません"
        case .invalidRowKey(let key):
            return "不正なキー \(q(key))：英字、数字、'_'、'-' を使い、部分の間は '.' で区切ってください（例：'address.city'）"
        case .duplicateRowKey(let key, let first): return "行のキー \(q(key)) が重複しています（最初の使用：\(first)）"
        case .nestingConflict(let key, let other): return "キー \(q(key)) と \(q(other)) が衝突しています：一方がもう一方の値の中に入れ子になります"
        case .emptyText(let key): return "\(q(key)) は空にできません"
        case .noOptions: return "'options' には選択肢が少なくとも 1 つ必要です"
        case .duplicateOptionValue(let value): return "選択肢の値 \(q(value)) が重複しています"
        case .optionValueHasSeparator(let value): return "選択肢の値 \(q(value)) に複数選択の区切りであるカンマが含まれているため、入力で選べません"
        case .labelIsAnotherValue(let label, let value): return "ラベル \(q(label)) は別の選択肢の値です。入力すると \(q(value)) が選ばれます"
        case .boundsInverted(let minKey, let min, let maxKey, let max): return "\(q(minKey))（\(min)）が \(q(maxKey))（\(max)）より大きくなっています"
        case .negativeBound(let key, let value): return "\(q(key)) は負の数にできませんが、\(value) です"
        case .boundExceedsOptions(let key, let value, let options): return "\(q(key)) が \(value) ですが、この行の選択肢は \(options) 個しかありません"
        case .invalidPattern(let problem): return "パターン：" + text(for: problem)
        case .invalidDate(let key, let value): return "\(q(key)) は YYYY-MM-DD 形式の日付でなければなりませんが、\(q(value)) です"
        case .invalidDefault(let reason): return "既定値がこの行自身の規則に反しています：\(catalog.text(for: reason))"
        case .secretDefault: return "secret 行には既定値を直接書けません。秘密がフォームファイルに残らないよう \"${env:NAME}\" を使ってください"
        case .numericOptionValues: return "選択肢の値が位置と異なる数値です。端末では値 '2' がない限り '2' は 2 番目の選択肢を選び、スクリプトからの選択肢番号は拒否されます（スクリプトは値を指定します）"
        case .unknownStyleRole(let role, let suggestion):
            return "不明な外観の役割 \(q(role))" + didYouMean(suggestion)
                + (suggestion == nil ? "。役割は " + StyleRole.allCases.map { q($0.rawValue) }.joined(separator: "、") + " です" : "")
        case .unknownStyleWord(let word, let suggestion):
            return "不明な色またはスタイル \(q(word))" + didYouMean(suggestion)
                + (suggestion == nil ? "。色の名前（'red'、'bright-blue'）、'#RRGGBB'、'bold'、'dim'、'italic'、'underline' のいずれかを書きます" : "")
        case .singleOption: return "選べる選択肢が 1 つしかありません"
        case .missingTranslation(let key, let languages):
            return "\(q(key)) に \(languages.joined(separator: "、")) のテキストがありません（フォームの 'languages' にある言語）"
        case .defaultLanguageNotListed(let tag, let languages):
            return "defaultLanguage \(q(tag)) がフォームの languages にありません：\(languages.joined(separator: "、"))"

        case .invalidCondition(let reason): return "不正な 'when' 式：\(text(for: reason))"
        case .conditionUnquotedText(let text, let key):
            return "'when' の \(q(text)) はキーではなく \(q(key)) の選択肢の値です。テキストは引用符で囲んでください：\(q(text))"
        case .conditionUnknownKey(let key, let suggestion): return "'when' が不明なキー \(q(key)) を参照しています" + didYouMean(suggestion)
        case .invalidExpressionSyntax(let field, let reason): return "\(q(field)) の式が不正です：\(text(for: reason))"
        case .expressionUnknownKey(let field, let key, let suggestion):
            return "\(q(field)) が不明なキー \(q(key)) を参照しています" + didYouMean(suggestion)
        case .expressionLaterKey(let field, let key):
            return "\(q(field)) が参照する \(q(key)) はそれより前に尋ねられません。前に尋ねたキーだけを読めます"
        case .conditionLaterKey(let key):
            return "'when' が参照する \(q(key)) はフォームの後のほうで尋ねるキーです。参照できるのはそれより前に尋ねたキーだけです"
        case .conditionOwnKey(let key):
            return "'when' がこの行自身のキー \(q(key)) を参照しています。参照できるのはこの行より前に尋ねたキーだけです"
        case .conditionTypeMismatch(let key, let mismatch): return "'when' の \(q(key)) の比較が正しくありません：\(text(for: mismatch, key: key))"
        case .invalidExpression(let problem): return "不正な式：\(text(for: problem))"

        case .invalidURL(let url): return "不正な URL \(q(url))"
        case .unsupportedURLScheme(let url): return "URL \(q(url)) は http:// か https:// で始まる必要があります"
        case .invalidMethod(let method): return "メソッド \(q(method)) は POST、PUT、PATCH のいずれでもありません"
        case .invalidHeaderName(let name): return "不正なヘッダー名 \(q(name))"
        case .environmentReferenceSyntax(let text): return "\(q(text)) の環境変数参照の書き方が正しくありません。${env:NAME} と書いてください"
        case .environmentDefaultNotWhole(let text):
            return "既定値 \(q(text)) にテキストと ${env:NAME} が混在しています。環境変数からの既定値はちょうど \"${env:NAME}\" と書きます"
        case .outOfRange(let key, let found, let lowest, let highest):
            return "\(q(key)) が \(found) です。\(lowest) から \(highest) まででなければなりません"
        case .headerControlCharacter(let name, let character):
            return "ヘッダー \(q(name)) に制御文字 U+\(Catalog.hex(character)) が含まれています。ヘッダーは印字可能な 1 行のテキストです"
        case .secretOverPlainHTTP(let host):
            return "フォームに secret 行がありますが、平文の http:// で \(q(host)) に送信します。--insecure を指定しない限り拒否されます"

        case .emptySection(let id): return "セクション \(q(id)) に行がありません"
        case .duplicateSectionID(let id): return "セクション id \(q(id)) が重複しています"
        case .repeatWithoutKey: return "'repeat' のあるセクションには項目を書き出す 'key' が必要です"
        case .keyWithoutRepeat(let key): return "セクションのキー \(q(key)) は繰り返しグループ専用です。'repeat' を加えるか、キーを行に移してください"
        case .repeatCountWithBounds: return "'count' だけで項目数が決まります。'min'・'max'・'add' を削除してください"
        case .repeatCountNotNumber(let text): return "'count' \(q(text)) は数値ではありません。'party_size' や 'count(cities)' のような式を書いてください"
        case .keyInsideRepeat(let key, let group): return "\(q(key)) は繰り返しグループ \(q(group)) の中のキーです。グループの外では count(\(group)) で読みます"

        case .keyBecomesReservedVariable(let key, let variable):
            return "キー \(q(key)) はシェル変数 \(variable) になり、fill --format env はこれを書き込みません。キー名を変えるか、fill で --env-prefix を使ってください"

        case .notConverted(let loss):
            return text(for: loss)
        case .otherToolsForm(let kind, let tool):
            return "このファイルは askform ではなく \(tool) 向けに書かれています: 'askform convert FILE --from \(kind)' で変換するか、'--from \(kind)' でそのまま読み込んでください"
        case .yaml(let problem):
            return text(for: problem)
        case .unknownFormSource(let tried):
            return "どの種類のフォームか判別できません（試したもの：\(tried.joined(separator: "、"))）。--from KIND で指定してください"
        }
    }

    static func text(for problem: AnswerProblem, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        func subject(_ text: String?) -> String { text.map { q($0) + " は" } ?? "回答は" }
        func list(_ items: [String]) -> String { Catalog.list(items, separator: "、") { "…（ほか \($0) 件）" } }
        func list(_ options: [Option]) -> String { catalog.options(options, separator: "、") { "…（ほか \($0) 件）" } }
        switch problem {
        case .required: return "回答が必要です"
        case .cannotSkip: return "回答が必要です。:skip は任意の質問でのみ使えます"
        case .notAnInteger(let text): return "\(q(text)) は整数ではありません"
        case .notANumber(let text): return "\(q(text)) は数値ではありません"
        case .belowMinimum(let text, let minimum): return "\(q(text)) は最小値 \(minimum) より小さいです"
        case .aboveMaximum(let text, let maximum): return "\(q(text)) は最大値 \(maximum) より大きいです"
        case .tooShort(let text, let length, let minimum): return "\(subject(text)) \(length) 文字です。\(minimum) 文字以上にしてください"
        case .tooLong(let text, let length, let maximum): return "\(subject(text)) \(length) 文字です。\(maximum) 文字以内にしてください"
        case .tooLongForPattern(let text, let length, let maximum): return "\(text.map(q) ?? "回答") は \(length) 文字で、パターンで検査できる \(maximum) 文字を超えています"
        case .patternMismatch(let text, let pattern, let message):
            if let message {
                let shown = InertText.line(catalog.resolved(message))
                return text.map { "\(q($0))：\(shown)" } ?? shown
            }
            return "\(subject(text))パターン \(q(pattern)) に一致しません"
        case .notAnOption(let text, let options): return "\(q(text)) は選択肢にありません：\(list(options))"
        case .ambiguous(let text, let candidates): return "\(q(text)) は複数の選択肢に一致します：\(list(candidates))。もう少し入力してください"
        case .tooFewSelected(let count, let minimum): return "\(count) 個選ばれています。\(minimum) 個以上選んでください"
        case .tooManySelected(let count, let maximum): return "\(count) 個選ばれています。\(maximum) 個以下にしてください"
        case .tooFewItems(let count, let minimum): return "項目が \(count) 件です。このグループには \(minimum) 件以上が必要です"
        case .tooManyItems(let count, let maximum): return "項目が \(count) 件です。このグループは \(maximum) 件までです"
        case .itemCountDiffers(let count, let expected): return "項目が \(count) 件です。このグループの件数は \(expected) 件です"
        case .duplicateSelection(let value): return "\(q(value)) が 2 回選ばれています"
        case .notYesNo(let text): return "\(q(text)) は「はい」「いいえ」ではありません（はい、y、yes、true、1 / いいえ、n、no、false、0）"
        case .noSuchDay(let text): return "\(q(text)) という日はありません（月または日が存在しません）"
        case .invalidDate(let text): return "\(q(text)) は YYYY-MM-DD 形式の日付ではありません"
        case .invalidEmail(let text): return "\(q(text)) は name@example.org のようなメールアドレスではありません"
        case .invalidURL(let text): return "\(q(text)) は http:// か https:// で始まる URL ではありません"
        case .wrongType(let expected, let found):
            return "\(Catalog.spaced(self.expected(expected, in: catalog), before: false))が必要ですが、\(Catalog.spaced(self.found(found), before: false))です"
        case .unitWithoutAmount: return "単位がありますが、数量が空です"
        case .answeredWhileHidden: return "回答がありますが、この行は 'when' 条件で表示されません"
        case .unknownKey(let suggestion): return "このキーの行はありません" + (suggestion.map { "（\(q($0)) のことですか？）" } ?? "")
        case .setsUnit(let row): return "\(q(row)) の単位です"
        case .checkFailed(let message):
            return InertText.line(catalog.resolved(message))
        case .isComputed:
            return "ほかの回答から計算される項目なので、設定できません"
        case .computedDiffers(let value, let computed):
            return "\(q(value)) は計算された値 \(q(computed)) と違います"
        case .refused(let text, let reason):
            let shown = InertText.line(catalog.resolved(reason))
            return text.map { "\(q($0))：\(shown)" } ?? shown
        case .containsNUL: return "回答に NUL 文字（U+0000）が含まれています。回答は NUL を含まないテキストでなければなりません"
        case .severalLines(let count): return "回答が \(count) 行ありますが、この質問は 1 行で答えます"
        }
    }
}

extension Japanese {
    static func text(for problem: PatternProblem) -> String {
        let t = "'" + problem.text + "'"
        let at = "\(problem.offset + 1) 文字目の"
        switch problem.reason {
        case .notLinear(let construct):
            return "\(at)\(name(construct)) \(t) はサポートされていません：askform はパターンを線形時間で照合します"
        case .notPortable(let construct):
            return "\(at)\(name(construct)) \(t) はサポートされていません：askform は ECMA-262 と Python の re が同じに読む構文だけを受け付けます"
        case .unescaped: return "\(at) \(t) がエスケープされていません。文字そのものは '\\\(problem.text)' と書いてください"
        case .unknownEscape:
            return "\(at)エスケープ \(t) は不明です。文字をそのまま書くか、^$\\.*+?()[]{}|/ のいずれかだけをエスケープしてください"
        case .surrogateEscape: return "\(at)エスケープ \(t) はサロゲートペアの片方です。文字をそのまま書くか \\u{…} を使ってください"
        case .trailingBackslash: return "パターンが単独の '\\' で終わっています"
        case .unknownGroup: return "\(at)グループ \(t) は不明です。'(' か '(?:' を使ってください"
        case .unmatchedParenthesis: return "\(at) ')' に対応する '(' がありません"
        case .unclosedGroup: return "\(at) '(' が閉じられていません"
        case .unclosedClass: return "\(at) '[' が閉じられていません"
        case .nothingToRepeat: return "\(at)量指定子 \(t) の前に繰り返すものがありません"
        case .rangeOutOfOrder: return "\(at)範囲 \(t) の順序が逆です"
        case .classInRange: return "\(at)範囲 \(t) の端が文字クラスです。範囲は 2 つの文字の間に限ります"
        case .repetitionOutOfOrder: return "\(at)繰り返し \(t) の順序が逆です"
        case .tooLong(let limit): return "パターンが \(limit) 文字を超えています"
        case .tooDeep(let limit): return "\(at)グループの入れ子が \(limit) 段を超えています"
        case .repetitionTooLarge(let limit): return "\(at)繰り返し \(t) が上限 \(limit) を超えています"
        case .tooLarge(let limit): return "パターンをコンパイルすると \(limit) 命令を超えます。繰り返しを減らしてください"
        }
    }

    private static func name(_ construct: PatternProblem.Construct) -> String {
        switch construct {
        case .backreference: return "後方参照"
        case .lookahead: return "先読み"
        case .lookbehind: return "後読み"
        case .atomicGroup: return "アトミックグループ"
        case .possessiveQuantifier: return "強欲な量指定子"
        case .namedGroup: return "名前付きグループ"
        case .inlineFlags: return "インラインフラグ"
        case .comment: return "コメント"
        case .anchor: return "アンカー"
        case .unicodeProperty: return "Unicode プロパティ"
        }
    }
}

/// The words of conversion losses in Japanese.
extension Japanese {
    static func text(for loss: ConversionLoss) -> String {
        let q = Catalog.quotedRaw
        switch loss {
        case .unsupportedKey(let key, let tool):
            return "\(q(key)) は引き継がれません：この \(tool) の設定に相当するものが askform にありません"
        case .untranslatedTemplate(let text, let tool):
            return "\(tool) のテンプレート \(q(text)) は変換されません。行はそれなしで動きます"
        case .approximated(let construct, let becomes):
            return "\(q(construct)) は \(becomes) になります"
        case .leftOut(let construct, let tool):
            return "\(q(construct)) は除外されます：この \(tool) の質問は askform では尋ねられません"
        case .optionWithoutValue(let label):
            return "選択肢 \(q(label)) は除かれます：値が空で、askform の選択肢には値が必要です"
        case .objectAnswer(let key, let tool):
            return "\(q(key)) は質問されません：\(tool) での回答はマッピングで、askform にはそれを答える行がありません"
        }
    }
}

// MARK: YAML files

extension Japanese {
    static func text(for problem: YAMLProblem) -> String {
        switch problem {
        case .fileTooLarge(let bytes, let limit): return "ファイルは \(bytes) バイトで、上限の \(limit) を超えています"
        case .emptyFile: return "ファイルに YAML 文書がありません"
        case .invalidUTF8: return "UTF-8 として正しくありません"
        case .unsupportedEncoding(let encoding): return "ファイルは \(encoding) です。YAML のフォームは UTF-8 でなければなりません"
        case .byteOrderMarkInside: return "バイト順マーク（U+FEFF）はファイルの先頭にのみ置けます。途中の行の先頭には置けません"
        case .controlCharacter(let value): return "文字 \(YAMLProblem.scalarName(value)) は YAML では使えません"
        case .syntax(let problem): return text(for: problem)
        case .severalDocuments: return "2 つ目の YAML 文書があります。フォームファイルは 1 つの文書です（この '---' 以降を削除してください）"
        case .nestingTooDeep(let limit): return "シーケンスとマッピングの入れ子が \(limit) より深くなっています"
        case .tooManyNodes(let limit): return "エイリアスを展開すると \(limit) 個を超える値になります"
        case .undefinedAlias(let name): return "エイリアス '*\(name)' の前にその名前のアンカーが定義されていません"
        case .aliasInsideItsAnchor(let name): return "エイリアス '*\(name)' が '&\(name)' でアンカーされた値の中にあります"
        case .keyNotScalar: return "マッピングのキーはスカラーでなければなりません（シーケンスやマッピングは不可）"
        case .mergeValueNotMapping: return "マージキー '<<' の値はマッピングかマッピングのシーケンスでなければなりません"
        case .unsupportedTag(let tag): return "タグ '\(tag)' には対応していません（YAML 1.2 core スキーマ：!!str、!!int、!!float、!!bool、!!null、!!seq、!!map）"
        case .tagMismatch(let tag, let value): return "'\(value)' は正しい \(tag) ではありません"
        case .numberNotFinite(let text): return "'\(text)' は有限の数ではありません"
        case .libraryMissing: return "libyaml（libyaml-0.so.2）がインストールされていません"
        case .librarySymbolMissing(let name): return "libyaml に関数 '\(name)' がありません"
        case .outOfMemory: return "libyaml のメモリが不足しました"
        }
    }

    static func text(for problem: YAMLSyntaxProblem) -> String {
        switch problem {
        case .tabIndentation: return "インデントにタブがあります。YAML はスペースでインデントします"
        case .unterminatedQuote: return "この引用符付きスカラーはファイルの終わりまでに閉じられていません"
        case .unexpectedEnd: return "ファイルが途中で終わっています"
        case .invalidCharacter(let value):
            if let scalar = Unicode.Scalar(value), value >= 0x21, value != 0x7F {
                return "'\(Character(scalar))' はここで値を始められません（値を引用符で囲んでください）"
            }
            return "\(YAMLProblem.scalarName(value)) はここで値を始められません"
        case .mappingValueNotAllowed: return "ここの ':' はマッピングを始めません（値を引用符で囲むか、キーの下にインデントしてください）"
        case .sequenceEntryNotAllowed: return "ここには '- ' の項目を置けません（キーの下にインデントしてください）"
        case .colonMissing: return "':' のないキーです（または 1024 文字を超えるキー）"
        case .keyExpected: return "ここにはマッピングのキーが必要です（インデントを確認してください）"
        case .entryExpected: return "ここにはシーケンスの '- ' 項目が必要です（インデントを確認してください）"
        case .valueExpected: return "ここには値が必要です"
        case .flowSequenceUnclosed: return "',' か ']' が必要です"
        case .flowMappingUnclosed: return "',' か '}' が必要です"
        case .unknownEscape: return "ダブルクォートのスカラーに不明なエスケープがあります"
        case .invalidUnicodeEscape: return "このエスケープは Unicode 文字を表していません"
        case .documentMarkerInside: return "引用符付きスカラーの中に '---' か '...' があります"
        case .documentStartMissing: return "ディレクティブの後に '---' が必要です"
        case .invalidAnchorName: return "アンカーやエイリアスの名前は英字、数字、'-'、'_' でなければなりません"
        case .other(let problem): return "YAML の構文エラー（libyaml：\(Catalog.quotedRaw(problem))）"
        }
    }
}
