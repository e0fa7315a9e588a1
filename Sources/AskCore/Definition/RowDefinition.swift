/// One row of a form definition: the members a form file's row object would have, in the
/// order they were written, each with the Swift line that wrote it.
///
/// The typed elements (``TextQuestion``, ``IntegerQuestion``, ``Note``…) each hold one; a
/// program's own element for a custom row type can too, and gets every modifier of
/// ``FormRow`` and ``FormQuestion``:
///
///     struct SemverQuestion: FormQuestion {
///         var definition: RowDefinition
///         init(_ key: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
///             definition = RowDefinition(type: "semver", key: key, fileID: fileID, line: line, column: column)
///         }
///     }
public struct RowDefinition: Sendable {
    var object: DraftObject

    /// A row of `type` (any name: the loader judges it, with a did-you-mean when it is not
    /// one it knows); `key` is `nil` for a note.
    public init(type: String, key: String?, title: FormText? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        let site = DefinitionSite(fileID: fileID, line: line, column: column)
        object = DraftObject(at: site)
        if let key { object.set("key", .string(key), at: site) }
        object.set("type", .string(type), at: site)
        if let title { object.set("title", title, at: site) }
    }

    var site: DefinitionSite { object.site }

    /// Sets `key` to `value` as written at `site` (a key set again takes the later value).
    mutating func set(_ key: String, _ value: FormValue, at site: DefinitionSite) {
        object.set(key, value, at: site)
    }

    /// The row as a form file's row object would parse, with Swift lines as locations.
    public var node: SourceNode { object.draft.sourceTree().tree }
}

/// Anything a ``Part`` lists: a question or a note.
///
/// The modifiers return a changed copy, so they chain; each records the Swift line it was
/// called on, which is where a diagnostic about its key points.
public protocol FormRow: Sendable {
    /// The row's members so far.
    var definition: RowDefinition { get set }
}

extension FormRow {
    /// A copy with `key` set to `value`: for keys no typed modifier names, such as a custom
    /// row type's own.
    ///
    ///     Question("version", type: "semver").setting("prefix", to: "v")
    public func setting(_ key: String, to value: FormValue,
                        fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        var copy = self
        copy.definition.set(key, value, at: DefinitionSite(fileID: fileID, line: line, column: column))
        return copy
    }

    /// Shows the row only while `condition` holds (a `when` expression over keys asked
    /// before this row): `.when("role == 'contractor'")`.
    public func when(_ condition: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("when", to: .string(condition), fileID: fileID, line: line, column: column)
    }

    /// The row's title (for a question, shown instead of its key).
    public func title(_ text: FormText, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("title", to: FormValue(text), fileID: fileID, line: line, column: column)
    }

    /// A rule across answers the row's answer must pass (docs/FORMAT.md, "Checks"): `that`
    /// an expression over this row's key and keys asked before it, `message` the refusal.
    ///
    ///     DateQuestion("end").check("end >= start", message: "the last day is before the first")
    public func check(_ that: String, message: FormText,
                      fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        var copy = self
        copy.definition.object.addCheck(that, message: message, at: DefinitionSite(fileID: fileID, line: line, column: column))
        return copy
    }

    /// Text shown above the prompt and by `:help`.
    public func help(_ text: FormText, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("help", to: FormValue(text), fileID: fileID, line: line, column: column)
    }

    /// The row as a form file's row object would parse, with Swift lines as locations.
    public var node: SourceNode { definition.node }
}

/// A row that asks something: it has a key, may be required and may have a default.
public protocol FormQuestion: FormRow {}

extension FormQuestion {
    /// Refuses an empty answer when the row has no default (`required: true`).
    public func required(_ isRequired: Bool = true,
                         fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("required", to: .bool(isRequired), fileID: fileID, line: line, column: column)
    }

    /// Text shown in the prompt's hint as `e.g. …`.
    public func placeholder(_ text: FormText, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("placeholder", to: FormValue(text), fileID: fileID, line: line, column: column)
    }

    /// An empty answer takes the environment variable `name` (`"default": "${env:NAME}"`),
    /// parsed as a typed answer when the form is filled; unset means no default.
    public func defaultFromEnvironment(_ name: String,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("default", to: .string("${env:\(name)}"), fileID: fileID, line: line, column: column)
    }
}

/// A text, secret, email or url row: lengths and a pattern.
public protocol FormTextQuestion: FormQuestion {}

extension FormTextQuestion {
    /// At least `range.lowerBound` and at most `range.upperBound` characters (as a person
    /// sees them: `北京` is 2).
    public func length(_ range: ClosedRange<Int>, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        minLength(range.lowerBound, fileID: fileID, line: line, column: column)
            .maxLength(range.upperBound, fileID: fileID, line: line, column: column)
    }

    /// At least `count` characters (`minLength`).
    public func minLength(_ count: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("minLength", to: .integer(count), fileID: fileID, line: line, column: column)
    }

    /// At most `count` characters (`maxLength`).
    public func maxLength(_ count: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        setting("maxLength", to: .integer(count), fileID: fileID, line: line, column: column)
    }

    /// The answer must contain a match of `pattern` (the format's portable syntax; anchor it
    /// with `^…$` for the whole answer); `message` replaces the generic refusal.
    public func pattern(_ pattern: String, message: FormText? = nil,
                        fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        let copy = setting("pattern", to: .string(pattern), fileID: fileID, line: line, column: column)
        guard let message else { return copy }
        return copy.setting("patternMessage", to: FormValue(message), fileID: fileID, line: line, column: column)
    }
}
