extension Korean {
    static func text(for message: Message, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        switch message {
        case .formProblem(let problem): return text(for: problem, in: catalog)
        case .answerProblem(let problem): return text(for: problem, in: catalog)

        case .hintRequired: return "필수"
        case .hintHidden: return "입력 숨김"
        case .hintEmail: return "이메일"
        case .hintURL: return "URL"
        case .hintWholeNumber(let min, let max): return "정수" + Catalog.range(min, max)
        case .hintNumber(let min, let max): return "숫자" + Catalog.range(min, max)
        case .hintDate(let min, let max): return "YYYY-MM-DD" + Catalog.range(min, max)
        case .hintLength(let min?, let max?): return "\(min)–\(max)자"
        case .hintLength(let min?, nil): return "최소 \(min)자"
        case .hintLength(nil, let max?): return "최대 \(max)자"
        case .hintLength(nil, nil): return "길이 제한 없음"
        case .hintThenUnit(let unit): return "이어서 \(unit)"
        case .hintSelect(let count): return (count == 1 ? "1" : "1–\(count)") + " 또는 이름, TAB으로 완성"
        case .hintMultiselect(let min, let max, let completes):
            var choose = "쉼표로 구분"
            switch (min, max) {
            case (let low?, let high?) where low == high: choose = "\(low)개 선택, 쉼표로 구분"
            case (let low?, let high?): choose = "\(low)–\(high)개 선택, 쉼표로 구분"
            case (let low?, nil): choose = "최소 \(low)개, 쉼표로 구분"
            case (nil, let high?): choose = "최대 \(high)개, 쉼표로 구분"
            default: break
            }
            return choose + (completes ? ", TAB으로 완성" : "")
        case .hintOfKind(let text): return InertText.line(catalog.resolved(text))
        case .hintExample(let example): return "예: " + example
        case .hintUnitOf(let title): return "\(title)의 단위"
        case .hintMultiline: return "여러 줄: . 만 있는 줄로 끝내기, :edit로 편집기 열기"
        case .moreLines(let count): return "(\(count)줄 더)"
        case .editorFailed(let status?): return "편집기가 상태 \(status)(으)로 끝났습니다. 답은 바뀌지 않았습니다"
        case .editorFailed(nil): return "편집기를 시작할 수 없습니다. 답은 바뀌지 않았습니다"
        case .pastedSeveralLines(let count): return "붙여 넣은 텍스트는 \(count)줄이지만 이 질문은 한 줄로 답합니다. 아무것도 답하지 않았습니다"
        case .confirmChoices(let yes):
            return yes == true ? "[예/아니요, Enter=예]" : yes == false ? "[예/아니요, Enter=아니요]" : "[예/아니요]"
        case .manyOptions(let count): return "선택지 \(count)개: 앞부분을 입력하고 TAB을 누르거나 번호 1–\(count)을(를) 입력하세요. 빈 줄에서 TAB이나 :list로 번호 목록을 봅니다"
        case .nothingToList: return "이 질문에는 보여 줄 선택지가 없습니다"

        case .acceptedOneOf: return "입력 가능: 다음 중 하나"
        case .acceptedOption(let several): return "입력 가능: 선택지 번호, 이름 또는 이름의 앞부분" + (several ? "(여러 개는 쉼표로 구분)" : "")
        case .acceptedYesNo: return "입력 가능: 예, 네, y, yes, true, 1 또는 아니요, 아니오, n, no, false, 0"
        case .accepted(let hint): return "입력 가능: " + (hint ?? "아무 텍스트")
        case .mustMatchPattern(let pattern): return "패턴 \(pattern)에 맞아야 합니다"
        case .skipOrHelp: return ":skip을 입력하면 비워 둘 수 있고, :help를 입력하면 명령을 볼 수 있습니다."
        case .unknownPromptCommand(let text?):
            return "알 수 없는 명령 '\(text)'. 답을 입력하거나 :back, :skip, :help, :review, :quit 중 하나를 쓰세요('\(text)'을(를) 그대로 답하려면 :\(text) 입력)"
        case .unknownPromptCommand(nil):
            return "알 수 없는 명령입니다. 답을 입력하거나 :back, :skip, :help, :review, :quit 중 하나를 쓰세요(':'로 시작하는 답은 앞에 ':'를 하나 더 붙이세요)"
        case .firstQuestion: return "첫 번째 질문입니다."
        case .promptCommands:
            return """
                  :back     이전 질문으로 돌아가기
                  :skip     이 질문을 비워 두기(선택 질문만)
                  :review   지금까지의 답 보기
                  :edit     $VISUAL 또는 $EDITOR 편집기로 답 고치기(Ctrl-X Ctrl-E도 가능)
                  :list     모든 선택지를 번호와 함께 보기(선택 질문만)
                  :help     이 도움말 보기
                  :discard  답과 초안을 버리기(먼저 확인)
                  :quit     멈추기. 답은 초안으로 저장됨(--resume으로 이어서 하기)
                  ::text    ':text'를 그대로 답하기
                """

        case .reviewTitle: return "검토"
        case .reviewQuestion(let submits): return (submits ? "이 답을 제출할까요?" : "이 답을 저장할까요?") + " [예/아니요, Enter=예]"
        case .reviewChangeHint: return "또는 바꿀 답의 번호나 키"
        case .reviewHelp:
            return """
                  Enter, 예  답을 저장(또는 제출)
                  3, city   번호나 키로 그 답을 바꾸기
                  :back     마지막 질문으로 돌아가기
                  :review   답을 다시 보기
                  :discard  답과 초안을 버리기(먼저 확인)
                  :quit     멈추기. 답은 초안으로 저장됨(--resume으로 이어서 하기)
                """
        case .notAtTheReview(let command): return "\(command)은(는) 검토 화면에서 쓸 수 없습니다. 바꿀 답의 번호나 키를 입력하세요"
        case .noSuchAnswerNumber(let number, let count):
            return count == 0 ? "바꿀 답 \(number)이(가) 없습니다" : "답 \(number)이(가) 없습니다. 1–\(count) 번호나 키를 입력하세요"
        case .hiddenByCondition(let key): return "'\(key)'은(는) 묻지 않습니다. 이 답에서는 'when' 조건이 거짓입니다"
        case .cannotAddItem(let group, let maximum):
            return maximum.map { "'\(group)'은(는) 이미 최대 \($0)개입니다" } ?? "'\(group)'의 개수는 count로 정해집니다"
        case .cannotRemoveItem(let group, let minimum):
            return minimum.map { "'\(group)'에는 최소 \($0)개가 필요합니다" } ?? "'\(group)'의 개수는 count로 정해집니다"
        case .discardQuestion: return "모든 답과 초안을 버릴까요? [예/아니요, Enter=아니요]: "
        case .discarded: return "버렸습니다. 아무것도 쓰지 않았고 초안도 지웠습니다"
        case .reviewHowToChange: return "바꿀 답의 번호나 키를 입력하거나, :quit로 멈추세요(초안은 남습니다)."
        case .yes: return "예"
        case .no: return "아니요"

        case .usage(let usage): return "사용법: " + usage
        case .seeHelp(let command): return "'\(command.map { "askform help " + $0 } ?? "askform --help")'를 참고하세요."
        case .unknownCommand(let name, let suggestion): return "알 수 없는 명령 \(q(name))" + (suggestion.map { " (혹시 \(q($0))인가요?)" } ?? "")
        case .unknownOption(let name, let suggestion): return "알 수 없는 옵션 \(q(name))" + (suggestion.map { " (혹시 \(q($0))인가요?)" } ?? "")
        case .optionTakesNoValue(let name, let found): return "옵션 \(q(name))은(는) 값을 받지 않습니다" + (found.map { ". 입력: \(q($0))" } ?? "")
        case .optionNeedsValue(let name, let valueName): return "옵션 \(q(name))에 값(\(valueName))이 필요합니다"
        case .missingArgument(let name): return "\(name) 인수가 없습니다"
        case .unexpectedArgument(let argument): return "예상하지 못한 인수 \(q(argument))"

        case .toolSummary: return "터미널이나 스크립트에서 설문에 답합니다"
        case .commandsHeading: return "명령:"
        case .optionsHeading: return "옵션:"
        case .helpCommandSummary: return "명령의 옵션을 봅니다"
        case .exitCodes:
            return """
                종료 코드: 0 완료, 64 사용법 오류, 65 잘못된 양식 또는 답, 66 입력을 읽을 수 없음,
                73 출력을 쓸 수 없음, 75 제출 실패, 78 설정 오류, 130 중단됨.
                """
        case .seeCommandHelp: return "'askform help COMMAND'와 docs/CLI.md를 참고하세요."
        case .commandSummary(let command):
            switch command {
            case .fill: return "양식을 차례로 묻고 답을 쓰며, 필요하면 제출합니다"
            case .check: return "양식 파일을 검사합니다. 모두 올바르면 0으로 끝납니다"
            case .validate: return "답 파일을 양식의 규칙으로 검사합니다"
            case .submit: return "저장된 답(예: 복구 파일)을 양식의 엔드포인트로 POST합니다"
            case .schema: return "양식 답의 JSON Schema(2020-12)를 출력합니다"
            case .questions: return "파이프가 답해야 할 질문을 순서대로 출력(줄, 키, 유형, 기본값)"
            case .convert: return "다른 도구용으로 작성된 양식에서 askform 양식(JSON)을 씁니다"
            case .completion: return "bash, zsh, fish용 자동 완성 스크립트를 출력"
            }
        case .commandDiscussion(let command):
            switch command {
            case .fill:
                return """
                    답은 stdout(또는 --output)으로, 질문, 진행 상황, 오류, 검토는 stderr로 나갑니다.
                    stdin이 터미널이 아니거나 --non-interactive를 주면, stdin의 각 줄이 양식 순서대로
                    아직 답하지 않은 다음 행에 답합니다.
                    """
            case .check: return "문제는 FILE:LINE:COL: error: MESSAGE (at /json/pointer) 형식으로 출력됩니다."
            case .questions: return "--answers, --set, --defaults, --defaults-from는 fill과 같이 받습니다. 앞으로 올 답을 조건으로 읽는 질문은 그 조건과 함께 나열되며, 조건이 참일 때만 줄을 씁니다. 그 뒤의 줄 번호는 조건이 참이라고 보고 셉니다."
            case .convert: return "SOURCE는 copier.yml, cookiecutter.json, GitHub 이슈 양식, SurveyJS 설문, XLForm 속성 목록 또는 askform 양식입니다. 종류는 이름과 내용으로 판별하거나 --from으로 지정합니다. 정확히 옮길 수 없는 것은 하나마다 stderr에 FILE:LINE:COL: warning으로 알립니다. fill, check, schema, validate, submit, questions는 이런 파일을 바로 받습니다."
            case .completion: return "불러오기: source <(askform completion bash). zsh와 fish도 같습니다(docs/CLI.md 참고)."
            case .validate, .submit, .schema: return ""
            }
        case .optionHelp(let option):
            switch option {
            case .output: return "답을 stdout 대신 FILE에 (원자적으로) 씁니다"
            case .format: return "출력 형식: json(기본값), env(eval용 KEY='value' 줄) 또는 markdown(이슈 본문: ### 제목과 답)"
            case .answers: return "JSON 파일(fill이 쓰는 형식)에서 답을 가져옵니다"
            case .set: return "한 행에 답합니다. 입력한 답처럼 해석됩니다(반복 가능)"
            case .defaults: return "묻지 않고 모든 기본값을 받아들입니다"
            case .defaultsFrom: return "FILE의 답(fill이 쓰는 형식)을 기본값으로 내놓고 다시 묻습니다"
            case .questionsFormat: return "출력 형식: text(기본) 또는 json(객체의 배열)"
            case .from: return "FORM을 KIND로 읽습니다: askform, copier, cookiecutter, github-issue-form, surveyjs, xlform(기본: 이름과 내용으로 판별)"
            case .convertOutput: return "양식을 stdout 대신 FILE에 (원자적으로) 씁니다"
            case .nonInteractive: return "묻지 않습니다. 남은 답을 stdin에서 한 줄씩 읽습니다"
            case .post: return "답을 제출합니다(양식의 submit.url 대신 URL로)"
            case .header: return "요청 헤더를 추가합니다(반복 가능)"
            case .cacert: return "HTTPS에서 FILE(PEM)의 CA 인증서를 신뢰합니다"
            case .insecure: return "secret 답을 평문 http://로 원격 호스트에 보내도록 허용합니다"
            case .retries: return "첫 시도 뒤의 재시도 횟수(기본값: 양식의 값, 없으면 3)"
            case .timeout: return "한 번의 시도에 허용하는 시간(기본값: 양식의 값, 없으면 30)"
            case .noSubmit: return "양식에 submit 블록이 있어도 답을 쓰기만 합니다"
            case .resume: return "이 양식의 저장된 초안에서 이어서 합니다"
            case .noReview: return "쓰기 전에 검토를 건너뜁니다"
            case .noColor: return "색을 쓰지 않습니다(NO_COLOR도 따릅니다)"
            case .lang: return "양식 텍스트와 askform 메시지의 언어: en, zh-Hans, ko, ja"
            case .strict: return "경고를 오류로 처리합니다"
            case .help: return "이 도움말을 봅니다"
            case .version: return "askform 버전을 봅니다"
            case .envPrefix: return "--format env의 모든 변수 이름 앞에 PREFIX를 붙입니다(예: TRIP_)"
            case .setFile: return "파일의 내용으로 한 행에 답합니다. --set처럼 해석됩니다(반복 가능)"
            }

        case .cannotRead(let path, let reason): return "\(q(path)) 파일을 읽을 수 없습니다: \(reason)"
        case .cannotWrite(let path, let reason): return "\(q(path)) 파일에 쓸 수 없습니다: \(reason)"
        case .cannotWriteStdout(let reason): return "stdout에 쓸 수 없습니다: \(reason)"
        case .answersKept(let path): return "답은 \(path)에 보관되어 있습니다"
        case .answersFollow: return "상태 디렉터리에도 쓸 수 없습니다. 답은 다음과 같습니다:"
        case .checkPassed(let file, let sections, let questions, let conditional, let warnings):
            return "\(file): 정상(섹션 \(sections)개, 질문 \(questions)개" + (conditional > 0 ? ", 그중 조건부 \(conditional)개" : "")
                + (warnings > 0 ? ", 경고 \(warnings)개)" : ")")
        case .validatePassed(let file): return "\(file): 정상"
        case .invalid(let file, let errors): return "\(file): 잘못됨(오류 \(errors)개)"

        case .unknownFormat(let name): return "알 수 없는 형식 \(q(name)). json, env, markdown 중 하나를 쓰세요"
        case .unknownQuestionsFormat(let name): return "알 수 없는 형식 \(q(name)). text 또는 json을 쓰세요"
        case .unknownSourceKind(let name, let kinds): return "알 수 없는 종류 \(q(name)). \(kinds.joined(separator: ", ")) 중 하나를 쓰세요"
        case .askedAlways: return "항상"
        case .askedWhen(let condition): return condition + "일 때"
        case .askedWhenGiven(let amount): return "\(amount)에 답이 있을 때"
        case .noQuestionsLeft: return "(모든 질문에 이미 답이 있음: stdin에 줄이 필요 없습니다)"
        case .unknownShell(let name): return "알 수 없는 셸 \(q(name)). bash, zsh, fish 중 하나를 쓰세요"
        case .setNotAssignment(let text): return "--set \(q(text))은(는) KEY=VALUE 형식이 아닙니다"
        case .setFileNotAssignment(let text): return "--set-file \(q(text))은(는) KEY=PATH 형식이 아닙니다"
        case .setFailed(let key, let problem): return "--set \(key): \(text(for: problem, in: catalog))"
        case .environmentDefaultFailed(let key, let variable, let problem):
            return "\(key): 환경 변수 \(variable)에서 온 기본값: \(text(for: problem, in: catalog))"
        case .environmentNameClash(let first, let second, let variable):
            return "키 \(q(first)), \(q(second)) 모두 변수 \(variable)이(가) 됩니다. --format json을 쓰세요"
        case .draftExists: return "이 양식의 초안이 있습니다. 답하면 초안을 덮어씁니다(이어서 하려면 --resume)"
        case .stoppedBeforeFirstAnswer: return "첫 답을 하기 전에 멈췄습니다. 저장할 것이 없습니다"
        case .stoppedAndSaved(let resume): return "멈췄습니다. 답은 저장되었습니다. 이어서 하려면: \(resume)"
        case .stoppedKeepingEarlierDraft(let resume): return "첫 답 전에 멈췄습니다. 이전 초안은 그대로 남아 있습니다. 이어서 하려면: \(resume)"
        case .stoppedAddingToEarlierDraft(let resume): return "첫 답 전에 멈췄습니다. --answers와 --set의 답을 이전 초안에 더했습니다. 이어서 하려면: \(resume)"
        case .stoppedUnsaved(let directory): return "멈췄습니다. 초안을 \(directory)에 저장하지 못했습니다"
        case .noDraft: return "이 양식의 초안이 없습니다. 첫 질문부터 시작합니다"
        case .draftAnswersLeftOut(let keys): return "양식에 더 이상 맞지 않는 저장된 답 \(keys.count)개를 뺐습니다: " + Catalog.list(keys, separator: ", ") { ", … (\($0)개 더)" }
        case .presetHidden(let key): return "\(key): 쓰지 않습니다. 이 답에서는 'when' 조건이 거짓입니다"
        case .resuming(let count): return "저장된 답 \(count)개로 이어서 합니다"
        case .draftNotRegular(let path): return "초안 \(q(path)): 일반 파일이 아니므로 askform이 읽지 않습니다. 지우면 처음부터 시작할 수 있습니다"
        case .historyNotRegular(let path): return "기록 \(q(path)): 일반 파일이 아니므로 읽지 않습니다. 이번 작성이 끝나면 일반 파일로 바꿉니다"
        case .themeNotRead(let path, let reason): return "경고: 테마 \(q(path)) 파일을 읽지 않습니다: \(reason). askform 기본 색을 씁니다"
        case .stdinLine(let line, let key, let detail):
            return "stdin \(line)번째 줄: " + (key.map { "\($0): " } ?? "") + text(for: detail, in: catalog)
        case .stdinEndedDefaultUnset(let key, let variable, let problem): return "\(q(key))에 답하기 전에 stdin이 끝났습니다: \(text(for: problem, in: catalog))(기본값은 $\(variable)에서 오지만 설정되어 있지 않습니다)"
        case .stdinEnded(let key, let problem): return "\(q(key))에 답하기 전에 stdin이 끝났습니다: \(text(for: problem, in: catalog))"
        case .leftOver(let line, let text):
            return "stdin \(line)번째 줄" + (text.map { " \(q($0))" } ?? "") + "은(는) 마지막 질문 뒤에 남은 줄입니다"
        case .lineTooLong(let bytes): return "줄이 \(bytes)바이트보다 깁니다"
        case .lineNotUTF8(let byte): return "\(byte)번째 바이트의 UTF-8이 잘못되었습니다"
        case .heredocNotClosed(let word): return "'<<\(word)' 뒤에 답을 끝내는 '\(word)' 줄이 없습니다"
        case .setFileFailed(let key, let detail): return "--set-file \(key): \(text(for: detail, in: catalog))"
        case .lineHasNUL(let byte): return "\(byte)번째 바이트가 NUL 바이트입니다"
        case .environmentNameReserved(let key, let variable):
            return "키 \(q(key))이(가) 셸 변수 \(variable)을(를) 덮어씁니다. --env-prefix(예: --env-prefix APP_)나 --format json을 쓰세요"
        case .envPrefixInvalid(let prefix):
            return "--env-prefix \(q(prefix))(으)로는 변수 이름을 시작할 수 없습니다. 글자, 숫자, '_'를 쓰고 숫자로 시작하지 마세요"
        case .envPrefixNeedsEnvFormat: return "--env-prefix는 --format env에만 쓰입니다"
        case .moreProblems(let count): return "… 그 밖에 문제 \(Catalog.grouped(count))개"

        case .headerNotNameValue(let header): return "헤더 \(q(header))은(는) 'Name: value' 형식이 아닙니다"
        case .invalidHeaderName(let name): return "잘못된 헤더 이름 \(q(name))"
        case .headerControlCharacter(let name, let character):
            return "헤더 \(q(name))에 제어 문자 U+\(Catalog.hex(character))가 있습니다. 헤더는 인쇄 가능한 한 줄 텍스트여야 합니다"
        case .retriesInvalid(let text):
            return "--retries \(q(text))은(는) \(RetryPolicy.retriesBounds.lowest)부터 \(RetryPolicy.retriesBounds.highest)까지의 정수가 아닙니다"
        case .timeoutInvalid(let text):
            return "--timeout \(q(text))은(는) \(RetryPolicy.timeoutBounds.lowest)부터 \(RetryPolicy.timeoutBounds.highest)까지의 초 단위 숫자가 아닙니다"
        case .noEndpoint: return "양식에 submit 블록이 없습니다. --post URL로 엔드포인트를 지정하세요"
        case .postInvalid(let problem): return "--post: \(text(for: problem, in: catalog))"
        case .secretOverPlainHTTP(let host):
            return "양식에 secret 행이 있는데 \(q(host))은(는) 평문 http://입니다. https를 쓰거나, 그래도 보내려면 --insecure를 주세요"
        case .cannotReadCACert(let path, let reason): return "--cacert \(q(path)) 파일을 읽을 수 없습니다: \(reason)"
        case .headerVariablesMissing(let names):
            return "양식의 submit 헤더에 필요한 환경 변수가 설정되지 않았습니다: \(names.map { "$" + $0 }.joined(separator: ", "))"
        case .submitted(let status): return "제출했습니다(HTTP \(status))"
        case .submitFailed(let url, let reason): return "\(url)에 제출하지 못했습니다: \(text(for: reason, in: catalog))"
        case .resendWith(let command, let headers): return "다시 보내려면: " + command + (headers ? " (-H 옵션도 다시 주세요)" : "")
        case .answersNotKept(let directory): return "답을 \(directory)에 보관하지 못했습니다. 답은 다음과 같습니다:"
        case .nothingSent: return "아무것도 보내지 않았습니다"
        case .retrying(let attempt, let tries, let failure, let wait):
            return "시도 \(attempt)/\(tries) 실패: \(text(for: failure, in: catalog)). \(Catalog.seconds(wait))초 뒤에 다시 시도합니다"
        case .deadlinePassed(let seconds): return "전체 제한 시간 \(Catalog.seconds(seconds))초가 지났습니다"
        case .httpStatus(let status): return "HTTP \(status)"
        case .redirectRefused(let status): return "HTTP \(status)(리디렉션이며, askform은 따라가지 않습니다)"
        case .refusedByServer(let status): return "HTTP \(status)(서버가 거부함)"
        case .failedAfterTries(let failure, let tries): return "\(text(for: failure, in: catalog))(\(tries)번 시도)"
        case .transferFailed(let detail): return detail
        case .curlMissing: return "libcurl이 설치되어 있지 않습니다(apt-get install libcurl4)"
        case .curlSymbolMissing(let name): return "libcurl에 \(name)이(가) 없습니다"
        case .curlFailedToStart: return "libcurl을 시작할 수 없습니다"
        case .curlRequestFailed: return "libcurl이 요청을 만들 수 없습니다"
        case .headerVariableUnsafe(let variable, let header, let character):
            return "헤더 \(q(header))에 쓰인 $\(variable)에 제어 문자 U+\(Catalog.hex(character))가 있습니다. 헤더는 인쇄 가능한 한 줄 텍스트여야 합니다"
        case .submissionStopped: return "서버가 제출을 확인하기 전에 중단되었습니다"
        case .responseHeadersCutOff: return "응답이 헤더가 끝나기 전에 끊겼습니다"
        case .responseBodyCut(let bytes): return "응답 본문이 잘렸습니다. 처음 \(bytes)바이트만 표시합니다"
        }
    }
}
