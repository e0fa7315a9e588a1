/// An asked key (a row's or a unit's) as declared, for conditions and duplicate checks.
struct DeclaredKey {
    var key: String
    var typeName: String
    var shape: AnswerShape
    var options: [Option]
    var node: SourceNode
    var pointer: DeferredPointer
}

/// Walks a parsed form tree, checking every rule and collecting diagnostics as it builds
/// the model. One per load; see ``FormLoader``.
final class FormBuilder {
    let limits: SourceLimits
    let kinds: RowKinds
    private(set) var diagnostics: [Diagnostic] = []
    /// Asked keys (rows and units) in form order, with where each was declared.
    var declaredKeys: [DeclaredKey] = []
    var keyIndex: [String: Int] = [:]
    var optionCount = 0
    var reportedOptionLimit = false
    var hasSecretRow = false
    /// The form's `languages` and `defaultLanguage`, read before any text so that each text
    /// can be checked for the translations the form promises.
    var declaredLanguages: [String] = []
    var defaultLanguage: String?
    /// Keys that a `when` names before they are declared; once the whole form is read they
    /// are told apart: asked later in the form, or not at all.
    /// `groups` are the prefixes of the repeat groups being read there, innermost first: a key
    /// one of them declares later is asked later too.
    var undeclaredConditionKeys: [(key: String, known: Int, node: SourceNode, pointer: String, groups: [String])] = []
    /// The same for the keys of checks, computed values and templates, with the field named.
    var undeclaredExpressionKeys: [(field: String, key: String, known: Int, node: SourceNode, pointer: String,
                                    groups: [String])] = []
    /// The prefixes of the repeat groups being read, innermost first (`travellers[]`).
    var groupPrefixes: [String] { repeatScopes.reversed().map(\.prefix) }

    /// Whether `key`, named inside the groups `groups`, is a key one of them declares (a key
    /// asked later in the same group, once the whole form is read).
    func isDeclared(_ key: String, inGroups groups: [String]) -> Bool {
        groups.contains { keyIndex[$0 + "." + key] != nil }
    }
    /// The repeat groups being read, outermost first: their rows' keys are declared
    /// qualified (`travellers[].name`) and, while the group is read, under their own names too.
    var repeatScopes: [RepeatScope] = []
    /// Keys declared inside a repeat group, with the group's key: named outside it, they are
    /// told so (docs/FORMAT.md, "Repeat groups").
    var innerKeys: [String: String] = [:]
    /// The JSON file's bytes (empty for property lists), to place errors inside strings.
    let source: [UInt8]
    /// Where the previous line search ended, so that looking up positions in file order
    /// reads the file once.
    var lineCursor: (line: Int, offset: Int)

    init(limits: SourceLimits, kinds: RowKinds = .builtIn, source: [UInt8] = []) {
        self.limits = limits
        self.kinds = kinds
        self.source = source
        let bom = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.lineCursor = (1, bom)
    }

    static let rootKeys = ["askform", "$schema", "id", "title", "description", "languages",
                           "defaultLanguage", "sections", "submit", "markdown", "appearance"]
    static let sectionKeys = ["id", "title", "footer", "when", "rows", "checks", "key", "repeat", "sections"]
    static let submitKeys = ["url", "method", "headers", "timeout", "retries"]

    /// Orders diagnostics by position; those without one keep the order they were found in.
    static func fileOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        guard let x = a.location, let y = b.location else { return false }
        return (x.line, x.column) < (y.line, y.column)
    }

    func report(_ problem: FormProblem, at node: SourceNode?, _ pointer: String?,
                         severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(problem, at: node?.location, pointer: pointer, severity: severity))
    }

    func report(_ problem: FormProblem, at location: SourceLocation?, _ pointer: String?,
                         severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(problem, at: location, pointer: pointer, severity: severity))
    }

    // MARK: The form

    func form(from root: SourceNode) -> Form? {
        guard case .object = root.value else {
            report(.notAnObject(found: root.found), at: root, "")
            return nil
        }
        let fields = self.fields(of: root, at: "", allowed: Self.rootKeys)
        if let (kind, tool) = Self.otherTool(of: root) {
            report(.otherToolsForm(kind: kind, tool: tool), at: root.location, "", severity: .warning)
        }
        // Without a version the file is judged as this build's format, so that every other
        // problem is reported in the same pass.
        if let versionNode = fields["askform"] {
            guard let version = versionNode.integerValue else {
                report(.wrongType(key: "askform", expected: .formatVersion(Form.formatVersion),
                                  found: versionNode.found), at: versionNode, "/askform")
                return nil
            }
            guard version <= Form.formatVersion else {
                // A newer format may mean anything: its other keys are not judged by this build's rules.
                diagnostics = [Diagnostic(.unsupportedVersion(found: String(version), supported: Form.formatVersion),
                                          at: versionNode.location, pointer: "/askform")]
                return nil
            }
            guard version == Form.formatVersion else {
                // Versions start at 1: anything lower was never written by a release, so "upgrade" would mislead.
                report(.wrongType(key: "askform", expected: .formatVersion(Form.formatVersion),
                                  found: versionNode.found), at: versionNode, "/askform")
                return nil
            }
        } else {
            // Without a version the file is judged by this build's format, so that every other
            // problem is reported in the same pass.
            report(.missingKey("askform"), at: root, "")
        }

        // Past the row limit the form is refused before any row is read: checking the first
        // 250,000 rows only to refuse the file would take far longer than parsing it.
        if let (row, pointer) = firstRowPastLimit(in: fields["sections"]) {
            report(.tooManyRows(limit: limits.maxRows), at: row, pointer)
            return nil
        }

        let languages = languageList(fields)
        let defaultLanguage = languageTag(fields, "defaultLanguage")
        declaredLanguages = languages
        self.defaultLanguage = defaultLanguage
        if let defaultLanguage, !languages.isEmpty,
           !languages.contains(where: { $0.caseInsensitiveEquals(defaultLanguage) }) {
            report(.defaultLanguageNotListed(defaultLanguage, languages: languages), at: fields["defaultLanguage"],
                   fields.pointer("defaultLanguage"), severity: .warning)
        }
        let id = identifier(fields, "id")
        let title = text(fields, "title")
        let description = text(fields, "description")
        // Shown before the first question: templates there can read no answer.
        for (field, text) in [("title", title), ("description", description)] {
            guard let text, let node = fields[field] else { continue }
            templates(in: text, node: node, field: field, pointer: fields.pointer(field), askedBefore: 0)
        }

        var sections: [Section] = []
        if let sectionsNode = fields["sections"] {
            if case .array(let items) = sectionsNode.value {
                if items.isEmpty {
                    report(.emptyText(key: "sections"), at: sectionsNode, "/sections")
                }
                var sectionIDs: Set<String> = []
                for (index, item) in items.enumerated() {
                    let pointer = JSONPointer.appending(index, to: "/sections")
                    if let section = section(from: item, at: pointer) {
                        if let id = section.id, !sectionIDs.insert(id).inserted {
                            report(.duplicateSectionID(id), at: rawFields(of: item)["id"], pointer + "/id")
                        }
                        sections.append(section)
                    }
                }
            } else {
                report(.wrongType(key: "sections", expected: .sections, found: sectionsNode.found),
                       at: sectionsNode, "/sections")
            }
        } else {
            report(.missingKey("sections"), at: root, "")
        }
        reportUndeclaredConditionKeys()
        reportUndeclaredExpressionKeys()
        checkNesting()

        let submit = fields["submit"].flatMap { submitSpec(from: $0) }
        var form = Form(id: id, title: title, description: description, sections: sections, submit: submit,
                        languages: languages, defaultLanguage: defaultLanguage)
        form.markdown = bool(fields, "markdown") ?? true
        form.appearance = fields["appearance"].map { node in
            Appearance.read(node, at: "/appearance") { problem, location, pointer in report(problem, at: location, pointer) }
        }
        return form
    }

    /// The first row past `limits.maxRows`, counting the rows of every section in order,
    /// with its pointer; nil when the form is within the limit.
    private func firstRowPastLimit(in sections: SourceNode?) -> (SourceNode, String)? {
        guard case .array(let items)? = sections?.value else { return nil }
        var count = 0
        for (index, section) in items.enumerated() {
            guard case .array(let rows)? = rawFields(of: section)["rows"]?.value else { continue }
            if rows.count > limits.maxRows - count {
                let row = limits.maxRows - count
                return (rows[row], "/sections/\(index)/rows/\(row)")
            }
            count += rows.count
        }
        return nil
    }

    // MARK: Sections

    func section(from node: SourceNode, at pointer: String) -> Section? {
        guard case .object = node.value else {
            report(.wrongType(key: "section", expected: .object, found: node.found), at: node, pointer)
            return nil
        }
        let fields = self.fields(of: node, at: pointer, allowed: Self.sectionKeys)
        let id = identifier(fields, "id")
        let title = text(fields, "title")
        let footer = text(fields, "footer")
        if let title, let node = fields["title"] {
            templates(in: title, node: node, field: "title", pointer: fields.pointer("title"), askedBefore: declaredKeys.count)
        }
        // A section's condition may only read keys asked before its first row.
        let when = condition(fields, askedBefore: declaredKeys.count)
        let (groupKey, rule) = repeatGroup(fields, node: node, pointer: pointer)
        if let groupKey { enterRepeat(groupKey) }
        var rows: [Row] = []
        if let rowsNode = fields["rows"] {
            if case .array(let items) = rowsNode.value {
                if items.isEmpty && fields["sections"] == nil {
                    report(.emptySection(id ?? title?.text ?? pointer), at: rowsNode, fields.pointer("rows"),
                           severity: .warning)
                }
                let rowsPointer = fields.pointer("rows")
                for (index, item) in items.enumerated() {
                    if let row = row(from: item, at: JSONPointer.appending(index, to: rowsPointer)) {
                        rows.append(row)
                    }
                }
            } else {
                report(.wrongType(key: "rows", expected: .rows, found: rowsNode.found),
                       at: rowsNode, fields.pointer("rows"))
            }
        } else if fields["sections"] == nil {
            report(.missingKey("rows"), at: node, pointer)
        }
        var inner: [Section] = []
        if let sectionsNode = fields["sections"] {
            if case .array(let items) = sectionsNode.value {
                for (index, item) in items.enumerated() {
                    if let section = section(from: item, at: JSONPointer.appending(index, to: fields.pointer("sections"))) {
                        inner.append(section)
                    }
                }
            } else {
                report(.wrongType(key: "sections", expected: .sections, found: sectionsNode.found),
                       at: sectionsNode, fields.pointer("sections"))
            }
        }
        // The footer is shown after the section's last row, and its checks checked then.
        if let footer, let node = fields["footer"] {
            templates(in: footer, node: node, field: "footer", pointer: fields.pointer("footer"), askedBefore: declaredKeys.count)
        }
        var section = Section(id: id, title: title, footer: footer, when: when, rows: rows, pointer: pointer)
        section.checks = checks(fields, askedBefore: declaredKeys.count)
        section.sections = inner
        if let groupKey {
            leaveRepeat()
            // Declared after its rows: a row after the group reads it (`count(travellers)`).
            declare(groupKey, typeName: "repeat", shape: .list, options: [], node: fields["key"] ?? node,
                    pointer: .init(pointer, "/key"))
            section.key = groupKey
            section.repeatRule = rule
        }
        return section
    }

    // MARK: Submission

    func submitSpec(from node: SourceNode) -> SubmitSpec? {
        let pointer = "/submit"
        guard case .object = node.value else {
            report(.wrongType(key: "submit", expected: .object, found: node.found), at: node, pointer)
            return nil
        }
        let fields = self.fields(of: node, at: pointer, allowed: Self.submitKeys)
        var spec = SubmitSpec(url: "")
        if let urlNode = fields["url"] {
            if let url = string(fields, "url") {
                switch SubmitTarget.parse(url) {
                case .success(let target):
                    spec.url = url
                    if target.scheme == "http" && !target.isLoopback && hasSecretRow {
                        report(.secretOverPlainHTTP(host: target.host), at: urlNode, fields.pointer("url"), severity: .warning)
                    }
                case .failure(let problem):
                    report(problem, at: urlNode, fields.pointer("url"))
                }
            }
        } else {
            report(.missingKey("url"), at: node, pointer)
        }
        if let methodNode = fields["method"], let method = string(fields, "method") {
            let upper = method.uppercased()
            if ["POST", "PUT", "PATCH"].contains(upper) {
                spec.method = upper
            } else {
                report(.invalidMethod(method), at: methodNode, fields.pointer("method"))
            }
        }
        if let headersNode = fields["headers"] {
            if case .object(let members) = headersNode.value {
                var seen: Set<String> = []
                for member in members {
                    let memberPointer = JSONPointer.appending(member.key, to: fields.pointer("headers"))
                    if !seen.insert(member.key.lowercased()).inserted {
                        report(.duplicateMember(member.key), at: member.keyLocation, memberPointer)
                        continue
                    }
                    if !HTTPHeader.isValidName(member.key) {
                        report(.invalidHeaderName(member.key), at: member.keyLocation, memberPointer)
                    }
                    guard let value = member.value.stringValue else {
                        report(.wrongType(key: member.key, expected: .string, found: member.value.found),
                               at: member.value, memberPointer)
                        continue
                    }
                    if case .failure = EnvironmentReference.split(value) {
                        report(.environmentReferenceSyntax(value), at: member.value, memberPointer)
                    }
                    // The value as written (`${env:NAME}` holds no control character, and
                    // what a variable brings is checked when the plan is made).
                    if let character = HTTPHeader.controlCharacter(in: value) {
                        report(.headerControlCharacter(member.key, character: character), at: member.value, memberPointer)
                        continue
                    }
                    spec.headers.append(.init(name: member.key, value: value))
                }
            } else {
                report(.wrongType(key: "headers", expected: .headers,
                                  found: headersNode.found), at: headersNode, fields.pointer("headers"))
            }
        }
        let ranges = (timeout: RetryPolicy.timeoutRange, retries: RetryPolicy.retriesRange)
        if let timeoutNode = fields["timeout"], let timeout = number(fields, "timeout") {
            if ranges.timeout.contains(timeout) { spec.timeout = timeout } else {
                report(.outOfRange(key: "timeout", found: timeoutNode.numberText,
                                   lowest: RetryPolicy.timeoutBounds.lowest, highest: RetryPolicy.timeoutBounds.highest),
                       at: timeoutNode, fields.pointer("timeout"))
            }
        }
        if let retriesNode = fields["retries"] {
            // Any number: a whole one too large for `integer` is out of range all the same.
            if let retries = retriesNode.integerValue, ranges.retries.contains(retries) {
                spec.retries = retries
            } else if retriesNode.integerValue != nil || retriesNode.doubleValue.map({ $0.rounded() == $0 }) == true {
                report(.outOfRange(key: "retries", found: retriesNode.numberText,
                                   lowest: RetryPolicy.retriesBounds.lowest, highest: RetryPolicy.retriesBounds.highest),
                       at: retriesNode, fields.pointer("retries"))
            } else {
                _ = integer(fields, "retries")  // reports what is wrong with it
            }
        }
        return spec
    }

    // MARK: Languages

    func languageList(_ fields: Fields) -> [String] {
        guard let node = fields["languages"] else { return [] }
        guard case .array(let items) = node.value else {
            report(.wrongType(key: "languages", expected: .languageTags, found: node.found),
                   at: node, fields.pointer("languages"))
            return []
        }
        var tags: [String] = []
        for (index, item) in items.enumerated() {
            let pointer = JSONPointer.appending(index, to: fields.pointer("languages"))
            guard let tag = item.stringValue, LanguageTag.isWellFormed(tag) else {
                report(.wrongType(key: "languages", expected: .wellFormedLanguageTags,
                                  found: item.stringValue.map(FoundValue.written) ?? item.found), at: item, pointer)
                continue
            }
            tags.append(tag)
        }
        return tags
    }

    func languageTag(_ fields: Fields, _ key: String) -> String? {
        guard let node = fields[key], let tag = string(fields, key) else { return nil }
        guard LanguageTag.isWellFormed(tag) else {
            report(.wrongType(key: key, expected: .wellFormedLanguageTag, found: .written(tag)),
                   at: node, fields.pointer(key))
            return nil
        }
        return tag
    }
}

/// Well-formedness of BCP 47 tags, as far as a form needs it.
enum LanguageTag {
    static func isWellFormed(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...8).contains(first.count),
              first.unicodeScalars.allSatisfy({ $0.isASCIILetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(value) }
}
