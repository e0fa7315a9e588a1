/// A form written in Swift, before it is checked: the tree a form file with the same
/// content would parse to.
///
/// Usually built and checked in one step with ``Form/init(id:title:description:languages:defaultLanguage:loader:fileID:line:column:content:)``
/// or ``Form/define(id:title:description:languages:defaultLanguage:loader:fileID:line:column:content:)``;
/// kept as a value, it shows the tree (`JSONValue(definition.tree).serialized()` is the form
/// as a JSON file) and can be checked by several loaders.
///
/// **Locations.** Every value in the tree carries the Swift position of the call that
/// wrote it: a diagnostic's ``SourceLocation`` is a line of Swift, and its column the one the
/// compiler gives `#column` (the call's opening parenthesis; a value's is one past it, where
/// the first argument starts, so a `when` error counts its offset from there). The file is
/// the element's `#fileID`, found by the diagnostic's pointer through ``sources``. A form
/// spread over several files has its diagnostics ordered by line alone.
///
///     let definition = FormDefinition(id: "trip") { Part { TextQuestion("name") } }
///     let outcome = definition.load()
public struct FormDefinition: Sendable {
    /// The form's tree, members in the order written.
    public let tree: SourceNode
    /// The Swift file of every value of ``tree``, for rendering diagnostics.
    public let sources: DefinitionSourceMap

    /// A form of `content`'s parts and submit block. `languages` and `defaultLanguage` are
    /// BCP 47 tags; the format version is always the one this build reads.
    public init(id: String? = nil, title: FormText? = nil, description: FormText? = nil,
                languages: [String]? = nil, defaultLanguage: String? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column,
                @FormContentBuilder content: () -> FormContent) {
        let site = DefinitionSite(fileID: fileID, line: line, column: column)
        let content = content()
        var root = DraftObject(at: site)
        root.set("askform", .integer(Form.formatVersion), at: site)
        if let id { root.set("id", .string(id), at: site) }
        if let title { root.set("title", title, at: site) }
        if let description { root.set("description", description, at: site) }
        if let languages { root.set("languages", .array(languages.map(FormValue.string)), at: site) }
        if let defaultLanguage { root.set("defaultLanguage", .string(defaultLanguage), at: site) }
        var members = root.members
        members.append(DraftMember(key: "sections", site: site, value: DraftNode(value: .array(content.sections), site: site)))
        // Each block is its own member, so that a second one is reported as a repeated key.
        members += content.submits.map { DraftMember(key: "submit", site: $0.site, value: $0) }
        (tree, sources) = DraftNode.object(members, at: site).sourceTree()
    }

    /// Checks the tree by `loader`'s rules, exactly as a form file's would be.
    public func load(with loader: FormLoader = FormLoader()) -> FormLoader.Outcome {
        loader.load(tree)
    }

    /// The checked form and its warnings, or an error listing every problem.
    public func checked(with loader: FormLoader = FormLoader()) throws(FormDefinitionError) -> DefinedForm {
        let outcome = load(with: loader)
        guard let form = outcome.form, outcome.errors.isEmpty else {
            throw FormDefinitionError(diagnostics: outcome.diagnostics, sources: sources)
        }
        return DefinedForm(form: form, warnings: outcome.warnings, sources: sources)
    }
}

/// A form definition that passed the loader's rules, with the warnings it raised.
///
///     let defined = try Form.define(id: "trip") { Part { SelectQuestion("size", options: ["one"]) } }
///     for warning in defined.warnings { log(defined.sources.rendered(warning)) }
///     // "Trip.swift:3:40: warning: only one option to choose from (at /sections/0/rows/0/options)"
public struct DefinedForm: Sendable {
    /// The checked form, ready for a ``Walker``.
    public var form: Form
    /// Non-fatal diagnostics, in order (`askform check --strict` would refuse them).
    /// The diagnostics that alone would not have refused it.
    public var warnings: [Diagnostic]
    /// The Swift file each warning points into.
    public var sources: DefinitionSourceMap
}

/// A form definition the loader refused: every problem at once, with the Swift line that
/// caused it.
///
/// Its description is one line per diagnostic, as `askform check` prints a file's:
///
///     Trip.swift:12:47: error: 'min' (18) is greater than 'max' (12) (at /sections/0/rows/1/min)
///     Trip.swift:13:35: error: unknown row type 'integr' (did you mean 'integer'?) (at /sections/0/rows/2/type)
public struct FormDefinitionError: Error, Sendable, CustomStringConvertible {
    /// Errors and warnings, in order.
    public var diagnostics: [Diagnostic]
    /// The Swift file each diagnostic points into.
    public var sources: DefinitionSourceMap

    /// An error of `diagnostics` (at least one an error), rendered with `sources`.
    public init(diagnostics: [Diagnostic], sources: DefinitionSourceMap) {
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// The diagnostics that refused the form.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The diagnostics that alone would not have refused it.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// Each diagnostic as `FILE:LINE:COL: error: MESSAGE (at /pointer)`, messages in `catalog`'s language.
    public func rendered(catalog: Catalog = .english) -> [String] {
        diagnostics.map { sources.rendered($0, catalog: catalog) }
    }

    /// Every diagnostic rendered, one a line, in English.
    public var description: String { rendered().joined(separator: "\n") }
}

extension Form {
    /// Defines a form in Swift, checked by exactly the rules of a form file; throws every
    /// problem at once, never a partly valid form. Warnings are dropped: use
    /// ``define(id:title:description:languages:defaultLanguage:loader:fileID:line:column:content:)``
    /// to see them.
    ///
    ///     let form = try Form(id: "trip-request", title: "Trip request") {
    ///         Part("Traveller") {
    ///             TextQuestion("name", title: "Your name").required().length(2...80)
    ///             IntegerQuestion("age").range(0...120)
    ///         }
    ///         Submit(url: "https://example.org/trips")
    ///     }
    ///
    /// `loader` brings the limits (and whatever else a loader is set up with) to use.
    public init(id: String? = nil, title: FormText? = nil, description: FormText? = nil,
                languages: [String]? = nil, defaultLanguage: String? = nil, loader: FormLoader = FormLoader(),
                fileID: String = #fileID, line: Int = #line, column: Int = #column,
                @FormContentBuilder content: () -> FormContent) throws(FormDefinitionError) {
        self = try FormDefinition(id: id, title: title, description: description, languages: languages,
                                  defaultLanguage: defaultLanguage, fileID: fileID, line: line, column: column,
                                  content: content).checked(with: loader).form
    }

    /// Defines a form in Swift like ``init(id:title:description:languages:defaultLanguage:loader:fileID:line:column:content:)``,
    /// returning its warnings with it.
    ///
    ///     let defined = try Form.define(id: "trip") { Part { TextQuestion("name") } }
    ///     let form = defined.form, warnings = defined.warnings
    public static func define(id: String? = nil, title: FormText? = nil, description: FormText? = nil,
                              languages: [String]? = nil, defaultLanguage: String? = nil,
                              loader: FormLoader = FormLoader(),
                              fileID: String = #fileID, line: Int = #line, column: Int = #column,
                              @FormContentBuilder content: () -> FormContent) throws(FormDefinitionError) -> DefinedForm {
        try FormDefinition(id: id, title: title, description: description, languages: languages,
                           defaultLanguage: defaultLanguage, fileID: fileID, line: line, column: column,
                           content: content).checked(with: loader)
    }
}
