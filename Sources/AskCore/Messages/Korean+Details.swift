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
        case .oneValue: return "값 하나"
        case .nestedObjects(let parts): return "중첩 객체 \(Catalog.nested(parts))"
        case .formatVersion(let version): return "형식 버전 번호 \(version)"
        case .rowTypeName: return "행 유형 이름"
        case .options: return "선택지 배열"
        case .option: return "문자열, 또는 'value'와 'label'이 있는 객체"
        case .unit: return "'key'와 'options'가 있는 객체"
        case .sections: return "섹션 배열"
        case .rows: return "행 배열"
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
