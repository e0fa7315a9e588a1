import AskCore

/// Reading a form file of any kind askform knows: the bytes are parsed (JSON, a property
/// list or YAML), the kind is told from the file's name and content (or given, `--from`), and
/// a form written for another tool is converted, so every command takes such files directly.
///
///     let (kind, outcome) = FormSource.load(bytes, fileName: "copier.yml")
///     // kind == .copier; outcome.form is the askform form, outcome.diagnostics its warnings
///
/// libyaml is loaded only when a YAML file is read: a JSON or property-list form costs what
/// ``AskCore/FormLoader/load(_:)-([UInt8])`` costs, plus a look at its top-level keys.
public enum FormSource {
    /// The syntax a form file is parsed with.
    public enum Syntax: Sendable, Equatable {
        /// JSON (RFC 8259), as askform's own forms, `cookiecutter.json` and SurveyJS are written.
        case json
        /// An XML or binary property list (askform's own, XLForm's).
        case propertyList
        /// YAML, read with libyaml (askform's own, copier's, GitHub issue forms).
        case yaml
    }

    /// The syntax of a file named `fileName` holding `bytes`, when `kind` is what it is said to be.
    ///
    /// A property list is told by its first bytes (`bplist`, `<`), as the loader does. YAML is
    /// read for a name ending in `.yml` or `.yaml`, and for a kind that is always YAML (copier,
    /// GitHub issue forms) whatever the name (stdin, `-`); everything else is JSON.
    public static func syntax(of bytes: [UInt8], fileName: String, kind: FormSourceKind? = nil) -> Syntax {
        switch FormLoader.Syntax(sniffing: bytes) {
        case .binaryPropertyList, .xmlPropertyList: return .propertyList
        case .json: break
        }
        let name = fileName.lowercased()
        if name.hasSuffix(".yml") || name.hasSuffix(".yaml") { return .yaml }
        if kind == .copier || kind == .githubIssueForm, firstByte(of: bytes) != UInt8(ascii: "{") { return .yaml }
        return .json
    }

    /// The kind of form `tree` is, read from a file named `fileName` in `syntax`; `nil` when
    /// neither tells (only YAML can be undetectable: JSON and property lists are askform's own
    /// forms unless they look like another tool's).
    public static func detect(_ tree: SourceNode, fileName: String, syntax: Syntax) -> FormSourceKind? {
        let keys = topLevelKeys(of: tree)
        if keys.contains("askform") { return .askform }
        if isCopierName(fileName) { return .copier }
        if baseName(fileName) == "cookiecutter.json" { return .cookiecutter }
        switch syntax {
        case .yaml:
            if isIssueFormBody(tree) { return .githubIssueForm }
            if keys.contains(where: CopierConverter.settingsThatTellCopier.contains) { return .copier }
            return nil
        case .json:
            return keys.contains("pages") || keys.contains("elements") ? .surveyjs : .askform
        case .propertyList:
            return holdsXLFormDescriptor(tree, depth: 0) ? .xlform : .askform
        }
    }

    /// The kinds ``detect(_:fileName:syntax:)`` tries for a file in `syntax`, as `--from` names them.
    public static func kindsTried(for syntax: Syntax) -> [FormSourceKind] {
        switch syntax {
        case .yaml: [.askform, .copier, .githubIssueForm]
        case .json: [.askform, .cookiecutter, .surveyjs]
        case .propertyList: [.askform, .xlform]
        }
    }

    /// Parses, detects and converts: the askform form tree for the file, with what the
    /// conversion could not carry over. `kind` is `nil` when it could not be told (the
    /// diagnostics then say which kinds were tried) or the file could not be parsed.
    public static func convert(_ bytes: [UInt8], fileName: String, from requested: FormSourceKind? = nil,
                               limits: SourceLimits = .standard) -> (kind: FormSourceKind?, conversion: Conversion) {
        let syntax = syntax(of: bytes, fileName: fileName, kind: requested)
        // copier reads every document of its file and merges them; so does askform for a file
        // that is copier's by its name or by --from.
        let copierFile = syntax == .yaml && (requested == .copier || requested == nil && isCopierName(fileName))
        let tree: SourceNode
        switch parse(bytes, syntax: syntax, limits: limits, documents: copierFile) {
        case .success(let parsed): tree = parsed
        case .failure(let diagnostic): return (nil, failed(diagnostic))
        }
        guard let kind = requested ?? detect(tree, fileName: fileName, syntax: syntax) else {
            let tried = kindsTried(for: syntax).map(\.rawValue)
            return (nil, failed(Diagnostic(.unknownFormSource(tried: tried), at: tree.location, pointer: "")))
        }
        return (kind, convert(tree, kind: kind))
    }

    /// The askform form for `tree`, a form of `kind`.
    public static func convert(_ tree: SourceNode, kind: FormSourceKind) -> Conversion {
        switch kind {
        case .askform: Conversion(form: tree)
        case .copier: CopierConverter.convert(tree)
        case .cookiecutter: CookiecutterConverter.convert(tree)
        case .githubIssueForm: GitHubIssueFormConverter.convert(tree)
        case .surveyjs: SurveyJSConverter.convert(tree)
        case .xlform: XLFormConverter.convert(tree)
        }
    }

    /// Loads the file as a form: an askform form as the loader loads it, another tool's
    /// converted, with the conversion's warnings and the loader's diagnostics in file order.
    public static func load(_ bytes: [UInt8], fileName: String, from requested: FormSourceKind? = nil,
                            loader: FormLoader = FormLoader()) -> (kind: FormSourceKind?, outcome: FormLoader.Outcome) {
        if bytes.count > loader.limits.maxFileBytes { return (requested, loader.load(bytes)) }
        let syntax = syntax(of: bytes, fileName: fileName, kind: requested)
        // A native JSON or property-list form goes the loader's own way, which keeps the JSON
        // bytes for positions inside strings; only its top-level keys are looked at first.
        if syntax != .yaml, requested == nil || requested == .askform {
            let parsed = parse(bytes, syntax: syntax, limits: loader.limits)
            guard case .success(let tree) = parsed else { return (.askform, loader.load(bytes)) }
            let kind = requested ?? detect(tree, fileName: fileName, syntax: syntax) ?? .askform
            if kind == .askform { return (.askform, loader.load(tree, readFrom: syntax == .json ? bytes : [])) }
            return (kind, merged(convert(tree, kind: kind), loader: loader))
        }
        let (kind, conversion) = convert(bytes, fileName: fileName, from: requested, limits: loader.limits)
        guard kind != nil else { return (nil, FormLoader.Outcome(form: nil, diagnostics: conversion.diagnostics)) }
        return (kind, merged(conversion, loader: loader))
    }

    /// The form as `askform convert` writes it: pretty JSON, members in the order the
    /// converter wrote them (a stable order for every kind), ending with a line break.
    public static func json(_ form: SourceNode) -> String {
        JSONValue(form).serialized() + "\n"
    }

    private static func merged(_ conversion: Conversion, loader: FormLoader) -> FormLoader.Outcome {
        if conversion.diagnostics.contains(where: { $0.severity == .error }) {
            return FormLoader.Outcome(form: nil, diagnostics: conversion.diagnostics)
        }
        var outcome = loader.load(conversion.form)
        outcome.diagnostics = inFileOrder(conversion.diagnostics + outcome.diagnostics)
        return outcome
    }

    /// Diagnostics by line and column (those without a position first), ties kept in order.
    public static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let x = a.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let y = b.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    private static func parse(_ bytes: [UInt8], syntax: Syntax, limits: SourceLimits,
                              documents: Bool = false) -> Result<SourceNode, Diagnostic> {
        do throws(Diagnostic) {
            if bytes.count > limits.maxFileBytes {
                throw Diagnostic(.fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes), at: nil, pointer: nil)
            }
            switch syntax {
            case .json: return .success(try JSONReader.parse(bytes, limits: limits))
            case .propertyList: return .success(try PropertyListReader.parse(bytes, limits: limits))
            case .yaml:
                do {
                    if documents { return .success(CopierConverter.merged(try YAMLReader.parseDocuments(bytes, limits: limits))) }
                    return .success(try YAMLReader.parse(bytes, limits: limits))
                } catch {
                    throw Diagnostic(.yaml(error.problem), at: error.location, pointer: error.pointer)
                }
            }
        } catch {
            return .failure(error)
        }
    }

    private static func failed(_ diagnostic: Diagnostic) -> Conversion {
        Conversion(form: SourceNode(.object([]), at: nil), diagnostics: [diagnostic])
    }

    private static func baseName(_ fileName: String) -> String {
        fileName.split(separator: "/").last.map { String($0).lowercased() } ?? ""
    }

    private static func isCopierName(_ fileName: String) -> Bool {
        ["copier.yml", "copier.yaml"].contains(baseName(fileName))
    }

    private static func firstByte(of bytes: [UInt8]) -> UInt8? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count ? bytes[index] : nil
    }

    private static func topLevelKeys(of tree: SourceNode) -> [String] {
        guard case .object(let members) = tree.value else { return [] }
        return members.map(\.key)
    }

    /// `body:` a non-empty list whose items are all mappings with a `type`.
    private static func isIssueFormBody(_ tree: SourceNode) -> Bool {
        guard case .object(let members) = tree.value,
              let body = members.first(where: { $0.key == "body" }), case .array(let items) = body.value.value,
              !items.isEmpty else { return false }
        return items.allSatisfy { item in
            guard case .object(let fields) = item.value else { return false }
            return fields.contains { $0.key == "type" && $0.value.stringValue != nil }
        }
    }

    /// Whether a dictionary anywhere (a few levels down) has a string `rowType` and a `tag`.
    private static func holdsXLFormDescriptor(_ node: SourceNode, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch node.value {
        case .object(let members):
            if members.contains(where: { $0.key == "rowType" && $0.value.stringValue != nil }),
               members.contains(where: { $0.key == "tag" }) { return true }
            return members.contains { holdsXLFormDescriptor($0.value, depth: depth + 1) }
        case .array(let items): return items.contains { holdsXLFormDescriptor($0, depth: depth + 1) }
        default: return false
        }
    }
}
