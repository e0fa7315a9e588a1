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
