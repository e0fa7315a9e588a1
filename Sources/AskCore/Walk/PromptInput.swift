/// What a person typed at an interactive prompt: an answer, or one of the commands.
///
///     :back  :skip  :help  :review  :list  :discard  :quit  :edit     commands
///     ::x                                     the literal answer ":x"
package enum PromptInput: Sendable, Equatable {
    case answer(String)
    case command(Command)
    /// `:something` that is no command.
    case unknownCommand(String)

    /// A command typed at a prompt as `:name`, in any case (docs/CLI.md, "Interactive mode").
    package enum Command: String, Sendable, CaseIterable {
        case back, skip, help, review, list, discard, quit, edit
    }

    /// Reads a typed line. Piped lines never go through here: they are answers only.
    /// A full-width colon `：` (as a CJK input method types it) reads as `:`.
    package init(_ line: String) {
        var trimmed = line.trimmingWhitespace()
        if trimmed.hasPrefix("：") { trimmed = FullWidth.folded(trimmed.prefix { $0 == "：" }) + trimmed.drop { $0 == "：" } }
        guard trimmed.hasPrefix(":") else {
            self = .answer(line)
            return
        }
        if trimmed.hasPrefix("::") {
            self = .answer(String(trimmed.dropFirst()))
            return
        }
        let word = trimmed.dropFirst().lowercased()
        if let command = Command(rawValue: word) {
            self = .command(command)
        } else {
            self = .unknownCommand(trimmed)
        }
    }
}
