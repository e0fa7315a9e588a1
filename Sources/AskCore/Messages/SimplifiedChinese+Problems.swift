/// askform's words in Simplified Chinese (zh-Hans).
enum SimplifiedChinese: Words {
    static let punctuation = Punctuation(listSeparator: "、", clauseSeparator: "，", space: "", open: "（", close: "）",
                                          period: "。", colon: "：")

    static func text(for problem: FormProblem, in catalog: Catalog) -> String {
        let q = Catalog.quotedRaw
        // A phrase after CJK text, spaced from it when it starts with ASCII.
        let p = { (text: String) in Catalog.spaced(text, after: false) }
        func didYouMean(_ suggestion: String?) -> String { suggestion.map { "（是不是 '\($0)'？）" } ?? "" }
        switch problem {
        case .fileTooLarge(_, let limit): return "文件超过了 \(limit) 字节的上限"
        case .emptyFile: return "文件是空的；表单应是一个包含 'askform' 和 'sections' 的对象"
        case .invalidUTF8: return "无效的 UTF-8 字节序列"
        case .unexpectedEnd(let expected): return "文件意外结束，此处应为\(p(self.expected(expected)))"
        case .unexpectedCharacter(let found, let expected): return "意外的\(p(self.found(found)))，此处应为\(p(self.expected(expected)))"
        case .invalidNumber(let text): return "无效的数字 \(q(text))"
        case .invalidEscape(let text): return "字符串中的转义 \(q(text)) 无效"
        case .controlCharacterInString(let scalar):
            return "字符串中有控制字符 U+\(Catalog.hex(scalar))；请改写成转义形式，例如 \\n"
        case .trailingContent(let found): return "表单结束后出现了意外的\(p(self.found(found)))"
        case .nestingTooDeep(let limit): return "嵌套超过了 \(limit) 层"
        case .invalidPropertyList(let detail): return "无效的属性列表：\(text(for: detail))"

        case .notAnObject(let found): return "表单必须是对象，实际是\(p(self.found(found)))"
        case .duplicateMember(let key): return "重复的键 \(q(key))"
        case .unknownKey(let key, let suggestion): return "未知的键 \(q(key))" + didYouMean(suggestion)
        case .missingKey(let key): return "缺少必需的键 \(q(key))"
        case .wrongType(let key, let expected, let found): return "\(q(key)) 必须是\(p(self.expected(expected, in: catalog)))，实际是\(p(self.found(found)))"
        case .unsupportedVersion(let found, let supported):
            return "这个 askform 不支持格式版本 \(found)（它读取版本 \(supported)）；请升级 askform"
        case .tooManyRows(let limit): return "行数超过 \(limit)"
        case .tooManyOptions(let limit): return "选项总数超过 \(limit)"

        case .unknownRowType(let type, let suggestion, let known):
            return "未知的行类型 \(q(type))" + didYouMean(suggestion)
                + (suggestion == nil ? "；可用的类型有 \(known.joined(separator: "、"))" : "")
        case .invalidSetting(let key, let message):
            return "\(q(key))：\(InertText.line(catalog.resolved(message)))"
        case .keyNotForType(let key, let type): return "\(q(key)) 不适用于 \(type) 类型的行"
        case .invalidRowKey(let key):
            return "无效的键 \(q(key))：请使用字母、数字、'_' 和 '-'，各部分之间用 '.' 分隔（例如 'address.city'）"
        case .duplicateRowKey(let key, let first): return "重复的行键 \(q(key))，首次使用于 \(first)"
        case .nestingConflict(let key, let other): return "键 \(q(key)) 与 \(q(other)) 冲突：其中一个会嵌套在另一个的值里"
        case .emptyText(let key): return "\(q(key)) 不能为空"
        case .noOptions: return "'options' 至少要列出一个选项"
        case .duplicateOptionValue(let value): return "重复的选项值 \(q(value))"
        case .optionValueHasSeparator(let value): return "选项值 \(q(value)) 含有多选的分隔符逗号，无法输入选择"
        case .labelIsAnotherValue(let label, let value): return "标签 \(q(label)) 是另一个选项的值：输入它会选中 \(q(value))"
        case .boundsInverted(let minKey, let min, let maxKey, let max): return "\(q(minKey))（\(min)）大于 \(q(maxKey))（\(max)）"
        case .negativeBound(let key, let value): return "\(q(key)) 不能为负数，实际是 \(value)"
        case .boundExceedsOptions(let key, let value, let options): return "\(q(key)) 为 \(value)，但该行只有 \(options) 个选项"
        case .invalidPattern(let problem): return "模式：" + text(for: problem)
        case .invalidDate(let key, let value): return "\(q(key)) 必须是 YYYY-MM-DD 格式的日期，实际是 \(q(value))"
        case .invalidDefault(let reason): return "默认值不符合该行自身的规则：\(catalog.text(for: reason))"
        case .secretDefault: return "secret 行不能写默认值；请使用 \"${env:NAME}\"，让密钥不出现在表单文件里"
        case .numericOptionValues: return "选项值是与位置不同的数字：在终端，除非有值为 '2' 的选项，'2' 选择第二个选项；脚本给出的选项编号会被拒绝（脚本应给出值）"
        case .unknownStyleRole(let role, let suggestion):
            return "未知的外观角色 \(q(role))" + didYouMean(suggestion)
                + (suggestion == nil ? "；角色有 " + StyleRole.allCases.map { q($0.rawValue) }.joined(separator: "、") : "")
        case .unknownStyleWord(let word, let suggestion):
            return "未知的颜色或样式 \(q(word))" + didYouMean(suggestion)
                + (suggestion == nil ? "；请写颜色名（'red'、'bright-blue'）、'#RRGGBB'、'bold'、'dim'、'italic' 或 'underline'" : "")
        case .singleOption: return "只有一个选项可选"
        case .missingTranslation(let key, let languages):
            return "\(q(key)) 缺少 \(languages.joined(separator: "、")) 的文本，而表单在 'languages' 中列出了这些语言"
        case .defaultLanguageNotListed(let tag, let languages):
            return "defaultLanguage \(q(tag)) 不在表单的 languages 中：\(languages.joined(separator: "、"))"

        case .invalidCondition(let reason): return "无效的 'when' 表达式：\(text(for: reason))"
        case .conditionUnquotedText(let text, let key):
            return "'when' 中的 \(q(text)) 不是键，而是 \(q(key)) 的选项值；文本请加引号：\(q(text))"
        case .conditionUnknownKey(let key, let suggestion): return "'when' 引用了未知的键 \(q(key))" + didYouMean(suggestion)
        case .invalidExpressionSyntax(let field, let reason): return "\(q(field)) 中的表达式无效：\(text(for: reason))"
        case .expressionUnknownKey(let field, let key, let suggestion):
            return "\(q(field)) 引用了未知的键 \(q(key))" + didYouMean(suggestion)
        case .expressionLaterKey(let field, let key):
            return "\(q(field)) 引用的 \(q(key)) 不在它之前询问；只能读取之前询问的键"
        case .conditionLaterKey(let key): return "'when' 引用的 \(q(key)) 在表单中更晚才询问；只能读取在它之前询问的键"
        case .conditionOwnKey(let key): return "'when' 引用了该行自身的键 \(q(key))；只能读取在这一行之前询问的键"
        case .conditionTypeMismatch(let key, let mismatch): return "'when' 对 \(q(key)) 的比较有误：\(text(for: mismatch, key: key))"
        case .invalidExpression(let problem): return "无效的表达式：\(text(for: problem))"

        case .invalidURL(let url): return "无效的 URL \(q(url))"
        case .unsupportedURLScheme(let url): return "URL \(q(url)) 必须以 http:// 或 https:// 开头"
        case .invalidMethod(let method): return "方法 \(q(method)) 不是 POST、PUT、PATCH 之一"
        case .invalidHeaderName(let name): return "无效的请求头名称 \(q(name))"
        case .environmentReferenceSyntax(let text): return "\(q(text)) 中的环境变量引用格式有误；请写成 ${env:NAME}"
        case .environmentDefaultNotWhole(let text):
            return "默认值 \(q(text)) 把文本和 ${env:NAME} 混在一起；来自环境变量的默认值必须恰好是 \"${env:NAME}\""
        case .outOfRange(let key, let found, let lowest, let highest):
            return "\(q(key)) 为 \(found)；必须在 \(lowest) 到 \(highest) 之间"
        case .headerControlCharacter(let name, let character):
            return "请求头 \(q(name)) 含有控制字符 U+\(Catalog.hex(character))；请求头只能是一行可打印文本"
        case .secretOverPlainHTTP(let host):
            return "表单含有 secret 行，却要通过明文 http:// 提交到 \(q(host))；除非指定 --insecure，否则会被拒绝"

        case .emptySection(let id): return "分节 \(q(id)) 没有任何行"
        case .duplicateSectionID(let id): return "重复的分节 id \(q(id))"
        case .repeatWithoutKey: return "带 'repeat' 的分节需要 'key' 来写出其条目"
        case .keyWithoutRepeat(let key): return "分节键 \(q(key)) 只用于重复组；请加上 'repeat'，或把该键移到行上"
        case .repeatCountWithBounds: return "条目数只由 'count' 决定；请删除 'min'、'max' 和 'add'"
        case .repeatCountNotNumber(let text): return "'count' \(q(text)) 不是数字；请写 'party_size' 或 'count(cities)' 这样的表达式"
        case .keyInsideRepeat(let key, let group): return "\(q(key)) 是重复组 \(q(group)) 内的键；在组外请用 count(\(group)) 读取该组"

        case .keyBecomesReservedVariable(let key, let variable):
            return "键 \(q(key)) 会成为 shell 变量 \(variable)，fill --format env 拒绝写入它；请重命名该键，或在 fill 时使用 --env-prefix"

        case .notConverted(let loss):
            return text(for: loss)
        case .otherToolsForm(let kind, let tool):
            return "此文件是为 \(tool) 编写的，不是 askform 表单：请用 'askform convert FILE --from \(kind)' 转换，或用 '--from \(kind)' 直接读取"
        case .yaml(let problem):
            return text(for: problem)
        case .unknownFormSource(let tried):
            return "无法判断这是哪种表单（已尝试：\(tried.joined(separator: "、"))）；请用 --from KIND 指定"
        }
    }

    static func text(for problem: AnswerProblem, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        func subject(_ text: String?) -> String { text.map { q($0) + " " } ?? "回答" }
        func list(_ items: [String]) -> String { Catalog.list(items, separator: "、") { "……（另有 \($0) 个）" } }
        func list(_ options: [Option]) -> String { catalog.options(options, separator: "、") { "……（另有 \($0) 个）" } }
        switch problem {
        case .required: return "必须回答"
        case .cannotSkip: return "必须回答；:skip 只能用于选答题"
        case .notAnInteger(let text): return "\(q(text)) 不是整数"
        case .notANumber(let text): return "\(q(text)) 不是数字"
        case .belowMinimum(let text, let minimum): return "\(q(text)) 小于最小值 \(minimum)"
        case .aboveMaximum(let text, let maximum): return "\(q(text)) 大于最大值 \(maximum)"
        case .tooShort(let text, let length, let minimum): return "\(subject(text))长 \(length) 个字符；最少 \(minimum) 个"
        case .tooLong(let text, let length, let maximum): return "\(subject(text))长 \(length) 个字符；最多 \(maximum) 个"
        case .tooLongForPattern(let text, let length, let maximum): return "\(text.map(q) ?? "回答")有 \(length) 个字符，超过了模式能检查的 \(maximum) 个"
        case .patternMismatch(let text, let pattern, let message):
            if let message {
                let shown = InertText.line(catalog.resolved(message))
                return text.map { "\(q($0))：\(shown)" } ?? shown
            }
            return "\(subject(text))不符合模式 \(q(pattern))"
        case .notAnOption(let text, let options): return "\(q(text)) 不是可选项：\(list(options))"
        case .ambiguous(let text, let candidates): return "\(q(text)) 与多个选项匹配：\(list(candidates))；请多输入几个字"
        case .tooFewSelected(let count, let minimum): return "选了 \(count) 个；至少要选 \(minimum) 个"
        case .tooManySelected(let count, let maximum): return "选了 \(count) 个；最多只能选 \(maximum) 个"
        case .tooFewItems(let count, let minimum): return "有 \(count) 个条目；该组至少需要 \(minimum) 个"
        case .tooManyItems(let count, let maximum): return "有 \(count) 个条目；该组最多 \(maximum) 个"
        case .itemCountDiffers(let count, let expected): return "有 \(count) 个条目；该组的数目应为 \(expected) 个"
        case .duplicateSelection(let value): return "\(q(value)) 被选了两次"
        case .notYesNo(let text): return "\(q(text)) 不是“是”或“否”（是、y、yes、true、1 / 否、n、no、false、0）"
        case .noSuchDay(let text): return "\(q(text)) 这一天不存在（没有这个月份或日期）"
        case .invalidDate(let text): return "\(q(text)) 不是 YYYY-MM-DD 格式的日期"
        case .invalidEmail(let text): return "\(q(text)) 不是电子邮件地址，例如 name@example.org"
        case .invalidURL(let text): return "\(q(text)) 不是以 http:// 或 https:// 开头的 URL"
        case .wrongType(let expected, let found):
            return "应为\(Catalog.spaced(self.expected(expected, in: catalog), after: false))，实际是\(Catalog.spaced(self.found(found), after: false))"
        case .unitWithoutAmount: return "给出了单位，但数量是空的"
        case .answeredWhileHidden: return "有回答，但这一行因 'when' 条件而隐藏"
        case .unknownKey(let suggestion): return "没有这个键的行" + (suggestion.map { "（是不是 \(q($0))？）" } ?? "")
        case .setsUnit(let row): return "是 \(q(row)) 的单位"
        case .checkFailed(let message):
            return InertText.line(catalog.resolved(message))
        case .isComputed:
            return "由其他回答计算得出，不能设置"
        case .computedDiffers(let value, let computed):
            return "\(q(value)) 与计算值 \(q(computed)) 不同"
        case .refused(let text, let reason):
            let shown = InertText.line(catalog.resolved(reason))
            return text.map { "\(q($0))：\(shown)" } ?? shown
        case .containsNUL: return "回答含有 NUL 字符（U+0000）；回答必须是不含 NUL 的文本"
        case .severalLines(let count): return "回答有 \(count) 行，但这个问题只接受一行"
        }
    }
}

extension SimplifiedChinese {
    static func text(for problem: PatternProblem) -> String {
        let t = "'" + problem.text + "'"
        let at = "第 \(problem.offset + 1) 个字符处的"
        switch problem.reason {
        case .notLinear(let construct): return "不支持\(at)\(name(construct)) \(t)：askform 以线性时间匹配模式"
        case .notPortable(let construct):
            return "不支持\(at)\(name(construct)) \(t)：askform 只接受 ECMA-262 与 Python re 理解一致的语法"
        case .unescaped: return "\(at) \(t) 未转义；字符本身请写作 '\\\(problem.text)'"
        case .unknownEscape: return "\(at)转义 \(t) 未知；请直接写字符，或只转义 ^$\\.*+?()[]{}|/ 之一"
        case .surrogateEscape: return "\(at)转义 \(t) 是代理对的一半；请直接写字符或用 \\u{…}"
        case .trailingBackslash: return "模式以单独的 '\\' 结尾"
        case .unknownGroup: return "\(at)组 \(t) 未知；请用 '(' 或 '(?:'"
        case .unmatchedParenthesis: return "\(at) ')' 没有对应的 '('"
        case .unclosedGroup: return "\(at) '(' 没有闭合"
        case .unclosedClass: return "\(at) '[' 没有闭合"
        case .nothingToRepeat: return "\(at)量词 \(t) 前面没有可重复的内容"
        case .rangeOutOfOrder: return "\(at)范围 \(t) 顺序颠倒"
        case .classInRange: return "\(at)范围 \(t) 以字符类为端点；范围只能在两个字符之间"
        case .repetitionOutOfOrder: return "\(at)重复次数 \(t) 顺序颠倒"
        case .tooLong(let limit): return "模式超过 \(limit) 个字符"
        case .tooDeep(let limit): return "\(at)组嵌套超过 \(limit) 层"
        case .repetitionTooLarge(let limit): return "\(at)重复次数 \(t) 超过上限 \(limit)"
        case .tooLarge(let limit): return "模式编译后超过 \(limit) 条指令；请减少重复"
        }
    }

    private static func name(_ construct: PatternProblem.Construct) -> String {
        switch construct {
        case .backreference: return "反向引用"
        case .lookahead: return "先行断言"
        case .lookbehind: return "后行断言"
        case .atomicGroup: return "原子组"
        case .possessiveQuantifier: return "占有量词"
        case .namedGroup: return "命名组"
        case .inlineFlags: return "内联标志"
        case .comment: return "注释"
        case .anchor: return "锚点"
        case .unicodeProperty: return "Unicode 属性"
        }
    }
}

/// The words of conversion losses in Simplified Chinese.
extension SimplifiedChinese {
    static func text(for loss: ConversionLoss) -> String {
        let q = Catalog.quotedRaw
        switch loss {
        case .unsupportedKey(let key, let tool):
            return "\(q(key)) 未被转换：askform 没有与此 \(tool) 设置对应的功能"
        case .untranslatedTemplate(let text, let tool):
            return "\(tool) 模板 \(q(text)) 未被翻译；该行在没有它的情况下照常工作"
        case .approximated(let construct, let becomes):
            return "\(q(construct)) 变为 \(becomes)"
        case .leftOut(let construct, let tool):
            return "\(q(construct)) 被略去：askform 不会询问此 \(tool) 问题"
        case .optionWithoutValue(let label):
            return "选项 \(q(label)) 被略去：它的值为空，而 askform 的选项需要一个值"
        case .objectAnswer(let key, let tool):
            return "不询问 \(q(key))：它在 \(tool) 中的回答是映射，而 askform 没有以映射作答的行"
        }
    }
}

// MARK: YAML files

extension SimplifiedChinese {
    static func text(for problem: YAMLProblem) -> String {
        switch problem {
        case .fileTooLarge(let bytes, let limit): return "文件有 \(bytes) 字节，超过上限 \(limit)"
        case .emptyFile: return "文件中没有 YAML 文档"
        case .invalidUTF8: return "不是有效的 UTF-8"
        case .unsupportedEncoding(let encoding): return "文件是 \(encoding)；YAML 表单必须是 UTF-8"
        case .byteOrderMarkInside: return "字节顺序标记（U+FEFF）只能位于文件开头，不能位于中间某行的开头"
        case .controlCharacter(let value): return "YAML 中不允许字符 \(YAMLProblem.scalarName(value))"
        case .syntax(let problem): return text(for: problem)
        case .severalDocuments: return "出现了第二个 YAML 文档；表单文件只含一个文档（请删除这个 '---' 及其后的内容）"
        case .nestingTooDeep(let limit): return "序列和映射的嵌套深于 \(limit) 层"
        case .tooManyNodes(let limit): return "别名展开后超过 \(limit) 个值"
        case .undefinedAlias(let name): return "别名 '*\(name)' 之前没有定义同名的锚点"
        case .aliasInsideItsAnchor(let name): return "别名 '*\(name)' 位于锚点 '&\(name)' 所标记的值之内"
        case .keyNotScalar: return "映射的键必须是标量，不能是序列或映射"
        case .mergeValueNotMapping: return "合并键 '<<' 的值必须是映射或映射的序列"
        case .unsupportedTag(let tag): return "不支持标签 '\(tag)'（YAML 1.2 core 模式：!!str、!!int、!!float、!!bool、!!null、!!seq、!!map）"
        case .tagMismatch(let tag, let value): return "'\(value)' 不是有效的 \(tag)"
        case .numberNotFinite(let text): return "'\(text)' 不是有限的数"
        case .libraryMissing: return "未安装 libyaml（libyaml-0.so.2）"
        case .librarySymbolMissing(let name): return "libyaml 中没有函数 '\(name)'"
        case .outOfMemory: return "libyaml 内存不足"
        }
    }

    static func text(for problem: YAMLSyntaxProblem) -> String {
        switch problem {
        case .tabIndentation: return "缩进中有制表符；YAML 用空格缩进"
        case .unterminatedQuote: return "这个带引号的标量直到文件末尾都没有闭合"
        case .unexpectedEnd: return "文件意外结束"
        case .invalidCharacter(let value):
            if let scalar = Unicode.Scalar(value), value >= 0x21, value != 0x7F {
                return "'\(Character(scalar))' 不能在此处开始一个值（请给值加引号）"
            }
            return "\(YAMLProblem.scalarName(value)) 不能在此处开始一个值"
        case .mappingValueNotAllowed: return "此处的 ':' 不能开始映射（请给值加引号，或在其键下缩进）"
        case .sequenceEntryNotAllowed: return "此处不能有 '- ' 条目（请在键下缩进）"
        case .colonMissing: return "键后缺少 ':'（或键超过 1024 个字符）"
        case .keyExpected: return "此处应为映射的键（请检查缩进）"
        case .entryExpected: return "此处应为序列的 '- ' 条目（请检查缩进）"
        case .valueExpected: return "此处应有一个值"
        case .flowSequenceUnclosed: return "此处应为 ',' 或 ']'"
        case .flowMappingUnclosed: return "此处应为 ',' 或 '}'"
        case .unknownEscape: return "双引号标量中有未知的转义"
        case .invalidUnicodeEscape: return "此转义不代表任何 Unicode 字符"
        case .documentMarkerInside: return "带引号的标量中有 '---' 或 '...'"
        case .documentStartMissing: return "指令之后应为 '---'"
        case .invalidAnchorName: return "锚点或别名的名称只能由字母、数字、'-' 和 '_' 组成"
        case .other(let problem): return "YAML 语法错误（libyaml：\(Catalog.quotedRaw(problem))）"
        }
    }
}
