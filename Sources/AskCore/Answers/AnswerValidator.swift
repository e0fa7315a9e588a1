/// One thing wrong with an answers document: which key, where, and why.
public struct AnswerIssue: Sendable, Equatable {
    /// The row key the issue is about (dotted for nested keys).
    public var key: String
    /// What is wrong, as data; ``Catalog`` renders it in the reader's language.
    public var problem: AnswerProblem
    /// Where the value is in the document; `nil` for a missing key, which has no position.
    public var location: SourceLocation?
    /// RFC 6901 pointer into the answers document.
    public var pointer: String

    /// An issue about `key`; ``AnswerValidator`` makes these, a program rarely needs to.
    public init(key: String, problem: AnswerProblem, location: SourceLocation?, pointer: String) {
        self.key = key
        self.problem = problem
        self.location = location
        self.pointer = pointer
    }

    /// Issues with a position first, in file order; the others (missing keys) after.
    public static func fileOrder(_ a: AnswerIssue, _ b: AnswerIssue) -> Bool {
        switch (a.location, b.location) {
        case (let x?, let y?): return (x.line, x.column) < (y.line, y.column)
        case (_?, nil): return true
        default: return false
        }
    }

    /// `FILE:LINE:COL: error: KEY: MESSAGE (at /pointer)`.
    public func rendered(file: String) -> String {
        rendered(file: file, catalog: .english)
    }

    /// The same line with the message in the catalog's language (the frame stays as it is).
    public func rendered(file: String, catalog: Catalog) -> String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        return InertText.line(text + ": error: \(key): \(catalog.text(for: problem)) (at \(pointer.isEmpty ? "/" : pointer))")
    }
}

/// Reads answers documents (as `fill` writes them) against a form: `validate`, `submit`
/// and `fill --answers` all use it.
public enum AnswerValidator {
    /// A value found in the document for one of the form's keys.
    public struct Entry: Sendable {
        /// The value as parsed, with its position.
        public var node: SourceNode
        /// RFC 6901 pointer to the value (`/address/city` for the key `address.city`).
        public var pointer: String
    }

    /// Collects the values of the form's keys from `document` (nested objects for dotted
    /// keys), reporting keys no row has and objects where a value belongs.
    public static func entries(of document: SourceNode, layout: FormLayout) -> (entries: [String: Entry], issues: [AnswerIssue]) {
        var entries: [String: Entry] = [:]
        var issues: [AnswerIssue] = []
        // Prefixes of dotted keys: where a nested object is expected.
        var prefixes: Set<String> = []
        // The member names each object may have ("" is the document), in form order, for
        // "did you mean"; indexed once per object when a name is unknown.
        var names: [String: [String]] = [:]
        var named: Set<[String]> = []
        for key in layout.keysInFormOrder {
            var prefix = Substring(key)
            while let dot = prefix.lastIndex(of: ".") {
                let parent = String(prefix[..<dot]), name = String(prefix[prefix.index(after: dot)...])
                if named.insert([parent, name]).inserted { names[parent, default: []].append(name) }
                prefix = prefix[..<dot]
                prefixes.insert(String(prefix))
            }
            if named.insert(["", String(prefix)]).inserted { names["", default: []].append(String(prefix)) }
        }
        var suggestions: [String: Suggestion.Index] = [:]
        func visit(_ node: SourceNode, path: String, pointer: String) {
            guard case .object(let members) = node.value else {
                issues.append(AnswerIssue(key: path.isEmpty ? "answers" : path,
                                          problem: .wrongType(expected: .object, found: .kind(node.valueKind)),
                                          location: node.location, pointer: pointer))
                return
            }
            var seen: Set<String> = []
            for member in members {
                let key = path.isEmpty ? member.key : path + "." + member.key
                let memberPointer = JSONPointer.appending(member.key, to: pointer)
                if !seen.insert(member.key).inserted {
                    issues.append(AnswerIssue(key: key, problem: .wrongType(expected: .oneValue, found: .keyTwice),
                                              location: member.keyLocation, pointer: memberPointer))
                    continue
                }
                // Dots are nesting: `address.city` is written {"address": {"city": …}}, never as
                // one member name (which could also give the key a second value).
                let dotted = member.key.contains(".")
                if !dotted, layout.groupPaths.contains(key) {
                    // A repeat group: an array of item objects, each read as one (beyond its
                    // `max`, items are told as too many, not one by one).
                    guard case .array(let elements) = member.value.value else {
                        issues.append(AnswerIssue(key: key, problem: .wrongType(expected: .items, found: .kind(member.value.valueKind)),
                                                  location: member.value.location, pointer: memberPointer))
                        continue
                    }
                    for (offset, element) in elements.enumerated() where prefixes.contains(key + "." + String(offset + 1)) {
                        visit(element, path: key + "." + String(offset + 1), pointer: JSONPointer.appending(offset, to: memberPointer))
                    }
                } else if !dotted, layout.itemOfKey[key] != nil {
                    entries[key] = Entry(node: member.value, pointer: memberPointer)
                } else if !dotted, prefixes.contains(key) {
                    visit(member.value, path: key, pointer: memberPointer)
                } else if dotted, layout.itemOfKey[key] != nil || prefixes.contains(key) {
                    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
                    issues.append(AnswerIssue(key: key, problem: .wrongType(expected: .nestedObjects(parts.map(String.init)),
                                                                            found: .memberName(member.key)),
                                              location: member.keyLocation, pointer: memberPointer))
                } else {
                    // Compared with the names that object may have: `address.zip` is not a typo of `address.city`.
                    let index = suggestions[path] ?? Suggestion.Index(names[path] ?? [])
                    suggestions[path] = index
                    let suggestion = index.closest(to: member.key).map { path.isEmpty ? $0 : path + "." + $0 }
                    issues.append(AnswerIssue(key: key, problem: .unknownKey(suggestion: suggestion),
                                              location: member.keyLocation, pointer: memberPointer))
                }
            }
        }
        visit(document, path: "", pointer: "")
        return (entries, issues)
    }

    /// The answers an answers document gives (an `--answers` or `--defaults-from` file, a
    /// draft), each typed as `fill` writes it and within its row's rules, in form order; and
    /// every problem with the others (unknown keys, wrong types, broken rules), in file order.
    /// This is the one way answers from outside come into a fill: hand each to
    /// ``Walker/preset(_:to:)``.
    public static func presets(from document: SourceNode, layout: FormLayout, closingItems: Bool = true)
        -> (answers: [(key: String, value: AnswerValue)], issues: [AnswerIssue]) {
        var layout = layout
        var answers: [(key: String, value: AnswerValue)] = []
        var groupIssues: [AnswerIssue] = []
        if let template = layout.template {
            // The document's items decide the layout; the add questions' answers come first,
            // so that a walk has the items before their answers are given.
            let read = items(in: document, template: template, closing: closingItems)
            layout = read.layout
            answers = read.adds
            groupIssues = read.issues
        }
        var (entries, issues) = self.entries(of: document, layout: layout)
        issues += groupIssues
        for key in layout.keysInFormOrder {
            guard let entry = entries.removeValue(forKey: key), let row = layout.row(forKey: key) else { continue }
            // A computed answer is computed again from the others (a document `fill` wrote
            // holds it); `validate` is what compares it.
            if row.computed != nil { continue }
            switch presetValue(entry.node, key: key, row: row) {
            case .success(let value): answers.append((key, value))
            case .failure(let problem):
                issues.append(AnswerIssue(key: key, problem: problem, location: entry.node.location, pointer: entry.pointer))
            }
        }
        if layout.template != nil {
            for index in issues.indices { issues[index].key = layout.shownKey(issues[index].key) }
        }
        return (answers, issues.sorted(by: AnswerIssue.fileOrder))
    }

    /// Every rule `document` breaks as a complete answer set: required keys present, each
    /// value typed and within its rules, nothing for hidden rows, no unit without its amount.
    public static func validate(_ document: SourceNode, form: Form, today: ISODate = .epoch,
                                environment: [String: String] = [:]) -> [AnswerIssue] {
        var read: DocumentItems?
        if form.hasGroups { read = items(in: document, template: form, closing: true) }
        let layout = read?.layout ?? FormLayout(form: form)
        var (entries, issues) = self.entries(of: document, layout: layout)
        issues += read?.issues ?? []
        var answers: [String: AnswerValue] = [:]
        var refused: Set<String> = []
        // Decode everything first: conditions read earlier answers.
        for (key, entry) in entries {
            guard let row = layout.row(forKey: key) else { continue }
            let decoded = row.key == key ? AnswerDecoder.value(from: entry.node, for: row) : AnswerDecoder.unitValue(from: entry.node)
            switch decoded {
            case .success(let value): answers[key] = value
            case .failure(let problem):
                issues.append(AnswerIssue(key: key, problem: problem, location: entry.node.location, pointer: entry.pointer))
                refused.insert(key)
            }
        }
        // The walk over these answers computes the computed rows (from the other answers,
        // never from the document's) and decides what is shown, as a fill would.
        var given = answers
        for row in layout.form.rows where row.computed != nil { given[row.key ?? ""] = nil }
        for (key, value) in read?.adds ?? [] { given[key] = value }
        let walker = Walker(form: form, answers: given, environment: environment, today: today,
                            laidOut: read.map { ($0.layout, $0.counts) })
        let visibility = walker.visibility
        let context = walker.context()
        func pointer(of key: String) -> String { walker.layout.pointer(of: key) }
        for (path, items) in walker.itemCounts.sorted(by: { $0.key < $1.key }) {
            guard let rule = walker.rule(of: path), walker.isShownGroup(path) else { continue }
            let array = read?.arrays[path]
            // An absent group has no items: too few when it needs some.
            if rule.count == nil, array == nil, rule.min > 0 {
                issues.append(AnswerIssue(key: walker.layout.shownKey(path), problem: .tooFewItems(count: 0, minimum: rule.min),
                                          location: nil, pointer: pointer(of: path)))
            }
            // A counted group has exactly its count's items.
            guard rule.count != nil, array?.count ?? 0 != items else { continue }
            issues.append(AnswerIssue(key: walker.layout.shownKey(path), problem: .itemCountDiffers(count: array?.count ?? 0, expected: items),
                                      location: array?.node.location, pointer: array?.pointer ?? pointer(of: path)))
        }
        for (sectionIndex, section) in walker.layout.form.sections.enumerated() {
            var lastShown: (key: String, entry: Entry?)?
            for (rowIndex, row) in section.rows.enumerated() {
                guard let key = row.key, row.role == nil else { continue }
                let entry = entries[key]
                if row.asks, visibility.isShown(sectionIndex, rowIndex) { lastShown = (key, entry) }
                let unitEntry = row.kind.unit.flatMap { entries[$0.key] }
                guard visibility.isShown(sectionIndex, rowIndex) else {
                    // A null unit reads as an absent one (the schema says the same), hidden or not.
                    let unitEntry = unitEntry.flatMap { entry -> Entry? in
                        if case .null = entry.node.value { return nil }
                        return entry
                    }
                    for (shownKey, hiddenEntry) in [(key, entry), (row.kind.unit?.key ?? "", unitEntry)] {
                        guard let hiddenEntry else { continue }
                        issues.append(AnswerIssue(key: shownKey, problem: .answeredWhileHidden,
                                                  location: hiddenEntry.node.location, pointer: hiddenEntry.pointer))
                    }
                    continue
                }
                let value = answers[key] ?? .null
                if row.computed != nil {
                    let computed = walker.answers[key] ?? .null
                    if !refused.contains(key), !Self.same(value, computed) {
                        issues.append(AnswerIssue(key: key, problem: .computedDiffers(value.plainText, computed: computed.plainText),
                                                  location: entry?.node.location, pointer: entry?.pointer ?? pointer(of: key)))
                    }
                    continue
                }
                if !refused.contains(key), let problem = AnswerRules.problem(with: value, for: row) {
                    issues.append(AnswerIssue(key: key, problem: problem, location: entry?.node.location,
                                              pointer: entry?.pointer ?? pointer(of: key)))
                } else if !refused.contains(key) {
                    for check in row.checks where !check.passes(in: context) {
                        issues.append(AnswerIssue(key: key, problem: .checkFailed(check.renderedMessage(in: context)),
                                                  location: entry?.node.location, pointer: entry?.pointer ?? pointer(of: key)))
                    }
                }
                guard let unit = row.kind.unit else { continue }
                let unitValue = answers[unit.key] ?? .null
                if value.isNull {
                    if let unitEntry, !(answers[unit.key] ?? .null).isNull {
                        issues.append(AnswerIssue(key: unit.key, problem: .unitWithoutAmount,
                                                  location: unitEntry.node.location, pointer: unitEntry.pointer))
                    }
                } else if !refused.contains(unit.key), let problem = unitProblem(unitValue, unit) {
                    issues.append(AnswerIssue(key: unit.key, problem: problem, location: unitEntry?.node.location,
                                              pointer: unitEntry?.pointer ?? pointer(of: unit.key)))
                }
            }
            // A section's checks are its last question's: reported there.
            guard visibility.sections[sectionIndex], let (key, entry) = lastShown, !refused.contains(key) else { continue }
            for check in section.checks where !check.passes(in: context) {
                issues.append(AnswerIssue(key: key, problem: .checkFailed(check.renderedMessage(in: context)),
                                          location: entry?.node.location, pointer: entry?.pointer ?? pointer(of: key)))
            }
        }
        if form.hasGroups {
            for index in issues.indices { issues[index].key = walker.layout.shownKey(issues[index].key) }
        }
        return issues.sorted(by: AnswerIssue.fileOrder)
    }

    /// Whether two answers are the same value (a whole number written `4` is the number 4).
    static func same(_ a: AnswerValue, _ b: AnswerValue) -> Bool {
        switch (a, b) {
        case (.integer(let x), .number(let y)), (.number(let y), .integer(let x)): return Double(x) == y
        default: return a == b
        }
    }

    /// Where a key's value belongs in a document as `fill` writes it: `address.city` is
    /// `/address/city`.
    public static func pointer(of key: String) -> String {
        key.split(separator: ".").reduce("") { JSONPointer.appending(String($1), to: $0) }
    }

    /// One value of an answers document taken as a preset (`--answers`, `--defaults-from`, a
    /// draft): typed as `fill` writes it, and within the rules of `row`, or of its unit when
    /// `key` is the unit's (a unit may be null: its amount decides whether it is asked).
    static func presetValue(_ node: SourceNode, key: String, row: Row) -> Result<AnswerValue, AnswerProblem> {
        if let unit = row.kind.unit, unit.key == key {
            return AnswerDecoder.unitValue(from: node).flatMap { value in
                value.isNull ? .success(value) : unitProblem(value, unit).map { .failure($0) } ?? .success(value)
            }
        }
        return AnswerRules.value(from: node, for: row)
    }

    /// A unit answer must name one of the unit's options whenever its amount is given.
    public static func unitProblem(_ value: AnswerValue, _ unit: Unit) -> AnswerProblem? {
        switch value {
        case .null: return .required
        case .string(let text):
            if let problem = AnswerRules.textProblem(with: value) { return problem }
            return unit.options.contains { $0.value == text } ? nil : .notAnOption(text, options: unit.options)
        default: return .wrongType(expected: .optionValue, found: .kind(value.valueKind))
        }
    }
}
