import Foundation
import Testing
@testable import AskCore

/// The message catalog: every key renders in every language with what it carries, and the
/// languages are chosen as docs/CLI.md ("Languages") says.
@Suite struct CatalogTests {
    /// One key with distinctive arguments, and the texts its rendering must show in every language.
    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var render: @Sendable (Catalog) -> String
        var shows: [String]
        var testDescription: String { name }

        init(_ message: Message, _ shows: String...) {
            self.name = Self.caseName(message)
            self.render = { $0.text(for: message) }
            self.shows = shows
        }

        /// `named` is needed for cases without a payload: problems describe themselves in English.
        init(form problem: FormProblem, named: String? = nil, _ shows: String...) {
            self.name = "FormProblem." + (named ?? Self.caseName(problem))
            self.render = { $0.text(for: problem) }
            self.shows = shows
        }

        init(answer problem: AnswerProblem, named: String? = nil, _ shows: String...) {
            self.name = "AnswerProblem." + (named ?? Self.caseName(problem))
            self.render = { $0.text(for: problem) }
            self.shows = shows
        }

        /// The case's name: the label of its payload, or (a message without one) its description.
        static func caseName<T>(_ value: T) -> String {
            Mirror(reflecting: value).children.first?.label ?? String(describing: value)
        }
    }

    static let problem = AnswerProblem.notAnInteger("ARG9")

    static let messages: [Sample] = [
        Sample(.formProblem(.duplicateMember("ARG1")), "ARG1"),
        Sample(.answerProblem(.notANumber("ARG1")), "ARG1"),
        Sample(.hintRequired), Sample(.hintHidden), Sample(.hintEmail), Sample(.hintURL),
        Sample(.hintWholeNumber(min: "41", max: "42"), "41", "42"),
        Sample(.hintWholeNumber(min: nil, max: nil)),
        Sample(.hintNumber(min: "4.5", max: nil), "4.5"),
        Sample(.hintDate(min: nil, max: "2026-01-02"), "2026-01-02"),
        Sample(.hintLength(min: 41, max: 42), "41", "42"), Sample(.hintLength(min: 41, max: nil), "41"),
        Sample(.hintLength(min: nil, max: 42), "42"), Sample(.hintLength(min: nil, max: nil)),
        Sample(.hintThenUnit("ARG1"), "ARG1"),
        Sample(.hintSelect(options: 41), "41"), Sample(.hintSelect(options: 1), "1"),
        Sample(.hintMultiselect(min: 41, max: 42, completes: true), "41", "42"),
        Sample(.hintMultiselect(min: 41, max: 41, completes: false), "41"),
        Sample(.hintMultiselect(min: 41, max: nil, completes: true), "41"),
        Sample(.hintMultiselect(min: nil, max: 42, completes: true), "42"),
        Sample(.hintMultiselect(min: nil, max: nil, completes: false)),
        Sample(.hintExample("ARG1"), "ARG1"), Sample(.hintUnitOf("ARG1"), "ARG1"), Sample(.hintOfKind("ARG1"), "ARG1"),
        Sample(.hintMultiline, ".", ":edit"), Sample(.moreLines(41), "41"), Sample(.moreLines(1), "1"),
        Sample(.editorFailed(status: 41), "41"), Sample(.editorFailed(status: nil)), Sample(.pastedSeveralLines(41), "41"),
        Sample(.confirmChoices(default: true)), Sample(.confirmChoices(default: false)), Sample(.confirmChoices(default: nil)),
        Sample(.manyOptions(41), "41", ":list"), Sample(.nothingToList), Sample(.reviewHelp, ":discard", ":back"), Sample(.notAtTheReview("ARG1"), "ARG1"),
        Sample(.noSuchAnswerNumber(41, count: 42), "41", "42"), Sample(.noSuchAnswerNumber(41, count: 0), "41"),
        Sample(.hiddenByCondition("ARG1"), "'ARG1'", "'when'"),
        Sample(.cannotAddItem("ARG1", maximum: 41), "'ARG1'", "41"), Sample(.cannotAddItem("ARG1", maximum: nil), "'ARG1'", "count"),
        Sample(.cannotRemoveItem("ARG1", minimum: 41), "'ARG1'", "41"), Sample(.cannotRemoveItem("ARG1", minimum: nil), "'ARG1'", "count"),
        Sample(.discardQuestion), Sample(.discarded),
        Sample(.acceptedOneOf), Sample(.acceptedOption(several: true)), Sample(.acceptedOption(several: false)),
        Sample(.acceptedYesNo, "y", "yes", "n", "no"), Sample(.accepted("ARG1"), "ARG1"), Sample(.accepted(nil)),
        Sample(.mustMatchPattern("^ARG1$"), "^ARG1$"), Sample(.skipOrHelp, ":skip", ":help"),
        Sample(.unknownPromptCommand(":ARG1"), ":ARG1", "::ARG1", ":back", ":quit"),
        Sample(.unknownPromptCommand(nil), ":back", ":quit"),
        Sample(.firstQuestion), Sample(.promptCommands, ":back", ":skip", ":review", ":help", ":quit", "::text", "--resume"),
        Sample(.reviewTitle), Sample(.reviewQuestion(submits: true)), Sample(.reviewQuestion(submits: false)),
        Sample(.reviewChangeHint), Sample(.reviewHowToChange, ":quit"), Sample(.yes), Sample(.no),
        Sample(.usage("askform ARG1"), "askform ARG1"), Sample(.seeHelp(command: nil), "askform --help"), Sample(.seeHelp(command: "ARG1"), "askform help ARG1"),
        Sample(.unknownCommand("ARG1", suggestion: "ARG2"), "'ARG1'", "'ARG2'"),
        Sample(.unknownOption("--ARG1", suggestion: "--ARG2"), "'--ARG1'", "'--ARG2'"),
        Sample(.optionTakesNoValue("-x", found: "-xARG1"), "'-x'", "'-xARG1'"),
        Sample(.optionNeedsValue("--ARG1", valueName: "FILE"), "'--ARG1'", "FILE"),
        Sample(.missingArgument("FORM"), "FORM"), Sample(.unexpectedArgument("ARG1"), "'ARG1'"),
        Sample(.toolSummary), Sample(.commandsHeading), Sample(.optionsHeading), Sample(.helpCommandSummary),
        Sample(.exitCodes, "0", "64", "65", "66", "73", "75", "78", "130"),
        Sample(.seeCommandHelp, "askform help COMMAND", "docs/CLI.md"),
        Sample(.cannotRead("ARG1", reason: "ARG2"), "'ARG1'", "ARG2"),
        Sample(.cannotWrite("ARG1", reason: "ARG2"), "'ARG1'", "ARG2"),
        Sample(.cannotWriteStdout(reason: "ARG1"), "stdout", "ARG1"),
        Sample(.answersKept("/ARG1"), "/ARG1"), Sample(.answersFollow),
        Sample(.checkPassed(file: "ARG1", sections: 41, questions: 42, conditional: 44, warnings: 43), "ARG1", "41", "42", "43", "44"),
        Sample(.checkPassed(file: "ARG1", sections: 1, questions: 1, conditional: 0, warnings: 0), "ARG1", "1"),
        Sample(.validatePassed(file: "ARG1"), "ARG1"), Sample(.invalid(file: "ARG1", errors: 41), "ARG1", "41"),
        Sample(.unknownFormat("ARG1"), "'ARG1'", "json", "env", "markdown"), Sample(.unknownQuestionsFormat("ARG1"), "'ARG1'", "text", "json"), Sample(.askedAlways), Sample(.askedWhen("ARG1"), "ARG1"),
        Sample(.unknownSourceKind("ARG1", kinds: ["ARG2", "ARG3"]), "'ARG1'", "ARG2", "ARG3"),
        Sample(.askedWhenGiven("ARG1"), "ARG1"), Sample(.noQuestionsLeft), Sample(.unknownShell("ARG1"), "'ARG1'", "bash", "zsh", "fish"),
        Sample(.setNotAssignment("ARG1"), "--set", "'ARG1'", "KEY=VALUE"),
        Sample(.setFileNotAssignment("ARG1"), "--set-file", "'ARG1'", "KEY=PATH"),
        Sample(.setFailed(key: "ARG1", problem), "--set", "ARG1", "ARG9"),
        Sample(.environmentDefaultFailed(key: "ARG1", variable: "ARG2", problem), "ARG1", "ARG2", "ARG9"),
        Sample(.environmentNameClash("ARG1", "ARG2", variable: "ARG3"), "'ARG1'", "'ARG2'", "ARG3", "--format json"),
        Sample(.draftExists, "--resume"), Sample(.stoppedBeforeFirstAnswer),
        Sample(.stoppedAndSaved(resume: "askform fill ARG1 --resume"), "askform fill ARG1 --resume"),
        Sample(.stoppedKeepingEarlierDraft(resume: "ARG1"), "ARG1"), Sample(.stoppedAddingToEarlierDraft(resume: "ARG1"), "ARG1", "--set"),
        Sample(.stoppedUnsaved(directory: "/ARG1"), "/ARG1"), Sample(.noDraft), Sample(.resuming(answers: 41), "41"), Sample(.draftAnswersLeftOut(["ARG1", "ARG2"]), "ARG1", "ARG2"),
        Sample(.presetHidden(key: "ARG1"), "ARG1", "'when'"),
        Sample(.draftNotRegular("/ARG1"), "'/ARG1'"), Sample(.historyNotRegular("/ARG1"), "'/ARG1'"), Sample(.themeNotRead("/ARG1", reason: "ARG2"), "'/ARG1'", "ARG2"),
        Sample(.stdinLine(41, key: "ARG1", .answerProblem(problem)), "41", "ARG1", "ARG9"),
        Sample(.stdinLine(41, key: nil, .lineNotUTF8(byte: 42)), "41", "42"),
        Sample(.stdinEndedDefaultUnset(key: "ARG1", variable: "ARG2", problem), "'ARG1'", "$ARG2"), Sample(.stdinEnded(key: "ARG1", problem), "'ARG1'", "ARG9"),
        Sample(.leftOver(line: 41, text: "ARG1"), "41", "'ARG1'"), Sample(.leftOver(line: 41, text: nil), "41"),
        Sample(.lineTooLong(bytes: 41), "41"), Sample(.lineNotUTF8(byte: 41), "41"), Sample(.lineHasNUL(byte: 41), "41"),
        Sample(.heredocNotClosed("ARG1"), "'<<ARG1'", "'ARG1'"),
        Sample(.setFileFailed(key: "ARG1", .lineNotUTF8(byte: 41)), "--set-file ARG1", "41"),
        Sample(.environmentNameReserved(key: "ARG1", variable: "ARG2"), "'ARG1'", "ARG2", "--env-prefix", "--format json"),
        Sample(.envPrefixInvalid("ARG1"), "--env-prefix", "'ARG1'"), Sample(.envPrefixNeedsEnvFormat, "--env-prefix", "--format env"),
        Sample(.moreProblems(2345), "2,345"),
        Sample(.headerNotNameValue("ARG1"), "'ARG1'", "'Name: value'"), Sample(.invalidHeaderName("ARG1"), "'ARG1'"),
        Sample(.headerControlCharacter("ARG1", character: 0x0D), "'ARG1'", "U+000D"),
        Sample(.retriesInvalid("ARG1"), "--retries", "'ARG1'", "0", "100"),
        Sample(.timeoutInvalid("ARG1"), "--timeout", "'ARG1'", "0.1", "3600"),
        Sample(.noEndpoint, "submit", "--post URL"), Sample(.postInvalid(.invalidURL("ARG1")), "--post", "'ARG1'"),
        Sample(.secretOverPlainHTTP(host: "ARG1"), "'ARG1'", "http://", "https", "--insecure"),
        Sample(.cannotReadCACert("ARG1", reason: "ARG2"), "--cacert", "'ARG1'", "ARG2"),
        Sample(.headerVariablesMissing(["ARG1", "ARG2"]), "$ARG1", "$ARG2"),
        Sample(.submitted(status: 201), "HTTP 201"),
        Sample(.submitFailed(url: "https://ARG1", reason: .httpStatus(503)), "https://ARG1", "HTTP 503"),
        Sample(.resendWith("askform submit ARG1", headers: true), "askform submit ARG1", "-H"),
        Sample(.resendWith("askform submit ARG1", headers: false), "askform submit ARG1"),
        Sample(.answersNotKept(directory: "/ARG1"), "/ARG1"), Sample(.nothingSent),
        Sample(.retrying(attempt: 41, of: 42, failure: .httpStatus(503), wait: 0.5), "41", "42", "HTTP 503", "0.5"),
        Sample(.deadlinePassed(seconds: 12), "12"), Sample(.httpStatus(503), "HTTP 503"),
        Sample(.redirectRefused(302), "HTTP 302"), Sample(.refusedByServer(400), "HTTP 400"),
        Sample(.failedAfterTries(.httpStatus(503), tries: 41), "HTTP 503", "41"),
        Sample(.transferFailed("ARG1"), "ARG1"), Sample(.curlMissing, "libcurl"),
        Sample(.curlSymbolMissing("ARG1"), "libcurl", "ARG1"), Sample(.curlFailedToStart, "libcurl"),
        Sample(.curlRequestFailed, "libcurl"),
        Sample(.headerVariableUnsafe("ARG1", header: "ARG2", character: 0x0A), "$ARG1", "'ARG2'", "U+000A"),
        Sample(.submissionStopped), Sample(.responseHeadersCutOff), Sample(.responseBodyCut(bytes: 41), "41"),
    ] + Message.Command.allCases.flatMap { command in
        [Sample(.commandSummary(command))] + (command == .fill || command == .check ? [Sample(.commandDiscussion(command))] : [])
    } + Message.Option.allCases.map { Sample(.optionHelp($0)) }

    static let formProblems: [Sample] = [
        Sample(form: .fileTooLarge(bytes: 99, limit: 41), "41"), Sample(form: .emptyFile, named: "emptyFile", "'askform'", "'sections'"),
        Sample(form: .invalidUTF8, named: "invalidUTF8", "UTF-8"), Sample(form: .unexpectedEnd(expected: .literal("ARG1")), "'ARG1'"),
        Sample(form: .unexpectedCharacter(found: .text("ARG1"), expected: .literal("ARG2")), "'ARG1'", "'ARG2'"),
        Sample(form: .invalidNumber("ARG1"), "'ARG1'"), Sample(form: .invalidEscape("ARG1"), "'ARG1'"),
        Sample(form: .controlCharacterInString(7), "U+0007"), Sample(form: .trailingContent(found: .text("ARG1")), "'ARG1'"),
        Sample(form: .nestingTooDeep(limit: 41), "41"), Sample(form: .invalidPropertyList(.unknownElement("ARG1")), "<ARG1>"),
        Sample(form: .notAnObject(found: .written("ARG1")), "'ARG1'"), Sample(form: .duplicateMember("ARG1"), "'ARG1'"),
        Sample(form: .unknownKey("ARG1", suggestion: "ARG2"), "'ARG1'", "'ARG2'"), Sample(form: .missingKey("ARG1"), "'ARG1'"),
        Sample(form: .wrongType(key: "ARG1", expected: .custom("ARG2"), found: .written("ARG3")), "'ARG1'", "ARG2", "'ARG3'"),
        Sample(form: .unsupportedVersion(found: "41", supported: 1), "41", "1"),
        Sample(form: .tooManyRows(limit: 41), "41"), Sample(form: .tooManyOptions(limit: 41), "41"),
        Sample(form: .unknownRowType("ARG1", suggestion: "ARG2", known: ["text"]), "'ARG1'", "'ARG2'"),
        Sample(form: .unknownRowType("ARG1", suggestion: nil, known: RowKinds.builtIn.typeNames), "'ARG1'", "text", "multiselect", "note"),
        Sample(form: .keyNotForType(key: "ARG1", type: "integer"), "'ARG1'", "integer"),
        Sample(form: .invalidSetting(key: "ARG1", message: "ARG2"), "'ARG1'", "ARG2"),
        Sample(form: .invalidRowKey("ARG1"), "'ARG1'", "'address.city'"),
        Sample(form: .duplicateRowKey("ARG1", first: "/ARG2"), "'ARG1'", "/ARG2"),
        Sample(form: .nestingConflict("ARG1", with: "ARG2"), "'ARG1'", "'ARG2'"), Sample(form: .emptyText(key: "ARG1"), "'ARG1'"),
        Sample(form: .noOptions, named: "noOptions", "'options'"), Sample(form: .duplicateOptionValue("ARG1"), "'ARG1'"),
        Sample(form: .optionValueHasSeparator("ARG1"), "'ARG1'"), Sample(form: .labelIsAnotherValue(label: "ARG1", value: "ARG2"), "'ARG1'", "'ARG2'"),
        Sample(form: .boundsInverted(minKey: "ARG1", min: "41", maxKey: "ARG2", max: "42"), "'ARG1'", "41", "'ARG2'", "42"),
        Sample(form: .negativeBound(key: "ARG1", value: -41), "'ARG1'", "-41"),
        Sample(form: .boundExceedsOptions(key: "ARG1", value: 41, options: 42), "'ARG1'", "41", "42"),
        Sample(form: .invalidPattern(PatternProblem(.notLinear(.lookahead), at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.notPortable(.namedGroup), at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.unescaped, at: 40, text: "ARG1")), "'ARG1'", "41", "'\\ARG1'"),
        Sample(form: .invalidPattern(PatternProblem(.unknownEscape, at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.surrogateEscape, at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.trailingBackslash, at: 40, text: "ARG1")), "'\\'"),
        Sample(form: .invalidPattern(PatternProblem(.unknownGroup, at: 40, text: "ARG1")), "'ARG1'", "41", "'(?:'"),
        Sample(form: .invalidPattern(PatternProblem(.unmatchedParenthesis, at: 40, text: "ARG1")), "')'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.unclosedGroup, at: 40, text: "ARG1")), "'('", "41"),
        Sample(form: .invalidPattern(PatternProblem(.unclosedClass, at: 40, text: "ARG1")), "'['", "41"),
        Sample(form: .invalidPattern(PatternProblem(.nothingToRepeat, at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.rangeOutOfOrder, at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.classInRange, at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.repetitionOutOfOrder, at: 40, text: "ARG1")), "'ARG1'", "41"),
        Sample(form: .invalidPattern(PatternProblem(.tooLong(limit: 42), at: 40, text: "")), "42"),
        Sample(form: .invalidPattern(PatternProblem(.tooDeep(limit: 42), at: 40, text: "(")), "41", "42"),
        Sample(form: .invalidPattern(PatternProblem(.repetitionTooLarge(limit: 42), at: 40, text: "ARG1")), "'ARG1'", "41", "42"),
        Sample(form: .invalidPattern(PatternProblem(.tooLarge(limit: 42), at: 0, text: "")), "42"),
        Sample(form: .invalidDate(key: "ARG1", value: "ARG2"), "'ARG1'", "'ARG2'", "YYYY-MM-DD"),
        Sample(form: .invalidDefault(problem), "ARG9"), Sample(form: .secretDefault, named: "secretDefault", "${env:NAME}"), Sample(form: .singleOption, named: "singleOption"), Sample(form: .numericOptionValues, named: "numericOptionValues", "'2'"),
        Sample(form: .unknownStyleRole("ARG1", suggestion: "ARG2"), "'ARG1'", "'ARG2'"),
        Sample(form: .unknownStyleRole("ARG1", suggestion: nil), "'ARG1'", "title", "accent"),
        Sample(form: .unknownStyleWord("ARG1", suggestion: "ARG2"), "'ARG1'", "'ARG2'"),
        Sample(form: .unknownStyleWord("ARG1", suggestion: nil), "'ARG1'", "#RRGGBB", "bright-blue"),
        Sample(form: .missingTranslation(key: "ARG1", languages: ["ko", "ja"]), "'ARG1'", "ko", "ja"),
        Sample(form: .defaultLanguageNotListed("ARG1", languages: ["en", "ko"]), "'ARG1'", "en", "ko"),
        Sample(form: .invalidCondition(.unknownEscape("\\ARG1")), "'when'", "'\\ARG1'"),
        Sample(form: .conditionUnknownKey("ARG1", suggestion: "ARG2"), "'when'", "'ARG1'", "'ARG2'"),
        Sample(form: .conditionLaterKey("ARG1"), "'when'", "'ARG1'"), Sample(form: .conditionOwnKey("ARG1"), "'when'", "'ARG1'"),
        Sample(form: .invalidExpressionSyntax(field: "ARG1", .empty), "'ARG1'"),
        Sample(form: .conditionUnquotedText("ARG1", optionOf: "ARG2"), "'when'", "'ARG1'", "'ARG2'"),
        Sample(form: .expressionUnknownKey(field: "ARG1", key: "ARG2", suggestion: "ARG3"), "'ARG1'", "'ARG2'", "'ARG3'"),
        Sample(form: .expressionLaterKey(field: "ARG1", key: "ARG2"), "'ARG1'", "'ARG2'"),
        Sample(form: .conditionTypeMismatch(key: "ARG1", .notAnOption("ARG2", suggestion: "ARG3")), "'when'", "'ARG1'", "'ARG2'", "'ARG3'"),
        Sample(form: .invalidExpression(.argumentType(function: "ARG1", position: 41, expected: .text, found: .number)), "'ARG1'", "41"),
        Sample(form: .invalidURL("ARG1"), "'ARG1'"), Sample(form: .unsupportedURLScheme("ARG1"), "'ARG1'", "http://", "https://"),
        Sample(form: .invalidMethod("ARG1"), "'ARG1'", "POST", "PUT", "PATCH"), Sample(form: .invalidHeaderName("ARG1"), "'ARG1'"),
        Sample(form: .environmentReferenceSyntax("ARG1"), "'ARG1'", "${env:NAME}"),
        Sample(form: .environmentDefaultNotWhole("ARG1"), "'ARG1'", "${env:NAME}"),
        Sample(form: .outOfRange(key: "ARG1", found: "ARG2", lowest: "41", highest: "42"), "'ARG1'", "ARG2", "41", "42"),
        Sample(form: .headerControlCharacter("ARG1", character: 0x0D), "'ARG1'", "U+000D"), Sample(form: .secretOverPlainHTTP(host: "ARG1"), "'ARG1'", "http://", "--insecure"),
        Sample(form: .emptySection("ARG1"), "'ARG1'"), Sample(form: .duplicateSectionID("ARG1"), "'ARG1'"),
        Sample(form: .repeatWithoutKey, named: "repeatWithoutKey", "'repeat'", "'key'"), Sample(form: .keyWithoutRepeat("ARG1"), "'ARG1'", "'repeat'"),
        Sample(form: .repeatCountWithBounds, named: "repeatCountWithBounds", "'count'", "'min'", "'max'", "'add'"),
        Sample(form: .repeatCountNotNumber("ARG1"), "'count'", "'ARG1'"),
        Sample(form: .keyInsideRepeat("ARG1", group: "ARG2"), "'ARG1'", "'ARG2'", "count(ARG2)"),
        Sample(form: .keyBecomesReservedVariable(key: "ARG1", variable: "ARG2"), "'ARG1'", "ARG2", "--format env", "--env-prefix"),
        Sample(form: .notConverted(.unsupportedKey(key: "ARG1", tool: "ARG2")), "'ARG1'", "ARG2"),
        Sample(form: .otherToolsForm(kind: "ARG1", tool: "ARG2"), "ARG2", "askform convert FILE --from ARG1", "--from ARG1"),
        Sample(form: .yaml(.undefinedAlias("ARG1")), "'*ARG1'"),
        Sample(form: .unknownFormSource(tried: ["ARG1", "ARG2"]), "ARG1", "ARG2", "--from"),
    ]

    static let answerProblems: [Sample] = [
        Sample(answer: .required, named: "required"), Sample(answer: .cannotSkip, named: "cannotSkip", ":skip"),
        Sample(answer: .notAnInteger("ARG1"), "'ARG1'"), Sample(answer: .notANumber("ARG1"), "'ARG1'"),
        Sample(answer: .belowMinimum("ARG1", minimum: "41"), "'ARG1'", "41"),
        Sample(answer: .aboveMaximum("ARG1", maximum: "42"), "'ARG1'", "42"),
        Sample(answer: .tooShort("ARG1", length: 41, minimum: 42), "'ARG1'", "41", "42"),
        Sample(answer: .tooShort(nil, length: 41, minimum: 42), "41", "42"),
        Sample(answer: .tooLong("ARG1", length: 42, maximum: 41), "'ARG1'", "42", "41"),
        Sample(answer: .patternMismatch("ARG1", pattern: "^ARG2$", message: nil), "'ARG1'", "'^ARG2$'"),
        Sample(answer: .tooLongForPattern("ARG1", length: 41, maximum: 40), "'ARG1'", "41", "40"),
        Sample(answer: .tooLongForPattern(nil, length: 41, maximum: 40), "41", "40"),
        Sample(answer: .patternMismatch(nil, pattern: "^ARG2$", message: "ARG3"), "ARG3"),
        Sample(answer: .notAnOption("ARG1", options: [Option(value: "ARG2"), Option(value: "v", label: "ARG3")]),
               "'ARG1'", "ARG2", "ARG3 (v)"),
        Sample(answer: .notAnOption("ARG1", options: (1...12).map { Option(value: "O\($0)") }), "'ARG1'", "O10", "2"),
        Sample(answer: .ambiguous("ARG1", candidates: [Option(value: "ARG2"), Option(value: "ARG3")]), "'ARG1'", "ARG2", "ARG3"),
        Sample(answer: .tooFewSelected(count: 41, minimum: 42), "41", "42"),
        Sample(answer: .tooManySelected(count: 42, maximum: 41), "42", "41"),
        Sample(answer: .tooFewItems(count: 41, minimum: 42), "41", "42"),
        Sample(answer: .tooManyItems(count: 42, maximum: 41), "42", "41"),
        Sample(answer: .itemCountDiffers(count: 41, expected: 42), "41", "42"),
        Sample(answer: .duplicateSelection("ARG1"), "'ARG1'"),
        Sample(answer: .notYesNo("ARG1"), "'ARG1'", "y", "yes", "1", "n", "no", "0"),
        Sample(answer: .invalidDate("ARG1"), "'ARG1'", "YYYY-MM-DD"), Sample(answer: .noSuchDay("ARG1"), "'ARG1'"),
        Sample(answer: .invalidEmail("ARG1"), "'ARG1'", "name@example.org"),
        Sample(answer: .invalidURL("ARG1"), "'ARG1'", "http://", "https://"),
        Sample(answer: .wrongType(expected: .custom("ARG1"), found: .written("ARG2")), "ARG1", "'ARG2'"),
        Sample(answer: .unitWithoutAmount, named: "unitWithoutAmount"), Sample(answer: .answeredWhileHidden, named: "answeredWhileHidden", "'when'"),
        Sample(answer: .unknownKey(suggestion: "ARG1"), "'ARG1'"), Sample(answer: .setsUnit(row: "ARG1"), "'ARG1'"),
        Sample(answer: .containsNUL, named: "containsNUL", "NUL", "U+0000"),
        Sample(answer: .severalLines(41), "41"),
        Sample(answer: .refused("ARG1", because: "ARG2"), "'ARG1'", "ARG2"),
        Sample(answer: .refused(nil, because: "ARG2"), "ARG2"),
        Sample(answer: .checkFailed("ARG1"), "ARG1"),
        Sample(answer: .isComputed, named: "isComputed"),
        Sample(answer: .computedDiffers("ARG1", computed: "ARG2"), "'ARG1'", "'ARG2'"),
    ]

    /// One part that problems are made of (what a value must be, what it is, what a reader
    /// expected and found), rendered alone, and the texts it must show in every language.
    struct Fragment: Sendable, CustomTestStringConvertible {
        var name: String
        var render: @Sendable (Catalog) -> String
        var shows: [String]
        /// Whether the part is written the same in every language (`':'`, `'x'`, `true`).
        var isSameInEveryLanguage: Bool
        var testDescription: String { name }

        init(_ value: ExpectedValue, same: Bool = false, _ shows: String...) {
            self.init("ExpectedValue", value, same, shows) { $0.fragment(value) }
        }

        init(_ value: FoundValue, same: Bool = false, _ shows: String...) {
            self.init("FoundValue", value, same, shows) { $0.fragment(value) }
        }

        init(_ kind: ValueKind, same: Bool = false) {
            self.init("ValueKind", kind, same, []) { $0.fragment(FoundValue.kind(kind)) }
        }

        init(_ json: JSONExpected, same: Bool = false, _ shows: String...) {
            self.init("JSONExpected", json, same, shows) { $0.fragment(json) }
        }

        init(_ json: JSONFound, same: Bool = false, _ shows: String...) {
            self.init("JSONFound", json, same, shows) { $0.fragment(json) }
        }

        init(_ reason: ConditionSyntaxError.Reason, same: Bool = false, _ shows: String...) {
            self.init("ConditionSyntaxError.Reason", reason, same, shows) { $0.text(for: reason) }
        }

        init(_ expected: ConditionSyntaxError.Expected, _ shows: String...) {
            self.init("ConditionSyntaxError.Expected", expected, false, shows) { $0.text(for: .expected(expected, found: .token("ARG9"))) }
        }

        init(_ found: ConditionSyntaxError.Found, _ shows: String...) {
            self.init("ConditionSyntaxError.Found", found, false, shows) { $0.text(for: .expected(.list, found: found)) }
        }

        init(_ mismatch: ConditionMismatch, _ shows: String...) {
            self.init("ConditionMismatch", mismatch, false, shows) { $0.fragment(mismatch, key: "ARG9") }
        }

        init(_ comparand: ConditionMismatch.Comparand, _ shows: String...) {
            let mismatch = ConditionMismatch.wrongLiteral(.string("ARG1"), rowType: "ARG2", compareWith: comparand)
            self.init("ConditionMismatch.Comparand", comparand, false, shows) { $0.fragment(mismatch, key: "ARG9") }
        }

        init(_ problem: ExpressionProblem, _ shows: String...) {
            self.init("ExpressionProblem", problem, false, shows) { $0.fragment(problem) }
        }

        init(_ type: ExpressionType, same: Bool = false) {
            self.init("ExpressionType", type, same, []) { $0.fragment(type) }
        }

        init(_ problem: PropertyListProblem, _ shows: String...) {
            self.init("PropertyListProblem", problem, false, shows) { $0.text(for: problem) }
        }

        init(_ loss: ConversionLoss, _ shows: String...) {
            self.init("ConversionLoss", loss, false, shows) { $0.text(for: .notConverted(loss)) }
        }

        /// YAML's problems describe themselves in English, so their case is named here.
        init(named name: String, _ problem: YAMLProblem, _ shows: String...) {
            self.name = "YAMLProblem." + name
            self.render = { $0.text(for: .yaml(problem)) }
            self.shows = shows
            self.isSameInEveryLanguage = false
        }

        init(named name: String, _ problem: YAMLSyntaxProblem, _ shows: String...) {
            self.name = "YAMLSyntaxProblem." + name
            self.render = { $0.text(for: .yaml(.syntax(problem))) }
            self.shows = shows
            self.isSameInEveryLanguage = false
        }

        init(_ part: PropertyListProblem.BinaryPart) {
            self.init("PropertyListProblem.BinaryPart", part, false, ["41"]) { $0.text(for: .runsPastEnd(part, object: 41)) }
        }

        init<T>(_ type: String, _ value: T, _ same: Bool, _ shows: [String], render: @escaping @Sendable (Catalog) -> String) {
            self.name = type + "." + (Mirror(reflecting: value).children.first?.label ?? String(describing: value))
            self.render = render
            self.shows = shows
            self.isSameInEveryLanguage = same
        }
    }

    static let fragments: [Fragment] = [
        Fragment(ExpectedValue.string), Fragment(ExpectedValue.emailString), Fragment(ExpectedValue.urlString, "URL"),
        Fragment(ExpectedValue.wholeNumber), Fragment(ExpectedValue.wholeNumberBetween("-41", "42"), "-41", "42"),
        Fragment(ExpectedValue.number), Fragment(ExpectedValue.numberBetween("-4.1", "4.2"), "-4.1", "4.2"),
        Fragment(ExpectedValue.boolean, "true", "false"), Fragment(ExpectedValue.dateString, "YYYY-MM-DD"),
        Fragment(ExpectedValue.optionValue), Fragment(ExpectedValue.optionValues), Fragment(ExpectedValue.nothing),
        Fragment(ExpectedValue.object), Fragment(ExpectedValue.styleWords), Fragment(ExpectedValue.oneValue),
        Fragment(ExpectedValue.nestedObjects(["ARG1", "ARG2"]), #"{"ARG1": {"ARG2": …}}"#),
        Fragment(ExpectedValue.formatVersion(41), "41"), Fragment(ExpectedValue.rowTypeName), Fragment(ExpectedValue.options),
        Fragment(ExpectedValue.option, "'value'", "'label'"), Fragment(ExpectedValue.unit, "'key'", "'options'"),
        Fragment(ExpectedValue.items), Fragment(ExpectedValue.sections), Fragment(ExpectedValue.rows), Fragment(ExpectedValue.checks), Fragment(ExpectedValue.headers),
        Fragment(ExpectedValue.languageTags), Fragment(ExpectedValue.wellFormedLanguageTags, "BCP 47", #""en""#, #""zh-Hans""#),
        Fragment(ExpectedValue.wellFormedLanguageTag, "BCP 47", #""en""#, #""zh-Hans""#),
        Fragment(ExpectedValue.localizedText(examples: true), #""en""#, #""zh-Hans""#), Fragment(ExpectedValue.localizedText(examples: false)),
        Fragment(ExpectedValue.custom("ARG1"), same: true, "ARG1"),
        Fragment(FoundValue.kind(.string)), Fragment(FoundValue.string("ARG1"), "'ARG1'"), Fragment(FoundValue.number("41"), "41"),
        Fragment(FoundValue.bool(true), same: true, "true"), Fragment(FoundValue.bool(false), same: true, "false"),
        Fragment(FoundValue.arrayHolding(.number)), Fragment(FoundValue.arrayHolding(.null), "null"), Fragment(FoundValue.keyTwice),
        Fragment(FoundValue.memberName("ARG1.ARG2"), "'ARG1.ARG2'"), Fragment(FoundValue.written("ARG1"), same: true, "'ARG1'"),
    ] + ValueKind.allCases.map { Fragment($0, same: $0 == .null) } + [
        Fragment(JSONExpected.value), Fragment(JSONExpected.valueOrEndOfArray, "']'"), Fragment(JSONExpected.key),
        Fragment(JSONExpected.keyOrEndOfObject, "'}'"), Fragment(JSONExpected.colon, same: true, "':'"),
        Fragment(JSONExpected.commaOrEndOfObject, "','", "'}'"), Fragment(JSONExpected.commaOrEndOfArray, "','", "']'"),
        Fragment(JSONExpected.literal("null"), same: true, "'null'"), Fragment(JSONExpected.closingQuote, #"'"'"#),
        Fragment(JSONFound.text("ARG1"), same: true, "'ARG1'"), Fragment(JSONFound.text("'"), same: true, #""'""#),
        Fragment(JSONFound.endOfLine), Fragment(JSONFound.byte(0x0C), "0x0C"), Fragment(JSONFound.character(0xA0), "U+00A0"),
    ] + conditionFragments + propertyListFragments

    static let propertyListFragments: [Fragment] = [
        Fragment(.textIn("ARG1", element: "ARG2"), "'ARG1'", "<ARG2>"), Fragment(.cdataIn("ARG1"), "CDATA", "<ARG1>"),
        Fragment(.processingInstruction, "<?...?>"), Fragment(.markupDeclaration(in: "ARG1"), "'<!'", "<ARG1>"),
        Fragment(.markupDeclaration(in: nil), "'<!'"), Fragment(.elementNameMissing, "'<'"), Fragment(.endOfFileInside("ARG1"), "<ARG1>"),
        Fragment(.malformedTag("ARG1"), "<ARG1>"), Fragment(.endTagMissing("ARG1"), "</ARG1>"),
        Fragment(.endTagMismatch(expected: "ARG1", found: "ARG2"), "</ARG1>", "</ARG2>"), Fragment(.malformedEndTag("ARG1"), "</ARG1>"),
        Fragment(.attributeWithoutEquals("ARG1", element: "ARG2"), "'='", "'ARG1'", "<ARG2>"),
        Fragment(.attributeWithoutQuotedValue("ARG1", element: "ARG2"), "'ARG1'", "<ARG2>"),
        Fragment(.lessThanInAttribute("ARG1"), "'<'", "'ARG1'", "&lt;"), Fragment(.unterminatedComment),
        Fragment(PropertyListProblem.controlCharacter(7), "U+0007", "XML"), Fragment(.lessThanInText("ARG1"), "'<'", "<ARG1>", "&lt;"),
        Fragment(.unterminatedCDATA, "CDATA"), Fragment(.bareAmpersand, "'&'", "&amp;", "';'"),
        Fragment(.unknownEntity("ARG1"), "'&ARG1;'"), Fragment(.invalidCharacterReference("#0"), "'&#0;'"),
        Fragment(.noPlistElement, "<plist>"), Fragment(.textBeforePlist("ARG1"), "'ARG1'", "<plist>"),
        Fragment(.doctypeTwice, "<!DOCTYPE>"), Fragment(.declarationNotFirst, "<?xml ...?>"), Fragment(.rootNotPlist("ARG1"), "<plist>", "<ARG1>"),
        Fragment(PropertyListProblem.unsupportedEncoding("ARG1"), "'ARG1'", "UTF-8"), Fragment(.declarationAttribute("ARG1"), "'ARG1'", "<?xml ...?>"),
        Fragment(.unterminatedDeclaration, "<?xml ...?>"), Fragment(.malformedDeclaration, "<?xml ...?>"),
        Fragment(.internalSubset, "DTD", "'['", "<!DOCTYPE>"), Fragment(.unterminatedDoctype, "<!DOCTYPE>"),
        Fragment(.unexpectedAttribute("ARG1", element: "ARG2"), "'ARG1'", "<ARG2>"), Fragment(.unsupportedVersion("ARG1"), "'ARG1'", "1.0"),
        Fragment(.plistEmpty, "<plist>"), Fragment(.plistHoldsSeveral, "<plist>"), Fragment(.endOfFileInPlist, "<plist>"),
        Fragment(.endOfFileBeforeEndTag("ARG1"), "</ARG1>"), Fragment(.contentAfterPlist, "</plist>"),
        Fragment(.invalidInteger("ARG1"), "'ARG1'"), Fragment(.realNotFinite("ARG1"), "'ARG1'"), Fragment(.invalidReal("ARG1"), "'ARG1'"),
        Fragment(.mustBeEmpty("ARG1"), "<ARG1>", "<ARG1/>"), Fragment(.invalidDate("ARG1"), "'ARG1'", "YYYY-MM-DDTHH:MM:SSZ"),
        Fragment(.keyOutsideDict, "<key>", "<dict>"), Fragment(.plistInsidePlist, "<plist>"), Fragment(.unknownElement("ARG1"), "<ARG1>"),
        Fragment(.keyExpected(found: "ARG1"), "<key>", "<dict>", "<ARG1>"), Fragment(.keyWithoutValue("ARG1"), "<key>", "'ARG1'"),
        Fragment(.endOfFileBeforeKeyValue("ARG1"), "<key>", "'ARG1'"), Fragment(.elementInside("ARG1", parent: "ARG2"), "<ARG1>", "<ARG2>"),
        Fragment(.base64AfterPadding, "base64", "<data>", "'='"), Fragment(.base64Character("ARG1"), "'ARG1'", "base64"),
        Fragment(.base64Length, "base64", "<data>"), Fragment(.binaryTooShort(bytes: 41), "41"), Fragment(.binaryVersion("ARG1"), "'ARG1'", "bplist00"),
        Fragment(.offsetSize(41), "41", "1", "8"), Fragment(.referenceSize(41), "41", "1", "8"), Fragment(.offsetTableOutside(at: 41), "41"),
        Fragment(.noObjects), Fragment(.offsetTableTooLong(objects: 41), "41"), Fragment(.topObjectMissing(41, objects: 42), "41", "42"),
        Fragment(.tooManySharedValues(limit: 41), "41"), Fragment(.objectContainsItself(41), "41"), Fragment(.dateOutOfRange(object: 41), "41", "9999"),
        Fragment(.uid(object: 41), "41", "UID"), Fragment(.keyNotString(member: 41, object: 42), "41", "42"),
        Fragment(.asciiHighByte(object: 41), "41", "ASCII", "0x7F"), Fragment(.unpairedSurrogate(object: 41), "41", "UTF-16"),
        Fragment(.integerSize(bytes: 41, object: 42), "41", "42"), Fragment(.binaryRealNotFinite("ARG1", object: 41), "'ARG1'", "41"),
        Fragment(.malformedLength(object: 41, marker: 0x0F), "41", "0x0F"), Fragment(.negativeLength(object: 41), "41"),
        Fragment(.referenceOutOfRange(41, objects: 42), "41", "42"), Fragment(.objectOutside(41, offset: 42), "41", "42"),
        Fragment(.runsPastEnd(.data, object: 41), "41"), Fragment(.unsupportedMarker(object: 41, offset: 42, marker: 0xF0), "41", "42", "0xF0"),
        Fragment(ConversionLoss.unsupportedKey(key: "ARG1", tool: "ARG2"), "'ARG1'", "ARG2"),
        Fragment(ConversionLoss.untranslatedTemplate("ARG1", tool: "ARG2"), "'ARG1'", "ARG2"),
        Fragment(ConversionLoss.approximated(construct: "ARG1", becomes: "ARG2"), "'ARG1'", "ARG2"),
        Fragment(ConversionLoss.leftOut(construct: "ARG1", tool: "ARG2"), "'ARG1'", "ARG2"),
        Fragment(ConversionLoss.optionWithoutValue(label: "ARG1"), "'ARG1'"),
        Fragment(ConversionLoss.objectAnswer(key: "ARG1", tool: "ARG2"), "'ARG1'", "ARG2"),
        Fragment(named: "fileTooLarge", YAMLProblem.fileTooLarge(bytes: 42, limit: 41), "42", "41"), Fragment(named: "emptyFile", YAMLProblem.emptyFile),
        Fragment(named: "invalidUTF8", YAMLProblem.invalidUTF8, "UTF-8"), Fragment(named: "unsupportedEncoding", YAMLProblem.unsupportedEncoding("ARG1"), "ARG1", "UTF-8"),
        Fragment(named: "byteOrderMarkInside", YAMLProblem.byteOrderMarkInside, "U+FEFF"), Fragment(named: "controlCharacter", YAMLProblem.controlCharacter(0x07), "U+0007"),
        Fragment(named: "syntax", YAMLProblem.syntax(.valueExpected)), Fragment(named: "severalDocuments", YAMLProblem.severalDocuments, "'---'"),
        Fragment(named: "nestingTooDeep", YAMLProblem.nestingTooDeep(limit: 41), "41"), Fragment(named: "tooManyNodes", YAMLProblem.tooManyNodes(limit: 41), "41"),
        Fragment(named: "undefinedAlias", YAMLProblem.undefinedAlias("ARG1"), "'*ARG1'"), Fragment(named: "aliasInsideItsAnchor", YAMLProblem.aliasInsideItsAnchor("ARG1"), "'*ARG1'", "'&ARG1'"),
        Fragment(named: "keyNotScalar", YAMLProblem.keyNotScalar), Fragment(named: "mergeValueNotMapping", YAMLProblem.mergeValueNotMapping, "'<<'"),
        Fragment(named: "unsupportedTag", YAMLProblem.unsupportedTag("ARG1"), "'ARG1'", "!!str"), Fragment(named: "tagMismatch", YAMLProblem.tagMismatch(tag: "ARG1", value: "ARG2"), "ARG1", "'ARG2'"),
        Fragment(named: "numberNotFinite", YAMLProblem.numberNotFinite("ARG1"), "'ARG1'"), Fragment(named: "libraryMissing", YAMLProblem.libraryMissing, "libyaml-0.so.2"),
        Fragment(named: "librarySymbolMissing", YAMLProblem.librarySymbolMissing("ARG1"), "'ARG1'"), Fragment(named: "outOfMemory", YAMLProblem.outOfMemory, "libyaml"),
        Fragment(named: "tabIndentation", YAMLSyntaxProblem.tabIndentation), Fragment(named: "unterminatedQuote", YAMLSyntaxProblem.unterminatedQuote),
        Fragment(named: "unexpectedEnd", YAMLSyntaxProblem.unexpectedEnd), Fragment(named: "invalidCharacter", YAMLSyntaxProblem.invalidCharacter(0x40), "'@'"),
        Fragment(named: "mappingValueNotAllowed", YAMLSyntaxProblem.mappingValueNotAllowed, "':'"), Fragment(named: "sequenceEntryNotAllowed", YAMLSyntaxProblem.sequenceEntryNotAllowed, "'- '"),
        Fragment(named: "colonMissing", YAMLSyntaxProblem.colonMissing, "':'", "1024"), Fragment(named: "keyExpected", YAMLSyntaxProblem.keyExpected),
        Fragment(named: "entryExpected", YAMLSyntaxProblem.entryExpected, "'- '"), Fragment(named: "valueExpected", YAMLSyntaxProblem.valueExpected),
        Fragment(named: "flowSequenceUnclosed", YAMLSyntaxProblem.flowSequenceUnclosed, "']'"), Fragment(named: "flowMappingUnclosed", YAMLSyntaxProblem.flowMappingUnclosed, "'}'"),
        Fragment(named: "unknownEscape", YAMLSyntaxProblem.unknownEscape), Fragment(named: "invalidUnicodeEscape", YAMLSyntaxProblem.invalidUnicodeEscape),
        Fragment(named: "documentMarkerInside", YAMLSyntaxProblem.documentMarkerInside, "'---'"), Fragment(named: "documentStartMissing", YAMLSyntaxProblem.documentStartMissing, "'---'"),
        Fragment(named: "invalidAnchorName", YAMLSyntaxProblem.invalidAnchorName), Fragment(named: "other", YAMLSyntaxProblem.other("ARG1"), "ARG1"),
    ] + PropertyListProblem.BinaryPart.allCases.map(Fragment.init)

    static let conditionFragments: [Fragment] = [
        Fragment(.singleEquals, "'=='"), Fragment(.misspelled("&&", use: "and"), "'&&'", "'and'"),
        Fragment(.curlyQuote("\u{2018}"), "'\u{2018}'", "'"), Fragment(.unexpectedCharacter("@"), "'@'"),
        Fragment(.unknownEscape("\\n"), "'\\n'", "\\'", "\\\"", "\\\\"), Fragment(.unterminatedString),
        Fragment(.invalidNumber("1e"), "'1e'"), Fragment(.numberOutOfRange("1e999"), "'1e999'"),
        Fragment(.danglingDot(key: "ARG1."), "'ARG1.'"), Fragment(.empty), Fragment(.tooLong(limit: 41), "41"),
        Fragment(.nestedTooDeeply), Fragment(.tooManyConditions(limit: 41), "41"), Fragment(.unmatchedParenthesis, "')'"),
        Fragment(.unclosedParenthesis, "'('"), Fragment(.unclosedList, "'['"), Fragment(.emptyList, "'in'"),
        Fragment(.trailingComma, "','", "']'"),
        Fragment(ConditionSyntaxError.Reason.expected(.key(after: "or"), found: .end), "'or'"),
        Fragment(ConditionSyntaxError.Expected.andOrEnd, "'and'", "'or'", "'ARG9'"),
        Fragment(ConditionSyntaxError.Expected.andOrClosingParenthesis, "'and'", "'or'", "')'"),
        Fragment(ConditionSyntaxError.Expected.key(after: "ARG1"), "'ARG1'"), Fragment(ConditionSyntaxError.Expected.key(after: nil)),
        Fragment(ConditionSyntaxError.Expected.keyBefore("in"), "'in'"),
        Fragment(ConditionSyntaxError.Expected.value(after: "=="), "'=='"), Fragment(ConditionSyntaxError.Expected.value(after: nil)),
        Fragment(ConditionSyntaxError.Expected.stringAfterContains, "'contains'"),
        Fragment(ConditionSyntaxError.Expected.test(after: "ARG1"), "'ARG1'", "'=='", "'!='", "'<'", "'<='", "'>'", "'>='", "'in'", "'contains'"),
        Fragment(ConditionSyntaxError.Expected.comparisonOperator(after: "41"), "'41'"),
        Fragment(ConditionSyntaxError.Expected.list, "'['", "'in'"), Fragment(ConditionSyntaxError.Expected.commaOrEndOfList, "','", "']'"),
        Fragment(ConditionSyntaxError.Found.end), Fragment(ConditionSyntaxError.Found.string("ARG1"), "'ARG1'"),
        Fragment(ConditionSyntaxError.Found.token("=="), "'=='"),
        Fragment(ConditionSyntaxError.Found.keywordInOtherCase("AND"), "'AND'", "'and'"),
        Fragment(ConditionSyntaxError.Found.unquotedText("ARG1…", word: "ARG1ARG2"), "'ARG1…'", "'ARG1ARG2'"),
        Fragment(ConditionMismatch.containsTakesAString(.number(41)), "41", "'contains'"),
        Fragment(ConditionMismatch.containsNeedsList, "'contains'"), Fragment(ConditionMismatch.nullByOrder, "null", "==", "!="),
        Fragment(ConditionMismatch.yesNoByOrder(.bool(true)), "true", "==", "!=", "false"),
        Fragment(ConditionMismatch.notADate(.string("ARG1")), "'ARG1'", "YYYY-MM-DD"),
        Fragment(ConditionMismatch.wrongLiteral(.string("ARG1"), rowType: "integer", compareWith: .number), "'ARG1'", "integer"),
        Fragment(ConditionMismatch.notAnOption("ARG1", suggestion: "ARG2"), "'ARG1'", "'ARG2'"),
        Fragment(ConditionMismatch.notAnOption("ARG1", suggestion: nil), "'ARG1'"),
        Fragment(ConditionMismatch.Comparand.number, "'ARG1'", "ARG2"), Fragment(ConditionMismatch.Comparand.boolean, "true", "false"),
        Fragment(ConditionMismatch.Comparand.contains, "'contains'", "ARG9 contains 'value'"),
        Fragment(ConditionMismatch.Comparand.string, "'ARG1'", "ARG2"),
        Fragment(.unknownFunction("ARG1", suggestion: "ARG2"), "'ARG1'", "'ARG2'"), Fragment(.unclosedTemplate, "'{{'", "'}}'"),
        Fragment(.argumentCount(function: "ARG1", least: 41, most: 42, found: 43), "'ARG1'", "41", "42", "43"),
        Fragment(ConditionSyntaxError.Expected.commaOrClosingParenthesis, "','", "')'"),
        Fragment(ExpressionProblem.argumentType(function: "ARG1", position: 41, expected: .text, found: .list), "'ARG1'", "41"),
        Fragment(ExpressionProblem.operandTypes(operator: "-", .text, .number), "'-'"),
        Fragment(ExpressionProblem.neverEqual(operator: "==", .text, .number), "'=='"),
        Fragment(ExpressionProblem.notOrdered(operator: "<", .bool), "'<'", "==", "!="),
        Fragment(ExpressionProblem.notACondition(.number), "true", "false"),
        Fragment(ExpressionProblem.invalidPattern(PatternProblem(.unclosedGroup, at: 0, text: "(")), "("),
        Fragment(ExpressionProblem.notADate("ARG1"), "'ARG1'", "YYYY-MM-DD"),
        Fragment(ExpressionType.text), Fragment(ExpressionType.number), Fragment(ExpressionType.bool),
        Fragment(ExpressionType.list), Fragment(ExpressionType.null, same: true), Fragment(ExpressionType.any),
    ]

    static let samples = messages + formProblems + answerProblems

    /// The cases an enum declares, read from its source file (`    case name(...)` at the
    /// enum's own level), so that a new key without a sample fails here.
    static func declaredCases(_ path: String, prefix: String = "") throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let cases = source.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("    case ") else { return nil }
            return prefix + String(line.dropFirst(9).prefix { $0.isLetter || $0.isNumber })
        }
        return Set(cases)
    }

    @Test func everyKeyHasASample() throws {
        let declared = try Self.declaredCases("Sources/AskCore/Messages/Message.swift")
            .union(Self.declaredCases("Sources/AskCore/Source/FormProblem.swift", prefix: "FormProblem."))
            .union(Self.declaredCases("Sources/AskCore/Answers/AnswerProblem.swift", prefix: "AnswerProblem."))
        #expect(declared.count == 248)
        #expect(Set(Self.samples.map(\.name)) == declared)
    }

    /// The cases of `enum name` in the file at `path` (`    case name`, one level in).
    static func declaredCases(_ path: String, enum name: String) throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var inside = false
        var cases: Set<String> = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("public enum ") || line.hasPrefix("enum ") || line.hasPrefix("extension ") || line.hasPrefix("    public enum ") {
                let last = name.split(separator: ".").last.map(String.init) ?? name
                inside = line.contains("enum \(last):") || line.contains("enum \(last) ")
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            if inside, line.dropFirst(indent).hasPrefix("case "), indent == (name.contains(".") ? 8 : 4) {
                let list = line.dropFirst(indent + 5).replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
                for item in list.split(separator: ",") {
                    let word = item.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber }
                    if !word.isEmpty { cases.insert(name + "." + word) }
                }
            }
        }
        return cases
    }

    @Test func everyPartHasASample() throws {
        let path = "Sources/AskCore/Source/ValueDescription.swift"
        var declared: Set<String> = []
        for name in ["ExpectedValue", "FoundValue", "ValueKind", "JSONExpected", "JSONFound"] {
            declared.formUnion(try Self.declaredCases(path, enum: name))
        }
        for name in ["ConditionSyntaxError.Reason", "ConditionSyntaxError.Expected", "ConditionSyntaxError.Found",
                     "ConditionMismatch", "ConditionMismatch.Comparand"] {
            declared.formUnion(try Self.declaredCases("Sources/AskCore/Form/ConditionProblem.swift", enum: name))
        }
        for name in ["ExpressionProblem", "ExpressionType"] {
            declared.formUnion(try Self.declaredCases("Sources/AskCore/Expression/ExpressionProblem.swift", enum: name))
        }
        for name in ["PropertyListProblem", "PropertyListProblem.BinaryPart"] {
            declared.formUnion(try Self.declaredCases("Sources/AskCore/Source/PropertyListProblem.swift", enum: name))
        }
        declared.formUnion(try Self.declaredCases("Sources/AskCore/Source/ConversionLoss.swift", enum: "ConversionLoss"))
        declared.formUnion(try Self.declaredCases("Sources/AskCore/Source/YAMLProblem.swift", enum: "YAMLProblem"))
        declared.formUnion(try Self.declaredCases("Sources/AskCore/Source/YAMLSyntaxProblem.swift", enum: "YAMLSyntaxProblem"))
        #expect(declared.count == 60 + 19 + 10 + 5 + 7 + 4 + 76 + 6 + 4 + 7 + 6 + 6 + 20 + 18)
        #expect(Set(Self.fragments.map(\.name)) == declared)
    }

    @Test(arguments: fragments)
    func partRendersInEveryLanguage(_ fragment: Fragment) {
        let english = fragment.render(.english)
        for language in Language.allCases {
            let text = fragment.render(Catalog(language))
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language)")
            for shown in fragment.shows {
                #expect(text.contains(shown), "\(language): \(text)")
            }
            if language != .english, !fragment.isSameInEveryLanguage {
                #expect(text != english, "\(language)")
            }
        }
    }

    /// English words that must not be left in another language's rendering of a part, once
    /// what it quotes (`'value'`, `"en"`, `{"a": …}`) is taken out.
    static let englishWords = ["expected", "found", "string", "number", "with", "compare", "which", "option", "value",
                               "array", "object", "boolean", "the", "key", "text", "nothing", "end", "line", "character",
                               "byte", "close", "language", "tag", "section", "row", "header", "format", "version", "whole",
                               "date", "email", "holding", "twice", "member", "name", "data", "from", "to", "or", "and",
                               "such", "as", "one", "of", "a", "an"]

    /// The ASCII words of `text` outside quotes, lowercased.
    static func unquotedWords(_ text: String) -> [String] {
        var rest = text
        for pattern in [#"\{.*\}"#, #""[^"]*""#, #"'[^']*'"#, #"<[^>]*>"#, #"&[a-z#0-9]*;"#] {
            rest = rest.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return rest.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+")) }.map(String.init)
    }

    @Test(arguments: fragments)
    func partLeavesNoEnglishWords(_ fragment: Fragment) {
        guard !fragment.name.hasSuffix(".custom") else { return }
        for language in Language.allCases where language != .english {
            let words = Self.unquotedWords(fragment.render(Catalog(language)))
            #expect(words.filter(Self.englishWords.contains).isEmpty, "\(language): \(fragment.render(Catalog(language)))")
        }
    }

    @Test(arguments: samples)
    func rendersInEveryLanguageWithItsArguments(_ sample: Sample) {
        for language in Language.allCases {
            let text = sample.render(Catalog(language))
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language)")
            for shown in sample.shows {
                #expect(text.contains(shown), "\(language): \(text)")
            }
        }
    }

    /// Words that are the same in every language by nature (a status line, a term like URL, a
    /// custom row kind's own words after a quoted value).
    static let sameInEveryLanguage: Set<String> = ["hintURL", "hintDate", "hintSelect", "httpStatus", "transferFailed",
                                                   "FormProblem.invalidSetting", "AnswerProblem.refused"]

    @Test(arguments: samples)
    func isTranslated(_ sample: Sample) {
        let english = sample.render(.english)
        // A text that is all argument (a form's patternMessage) is the form's words, not askform's.
        guard !Self.sameInEveryLanguage.contains(sample.name), !sample.shows.contains(english) else { return }
        for language in Language.allCases where language != .english {
            #expect(sample.render(Catalog(language)) != english, "\(language)")
        }
    }
}
