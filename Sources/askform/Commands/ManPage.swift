import AskCore
import AskFill

/// `askform help --man`: the manual page askform(1) in roff, made from the command table and
/// the English catalog that `--help` prints, so the two cannot drift. `make install` installs it.
enum ManPage {
    static func text() -> String {
        let catalog = Catalog.english
        var page = ".TH ASKFORM 1 \"\" \"askform \(Commands.version)\" \"User Commands\"\n"
        page += ".SH NAME\naskform \\- " + escaped(catalog.text(for: .toolSummary)) + "\n"
        page += ".SH SYNOPSIS\n"
        for command in Commands.all {
            page += ".B \(escaped("askform " + command.name))\n" + escaped(String(command.usage.dropFirst("askform \(command.name)".count).drop { $0 == " " }))
                + "\n.br\n"
        }
        page += ".B askform help\n[COMMAND | \\-\\-man]\n.br\n.B askform\n\\-\\-help | \\-\\-version\n"
        page += ".SH DESCRIPTION\n" + escaped(catalog.text(for: .commandDiscussion(.fill))) + "\n"
        page += ".SH COMMANDS\n"
        for command in Commands.all {
            page += ".SS \(escaped(command.usage))\n"
            page += escaped(catalog.text(for: .commandSummary(command.help))) + ".\n"
            let discussion = catalog.text(for: .commandDiscussion(command.help))
            if !discussion.isEmpty { page += ".PP\n" + escaped(discussion) + "\n" }
            for option in command.options {
                page += ".TP\n.B " + escaped(optionNames(option)) + "\n"
                page += escaped(catalog.text(for: .optionHelp(option.help))) + "\n"
            }
            page += ".TP\n.B \\-h, \\-\\-help\n" + escaped(catalog.text(for: .optionHelp(.help))) + "\n"
        }
        page += ".SH EXIT STATUS\n" + escaped(catalog.text(for: .exitCodes)) + "\n"
        page += ".SH SEE ALSO\nThe project's docs/CLI.md (the command line), docs/FORMAT.md (the form format) and docs/IMPORT.md (forms written for other tools).\n"
        return page
    }

    /// `-o, --output FILE`, as `--help` writes it.
    static func optionNames(_ option: OptionSpec) -> String {
        var names = option.short.map { "-\($0), " } ?? ""
        names += "--" + option.long
        switch option.value {
        case .none: break
        case .required(let valueName): names += " " + valueName
        case .optionalURL: names += " [URL]"
        }
        return names
    }

    /// Text as roff reads it literally: backslashes and hyphens escaped, and no line starting
    /// with a control character.
    static func escaped(_ text: String) -> String {
        let body = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
