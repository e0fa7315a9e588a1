/// askform's words in English: the reference every other language translates.
enum English: Words {
    static let punctuation = Punctuation(listSeparator: ", ", clauseSeparator: ", ", space: " ", open: "(", close: ")",
                                          period: ".", colon: ": ")

    static func text(for problem: FormProblem, in catalog: Catalog) -> String {
        let q = Catalog.quotedRaw
        switch problem {
        case .fileTooLarge(_, let limit):
            // The byte count may be only what was read before stopping, so it is not quoted.
            return "the file is larger than the limit of \(limit) bytes"
        case .emptyFile:
            return "the file is empty; a form is an object with 'askform' and 'sections'"
        case .invalidUTF8:
            return "invalid UTF-8 byte sequence"
        case .unexpectedEnd(let expected):
            return "unexpected end of file, expected \(self.expected(expected))"
        case .unexpectedCharacter(let found, let expected):
            return "unexpected \(self.found(found)), expected \(self.expected(expected))"
        case .invalidNumber(let text):
            return "invalid number \(q(text))"
        case .invalidEscape(let text):
            return "invalid escape \(q(text)) in string"
        case .controlCharacterInString(let scalar):
            return "control character U+\(Catalog.hex(scalar)) in string; write it as an escape such as \\n"
        case .trailingContent(let found):
            return "unexpected \(self.found(found)) after the end of the form"
        case .nestingTooDeep(let limit):
            return "nesting deeper than \(limit) levels"
        case .invalidPropertyList(let detail):
            return "invalid property list: \(text(for: detail))"

        case .notAnObject(let found):
            return "a form must be an object, found \(self.found(found))"
        case .duplicateMember(let key):
            return "duplicate key \(q(key))"
        case .unknownKey(let key, let suggestion):
            return "unknown key \(q(key))" + didYouMean(suggestion)
        case .missingKey(let key):
            return "missing required key \(q(key))"
        case .wrongType(let key, let expected, let found):
            return "\(q(key)) must be \(self.expected(expected, in: catalog)), found \(self.found(found))"
        case .unsupportedVersion(let found, let supported):
            return "format version \(found) is not supported by this askform (it reads version \(supported)); upgrade askform"
        case .tooManyRows(let limit):
            return "more than \(limit) rows"
        case .tooManyOptions(let limit):
            return "more than \(limit) options in all"

        case .unknownRowType(let type, let suggestion, let known):
            return "unknown row type \(q(type))" + didYouMean(suggestion)
                + (suggestion == nil ? "; types are \(known.joined(separator: ", "))" : "")
        case .invalidSetting(let key, let message):
            return "\(q(key)): \(InertText.line(catalog.resolved(message)))"
        case .keyNotForType(let key, let type):
            return "\(q(key)) does not apply to \(["integer", "email"].contains(type) ? "an" : "a") \(type) row"
        case .invalidRowKey(let key):
            return "invalid key \(q(key)): use letters, digits, '_' and '-', with '.' between parts (e.g. 'address.city')"
        case .duplicateRowKey(let key, let first):
            return "duplicate row key \(q(key)), first used at \(first)"
        case .nestingConflict(let key, let other):
            return "key \(q(key)) conflicts with \(q(other)): one would nest inside the other's value"
        case .emptyText(let key):
            return "\(q(key)) must not be empty"
        case .noOptions:
            return "'options' must list at least one option"
        case .duplicateOptionValue(let value):
            return "duplicate option value \(q(value))"
        case .optionValueHasSeparator(let value):
            return "option value \(q(value)) holds a comma, which separates a multiselect's choices: it could never be typed"
        case .labelIsAnotherValue(let label, let value):
            return "the label \(q(label)) is another option's value: typing it would choose \(q(value))"
        case .boundsInverted(let minKey, let min, let maxKey, let max):
            return "\(q(minKey)) (\(min)) is greater than \(q(maxKey)) (\(max))"
        case .negativeBound(let key, let value):
            return "\(q(key)) must not be negative, found \(value)"
        case .boundExceedsOptions(let key, let value, let options):
            return "\(q(key)) is \(value) but the row has only \(options) option\(options == 1 ? "" : "s")"
        case .invalidPattern(let problem):
            return "pattern: " + text(for: problem)
        case .invalidDate(let key, let value):
            return "\(q(key)) must be a date written YYYY-MM-DD, found \(q(value))"
        case .invalidDefault(let reason):
            return "default breaks the row's own rules: \(catalog.text(for: reason))"
        case .secretDefault:
            return "a secret row cannot have a written default; use \"${env:NAME}\" so the secret stays out of the form file"
        case .numericOptionValues:
            return "option values are numbers other than their positions: at a terminal '2' chooses the second option unless a value is '2', and a script's option number is refused (scripts give values)"
        case .unknownStyleRole(let role, let suggestion):
            return "unknown appearance role \(q(role))" + didYouMean(suggestion)
                + (suggestion == nil ? "; roles are " + StyleRole.allCases.map(\.rawValue).joined(separator: ", ") : "")
        case .unknownStyleWord(let word, let suggestion):
            return "unknown colour or style \(q(word))" + didYouMean(suggestion)
                + (suggestion == nil ? "; write a colour name (red, bright-blue), #RRGGBB, bold, dim, italic or underline" : "")
        case .singleOption:
            return "only one option to choose from"
        case .missingTranslation(let key, let languages):
            return "\(q(key)) has no text in \(languages.joined(separator: ", ")), which the form lists in 'languages'"
        case .defaultLanguageNotListed(let tag, let languages):
            return "defaultLanguage \(q(tag)) is not one of the form's languages: \(languages.joined(separator: ", "))"

        case .invalidCondition(let reason):
            return "invalid 'when' expression: \(text(for: reason))"
        case .conditionUnquotedText(let text, let key):
            return "'when' names \(q(text)), which is no key but an option of \(q(key)); write text in quotes: \(q(text))"
        case .conditionUnknownKey(let key, let suggestion):
            return "'when' names unknown key \(q(key))" + didYouMean(suggestion)
        case .invalidExpressionSyntax(let field, let reason):
            return "invalid expression in \(q(field)): \(text(for: reason))"
        case .expressionUnknownKey(let field, let key, let suggestion):
            return "\(q(field)) names unknown key \(q(key))" + didYouMean(suggestion)
        case .expressionLaterKey(let field, let key):
            return "\(q(field)) names \(q(key)), which is not asked before it; it can only read keys asked earlier"
        case .conditionLaterKey(let key):
            return "'when' names \(q(key)), which is asked later in the form; it can only read keys asked before it"
        case .conditionOwnKey(let key):
            return "'when' names the row's own key \(q(key)); it can only read keys asked before this row"
        case .conditionTypeMismatch(let key, let mismatch):
            return "'when' compares \(q(key)) \(text(for: mismatch, key: key))"
        case .invalidExpression(let problem):
            return "invalid expression: \(text(for: problem))"

        case .invalidURL(let url):
            return "invalid URL \(q(url))"
        case .unsupportedURLScheme(let url):
            return "URL \(q(url)) must start with http:// or https://"
        case .invalidMethod(let method):
            return "method \(q(method)) is not one of POST, PUT, PATCH"
        case .invalidHeaderName(let name):
            return "invalid header name \(q(name))"
        case .environmentReferenceSyntax(let text):
            return "malformed environment reference in \(q(text)); write ${env:NAME}"
        case .environmentDefaultNotWhole(let text):
            return "default \(q(text)) mixes text with ${env:NAME}; a default from the environment is exactly \"${env:NAME}\""
        case .outOfRange(let key, let found, let lowest, let highest):
            return "\(q(key)) is \(found); it must be from \(lowest) to \(highest)"
        case .headerControlCharacter(let name, let character):
            return "header \(q(name)) holds control character U+\(Catalog.hex(character)); a header is one line of printable text"
        case .secretOverPlainHTTP(let host):
            return "the form has secret rows but submits over plain http:// to \(q(host)); it will be refused unless --insecure is given"

        case .emptySection(let id):
            return "section \(q(id)) has no rows"
        case .duplicateSectionID(let id):
            return "duplicate section id \(q(id))"
        case .repeatWithoutKey:
            return "a section with 'repeat' needs a 'key' to write its items under"
        case .keyWithoutRepeat(let key):
            return "section key \(q(key)) is only for a repeat group; add 'repeat', or move the key to a row"
        case .repeatCountWithBounds:
            return "'count' decides the number of items alone; remove 'min', 'max' and 'add'"
        case .repeatCountNotNumber(let text):
            return "'count' \(q(text)) is not a number; write an expression such as 'party_size' or 'count(cities)'"
        case .keyInsideRepeat(let key, let group):
            return "\(q(key)) is a key inside repeat group \(q(group)); outside it, read the group with count(\(group))"

        case .keyBecomesReservedVariable(let key, let variable):
            return "key \(q(key)) becomes the shell variable \(variable), which fill --format env refuses to write; rename the key, or fill with --env-prefix"

        case .notConverted(let loss):
            return text(for: loss)
        case .otherToolsForm(let kind, let tool):
            return "this file is written for \(tool), not askform: convert it with 'askform convert FILE --from \(kind)', or read it as it is with '--from \(kind)'"
        case .yaml(let problem):
            return text(for: problem)
        case .unknownFormSource(let tried):
            return "cannot tell which kind of form this is (tried \(tried.joined(separator: ", "))); name it with --from KIND"
        }
    }

    static func text(for problem: AnswerProblem, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        func subject(_ text: String?) -> String { text.map(q) ?? "the answer" }
        func characters(_ count: Int) -> String { count == 1 ? "1 character" : "\(count) characters" }
        func list(_ items: [String]) -> String {
            Catalog.list(items, separator: ", ") { ", … (\($0) more)" }
        }
        func list(_ options: [Option]) -> String {
            catalog.options(options, separator: ", ") { ", … (\($0) more)" }
        }
        switch problem {
        case .required:
            return "an answer is required"
        case .cannotSkip:
            return "an answer is required; :skip is only for optional questions"
        case .notAnInteger(let text):
            return "\(q(text)) is not a whole number"
        case .notANumber(let text):
            return "\(q(text)) is not a number"
        case .belowMinimum(let text, let minimum):
            return "\(q(text)) is below the minimum \(minimum)"
        case .aboveMaximum(let text, let maximum):
            return "\(q(text)) is above the maximum \(maximum)"
        case .tooShort(let text, let length, let minimum):
            return "\(subject(text)) is \(characters(length)) long; the minimum is \(minimum)"
        case .tooLong(let text, let length, let maximum):
            return "\(subject(text)) is \(characters(length)) long; the maximum is \(maximum)"
        case .tooLongForPattern(let text, let length, let maximum):
            return "\(subject(text)) is \(characters(length)) long, more than the \(maximum) its pattern can be checked against"
        case .patternMismatch(let text, let pattern, let message):
            if let message {
                let shown = InertText.line(catalog.resolved(message))
                return text.map { "\(q($0)): \(shown)" } ?? shown
            }
            return "\(subject(text)) does not match the pattern \(q(pattern))"
        case .notAnOption(let text, let options):
            return "\(q(text)) is not one of the options: \(list(options))"
        case .ambiguous(let text, let candidates):
            return "\(q(text)) matches several options: \(list(candidates)); type more of it"
        case .tooFewSelected(let count, let minimum):
            return "\(count) selected; choose at least \(minimum)"
        case .tooManySelected(let count, let maximum):
            return "\(count) selected; choose at most \(maximum)"
        case .tooFewItems(let count, let minimum):
            return "\(count) items; the group needs at least \(minimum)"
        case .tooManyItems(let count, let maximum):
            return "\(count) items; the group takes at most \(maximum)"
        case .itemCountDiffers(let count, let expected):
            return "\(count) items; the group's count says \(expected)"
        case .duplicateSelection(let value):
            return "\(q(value)) is selected twice"
        case .notYesNo(let text):
            return "\(q(text)) is not yes or no (y, yes, true, 1 / n, no, false, 0)"
        case .noSuchDay(let text):
            return "\(q(text)) is not a day of the calendar (no such month or day)"
        case .invalidDate(let text):
            return "\(q(text)) is not a date written YYYY-MM-DD"
        case .invalidEmail(let text):
            return "\(q(text)) is not an email address such as name@example.org"
        case .invalidURL(let text):
            return "\(q(text)) is not a URL starting with http:// or https://"
        case .wrongType(let expected, let found):
            return "expected \(self.expected(expected, in: catalog)), found \(self.found(found))"
        case .unitWithoutAmount:
            return "a unit is given but its amount is empty"
        case .answeredWhileHidden:
            return "answered, but the row is hidden by its 'when' condition"
        case .unknownKey(let suggestion):
            return "no row has this key" + (suggestion.map { " (did you mean \(q($0))?)" } ?? "")
        case .setsUnit(let row):
            return "is the unit of \(q(row))"
        case .checkFailed(let message):
            return InertText.line(catalog.resolved(message))
        case .isComputed:
            return "is computed from other answers; it cannot be set"
        case .computedDiffers(let value, let computed):
            return "\(q(value)) is not what it is computed as, \(q(computed))"
        case .refused(let text, let reason):
            let shown = InertText.line(catalog.resolved(reason))
            return text.map { "\(q($0)): \(shown)" } ?? shown
        case .containsNUL:
            return "the answer holds a NUL character (U+0000); answers are text without NUL"
        case .severalLines(let count):
            return "the answer has \(count) lines but this question takes one line"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}

extension English {
    static func text(for problem: PatternProblem) -> String {
        let t = "'" + problem.text + "'"
        let at = "at character \(problem.offset + 1)"
        switch problem.reason {
        case .notLinear(let construct):
            return "\(name(construct)) \(t) \(at) is not supported: askform matches patterns in linear time"
        case .notPortable(let construct):
            return "\(name(construct)) \(t) \(at) is not supported: askform accepts only what ECMA-262 and Python's re read alike"
        case .unescaped: return "unescaped \(t) \(at); write '\\\(problem.text)' for the character itself"
        case .unknownEscape:
            return "unknown escape \(t) \(at); write the character itself, or escape one of ^$\\.*+?()[]{}|/"
        case .surrogateEscape:
            return "escape \(t) \(at) is half of a surrogate pair; write the character itself or \\u{…}"
        case .trailingBackslash: return "the pattern ends with a lone '\\'"
        case .unknownGroup: return "unknown group \(t) \(at); use '(' or '(?:'"
        case .unmatchedParenthesis: return "unmatched ')' \(at)"
        case .unclosedGroup: return "'(' \(at) is never closed"
        case .unclosedClass: return "'[' \(at) is never closed"
        case .nothingToRepeat: return "quantifier \(t) \(at) has nothing to repeat"
        case .rangeOutOfOrder: return "range \(t) \(at) is out of order"
        case .classInRange: return "range \(t) \(at) has a class as a bound; a range is between two characters"
        case .repetitionOutOfOrder: return "repetition \(t) \(at) is out of order"
        case .tooLong(let limit): return "the pattern is longer than \(limit) characters"
        case .tooDeep(let limit): return "groups nest deeper than \(limit) levels \(at)"
        case .repetitionTooLarge(let limit): return "repetition \(t) \(at) is above the limit of \(limit)"
        case .tooLarge(let limit): return "the pattern compiles to more than \(limit) instructions; repeat less"
        }
    }

    private static func name(_ construct: PatternProblem.Construct) -> String {
        switch construct {
        case .backreference: return "backreference"
        case .lookahead: return "lookahead"
        case .lookbehind: return "lookbehind"
        case .atomicGroup: return "atomic group"
        case .possessiveQuantifier: return "possessive quantifier"
        case .namedGroup: return "named group"
        case .inlineFlags: return "inline flag"
        case .comment: return "comment"
        case .anchor: return "anchor"
        case .unicodeProperty: return "Unicode property"
        }
    }
}

/// The words of conversion losses in English.
extension English {
    static func text(for loss: ConversionLoss) -> String {
        let q = Catalog.quotedRaw
        switch loss {
        case .unsupportedKey(let key, let tool):
            return "\(q(key)) is not carried over: askform has no counterpart of this \(tool) setting"
        case .untranslatedTemplate(let text, let tool):
            return "\(tool) template \(q(text)) is not translated; the row works without it"
        case .approximated(let construct, let becomes):
            return "\(q(construct)) becomes \(becomes)"
        case .leftOut(let construct, let tool):
            return "\(q(construct)) is left out: this \(tool) question is not asked in askform"
        case .optionWithoutValue(let label):
            return "choice \(q(label)) is left out: its value is empty, and an askform option needs one"
        case .objectAnswer(let key, let tool):
            return "\(q(key)) is not asked: its \(tool) answer is a mapping, and no askform row answers with one"
        }
    }
}

// MARK: YAML files

extension English {
    /// The English messages are the problems' own descriptions, which `YAMLReadError` shows too.
    static func text(for problem: YAMLProblem) -> String {
        problem.description
    }
}
