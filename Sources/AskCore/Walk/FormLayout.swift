/// The form flattened into the order a walk visits it: section starts and ends, notes,
/// rows, and the unit that follows an amount. Built once per form.
public struct FormLayout: Sendable {
    /// One stop of the walk.
    public enum Item: Sendable, Equatable {
        case sectionStart(section: Int)
        case row(section: Int, row: Int)
        /// The unit of the amount row just before it.
        case unit(section: Int, row: Int)
        case sectionEnd(section: Int)

        /// The section the item belongs to.
        public var section: Int {
            switch self {
            case .sectionStart(let section), .sectionEnd(let section), .row(let section, _), .unit(let section, _):
                return section
            }
        }
    }

    /// The form laid out.
    public let form: Form
    /// Every stop of the walk, in the order it visits them.
    public let items: [Item]
    /// The item of each asked key (row keys and unit keys).
    let itemOfKey: [String: Int]
    /// The item that starts each section.
    let sectionStarts: [Int]
    /// The item of each row, by section and row.
    let rowItems: [[Int]]
    /// True when any section or row has a `when`, so answers can change what is shown.
    let isConditional: Bool
    /// The items of the rows that ask something (not notes or computed rows), in order: what
    /// progress counts, read without copying a row.
    let questionItems: [Int]
    /// The paths of the repeat groups laid out (`travellers`, `travellers.1.documents`).
    public let groupPaths: Set<String>
    /// Whether any row or section has `checks`.
    let hasChecks: Bool
    /// For each key a `when` reads, the items (section starts and rows) whose `when` reads
    /// it, in form order: what to evaluate again when its answer changes.
    let conditionReaders: [String: [Int]]

    /// The form as loaded, when it has repeat groups (``form`` is it laid out with items).
    public let template: Form?

    /// Lays out `form` once; a walk, a schema and an answers check all share it. A form with
    /// repeat groups is laid out with each group's `min` items (a counted group's with none).
    public init(form: Form) {
        if form.hasGroups {
            self.init(form: RepeatExpansion.expand(form) { _, rule, _ in rule.count == nil ? rule.min : 0 }, template: form)
        } else {
            self.init(form: form, template: nil)
        }
    }

    /// Lays out `form`, the items of `template`'s groups (``RepeatExpansion``).
    init(form: Form, template: Form?) {
        self.form = form
        self.template = template
        var items: [Item] = []
        var itemOfKey: [String: Int] = [:]
        var sectionStarts: [Int] = []
        var readers: [String: [Int]] = [:]
        var rowItems: [[Int]] = []
        func read(_ condition: Condition?, at item: Int) {
            for key in condition?.keys ?? [] { readers[key, default: []].append(item) }
        }
        for (sectionIndex, section) in form.sections.enumerated() {
            sectionStarts.append(items.count)
            read(section.when, at: items.count)
            items.append(.sectionStart(section: sectionIndex))
            rowItems.append([])
            for (rowIndex, row) in section.rows.enumerated() {
                read(row.when, at: items.count)
                rowItems[sectionIndex].append(items.count)
                if let key = row.key { itemOfKey[key] = items.count }
                items.append(.row(section: sectionIndex, row: rowIndex))
                if let unit = row.kind.unit {
                    itemOfKey[unit.key] = items.count
                    items.append(.unit(section: sectionIndex, row: rowIndex))
                }
            }
            items.append(.sectionEnd(section: sectionIndex))
        }
        self.items = items
        questionItems = items.indices.filter { index in
            guard case .row(let section, let row) = items[index] else { return false }
            return form.sections[section].rows[row].asks
        }
        var groupPaths: Set<String> = []
        if form.sections.contains(where: { $0.role != nil }) {
            for section in form.sections where section.role != nil {
                for row in section.rows { if case .count(let group)? = row.role { groupPaths.insert(group) } }
            }
        }
        self.groupPaths = groupPaths
        self.itemOfKey = itemOfKey
        self.sectionStarts = sectionStarts
        self.rowItems = rowItems
        hasChecks = form.sections.contains { section in !section.checks.isEmpty || section.rows.contains { !$0.checks.isEmpty } }
        isConditional = form.sections.contains { section in
            section.when != nil || section.rows.contains { $0.when != nil }
        }
        conditionReaders = readers
    }

    /// Every asked key (rows and units) in form order.
    public var keysInFormOrder: [String] {
        items.compactMap { item in
            switch item {
            case .row(let section, let row): return self.row(section, row).key
            case .unit(let section, let row): return self.row(section, row).kind.unit?.key
            case .sectionStart, .sectionEnd: return nil
            }
        }
    }

    /// `key` as messages name it: a repeat item's number in brackets (`travellers[2].age`,
    /// `travellers[+3]` for the add question before item 3); other keys as they are.
    public func shownKey(_ key: String) -> String {
        guard !groupPaths.isEmpty, key.contains(".") else { return key }
        var shown = ""
        var path = ""
        var afterGroup = false
        for part in key.split(separator: ".", omittingEmptySubsequences: false) {
            if afterGroup, part.first == "+" || part.allSatisfy({ $0.isASCII && $0.isNumber }) {
                shown += "[" + part + "]"
                path += "." + part
                afterGroup = false
                continue
            }
            shown += shown.isEmpty ? String(part) : "." + part
            path += path.isEmpty ? String(part) : "." + part
            afterGroup = groupPaths.contains(path)
        }
        return shown
    }

    /// A key as a person may type it, as the walk stores it: a repeat item's number in
    /// brackets or after a dot (`travellers[2].name` and `travellers.2.name` are one key;
    /// `travellers[+3]` is `travellers.+3`). Keys hold no brackets, so other text is kept.
    public func storedKey(_ typed: String) -> String {
        guard !groupPaths.isEmpty, typed.contains("[") else { return typed }
        return typed.replacingAll("[", with: ".").replacingAll("]", with: "")
    }

    /// The row at `row` of section `section`.
    public func row(_ section: Int, _ row: Int) -> Row {
        form.sections[section].rows[row]
    }

    /// The row an item belongs to (the amount row for a unit); `nil` for section bounds.
    public func row(of item: Item) -> Row? {
        switch item {
        case .row(let section, let row), .unit(let section, let row): return self.row(section, row)
        case .sectionStart, .sectionEnd: return nil
        }
    }

    /// The row (or unit's amount row) that owns `key`.
    public func row(forKey key: String) -> Row? {
        itemOfKey[key].flatMap { row(of: items[$0]) }
    }

    /// The kind of the row whose own key is `key` (not a unit's), read in place: a whole
    /// ``Row`` is not copied for it.
    func kind(ofRowKey key: String) -> (any RowKind)? {
        guard let item = itemOfKey[key], case .row(let section, let row) = items[item] else { return nil }
        return form.sections[section].rows[row].kind
    }
}

extension FormLayout {
    /// `condition` as messages and `askform questions` show it: every key as ``shownKey(_:)``
    /// gives it (`travellers[1].age < 18` for the stored `travellers.1.age < 18`).
    public func shownCondition(_ condition: Condition) -> String {
        groupPaths.isEmpty ? condition.description : condition.mappingKeys(shownKey).description
    }
}

extension Condition {
    /// The condition with every key it reads replaced by `transform` of it.
    func mappingKeys(_ transform: (String) -> String) -> Condition {
        switch self {
        case .comparison(let key, let op, let literal): return .comparison(key: transform(key), op, literal)
        case .membership(let key, let literals): return .membership(key: transform(key), literals)
        case .contains(let key, let literal): return .contains(key: transform(key), literal)
        case .and(let a, let b): return .and(a.mappingKeys(transform), b.mappingKeys(transform))
        case .or(let a, let b): return .or(a.mappingKeys(transform), b.mappingKeys(transform))
        case .not(let inner): return .not(inner.mappingKeys(transform))
        case .expression(let expression): return .expression(expression.mappingKeys(transform))
        }
    }
}

extension Expression {
    /// The expression with every key it reads replaced by `transform` of it.
    func mappingKeys(_ transform: (String) -> String) -> Expression {
        var copy = self
        switch node {
        case .literal: break
        case .key(let key): copy.node = .key(transform(key))
        case .list(let items): copy.node = .list(items.map { $0.mappingKeys(transform) })
        case .not(let inner): copy.node = .not(inner.mappingKeys(transform))
        case .negate(let inner): copy.node = .negate(inner.mappingKeys(transform))
        case .binary(let op, let left, let right): copy.node = .binary(op, left.mappingKeys(transform), right.mappingKeys(transform))
        case .call(let function, let arguments): copy.node = .call(function, arguments.map { $0.mappingKeys(transform) })
        }
        return copy
    }
}
