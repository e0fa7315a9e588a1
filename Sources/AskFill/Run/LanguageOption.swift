import AskCore

extension LanguagePreference {
    /// The preference of this process: `--lang`, else its locale variables.
    public static func current(option: String?) -> [String] {
        preferred(option: option, environment: ProcessEnvironment.subset(["LC_ALL", "LC_MESSAGES", "LANG"]))
    }
}
