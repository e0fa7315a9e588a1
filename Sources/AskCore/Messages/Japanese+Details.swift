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
        case .styleWords: return "色またはスタイルの名前、またはその配列"
        case .oneValue: return "値 1 つ"
        case .nestedObjects(let parts): return "入れ子のオブジェクト \(Catalog.nested(parts))"
        case .formatVersion(let version): return "形式バージョン番号 \(version)"
        case .rowTypeName: return "行タイプ名"
        case .options: return "選択肢の配列"
        case .option: return "文字列、または 'value' と 'label' を持つオブジェクト"
        case .unit: return "'key' と 'options' を持つオブジェクト"
        case .sections: return "セクションの配列"
        case .items: return "項目の配列（各項目はオブジェクト）"
        case .rows: return "行の配列"
        case .checks: return "チェックの配列（それぞれ {\"that\": …, \"message\": …}）"
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
        case .unclosedTemplate: return "テキスト中の '{{' が閉じられていません。'}}' で閉じてください（'{{' そのものは {{ '{{' }} と書きます）"
        case .unknownFunction(let name, let suggestion):
            return "不明な関数 '\(name)'" + (suggestion.map { "（'\($0)' のことですか？）" } ?? "")
        case .argumentCount(let function, let least, let most, let found):
            let count = least == most ? "\(least)" : "\(least)〜\(most)"
            return "'\(function)' の引数は \(count) 個ですが、\(found) 個あります"
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
        case .commaOrClosingParenthesis: return "引数の後に ',' または ')'"
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

/// The words of property-list problems in Japanese.
extension Japanese {
    static func text(for problem: PropertyListProblem) -> String {
        switch problem {
        case .textIn(let text, let element): return "<\(element)> の中に予期しないテキスト '\(text)' があります"
        case .cdataIn(let element): return "<\(element)> の中に予期しない CDATA セクションがあります"
        case .processingInstruction: return "処理命令（<?...?>）には対応していません"
        case .markupDeclaration(let element): return (element.map { "<\($0)> の中に" } ?? "") + "予期しない '<!' があります"
        case .elementNameMissing: return "'<' の後に要素名が必要です"
        case .endOfFileInside(let element): return "<\(element)> の途中でファイルが終わっています"
        case .malformedTag(let name): return "タグ <\(name)> の書き方が正しくありません"
        case .endTagMissing(let name): return "</\(name)> が必要です"
        case .endTagMismatch(let expected, let found): return "</\(expected)> が必要ですが、</\(found)> です"
        case .malformedEndTag(let name): return "終了タグ </\(name)> の書き方が正しくありません"
        case .attributeWithoutEquals(let name, let element): return "<\(element)> の属性 '\(name)' の後に '=' が必要です"
        case .attributeWithoutQuotedValue(let name, let element): return "<\(element)> の属性 '\(name)' には引用符で囲んだ値が必要です"
        case .lessThanInAttribute(let name): return "属性 '\(name)' の値に '<' があります。&lt; と書いてください"
        case .unterminatedComment: return "コメントが閉じられていません"
        case .controlCharacter(let scalar): return "制御文字 U+\(Catalog.hex(scalar)) は XML では使えません"
        case .lessThanInText(let element): return "<\(element)> のテキストに '<' があります。&lt; と書いてください"
        case .unterminatedCDATA: return "CDATA セクションが閉じられていません"
        case .bareAmpersand: return "'&' は &amp; のような参照の始まりでなければなりません（';' で終わります）"
        case .unknownEntity(let name): return "不明な実体参照 '&\(name);'"
        case .invalidCharacterReference(let name): return "不正な文字参照 '&\(name);'"
        case .noPlistElement: return "<plist> 要素がありません"
        case .textBeforePlist(let text): return "<plist> の前に予期しないテキスト '\(text)' があります"
        case .doctypeTwice: return "<!DOCTYPE> が 2 つ以上あります"
        case .declarationNotFirst: return "<?xml ...?> 宣言はファイルの先頭に置かなければなりません"
        case .rootNotPlist(let name): return "ルート要素は <plist> でなければなりませんが、<\(name)> です"
        case .unsupportedEncoding(let encoding): return "エンコーディング '\(encoding)' には対応していません。ファイルを UTF-8 で保存してください"
        case .declarationAttribute(let name): return "<?xml ...?> 宣言に予期しない属性 '\(name)' があります"
        case .unterminatedDeclaration: return "<?xml ...?> 宣言が閉じられていません"
        case .malformedDeclaration: return "<?xml ...?> 宣言の書き方が正しくありません"
        case .internalSubset: return "内部 DTD サブセット（<!DOCTYPE> 内の '['）には対応していません"
        case .unterminatedDoctype: return "<!DOCTYPE> が閉じられていません"
        case .unexpectedAttribute(let name, let element): return "<\(element)> に予期しない属性 '\(name)' があります"
        case .unsupportedVersion(let version): return "plist のバージョン '\(version)' には対応していません（対応しているのは 1.0）"
        case .plistEmpty: return "<plist> に値がありません"
        case .plistHoldsSeveral: return "<plist> に値が 2 つ以上あります"
        case .endOfFileInPlist: return "ファイルが途中で終わっています。<plist> の中に値が必要です"
        case .endOfFileBeforeEndTag(let name): return "ファイルが途中で終わっています。</\(name)> が必要です"
        case .contentAfterPlist: return "</plist> の後に予期しない内容があります"
        case .invalidInteger(let text): return "不正な整数 '\(text)'"
        case .realNotFinite(let text): return "実数 '\(text)' は有限の数ではありません"
        case .invalidReal(let text): return "不正な実数 '\(text)'"
        case .mustBeEmpty(let name): return "<\(name)> は <\(name)/> のように空でなければなりません"
        case .invalidDate(let text): return "不正な日付 '\(text)'。YYYY-MM-DDTHH:MM:SSZ の形式で書いてください"
        case .keyOutsideDict: return "<key> が <dict> の外にあります"
        case .plistInsidePlist: return "<plist> の中に <plist> があります"
        case .unknownElement(let name): return "不明な要素 <\(name)>"
        case .keyExpected(let found): return "<dict> の中には <key> が必要ですが、<\(found)> です"
        case .keyWithoutValue(let key): return "<key> '\(key)' に値がありません"
        case .endOfFileBeforeKeyValue(let key): return "ファイルが途中で終わっています。<key> '\(key)' の値が必要です"
        case .elementInside(let name, let parent): return "<\(parent)> の中に予期しない要素 <\(name)> があります"
        case .base64AfterPadding: return "<data> の base64 が '=' の後にも続いています"
        case .base64Character(let shown): return "base64 の <data> に不正な文字 '\(shown)' があります"
        case .base64Length: return "<data> の base64 の長さが正しくありません（エンコーダーが書かない長さです）"
        case .binaryTooShort(let bytes): return "\(bytes) バイトのファイルはバイナリプロパティリストとしては短すぎます"
        case .binaryVersion(let version): return "バイナリプロパティリストのバージョン '\(version)' には対応していません（対応しているのは bplist00）"
        case .offsetSize(let size): return "トレーラーが不正です：オフセットのサイズが \(size) です（1 から 8 まで）"
        case .referenceSize(let size): return "トレーラーが不正です：オブジェクト参照のサイズが \(size) です（1 から 8 まで）"
        case .offsetTableOutside(let offset): return "トレーラーが不正です：位置 \(offset) のオフセット表がオブジェクト領域の外にあります"
        case .noObjects: return "トレーラーが不正です：オブジェクトがありません"
        case .offsetTableTooLong(let objects): return "トレーラーが不正です：\(objects) 個のオブジェクトにはファイルより長いオフセット表が必要です"
        case .topObjectMissing(let top, let objects): return "トレーラーが不正です：最上位のオブジェクト \(top) が \(objects) 個のオブジェクトの中にありません"
        case .tooManySharedValues(let limit): return "オブジェクトの共有が多すぎて、ツリーの値が \(limit) 個を超えます"
        case .objectContainsItself(let object): return "オブジェクト \(object) が自分自身を含んでいます"
        case .dateOutOfRange(let object): return "オブジェクト \(object) の日付が 1 年から 9999 年の範囲外です"
        case .uid(let object): return "オブジェクト \(object) は UID です。UID はキー付きアーカイブだけが使うもので、フォームには入れられません"
        case .keyNotString(let member, let object): return "辞書のキー \(member)（オブジェクト \(object)）が文字列ではありません"
        case .asciiHighByte(let object): return "オブジェクト \(object) の ASCII 文字列に 0x7F を超えるバイトがあります"
        case .unpairedSurrogate(let object): return "オブジェクト \(object) の UTF-16 文字列に対になっていないサロゲートがあります"
        case .integerSize(let bytes, let object): return "オブジェクト \(object) の \(bytes) バイトの整数には対応していません"
        case .binaryRealNotFinite(let text, let object): return "オブジェクト \(object) の実数 '\(text)' は有限の数ではありません"
        case .malformedLength(let object, let marker): return "オブジェクト \(object) の長さが不正です（マーカー \(Catalog.byte(marker))）"
        case .negativeLength(let object): return "オブジェクト \(object) の長さが負です"
        case .referenceOutOfRange(let reference, let objects):
            return "オブジェクト \(reference) を参照していますが、オブジェクトは \(objects) 個しかありません"
        case .objectOutside(let object, let offset): return "オブジェクト \(object) の位置 \(offset) がオブジェクト領域の外です"
        case .runsPastEnd(let part, let object):
            let name: String
            switch part {
            case .data: name = "データ"
            case .array: name = "配列"
            case .dictionary: name = "辞書"
            case .string: name = "文字列"
            case .length: name = "長さ"
            case .value: name = "値"
            }
            return "オブジェクト \(object) の\(name)がオブジェクト領域の終わりを越えています"
        case .unsupportedMarker(let object, let offset, let marker):
            return "位置 \(offset) のオブジェクト \(object) のマーカー \(Catalog.byte(marker)) には対応していません"
        }
    }
}

/// The words of expression problems in Japanese.
extension Japanese {
    static func text(for problem: ExpressionProblem) -> String {
        switch problem {
        case .argumentType(let function, let position, let expected, let found):
            return "'\(function)' の \(position) 番目の引数は\(name(of: expected))でなければなりませんが、\(name(of: found))です"
        case .operandTypes(let op, let a, let b):
            return "'\(op)' は\(name(of: a))と\(name(of: b))には使えません"
        case .neverEqual(let op, let a, let b):
            return "\(name(of: a))と\(name(of: b))の '\(op)' は" + (op == "!=" ? "常に真です" : "常に偽です")
        case .notOrdered(let op, let type):
            return "'\(op)' では\(name(of: type))の大小を比べられません。== か != を使ってください"
        case .notACondition(let type):
            return "条件は true か false でなければなりませんが、\(name(of: type))です"
        case .invalidPattern(let pattern):
            return "不正なパターン：\(text(for: pattern))"
        case .notADate(let text):
            return "'\(text)' は YYYY-MM-DD 形式の日付ではありません"
        }
    }

    static func name(of type: ExpressionType) -> String {
        switch type {
        case .text: return "文字列"
        case .number: return "数値"
        case .bool: return "真偽値"
        case .list: return "リスト"
        case .null: return "null"
        case .any: return "任意の値"
        }
    }
}
