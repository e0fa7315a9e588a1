/// The parts Simplified Chinese problems are made of (see ``English`` for what each one says).
extension SimplifiedChinese {
    static func expected(_ value: ExpectedValue, in catalog: Catalog) -> String {
        switch value {
        case .string: return "字符串"
        case .emailString: return "电子邮件地址（字符串）"
        case .urlString: return "URL（字符串）"
        case .wholeNumber: return "整数"
        case .wholeNumberBetween(let lowest, let highest): return "\(lowest) 到 \(highest) 之间的整数"
        case .number: return "数字"
        case .numberBetween(let lowest, let highest): return "\(lowest) 到 \(highest) 之间的数字"
        case .boolean: return "true 或 false"
        case .dateString: return "YYYY-MM-DD 格式的日期字符串"
        case .optionValue: return "一个选项值（字符串）"
        case .optionValues: return "选项值的数组"
        case .nothing: return "不作回答"
        case .object: return "对象"
        case .oneValue: return "一个值"
        case .nestedObjects(let parts): return "嵌套对象 \(Catalog.nested(parts))"
        case .formatVersion(let version): return "格式版本号 \(version)"
        case .rowTypeName: return "行类型名称"
        case .options: return "选项数组"
        case .option: return "字符串，或含 'value' 和 'label' 的对象"
        case .unit: return "含 'key' 和 'options' 的对象"
        case .sections: return "分节数组"
        case .rows: return "行数组"
        case .headers: return "从请求头名称到值的对象"
        case .languageTags: return "语言标签数组"
        case .wellFormedLanguageTags, .wellFormedLanguageTag: return "BCP 47 语言标签，例如 \"en\" 或 \"zh-Hans\""
        case .localizedText(let examples):
            return "文本，或从语言标签\(examples ? "（\"en\"、\"zh-Hans\"）" : "")到文本的对象"
        case .custom(let text): return InertText.line(catalog.resolved(text))
        }
    }

    static func found(_ value: FoundValue) -> String {
        switch value {
        case .kind(let kind): return self.kind(kind)
        case .string(let text): return "字符串 '\(text)'"
        case .number(let text): return "数字 \(text)"
        case .bool(let bool): return bool ? "true" : "false"
        case .arrayHolding(let kind): return "包含" + Catalog.spaced(self.kind(kind)) + "的数组"
        case .keyTwice: return "重复出现的键"
        case .memberName(let name): return "成员名 '\(name)'"
        case .written(let text): return "'\(text)'"
        }
    }

    static func kind(_ kind: ValueKind) -> String {
        switch kind {
        case .object: return "对象"
        case .array: return "数组"
        case .string: return "字符串"
        case .number: return "数字"
        case .boolean: return "布尔值"
        case .null: return "null"
        case .date: return "日期"
        case .data: return "二进制数据"
        }
    }

    static func expected(_ json: JSONExpected) -> String {
        switch json {
        case .value: return "值"
        case .valueOrEndOfArray: return "值或 ']'"
        case .key: return "字符串键"
        case .keyOrEndOfObject: return "字符串键或 '}'"
        case .colon: return "':'"
        case .commaOrEndOfObject: return "',' 或 '}'"
        case .commaOrEndOfArray: return "',' 或 ']'"
        case .literal(let literal): return "'\(literal)'"
        case .closingQuote: return "结束字符串的 '\"'"
        }
    }

    static func found(_ json: JSONFound) -> String {
        switch json {
        case .text(let text): return Catalog.quotedFound(text)
        case .endOfLine: return "行尾"
        case .byte(let byte): return "字节 \(Catalog.byte(byte))"
        case .character(let scalar): return "字符 U+\(Catalog.hex(scalar))"
        }
    }
}

/// The words of `when` problems in Simplified Chinese.
extension SimplifiedChinese {
    static func text(for reason: ConditionSyntaxError.Reason) -> String {
        switch reason {
        case .singleEquals: return "比较请用 '=='"
        case .misspelled(let written, let replacement): return "请用 '\(replacement)' 代替 '\(written)'"
        case .curlyQuote(let quote): return "请用直引号（' 或 \"）代替 '\(quote)'"
        case .unexpectedCharacter(let character): return "意外的字符 '\(character)'"
        case .unknownEscape(let escape): return "字符串中有未知的转义 '\(escape)'（只允许 \\'、\\\" 和 \\\\）"
        case .unterminatedString: return "字符串没有结束"
        case .invalidNumber(let number): return "无效的数字 '\(number)'"
        case .numberOutOfRange(let number): return "数字 '\(number)' 超出范围"
        case .danglingDot(let key): return "无效的键 '\(key)'：点号后面必须跟名称"
        case .empty: return "表达式为空"
        case .tooLong(let limit): return "表达式太长（超过 \(limit) 个字符）"
        case .nestedTooDeeply: return "表达式嵌套太深"
        case .tooManyConditions(let limit): return "表达式中的条件太多（超过 \(limit) 个）"
        case .unmatchedParenthesis: return "意外的 ')'"
        case .unclosedParenthesis: return "'(' 没有闭合"
        case .unclosedList: return "'[' 没有闭合"
        case .emptyList: return "'in' 后面的列表为空：请至少给出一个值"
        case .trailingComma: return "',' 之后应为值，实际是 ']'（请删除末尾的逗号）"
        case .expected(let expected, let found):
            return self.expected(expected) + "，实际是" + Catalog.spaced(self.found(found), after: false)
        }
    }

    /// The whole clause: `'or' 之后应为键`.
    static func expected(_ expected: ConditionSyntaxError.Expected) -> String {
        func after(_ token: String?) -> String { token.map { "'\($0)' 之后" } ?? "此处" }
        switch expected {
        case .andOrEnd: return "此处应为 'and'、'or' 或表达式结尾"
        case .andOrClosingParenthesis: return "此处应为 'and'、'or' 或 ')'"
        case .key(let token): return after(token) + "应为键"
        case .keyBefore(let token): return "'\(token)' 之前应为键"
        case .value(let token): return after(token) + "应为值"
        case .stringAfterContains: return "'contains' 之后应为字符串"
        case .test(let key): return "'\(key)' 之后应为比较运算符（'=='、'!='、'<'、'<='、'>'、'>='）、'in' 或 'contains'"
        case .comparisonOperator(let token): return "'\(token)' 之后应为比较运算符"
        case .list: return "'in' 之后应为 '['"
        case .commaOrEndOfList: return "列表中应为 ',' 或 ']'"
        }
    }

    static func found(_ found: ConditionSyntaxError.Found) -> String {
        switch found {
        case .end: return "表达式结尾"
        case .string(let text): return "字符串 '\(text)'"
        case .token(let text): return "'\(text)'"
        case .keywordInOtherCase(let text): return "'\(text)'（关键字是小写的：'\(text.lowercased())'）"
        case .unquotedText(let shown, let word): return "'\(shown)'（文本请加引号：'\(word)'）"
        }
    }

    static func text(for mismatch: ConditionMismatch, key: String) -> String {
        switch mismatch {
        case .containsTakesAString(let literal): return "'contains' 只接受字符串，这里却是 \(literal)"
        case .containsNeedsList: return "'contains' 只能用于多选行或文本行"
        case .nullByOrder: return "不能按大小与 null 比较；请用 == 或 !="
        case .yesNoByOrder(let literal): return "按大小与 \(literal) 比较；是/否的回答只能用 == 或 != 与 true 或 false 比较"
        case .notADate(let literal): return "\(literal) 不是 YYYY-MM-DD 格式的日期"
        case .wrongLiteral(let literal, let rowType, let comparand):
            let with: String
            switch comparand {
            case .number: with = "数字"
            case .boolean: with = "true 或 false"
            case .contains: with = "'contains'（例如 \(key) contains 'value'）"
            case .string: with = "字符串"
            }
            return "与 \(literal) 比较，但该行的回答是 \(rowType) 类型；请与\(Catalog.spaced(with))比较"
        case .notAnOption(let value, let suggestion):
            return "'\(value)' 不是该行的选项值" + (suggestion.map { "（是不是 '\($0)'？）" } ?? "")
        }
    }
}
