/// askform's words in Korean (ko).
enum Korean: Words {
    static let punctuation = Punctuation(listSeparator: ", ", clauseSeparator: ", ", space: "", open: "(", close: ")",
                                          period: ".", colon: ": ")

    static func text(for problem: FormProblem, in catalog: Catalog) -> String {
        let q = Catalog.quotedRaw
                func didYouMean(_ suggestion: String?) -> String { suggestion.map { " (혹시 '\($0)'인가요?)" } ?? "" }
        switch problem {
        case .fileTooLarge(_, let limit): return "파일이 제한 크기인 \(limit)바이트를 넘습니다"
        case .emptyFile: return "파일이 비어 있습니다. 양식은 'askform'과 'sections'가 있는 객체입니다"
        case .invalidUTF8: return "잘못된 UTF-8 바이트 시퀀스입니다"
        case .unexpectedEnd(let expected): return "파일이 예기치 않게 끝났습니다. 이 자리에 필요한 것: \(self.expected(expected))"
        case .unexpectedCharacter(let found, let expected): return "예기치 않은 \(self.found(found)). 이 자리에 필요한 것: \(self.expected(expected))"
        case .invalidNumber(let text): return "잘못된 숫자 \(q(text))"
        case .invalidEscape(let text): return "문자열 안의 잘못된 이스케이프 \(q(text))"
        case .controlCharacterInString(let scalar):
            return "문자열 안에 제어 문자 U+\(Catalog.hex(scalar))가 있습니다. \\n 같은 이스케이프로 쓰세요"
        case .trailingContent(let found): return "양식이 끝난 뒤에 예기치 않은 \(self.found(found))"
        case .nestingTooDeep(let limit): return "중첩이 \(limit)단계보다 깊습니다"
        case .invalidPropertyList(let detail): return "잘못된 속성 목록: \(text(for: detail))"

        case .notAnObject(let found): return "양식은 객체여야 합니다. 실제 값: \(self.found(found))"
        case .duplicateMember(let key): return "중복된 키 \(q(key))"
        case .unknownKey(let key, let suggestion): return "알 수 없는 키 \(q(key))" + didYouMean(suggestion)
        case .missingKey(let key): return "필수 키 \(q(key))가 없습니다"
        case .wrongType(let key, let expected, let found):
            return "\(q(key)) 값의 형식이 맞지 않습니다. 필요한 것: \(self.expected(expected, in: catalog)), 실제 값: \(self.found(found))"
        case .unsupportedVersion(let found, let supported):
            return "이 askform은 형식 버전 \(found)을(를) 지원하지 않습니다(읽을 수 있는 버전: \(supported)). askform을 업그레이드하세요"
        case .tooManyRows(let limit): return "행이 \(limit)개를 넘습니다"
        case .tooManyOptions(let limit): return "선택지가 모두 합해 \(limit)개를 넘습니다"

        case .unknownRowType(let type, let suggestion, let known):
            return "알 수 없는 행 유형 \(q(type))" + didYouMean(suggestion)
                + (suggestion == nil ? ". 쓸 수 있는 유형: \(known.joined(separator: ", "))" : "")
        case .invalidSetting(let key, let message):
            return "\(q(key)): \(InertText.line(catalog.resolved(message)))"
        case .keyNotForType(let key, let type): return "\(q(key)) 키는 \(type) 행에 쓸 수 없습니다"
        case .invalidRowKey(let key):
            return "잘못된 키 \(q(key)): 글자, 숫자, '_', '-'를 쓰고 부분 사이는 '.'로 구분하세요(예: 'address.city')"
        case .duplicateRowKey(let key, let first): return "중복된 행 키 \(q(key)) (처음 쓰인 곳: \(first))"
        case .nestingConflict(let key, let other): return "키 \(q(key)), \(q(other)) 충돌: 한쪽이 다른 쪽 값 안에 중첩됩니다"
        case .emptyText(let key): return "\(q(key)) 값은 비어 있으면 안 됩니다"
        case .noOptions: return "'options'에 선택지가 하나 이상 있어야 합니다"
        case .duplicateOptionValue(let value): return "중복된 선택지 값 \(q(value))"
        case .optionValueHasSeparator(let value): return "선택지 값 \(q(value))에 다중 선택 구분자인 쉼표가 있어 입력으로 고를 수 없습니다"
        case .labelIsAnotherValue(let label, let value): return "레이블 \(q(label))은(는) 다른 선택지의 값입니다. 입력하면 \(q(value))이(가) 선택됩니다"
        case .boundsInverted(let minKey, let min, let maxKey, let max): return "\(q(minKey))(\(min)) 값이 \(q(maxKey))(\(max)) 값보다 큽니다"
        case .negativeBound(let key, let value): return "\(q(key)) 값은 음수일 수 없습니다. 실제 값: \(value)"
        case .boundExceedsOptions(let key, let value, let options): return "\(q(key)) 값이 \(value)인데 이 행의 선택지는 \(options)개뿐입니다"
        case .invalidPattern(let problem): return "패턴: " + text(for: problem)
        case .invalidDate(let key, let value): return "\(q(key)) 값은 YYYY-MM-DD 형식의 날짜여야 합니다. 실제 값: \(q(value))"
        case .invalidDefault(let reason): return "기본값이 이 행의 규칙에 맞지 않습니다: \(catalog.text(for: reason))"
        case .secretDefault: return "secret 행에는 기본값을 직접 쓸 수 없습니다. 비밀 값이 양식 파일에 남지 않도록 \"${env:NAME}\"을 쓰세요"
        case .numericOptionValues: return "선택지 값이 위치와 다른 숫자입니다. 터미널에서는 값 '2'가 없으면 '2'가 두 번째 선택지를 고르고, 스크립트의 선택지 번호는 거부됩니다(스크립트는 값을 씁니다)"
        case .unknownStyleRole(let role, let suggestion):
            return "알 수 없는 외관 역할 \(q(role))" + didYouMean(suggestion)
                + (suggestion == nil ? "; 역할은 " + StyleRole.allCases.map { q($0.rawValue) }.joined(separator: ", ") + "입니다" : "")
        case .unknownStyleWord(let word, let suggestion):
            return "알 수 없는 색 또는 스타일 \(q(word))" + didYouMean(suggestion)
                + (suggestion == nil ? "; 색 이름('red', 'bright-blue'), '#RRGGBB', 'bold', 'dim', 'italic', 'underline' 중 하나를 쓰세요" : "")
        case .singleOption: return "고를 수 있는 선택지가 하나뿐입니다"
        case .missingTranslation(let key, let languages):
            return "\(q(key)) 텍스트에 \(languages.joined(separator: ", ")) 번역이 없습니다(양식의 'languages'에 나열된 언어)"
        case .defaultLanguageNotListed(let tag, let languages):
            return "defaultLanguage \(q(tag))가 양식의 languages에 없습니다: \(languages.joined(separator: ", "))"

        case .invalidCondition(let reason): return "잘못된 'when' 식: \(text(for: reason))"
        case .conditionUnquotedText(let text, let key):
            return "'when'의 \(q(text))는 키가 아니라 \(q(key))의 선택지 값입니다. 텍스트는 따옴표로 감싸세요: \(q(text))"
        case .conditionUnknownKey(let key, let suggestion): return "'when'이 알 수 없는 키 \(q(key))를 가리킵니다" + didYouMean(suggestion)
        case .invalidExpressionSyntax(let field, let reason): return "\(q(field))의 식이 잘못되었습니다: \(text(for: reason))"
        case .expressionUnknownKey(let field, let key, let suggestion):
            return "\(q(field))이(가) 알 수 없는 키 \(q(key))를 가리킵니다" + didYouMean(suggestion)
        case .expressionLaterKey(let field, let key):
            return "\(q(field))이(가) 가리키는 \(q(key))는 그보다 앞에서 묻지 않습니다. 앞에서 물은 키만 읽을 수 있습니다"
        case .conditionLaterKey(let key): return "'when'이 가리키는 \(q(key))는 양식에서 나중에 묻는 키입니다. 앞에서 물은 키만 읽을 수 있습니다"
        case .conditionOwnKey(let key): return "'when'이 이 행 자신의 키 \(q(key))를 가리킵니다. 이 행보다 앞에서 물은 키만 읽을 수 있습니다"
        case .conditionTypeMismatch(let key, let mismatch): return "'when'의 \(q(key)) 비교가 잘못되었습니다: \(text(for: mismatch, key: key))"
        case .invalidExpression(let problem): return "잘못된 식: \(text(for: problem))"

        case .invalidURL(let url): return "잘못된 URL \(q(url))"
        case .unsupportedURLScheme(let url): return "URL \(q(url))은(는) http:// 또는 https://로 시작해야 합니다"
        case .invalidMethod(let method): return "메서드 \(q(method))은(는) POST, PUT, PATCH 중 하나가 아닙니다"
        case .invalidHeaderName(let name): return "잘못된 헤더 이름 \(q(name))"
        case .environmentReferenceSyntax(let text): return "\(q(text)) 안의 환경 변수 참조 형식이 잘못되었습니다. ${env:NAME}으로 쓰세요"
        case .environmentDefaultNotWhole(let text):
            return "기본값 \(q(text))에 텍스트와 ${env:NAME}이 섞여 있습니다. 환경 변수에서 오는 기본값은 정확히 \"${env:NAME}\"이어야 합니다"
        case .outOfRange(let key, let found, let lowest, let highest):
            return "\(q(key)) 값이 \(found)입니다. \(lowest)부터 \(highest)까지여야 합니다"
        case .headerControlCharacter(let name, let character):
            return "헤더 \(q(name))에 제어 문자 U+\(Catalog.hex(character))가 있습니다. 헤더는 인쇄 가능한 한 줄 텍스트여야 합니다"
        case .secretOverPlainHTTP(let host):
            return "양식에 secret 행이 있는데 평문 http://로 \(q(host))에 제출합니다. --insecure가 없으면 거부됩니다"

        case .emptySection(let id): return "섹션 \(q(id))에 행이 없습니다"
        case .duplicateSectionID(let id): return "중복된 섹션 id \(q(id))"
        case .repeatWithoutKey: return "'repeat'가 있는 섹션에는 항목을 기록할 'key'가 필요합니다"
        case .keyWithoutRepeat(let key): return "섹션 키 \(q(key))는 반복 그룹에만 쓰입니다. 'repeat'를 추가하거나 키를 행으로 옮기십시오"
        case .repeatCountWithBounds: return "항목 수는 'count'만으로 정해집니다. 'min', 'max', 'add'를 지우십시오"
        case .repeatCountNotNumber(let text): return "'count' \(q(text))는 숫자가 아닙니다. 'party_size'나 'count(cities)' 같은 식을 쓰십시오"
        case .keyInsideRepeat(let key, let group): return "\(q(key))는 반복 그룹 \(q(group)) 안의 키입니다. 그룹 밖에서는 count(\(group))로 읽습니다"

        case .keyBecomesReservedVariable(let key, let variable):
            return "키 \(q(key))은(는) 셸 변수 \(variable)이(가) 되며, fill --format env는 이를 쓰지 않습니다. 키 이름을 바꾸거나 fill에 --env-prefix를 쓰세요"

        case .notConverted(let loss):
            return text(for: loss)
        case .otherToolsForm(let kind, let tool):
            return "이 파일은 askform이 아니라 \(tool)용으로 작성되었습니다: 'askform convert FILE --from \(kind)'로 변환하거나 '--from \(kind)'로 그대로 읽으세요"
        case .yaml(let problem):
            return text(for: problem)
        case .unknownFormSource(let tried):
            return "어떤 종류의 양식인지 알 수 없습니다(시도한 종류: \(tried.joined(separator: ", "))). --from KIND로 지정하세요"
        }
    }

    static func text(for problem: AnswerProblem, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        func subject(_ text: String?) -> String { text.map { q($0) + "은(는)" } ?? "답은" }
        func list(_ items: [String]) -> String { Catalog.list(items, separator: ", ") { ", … (\($0)개 더)" } }
        func list(_ options: [Option]) -> String { catalog.options(options, separator: ", ") { ", … (\($0)개 더)" } }
        switch problem {
        case .required: return "답이 필요합니다"
        case .cannotSkip: return "답이 필요합니다. :skip은 선택 질문에서만 쓸 수 있습니다"
        case .notAnInteger(let text): return "\(q(text))은(는) 정수가 아닙니다"
        case .notANumber(let text): return "\(q(text))은(는) 숫자가 아닙니다"
        case .belowMinimum(let text, let minimum): return "\(q(text))은(는) 최솟값 \(minimum)보다 작습니다"
        case .aboveMaximum(let text, let maximum): return "\(q(text))은(는) 최댓값 \(maximum)보다 큽니다"
        case .tooShort(let text, let length, let minimum): return "\(subject(text)) \(length)자입니다. 최소 \(minimum)자여야 합니다"
        case .tooLong(let text, let length, let maximum): return "\(subject(text)) \(length)자입니다. 최대 \(maximum)자까지입니다"
        case .tooLongForPattern(let text, let length, let maximum): return "\(text.map(q) ?? "답")은(는) \(length)자로, 패턴으로 검사할 수 있는 \(maximum)자를 넘습니다"
        case .patternMismatch(let text, let pattern, let message):
            if let message {
                let shown = InertText.line(catalog.resolved(message))
                return text.map { "\(q($0)): \(shown)" } ?? shown
            }
            return "\(subject(text)) 패턴 \(q(pattern))에 맞지 않습니다"
        case .notAnOption(let text, let options): return "\(q(text))은(는) 선택지가 아닙니다: \(list(options))"
        case .ambiguous(let text, let candidates): return "\(q(text))에 맞는 선택지가 여러 개입니다: \(list(candidates)). 조금 더 입력하세요"
        case .tooFewSelected(let count, let minimum): return "\(count)개를 골랐습니다. 최소 \(minimum)개를 고르세요"
        case .tooManySelected(let count, let maximum): return "\(count)개를 골랐습니다. 최대 \(maximum)개까지 고를 수 있습니다"
        case .tooFewItems(let count, let minimum): return "항목이 \(count)개입니다. 이 그룹에는 최소 \(minimum)개가 필요합니다"
        case .tooManyItems(let count, let maximum): return "항목이 \(count)개입니다. 이 그룹은 최대 \(maximum)개까지입니다"
        case .itemCountDiffers(let count, let expected): return "항목이 \(count)개입니다. 이 그룹의 개수는 \(expected)개입니다"
        case .duplicateSelection(let value): return "\(q(value))을(를) 두 번 골랐습니다"
        case .notYesNo(let text): return "\(q(text))은(는) 예/아니요가 아닙니다(예, 네, y, yes, true, 1 / 아니요, 아니오, n, no, false, 0)"
        case .noSuchDay(let text): return "\(q(text))은(는) 달력에 없는 날짜입니다(그런 월이나 일이 없습니다)"
        case .invalidDate(let text): return "\(q(text))은(는) YYYY-MM-DD 형식의 날짜가 아닙니다"
        case .invalidEmail(let text): return "\(q(text))은(는) name@example.org 같은 이메일 주소가 아닙니다"
        case .invalidURL(let text): return "\(q(text))은(는) http:// 또는 https://로 시작하는 URL이 아닙니다"
        case .wrongType(let expected, let found):
            return "형식이 맞지 않습니다. 필요한 것: \(self.expected(expected, in: catalog)), 실제 값: \(self.found(found))"
        case .unitWithoutAmount: return "단위는 있지만 수량이 비어 있습니다"
        case .answeredWhileHidden: return "답이 있지만 이 행은 'when' 조건으로 숨겨져 있습니다"
        case .unknownKey(let suggestion): return "이 키를 가진 행이 없습니다" + (suggestion.map { " (혹시 \(q($0))인가요?)" } ?? "")
        case .setsUnit(let row): return "\(q(row))의 단위입니다"
        case .checkFailed(let message):
            return InertText.line(catalog.resolved(message))
        case .isComputed:
            return "다른 답에서 계산되는 항목이라 설정할 수 없습니다"
        case .computedDiffers(let value, let computed):
            return "\(q(value))은(는) 계산된 값 \(q(computed))과(와) 다릅니다"
        case .refused(let text, let reason):
            let shown = InertText.line(catalog.resolved(reason))
            return text.map { "\(q($0)): \(shown)" } ?? shown
        case .containsNUL: return "답에 NUL 문자(U+0000)가 있습니다. 답은 NUL이 없는 텍스트여야 합니다"
        case .severalLines(let count): return "답이 \(count)줄이지만 이 질문은 한 줄로 답합니다"
        }
    }
}

extension Korean {
    static func text(for problem: PatternProblem) -> String {
        let t = "'" + problem.text + "'"
        let at = "\(problem.offset + 1)번째 문자의"
        switch problem.reason {
        case .notLinear(let construct):
            return "\(at) \(name(construct)) \(t)은(는) 지원하지 않습니다: askform은 패턴을 선형 시간에 맞춥니다"
        case .notPortable(let construct):
            return "\(at) \(name(construct)) \(t)은(는) 지원하지 않습니다: askform은 ECMA-262와 Python re가 똑같이 읽는 문법만 받습니다"
        case .unescaped: return "\(at) \(t)이(가) 이스케이프되지 않았습니다. 문자 자체는 '\\\(problem.text)'로 쓰세요"
        case .unknownEscape:
            return "\(at) 이스케이프 \(t)을(를) 알 수 없습니다. 문자를 그대로 쓰거나 ^$\\.*+?()[]{}|/ 중 하나만 이스케이프하세요"
        case .surrogateEscape: return "\(at) 이스케이프 \(t)은(는) 서로게이트 쌍의 절반입니다. 문자를 그대로 쓰거나 \\u{…}를 쓰세요"
        case .trailingBackslash: return "패턴이 홀로 있는 '\\'로 끝납니다"
        case .unknownGroup: return "\(at) 그룹 \(t)을(를) 알 수 없습니다. '(' 또는 '(?:'를 쓰세요"
        case .unmatchedParenthesis: return "\(at) ')'에 짝이 되는 '('가 없습니다"
        case .unclosedGroup: return "\(at) '('가 닫히지 않았습니다"
        case .unclosedClass: return "\(at) '['가 닫히지 않았습니다"
        case .nothingToRepeat: return "\(at) 수량자 \(t) 앞에 반복할 것이 없습니다"
        case .rangeOutOfOrder: return "\(at) 범위 \(t)의 순서가 거꾸로입니다"
        case .classInRange: return "\(at) 범위 \(t)의 끝이 문자 클래스입니다. 범위는 두 문자 사이여야 합니다"
        case .repetitionOutOfOrder: return "\(at) 반복 \(t)의 순서가 거꾸로입니다"
        case .tooLong(let limit): return "패턴이 \(limit)자보다 깁니다"
        case .tooDeep(let limit): return "\(at) 그룹이 \(limit)단계보다 깊게 중첩됩니다"
        case .repetitionTooLarge(let limit): return "\(at) 반복 \(t)이(가) 한도 \(limit)을(를) 넘습니다"
        case .tooLarge(let limit): return "패턴을 컴파일하면 명령이 \(limit)개를 넘습니다. 반복을 줄이세요"
        }
    }

    private static func name(_ construct: PatternProblem.Construct) -> String {
        switch construct {
        case .backreference: return "역참조"
        case .lookahead: return "전방 탐색"
        case .lookbehind: return "후방 탐색"
        case .atomicGroup: return "원자 그룹"
        case .possessiveQuantifier: return "소유 수량자"
        case .namedGroup: return "이름 있는 그룹"
        case .inlineFlags: return "인라인 플래그"
        case .comment: return "주석"
        case .anchor: return "앵커"
        case .unicodeProperty: return "유니코드 속성"
        }
    }
}

/// The words of conversion losses in Korean.
extension Korean {
    static func text(for loss: ConversionLoss) -> String {
        let q = Catalog.quotedRaw
        switch loss {
        case .unsupportedKey(let key, let tool):
            return "\(q(key)) 항목은 옮겨지지 않습니다: 이 \(tool) 설정에 해당하는 것이 askform에 없습니다"
        case .untranslatedTemplate(let text, let tool):
            return "\(tool) 템플릿 \(q(text)) 은(는) 변환되지 않습니다. 행은 그것 없이 동작합니다"
        case .approximated(let construct, let becomes):
            return "\(q(construct)) 은(는) \(becomes) 이(가) 됩니다"
        case .leftOut(let construct, let tool):
            return "\(q(construct)) 은(는) 빠집니다: 이 \(tool) 질문은 askform에서 묻지 않습니다"
        case .optionWithoutValue(let label):
            return "선택지 \(q(label))은(는) 빠집니다: 값이 비어 있고, askform의 선택지에는 값이 필요합니다"
        case .objectAnswer(let key, let tool):
            return "\(q(key))은(는) 묻지 않습니다: \(tool)에서의 답이 매핑이고, 그렇게 답하는 askform 행이 없습니다"
        }
    }
}

// MARK: YAML files

extension Korean {
    static func text(for problem: YAMLProblem) -> String {
        switch problem {
        case .fileTooLarge(let bytes, let limit): return "파일이 \(bytes)바이트로 한도 \(limit)를 넘습니다"
        case .emptyFile: return "파일에 YAML 문서가 없습니다"
        case .invalidUTF8: return "올바른 UTF-8이 아닙니다"
        case .unsupportedEncoding(let encoding): return "파일이 \(encoding)입니다. YAML 양식은 UTF-8이어야 합니다"
        case .byteOrderMarkInside: return "바이트 순서 표시(U+FEFF)는 파일의 맨 앞에만 올 수 있고, 중간 줄의 맨 앞에는 올 수 없습니다"
        case .controlCharacter(let value): return "문자 \(YAMLProblem.scalarName(value))는 YAML에서 쓸 수 없습니다"
        case .syntax(let problem): return text(for: problem)
        case .severalDocuments: return "두 번째 YAML 문서가 있습니다. 양식 파일은 문서 하나입니다(이 '---'부터 끝까지 지우세요)"
        case .nestingTooDeep(let limit): return "시퀀스와 매핑이 \(limit)단계보다 깊게 중첩됩니다"
        case .tooManyNodes(let limit): return "별칭을 펼치면 값이 \(limit)개를 넘습니다"
        case .undefinedAlias(let name): return "별칭 '*\(name)' 앞에 그 이름의 앵커가 정의되지 않았습니다"
        case .aliasInsideItsAnchor(let name): return "별칭 '*\(name)'이 '&\(name)'으로 앵커된 값 안에 있습니다"
        case .keyNotScalar: return "매핑의 키는 스칼라여야 합니다(시퀀스나 매핑은 안 됩니다)"
        case .mergeValueNotMapping: return "병합 키 '<<'의 값은 매핑이나 매핑의 시퀀스여야 합니다"
        case .unsupportedTag(let tag): return "지원하지 않는 태그 '\(tag)'입니다(YAML 1.2 core 스키마: !!str, !!int, !!float, !!bool, !!null, !!seq, !!map)"
        case .tagMismatch(let tag, let value): return "'\(value)'는 올바른 \(tag)가 아닙니다"
        case .numberNotFinite(let text): return "'\(text)'는 유한한 수가 아닙니다"
        case .libraryMissing: return "libyaml(libyaml-0.so.2)이 설치되어 있지 않습니다"
        case .librarySymbolMissing(let name): return "libyaml에 함수 '\(name)'이 없습니다"
        case .outOfMemory: return "libyaml의 메모리가 부족합니다"
        }
    }

    static func text(for problem: YAMLSyntaxProblem) -> String {
        switch problem {
        case .tabIndentation: return "들여쓰기에 탭이 있습니다. YAML은 공백으로 들여씁니다"
        case .unterminatedQuote: return "이 따옴표 스칼라가 파일 끝까지 닫히지 않았습니다"
        case .unexpectedEnd: return "파일이 도중에 끝났습니다"
        case .invalidCharacter(let value):
            if let scalar = Unicode.Scalar(value), value >= 0x21, value != 0x7F {
                return "'\(Character(scalar))'는 여기서 값을 시작할 수 없습니다(값을 따옴표로 감싸세요)"
            }
            return "\(YAMLProblem.scalarName(value))는 여기서 값을 시작할 수 없습니다"
        case .mappingValueNotAllowed: return "여기의 ':'는 매핑을 시작하지 않습니다(값을 따옴표로 감싸거나 키 아래로 들여쓰세요)"
        case .sequenceEntryNotAllowed: return "여기에는 '- ' 항목을 둘 수 없습니다(키 아래로 들여쓰세요)"
        case .colonMissing: return "':'가 없는 키입니다(또는 1024자를 넘는 키)"
        case .keyExpected: return "여기에 매핑의 키가 있어야 합니다(들여쓰기를 확인하세요)"
        case .entryExpected: return "여기에 시퀀스의 '- ' 항목이 있어야 합니다(들여쓰기를 확인하세요)"
        case .valueExpected: return "여기에 값이 있어야 합니다"
        case .flowSequenceUnclosed: return "',' 또는 ']'가 있어야 합니다"
        case .flowMappingUnclosed: return "',' 또는 '}'가 있어야 합니다"
        case .unknownEscape: return "큰따옴표 스칼라에 알 수 없는 이스케이프가 있습니다"
        case .invalidUnicodeEscape: return "이 이스케이프는 유니코드 문자를 나타내지 않습니다"
        case .documentMarkerInside: return "따옴표 스칼라 안에 '---' 또는 '...'가 있습니다"
        case .documentStartMissing: return "지시문 뒤에 '---'가 있어야 합니다"
        case .invalidAnchorName: return "앵커나 별칭의 이름은 영문자, 숫자, '-', '_'여야 합니다"
        case .other(let problem): return "YAML 구문 오류(libyaml: \(Catalog.quotedRaw(problem)))"
        }
    }
}
