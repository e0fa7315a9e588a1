extension English {
    static func text(for message: Message, in catalog: Catalog) -> String {
        let q = Catalog.quoted
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        switch message {
        case .formProblem(let problem): return text(for: problem, in: catalog)
        case .answerProblem(let problem): return text(for: problem, in: catalog)

        case .hintRequired: return "required"
        case .hintHidden: return "hidden"
        case .hintEmail: return "email"
        case .hintURL: return "URL"
        case .hintWholeNumber(let min, let max): return "whole number" + Catalog.range(min, max)
        case .hintNumber(let min, let max): return "number" + Catalog.range(min, max)
        case .hintDate(let min, let max): return "YYYY-MM-DD" + Catalog.range(min, max)
        case .hintLength(let min?, let max?): return "\(min)–\(max) characters"
        case .hintLength(let min?, nil): return "at least \(min) characters"
        case .hintLength(nil, let max?): return "at most \(max) characters"
        case .hintLength(nil, nil): return "any length"
        case .hintThenUnit(let unit): return "then \(unit)"
        case .hintSelect(let count): return (count == 1 ? "1" : "1–\(count)") + " or a name, TAB completes"
        case .hintMultiselect(let min, let max, let completes):
            var choose = "comma-separated"
            switch (min, max) {
            case (let low?, let high?) where low == high: choose = "choose \(low), comma-separated"
            case (let low?, let high?): choose = "choose \(low)–\(high), comma-separated"
            case (let low?, nil): choose = "at least \(low), comma-separated"
            case (nil, let high?): choose = "at most \(high), comma-separated"
            default: break
            }
            return choose + (completes ? ", TAB completes" : "")
        case .hintOfKind(let text): return InertText.line(catalog.resolved(text))
        case .hintExample(let example): return "e.g. " + example
        case .hintUnitOf(let title): return "unit of \(title)"
        case .hintMultiline: return "several lines: end with a line of just ., or :edit"
        case .moreLines(let count): return count == 1 ? "(+1 line)" : "(+\(count) lines)"
        case .editorFailed(let status?): return "the editor exited with status \(status); the answer is unchanged"
        case .editorFailed(nil): return "the editor could not be started; the answer is unchanged"
        case .pastedSeveralLines(let count):
            return "the pasted text has \(count) lines but this question takes one line; nothing was answered"
        case .confirmChoices(let yes):
            return yes == true ? "[Y/n]" : yes == false ? "[y/N]" : "[y/n]"
        case .manyOptions(let count):
            return "\(count) options: type the start of one and press TAB, or its number 1–\(count); TAB on an empty line or :list shows them numbered"
        case .nothingToList: return "this question has no options to list"

        case .acceptedOneOf: return "Accepted: one of"
        case .acceptedOption(let several):
            return "Accepted: an option's number, name, or the start of its name" + (several ? " (several separated by commas)" : "")
        case .acceptedYesNo: return "Accepted: y, yes, true, 1 or n, no, false, 0"
        case .accepted(let hint): return "Accepted: " + (hint ?? "any text")
        case .mustMatchPattern(let pattern): return "It must match the pattern " + pattern
        case .skipOrHelp: return "Type :skip to leave it empty, :help for commands."
        case .unknownPromptCommand(let text?):
            return "expected an answer or one of :back, :skip, :help, :review, :quit (type :\(text) to answer '\(text)'), found '\(text)'"
        case .unknownPromptCommand(nil):
            return "expected an answer or one of :back, :skip, :help, :review, :quit (type :: before an answer that starts with ':'), found an unknown command"
        case .firstQuestion: return "This is the first question."
        case .promptCommands:
            return """
                  :back     go to the previous question
                  :skip     leave this question empty (optional questions only)
                  :review   show the answers so far
                  :edit     edit the answer in $VISUAL or $EDITOR (also Ctrl-X Ctrl-E)
                  :list     list every option, numbered (choices only)
                  :help     show this help
                  :discard  throw the answers and the draft away (asks first)
                  :quit     stop; your answers are kept as a draft (resume with --resume)
                  ::text    answer ':text' literally
                """

        case .reviewTitle: return "Review"
        case .reviewQuestion(let submits): return (submits ? "Submit these answers?" : "Write these answers?") + " [Y/n]"
        case .reviewChangeHint: return "or a number or key to change"
        case .reviewHelp:
            return """
                  Enter, y  write the answers (or submit them)
                  3, city   change that answer, by its number or key
                  :back     go back to the last question
                  :review   show the answers again
                  :discard  throw the answers and the draft away (asks first)
                  :quit     stop; your answers are kept as a draft (resume with --resume)
                """
        case .notAtTheReview(let command): return "\(command) does nothing at the review; type a number or key to change an answer"
        case .noSuchAnswerNumber(let number, let count):
            return count == 0 ? "there is no answer \(number) to change" : "there is no answer \(number); type a number 1–\(count) or a key"
        case .hiddenByCondition(let key): return "'\(key)' is not asked: its 'when' condition is false for these answers"
        case .cannotAddItem(let group, let maximum):
            return maximum.map { "'\(group)' has its most items, \($0)" } ?? "'\(group)' has as many items as its count says"
        case .cannotRemoveItem(let group, let minimum):
            return minimum.map { "'\(group)' needs at least \($0) items" } ?? "'\(group)' has as many items as its count says"
        case .discardQuestion: return "Discard every answer and the draft? [y/N]: "
        case .discarded: return "discarded: nothing was written, and the draft is gone"
        case .reviewHowToChange: return "Type the number or key of the answer to change, or :quit to stop (the draft is kept)."
        case .yes: return "yes"
        case .no: return "no"

        case .usage(let usage): return "Usage: " + usage
        case .seeHelp(let command): return "See '\(command.map { "askform help " + $0 } ?? "askform --help")'."
        case .unknownCommand(let name, let suggestion):
            return "unknown command \(q(name))" + (suggestion.map { " (did you mean \(q($0))?)" } ?? "")
        case .unknownOption(let name, let suggestion):
            return "unknown option \(q(name))" + (suggestion.map { " (did you mean \(q($0))?)" } ?? "")
        case .optionTakesNoValue(let name, let found):
            return "option \(q(name)) takes no value" + (found.map { ", found \(q($0))" } ?? "")
        case .optionNeedsValue(let name, let valueName): return "option \(q(name)) needs a value (\(valueName))"
        case .missingArgument(let name): return "missing \(name)"
        case .unexpectedArgument(let argument): return "unexpected argument \(q(argument))"

        case .toolSummary: return "ask a questionnaire at the terminal or from a script"
        case .commandsHeading: return "Commands:"
        case .optionsHeading: return "Options:"
        case .helpCommandSummary: return "Show a command's options"
        case .exitCodes:
            return """
                Exit codes: 0 done, 64 usage, 65 invalid form or answers, 66 unreadable input,
                73 output not writable, 75 submission failed, 78 configuration, 130 interrupted.
                """
        case .seeCommandHelp: return "See 'askform help COMMAND' and docs/CLI.md."
        case .commandSummary(let command): return summary(command)
        case .commandDiscussion(let command): return discussion(command)
        case .optionHelp(let option): return help(option)

        case .cannotRead(let path, let reason): return "cannot read \(q(path)): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(q(path)): \(reason)"
        case .cannotWriteStdout(let reason): return "cannot write to stdout: \(reason)"
        case .answersKept(let path): return "the answers are kept in \(path)"
        case .answersFollow: return "the state directory is not writable either; the answers follow:"
        case .checkPassed(let file, let sections, let questions, let conditional, let warnings):
            return "\(file): ok (\(plural(sections, "section")), \(plural(questions, "question"))"
                + (conditional > 0 ? ", \(conditional) of them conditional" : "")
                + (warnings > 0 ? ", \(plural(warnings, "warning")))" : ")")
        case .validatePassed(let file): return "\(file): ok"
        case .invalid(let file, let errors): return "\(file): invalid (\(plural(errors, "error")))"

        case .unknownFormat(let name): return "unknown format \(q(name)); use json, env or markdown"
        case .unknownQuestionsFormat(let name): return "unknown format \(q(name)); use text or json"
        case .unknownSourceKind(let name, let kinds): return "unknown kind \(q(name)); use one of \(kinds.joined(separator: ", "))"
        case .askedAlways: return "always"
        case .askedWhen(let condition): return "when " + condition
        case .askedWhenGiven(let amount): return "when \(amount) is given"
        case .noQuestionsLeft: return "(every question is answered ahead: stdin needs no line)"
        case .unknownShell(let name): return "unknown shell \(q(name)); use bash, zsh or fish"
        case .setNotAssignment(let text): return "--set \(q(text)) is not KEY=VALUE"
        case .setFileNotAssignment(let text): return "--set-file \(q(text)) is not KEY=PATH"
        case .setFailed(let key, let problem): return "--set \(key): \(text(for: problem, in: catalog))"
        case .environmentDefaultFailed(let key, let variable, let problem):
            return "\(key): default from the environment variable \(variable): \(text(for: problem, in: catalog))"
        case .environmentNameClash(let first, let second, let variable):
            return "keys \(q(first)) and \(q(second)) both become the variable \(variable); use --format json"
        case .draftExists: return "a draft of this form exists; answering replaces it (--resume continues it instead)"
        case .stoppedBeforeFirstAnswer: return "stopped before the first answer; nothing to save"
        case .stoppedAndSaved(let resume): return "stopped; your answers are saved. Resume with: \(resume)"
        case .stoppedKeepingEarlierDraft(let resume):
            return "stopped before the first answer; the earlier draft is kept as it was. Resume it with: \(resume)"
        case .stoppedAddingToEarlierDraft(let resume):
            return "stopped before the first answer; the --answers and --set answers were added to the earlier draft. Resume with: \(resume)"
        case .stoppedUnsaved(let directory): return "stopped; the draft could not be saved in \(directory)"
        case .noDraft: return "no draft for this form; starting from the first question"
        case .draftAnswersLeftOut(let keys):
            return "left out \(plural(keys.count, "saved answer")) that no longer \(keys.count == 1 ? "fits" : "fit") the form: " + Catalog.list(keys, separator: ", ") { ", … (\($0) more)" }
        case .presetHidden(let key): return "\(key): not written: its 'when' condition is false for these answers"
        case .resuming(let count): return "resuming with \(plural(count, "saved answer"))"
        case .draftNotRegular(let path): return "the draft \(q(path)) is not a regular file; askform reads only a regular file there: remove it to start afresh"
        case .historyNotRegular(let path): return "the history \(q(path)) is not a regular file, so it is not read; a regular file replaces it when this fill ends"
        case .themeNotRead(let path, let reason): return "warning: the theme \(q(path)) is not read: \(reason); askform's own colours are used"
        case .stdinLine(let line, let key, let detail):
            return "stdin line \(line): " + (key.map { "\($0): " } ?? "") + text(for: detail, in: catalog)
        case .stdinEndedDefaultUnset(let key, let variable, let problem):
            return "stdin ended before \(q(key)) was answered: \(text(for: problem, in: catalog)) (its default comes from $\(variable), which is not set)"
        case .stdinEnded(let key, let problem):
            return "stdin ended before \(q(key)) was answered: \(text(for: problem, in: catalog))"
        case .leftOver(let line, let text):
            return "stdin line \(line)" + (text.map { ": \(q($0))" } ?? "") + " is left over after the last question"
        case .lineTooLong(let bytes): return "the line is longer than \(bytes) bytes"
        case .lineNotUTF8(let byte): return "invalid UTF-8 at byte \(byte)"
        case .heredocNotClosed(let word): return "'<<\(word)' has no line '\(word)' after it to end the answer"
        case .setFileFailed(let key, let detail): return "--set-file \(key): \(text(for: detail, in: catalog))"
        case .lineHasNUL(let byte): return "a NUL byte at byte \(byte)"
        case .environmentNameReserved(let key, let variable):
            return "key \(q(key)) would overwrite the shell variable \(variable); use --env-prefix (e.g. --env-prefix APP_) or --format json"
        case .envPrefixInvalid(let prefix):
            return "--env-prefix \(q(prefix)) cannot start a variable name; use letters, digits and '_', not starting with a digit"
        case .envPrefixNeedsEnvFormat: return "--env-prefix applies only to --format env"
        case .moreProblems(let count): return "… and \(Catalog.grouped(count)) more \(count == 1 ? "problem" : "problems")"

        case .headerNotNameValue(let header): return "header \(q(header)) is not 'Name: value'"
        case .invalidHeaderName(let name): return "invalid header name \(q(name))"
        case .headerControlCharacter(let name, let character):
            return "header \(q(name)) holds control character U+\(Catalog.hex(character)); a header is one line of printable text"
        case .retriesInvalid(let text):
            return "--retries \(q(text)) is not a whole number from \(RetryPolicy.retriesBounds.lowest) to \(RetryPolicy.retriesBounds.highest)"
        case .timeoutInvalid(let text):
            return "--timeout \(q(text)) is not a number of seconds from \(RetryPolicy.timeoutBounds.lowest) to \(RetryPolicy.timeoutBounds.highest)"
        case .noEndpoint: return "the form has no submit block; give the endpoint with --post URL"
        case .postInvalid(let problem): return "--post: \(text(for: problem, in: catalog))"
        case .secretOverPlainHTTP(let host):
            return "the form has secret rows and \(q(host)) is plain http://; use https, or --insecure to send anyway"
        case .cannotReadCACert(let path, let reason): return "cannot read --cacert \(q(path)): \(reason)"
        case .headerVariablesMissing(let names):
            return "the form's submit headers need \(names.map { "$" + $0 }.joined(separator: ", ")), which \(names.count == 1 ? "is" : "are") not set"
        case .submitted(let status): return "submitted (HTTP \(status))"
        case .submitFailed(let url, let reason): return "submitting to \(url) failed: \(text(for: reason, in: catalog))"
        case .resendWith(let command, let headers):
            return "resend them with: " + command + (headers ? " (and your -H options again)" : "")
        case .answersNotKept(let directory): return "the answers could not be kept in \(directory); here they are:"
        case .nothingSent: return "nothing was sent"
        case .retrying(let attempt, let tries, let failure, let wait):
            return "try \(attempt) of \(tries) failed: \(text(for: failure, in: catalog)); trying again in \(Catalog.seconds(wait)) s"
        case .deadlinePassed(let seconds): return "the overall deadline of \(Catalog.seconds(seconds)) s passed"
        case .httpStatus(let status): return "HTTP \(status)"
        case .redirectRefused(let status): return "HTTP \(status) (a redirect, which askform does not follow)"
        case .refusedByServer(let status): return "HTTP \(status) (refused by the server)"
        case .failedAfterTries(let failure, let tries):
            return "\(text(for: failure, in: catalog)) after \(tries == 1 ? "1 try" : "\(tries) tries")"
        case .transferFailed(let detail): return detail
        case .curlMissing: return "libcurl is not installed (apt-get install libcurl4)"
        case .curlSymbolMissing(let name): return "libcurl lacks \(name)"
        case .curlFailedToStart: return "libcurl could not start"
        case .curlRequestFailed: return "libcurl could not make a request"
        case .headerVariableUnsafe(let variable, let header, let character):
            return "$\(variable), used in header \(q(header)), holds control character U+\(Catalog.hex(character)); a header is one line of printable text"
        case .submissionStopped: return "stopped before the server confirmed the submission"
        case .responseHeadersCutOff: return "the response ended before its headers were complete"
        case .responseBodyCut(let bytes): return "the response body was cut: only its first \(bytes) bytes are shown"
        }
    }

    private static func summary(_ command: Message.Command) -> String {
        switch command {
        case .fill: return "Walk the form, write the answers, optionally submit them"
        case .check: return "Validate form files; exit 0 when all are valid"
        case .validate: return "Check an answers file against the form's rules"
        case .submit: return "POST saved answers (e.g. a recovery file) to the form's endpoint"
        case .schema: return "Print the JSON Schema (2020-12) of the form's answers"
        case .questions: return "Print what a pipe must answer, in order: line, key, type, default"
        case .convert: return "Write the askform form (JSON) for a form written for another tool"
        case .completion: return "Print a completion script for bash, zsh or fish"
        }
    }

    private static func discussion(_ command: Message.Command) -> String {
        switch command {
        case .fill:
            return """
                Answers go to stdout (or --output); prompts, progress, errors and the review go to
                stderr. When stdin is not a terminal, or with --non-interactive, each line of stdin
                answers the next row that still needs an answer, in form order.
                """
        case .check: return "Problems are printed as FILE:LINE:COL: error: MESSAGE (at /json/pointer)."
        case .questions: return "Takes --answers, --set, --defaults and --defaults-from as fill does. A question whose condition reads answers still to come is listed with it, and takes its line only when it holds; line numbers after it assume it does."
        case .convert: return "SOURCE is a copier.yml, a cookiecutter.json, a GitHub issue form, a SurveyJS survey, an XLForm property list or an askform form; its kind is told from its name and content, or given with --from. Each thing that cannot be carried over exactly is a FILE:LINE:COL: warning on stderr. fill, check, schema, validate, submit and questions take such files directly."
        case .completion: return "Load it with: source <(askform completion bash); zsh and fish likewise (see docs/CLI.md)."
        case .validate, .submit, .schema: return ""
        }
    }

    private static func help(_ option: Message.Option) -> String {
        switch option {
        case .output: return "Write the answers to FILE (atomically) instead of stdout"
        case .format: return "Output format: json (default), env (KEY='value' lines for eval) or markdown (an issue body, ### Title then the answer)"
        case .answers: return "Take answers from a JSON file (as fill writes them)"
        case .set: return "Answer one row, parsed like a typed answer (repeatable)"
        case .defaults: return "Accept every default without asking"
        case .defaultsFrom: return "Offer the answers in FILE (as fill writes them) as the defaults, asked again"
        case .questionsFormat: return "Output format: text (default) or json (an array of objects)"
        case .from: return "Read FORM as KIND: askform, copier, cookiecutter, github-issue-form, surveyjs, xlform (default: told from its name and content)"
        case .convertOutput: return "Write the form to FILE (atomically) instead of stdout"
        case .nonInteractive: return "Never prompt: read the remaining answers from stdin, one per line"
        case .post: return "Submit the answers (to URL, instead of the form's submit.url)"
        case .header: return "Add a request header (repeatable)"
        case .cacert: return "Trust the CA certificates in FILE (PEM) for HTTPS"
        case .insecure: return "Allow sending secret answers over plain http:// to a remote host"
        case .retries: return "Retries after the first try (default: the form's, else 3)"
        case .timeout: return "Time allowed for one try (default: the form's, else 30)"
        case .noSubmit: return "Only write the answers, even when the form has a submit block"
        case .resume: return "Continue from the saved draft of this form"
        case .noReview: return "Skip the review before writing"
        case .noColor: return "No colour (NO_COLOR is honoured too)"
        case .lang: return "Language for the form's texts and askform's messages: en, zh-Hans, ko, ja"
        case .strict: return "Treat warnings as errors"
        case .help: return "Show this help"
        case .version: return "Show askform's version"
        case .envPrefix: return "Put PREFIX before every variable name of --format env (e.g. TRIP_)"
        case .setFile: return "Answer one row with the text of a file, parsed like --set (repeatable)"
        }
    }
}
