/// Every sentence askform says that is not a ``FormProblem`` or an ``AnswerProblem``: prompt
/// hints, the review, commands' help and the command line's status and error lines.
///
/// A case carries what its text needs; ``Catalog/text(for:)-(Message)`` renders it in the
/// reader's language. The English text of each case is in `English+Messages.swift`; the
/// comments here show it for the cases whose name does not say it.
public indirect enum Message: Sendable, Equatable {
    /// The commands askform has, for their help texts.
    public enum Command: String, CaseIterable, Sendable {
        case fill, check, validate, submit, schema, questions, convert, completion
    }

    /// The options askform has, for their help texts; the raw value is the long name.
    public enum Option: String, CaseIterable, Sendable {
        case output, format, answers, set, defaults
        case defaultsFrom = "defaults-from"
        case questionsFormat = "questions-format"
        case nonInteractive = "non-interactive"
        case post, header, cacert, insecure, retries, timeout
        case noSubmit = "no-submit"
        case resume
        case noReview = "no-review"
        case noColor = "no-color"
        case lang, strict, help, version
        case envPrefix = "env-prefix"
        case setFile = "set-file"
        case from
        case convertOutput = "convert-output"
    }

    // MARK: Embedded problems

    case formProblem(FormProblem)
    case answerProblem(AnswerProblem)

    // MARK: Prompt hints

    case hintRequired
    case hintHidden
    case hintEmail
    case hintURL
    /// `whole number 0–120`, `whole number ≥ 0`, `whole number`.
    case hintWholeNumber(min: String?, max: String?)
    case hintNumber(min: String?, max: String?)
    case hintDate(min: String?, max: String?)
    /// `2–80 characters`, `at least 2 characters`; a row without bounds has no length hint.
    case hintLength(min: Int?, max: Int?)
    /// `then Currency`: the unit asked after the amount.
    case hintThenUnit(String)
    /// `1–6 or a name, TAB completes`; `1` when there is one option.
    case hintSelect(options: Int)
    /// `choose 1–2, comma-separated, TAB completes`.
    case hintMultiselect(min: Int?, max: Int?, completes: Bool)
    /// `e.g. name@example.org`.
    case hintExample(String)
    /// A custom row kind's own hint, in its words (`version like 1.2.3`).
    case hintOfKind(LocalizedText)
    /// `unit of Budget`.
    case hintUnitOf(String)
    /// How a multi-line answer ends (a line of just `.`), and that `:edit` opens an editor.
    case hintMultiline
    /// `(+3 lines)` after the first line of a multi-line answer, in the review and as a default.
    case moreLines(Int)
    /// The editor of `:edit` exited with this status, or (nil) could not be started: the
    /// answer stays as it was.
    case editorFailed(status: Int?)
    /// A paste of this many lines at a one-line prompt: refused, nothing answered.
    case pastedSeveralLines(Int)
    /// `[Y/n]`, `[y/N]` or `[y/n]` after a yes/no question, by its default.
    case confirmChoices(default: Bool?)
    /// `12 options: type the start of one and press TAB, or its number 1–12`.
    case manyOptions(Int)
    /// `:list` at a question without options.
    case nothingToList

    // MARK: After a refused answer

    /// `Accepted: one of` (a unit's options follow).
    case acceptedOneOf
    /// `Accepted: an option's number, name, or the start of its name`.
    case acceptedOption(several: Bool)
    case acceptedYesNo
    /// `Accepted: ` and the row's hint, or `any text` when it has none.
    case accepted(String?)
    case mustMatchPattern(String)
    case skipOrHelp
    /// The text after `✗ key: ` when `:something` is no command; nil at a secret prompt.
    case unknownPromptCommand(String?)
    case firstQuestion
    /// The prompt commands, for `:help`: one line each, indented.
    case promptCommands

    // MARK: Review

    case reviewTitle
    /// `Write these answers? [Y/n]`, or `Submit …`.
    case reviewQuestion(submits: Bool)
    case reviewChangeHint
    /// After `n` at the review: how to change an answer or stop.
    case reviewHowToChange
    /// `:help` at the review: what the review prompt takes.
    case reviewHelp
    /// A prompt command that means nothing at the review (`:skip`, `:list`).
    case notAtTheReview(String)
    /// A number past the review's rows.
    case noSuchAnswerNumber(Int, count: Int)
    /// A key of a row that is not asked now.
    case hiddenByCondition(String)
    /// The review's `+GROUP`: the group (as shown) has its `maximum` items, or counts its own (`nil`).
    case cannotAddItem(String, maximum: Int?)
    /// The review's `-GROUP.N`: the group has only its `minimum` items, or counts its own (`nil`).
    case cannotRemoveItem(String, minimum: Int?)
    /// `:discard` asks before throwing the answers away.
    case discardQuestion
    /// After `:discard` was confirmed.
    case discarded
    case yes
    case no

    // MARK: Command line

    /// `Usage: askform fill FORM [options]`.
    case usage(String)
    /// Where to read more after a bad command line: `askform help COMMAND` for a command's
    /// own options, else `askform --help`.
    case seeHelp(command: String?)
    case unknownCommand(String, suggestion: String?)
    /// The option as typed, dashes included, and a close one.
    case unknownOption(String, suggestion: String?)
    case optionTakesNoValue(String, found: String?)
    /// The option and its value's name (`FILE`).
    case optionNeedsValue(String, valueName: String)
    /// A missing positional argument, by its name (`FORM`).
    case missingArgument(String)
    case unexpectedArgument(String)

    // MARK: Help

    case toolSummary
    case commandsHeading
    case optionsHeading
    case helpCommandSummary
    case exitCodes
    case seeCommandHelp
    case commandSummary(Command)
    /// More about a command; empty for commands that need none.
    case commandDiscussion(Command)
    case optionHelp(Option)

    // MARK: Files and streams

    case cannotRead(String, reason: String)
    case cannotWrite(String, reason: String)
    case cannotWriteStdout(reason: String)
    case answersKept(String)
    case answersFollow
    /// `NAME: ok (3 sections, 15 questions, 1 warning)`; without the counts for answers.
    /// `questions` counts every row that asks (units not counted, as the fill's `[n/N]` does
    /// not), `conditional` those of them that a `when` may hide.
    case checkPassed(file: String, sections: Int, questions: Int, conditional: Int, warnings: Int)
    case validatePassed(file: String)
    /// `NAME: invalid (5 errors)`.
    case invalid(file: String, errors: Int)

    // MARK: fill

    case unknownFormat(String)
    /// `askform questions --format` other than text or json.
    case unknownQuestionsFormat(String)
    /// `--from` naming no kind askform reads: the kinds it does.
    case unknownSourceKind(String, kinds: [String])
    /// `askform questions`: when a question takes its line.
    case askedAlways
    case askedWhen(String)
    /// A unit: only when its amount is given.
    case askedWhenGiven(String)
    /// Every question is answered ahead: the pipe needs no line.
    case noQuestionsLeft
    /// `askform completion` for a shell it has no script for.
    case unknownShell(String)
    case setNotAssignment(String)
    /// `--set-file` whose value is not `KEY=PATH`.
    case setFileNotAssignment(String)
    /// `--set KEY: problem`.
    case setFailed(key: String, AnswerProblem)
    case environmentDefaultFailed(key: String, variable: String, AnswerProblem)
    case environmentNameClash(String, String, variable: String)
    case draftExists
    case stoppedBeforeFirstAnswer
    /// The command that resumes.
    case stoppedAndSaved(resume: String)
    /// Stopped before answering anything: an earlier run's draft stays as it was.
    case stoppedKeepingEarlierDraft(resume: String)
    /// Stopped before answering anything: `--answers`/`--set` were added to an earlier draft.
    case stoppedAddingToEarlierDraft(resume: String)
    case stoppedUnsaved(directory: String)
    case noDraft
    case resuming(answers: Int)
    /// Saved answers a changed form no longer has a row for, or whose rules they now break.
    case draftAnswersLeftOut([String])
    /// A `--set` or `--answers` answer for a row its `when` hides: not written.
    case presetHidden(key: String)
    /// A symlink, FIFO or device where askform keeps the form's draft or history.
    case draftNotRegular(String)
    case historyNotRegular(String)
    /// The user's theme file cannot be read (or is no regular file): the fill goes on in askform's own look.
    case themeNotRead(String, reason: String)
    /// `stdin line 3: age: ` and what is wrong with the line; `key` is nil for lines left over.
    case stdinLine(Int, key: String?, Message)
    case stdinEnded(key: String, AnswerProblem)
    /// As ``stdinEnded(key:_:)``, for a row whose `${env:NAME}` default is unset.
    case stdinEndedDefaultUnset(key: String, variable: String, AnswerProblem)
    /// A line left over after the last question, quoted unless the form has secrets.
    case leftOver(line: Int, text: String?)
    case lineTooLong(bytes: Int)
    case lineNotUTF8(byte: Int)
    /// A piped `<<WORD` line with no line `WORD` after it: the answer never ends.
    case heredocNotClosed(String)
    /// `--set-file KEY: ` and what is wrong with the file's text as that row's answer.
    case setFileFailed(key: String, Message)
    /// A NUL byte in a stdin line: valid UTF-8, but never text.
    case lineHasNUL(byte: Int)
    /// `--format env` would overwrite a variable a shell relies on (`PATH`, `PS1`, …).
    case environmentNameReserved(key: String, variable: String)
    /// `--env-prefix` that cannot start a variable name.
    case envPrefixInvalid(String)
    /// `--env-prefix` without `--format env`.
    case envPrefixNeedsEnvFormat
    /// `… and 2,345 more problems` after the first problems printed.
    case moreProblems(Int)

    // MARK: Submission

    case headerNotNameValue(String)
    case invalidHeaderName(String)
    /// `-H NAME: …` with a control character (U+000D, say) in its value.
    case headerControlCharacter(String, character: UInt32)
    case retriesInvalid(String)
    case timeoutInvalid(String)
    case noEndpoint
    case postInvalid(FormProblem)
    case secretOverPlainHTTP(host: String)
    case cannotReadCACert(String, reason: String)
    /// Environment variable names, without `$`.
    case headerVariablesMissing([String])
    case submitted(status: Int)
    /// `submitting to URL failed: REASON`.
    case submitFailed(url: String, reason: Message)
    /// The command line that resends; `headers` when -H options must be added by hand.
    case resendWith(String, headers: Bool)
    case answersNotKept(directory: String)
    case nothingSent
    /// `try 1 of 4 failed: HTTP 503; trying again in 0.5 s`.
    case retrying(attempt: Int, of: Int, failure: Message, wait: Double)
    case deadlinePassed(seconds: Double)
    case httpStatus(Int)
    case redirectRefused(Int)
    case refusedByServer(Int)
    /// `HTTP 503 after 4 tries`.
    case failedAfterTries(Message, tries: Int)
    /// What libcurl said about a failed transfer, as it said it.
    case transferFailed(String)
    case curlMissing
    case curlSymbolMissing(String)
    case curlFailedToStart
    case curlRequestFailed
    /// A `${env:NAME}` value that would put a control character in a form's header.
    case headerVariableUnsafe(String, header: String, character: UInt32)
    /// A stop signal (Ctrl-C, SIGTERM, a closed terminal) ended a submission under way.
    case submissionStopped
    /// A try whose response ended before its header block did: retried like a lost connection.
    case responseHeadersCutOff
    /// A response body askform shows was longer than it keeps: only its first `bytes` are shown.
    case responseBodyCut(bytes: Int)
}
