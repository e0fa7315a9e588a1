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

/// The words of `when` problems in English.
extension English {
    static func text(for reason: ConditionSyntaxError.Reason) -> String {
        switch reason {
        case .singleEquals: return "use '==' to compare"
        case .misspelled(let written, let replacement): return "use '\(replacement)' instead of '\(written)'"
        case .curlyQuote(let quote): return "use straight quotes (' or \") instead of '\(quote)'"
        case .unexpectedCharacter(let character): return "unexpected character '\(character)'"
        case .unknownEscape(let escape): return "unknown escape '\(escape)' in string (only \\', \\\" and \\\\ are allowed)"
        case .unterminatedString: return "unterminated string"
        case .invalidNumber(let number): return "invalid number '\(number)'"
        case .numberOutOfRange(let number): return "number '\(number)' is out of range"
        case .danglingDot(let key): return "invalid key '\(key)': a dot must be followed by a name"
        case .empty: return "empty expression"
        case .tooLong(let limit): return "expression is too long (more than \(limit) characters)"
        case .nestedTooDeeply: return "expression nested too deeply"
        case .tooManyConditions(let limit): return "expression has too many conditions (more than \(limit))"
        case .unmatchedParenthesis: return "unexpected ')'"
        case .unclosedParenthesis: return "unclosed '('"
        case .unclosedList: return "unclosed '['"
        case .emptyList: return "empty list after 'in': give at least one value"
        case .trailingComma: return "expected a value after ',', found ']' (remove the trailing comma)"
        case .expected(let expected, let found): return "expected \(self.expected(expected)), found \(self.found(found))"
        }
    }

    static func expected(_ expected: ConditionSyntaxError.Expected) -> String {
        func after(_ token: String?) -> String { token.map { " after '\($0)'" } ?? "" }
        switch expected {
        case .andOrEnd: return "'and', 'or' or end of expression"
        case .andOrClosingParenthesis: return "'and', 'or' or ')'"
        case .key(let token): return "a key" + after(token)
        case .keyBefore(let token): return "a key before '\(token)'"
        case .value(let token): return "a value" + after(token)
        case .stringAfterContains: return "a string after 'contains'"
        case .test(let key): return "a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after '\(key)'"
        case .comparisonOperator(let token): return "a comparison operator after '\(token)'"
        case .list: return "'[' after 'in'"
        case .commaOrEndOfList: return "',' or ']' in the list"
        }
    }

    static func found(_ found: ConditionSyntaxError.Found) -> String {
        switch found {
        case .end: return "end of expression"
        case .string(let text): return "string '\(text)'"
        case .token(let text): return "'\(text)'"
        case .keywordInOtherCase(let text): return "'\(text)' (keywords are lowercase: '\(text.lowercased())')"
        case .unquotedText(let shown, let word): return "'\(shown)' (put text in quotes: '\(word)')"
        }
    }

    static func text(for mismatch: ConditionMismatch, key: String) -> String {
        switch mismatch {
        case .containsTakesAString(let literal): return "with \(literal); 'contains' takes a string"
        case .containsNeedsList: return "with 'contains', which needs a multiselect or text row"
        case .nullByOrder: return "with null by order; use == or !="
        case .yesNoByOrder(let literal): return "by order with \(literal); a yes/no answer is only == or != true or false"
        case .notADate(let literal): return "with \(literal), which is not a YYYY-MM-DD date"
        case .wrongLiteral(let literal, let rowType, let comparand):
            let with: String
            switch comparand {
            case .number: with = "a number"
            case .boolean: with = "true or false"
            case .contains: with = "'contains' (e.g. \(key) contains 'value')"
            case .string: with = "a string"
            }
            return "with \(literal), but it holds \(rowType) answers; compare with \(with)"
        case .notAnOption(let value, let suggestion):
            return "with '\(value)', which is not one of its option values" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        }
    }
}
