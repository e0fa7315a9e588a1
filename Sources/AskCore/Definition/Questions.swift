// The typed row elements of a form definition, one per row type of the format. Each only
// writes members; the loader judges them, exactly as it judges a form file's.

/// A `text` row: a free-text answer, written as a string.
///
///     TextQuestion("name", title: "Your name").required().length(2...80)
public struct TextQuestion: FormTextQuestion, FormStringDefault {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "text", key: key, title: title, fileID: fileID, line: line, column: column)
    }

    /// Answers of several lines, joined with `\n` (`multiline`): typed until a line of `.`,
    /// piped as `<<WORD` … `WORD`.
    ///
    ///     TextQuestion("steps", title: "Steps to reproduce").multiline().required()
    public func multiline(_ isMultiline: Bool = true, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("multiline", to: .bool(isMultiline), fileID: fileID, line: line, column: column)
    }
}

/// A `secret` row: not echoed, never in drafts or history; it takes no written default.
///
///     SecretQuestion("token", title: "API token").required()
public struct SecretQuestion: FormTextQuestion {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "secret", key: key, title: title, fileID: fileID, line: line, column: column)
    }
}

/// An `email` row: the answer must look like `name@domain`.
///
///     EmailQuestion("email").required().placeholder("name@example.org")
public struct EmailQuestion: FormTextQuestion, FormStringDefault {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "email", key: key, title: title, fileID: fileID, line: line, column: column)
    }
}

/// A `url` row: the answer must be an `http://` or `https://` address.
///
///     URLQuestion("site", title: "Homepage")
public struct URLQuestion: FormTextQuestion, FormStringDefault {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "url", key: key, title: title, fileID: fileID, line: line, column: column)
    }
}

/// An `integer` row: a whole number, with optional inclusive bounds and a unit.
///
///     IntegerQuestion("age", title: "Age").range(0...120)
public struct IntegerQuestion: FormAmountQuestion {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "integer", key: key, title: title, fileID: fileID, line: line, column: column)
    }

    /// An `Int` is written as a JSON integer.
    public static func value(_ amount: Int) -> FormValue { .integer(amount) }
}

/// A `number` row: any number, with optional inclusive bounds and a unit.
///
///     NumberQuestion("budget").minimum(0).unit("currency", options: ["EUR", "USD"], default: "EUR")
public struct NumberQuestion: FormAmountQuestion {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "number", key: key, title: title, fileID: fileID, line: line, column: column)
    }

    /// A `Double` is written as a JSON number.
    public static func value(_ amount: Double) -> FormValue { .number(amount) }
}

/// An `integer` or `number` row: inclusive bounds, a unit, a default.
public protocol FormAmountQuestion: FormQuestion {
    /// `Int` for `integer` rows, `Double` for `number` rows.
    associatedtype Amount: Comparable
    /// How an amount is written in the form.
    static func value(_ amount: Amount) -> FormValue
}

extension FormAmountQuestion {
    /// Both bounds (`min` and `max`), inclusive.
    public func range(_ range: ClosedRange<Amount>, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        minimum(range.lowerBound, fileID: fileID, line: line, column: column)
            .maximum(range.upperBound, fileID: fileID, line: line, column: column)
    }

    /// The lowest answer accepted (`min`).
    public func minimum(_ value: Amount, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("min", to: Self.value(value), fileID: fileID, line: line, column: column)
    }

    /// The highest answer accepted (`max`).
    public func maximum(_ value: Amount, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("max", to: Self.value(value), fileID: fileID, line: line, column: column)
    }

    /// A unit asked after the amount and written under its own `key` (unique in the form),
    /// only when the amount is answered: `.unit("currency", options: ["EUR", "USD"], default: "EUR")`.
    public func unit(_ key: String, title: FormText? = nil, options: [Choice], default value: String? = nil,
                     fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        var copy = self
        copy.definition.setUnit(key, title: title, options: options, default: value,
                                at: DefinitionSite(fileID: fileID, line: line, column: column))
        return copy
    }

    /// What an empty answer takes.
    public func `default`(_ value: Amount, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("default", to: Self.value(value), fileID: fileID, line: line, column: column)
    }
}

/// A `select` row: one of its options, written as the option's value.
///
///     SelectQuestion("city", options: ["Paris", Choice(value: "bj", label: "北京 Beijing")]).default("Paris")
public struct SelectQuestion: FormQuestion, FormStringDefault {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, options: [Choice],
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "select", key: key, title: title, fileID: fileID, line: line, column: column)
        definition.setOptions(options, at: definition.site)
    }
}

/// A `multiselect` row: any of its options, written as an array of values in option order.
///
///     MultiselectQuestion("tags", options: ["work", "family", "solo"]).selected(1...2)
public struct MultiselectQuestion: FormQuestion {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, options: [Choice],
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "multiselect", key: key, title: title, fileID: fileID, line: line, column: column)
        definition.setOptions(options, at: definition.site)
    }

    /// How many options may be chosen (`minSelected` and `maxSelected`).
    public func selected(_ range: ClosedRange<Int>, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        minSelected(range.lowerBound, fileID: fileID, line: line, column: column)
            .maxSelected(range.upperBound, fileID: fileID, line: line, column: column)
    }

    /// The fewest options to choose (`minSelected`).
    public func minSelected(_ count: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("minSelected", to: .integer(count), fileID: fileID, line: line, column: column)
    }

    /// The most options to choose (`maxSelected`).
    public func maxSelected(_ count: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("maxSelected", to: .integer(count), fileID: fileID, line: line, column: column)
    }

    /// The values of the options an empty answer takes.
    public func `default`(_ values: [String], fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("default", to: .array(values.map(FormValue.string)), fileID: fileID, line: line, column: column)
    }
}

/// A `confirm` row: yes or no, written as `true` or `false`.
///
///     ConfirmQuestion("insurance", title: "Travel insurance?").default(false)
public struct ConfirmQuestion: FormQuestion {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "confirm", key: key, title: title, fileID: fileID, line: line, column: column)
    }

    /// What an empty answer takes.
    public func `default`(_ value: Bool, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("default", to: .bool(value), fileID: fileID, line: line, column: column)
    }
}

/// A `date` row: a real day, written `YYYY-MM-DD`, with optional inclusive bounds.
///
///     DateQuestion("depart").earliest("2026-01-01").latest("2026-12-31")
public struct DateQuestion: FormQuestion {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing its answer under `key` (dotted keys nest); `title` defaults to the key.
    public init(_ key: String, title: FormText? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "date", key: key, title: title, fileID: fileID, line: line, column: column)
    }

    /// The first day accepted (`min`, `YYYY-MM-DD`).
    public func earliest(_ day: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("min", to: .string(day), fileID: fileID, line: line, column: column)
    }

    /// The last day accepted (`max`, `YYYY-MM-DD`).
    public func latest(_ day: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("max", to: .string(day), fileID: fileID, line: line, column: column)
    }

    /// The day an empty answer takes (`YYYY-MM-DD`).
    public func `default`(_ day: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("default", to: .string(day), fileID: fileID, line: line, column: column)
    }
}

/// A `note` row: text shown between questions; it asks and writes nothing.
///
///     Note("Travel support is limited.").when("days contains 'wed'")
public struct Note: FormRow {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A note showing `title`.
    public init(_ title: FormText, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "note", key: nil, title: title, fileID: fileID, line: line, column: column)
    }
}

/// A `computed` row: written, never asked; its answer is `value`, an expression over the keys
/// asked before it (docs/FORMAT.md, "Computed rows").
///
///     Computed("days", value: "days(start, end) + 1")
public struct Computed: FormRow {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row writing `value`'s result under `key`.
    public init(_ key: String, value: String, title: FormText? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: "computed", key: key, title: title, fileID: fileID, line: line, column: column)
        definition.set("value", .string(value), at: definition.site)
    }
}

/// A row of any type, named by its `type` string: a custom row type, or a built-in one
/// set up only with ``FormRow/setting(_:to:fileID:line:column:)``.
///
///     Question("version", type: "semver").required().setting("prefix", to: "v")
public struct Question: FormQuestion {
    /// The row's members so far; the modifiers add to it.
    public var definition: RowDefinition

    /// A row of the type named `type`, writing its answer under `key`.
    public init(_ key: String, type: String, title: FormText? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        definition = RowDefinition(type: type, key: key, title: title, fileID: fileID, line: line, column: column)
    }

    /// What an empty answer takes, as it would be written in JSON.
    public func `default`(_ value: FormValue, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("default", to: value, fileID: fileID, line: line, column: column)
    }
}

extension RowDefinition {
    mutating func setOptions(_ options: [Choice], at site: DefinitionSite) {
        object.setOptions(options, at: site)
    }

    mutating func setUnit(_ key: String, title: FormText?, options: [Choice], default value: String?,
                          at site: DefinitionSite) {
        var unit = DraftObject(at: site)
        unit.set("key", .string(key), at: site)
        if let title { unit.set("title", title, at: site) }
        unit.setOptions(options, at: site)
        if let value { unit.set("default", .string(value), at: site) }
        object.set("unit", unit.draft, at: site)
    }
}

/// A row whose default is written as a string: text, email, url, and select (the value of
/// the option an empty answer takes).
public protocol FormStringDefault: FormQuestion {}

extension FormStringDefault {
    /// What an empty answer takes.
    public func `default`(_ value: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("default", to: .string(value), fileID: fileID, line: line, column: column)
    }
}
