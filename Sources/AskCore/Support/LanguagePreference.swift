/// Which languages a person reads, from `--lang` or the locale variables (docs/CLI.md, "Languages").
public enum LanguagePreference {
    /// Preferred BCP 47 tags, most preferred first: `--lang`, else the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that names a language. `zh_CN.UTF-8` reads as `zh-Hans-CN`,
    /// `zh_TW` as `zh-Hant-TW`; `C` and `POSIX` name none.
    public static func preferred(option: String?, environment: [String: String]) -> [String] {
        if let option, !option.isEmpty { return [option] }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return tag(fromLocale: value).map { [$0] } ?? []
        }
        return []
    }

    /// `ko_KR.UTF-8` → `ko-KR`; `C`, `POSIX` → nil.
    public static func tag(fromLocale locale: String) -> String? {
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let base = name.split(separator: "@").first.map(String.init) ?? name
        guard base != "C", base != "POSIX", !base.isEmpty else { return nil }
        let parts = base.split(separator: "_").map(String.init)
        guard let language = parts.first?.lowercased() else { return nil }
        guard parts.count > 1 else { return language }
        let region = parts[1].uppercased()
        if language == "zh" {
            let script = ["TW", "HK", "MO"].contains(region) ? "Hant" : "Hans"
            return "zh-\(script)-\(region)"
        }
        return "\(language)-\(region)"
    }
}
