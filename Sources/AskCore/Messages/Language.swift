/// The languages askform's own words come in: hints, errors, the review, help, and the
/// yes/no words it names (docs/CLI.md, "Languages"). A form's own texts may be in any language.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case korean = "ko"
    case japanese = "ja"

    /// The first of `preferred` (BCP 47 tags, most preferred first) that askform speaks,
    /// matched by its language subtag: `zh`, `zh-Hans-CN` and `zh-TW` all read as
    /// Simplified Chinese, `ko-KR` as Korean. English when none matches.
    ///
    ///     Language.chosen(from: ["ja-JP"])   // .japanese
    ///     Language.chosen(from: ["fr"])      // .english
    public static func chosen(from preferred: [String]) -> Language {
        for tag in preferred {
            let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            switch primary {
            case "en": return .english
            case "zh": return .simplifiedChinese
            case "ko": return .korean
            case "ja": return .japanese
            default: continue
            }
        }
        return .english
    }
}
