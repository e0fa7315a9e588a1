/// Everything that can be wrong with a form file, as data.
///
/// Each case carries what its message needs; ``description`` is the English text. Keeping
/// problems typed (rather than strings built where they are found) lets tests match them
/// exactly and lets a message catalog translate them in one place.
public enum FormProblem: Error, Sendable, Equatable, CustomStringConvertible {
    // Reading the file.
    case fileTooLarge(bytes: Int, limit: Int)
    case emptyFile
    case invalidUTF8
    case unexpectedEnd(expected: String)
    case unexpectedCharacter(found: String, expected: String)
    case invalidNumber(String)
    case invalidEscape(String)
    case controlCharacterInString(UInt32)
    case trailingContent(found: String)
    case nestingTooDeep(limit: Int)
    case invalidPropertyList(String)

    // The structure.
    case notAnObject(found: String)
    case duplicateMember(String)
    case unknownKey(String, suggestion: String?)
    case missingKey(String)
    case wrongType(key: String, expected: String, found: String)
    case unsupportedVersion(found: String, supported: Int)
    case tooManyRows(limit: Int)
    case tooManyOptions(limit: Int)

    // Rows.
    case unknownRowType(String, suggestion: String?)
    case keyNotForType(key: String, type: String)
    case invalidRowKey(String)
    case duplicateRowKey(String, first: String)
    case nestingConflict(String, with: String)
    case emptyText(key: String)
    case noOptions
    case duplicateOptionValue(String)
    case boundsInverted(minKey: String, min: String, maxKey: String, max: String)
    case negativeBound(key: String, value: Int)
    case boundExceedsOptions(key: String, value: Int, options: Int)
    case invalidPattern(String, reason: String)
    case invalidDate(key: String, value: String)
    case invalidDefault(String)
    case secretDefault
    case singleOption

    // Conditions.
    case invalidCondition(String)
    case conditionUnknownKey(String, suggestion: String?)
    case conditionLaterKey(String)
    case conditionOwnKey(String)
    case conditionTypeMismatch(key: String, detail: String)

    // Submission.
    case invalidURL(String)
    case unsupportedURLScheme(String)
    case invalidMethod(String)
    case invalidHeaderName(String)
    case environmentReferenceSyntax(String)
    case environmentDefaultNotWhole(String)
    case nonPositive(key: String)
    case secretOverPlainHTTP(host: String)

    // Sections.
    case emptySection(String)
    case duplicateSectionID(String)

    public var description: String {
        switch self {
        case .fileTooLarge(_, let limit):
            // The byte count may be only what was read before stopping, so it is not quoted.
            return "the file is larger than the limit of \(limit) bytes"
        case .emptyFile:
            return "the file is empty; a form is an object with 'askform' and 'sections'"
        case .invalidUTF8:
            return "invalid UTF-8 byte sequence"
        case .unexpectedEnd(let expected):
            return "unexpected end of file, expected \(expected)"
        case .unexpectedCharacter(let found, let expected):
            return "unexpected \(found), expected \(expected)"
        case .invalidNumber(let text):
            return "invalid number '\(text)'"
        case .invalidEscape(let text):
            return "invalid escape '\(text)' in string"
        case .controlCharacterInString(let scalar):
            return "control character U+\(Self.hex(scalar)) in string; write it as an escape such as \\n"
        case .trailingContent(let found):
            return "unexpected \(found) after the end of the form"
        case .nestingTooDeep(let limit):
            return "nesting deeper than \(limit) levels"
        case .invalidPropertyList(let detail):
            return "invalid property list: \(detail)"

        case .notAnObject(let found):
            return "a form must be an object, found \(found)"
        case .duplicateMember(let key):
            return "duplicate key '\(key)'"
        case .unknownKey(let key, let suggestion):
            return "unknown key '\(key)'" + Self.didYouMean(suggestion)
        case .missingKey(let key):
            return "missing required key '\(key)'"
        case .wrongType(let key, let expected, let found):
            return "'\(key)' must be \(expected), found \(found)"
        case .unsupportedVersion(let found, let supported):
            return "format version \(found) is not supported by this askform (it reads version \(supported)); upgrade askform"
        case .tooManyRows(let limit):
            return "more than \(limit) rows"
        case .tooManyOptions(let limit):
            return "more than \(limit) options in all"

        case .unknownRowType(let type, let suggestion):
            return "unknown row type '\(type)'" + Self.didYouMean(suggestion)
                + (suggestion == nil ? "; types are \(RowType.allCases.map(\.rawValue).joined(separator: ", "))" : "")
        case .keyNotForType(let key, let type):
            return "'\(key)' does not apply to \(Self.article(type)) \(type) row"
        case .invalidRowKey(let key):
            return "invalid key '\(key)': use letters, digits, '_' and '-', with '.' between parts (e.g. 'address.city')"
        case .duplicateRowKey(let key, let first):
            return "duplicate row key '\(key)', first used at \(first)"
        case .nestingConflict(let key, let other):
            return "key '\(key)' conflicts with '\(other)': one would nest inside the other's value"
        case .emptyText(let key):
            return "'\(key)' must not be empty"
        case .noOptions:
            return "'options' must list at least one option"
        case .duplicateOptionValue(let value):
            return "duplicate option value '\(value)'"
        case .boundsInverted(let minKey, let min, let maxKey, let max):
            return "'\(minKey)' (\(min)) is greater than '\(maxKey)' (\(max))"
        case .negativeBound(let key, let value):
            return "'\(key)' must not be negative, found \(value)"
        case .boundExceedsOptions(let key, let value, let options):
            return "'\(key)' is \(value) but the row has only \(options) option\(options == 1 ? "" : "s")"
        case .invalidPattern(let pattern, let reason):
            return "pattern '\(pattern)' does not compile: \(reason)"
        case .invalidDate(let key, let value):
            return "'\(key)' must be a date written YYYY-MM-DD, found '\(value)'"
        case .invalidDefault(let reason):
            return "default breaks the row's own rules: \(reason)"
        case .secretDefault:
            return "a secret row cannot have a written default; use \"${env:NAME}\" so the secret stays out of the form file"
        case .singleOption:
            return "only one option to choose from"

        case .invalidCondition(let detail):
            return "invalid 'when' expression: \(detail)"
        case .conditionUnknownKey(let key, let suggestion):
            return "'when' names unknown key '\(key)'" + Self.didYouMean(suggestion)
        case .conditionLaterKey(let key):
            return "'when' names '\(key)', which is asked later in the form; it can only read keys asked before it"
        case .conditionOwnKey(let key):
            return "'when' names the row's own key '\(key)'; it can only read keys asked before this row"
        case .conditionTypeMismatch(let key, let detail):
            return "'when' compares '\(key)' \(detail)"

        case .invalidURL(let url):
            return "invalid URL '\(url)'"
        case .unsupportedURLScheme(let url):
            return "URL '\(url)' must start with http:// or https://"
        case .invalidMethod(let method):
            return "method '\(method)' is not one of POST, PUT, PATCH"
        case .invalidHeaderName(let name):
            return "invalid header name '\(name)'"
        case .environmentReferenceSyntax(let text):
            return "malformed environment reference in '\(text)'; write ${env:NAME}"
        case .environmentDefaultNotWhole(let text):
            return "default '\(text)' mixes text with ${env:NAME}; a default from the environment is exactly \"${env:NAME}\""
        case .nonPositive(let key):
            return "'\(key)' must be greater than zero"
        case .secretOverPlainHTTP(let host):
            return "the form has secret rows but submits over plain http:// to '\(host)'; it will be refused unless --insecure is given"

        case .emptySection(let id):
            return "section '\(id)' has no rows"
        case .duplicateSectionID(let id):
            return "duplicate section id '\(id)'"
        }
    }

    /// `an integer row`, `a url row`: row type names that start with a vowel sound.
    private static func article(_ word: String) -> String {
        ["integer", "email"].contains(word) ? "an" : "a"
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
