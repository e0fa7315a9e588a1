/// The parts English problems are made of: what a value must be and what it is, and what the
/// JSON reader expected and found.
extension English {
    static func expected(_ value: ExpectedValue, in catalog: Catalog) -> String {
        switch value {
        case .string: return "a string"
        case .emailString: return "an email address (string)"
        case .urlString: return "a URL (string)"
        case .wholeNumber: return "a whole number"
        case .wholeNumberBetween(let lowest, let highest): return "a whole number from \(lowest) to \(highest)"
        case .number: return "a number"
        case .numberBetween(let lowest, let highest): return "a number from \(lowest) to \(highest)"
        case .boolean: return "true or false"
        case .dateString: return "a date string YYYY-MM-DD"
        case .optionValue: return "one option value (string)"
        case .optionValues: return "an array of option values"
        case .nothing: return "nothing"
        case .object: return "an object"
        case .oneValue: return "one value"
        case .nestedObjects(let parts): return Catalog.nested(parts)
        case .formatVersion(let version): return "the format version number \(version)"
        case .rowTypeName: return "a row type name"
        case .options: return "an array of options"
        case .option: return "a string or an object with 'value' and 'label'"
        case .unit: return "an object with 'key' and 'options'"
        case .sections: return "an array of sections"
        case .rows: return "an array of rows"
        case .headers: return "an object of header names to values"
        case .languageTags: return "an array of language tags"
        case .wellFormedLanguageTags: return "BCP 47 language tags such as \"en\" or \"zh-Hans\""
        case .wellFormedLanguageTag: return "a BCP 47 language tag such as \"en\" or \"zh-Hans\""
        case .localizedText(let examples):
            return "text, or an object of language tags\(examples ? " (\"en\", \"zh-Hans\")" : "") to text"
        case .custom(let text): return InertText.line(catalog.resolved(text))
        }
    }

    static func found(_ value: FoundValue) -> String {
        switch value {
        case .kind(let kind): return self.kind(kind)
        case .string(let text): return "the string '\(text)'"
        case .number(let text): return "the number \(text)"
        case .bool(let bool): return bool ? "true" : "false"
        case .arrayHolding(let kind): return "an array holding \(self.kind(kind))"
        case .keyTwice: return "the key twice"
        case .memberName(let name): return "the member name '\(name)'"
        case .written(let text): return "'\(text)'"
        }
    }

    static func kind(_ kind: ValueKind) -> String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .null: return "null"
        case .date: return "a date"
        case .data: return "data"
        }
    }

    static func expected(_ json: JSONExpected) -> String {
        switch json {
        case .value: return "a value"
        case .valueOrEndOfArray: return "a value or ']'"
        case .key: return "a string key"
        case .keyOrEndOfObject: return "a string key or '}'"
        case .colon: return "':'"
        case .commaOrEndOfObject: return "',' or '}'"
        case .commaOrEndOfArray: return "',' or ']'"
        case .literal(let literal): return "'\(literal)'"
        case .closingQuote: return "'\"' to close the string"
        }
    }

    static func found(_ json: JSONFound) -> String {
        switch json {
        case .text(let text): return Catalog.quotedFound(text)
        case .endOfLine: return "end of line"
        case .byte(let byte): return "byte \(Catalog.byte(byte))"
        case .character(let scalar): return "character U+\(Catalog.hex(scalar))"
        }
    }
}
