import AskCore

/// A file with thousands of problems prints the first ``shownLimit`` and one line counting
/// the rest (`… and 2,345 more problems`); summaries still count them all. `check`,
/// `validate` and `fill --answers` print their problems through here.
enum ProblemList {
    /// The most problems printed one by one.
    static let shownLimit = 100

    /// The problems to print, and the line that counts the others (nil when none is left out).
    static func capped<T>(_ problems: [T]) -> (shown: ArraySlice<T>, more: Message?) {
        let rest = problems.count - shownLimit
        return (problems.prefix(shownLimit), rest > 0 ? .moreProblems(rest) : nil)
    }

    /// `diagnostics` as `FILE:LINE:COL: …` lines, the first ``shownLimit`` of them, then the
    /// line that counts the others.
    static func report(_ diagnostics: [Diagnostic], file: String, catalog: Catalog) -> String {
        let (shown, more) = capped(diagnostics)
        var report = shown.map { $0.rendered(file: file, catalog: catalog) + "\n" }.joined()
        if let more { report += InertText.line(catalog.text(for: more)) + "\n" }
        return report
    }
}
