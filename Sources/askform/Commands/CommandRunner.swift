import AskCore
import AskFill

/// Dispatches argv to a command and turns every outcome into output and an exit code.
enum CommandRunner {
    static func run(_ arguments: [String]) -> ExitCode {
        // The language is decided once: --lang, else the locale variables, else English.
        let catalog = Catalog(preferred: LanguagePreference.current(option: languageOption(in: arguments)))
        guard let first = arguments.first else {
            StandardStreams.error(Commands.overview(catalog))
            return .usage
        }
        switch first {
        case "-h", "--help":
            StandardStreams.output(Commands.overview(catalog))
            return .success
        case "--version", "-V", "-v", "version":
            StandardStreams.output("askform \(Commands.version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()), catalog)
        default:
            break
        }
        guard let command = Commands.named(first) else {
            let suggestion = Suggestion.closest(to: first, in: Commands.all.map(\.name) + ["help"])
            let message: Message = first.hasPrefix("-")
                ? .unknownOption(first, suggestion: nil)
                : .unknownCommand(first, suggestion: suggestion)
            return CommandFailure.usage(message, usage: "askform COMMAND [arguments] [options]").report(catalog)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "-h" || $0 == "--help" }), !rest.contains("--") {
            StandardStreams.output(Commands.help(for: command, catalog))
            return .success
        }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(rest, for: command)
        } catch {
            return CommandFailure.usage(error.message, usage: error.usage, command: error.command).report(catalog)
        }
        let context = CommandContext(arguments: parsed, catalog: catalog)
        // Every command the table has is run here: the switch is exhaustive.
        switch command.help {
        case .check: return CheckCommand.run(context)
        case .fill: return FillCommand.run(context)
        case .validate: return ValidateCommand.run(context)
        case .submit: return SubmitCommand.run(context)
        case .schema: return SchemaCommand.run(context)
        case .questions: return QuestionsCommand.run(context)
        case .convert: return ConvertCommand.run(context)
        case .completion: return ShellCompletion.run(context)
        }
    }

    private static func help(_ arguments: [String], _ catalog: Catalog) -> ExitCode {
        guard let name = arguments.first else {
            StandardStreams.output(Commands.overview(catalog))
            return .success
        }
        if name == "--man" {
            StandardStreams.output(ManPage.text())
            return .success
        }
        guard let command = Commands.named(name) else {
            let suggestion = Suggestion.closest(to: name, in: Commands.all.map(\.name))
            return CommandFailure.usage(.unknownCommand(name, suggestion: suggestion), usage: "askform help COMMAND")
                .report(catalog)
        }
        StandardStreams.output(Commands.help(for: command, catalog))
        return .success
    }

    /// The value of `--lang` (`--lang TAG` or `--lang=TAG`) before any `--`, read ahead of
    /// parsing so that usage errors and help are in the chosen language too.
    static func languageOption(in arguments: [String]) -> String? {
        var found: String?
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--lang", index + 1 < arguments.count {
                found = arguments[index + 1]
                index += 1
            } else if let value = argument.dropping("--lang=") {
                found = value
            }
            index += 1
        }
        return found
    }
}

/// What every command gets: its parsed arguments and the reader's catalog.
struct CommandContext {
    var arguments: ParsedArguments
    var catalog: Catalog
}

extension String {
    /// The rest after `prefix`, or nil when the string does not start with it.
    func dropping(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
