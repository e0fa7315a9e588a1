import AskCore

extension LanguagePreference {
    /// The preference of this process: `--lang`, else its locale variables.
    static func current(option: String?) -> [String] {
        preferred(option: option, environment: ProcessEnvironment.variables)
    }
}
