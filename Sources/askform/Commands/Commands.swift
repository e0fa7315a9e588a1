/// Every command askform has, with its options and help, in one table.
enum Commands {
    static let version = "0.1.0"

    static let submissionOptions: [OptionSpec] = [
        OptionSpec(long: "post", short: nil, value: .optionalURL,
                   help: "Submit the answers (to URL, instead of the form's submit.url)"),
        OptionSpec(long: "header", short: "H", value: .required("'Name: value'"), repeatable: true,
                   help: "Add a request header (repeatable)"),
        OptionSpec(long: "cacert", short: nil, value: .required("FILE"),
                   help: "Trust the CA certificates in FILE (PEM) for HTTPS"),
        OptionSpec(long: "insecure", short: nil, value: .none,
                   help: "Allow sending secret answers over plain http:// to a remote host"),
        OptionSpec(long: "retries", short: nil, value: .required("N"),
                   help: "Retries after the first try (default: the form's, else 3)"),
        OptionSpec(long: "timeout", short: nil, value: .required("SECONDS"),
                   help: "Time allowed for one try (default: the form's, else 30)"),
    ]

    static let fill = CommandSpec(
        name: "fill", positionals: ["FORM"],
        options: [
            OptionSpec(long: "output", short: "o", value: .required("FILE"),
                       help: "Write the answers to FILE (atomically) instead of stdout"),
            OptionSpec(long: "format", short: nil, value: .required("json|env"),
                       help: "Output format: json (default) or env (KEY='value' lines for eval)"),
            OptionSpec(long: "answers", short: nil, value: .required("FILE"),
                       help: "Take answers from a JSON file (as fill writes them)"),
            OptionSpec(long: "set", short: nil, value: .required("KEY=VALUE"), repeatable: true,
                       help: "Answer one row, parsed like a typed answer (repeatable)"),
            OptionSpec(long: "defaults", short: nil, value: .none,
                       help: "Accept every default without asking"),
            OptionSpec(long: "non-interactive", short: nil, value: .none,
                       help: "Never prompt: read the remaining answers from stdin, one per line"),
        ] + submissionOptions + [
            OptionSpec(long: "no-submit", short: nil, value: .none,
                       help: "Only write the answers, even when the form has a submit block"),
            OptionSpec(long: "resume", short: nil, value: .none,
                       help: "Continue from the saved draft of this form"),
            OptionSpec(long: "no-review", short: nil, value: .none,
                       help: "Skip the review before writing"),
            OptionSpec(long: "no-color", short: nil, value: .none,
                       help: "No colour (NO_COLOR is honoured too)"),
            OptionSpec(long: "lang", short: nil, value: .required("TAG"),
                       help: "Language for the form's texts and askform's messages (e.g. zh-Hans)"),
        ],
        summary: "Walk the form, write the answers, optionally submit them",
        discussion: """
            Answers go to stdout (or --output); prompts, progress, errors and the review go to
            stderr. When stdin is not a terminal, or with --non-interactive, each line of stdin
            answers the next row that still needs an answer, in form order.
            """)

    static let check = CommandSpec(
        name: "check", positionals: ["FORM"], variadic: true,
        options: [
            OptionSpec(long: "strict", short: nil, value: .none, help: "Treat warnings as errors"),
        ],
        summary: "Validate form files; exit 0 when all are valid",
        discussion: "Problems are printed as FILE:LINE:COL: error: MESSAGE (at /json/pointer).")

    static let validate = CommandSpec(
        name: "validate", positionals: ["FORM", "ANSWERS"], options: [],
        summary: "Check an answers file against the form's rules")

    static let submit = CommandSpec(
        name: "submit", positionals: ["FORM", "ANSWERS"], options: submissionOptions,
        summary: "POST saved answers (e.g. a recovery file) to the form's endpoint")

    static let schema = CommandSpec(
        name: "schema", positionals: ["FORM"], options: [],
        summary: "Print the JSON Schema (2020-12) of the form's answers")

    static let all = [fill, check, validate, submit, schema]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    static var overview: String {
        var text = """
            askform \(version) — ask a questionnaire at the terminal or from a script

            Usage: askform COMMAND [arguments] [options]

            Commands:

            """
        for command in all {
            text += "  " + pad(command.usage.replacingPrefix("askform ", with: ""), 34) + command.summary + "\n"
        }
        text += "  " + pad("help COMMAND", 34) + "Show a command's options\n"
        text += """

            Options:
              -h, --help                        Show this help
              --version                         Show askform's version

            Exit codes: 0 done, 64 usage, 65 invalid form or answers, 66 unreadable input,
            73 output not writable, 75 submission failed, 78 configuration, 130 interrupted.
            See 'askform help COMMAND' and docs/CLI.md.

            """
        return text
    }

    static func help(for command: CommandSpec) -> String {
        var text = "Usage: \(command.usage)\n\n\(command.summary).\n"
        if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        if !command.options.isEmpty {
            text += "\nOptions:\n"
            for option in command.options {
                var names = option.short.map { "-\($0), " } ?? ""
                names += "--" + option.long
                switch option.value {
                case .none: break
                case .required(let valueName): names += " " + valueName
                case .optionalURL: names += " [URL]"
                }
                text += "  " + pad(names, 32) + option.help + "\n"
            }
        }
        text += "  " + pad("-h, --help", 32) + "Show this help\n"
        return text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + "  " : text + String(repeating: " ", count: width - text.count)
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
