import AskCore

/// The tools whose forms askform reads, as `--from` names them.
public enum FormSourceKind: String, CaseIterable, Sendable {
    /// askform's own form (JSON or a property list).
    case askform
    /// copier's `copier.yml` / `copier.yaml`.
    case copier
    /// cookiecutter's `cookiecutter.json`.
    case cookiecutter
    /// A GitHub issue form (`.github/ISSUE_TEMPLATE/*.yml` with `body`).
    case githubIssueForm = "github-issue-form"
    /// A SurveyJS survey (JSON with `pages` or `elements`).
    case surveyjs
    /// A property list in XLForm's descriptor vocabulary (`rowType`, `tag`, …).
    case xlform
}

/// A form written for another tool, rewritten as an askform form.
///
/// `form` is an askform form tree (what a form file's JSON reader would give) whose nodes carry
/// the positions of the constructs they came from in the original file, so that whatever the
/// loader finds wrong with it is reported at the original's line and column.
public struct Conversion: Sendable {
    /// The askform form, ready for ``AskCore/FormLoader/load(_:)-(SourceNode)``.
    public var form: SourceNode
    /// Warnings (``AskCore/FormProblem/notConverted(_:)``) for what is not carried over
    /// exactly, and errors for a file that cannot be converted at all, in file order.
    public var diagnostics: [Diagnostic]

    /// A conversion giving `form`, with what was found on the way.
    public init(form: SourceNode, diagnostics: [Diagnostic] = []) {
        self.form = form
        self.diagnostics = diagnostics
    }
}
