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
        case .styleWords: return "a colour or style name, or an array of them"
        case .oneValue: return "one value"
        case .nestedObjects(let parts): return Catalog.nested(parts)
        case .formatVersion(let version): return "the format version number \(version)"
        case .rowTypeName: return "a row type name"
        case .options: return "an array of options"
        case .option: return "a string or an object with 'value' and 'label'"
        case .unit: return "an object with 'key' and 'options'"
        case .sections: return "an array of sections"
        case .items: return "an array of items, each an object"
        case .rows: return "an array of rows"
        case .checks: return "an array of checks, each {\"that\": …, \"message\": …}"
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
        case .unclosedTemplate: return "unclosed '{{' in the text: end it with '}}' (write {{ '{{' }} for a literal '{{')"
        case .unknownFunction(let name, let suggestion):
            return "unknown function '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .argumentCount(let function, let least, let most, let found):
            let count = least == most ? "\(least)" : "\(least) to \(most)"
            return "'\(function)' takes \(count) argument\(most == 1 ? "" : "s"), given \(found)"
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
        case .commaOrClosingParenthesis: return "',' or ')' after an argument"
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

/// The words of property-list problems in English.
extension English {
    static func text(for problem: PropertyListProblem) -> String {
        switch problem {
        case .textIn(let text, let element): return "unexpected text '\(text)' in <\(element)>"
        case .cdataIn(let element): return "unexpected CDATA section in <\(element)>"
        case .processingInstruction: return "processing instructions (<?...?>) are not supported"
        case .markupDeclaration(let element): return "unexpected '<!'" + (element.map { " in <\($0)>" } ?? "")
        case .elementNameMissing: return "expected an element name after '<'"
        case .endOfFileInside(let element): return "unexpected end of file inside <\(element)>"
        case .malformedTag(let name): return "malformed tag <\(name)>"
        case .endTagMissing(let name): return "expected </\(name)>"
        case .endTagMismatch(let expected, let found): return "expected </\(expected)>, found </\(found)>"
        case .malformedEndTag(let name): return "malformed end tag </\(name)>"
        case .attributeWithoutEquals(let name, let element): return "expected '=' after attribute '\(name)' of <\(element)>"
        case .attributeWithoutQuotedValue(let name, let element):
            return "expected a quoted value for attribute '\(name)' of <\(element)>"
        case .lessThanInAttribute(let name): return "'<' in the value of attribute '\(name)'; write it as &lt;"
        case .unterminatedComment: return "unterminated comment"
        case .controlCharacter(let scalar): return "control character U+\(Catalog.hex(scalar)) is not allowed in XML"
        case .lessThanInText(let element): return "'<' in the text of <\(element)>; write it as &lt;"
        case .unterminatedCDATA: return "unterminated CDATA section"
        case .bareAmpersand: return "'&' must start a reference such as &amp; (ended by ';')"
        case .unknownEntity(let name): return "unknown entity '&\(name);'"
        case .invalidCharacterReference(let name): return "invalid character reference '&\(name);'"
        case .noPlistElement: return "no <plist> element"
        case .textBeforePlist(let text): return "unexpected text '\(text)' before <plist>"
        case .doctypeTwice: return "more than one <!DOCTYPE>"
        case .declarationNotFirst: return "the <?xml ...?> declaration must come first in the file"
        case .rootNotPlist(let name): return "expected <plist> as the root element, found <\(name)>"
        case .unsupportedEncoding(let encoding): return "encoding '\(encoding)' is not supported; save the file as UTF-8"
        case .declarationAttribute(let name): return "unexpected attribute '\(name)' in the <?xml ...?> declaration"
        case .unterminatedDeclaration: return "unterminated <?xml ...?> declaration"
        case .malformedDeclaration: return "malformed <?xml ...?> declaration"
        case .internalSubset: return "an internal DTD subset ('[' in <!DOCTYPE>) is not supported"
        case .unterminatedDoctype: return "unterminated <!DOCTYPE>"
        case .unexpectedAttribute(let name, let element): return "unexpected attribute '\(name)' on <\(element)>"
        case .unsupportedVersion(let version): return "unsupported plist version '\(version)', expected 1.0"
        case .plistEmpty: return "<plist> holds no value"
        case .plistHoldsSeveral: return "<plist> holds more than one value"
        case .endOfFileInPlist: return "unexpected end of file, expected a value in <plist>"
        case .endOfFileBeforeEndTag(let name): return "unexpected end of file, expected </\(name)>"
        case .contentAfterPlist: return "unexpected content after </plist>"
        case .invalidInteger(let text): return "invalid integer '\(text)'"
        case .realNotFinite(let text): return "real '\(text)' is not a finite number"
        case .invalidReal(let text): return "invalid real '\(text)'"
        case .mustBeEmpty(let name): return "<\(name)> must be empty, as in <\(name)/>"
        case .invalidDate(let text): return "invalid date '\(text)', expected YYYY-MM-DDTHH:MM:SSZ"
        case .keyOutsideDict: return "<key> outside a <dict>"
        case .plistInsidePlist: return "<plist> inside <plist>"
        case .unknownElement(let name): return "unknown element <\(name)>"
        case .keyExpected(let found): return "expected <key> in <dict>, found <\(found)>"
        case .keyWithoutValue(let key): return "<key> '\(key)' has no value"
        case .endOfFileBeforeKeyValue(let key): return "unexpected end of file, expected a value for <key> '\(key)'"
        case .elementInside(let name, let parent): return "unexpected element <\(name)> inside <\(parent)>"
        case .base64AfterPadding: return "base64 in <data> continues after '='"
        case .base64Character(let shown): return "invalid character '\(shown)' in base64 <data>"
        case .base64Length: return "base64 in <data> has a length no encoder writes"
        case .binaryTooShort(let bytes): return "the file of \(bytes) bytes is too short for a binary property list"
        case .binaryVersion(let version): return "unsupported binary property list version '\(version)', expected bplist00"
        case .offsetSize(let size): return "bad trailer: offset size \(size), expected 1 to 8"
        case .referenceSize(let size): return "bad trailer: object reference size \(size), expected 1 to 8"
        case .offsetTableOutside(let offset): return "bad trailer: offset table at \(offset) lies outside the object area"
        case .noObjects: return "bad trailer: no objects"
        case .offsetTableTooLong(let objects): return "bad trailer: \(objects) objects need an offset table longer than the file"
        case .topObjectMissing(let top, let objects): return "bad trailer: top object \(top) is not among the \(objects) objects"
        case .tooManySharedValues(let limit): return "objects are shared so often that the tree would hold more than \(limit) values"
        case .objectContainsItself(let object): return "object \(object) contains itself"
        case .dateOutOfRange(let object): return "date in object \(object) is outside the years 1 to 9999"
        case .uid(let object): return "object \(object) is a UID, which only keyed archives use; a form cannot hold one"
        case .keyNotString(let member, let object): return "dictionary key \(member) (object \(object)) is not a string"
        case .asciiHighByte(let object): return "ASCII string in object \(object) holds a byte above 0x7F"
        case .unpairedSurrogate(let object): return "UTF-16 string in object \(object) holds an unpaired surrogate"
        case .integerSize(let bytes, let object): return "integer of \(bytes) bytes in object \(object) is not supported"
        case .binaryRealNotFinite(let text, let object): return "real '\(text)' in object \(object) is not a finite number"
        case .malformedLength(let object, let marker): return "object \(object) has a malformed length (marker \(Catalog.byte(marker)))"
        case .negativeLength(let object): return "object \(object) has a negative length"
        case .referenceOutOfRange(let reference, let objects):
            return "reference to object \(reference), but there are only \(objects) objects"
        case .objectOutside(let object, let offset): return "object \(object) is at offset \(offset), outside the object area"
        case .runsPastEnd(let part, let object):
            let name: String
            switch part {
            case .data: name = "data"
            case .array: name = "array"
            case .dictionary: name = "dictionary"
            case .string: name = "string"
            case .length: name = "length"
            case .value: name = "value"
            }
            return "\(name) of object \(object) runs past the end of the object area"
        case .unsupportedMarker(let object, let offset, let marker):
            return "object \(object) at offset \(offset) has an unsupported marker \(Catalog.byte(marker))"
        }
    }
}

/// The words of expression problems in English.
extension English {
    static func text(for problem: ExpressionProblem) -> String {
        switch problem {
        case .argumentType(let function, let position, let expected, let found):
            return "argument \(position) of '\(function)' must be \(name(of: expected)), not \(name(of: found))"
        case .operandTypes(let op, let a, let b):
            return "'\(op)' cannot take \(name(of: a)) and \(name(of: b))"
        case .neverEqual(let op, let a, let b):
            return "'\(op)' between \(name(of: a)) and \(name(of: b)) is " + (op == "!=" ? "always true" : "never true")
        case .notOrdered(let op, let type):
            return "'\(op)' cannot order \(name(of: type)); use == or !="
        case .notACondition(let type):
            return "a condition must be true or false, not \(name(of: type))"
        case .invalidPattern(let pattern):
            return "invalid pattern: \(text(for: pattern))"
        case .notADate(let text):
            return "'\(text)' is not a YYYY-MM-DD date"
        }
    }

    static func name(of type: ExpressionType) -> String {
        switch type {
        case .text: return "text"
        case .number: return "a number"
        case .bool: return "true or false"
        case .list: return "a list"
        case .null: return "null"
        case .any: return "any value"
        }
    }
}
