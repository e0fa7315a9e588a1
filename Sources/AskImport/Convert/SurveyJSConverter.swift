import AskCore

/// A SurveyJS survey (JSON with `pages` or `elements`) rewritten as an askform form.
///
/// A placeholder until the converter lands: every file gets one error saying the kind cannot
/// be converted yet, so that detection, `--from` and the commands can already name the kind.
public enum SurveyJSConverter {
    /// The askform form for `source`; for now, one error and an empty form.
    public static func convert(_ source: SourceNode) -> Conversion {
        let problem = Diagnostic(.formSourceNotSupported(FormSourceKind.surveyjs.rawValue), at: source.location, pointer: "")
        return Conversion(form: SourceNode(.object([]), at: source.location), diagnostics: [problem])
    }
}
