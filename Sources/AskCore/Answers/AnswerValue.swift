/// One answer, typed as it is written to the output.
public enum AnswerValue: Sendable, Hashable {
    /// No answer: an optional row left empty, or a skipped one. Written as JSON `null`.
    case null
    /// text, secret, email, url, date, select, and a unit.
    case string(String)
    case integer(Int)
    case number(Double)
    /// confirm.
    case bool(Bool)
    /// multiselect: option values in the form's option order, each once.
    case list([String])

    /// True for ``null``: an empty or skipped answer, which a `when` reads as `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
