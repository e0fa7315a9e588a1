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
