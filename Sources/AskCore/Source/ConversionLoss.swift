/// What a form written for another tool loses on its way to an askform form: each becomes one
/// `FILE:LINE:COL: warning:` line of `askform convert` (and of `fill`, `check` … on that file),
/// located at the construct in the original file.
///
/// `tool` is the other tool's name as its users know it (`copier`, `cookiecutter`,
/// `GitHub issue forms`, `SurveyJS`, `XLForm`).
public enum ConversionLoss: Sendable, Equatable {
    /// A key the converter does not carry over: askform has no counterpart (`copier`'s
    /// `_tasks`, SurveyJS's `colCount`).
    case unsupportedKey(key: String, tool: String)
    /// A template or expression whose meaning is not certain in askform's language; the row
    /// keeps working without it. `text` is the construct as written.
    case untranslatedTemplate(String, tool: String)
    /// A construct carried over with a different but close meaning: `construct` as written,
    /// `becomes` what askform does instead.
    case approximated(construct: String, becomes: String)
    /// A question (or a whole element) the converted form does not have at all: askform has
    /// no counterpart (SurveyJS's `file`, XLForm's `image`), or the other tool never shows it
    /// (XLForm's `hidden: true`), or what it computes does not translate. `construct` as written.
    case leftOut(construct: String, tool: String)
    /// A choice whose value is null or empty (copier's `None: null`): an askform option needs a
    /// value, so the choice is left out. `label` is the choice as shown.
    case optionWithoutValue(label: String)
    /// A question whose answer is a mapping (cookiecutter's dict variables, a list of dicts):
    /// askform has no row whose answer is a JSON object, so no row is written.
    case objectAnswer(key: String, tool: String)
}
