/// Which rows and sections are shown, given the answers so far.
///
/// A `when` reads the answers of earlier keys; a key whose own row is hidden reads as
/// null. Built in one pass in form order, so each condition is evaluated once; after that,
/// ``update(changed:layout:answers:)`` evaluates again only the conditions that read a
/// changed key (and, in turn, those reading a key that was shown or hidden by it), so a
/// fill of n rows costs O(n) evaluations in all, not O(n) per answer.
struct Visibility: Sendable {
    /// Per section, whether it is shown.
    private(set) var sections: [Bool]
    /// Per section and row, whether the row is shown (false inside a hidden section).
    private(set) var rows: [[Bool]]
    /// How many conditions have been evaluated: the tests' measure of the work done.
    private(set) var evaluations = 0
    /// What `today()` and `env()` read.
    private let today: ISODate
    private let environment: [String: String]

    /// Flags for `answers`, each condition evaluated once in form order.
    init(layout: FormLayout, answers: [String: AnswerValue], today: ISODate = .epoch, environment: [String: String] = [:]) {
        self.today = today
        self.environment = environment
        let form = layout.form
        var sections: [Bool] = []
        var rows: [[Bool]] = []
        var shownKeys: Set<String> = []
        var evaluations = 0
        let context = ExpressionContext(answer: { key in shownKeys.contains(key) ? answers[key] ?? .null : .null },
                                        today: today, environment: { environment[$0] })
        for section in form.sections {
            if section.when != nil { evaluations += 1 }
            let sectionShown = section.when.map { $0.evaluate(in: context) } ?? true
            sections.append(sectionShown)
            var rowFlags: [Bool] = []
            rowFlags.reserveCapacity(section.rows.count)
            for row in section.rows {
                if sectionShown, row.when != nil { evaluations += 1 }
                let shown = sectionShown && (row.when.map { $0.evaluate(in: context) } ?? true)
                rowFlags.append(shown)
                if shown, let key = row.key {
                    shownKeys.insert(key)
                    if let unit = row.unit(after: answers[key]) { shownKeys.insert(unit.key) }
                }
            }
            rows.append(rowFlags)
        }
        self.sections = sections
        self.rows = rows
        self.evaluations = evaluations
    }

    /// Whether row `row` of section `section` is shown (false inside a hidden section).
    func isShown(_ section: Int, _ row: Int) -> Bool {
        rows[section][row]
    }

    /// Brings the flags up to date after the answers of `keys` changed (an amount's change
    /// counts for its unit too). Conditions are evaluated again in form order, each at most
    /// once: a `when` reads only keys asked before it, so nothing later can change an
    /// earlier result.
    mutating func update(changed keys: [String], layout: FormLayout, answers: [String: AnswerValue]) {
        var pending = ItemQueue()
        func readersOf(_ key: String) {
            for item in layout.conditionReaders[key] ?? [] { pending.insert(item) }
            if let item = layout.itemOfKey[key], case .row(let section, let row) = layout.items[item],
               let unit = layout.row(section, row).kind.unit {
                for reader in layout.conditionReaders[unit.key] ?? [] { pending.insert(reader) }
            }
        }
        for key in keys { readersOf(key) }
        while let item = pending.popFirst() {
            switch layout.items[item] {
            case .sectionStart(let section):
                let shown = evaluate(layout.form.sections[section].when, before: item, layout, answers)
                guard shown != sections[section] else { continue }
                sections[section] = shown
                // Every row of the section may change; in order, so each reads its section's earlier rows as they are now.
                for row in rows[section].indices {
                    let rowShown = shown && evaluate(layout.row(section, row).when, before: layout.rowItems[section][row],
                                                     layout, answers)
                    if setRow(section, row, rowShown, layout) { readersOf(layout.row(section, row).key ?? "") }
                }
            case .row(let section, let row):
                let shown = sections[section] && evaluate(layout.row(section, row).when, before: item, layout, answers)
                if setRow(section, row, shown, layout) { readersOf(layout.row(section, row).key ?? "") }
            case .unit, .sectionEnd:
                continue
            }
        }
    }

    /// Sets a row's flag; true when it changed (and so did what its keys read as).
    private mutating func setRow(_ section: Int, _ row: Int, _ shown: Bool, _ layout: FormLayout) -> Bool {
        guard rows[section][row] != shown else { return false }
        rows[section][row] = shown
        return layout.row(section, row).key != nil
    }

    /// `condition` (none is true) with each key read as the walk in form order reads it at
    /// `item`: its answer when its row is shown and asked before `item`, else null.
    private mutating func evaluate(_ condition: Condition?, before item: Int, _ layout: FormLayout,
                                   _ answers: [String: AnswerValue]) -> Bool {
        guard let condition else { return true }
        evaluations += 1
        let rows = self.rows
        let environment = self.environment
        return condition.evaluate(in: ExpressionContext(answer: { key in
            guard let keyItem = layout.itemOfKey[key], keyItem < item else { return .null }
            switch layout.items[keyItem] {
            case .row(let section, let row):
                return rows[section][row] ? answers[key] ?? .null : .null
            case .unit(let section, let row):
                let amountRow = layout.row(section, row)
                guard rows[section][row], let amount = amountRow.key, amountRow.unit(after: answers[amount]) != nil else {
                    return .null
                }
                return answers[key] ?? .null
            case .sectionStart, .sectionEnd:
                return .null
            }
        }, today: today, environment: { environment[$0] }))
    }
}

/// Item indexes waiting to be evaluated, taken smallest first, each once: a binary min-heap.
private struct ItemQueue {
    private var heap: [Int] = []
    private var queued: Set<Int> = []

    mutating func insert(_ item: Int) {
        guard queued.insert(item).inserted else { return }
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> Int? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left] < heap[smallest] { smallest = left }
                if right < heap.count, heap[right] < heap[smallest] { smallest = right }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        queued.remove(first)
        return first
    }
}
