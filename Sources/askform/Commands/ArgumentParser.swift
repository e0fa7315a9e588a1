import AskCore
import AskFill

/// askform's command-line grammar, in swift-argument-parser's conventions: long options
/// `--name value` or `--name=value`, short options `-o value`, `-ovalue` or `-o=value`, `--` ends the
/// options, and anything not starting with `-` (or `-` alone, meaning stdin) is positional.
struct OptionSpec {
    enum Value {
        /// A flag: `--defaults`.
        case none
        /// A required value: `--output FILE`.
        case required(String)
        /// A value that may follow: `--post [URL]`, taken only when it looks like a URL or
        /// is attached with `=`, so `--post form.json` keeps `form.json` positional.
        case optionalURL
    }

    var long: String
    var short: Character?
    var value: Value
    var repeatable = false
    var help: Message.Option
}

struct CommandSpec {
    var name: String
    var positionals: [String]
    /// True when the last positional may be given many times (`check FORM...`).
    var variadic = false
    var options: [OptionSpec]
    /// Which command's summary and discussion the catalog holds.
    var help: Message.Command

    var usage: String {
        var text = "askform \(name)"
        for (index, positional) in positionals.enumerated() {
            text += " " + positional + (variadic && index == positionals.count - 1 ? "..." : "")
        }
        if !options.isEmpty { text += " [options]" }
        return text
    }
}

/// What one invocation asked for.
struct ParsedArguments {
    var positionals: [String] = []
    /// Values by long option name, in the order given; flags hold one empty string per use.
    var values: [String: [String]] = [:]

    func flag(_ name: String) -> Bool { values[name] != nil }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

/// A command line that cannot be run: one line saying what is wrong, then the usage.
struct UsageError: Error, Equatable {
    var message: Message
    var usage: String
    /// The command whose help says more.
    var command: String
}

enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        func fail(_ message: Message) -> UsageError { UsageError(message: message, usage: command.usage, command: command.name) }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var attached: String?
            let spec: OptionSpec
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    attached = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
                guard let found = command.options.first(where: { $0.long == name }) else {
                    let suggestion = Suggestion.closest(to: name, in: command.options.map(\.long))
                    throw fail(.unknownOption("--" + name, suggestion: suggestion.map { "--" + $0 }))
                }
                spec = found
            } else {
                let letter = argument.dropFirst().first ?? "-"
                guard let found = command.options.first(where: { $0.short == letter }) else {
                    throw fail(.unknownOption("-\(letter)", suggestion: nil))
                }
                spec = found
                name = found.long
                var rest = argument.dropFirst(2)
                // `-o=out.json` as `--output=out.json`: a file name never starts with the `=`.
                if rest.hasPrefix("="), case .required = found.value { rest = rest.dropFirst() }
                if !rest.isEmpty {
                    if case .none = found.value {
                        throw fail(.optionTakesNoValue("-\(letter)", found: argument))
                    }
                    attached = String(rest)
                }
            }
            switch spec.value {
            case .none:
                if attached != nil { throw fail(.optionTakesNoValue("--" + name, found: nil)) }
            case .required(let valueName):
                if attached == nil {
                    guard index < arguments.count else { throw fail(.optionNeedsValue("--" + name, valueName: valueName)) }
                    attached = arguments[index]
                    index += 1
                }
            case .optionalURL:
                if attached == nil, index < arguments.count, arguments[index].contains("://") {
                    attached = arguments[index]
                    index += 1
                }
            }
            store(spec, attached, into: &parsed)
        }

        let required = command.positionals.count
        if parsed.positionals.count < required {
            throw fail(.missingArgument(command.positionals[parsed.positionals.count]))
        }
        if !command.variadic, parsed.positionals.count > required {
            throw fail(.unexpectedArgument(parsed.positionals[required]))
        }
        return parsed
    }

    /// Single-value options keep the last value given, as with most command-line tools.
    private static func store(_ spec: OptionSpec, _ value: String?, into parsed: inout ParsedArguments) {
        if spec.repeatable {
            parsed.values[spec.long, default: []].append(value ?? "")
        } else {
            parsed.values[spec.long] = [value ?? ""]
        }
    }
}

extension CommandFailure {
    /// A bad command line for `command`: what is wrong, its usage, and its help.
    static func usage(_ message: Message, for command: CommandSpec) -> CommandFailure {
        usage(message, usage: command.usage, command: command.name)
    }
}
