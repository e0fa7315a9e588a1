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
