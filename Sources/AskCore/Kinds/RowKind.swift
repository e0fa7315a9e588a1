/// What a row's answers are, once typed: the shape conditions, checks, schemas and
/// decoders reason about, whatever the row's kind.
public enum AnswerShape: Sendable, Equatable {
    /// A string (text, secret, email, url, select, a unit, most custom kinds).
    case text
    /// A `YYYY-MM-DD` string, ordered by day.
    case date
    case integer
    case number
    case bool
    /// Option values (multiselect).
    case list
}

/// A kind of row: how a typed answer is read and checked, completed, shown, encoded in the
/// output and described in the schema.
///
/// Every row type goes through this protocol — the built-in `text`, `integer`, `select`, …
/// and a program's own. A form file names a kind by its ``typeName``; a
/// ``RowKindDefinition`` in the loader's ``RowKinds`` makes the kind from the row's keys.
///
///     struct SemverKind: RowKind {
///         var typeName: String { "semver" }
///         func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
///             isSemver(text) ? .success(.string(text)) : .failure(.refused(text, because: "not a version like 1.2.3"))
///         }
///     }
///
/// Only ``typeName`` is required: the other members have defaults for a free-text kind
/// whose answers are strings.
public protocol RowKind: Sendable {
    /// The `type` a form file names this kind by (`"integer"`, `"semver"`).
    var typeName: String { get }

    /// What answers hold once typed; `nil` for rows that ask nothing (notes).
    var shape: AnswerShape? { get }

    /// The choices a prompt lists, numbers and completes (selects); empty otherwise.
    var options: [Option] { get }

    /// The unit asked after an amount (`integer` and `number` rows may have one).
    var unit: Unit? { get }

    /// Whether answers are hidden: not echoed, never in history, drafts or messages, masked
    /// in the review, not trimmed.
    var hidesAnswer: Bool { get }

    /// Whether one typed line chooses several items, separated by commas (multiselect):
    /// completion then works after the last comma.
    var choosesSeveral: Bool { get }

    /// Whether an answer may span several lines (`"multiline": true` text rows): typed as
    /// lines ending at a line of `.`, piped as `<<WORD` … `WORD`. Other kinds refuse an
    /// answer holding a line break.
    var isMultiline: Bool { get }

    /// The value of typed text, before the row's rules (``problem(with:)`` checks them).
    ///
    /// - Parameters:
    ///   - text: what was typed, never empty; trimmed unless the kind ``hidesAnswer``.
    ///   - source: a person at a terminal, or a script (a pipe, `--set`, the environment).
    /// - Returns: the value, or why the text is not one (`.null` for "no answer").
    func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem>

    /// The first of the kind's own rules that a non-null `value` breaks, or `nil`.
    ///
    /// `required` and the rules every answer has (no NUL character) are checked by
    /// ``AnswerRules`` before this is called.
    func problem(with value: AnswerValue) -> AnswerProblem?

    /// The value a JSON answer holds (an `--answers` file, a draft, `validate`, a form's
    /// `default`), its type checked; never called for JSON `null`.
    func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem>

    /// The answer as the output, drafts and submissions write it; ``decode(_:)`` must read
    /// it back to the same value (`validate` and `--answers` read what `fill` wrote). The
    /// default is the value's own JSON: a string, a number, a boolean, an array of strings.
    func encode(_ value: AnswerValue) -> JSONValue

    /// The JSON Schema keywords for a present value, besides `title`: its type (with
    /// `null` when the row is not `required`) and rules.
    func schema(required: Bool) -> [(String, JSONValue)]

    /// The short hint of a prompt (`whole number 0–120`), as messages in order; `text`
    /// resolves a form text in the reader's language.
    func hint(_ text: (LocalizedText) -> String) -> [Message]

    /// More of what the kind accepts, shown under the hint after a second refusal.
    var acceptedDetails: [Message] { get }

    /// Words TAB completes at a prompt of this kind besides ``options`` (e.g. `major`,
    /// `minor`); empty for none.
    var completions: [String] { get }

    /// How a value is shown in the review and as a prompt's default; `nil` shows it as
    /// typed text (option labels, yes/no and masks are handled for every kind).
    func shownText(_ value: AnswerValue) -> String?

    /// What a value must be when its JSON type is wrong (``ExpectedValue/wholeNumber``); a
    /// kind of a program's own says it in its own words with ``ExpectedValue/custom(_:)``.
    var expectedValue: ExpectedValue { get }
}

extension RowKind {
    /// Answers are strings.
    public var shape: AnswerShape? { .text }
    /// No options to list or complete.
    public var options: [Option] { [] }
    /// No unit.
    public var unit: Unit? { nil }
    /// Answers are echoed and kept.
    public var hidesAnswer: Bool { false }
    /// One typed line is one answer.
    public var choosesSeveral: Bool { false }
    /// Answers are one line.
    public var isMultiline: Bool { false }
    /// Nothing more than the hint.
    public var acceptedDetails: [Message] { [] }
    /// No completions besides ``options``.
    public var completions: [String] { [] }
    /// A string.
    public var expectedValue: ExpectedValue { .string }

    /// The typed text, as it is.
    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        .success(.string(text))
    }

    /// Any string: a free-text kind has no rules of its own.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        if case .string = value { return nil }
        return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
    }

    /// A JSON string.
    public func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        if let text = node.stringValue { return .success(.string(text)) }
        return .failure(.wrongType(expected: expectedValue, found: .kind(node.valueKind)))
    }

    /// The value's own JSON.
    public func encode(_ value: AnswerValue) -> JSONValue { value.json }

    /// `"type": "string"` (with `null` when optional).
    public func schema(required: Bool) -> [(String, JSONValue)] {
        [RowSchema.type("string", required: required)]
    }

    /// No hint.
    public func hint(_ text: (LocalizedText) -> String) -> [Message] { [] }

    /// Values are shown as typed text.
    public func shownText(_ value: AnswerValue) -> String? { nil }
}

/// The kind of `note` rows: text shown to the person, asking nothing.
struct NoteKind: RowKind {
    var typeName: String { "note" }
    var shape: AnswerShape? { nil }
    var expectedValue: ExpectedValue { .nothing }

    func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        .success(.null)
    }

    func schema(required: Bool) -> [(String, JSONValue)] { [] }
}

/// Schema pieces every kind's ``RowKind/schema(required:)`` may use.
public enum RowSchema {
    /// `"type": NAME`, or `["NAME", "null"]` when the row is optional.
    public static func type(_ name: String, required: Bool) -> (String, JSONValue) {
        required ? ("type", .string(name)) : ("type", .array([.string(name), .string("null")]))
    }
}
