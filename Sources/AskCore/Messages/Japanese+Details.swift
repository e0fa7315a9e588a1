/// The parts Japanese problems are made of (see ``English`` for what each one says).
extension Japanese {
    static func expected(_ value: ExpectedValue, in catalog: Catalog) -> String {
        switch value {
        case .string: return "文字列"
        case .emailString: return "メールアドレス（文字列）"
        case .urlString: return "URL（文字列）"
        case .wholeNumber: return "整数"
        case .wholeNumberBetween(let lowest, let highest): return "\(lowest) から \(highest) までの整数"
        case .number: return "数値"
        case .numberBetween(let lowest, let highest): return "\(lowest) から \(highest) までの数値"
        case .boolean: return "true か false"
        case .dateString: return "YYYY-MM-DD 形式の日付文字列"
        case .optionValue: return "選択肢の値 1 つ（文字列）"
        case .optionValues: return "選択肢の値の配列"
        case .nothing: return "回答なし"
        case .object: return "オブジェクト"
        case .oneValue: return "値 1 つ"
        case .nestedObjects(let parts): return "入れ子のオブジェクト \(Catalog.nested(parts))"
        case .formatVersion(let version): return "形式バージョン番号 \(version)"
        case .rowTypeName: return "行タイプ名"
        case .options: return "選択肢の配列"
        case .option: return "文字列、または 'value' と 'label' を持つオブジェクト"
        case .unit: return "'key' と 'options' を持つオブジェクト"
        case .sections: return "セクションの配列"
        case .rows: return "行の配列"
        case .headers: return "ヘッダー名と値のオブジェクト"
        case .languageTags: return "言語タグの配列"
        case .wellFormedLanguageTags, .wellFormedLanguageTag: return "\"en\" や \"zh-Hans\" のような BCP 47 言語タグ"
        case .localizedText(let examples):
            return "テキスト、または言語タグ\(examples ? "（\"en\"、\"zh-Hans\"）" : "")ごとのテキストのオブジェクト"
        case .custom(let text): return InertText.line(catalog.resolved(text))
        }
    }

    static func found(_ value: FoundValue) -> String {
        switch value {
        case .kind(let kind): return self.kind(kind)
        case .string(let text): return "文字列 '\(text)'"
        case .number(let text): return "数値 \(text)"
        case .bool(let bool): return bool ? "true" : "false"
        case .arrayHolding(let kind): return Catalog.spaced(self.kind(kind), before: false) + "を含む配列"
        case .keyTwice: return "2 回現れたキー"
        case .memberName(let name): return "メンバー名 '\(name)'"
        case .written(let text): return "'\(text)'"
        }
    }

    static func kind(_ kind: ValueKind) -> String {
        switch kind {
        case .object: return "オブジェクト"
        case .array: return "配列"
        case .string: return "文字列"
        case .number: return "数値"
        case .boolean: return "真偽値"
        case .null: return "null"
        case .date: return "日付"
        case .data: return "データ"
        }
    }

    static func expected(_ json: JSONExpected) -> String {
        switch json {
        case .value: return "値"
        case .valueOrEndOfArray: return "値または ']'"
        case .key: return "文字列のキー"
        case .keyOrEndOfObject: return "文字列のキーまたは '}'"
        case .colon: return "':'"
        case .commaOrEndOfObject: return "',' または '}'"
        case .commaOrEndOfArray: return "',' または ']'"
        case .literal(let literal): return "'\(literal)'"
        case .closingQuote: return "文字列を閉じる '\"'"
        }
    }

    static func found(_ json: JSONFound) -> String {
        switch json {
        case .text(let text): return Catalog.quotedFound(text)
        case .endOfLine: return "行末"
        case .byte(let byte): return "バイト \(Catalog.byte(byte))"
        case .character(let scalar): return "文字 U+\(Catalog.hex(scalar))"
        }
    }
}

/// The words of `when` problems in Japanese.
extension Japanese {
    static func text(for reason: ConditionSyntaxError.Reason) -> String {
        switch reason {
        case .singleEquals: return "比較には '==' を使ってください"
        case .misspelled(let written, let replacement): return "'\(written)' ではなく '\(replacement)' を使ってください"
        case .curlyQuote(let quote): return "'\(quote)' ではなく、まっすぐな引用符（' か \"）を使ってください"
        case .unexpectedCharacter(let character): return "予期しない文字 '\(character)' があります"
        case .unknownEscape(let escape): return "文字列中のエスケープ '\(escape)' は不明です（使えるのは \\'、\\\"、\\\\ だけです）"
        case .unterminatedString: return "文字列が閉じられていません"
        case .invalidNumber(let number): return "不正な数値 '\(number)'"
        case .numberOutOfRange(let number): return "数値 '\(number)' が範囲外です"
        case .danglingDot(let key): return "不正なキー '\(key)'：ドットの後には名前が必要です"
        case .empty: return "式が空です"
        case .tooLong(let limit): return "式が長すぎます（\(limit) 文字を超えています）"
        case .nestedTooDeeply: return "式の入れ子が深すぎます"
        case .tooManyConditions(let limit): return "式の条件が多すぎます（\(limit) 個を超えています）"
        case .unmatchedParenthesis: return "対応する '(' のない ')' があります"
        case .unclosedParenthesis: return "'(' が閉じられていません"
        case .unclosedList: return "'[' が閉じられていません"
        case .emptyList: return "'in' の後のリストが空です。値を少なくとも 1 つ書いてください"
        case .trailingComma: return "',' の後には値が必要ですが、']' です（末尾のカンマを削除してください）"
        case .expected(let expected, let found):
            return Catalog.spaced(self.expected(expected), before: false) + "が必要ですが、"
                + Catalog.spaced(self.found(found), before: false) + "です"
        }
    }

    static func expected(_ expected: ConditionSyntaxError.Expected) -> String {
        func after(_ token: String?) -> String { token.map { "'\($0)' の後に" } ?? "" }
        switch expected {
        case .andOrEnd: return "'and'、'or' または式の終わり"
        case .andOrClosingParenthesis: return "'and'、'or' または ')'"
        case .key(let token): return after(token) + "キー"
        case .keyBefore(let token): return "'\(token)' の前にキー"
        case .value(let token): return after(token) + "値"
        case .stringAfterContains: return "'contains' の後に文字列"
        case .test(let key): return "'\(key)' の後に比較演算子（'=='、'!='、'<'、'<='、'>'、'>='）、'in' または 'contains'"
        case .comparisonOperator(let token): return "'\(token)' の後に比較演算子"
        case .list: return "'in' の後に '['"
        case .commaOrEndOfList: return "リスト内に ',' または ']'"
        }
    }

    static func found(_ found: ConditionSyntaxError.Found) -> String {
        switch found {
        case .end: return "式の終わり"
        case .string(let text): return "文字列 '\(text)'"
        case .token(let text): return "'\(text)'"
        case .keywordInOtherCase(let text): return "'\(text)'（キーワードは小文字です：'\(text.lowercased())'）"
        case .unquotedText(let shown, let word): return "'\(shown)'（テキストは引用符で囲んでください：'\(word)'）"
        }
    }

    static func text(for mismatch: ConditionMismatch, key: String) -> String {
        switch mismatch {
        case .containsTakesAString(let literal): return "'contains' には文字列が必要ですが、\(literal) です"
        case .containsNeedsList: return "'contains' は複数選択の行かテキストの行にしか使えません"
        case .nullByOrder: return "null とは大小を比べられません。== か != を使ってください"
        case .yesNoByOrder(let literal):
            return "\(literal) と大小を比べています。はい・いいえの回答は == か != で true か false と比べるだけです"
        case .notADate(let literal): return "\(literal) は YYYY-MM-DD 形式の日付ではありません"
        case .wrongLiteral(let literal, let rowType, let comparand):
            let with: String
            switch comparand {
            case .number: with = "数値"
            case .boolean: with = "true か false"
            case .contains: with = "'contains'（例：\(key) contains 'value'）"
            case .string: with = "文字列"
            }
            return "\(literal) と比べていますが、この行の回答は \(rowType) です。\(Catalog.spaced(with, before: false))と比べてください"
        case .notAnOption(let value, let suggestion):
            return "'\(value)' はこの行の選択肢の値ではありません" + (suggestion.map { "（'\($0)' のことですか？）" } ?? "")
        }
    }
}
