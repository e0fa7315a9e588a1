import AskCore

/// The pages, panels and questions of one SurveyJS survey as askform sections and rows.
final class SurveyElements {
    let recorder: ConversionRecorder
    /// The tag the survey's `default` texts are written in.
    let locale: String
    /// Each converted question by its SurveyJS name, for `visibleIf` and expressions.
    var references: [String: ForeignExpression.Reference] = [:]
    /// Inside a `paneldynamic`: its questions as `{panel.NAME}` reads them.
    var panelReferences: [String: ForeignExpression.Reference]?

    static let commonKeys = ["type", "name", "title", "description", "isRequired", "visibleIf", "defaultValue",
                             "placeholder", "validators"]

    /// A boolean property as SurveyJS's serializer reads it: `true`, or the text `"true"` in any
    /// case (`"isRequired": "true"` is a required question there); `nil` when it is not true.
    static func isTrue(_ node: SourceNode?) -> SourceNode? {
        guard let node else { return nil }
        if node.boolValue == true { return node }
        if node.stringValue?.lowercased() == "true" { return SourceNode(.bool(true), at: node.location) }
        return nil
    }

    init(recorder: ConversionRecorder, locale: String) {
        self.recorder = recorder
        self.locale = locale
    }

    /// Rows are gathered until a repeat group closes the section they are in.
    struct Sections {
        var header: [(String, SourceNode)] = []
        var when: SourceNode?
        var rows: [SourceNode] = []
        var done: [SourceNode] = []
        var location: SourceLocation?

        mutating func close() {
            guard !rows.isEmpty else { return }
            var members = header
            if let when { members.append(("when", when)) }
            members.append(("rows", .array(rows, at: location)))
            done.append(.object(members, at: location))
            header = []
            rows = []
        }

        mutating func add(section: SourceNode) {
            close()
            done.append(section)
        }
    }

    // MARK: Pages

    /// The sections of one page (or of the survey's own `elements`, whose other keys the
    /// caller has judged).
    func page(_ page: SourceNode, at pointer: String, keys: [String]? = nil) -> [SourceNode] {
        var sections = Sections(location: page.location)
        if keys == nil {
            for member in page.members where !["name", "title", "description", "elements", "visibleIf"].contains(member.key) {
                recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
            }
            if let title = page[member: "title"].flatMap(text) { sections.header.append(("title", title)) }
            if let description = page[member: "description"].flatMap(text) {
                sections.rows.append(.object([("type", .string("note", at: description.location)), ("title", description)],
                                             at: description.location))
            }
            sections.when = condition(page[member: "visibleIf"], pointer + "/visibleIf", inherited: nil, of: page)
        }
        if let list = page[member: "elements"] {
            elements(list, at: pointer + "/elements", into: &sections, inherited: nil)
        }
        sections.close()
        return sections.done
    }

    func elements(_ list: SourceNode, at pointer: String, into sections: inout Sections, inherited: String?) {
        for (index, element) in list.items.enumerated() {
            self.element(element, at: pointer + "/\(index)", into: &sections, inherited: inherited)
        }
    }

    func element(_ node: SourceNode, at pointer: String, into sections: inout Sections, inherited: String?) {
        guard let type = node[member: "type"]?.stringValue else {
            recorder.fail(.missingKey("type"), at: node, pointer)
            return
        }
        switch type {
        case "panel":
            panel(node, at: pointer, into: &sections, inherited: inherited)
        case "paneldynamic":
            if let section = repeatGroup(node, at: pointer, inherited: inherited) { sections.add(section: section) }
        default:
            sections.rows += rows(node, type: type, at: pointer, inherited: inherited)
        }
    }

    /// A panel's elements join the page, after a note with its title; its `visibleIf` is
    /// joined to each of theirs with `and`.
    private func panel(_ node: SourceNode, at pointer: String, into sections: inout Sections, inherited: String?) {
        for member in node.members where !["type", "name", "title", "description", "elements", "visibleIf"].contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
        }
        let when = condition(node[member: "visibleIf"], pointer + "/visibleIf", inherited: inherited, of: node)
        for key in ["title", "description"] {
            guard let text = node[member: key].flatMap(text) else { continue }
            var note: [(String, SourceNode)] = [("type", .string("note", at: text.location)), ("title", text)]
            if let when { note.append(("when", when)) }
            sections.rows.append(.object(note, at: text.location))
        }
        if let list = node[member: "elements"] {
            elements(list, at: pointer + "/elements", into: &sections, inherited: when?.stringValue ?? inherited)
        }
    }

    /// `paneldynamic` as a section with `key` and `repeat` (docs/FORMAT.md's repeat groups):
    /// `minPanelCount`, `maxPanelCount` and `panelAddText` become `min`, `max` and `add`.
    private func repeatGroup(_ node: SourceNode, at pointer: String, inherited: String?) -> SourceNode? {
        let known = ["type", "name", "title", "description", "templateElements", "visibleIf", "minPanelCount",
                     "maxPanelCount", "panelAddText", "templateTitle"]
        for member in node.members where !known.contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
        }
        let nameNode = node[member: "name"]
        let key = self.key(nameNode, at: pointer)
        var members: [(String, SourceNode)] = [("key", .string(key, at: nameNode?.location ?? node.location))]
        if let title = node[member: "title"].flatMap(text) { members.append(("title", title)) }
        if let when = condition(node[member: "visibleIf"], pointer + "/visibleIf", inherited: inherited, of: node) {
            members.append(("when", when))
        }
        var repeatMembers: [(String, SourceNode)] = []
        let minimum = node[member: "minPanelCount"]
        repeatMembers.append(("min", minimum?.integerValue.map { .integer($0, at: minimum?.location) } ?? .integer(0, at: node.location)))
        if let maximum = node[member: "maxPanelCount"], let value = maximum.integerValue {
            repeatMembers.append(("max", .integer(value, at: maximum.location)))
        }
        let add = node[member: "panelAddText"].flatMap(text) ?? .string("Add another?", at: node.location)
        repeatMembers.append(("add", add))
        members.append(("repeat", .object(repeatMembers, at: node.location)))
        if let template = node[member: "templateTitle"] {
            recorder.unsupported("templateTitle", template, pointer + "/templateTitle")
        }

        let outer = panelReferences
        panelReferences = [:]
        defer { panelReferences = outer }
        var rows: [SourceNode] = []
        if let description = node[member: "description"].flatMap(text) {
            rows.append(.object([("type", .string("note", at: description.location)), ("title", description)], at: description.location))
        }
        for (index, element) in (node[member: "templateElements"]?.items ?? []).enumerated() {
            let elementPointer = pointer + "/templateElements/\(index)"
            let type = element[member: "type"]?.stringValue ?? ""
            if type == "panel" || type == "paneldynamic" {
                recorder.leftOut("type: \(type)", element[member: "type"], elementPointer + "/type")
                continue
            }
            rows += self.rows(element, type: type, at: elementPointer, inherited: nil)
        }
        members.append(("rows", .array(rows, at: node[member: "templateElements"]?.location ?? node.location)))
        return .object(members, at: node.location)
    }

    // MARK: Names, texts, conditions

    /// The askform key for a question's `name`, warning when it had to change.
    func key(_ name: SourceNode?, at pointer: String) -> String {
        let written = name?.scalarText ?? ""
        let key = recorder.key(for: written, fallback: "question")
        if key != written {
            recorder.warn(.approximated(construct: "name: \(written)", becomes: "\"key\": \"\(key)\""), at: name, pointer + "/name")
        }
        return key
    }

    /// Records that the question SurveyJS calls `name` is the askform row `key` of `type`.
    func declare(_ name: String, key: String, type: String) {
        let reference = ForeignExpression.Reference(key: key, type: type)
        if panelReferences != nil {
            panelReferences?["panel." + name] = reference
        }
        references[name] = reference
    }

    /// A SurveyJS text: a string, or `{"default": …, "de": …}` as askform translations.
    func text(_ node: SourceNode) -> SourceNode? {
        switch node.value {
        case .string(let text): return .string(literalText(text), at: node.location)
        case .number, .bool: return node.scalarText.map { .string($0, at: node.location) }
        case .object(let members):
            let variants = members.compactMap { member -> (String, SourceNode)? in
                guard let text = member.value.scalarText else { return nil }
                return (member.key == "default" ? locale : member.key, .string(literalText(text), at: member.value.location))
            }
            // A `default` that repeats the locale's own text would be a duplicate tag.
            var seen: Set<String> = []
            let unique = variants.filter { seen.insert($0.0.lowercased()).inserted }
            return unique.isEmpty ? nil : .object(unique, at: node.location)
        default: return nil
        }
    }

    /// `visibleIf` as an askform `when`, joined to the enclosing panel's; a warning when it
    /// does not translate (the row is then shown whenever the panel is).
    /// An inherited condition alone is placed at `element`, the construct it now governs.
    func condition(_ node: SourceNode?, _ pointer: String, inherited: String?, of element: SourceNode) -> SourceNode? {
        guard let node else { return inherited.map { .string($0, at: element.location) } }
        guard let text = node.stringValue, let translated = translate(text, test: true) else {
            recorder.warn(.untranslatedTemplate(node.quoted, tool: recorder.tool), at: node, pointer)
            return inherited.map { .string($0, at: node.location) }
        }
        guard let inherited else { return .string(translated, at: node.location) }
        return .string("(\(inherited)) and (\(translated))", at: node.location)
    }

    func translate(_ text: String, test: Bool) -> String? {
        let panel = panelReferences
        let references = self.references
        return ForeignExpression(dialect: .surveyJS) { name in panel?[name] ?? references[name] }
            .translate(text, test: test)
    }
}
