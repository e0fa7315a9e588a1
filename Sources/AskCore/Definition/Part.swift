/// A section of a form definition: a group of rows with an optional header and footer,
/// shown or hidden as one.
///
///     Part("Traveller", id: "traveller", footer: "Used for your badge only.") {
///         TextQuestion("name").required()
///         IntegerQuestion("age").range(0...120)
///     }
///     .when("role == 'speaker'")
public struct Part: Sendable {
    var object: DraftObject

    /// A section titled `title` (shown with progress, `[5/13] Traveller`) holding `rows`.
    public init(_ title: FormText? = nil, id: String? = nil, footer: FormText? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column,
                @FormRowsBuilder rows: () -> [RowDefinition]) {
        let site = DefinitionSite(fileID: fileID, line: line, column: column)
        object = DraftObject(at: site)
        if let id { object.set("id", .string(id), at: site) }
        if let title { object.set("title", title, at: site) }
        if let footer { object.set("footer", footer, at: site) }
        object.set("rows", DraftNode(value: .array(rows().map(\.object.draft)), site: site), at: site)
    }

    /// Shows the section only while `condition` holds; it may name only keys asked before
    /// the section's first row.
    public func when(_ condition: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Part {
        setting("when", to: .string(condition), fileID: fileID, line: line, column: column)
    }

    /// A copy with `key` set to `value`, for section keys no modifier names.
    public func setting(_ key: String, to value: FormValue,
                        fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Part {
        var copy = self
        copy.object.set(key, value, at: DefinitionSite(fileID: fileID, line: line, column: column))
        return copy
    }

    /// A rule across the part's answers, checked when its last question is answered.
    public func check(_ that: String, message: FormText,
                      fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Part {
        var copy = self
        copy.object.addCheck(that, message: message, at: DefinitionSite(fileID: fileID, line: line, column: column))
        return copy
    }

    /// The part asked once per item, its answers an array under `key` (docs/FORMAT.md,
    /// "Repeat groups"): at least `min` items, at most `max`, `add` the add question.
    ///
    ///     Part("Traveller") { TextQuestion("name").required() }.repeated(as: "travellers", min: 1, max: 4)
    public func repeated(as key: String, min: Int? = nil, max: Int? = nil, add: FormText? = nil,
                         fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Part {
        let site = DefinitionSite(fileID: fileID, line: line, column: column)
        var rule = DraftObject(at: site)
        if let min { rule.set("min", .integer(min), at: site) }
        if let max { rule.set("max", .integer(max), at: site) }
        if let add { rule.set("add", add, at: site) }
        var copy = self
        copy.object.set("key", .string(key), at: site)
        copy.object.set("repeat", rule.draft, at: site)
        return copy
    }

    /// The part asked once per item, as many items as `count` (an expression over earlier
    /// answers) gives.
    public func repeated(as key: String, count: String,
                         fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Part {
        let site = DefinitionSite(fileID: fileID, line: line, column: column)
        var rule = DraftObject(at: site)
        rule.set("count", .string(count), at: site)
        var copy = self
        copy.object.set("key", .string(key), at: site)
        copy.object.set("repeat", rule.draft, at: site)
        return copy
    }

    /// Parts inside this one, asked after its rows (per item in a repeat group).
    public func holding(_ parts: Part..., fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Part {
        let site = DefinitionSite(fileID: fileID, line: line, column: column)
        var copy = self
        copy.object.set("sections", DraftNode(value: .array(parts.map(\.draft)), site: site), at: site)
        return copy
    }

    var draft: DraftNode { object.draft }

    /// The section as a form file's section object would parse, with Swift lines as locations.
    public var node: SourceNode { object.draft.sourceTree().tree }
}

/// The `submit` block of a form definition: where `fill` sends the answers.
///
///     Submit(url: "https://example.org/trips", headers: ["Authorization": "Bearer ${env:TRIP_TOKEN}"],
///            timeout: 30, retries: 3)
public struct Submit: Sendable {
    var object: DraftObject

    /// `headers` keep the order written; their values may hold `${env:NAME}` references.
    public init(url: String, method: String? = nil, headers: KeyValuePairs<String, String> = [:],
                timeout: Double? = nil, retries: Int? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        let site = DefinitionSite(fileID: fileID, line: line, column: column)
        object = DraftObject(at: site)
        object.set("url", .string(url), at: site)
        if let method { object.set("method", .string(method), at: site) }
        if !headers.isEmpty {
            let members = headers.map { FormValue.Member(key: $0.key, value: .string($0.value)) }
            object.set("headers", .object(members), at: site)
        }
        if let timeout { object.set("timeout", .number(timeout), at: site) }
        if let retries { object.set("retries", .integer(retries), at: site) }
    }

    var draft: DraftNode { object.draft }
}
