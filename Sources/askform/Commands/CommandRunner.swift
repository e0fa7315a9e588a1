import AskCore

/// Dispatches argv to a command and turns every outcome into output and an exit code.
enum CommandRunner {
    static func run(_ arguments: [String]) -> ExitCode {
        guard let first = arguments.first else {
            StandardStreams.error(Commands.overview)
            return .usage
        }
        switch first {
        case "-h", "--help":
            StandardStreams.output(Commands.overview)
            return .success
        case "--version", "-V":
            StandardStreams.output("askform \(Commands.version)\n")
            return .success
        case "help":
            return help(Array(arguments.dropFirst()))
        default:
            break
        }
        guard let command = Commands.named(first) else {
            let suggestion = Suggestion.closest(to: first, in: Commands.all.map(\.name) + ["help"])
            let message = first.hasPrefix("-")
                ? "unknown option '\(first)'"
                : "unknown command '\(first)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
            return usageFailure(UsageError(message: message, usage: "askform COMMAND [arguments] [options]"))
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "-h" || $0 == "--help" }), !rest.contains("--") {
            StandardStreams.output(Commands.help(for: command))
            return .success
        }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(rest, for: command)
        } catch {
            return usageFailure(error)
        }
        switch command.name {
        case "check":
            return CheckCommand.run(parsed)
        case "fill":
            return FillCommand.run(parsed)
        case "validate":
            return ValidateCommand.run(parsed)
        case "submit":
            return SubmitCommand.run(parsed)
        case "schema":
            return SchemaCommand.run(parsed)
        default:
            StandardStreams.error("askform: error: '\(command.name)' is not built yet\n")
            return .usage
        }
    }

    private static func help(_ arguments: [String]) -> ExitCode {
        guard let name = arguments.first else {
            StandardStreams.output(Commands.overview)
            return .success
        }
        guard let command = Commands.named(name) else {
            let suggestion = Suggestion.closest(to: name, in: Commands.all.map(\.name))
            let message = "unknown command '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
            return usageFailure(UsageError(message: message, usage: "askform help COMMAND"))
        }
        StandardStreams.output(Commands.help(for: command))
        return .success
    }

    static func usageFailure(_ error: UsageError) -> ExitCode {
        StandardStreams.error("askform: error: \(error.message)\nUsage: \(error.usage)\nSee 'askform --help'.\n")
        return .usage
    }
}
