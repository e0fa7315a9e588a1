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

        public var section: Int {
            switch self {
            case .sectionStart(let section), .sectionEnd(let section), .row(let section, _), .unit(let section, _):
                return section
            }
        }
    }

    public let form: Form
    public let items: [Item]
    /// The item of each asked key (row keys and unit keys).
    public let itemOfKey: [String: Int]
    /// The item that starts each section.
    public let sectionStarts: [Int]
    /// True when any section or row has a `when`, so answers can change what is shown.
    public let isConditional: Bool

    public init(form: Form) {
        self.form = form
        var items: [Item] = []
        var itemOfKey: [String: Int] = [:]
        var sectionStarts: [Int] = []
        for (sectionIndex, section) in form.sections.enumerated() {
            sectionStarts.append(items.count)
            items.append(.sectionStart(section: sectionIndex))
            for (rowIndex, row) in section.rows.enumerated() {
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
        self.itemOfKey = itemOfKey
        self.sectionStarts = sectionStarts
        isConditional = form.sections.contains { section in
            section.when != nil || section.rows.contains { $0.when != nil }
        }
    }

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
}

/// Which rows and sections are shown, given the answers so far.
///
/// A `when` reads the answers of earlier keys; a key whose own row is hidden reads as
/// null. Computed in one pass in form order, so each condition is evaluated once.
public struct Visibility: Sendable {
    /// Per section, whether it is shown.
    public private(set) var sections: [Bool]
    /// Per section and row, whether the row is shown (false inside a hidden section).
    public private(set) var rows: [[Bool]]

    public init(layout: FormLayout, answers: [String: AnswerValue]) {
        let form = layout.form
        var sections: [Bool] = []
        var rows: [[Bool]] = []
        var shownKeys: Set<String> = []
        let lookup: (String) -> AnswerValue = { key in
            shownKeys.contains(key) ? answers[key] ?? .null : .null
        }
        for section in form.sections {
            let sectionShown = section.when.map { $0.evaluate(lookup) } ?? true
            sections.append(sectionShown)
            var rowFlags: [Bool] = []
            rowFlags.reserveCapacity(section.rows.count)
            for row in section.rows {
                let shown = sectionShown && (row.when.map { $0.evaluate(lookup) } ?? true)
                rowFlags.append(shown)
                if shown, let key = row.key {
                    shownKeys.insert(key)
                    if let unit = row.kind.unit, !(answers[key] ?? .null).isNull { shownKeys.insert(unit.key) }
                }
            }
            rows.append(rowFlags)
        }
        self.sections = sections
        self.rows = rows
    }

    public func isShown(_ section: Int, _ row: Int) -> Bool {
        rows[section][row]
    }
}
