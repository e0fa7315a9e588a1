/// Why an answer was refused, as data. ``description`` is the English message, without
/// the key: callers prefix it (`age: '17' is below the minimum 18`); ``Catalog`` renders
/// it in askform's other languages.
///
/// Values of secret rows are never carried here: the rules pass `nil` and the message
/// says "the answer" instead of quoting it.
public enum AnswerProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case required
    /// `:skip` at a required question (or a unit, needed once an amount is given).
    case cannotSkip
    case notAnInteger(String)
    case notANumber(String)
    case belowMinimum(String, minimum: String)
    case aboveMaximum(String, maximum: String)
    case tooShort(String?, length: Int, minimum: Int)
    case tooLong(String?, length: Int, maximum: Int)
    /// An answer longer (in Unicode scalars) than its row's pattern can be checked against
    /// within ``PatternLimits/work``.
    case tooLongForPattern(String?, length: Int, maximum: Int)
    /// `message` is the row's `patternMessage`, shown in the reader's language.
    case patternMismatch(String?, pattern: String, message: LocalizedText?)
    /// The options are shown as the prompt showed them: labels in the reader's language, with
    /// the value where it differs.
    case notAnOption(String, options: [Option])
    case ambiguous(String, candidates: [Option])
    case tooFewSelected(count: Int, minimum: Int)
    case tooManySelected(count: Int, maximum: Int)
    case duplicateSelection(String)
    case notYesNo(String)
    case invalidDate(String)
    /// Written `YYYY-MM-DD`, but no such day exists (`2026-02-30`, `2026-13-01`).
    case noSuchDay(String)
    case invalidEmail(String)
    case invalidURL(String)
    case wrongType(expected: ExpectedValue, found: FoundValue)
    case unitWithoutAmount
    case answeredWhileHidden
    case unknownKey(suggestion: String?)
    case setsUnit(row: String)
    /// A NUL character (U+0000): valid in JSON as `\u0000`, never text; shells and C strings
    /// cut at it. No value is carried, so a secret is never shown.
    case containsNUL
    /// An answer of this many lines (2 or more) for a row that takes one line.
    case severalLines(Int)
    /// A custom row kind refused the answer (quoted unless the kind hides answers), in its
    /// own words: `'1.2': not a version like 1.2.3`.
    case refused(String?, because: LocalizedText)
    /// A check of the row or its section is false; the form's message, templates rendered.
    case checkFailed(LocalizedText)
    /// A `computed` row's answer is the computation's: it cannot be set (`--set`, `--answers`).
    case isComputed
    /// An answers document gives a `computed` row another value than its computation.
    case computedDiffers(String, computed: String)
    /// A repeat group has fewer items than its `min`.
    case tooFewItems(count: Int, minimum: Int)
    /// A repeat group has more items than its `max`.
    case tooManyItems(count: Int, maximum: Int)
    /// A counted repeat group has other than its `count` items.
    case itemCountDiffers(count: Int, expected: Int)

    /// The English message; ``Catalog/text(for:)-(AnswerProblem)`` renders it in other languages.
    public var description: String {
        Catalog.english.text(for: self)
    }

    /// `text` in single quotes, made inert (``InertText/line(_:)``): `'北京'`, `'a\nb'`.
    /// Past ``quotedLimit`` characters it is cut (`'xxx…'`), so a runaway stdin line makes a
    /// readable message rather than megabytes of one; the same in every language.
    public static func quoted(_ text: String) -> String {
        let head = text.prefix(quotedLimit + 1)
        guard head.count > quotedLimit else { return "'" + InertText.line(text) + "'" }
        return "'" + InertText.line(String(head.dropLast())) + "…'"
    }

    /// The most characters of an answer that a message quotes.
    public static let quotedLimit = 100
}
