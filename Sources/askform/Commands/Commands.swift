import AskCore
import AskFill
import AskImport

/// Every command askform has, with its options, in one table; their help texts are in the
/// message catalog.
enum Commands {
    static let version = Release.version

    static let language = OptionSpec(long: "lang", short: nil, value: .required("TAG"), help: .lang)

    /// `--from KIND`: the kind of form a FORM file is, for every command that reads one.
    static let from = OptionSpec(long: "from", short: nil, value: .required("KIND"), help: .from)

    static let submissionOptions: [OptionSpec] = [
        OptionSpec(long: "post", short: nil, value: .optionalURL, help: .post),
        OptionSpec(long: "header", short: "H", value: .required("'Name: value'"), repeatable: true, help: .header),
        OptionSpec(long: "cacert", short: nil, value: .required("FILE"), help: .cacert),
        OptionSpec(long: "insecure", short: nil, value: .none, help: .insecure),
        OptionSpec(long: "retries", short: nil, value: .required("N"), help: .retries),
        OptionSpec(long: "timeout", short: nil, value: .required("SECONDS"), help: .timeout),
    ]

    /// Answers given before the walk (`Presets`): `fill` and `questions` take them alike.
    static let presetOptions: [OptionSpec] = [
        OptionSpec(long: "answers", short: nil, value: .required("FILE"), help: .answers),
        OptionSpec(long: "set", short: nil, value: .required("KEY=VALUE"), repeatable: true, help: .set),
        OptionSpec(long: "set-file", short: nil, value: .required("KEY=PATH"), repeatable: true, help: .setFile),
        OptionSpec(long: "defaults", short: nil, value: .none, help: .defaults),
        OptionSpec(long: "defaults-from", short: nil, value: .required("FILE"), help: .defaultsFrom),
    ]

    static let fill = CommandSpec(
        name: "fill", positionals: ["FORM"],
        options: [
            OptionSpec(long: "output", short: "o", value: .required("FILE"), help: .output),
            OptionSpec(long: "format", short: nil, value: .required("json|env|markdown"), help: .format),
            OptionSpec(long: "env-prefix", short: nil, value: .required("PREFIX"), help: .envPrefix),
        ] + presetOptions + [
            OptionSpec(long: "non-interactive", short: nil, value: .none, help: .nonInteractive),
        ] + submissionOptions + [
            OptionSpec(long: "no-submit", short: nil, value: .none, help: .noSubmit),
            OptionSpec(long: "resume", short: nil, value: .none, help: .resume),
            OptionSpec(long: "no-review", short: nil, value: .none, help: .noReview),
            OptionSpec(long: "no-color", short: nil, value: .none, help: .noColor),
            from, language,
        ],
        help: .fill)

    static let check = CommandSpec(
        name: "check", positionals: ["FORM"], variadic: true,
        options: [OptionSpec(long: "strict", short: nil, value: .none, help: .strict), from, language],
        help: .check)

    static let validate = CommandSpec(name: "validate", positionals: ["FORM", "ANSWERS"], options: [from, language], help: .validate)

    static let submit = CommandSpec(name: "submit", positionals: ["FORM", "ANSWERS"], options: submissionOptions + [from, language],
                                    help: .submit)

    static let schema = CommandSpec(name: "schema", positionals: ["FORM"], options: [from, language], help: .schema)

    static let questions = CommandSpec(
        name: "questions", positionals: ["FORM"],
        options: presetOptions + [
            OptionSpec(long: "format", short: nil, value: .required("text|json"), help: .questionsFormat), from, language,
        ],
        help: .questions)

    static let convert = CommandSpec(
        name: "convert", positionals: ["SOURCE"],
        options: [OptionSpec(long: "output", short: "o", value: .required("FILE"), help: .convertOutput), from, language],
        help: .convert)

    static let completion = CommandSpec(name: "completion", positionals: ["SHELL"], options: [language], help: .completion)

    static let all = [fill, check, validate, submit, schema, questions, convert, completion]

    /// The kind `--from` names, nil without it; a usage error (64) for a name no kind has.
    static func sourceKind(_ arguments: ParsedArguments, for command: CommandSpec) throws(CommandFailure) -> FormSourceKind? {
        guard let name = arguments.value("from") else { return nil }
        guard let kind = FormSourceKind(rawValue: name) else {
            throw CommandFailure.usage(.unknownSourceKind(name, kinds: FormSourceKind.allCases.map(\.rawValue)), for: command)
        }
        return kind
    }

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    static func overview(_ catalog: Catalog) -> String {
        var text = "askform \(version) — \(catalog.text(for: .toolSummary))\n\n"
        text += catalog.text(for: .usage("askform COMMAND [arguments] [options]")) + "\n\n"
        text += catalog.text(for: .commandsHeading) + "\n"
        for command in all {
            text += "  " + pad(command.usage.replacingPrefix("askform ", with: ""), 34)
                + catalog.text(for: .commandSummary(command.help)) + "\n"
        }
        text += "  " + pad("help COMMAND", 34) + catalog.text(for: .helpCommandSummary) + "\n\n"
        text += catalog.text(for: .optionsHeading) + "\n"
        text += "  " + pad("-h, --help", 34) + catalog.text(for: .optionHelp(.help)) + "\n"
        text += "  " + pad("--version", 34) + catalog.text(for: .optionHelp(.version)) + "\n\n"
        text += catalog.text(for: .exitCodes) + "\n" + catalog.text(for: .seeCommandHelp) + "\n"
        return text
    }

    static func help(for command: CommandSpec, _ catalog: Catalog) -> String {
        var text = catalog.text(for: .usage(command.usage)) + "\n\n"
        text += catalog.text(for: .commandSummary(command.help)) + catalog.punctuation.period + "\n"
        let discussion = catalog.text(for: .commandDiscussion(command.help))
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        text += "\n" + catalog.text(for: .optionsHeading) + "\n"
        for option in command.options {
            text += "  " + pad(ManPage.optionNames(option), 32) + catalog.text(for: .optionHelp(option.help)) + "\n"
        }
        text += "  " + pad("-h, --help", 32) + catalog.text(for: .optionHelp(.help)) + "\n"
        return text
    }

    /// `text` padded to `width` terminal columns, or followed by two spaces when longer.
    private static func pad(_ text: String, _ width: Int) -> String {
        DisplayWidth.of(text) >= width ? text + "  " : DisplayWidth.padded(text, to: width)
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
