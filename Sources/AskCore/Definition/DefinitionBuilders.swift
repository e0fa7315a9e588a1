/// Collects the rows of a ``Part``: questions and notes, with `if`, `if`/`else`, `switch`
/// and `for … in` to generate them.
///
///     Part("Stops") {
///         for index in 1...3 { TextQuestion("stop\(index)") }
///         if askBudget { NumberQuestion("budget") } else { Note("No budget this time.") }
///     }
@resultBuilder
public enum FormRowsBuilder {
    /// One row.
    public static func buildExpression(_ row: some FormRow) -> [RowDefinition] { [row.definition] }
    /// The rows of a block, in order.
    public static func buildBlock(_ parts: [RowDefinition]...) -> [RowDefinition] { parts.flatMap { $0 } }
    /// The rows of an `if` without `else`, none when it is false.
    public static func buildOptional(_ rows: [RowDefinition]?) -> [RowDefinition] { rows ?? [] }
    /// The rows of an `if` branch (or a `switch` case).
    public static func buildEither(first rows: [RowDefinition]) -> [RowDefinition] { rows }
    /// The rows of an `else` branch (or a `switch` case).
    public static func buildEither(second rows: [RowDefinition]) -> [RowDefinition] { rows }
    /// The rows of every pass of a `for … in` loop, in order.
    public static func buildArray(_ rows: [[RowDefinition]]) -> [RowDefinition] { rows.flatMap { $0 } }
    /// The rows of an `if #available` branch.
    public static func buildLimitedAvailability(_ rows: [RowDefinition]) -> [RowDefinition] { rows }
}

/// What a form definition holds: its parts (sections) in order, and its submit block.
///
/// Built by ``FormContentBuilder`` from ``Part`` and ``Submit`` elements; a second
/// `Submit` is reported by the loader as a repeated `submit` key.
public struct FormContent: Sendable {
    var sections: [DraftNode] = []
    var submits: [DraftNode] = []

    /// No parts and no submit block.
    public init() {}

    mutating func append(_ other: FormContent) {
        sections += other.sections
        submits += other.submits
    }
}

/// Collects the parts and the submit block of a form definition, with `if`, `if`/`else`,
/// `switch` and `for … in`.
///
///     try Form(id: "trip") {
///         Part("You") { TextQuestion("name") }
///         if withTravel { Part("Travel") { DateQuestion("depart") } }
///         Submit(url: "https://example.org/trips")
///     }
@resultBuilder
public enum FormContentBuilder {
    /// One part (section).
    public static func buildExpression(_ part: Part) -> FormContent {
        var content = FormContent()
        content.sections = [part.draft]
        return content
    }

    /// The submit block.
    public static func buildExpression(_ submit: Submit) -> FormContent {
        var content = FormContent()
        content.submits = [submit.draft]
        return content
    }

    /// The parts and submit blocks of a block, in order.
    public static func buildBlock(_ parts: FormContent...) -> FormContent { buildArray(parts) }
    /// The content of an `if` without `else`, nothing when it is false.
    public static func buildOptional(_ content: FormContent?) -> FormContent { content ?? FormContent() }
    /// The content of an `if` branch (or a `switch` case).
    public static func buildEither(first content: FormContent) -> FormContent { content }
    /// The content of an `else` branch (or a `switch` case).
    public static func buildEither(second content: FormContent) -> FormContent { content }
    /// The content of an `if #available` branch.
    public static func buildLimitedAvailability(_ content: FormContent) -> FormContent { content }

    /// The content of every pass of a `for … in` loop, in order.
    public static func buildArray(_ parts: [FormContent]) -> FormContent {
        var content = FormContent()
        for part in parts { content.append(part) }
        return content
    }
}
