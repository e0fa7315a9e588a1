import AskCore
import AskFill
import AskImport

/// `askform completion bash|zsh|fish`: completion scripts made from the command table that
/// `--help` is made from, so the two cannot drift. Commands, their options, the values of
/// `--format` and `--lang`, the shells of `completion`, files for options that take a FILE,
/// the kinds of `--from`, and form files (`.json`, `.plist`, `.yml`, `.yaml`: askform's own and
/// other tools' forms) for positional arguments.
enum ShellCompletion {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func run(_ context: CommandContext) -> ExitCode {
        let name = context.arguments.positionals[0]
        guard let shell = Shell(rawValue: name) else {
            return CommandFailure.usage(.unknownShell(name), for: Commands.completion).report(context.catalog)
        }
        StandardStreams.output(script(for: shell))
        return .success
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: return bashHeader + bashFunction + "complete -o filenames -o bashdefault -F _askform askform\n"
        case .zsh: return zshScript
        case .fish: return fishScript
        }
    }

    // MARK: What each option takes

    /// What completes after an option: a file, one of some words, or nothing known.
    enum Completes: Equatable {
        case file
        case words([String])
        case nothing
    }

    static func completes(_ option: OptionSpec) -> Completes {
        switch option.value {
        case .none: return .nothing
        case .optionalURL: return .nothing
        case .required(let valueName):
            if valueName == "FILE" { return .file }
            if option.long == "lang" { return .words(Language.allCases.map(\.rawValue)) }
            if option.long == "from" { return .words(FormSourceKind.allCases.map(\.rawValue)) }
            if valueName.contains("|") { return .words(valueName.split(separator: "|").map(String.init)) }
            return .nothing
        }
    }

    static func names(_ option: OptionSpec) -> [String] {
        ["--" + option.long] + (option.short.map { ["-\($0)"] } ?? [])
    }

    static let topLevel = ["--help", "--version"]

    static var commandNames: [String] { Commands.all.map(\.name) + ["help"] }

    /// Positional words a command completes besides form files (`completion`'s shells).
    static func positionalWords(_ command: CommandSpec) -> [String]? {
        command.name == Commands.completion.name ? Shell.allCases.map(\.rawValue) : nil
    }

    // MARK: bash

    private static let bashHeader = """
        # bash completion for askform, made by `askform completion bash`.
        # Load it with: source <(askform completion bash)

        """

    private static var bashFunction: String {
        var text = """
            _askform_files() {
                local file
                COMPREPLY=()
                while IFS= read -r file; do
                    if [ -d "$file" ]; then COMPREPLY+=("$file/")
                    else case "$file" in *.json|*.plist|*.yml|*.yaml) COMPREPLY+=("$file");; esac
                    fi
                done < <(compgen -f -- "$1")
            }

            _askform() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(commandNames.joined(separator: " ")) \(topLevel.joined(separator: " "))" -- "$cur"))
                    return
                fi
                local command="${COMP_WORDS[1]}" options=""
                case "$command" in

            """
        for command in Commands.all {
            text += "        \(command.name))\n"
            text += "            case \"$prev\" in\n"
            for option in command.options {
                let pattern = names(option).joined(separator: "|")
                switch completes(option) {
                case .file: text += "                \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return;;\n"
                case .words(let words):
                    text += "                \(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return;;\n"
                case .nothing:
                    if case .required = option.value { text += "                \(pattern)) return;;\n" }
                }
            }
            text += "            esac\n"
            let optionWords = command.options.flatMap(names) + ["--help"]
            text += "            options=\"\(optionWords.joined(separator: " "))\"\n"
            if let words = positionalWords(command) {
                text += "            if [[ \"$cur\" != -* ]]; then COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return; fi\n"
            }
            text += "            ;;\n"
        }
        text += """
                    help) COMPREPLY=($(compgen -W "\(Commands.all.map(\.name).joined(separator: " ")) --man" -- "$cur")); return;;
                    *) return;;
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                else
                    _askform_files "$cur"
                fi
            }

            """
        return text
    }

    // MARK: zsh

    /// zsh reads the bash function through its own bashcompinit, so both shells complete
    /// exactly the same words.
    private static var zshScript: String {
        "#compdef askform\n# zsh completion for askform, made by `askform completion zsh`.\n"
            + "# Put it in a directory of $fpath as _askform, or load it with: source <(askform completion zsh)\n\n"
            + "autoload -U +X bashcompinit && bashcompinit\n\n"
            + bashFunction + "complete -o filenames -o bashdefault -F _askform askform\n"
    }

    // MARK: fish

    private static var fishScript: String {
        var text = """
            # fish completion for askform, made by `askform completion fish`.
            # Save it as ~/.config/fish/completions/askform.fish, or: askform completion fish | source
            complete -c askform -f
            complete -c askform -n __fish_use_subcommand -l help -d 'Show the overview'
            complete -c askform -n __fish_use_subcommand -l version -d 'Print the version'

            """
        let catalog = Catalog.english
        for command in Commands.all {
            text += "complete -c askform -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(catalog.text(for: .commandSummary(command.help))))\n"
        }
        text += "complete -c askform -n __fish_use_subcommand -a help -d \(fishQuoted(catalog.text(for: .helpCommandSummary)))\n"
        for command in Commands.all {
            let condition = "'__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                var line = "complete -c askform -n \(condition) -l \(option.long)"
                if let short = option.short { line += " -s \(short)" }
                switch completes(option) {
                case .file: line += " -r -F"
                case .words(let words): line += " -x -a \(fishQuoted(words.joined(separator: " ")))"
                case .nothing: if case .required = option.value { line += " -x" }
                }
                text += line + " -d \(fishQuoted(catalog.text(for: .optionHelp(option.help))))\n"
            }
            if let words = positionalWords(command) {
                text += "complete -c askform -n \(condition) -x -a \(fishQuoted(words.joined(separator: " ")))\n"
            } else {
                text += "complete -c askform -n \(condition) -k -a '(__fish_complete_suffix .json .plist .yml .yaml)'\n"
            }
        }
        return text
    }

    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
