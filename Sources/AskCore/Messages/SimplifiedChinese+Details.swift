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
        case .styleWords: return "颜色或样式名称，或其数组"
        case .oneValue: return "一个值"
        case .nestedObjects(let parts): return "嵌套对象 \(Catalog.nested(parts))"
        case .formatVersion(let version): return "格式版本号 \(version)"
        case .rowTypeName: return "行类型名称"
        case .options: return "选项数组"
        case .option: return "字符串，或含 'value' 和 'label' 的对象"
        case .unit: return "含 'key' 和 'options' 的对象"
        case .sections: return "分节数组"
        case .items: return "条目数组（每个条目是对象）"
        case .rows: return "行数组"
        case .checks: return "检查的数组（每项为 {\"that\": …, \"message\": …}）"
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
        case .unclosedTemplate: return "文本中的 '{{' 没有闭合：请用 '}}' 结束（字面的 '{{' 请写作 {{ '{{' }}）"
        case .unknownFunction(let name, let suggestion):
            return "未知的函数 '\(name)'" + (suggestion.map { "（是否想用 '\($0)'？）" } ?? "")
        case .argumentCount(let function, let least, let most, let found):
            let count = least == most ? "\(least)" : "\(least) 到 \(most)"
            return "'\(function)' 需要 \(count) 个参数，实际给了 \(found) 个"
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
        case .commaOrClosingParenthesis: return "参数之后应为 ',' 或 ')'"
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

/// The words of property-list problems in Simplified Chinese.
extension SimplifiedChinese {
    static func text(for problem: PropertyListProblem) -> String {
        switch problem {
        case .textIn(let text, let element): return "<\(element)> 中有意外的文本 '\(text)'"
        case .cdataIn(let element): return "<\(element)> 中有意外的 CDATA 段"
        case .processingInstruction: return "不支持处理指令（<?...?>）"
        case .markupDeclaration(let element): return (element.map { "<\($0)> 中" } ?? "") + "有意外的 '<!'"
        case .elementNameMissing: return "'<' 之后应为元素名"
        case .endOfFileInside(let element): return "文件在 <\(element)> 中意外结束"
        case .malformedTag(let name): return "标签 <\(name)> 格式有误"
        case .endTagMissing(let name): return "此处应为 </\(name)>"
        case .endTagMismatch(let expected, let found): return "此处应为 </\(expected)>，实际是 </\(found)>"
        case .malformedEndTag(let name): return "结束标签 </\(name)> 格式有误"
        case .attributeWithoutEquals(let name, let element): return "<\(element)> 的属性 '\(name)' 之后应为 '='"
        case .attributeWithoutQuotedValue(let name, let element): return "<\(element)> 的属性 '\(name)' 应有带引号的值"
        case .lessThanInAttribute(let name): return "属性 '\(name)' 的值中有 '<'；请写成 &lt;"
        case .unterminatedComment: return "注释没有结束"
        case .controlCharacter(let scalar): return "XML 中不允许控制字符 U+\(Catalog.hex(scalar))"
        case .lessThanInText(let element): return "<\(element)> 的文本中有 '<'；请写成 &lt;"
        case .unterminatedCDATA: return "CDATA 段没有结束"
        case .bareAmpersand: return "'&' 必须开始一个引用，例如 &amp;（以 ';' 结束）"
        case .unknownEntity(let name): return "未知的实体 '&\(name);'"
        case .invalidCharacterReference(let name): return "无效的字符引用 '&\(name);'"
        case .noPlistElement: return "没有 <plist> 元素"
        case .textBeforePlist(let text): return "<plist> 之前有意外的文本 '\(text)'"
        case .doctypeTwice: return "有不止一个 <!DOCTYPE>"
        case .declarationNotFirst: return "<?xml ...?> 声明必须位于文件开头"
        case .rootNotPlist(let name): return "根元素应为 <plist>，实际是 <\(name)>"
        case .unsupportedEncoding(let encoding): return "不支持编码 '\(encoding)'；请把文件保存为 UTF-8"
        case .declarationAttribute(let name): return "<?xml ...?> 声明中有意外的属性 '\(name)'"
        case .unterminatedDeclaration: return "<?xml ...?> 声明没有结束"
        case .malformedDeclaration: return "<?xml ...?> 声明格式有误"
        case .internalSubset: return "不支持内部 DTD 子集（<!DOCTYPE> 中的 '['）"
        case .unterminatedDoctype: return "<!DOCTYPE> 没有结束"
        case .unexpectedAttribute(let name, let element): return "<\(element)> 上有意外的属性 '\(name)'"
        case .unsupportedVersion(let version): return "不支持 plist 版本 '\(version)'（只支持 1.0）"
        case .plistEmpty: return "<plist> 中没有值"
        case .plistHoldsSeveral: return "<plist> 中有不止一个值"
        case .endOfFileInPlist: return "文件意外结束，<plist> 中应有一个值"
        case .endOfFileBeforeEndTag(let name): return "文件意外结束，此处应为 </\(name)>"
        case .contentAfterPlist: return "</plist> 之后有意外的内容"
        case .invalidInteger(let text): return "无效的整数 '\(text)'"
        case .realNotFinite(let text): return "实数 '\(text)' 不是有限的数"
        case .invalidReal(let text): return "无效的实数 '\(text)'"
        case .mustBeEmpty(let name): return "<\(name)> 必须为空，写成 <\(name)/>"
        case .invalidDate(let text): return "无效的日期 '\(text)'，应为 YYYY-MM-DDTHH:MM:SSZ 格式"
        case .keyOutsideDict: return "<key> 位于 <dict> 之外"
        case .plistInsidePlist: return "<plist> 中嵌套了 <plist>"
        case .unknownElement(let name): return "未知的元素 <\(name)>"
        case .keyExpected(let found): return "<dict> 中应为 <key>，实际是 <\(found)>"
        case .keyWithoutValue(let key): return "<key> '\(key)' 没有值"
        case .endOfFileBeforeKeyValue(let key): return "文件意外结束，<key> '\(key)' 应有一个值"
        case .elementInside(let name, let parent): return "<\(parent)> 中有意外的元素 <\(name)>"
        case .base64AfterPadding: return "<data> 中的 base64 在 '=' 之后仍有内容"
        case .base64Character(let shown): return "base64 的 <data> 中有无效字符 '\(shown)'"
        case .base64Length: return "<data> 中 base64 的长度不对，没有编码器会写出这样的长度"
        case .binaryTooShort(let bytes): return "\(bytes) 字节的文件太短，不可能是二进制属性列表"
        case .binaryVersion(let version): return "不支持二进制属性列表版本 '\(version)'（只支持 bplist00）"
        case .offsetSize(let size): return "尾部信息有误：偏移量大小为 \(size)，应在 1 到 8 之间"
        case .referenceSize(let size): return "尾部信息有误：对象引用大小为 \(size)，应在 1 到 8 之间"
        case .offsetTableOutside(let offset): return "尾部信息有误：位于 \(offset) 的偏移表在对象区之外"
        case .noObjects: return "尾部信息有误：没有对象"
        case .offsetTableTooLong(let objects): return "尾部信息有误：\(objects) 个对象需要的偏移表比文件还长"
        case .topObjectMissing(let top, let objects): return "尾部信息有误：顶层对象 \(top) 不在 \(objects) 个对象之中"
        case .tooManySharedValues(let limit): return "对象共享过多，树中的值会超过 \(limit) 个"
        case .objectContainsItself(let object): return "对象 \(object) 包含了自身"
        case .dateOutOfRange(let object): return "对象 \(object) 中的日期超出了 1 年到 9999 年的范围"
        case .uid(let object): return "对象 \(object) 是 UID，只有键控归档才会使用；表单中不能有 UID"
        case .keyNotString(let member, let object): return "字典的键 \(member)（对象 \(object)）不是字符串"
        case .asciiHighByte(let object): return "对象 \(object) 中的 ASCII 字符串有大于 0x7F 的字节"
        case .unpairedSurrogate(let object): return "对象 \(object) 中的 UTF-16 字符串有不成对的代理项"
        case .integerSize(let bytes, let object): return "不支持对象 \(object) 中 \(bytes) 字节的整数"
        case .binaryRealNotFinite(let text, let object): return "对象 \(object) 中的实数 '\(text)' 不是有限的数"
        case .malformedLength(let object, let marker): return "对象 \(object) 的长度格式有误（标记 \(Catalog.byte(marker))）"
        case .negativeLength(let object): return "对象 \(object) 的长度为负"
        case .referenceOutOfRange(let reference, let objects): return "引用了对象 \(reference)，但只有 \(objects) 个对象"
        case .objectOutside(let object, let offset): return "对象 \(object) 位于偏移 \(offset)，在对象区之外"
        case .runsPastEnd(let part, let object):
            let name: String
            switch part {
            case .data: name = "数据"
            case .array: name = "数组"
            case .dictionary: name = "字典"
            case .string: name = "字符串"
            case .length: name = "长度"
            case .value: name = "值"
            }
            return "对象 \(object) 的\(name)超出了对象区的末尾"
        case .unsupportedMarker(let object, let offset, let marker):
            return "位于偏移 \(offset) 的对象 \(object) 有不支持的标记 \(Catalog.byte(marker))"
        }
    }
}

/// The words of expression problems in Simplified Chinese.
extension SimplifiedChinese {
    static func text(for problem: ExpressionProblem) -> String {
        switch problem {
        case .argumentType(let function, let position, let expected, let found):
            return "'\(function)' 的第 \(position) 个参数应为\(name(of: expected))，实际是\(name(of: found))"
        case .operandTypes(let op, let a, let b):
            return "'\(op)' 不能用于\(name(of: a))和\(name(of: b))"
        case .neverEqual(let op, let a, let b):
            return "\(name(of: a))与\(name(of: b))之间的 '\(op)' " + (op == "!=" ? "永远为真" : "永远为假")
        case .notOrdered(let op, let type):
            return "'\(op)' 不能比较\(name(of: type))的大小；请用 == 或 !="
        case .notACondition(let type):
            return "条件必须为 true 或 false，实际是\(name(of: type))"
        case .invalidPattern(let pattern):
            return "无效的模式：\(text(for: pattern))"
        case .notADate(let text):
            return "'\(text)' 不是 YYYY-MM-DD 格式的日期"
        }
    }

    static func name(of type: ExpressionType) -> String {
        switch type {
        case .text: return "文本"
        case .number: return "数字"
        case .bool: return "布尔值"
        case .list: return "列表"
        case .null: return "null"
        case .any: return "任意值"
        }
    }
}
