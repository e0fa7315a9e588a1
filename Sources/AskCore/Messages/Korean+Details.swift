/// The parts Korean problems are made of (see ``English`` for what each one says).
extension Korean {
    static func expected(_ value: ExpectedValue, in catalog: Catalog) -> String {
        switch value {
        case .string: return "문자열"
        case .emailString: return "이메일 주소(문자열)"
        case .urlString: return "URL(문자열)"
        case .wholeNumber: return "정수"
        case .wholeNumberBetween(let lowest, let highest): return "\(lowest)부터 \(highest)까지의 정수"
        case .number: return "숫자"
        case .numberBetween(let lowest, let highest): return "\(lowest)부터 \(highest)까지의 숫자"
        case .boolean: return "true 또는 false"
        case .dateString: return "YYYY-MM-DD 형식의 날짜 문자열"
        case .optionValue: return "선택지 값 하나(문자열)"
        case .optionValues: return "선택지 값의 배열"
        case .nothing: return "답 없음"
        case .object: return "객체"
        case .styleWords: return "색 또는 스타일 이름, 또는 그 배열"
        case .oneValue: return "값 하나"
        case .nestedObjects(let parts): return "중첩 객체 \(Catalog.nested(parts))"
        case .formatVersion(let version): return "형식 버전 번호 \(version)"
        case .rowTypeName: return "행 유형 이름"
        case .options: return "선택지 배열"
        case .option: return "문자열, 또는 'value'와 'label'이 있는 객체"
        case .unit: return "'key'와 'options'가 있는 객체"
        case .sections: return "섹션 배열"
        case .items: return "항목 배열(각 항목은 객체)"
        case .rows: return "행 배열"
        case .checks: return "검사 배열(각각 {\"that\": …, \"message\": …})"
        case .headers: return "헤더 이름과 값의 객체"
        case .languageTags: return "언어 태그 배열"
        case .wellFormedLanguageTags, .wellFormedLanguageTag: return "\"en\"이나 \"zh-Hans\" 같은 BCP 47 언어 태그"
        case .localizedText(let examples):
            return "텍스트, 또는 언어 태그\(examples ? "(\"en\", \"zh-Hans\")" : "")별 텍스트 객체"
        case .custom(let text): return InertText.line(catalog.resolved(text))
        }
    }

    static func found(_ value: FoundValue) -> String {
        switch value {
        case .kind(let kind): return self.kind(kind)
        case .string(let text): return "문자열 '\(text)'"
        case .number(let text): return "숫자 \(text)"
        case .bool(let bool): return bool ? "true" : "false"
        case .arrayHolding(let kind): return "\(self.kind(kind)) 항목이 있는 배열"
        case .keyTwice: return "두 번 나온 키"
        case .memberName(let name): return "멤버 이름 '\(name)'"
        case .written(let text): return "'\(text)'"
        }
    }

    static func kind(_ kind: ValueKind) -> String {
        switch kind {
        case .object: return "객체"
        case .array: return "배열"
        case .string: return "문자열"
        case .number: return "숫자"
        case .boolean: return "불리언"
        case .null: return "null"
        case .date: return "날짜"
        case .data: return "데이터"
        }
    }

    static func expected(_ json: JSONExpected) -> String {
        switch json {
        case .value: return "값"
        case .valueOrEndOfArray: return "값 또는 ']'"
        case .key: return "문자열 키"
        case .keyOrEndOfObject: return "문자열 키 또는 '}'"
        case .colon: return "':'"
        case .commaOrEndOfObject: return "',' 또는 '}'"
        case .commaOrEndOfArray: return "',' 또는 ']'"
        case .literal(let literal): return "'\(literal)'"
        case .closingQuote: return "문자열을 닫는 '\"'"
        }
    }

    static func found(_ json: JSONFound) -> String {
        switch json {
        case .text(let text): return Catalog.quotedFound(text)
        case .endOfLine: return "줄 끝"
        case .byte(let byte): return "바이트 \(Catalog.byte(byte))"
        case .character(let scalar): return "문자 U+\(Catalog.hex(scalar))"
        }
    }
}

/// The words of `when` problems in Korean.
extension Korean {
    static func text(for reason: ConditionSyntaxError.Reason) -> String {
        switch reason {
        case .singleEquals: return "비교에는 '=='를 쓰세요"
        case .misspelled(let written, let replacement): return "'\(written)' 대신 '\(replacement)'을(를) 쓰세요"
        case .curlyQuote(let quote): return "'\(quote)' 대신 곧은 따옴표(' 또는 \")를 쓰세요"
        case .unexpectedCharacter(let character): return "예기치 않은 문자 '\(character)'"
        case .unknownEscape(let escape): return "문자열 안의 알 수 없는 이스케이프 '\(escape)'(\\', \\\", \\\\만 쓸 수 있습니다)"
        case .unterminatedString: return "문자열이 닫히지 않았습니다"
        case .invalidNumber(let number): return "잘못된 숫자 '\(number)'"
        case .numberOutOfRange(let number): return "숫자 '\(number)'이(가) 범위를 벗어났습니다"
        case .danglingDot(let key): return "잘못된 키 '\(key)': 점 뒤에는 이름이 와야 합니다"
        case .empty: return "식이 비어 있습니다"
        case .tooLong(let limit): return "식이 너무 깁니다(\(limit)자 초과)"
        case .nestedTooDeeply: return "식의 중첩이 너무 깊습니다"
        case .tooManyConditions(let limit): return "식의 조건이 너무 많습니다(\(limit)개 초과)"
        case .unmatchedParenthesis: return "짝이 맞지 않는 ')'"
        case .unclosedParenthesis: return "'('이(가) 닫히지 않았습니다"
        case .unclosedList: return "'['이(가) 닫히지 않았습니다"
        case .emptyList: return "'in' 뒤의 목록이 비어 있습니다. 값을 하나 이상 쓰세요"
        case .trailingComma: return "',' 뒤에 값이 필요한데 ']'입니다(끝의 쉼표를 지우세요)"
        case .unclosedTemplate: return "텍스트의 '{{'이(가) 닫히지 않았습니다. '}}'로 닫으세요('{{' 자체는 {{ '{{' }}로 씁니다)"
        case .unknownFunction(let name, let suggestion):
            return "알 수 없는 함수 '\(name)'" + (suggestion.map { "('\($0)'을(를) 뜻했나요?)" } ?? "")
        case .argumentCount(let function, let least, let most, let found):
            let count = least == most ? "\(least)" : "\(least)~\(most)"
            return "'\(function)'의 인수는 \(count)개인데 \(found)개입니다"
        case .expected(let expected, let found):
            return "필요한 것: \(self.expected(expected)), 실제: \(self.found(found))"
        }
    }

    static func expected(_ expected: ConditionSyntaxError.Expected) -> String {
        func after(_ token: String?) -> String { token.map { "'\($0)' 뒤의 " } ?? "" }
        switch expected {
        case .andOrEnd: return "'and', 'or' 또는 식의 끝"
        case .andOrClosingParenthesis: return "'and', 'or' 또는 ')'"
        case .key(let token): return after(token) + "키"
        case .keyBefore(let token): return "'\(token)' 앞의 키"
        case .value(let token): return after(token) + "값"
        case .stringAfterContains: return "'contains' 뒤의 문자열"
        case .test(let key): return "'\(key)' 뒤의 비교 연산자('==', '!=', '<', '<=', '>', '>='), 'in' 또는 'contains'"
        case .comparisonOperator(let token): return "'\(token)' 뒤의 비교 연산자"
        case .list: return "'in' 뒤의 '['"
        case .commaOrEndOfList: return "목록 안의 ',' 또는 ']'"
        case .commaOrClosingParenthesis: return "인수 뒤의 ',' 또는 ')'"
        }
    }

    static func found(_ found: ConditionSyntaxError.Found) -> String {
        switch found {
        case .end: return "식의 끝"
        case .string(let text): return "문자열 '\(text)'"
        case .token(let text): return "'\(text)'"
        case .keywordInOtherCase(let text): return "'\(text)'(키워드는 소문자입니다: '\(text.lowercased())')"
        case .unquotedText(let shown, let word): return "'\(shown)'(텍스트는 따옴표로 감싸세요: '\(word)')"
        }
    }

    static func text(for mismatch: ConditionMismatch, key: String) -> String {
        switch mismatch {
        case .containsTakesAString(let literal): return "'contains'에는 문자열이 필요한데 \(literal)입니다"
        case .containsNeedsList: return "'contains'는 다중 선택 행이나 텍스트 행에만 쓸 수 있습니다"
        case .nullByOrder: return "null과는 크기를 비교할 수 없습니다. == 또는 !=를 쓰세요"
        case .yesNoByOrder(let literal):
            return "\(literal)와(과) 크기를 비교합니다. 예/아니요 답은 == 또는 !=로 true 또는 false와 비교할 뿐입니다"
        case .notADate(let literal): return "\(literal)은(는) YYYY-MM-DD 형식의 날짜가 아닙니다"
        case .wrongLiteral(let literal, let rowType, let comparand):
            let with: String
            switch comparand {
            case .number: with = "숫자"
            case .boolean: with = "true 또는 false"
            case .contains: with = "'contains'(예: \(key) contains 'value')"
            case .string: with = "문자열"
            }
            return "\(literal)와(과) 비교하지만 이 행의 답은 \(rowType) 유형입니다. \(with)와(과) 비교하세요"
        case .notAnOption(let value, let suggestion):
            return "'\(value)'은(는) 이 행의 선택지 값이 아닙니다" + (suggestion.map { " (혹시 '\($0)'인가요?)" } ?? "")
        }
    }
}

/// The words of property-list problems in Korean.
extension Korean {
    static func text(for problem: PropertyListProblem) -> String {
        switch problem {
        case .textIn(let text, let element): return "<\(element)> 안에 예기치 않은 텍스트 '\(text)'"
        case .cdataIn(let element): return "<\(element)> 안에 예기치 않은 CDATA 구역"
        case .processingInstruction: return "처리 명령(<?...?>)은 지원하지 않습니다"
        case .markupDeclaration(let element): return (element.map { "<\($0)> 안에 " } ?? "") + "예기치 않은 '<!'"
        case .elementNameMissing: return "'<' 뒤에 요소 이름이 필요합니다"
        case .endOfFileInside(let element): return "<\(element)> 안에서 파일이 예기치 않게 끝났습니다"
        case .malformedTag(let name): return "태그 <\(name)>의 형식이 잘못되었습니다"
        case .endTagMissing(let name): return "</\(name)>이(가) 필요합니다"
        case .endTagMismatch(let expected, let found): return "</\(expected)>이(가) 필요한데 </\(found)>입니다"
        case .malformedEndTag(let name): return "종료 태그 </\(name)>의 형식이 잘못되었습니다"
        case .attributeWithoutEquals(let name, let element): return "<\(element)>의 속성 '\(name)' 뒤에 '='가 필요합니다"
        case .attributeWithoutQuotedValue(let name, let element): return "<\(element)>의 속성 '\(name)'에는 따옴표로 감싼 값이 필요합니다"
        case .lessThanInAttribute(let name): return "속성 '\(name)'의 값에 '<'가 있습니다. &lt;로 쓰세요"
        case .unterminatedComment: return "주석이 닫히지 않았습니다"
        case .controlCharacter(let scalar): return "제어 문자 U+\(Catalog.hex(scalar))은(는) XML에서 쓸 수 없습니다"
        case .lessThanInText(let element): return "<\(element)>의 텍스트에 '<'가 있습니다. &lt;로 쓰세요"
        case .unterminatedCDATA: return "CDATA 구역이 닫히지 않았습니다"
        case .bareAmpersand: return "'&'는 &amp; 같은 참조의 시작이어야 합니다(';'로 끝남)"
        case .unknownEntity(let name): return "알 수 없는 엔티티 '&\(name);'"
        case .invalidCharacterReference(let name): return "잘못된 문자 참조 '&\(name);'"
        case .noPlistElement: return "<plist> 요소가 없습니다"
        case .textBeforePlist(let text): return "<plist> 앞에 예기치 않은 텍스트 '\(text)'"
        case .doctypeTwice: return "<!DOCTYPE>이(가) 두 개 이상 있습니다"
        case .declarationNotFirst: return "<?xml ...?> 선언은 파일 맨 앞에 와야 합니다"
        case .rootNotPlist(let name): return "루트 요소는 <plist>여야 하는데 <\(name)>입니다"
        case .unsupportedEncoding(let encoding): return "인코딩 '\(encoding)'은(는) 지원하지 않습니다. 파일을 UTF-8로 저장하세요"
        case .declarationAttribute(let name): return "<?xml ...?> 선언에 예기치 않은 속성 '\(name)'"
        case .unterminatedDeclaration: return "<?xml ...?> 선언이 닫히지 않았습니다"
        case .malformedDeclaration: return "<?xml ...?> 선언의 형식이 잘못되었습니다"
        case .internalSubset: return "내부 DTD 부분 집합(<!DOCTYPE> 안의 '[')은 지원하지 않습니다"
        case .unterminatedDoctype: return "<!DOCTYPE>이(가) 닫히지 않았습니다"
        case .unexpectedAttribute(let name, let element): return "<\(element)>에 예기치 않은 속성 '\(name)'"
        case .unsupportedVersion(let version): return "plist 버전 '\(version)'은(는) 지원하지 않습니다(지원하는 버전: 1.0)"
        case .plistEmpty: return "<plist>에 값이 없습니다"
        case .plistHoldsSeveral: return "<plist>에 값이 두 개 이상 있습니다"
        case .endOfFileInPlist: return "파일이 예기치 않게 끝났습니다. <plist> 안에 값이 필요합니다"
        case .endOfFileBeforeEndTag(let name): return "파일이 예기치 않게 끝났습니다. </\(name)>이(가) 필요합니다"
        case .contentAfterPlist: return "</plist> 뒤에 예기치 않은 내용이 있습니다"
        case .invalidInteger(let text): return "잘못된 정수 '\(text)'"
        case .realNotFinite(let text): return "실수 '\(text)'은(는) 유한한 수가 아닙니다"
        case .invalidReal(let text): return "잘못된 실수 '\(text)'"
        case .mustBeEmpty(let name): return "<\(name)>은(는) <\(name)/>처럼 비어 있어야 합니다"
        case .invalidDate(let text): return "잘못된 날짜 '\(text)'. YYYY-MM-DDTHH:MM:SSZ 형식이어야 합니다"
        case .keyOutsideDict: return "<key>가 <dict> 밖에 있습니다"
        case .plistInsidePlist: return "<plist> 안에 <plist>가 있습니다"
        case .unknownElement(let name): return "알 수 없는 요소 <\(name)>"
        case .keyExpected(let found): return "<dict> 안에는 <key>가 필요한데 <\(found)>입니다"
        case .keyWithoutValue(let key): return "<key> '\(key)'에 값이 없습니다"
        case .endOfFileBeforeKeyValue(let key): return "파일이 예기치 않게 끝났습니다. <key> '\(key)'의 값이 필요합니다"
        case .elementInside(let name, let parent): return "<\(parent)> 안에 예기치 않은 요소 <\(name)>"
        case .base64AfterPadding: return "<data>의 base64가 '=' 뒤에도 이어집니다"
        case .base64Character(let shown): return "base64 <data>에 잘못된 문자 '\(shown)'"
        case .base64Length: return "<data>의 base64 길이가 잘못되었습니다(어떤 인코더도 쓰지 않는 길이)"
        case .binaryTooShort(let bytes): return "\(bytes)바이트 파일은 이진 속성 목록이 되기에 너무 짧습니다"
        case .binaryVersion(let version): return "이진 속성 목록 버전 '\(version)'은(는) 지원하지 않습니다(지원하는 버전: bplist00)"
        case .offsetSize(let size): return "트레일러가 잘못되었습니다: 오프셋 크기가 \(size)입니다(1부터 8까지여야 함)"
        case .referenceSize(let size): return "트레일러가 잘못되었습니다: 객체 참조 크기가 \(size)입니다(1부터 8까지여야 함)"
        case .offsetTableOutside(let offset): return "트레일러가 잘못되었습니다: 위치 \(offset)의 오프셋 표가 객체 영역 밖에 있습니다"
        case .noObjects: return "트레일러가 잘못되었습니다: 객체가 없습니다"
        case .offsetTableTooLong(let objects): return "트레일러가 잘못되었습니다: 객체 \(objects)개에는 파일보다 긴 오프셋 표가 필요합니다"
        case .topObjectMissing(let top, let objects): return "트레일러가 잘못되었습니다: 최상위 객체 \(top)이(가) 객체 \(objects)개 안에 없습니다"
        case .tooManySharedValues(let limit): return "객체가 너무 많이 공유되어 트리의 값이 \(limit)개를 넘게 됩니다"
        case .objectContainsItself(let object): return "객체 \(object)이(가) 자기 자신을 포함합니다"
        case .dateOutOfRange(let object): return "객체 \(object)의 날짜가 1년부터 9999년까지의 범위를 벗어납니다"
        case .uid(let object): return "객체 \(object)은(는) UID입니다. UID는 키 기반 아카이브만 쓰며 양식에는 넣을 수 없습니다"
        case .keyNotString(let member, let object): return "사전 키 \(member)(객체 \(object))이(가) 문자열이 아닙니다"
        case .asciiHighByte(let object): return "객체 \(object)의 ASCII 문자열에 0x7F보다 큰 바이트가 있습니다"
        case .unpairedSurrogate(let object): return "객체 \(object)의 UTF-16 문자열에 짝이 없는 서로게이트가 있습니다"
        case .integerSize(let bytes, let object): return "객체 \(object)의 \(bytes)바이트 정수는 지원하지 않습니다"
        case .binaryRealNotFinite(let text, let object): return "객체 \(object)의 실수 '\(text)'은(는) 유한한 수가 아닙니다"
        case .malformedLength(let object, let marker): return "객체 \(object)의 길이 형식이 잘못되었습니다(표지 \(Catalog.byte(marker)))"
        case .negativeLength(let object): return "객체 \(object)의 길이가 음수입니다"
        case .referenceOutOfRange(let reference, let objects): return "객체 \(reference)을(를) 참조하지만 객체는 \(objects)개뿐입니다"
        case .objectOutside(let object, let offset): return "객체 \(object)이(가) 위치 \(offset)에 있어 객체 영역 밖입니다"
        case .runsPastEnd(let part, let object):
            let name: String
            switch part {
            case .data: name = "데이터"
            case .array: name = "배열"
            case .dictionary: name = "사전"
            case .string: name = "문자열"
            case .length: name = "길이"
            case .value: name = "값"
            }
            return "객체 \(object)의 \(name)이(가) 객체 영역의 끝을 넘어갑니다"
        case .unsupportedMarker(let object, let offset, let marker):
            return "위치 \(offset)의 객체 \(object)에 지원하지 않는 표지 \(Catalog.byte(marker))이(가) 있습니다"
        }
    }
}

/// The words of expression problems in Korean.
extension Korean {
    static func text(for problem: ExpressionProblem) -> String {
        switch problem {
        case .argumentType(let function, let position, let expected, let found):
            return "'\(function)'의 \(position)번째 인수는 \(name(of: expected))여야 하는데 \(name(of: found))입니다"
        case .operandTypes(let op, let a, let b):
            return "'\(op)'은(는) \(name(of: a))와(과) \(name(of: b))에 쓸 수 없습니다"
        case .neverEqual(let op, let a, let b):
            return "\(name(of: a))와(과) \(name(of: b)) 사이의 '\(op)'은(는) " + (op == "!=" ? "항상 참입니다" : "항상 거짓입니다")
        case .notOrdered(let op, let type):
            return "'\(op)'(으)로 \(name(of: type))의 순서를 비교할 수 없습니다. == 또는 !=를 쓰세요"
        case .notACondition(let type):
            return "조건은 true 또는 false여야 하는데 \(name(of: type))입니다"
        case .invalidPattern(let pattern):
            return "잘못된 패턴: \(text(for: pattern))"
        case .notADate(let text):
            return "'\(text)'은(는) YYYY-MM-DD 날짜가 아닙니다"
        }
    }

    static func name(of type: ExpressionType) -> String {
        switch type {
        case .text: return "텍스트"
        case .number: return "숫자"
        case .bool: return "참/거짓 값"
        case .list: return "목록"
        case .null: return "null"
        case .any: return "임의의 값"
        }
    }
}
