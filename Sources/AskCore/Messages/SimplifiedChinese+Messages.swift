extension SimplifiedChinese {
    static func text(for message: Message, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        switch message {
        case .formProblem(let problem): return text(for: problem, in: catalog)
        case .answerProblem(let problem): return text(for: problem, in: catalog)

        case .hintRequired: return "必填"
        case .hintHidden: return "输入不显示"
        case .hintEmail: return "电子邮件"
        case .hintURL: return "URL"
        case .hintWholeNumber(let min, let max): return "整数" + Catalog.range(min, max)
        case .hintNumber(let min, let max): return "数字" + Catalog.range(min, max)
        case .hintDate(let min, let max): return "YYYY-MM-DD" + Catalog.range(min, max)
        case .hintLength(let min?, let max?): return "\(min)–\(max) 个字符"
        case .hintLength(let min?, nil): return "至少 \(min) 个字符"
        case .hintLength(nil, let max?): return "最多 \(max) 个字符"
        case .hintLength(nil, nil): return "长度不限"
        case .hintThenUnit(let unit): return "然后选\(unit)"
        case .hintSelect(let count): return (count == 1 ? "1" : "1–\(count)") + " 或名称，TAB 补全"
        case .hintMultiselect(let min, let max, let completes):
            var choose = "用逗号分隔"
            switch (min, max) {
            case (let low?, let high?) where low == high: choose = "选 \(low) 个，用逗号分隔"
            case (let low?, let high?): choose = "选 \(low)–\(high) 个，用逗号分隔"
            case (let low?, nil): choose = "至少选 \(low) 个，用逗号分隔"
            case (nil, let high?): choose = "最多选 \(high) 个，用逗号分隔"
            default: break
            }
            return choose + (completes ? "，TAB 补全" : "")
        case .hintOfKind(let text): return InertText.line(catalog.resolved(text))
        case .hintExample(let example): return "例如 " + example
        case .hintUnitOf(let title): return "\(title)的单位"
        case .hintMultiline: return "多行：以只含 . 的一行结束，或用 :edit 打开编辑器"
        case .moreLines(let count): return "（另有 \(count) 行）"
        case .editorFailed(let status?): return "编辑器以状态 \(status) 退出；回答未改变"
        case .editorFailed(nil): return "无法启动编辑器；回答未改变"
        case .pastedSeveralLines(let count): return "粘贴的文本有 \(count) 行，但这个问题只接受一行；没有回答任何内容"
        case .confirmChoices(let yes): return yes == true ? "[是/否，回车=是]" : yes == false ? "[是/否，回车=否]" : "[是/否]"
        case .manyOptions(let count): return "共 \(count) 个选项：输入开头几个字再按 TAB，或输入编号 1–\(count)；在空行按 TAB 或输入 :list 可查看带编号的列表"
        case .nothingToList: return "这个问题没有可列出的选项"

        case .acceptedOneOf: return "可接受：以下之一"
        case .acceptedOption(let several): return "可接受：选项的编号、名称或名称的开头" + (several ? "（多个用逗号分隔）" : "")
        case .acceptedYesNo: return "可接受：是、y、yes、true、1 或 否、n、no、false、0"
        case .accepted(let hint): return "可接受：" + (hint ?? "任意文本")
        case .mustMatchPattern(let pattern): return "必须符合模式 " + pattern
        case .skipOrHelp: return "输入 :skip 可留空，输入 :help 查看命令。"
        case .unknownPromptCommand(let text?):
            return "未知命令 '\(text)'：请输入回答，或 :back、:skip、:help、:review、:quit 之一（要按字面回答 '\(text)'，请输入 :\(text)）"
        case .unknownPromptCommand(nil):
            return "未知命令：请输入回答，或 :back、:skip、:help、:review、:quit 之一（以 ':' 开头的回答，请在前面再加一个 ':'）"
        case .firstQuestion: return "这已经是第一个问题。"
        case .promptCommands:
            return """
                  :back     回到上一个问题
                  :skip     不回答这个问题（仅限选答题）
                  :review   查看目前的回答
                  :edit     用 $VISUAL 或 $EDITOR 编辑器修改回答（也可按 Ctrl-X Ctrl-E）
                  :list     列出所有选项及编号（仅限选择题）
                  :help     显示这份帮助
                  :discard  丢弃回答和草稿（会先确认）
                  :quit     停止；回答会保存为草稿（用 --resume 继续）
                  ::text    按字面回答 ':text'
                """

        case .reviewTitle: return "核对回答"
        case .reviewQuestion(let submits): return (submits ? "提交这些回答吗？" : "保存这些回答吗？") + "[是/否，回车=是]"
        case .reviewChangeHint: return "或输入编号或键名进行修改"
        case .reviewHelp:
            return """
                  回车, 是    保存这些回答（或提交）
                  3, city    按编号或键名修改该回答
                  :back      回到最后一个问题
                  :review    再次显示回答
                  :discard   丢弃回答和草稿（会先确认）
                  :quit      停止；回答会保存为草稿（用 --resume 继续）
                """
        case .notAtTheReview(let command): return "\(command) 在核对时不可用；请输入要修改的回答的编号或键名"
        case .noSuchAnswerNumber(let number, let count):
            return count == 0 ? "没有可修改的回答 \(number)" : "没有回答 \(number)；请输入编号 1–\(count) 或键名"
        case .hiddenByCondition(let key): return "'\(key)' 不会被询问：对这些回答，它的 'when' 条件为假"
        case .cannotAddItem(let group, let maximum):
            return maximum.map { "'\(group)' 已有最多的 \($0) 项" } ?? "'\(group)' 的项数由 count 决定"
        case .cannotRemoveItem(let group, let minimum):
            return minimum.map { "'\(group)' 至少需要 \($0) 项" } ?? "'\(group)' 的项数由 count 决定"
        case .discardQuestion: return "丢弃所有回答和草稿吗？[是/否，回车=否]："
        case .discarded: return "已丢弃：没有写入任何内容，草稿也已删除"
        case .reviewHowToChange: return "请输入要修改的回答的编号或键名，或输入 :quit 停止（草稿会保留）。"
        case .yes: return "是"
        case .no: return "否"

        case .usage(let usage): return "用法：" + usage
        case .seeHelp(let command): return "请参阅 '\(command.map { "askform help " + $0 } ?? "askform --help")'。"
        case .unknownCommand(let name, let suggestion): return "未知命令 \(q(name))" + (suggestion.map { "（是不是 \(q($0))？）" } ?? "")
        case .unknownOption(let name, let suggestion): return "未知选项 \(q(name))" + (suggestion.map { "（是不是 \(q($0))？）" } ?? "")
        case .optionTakesNoValue(let name, let found): return "选项 \(q(name)) 不接受值" + (found.map { "，却给出了 \(q($0))" } ?? "")
        case .optionNeedsValue(let name, let valueName): return "选项 \(q(name)) 需要一个值（\(valueName)）"
        case .missingArgument(let name): return "缺少 \(name)"
        case .unexpectedArgument(let argument): return "多余的参数 \(q(argument))"

        case .toolSummary: return "在终端或脚本中填写问卷"
        case .commandsHeading: return "命令："
        case .optionsHeading: return "选项："
        case .helpCommandSummary: return "显示某个命令的选项"
        case .exitCodes:
            return """
                退出码：0 完成，64 用法错误，65 表单或回答无效，66 无法读取输入，
                73 无法写入输出，75 提交失败，78 配置错误，130 已中断。
                """
        case .seeCommandHelp: return "请参阅 'askform help COMMAND' 和 docs/CLI.md。"
        case .commandSummary(let command):
            switch command {
            case .fill: return "逐题填写表单，写出回答，并可提交"
            case .check: return "检查表单文件；全部有效时以 0 退出"
            case .validate: return "按表单的规则检查回答文件"
            case .submit: return "把保存的回答（例如恢复文件）POST 到表单的端点"
            case .schema: return "输出表单回答的 JSON Schema（2020-12）"
            case .questions: return "按顺序列出管道要回答的问题：行号、键名、类型、默认值"
            case .convert: return "为其他工具编写的表单写出 askform 表单（JSON）"
            case .completion: return "输出 bash、zsh 或 fish 的补全脚本"
            }
        case .commandDiscussion(let command):
            switch command {
            case .fill:
                return """
                    回答写到 stdout（或 --output）；提示、进度、错误和核对写到 stderr。
                    当 stdin 不是终端，或指定了 --non-interactive 时，stdin 的每一行按表单顺序
                    回答下一个尚未回答的行。
                    """
            case .check: return "问题按 FILE:LINE:COL: error: MESSAGE (at /json/pointer) 的格式输出。"
            case .questions: return "--answers、--set、--defaults 和 --defaults-from 的处理与 fill 相同。条件读取尚未给出的回答的问题会连同条件列出，只有条件成立时才占用一行；其后的行号按条件成立计算。"
            case .convert: return "SOURCE 是 copier.yml、cookiecutter.json、GitHub issue 表单、SurveyJS 问卷、XLForm 属性列表或 askform 表单；其种类由文件名和内容判断，或用 --from 指定。每个无法原样转换的内容都在 stderr 上给出一行 FILE:LINE:COL: warning。fill、check、schema、validate、submit 和 questions 可直接读取这类文件。"
            case .completion: return "加载方法：source <(askform completion bash)；zsh 和 fish 同理（见 docs/CLI.md）。"
            case .validate, .submit, .schema: return ""
            }
        case .optionHelp(let option):
            switch option {
            case .output: return "把回答（原子地）写入 FILE，而不是 stdout"
            case .format: return "输出格式：json（默认）、env（供 eval 使用的 KEY='value' 行）或 markdown（议题正文：### 标题与回答）"
            case .answers: return "从 JSON 文件读取回答（格式同 fill 的输出）"
            case .set: return "回答一行，按输入的回答解析（可重复）"
            case .defaults: return "不提问，直接接受所有默认值"
            case .defaultsFrom: return "把 FILE 中的回答（fill 写出的格式）作为默认值，再次提问"
            case .questionsFormat: return "输出格式：text（默认）或 json（对象数组）"
            case .from: return "把 FORM 当作 KIND 读取：askform、copier、cookiecutter、github-issue-form、surveyjs、xlform（默认：由文件名和内容判断）"
            case .convertOutput: return "把表单（原子地）写入 FILE，而不是 stdout"
            case .nonInteractive: return "从不提问：从 stdin 逐行读取其余的回答"
            case .post: return "提交回答（提交到 URL，而不是表单的 submit.url）"
            case .header: return "添加请求头（可重复）"
            case .cacert: return "HTTPS 时信任 FILE（PEM）中的 CA 证书"
            case .insecure: return "允许通过明文 http:// 向远程主机发送 secret 回答"
            case .retries: return "首次尝试之后的重试次数（默认：表单的设置，否则为 3）"
            case .timeout: return "每次尝试的时限（默认：表单的设置，否则为 30）"
            case .noSubmit: return "只写出回答，即使表单有 submit 块"
            case .resume: return "从这个表单保存的草稿继续"
            case .noReview: return "写出之前不核对"
            case .noColor: return "不使用颜色（也遵循 NO_COLOR）"
            case .lang: return "表单文本和 askform 消息的语言：en、zh-Hans、ko、ja"
            case .strict: return "把警告当作错误"
            case .help: return "显示这份帮助"
            case .version: return "显示 askform 的版本"
            case .envPrefix: return "在 --format env 的每个变量名前加上 PREFIX（例如 TRIP_）"
            case .setFile: return "用文件的内容回答一行，按 --set 的方式解析（可重复）"
            }

        case .cannotRead(let path, let reason): return "无法读取 \(q(path))：\(reason)"
        case .cannotWrite(let path, let reason): return "无法写入 \(q(path))：\(reason)"
        case .cannotWriteStdout(let reason): return "无法写入 stdout：\(reason)"
        case .answersKept(let path): return "回答已保存在 \(path)"
        case .answersFollow: return "状态目录也无法写入；回答如下："
        case .checkPassed(let file, let sections, let questions, let conditional, let warnings):
            return "\(file)：有效（\(sections) 个分节，\(questions) 个问题" + (conditional > 0 ? "，其中 \(conditional) 个有条件" : "")
                + (warnings > 0 ? "，\(warnings) 个警告）" : "）")
        case .validatePassed(let file): return "\(file)：有效"
        case .invalid(let file, let errors): return "\(file)：无效（\(errors) 个错误）"

        case .unknownFormat(let name): return "未知的格式 \(q(name))；请使用 json、env 或 markdown"
        case .unknownQuestionsFormat(let name): return "未知的格式 \(q(name))；请使用 text 或 json"
        case .unknownSourceKind(let name, let kinds): return "未知的种类 \(q(name))；请使用 \(kinds.joined(separator: "、")) 之一"
        case .askedAlways: return "总是"
        case .askedWhen(let condition): return "当 " + condition + " 时"
        case .askedWhenGiven(let amount): return "当 \(amount) 有回答时"
        case .noQuestionsLeft: return "（所有问题都已预先回答：标准输入不需要任何行）"
        case .unknownShell(let name): return "未知的 shell \(q(name))；请用 bash、zsh 或 fish"
        case .setNotAssignment(let text): return "--set \(q(text)) 不是 KEY=VALUE 的形式"
        case .setFileNotAssignment(let text): return "--set-file \(q(text)) 不是 KEY=PATH 的形式"
        case .setFailed(let key, let problem): return "--set \(key)：\(text(for: problem, in: catalog))"
        case .environmentDefaultFailed(let key, let variable, let problem):
            return "\(key)：来自环境变量 \(variable) 的默认值：\(text(for: problem, in: catalog))"
        case .environmentNameClash(let first, let second, let variable):
            return "键 \(q(first)) 和 \(q(second)) 都会变成变量 \(variable)；请使用 --format json"
        case .draftExists: return "这个表单已有草稿；现在回答会替换它（用 --resume 可以接着草稿填写）"
        case .stoppedBeforeFirstAnswer: return "在第一个回答之前停止；没有需要保存的内容"
        case .stoppedAndSaved(let resume): return "已停止；回答已保存。继续填写请运行：\(resume)"
        case .stoppedKeepingEarlierDraft(let resume): return "在第一个回答之前停止；之前的草稿原样保留。继续填写请运行：\(resume)"
        case .stoppedAddingToEarlierDraft(let resume): return "在第一个回答之前停止；--answers 和 --set 的回答已加入之前的草稿。继续填写请运行：\(resume)"
        case .stoppedUnsaved(let directory): return "已停止；草稿无法保存在 \(directory)"
        case .noDraft: return "这个表单没有草稿；从第一个问题开始"
        case .draftAnswersLeftOut(let keys): return "已略去 \(keys.count) 个不再符合表单的已保存回答：" + Catalog.list(keys, separator: "、") { "……（另有 \($0) 个）" }
        case .presetHidden(let key): return "\(key)：不写入：对这些回答，它的 'when' 条件为假"
        case .resuming(let count): return "接着填写，已有 \(count) 个保存的回答"
        case .draftNotRegular(let path): return "草稿 \(q(path)) 不是普通文件；askform 只读取那里的普通文件：删除它即可重新开始"
        case .historyNotRegular(let path): return "历史记录 \(q(path)) 不是普通文件，因此不读取；本次填写结束时会用普通文件替换它"
        case .themeNotRead(let path, let reason): return "警告：不读取主题 \(q(path))：\(reason)；使用 askform 自带的颜色"
        case .stdinLine(let line, let key, let detail):
            return "标准输入第 \(line) 行：" + (key.map { "\($0)：" } ?? "") + text(for: detail, in: catalog)
        case .stdinEndedDefaultUnset(let key, let variable, let problem): return "标准输入在回答 \(q(key)) 之前就结束了：\(text(for: problem, in: catalog))（它的默认值来自 $\(variable)，但该变量未设置）"
        case .stdinEnded(let key, let problem): return "标准输入在回答 \(q(key)) 之前就结束了：\(text(for: problem, in: catalog))"
        case .leftOver(let line, let text):
            return "标准输入第 \(line) 行" + (text.map { " \(q($0)) " } ?? "") + "是多余的：所有问题都已回答"
        case .lineTooLong(let bytes): return "这一行超过了 \(bytes) 字节"
        case .lineNotUTF8(let byte): return "第 \(byte) 字节处的 UTF-8 无效"
        case .heredocNotClosed(let word): return "'<<\(word)' 之后没有只含 '\(word)' 的一行来结束回答"
        case .setFileFailed(let key, let detail): return "--set-file \(key)：\(text(for: detail, in: catalog))"
        case .lineHasNUL(let byte): return "第 \(byte) 字节是 NUL 字节"
        case .environmentNameReserved(let key, let variable):
            return "键 \(q(key)) 会覆盖 shell 变量 \(variable)；请使用 --env-prefix（例如 --env-prefix APP_）或 --format json"
        case .envPrefixInvalid(let prefix):
            return "--env-prefix \(q(prefix)) 不能作为变量名的开头；请使用字母、数字和 '_'，且不以数字开头"
        case .envPrefixNeedsEnvFormat: return "--env-prefix 只适用于 --format env"
        case .moreProblems(let count): return "……另有 \(Catalog.grouped(count)) 个问题"

        case .headerNotNameValue(let header): return "请求头 \(q(header)) 不是 'Name: value' 的形式"
        case .invalidHeaderName(let name): return "无效的请求头名称 \(q(name))"
        case .headerControlCharacter(let name, let character):
            return "请求头 \(q(name)) 含有控制字符 U+\(Catalog.hex(character))；请求头只能是一行可打印文本"
        case .retriesInvalid(let text):
            return "--retries \(q(text)) 不是 \(RetryPolicy.retriesBounds.lowest) 到 \(RetryPolicy.retriesBounds.highest) 之间的整数"
        case .timeoutInvalid(let text):
            return "--timeout \(q(text)) 不是 \(RetryPolicy.timeoutBounds.lowest) 到 \(RetryPolicy.timeoutBounds.highest) 之间的秒数"
        case .noEndpoint: return "表单没有 submit 块；请用 --post URL 指定端点"
        case .postInvalid(let problem): return "--post：\(text(for: problem, in: catalog))"
        case .secretOverPlainHTTP(let host):
            return "表单含有 secret 行，而 \(q(host)) 使用明文 http://；请改用 https，或加上 --insecure 仍然发送"
        case .cannotReadCACert(let path, let reason): return "无法读取 --cacert \(q(path))：\(reason)"
        case .headerVariablesMissing(let names):
            return "表单的 submit 请求头需要 \(names.map { "$" + $0 }.joined(separator: "、"))，但未设置"
        case .submitted(let status): return "已提交（HTTP \(status)）"
        case .submitFailed(let url, let reason): return "提交到 \(url) 失败：\(text(for: reason, in: catalog))"
        case .resendWith(let command, let headers): return "重新发送请运行：" + command + (headers ? "（并再次加上你的 -H 选项）" : "")
        case .answersNotKept(let directory): return "回答无法保存在 \(directory)；内容如下："
        case .nothingSent: return "没有发送任何内容"
        case .retrying(let attempt, let tries, let failure, let wait):
            return "第 \(attempt) 次尝试（共 \(tries) 次）失败：\(text(for: failure, in: catalog))；\(Catalog.seconds(wait)) 秒后重试"
        case .deadlinePassed(let seconds): return "已超过 \(Catalog.seconds(seconds)) 秒的总时限"
        case .httpStatus(let status): return "HTTP \(status)"
        case .redirectRefused(let status): return "HTTP \(status)（重定向，askform 不会跟随）"
        case .refusedByServer(let status): return "HTTP \(status)（被服务器拒绝）"
        case .failedAfterTries(let failure, let tries): return "\(text(for: failure, in: catalog))（共尝试 \(tries) 次）"
        case .transferFailed(let detail): return detail
        case .curlMissing: return "未安装 libcurl（apt-get install libcurl4）"
        case .curlSymbolMissing(let name): return "libcurl 缺少 \(name)"
        case .curlFailedToStart: return "libcurl 无法启动"
        case .curlRequestFailed: return "libcurl 无法发起请求"
        case .headerVariableUnsafe(let variable, let header, let character):
            return "请求头 \(q(header)) 使用的 $\(variable) 含有控制字符 U+\(Catalog.hex(character))；请求头只能是一行可打印文本"
        case .submissionStopped: return "在服务器确认提交之前已停止"
        case .responseHeadersCutOff: return "响应在其头部完整之前就结束了"
        case .responseBodyCut(let bytes): return "响应正文已截断：只显示前 \(bytes) 字节"
        }
    }
}
