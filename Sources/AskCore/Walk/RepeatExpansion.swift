/// A form with repeat groups laid out as a walk asks it: every item's rows as rows of their
/// own, keyed by the item (`travellers.2.name`), with what they read resolved to the item and
/// `index()` its number; nested sections after their parent's rows; and the rows a group
/// needs besides (docs/FORMAT.md, "Repeat groups"):
///
/// - an add question before each item past `min` (`travellers.+3`, a confirm, default no),
///   in a headless section (no header, progress or footer);
/// - the group's count (the key `travellers`), a computed row at the group's end, which
///   `count(travellers)` reads and the output writes as the group's array.
///
/// A form without groups lays out as it is.
enum RepeatExpansion {
    /// How many items the group at `path` has (`travellers`, `travellers.1.documents`):
    /// `count` is the group's `count` expression resolved to its item, if it has one.
    typealias ItemCount = (_ path: String, _ rule: RepeatRule, _ count: Expression?) -> Int

    /// `form` with each group of `count` items.
    static func expand(_ form: Form, count: ItemCount) -> Form {
        guard form.hasGroups else { return form }
        var expanded = form
        var sections: [Section] = []
        var budget = rowLimit
        for section in form.sections {
            append(section, scope: ItemScope(), when: nil, count: count, budget: &budget, to: &sections)
        }
        expanded.sections = sections
        return expanded
    }

    /// The key of the add question before item `item` of the group at `path`.
    static func addKey(_ path: String, item: Int) -> String { path + ".+" + String(item) }

    /// The item number of the add question key `key` of group `path`, if it is one.
    static func addedItem(_ key: String, of path: String) -> Int? {
        guard key.hasPrefix(path + ".+") else { return nil }
        return Int(key.dropFirst(path.count + 2))
    }

    /// The number of items the person said yes to for the group at `path`: `min`, then one
    /// for each add question answered yes in a row, up to the group's highest.
    static func askedCount(_ path: String, rule: RepeatRule, answers: [String: AnswerValue]) -> Int {
        var count = rule.min
        while count < rule.highest, answers[addKey(path, item: count + 1)] == .bool(true) { count += 1 }
        return count
    }

    /// The number `count` yields for a counted group, within 0 and the item limit.
    static func countedItems(_ value: ExpressionValue) -> Int {
        guard case .number(let number) = value, number.isFinite, number >= 1 else { return 0 }
        return number >= Double(RepeatRule.itemLimit) ? RepeatRule.itemLimit : Int(number)
    }

    /// Every key a group's items declare (its rows, the rows of plain sections inside, and the
    /// keys of groups inside), as written.
    static func declaredKeys(of section: Section) -> Set<String> {
        var keys: Set<String> = []
        func add(_ section: Section) {
            for row in section.rows {
                if let key = row.key { keys.insert(key) }
                if let unit = row.kind.unit { keys.insert(unit.key) }
            }
            for inner in section.sections {
                if let key = inner.key, inner.repeatRule != nil { keys.insert(key) } else { add(inner) }
            }
        }
        add(section)
        return keys
    }

    private static func combined(_ outer: Condition?, _ inner: Condition?) -> Condition? {
        switch (outer, inner) {
        case (let a?, let b?): return .and(a, b)
        case (let a?, nil): return a
        default: return inner
        }
    }

    /// The most rows a layout holds (a form's own limit, ``SourceLimits/maxRows``): groups
    /// nested in groups multiply, and a hostile form's counts must not eat memory. Items past
    /// it are not laid out (not asked, not written).
    static let rowLimit = SourceLimits.standard.maxRows

    private static func append(_ section: Section, scope: ItemScope, when outer: Condition?, count: ItemCount,
                               budget: inout Int,
                               to sections: inout [Section]) {
        let when = combined(outer, section.when.map(scope.rewrite))
        guard let key = section.key, let rule = section.repeatRule else {
            var plain = section
            if !scope.levels.isEmpty {
                plain.rows = section.rows.map(scope.rewrite)
                plain.title = scope.rewrite(section.title)
                plain.footer = scope.rewrite(section.footer)
                plain.checks = section.checks.map(scope.rewrite)
                plain.item = scope.levels.last?.prefix
            }
            plain.when = when
            plain.sections = []
            budget -= plain.rows.count
            sections.append(plain)
            for inner in section.sections { append(inner, scope: scope, when: when, count: count, budget: &budget, to: &sections) }
            return
        }
        let path = scope.qualify(key)
        let perItem = Swift.max(1, section.rows.count)
        let items = Swift.max(0, Swift.min(count(path, rule, rule.count.map(scope.rewrite)), RepeatRule.itemLimit,
                                           budget / perItem))
        let keys = declaredKeys(of: section)
        let asks = rule.count == nil
        func headless(_ rows: [Row]) -> Section {
            var support = Section(rows: rows, pointer: section.pointer)
            support.when = when
            support.role = .headless
            return support
        }
        // Items past `min` (and the add question after them) are shown once their add question
        // says yes: a layout may hold more items than there are, hidden (``Walker/capacities``).
        func added(_ item: Int) -> Condition? {
            asks && item > rule.min ? .comparison(key: addKey(path, item: item), .equal, .bool(true)) : nil
        }
        func addRow(_ item: Int) -> Row {
            let itemScope = scope.entering(path + "." + String(item), keys: [], index: item)
            var row = Row(key: addKey(path, item: item), kind: ConfirmKind(),
                          title: itemScope.rewrite(rule.add ?? Self.addQuestion) as LocalizedText,
                          defaultValue: RowDefault.value(.bool(false)), pointer: section.pointer + "/repeat")
            row.when = added(item - 1)
            row.role = .add(group: path, item: item)
            return row
        }
        for item in 1...Swift.max(1, items + 1) {
            if asks, item > rule.min, item <= rule.highest, item <= items { sections.append(headless([addRow(item)])) }
            guard item <= items else { break }
            let itemScope = scope.entering(path + "." + String(item), keys: keys, index: item)
            var first = section
            first.key = nil
            first.repeatRule = nil
            first.sections = []
            first.rows = section.rows.map(itemScope.rewrite)
            first.title = section.title.map { title in
                title.hasTemplates ? itemScope.rewrite(title) : title.numbered(item)
            }
            first.footer = itemScope.rewrite(section.footer)
            first.checks = section.checks.map(itemScope.rewrite)
            first.item = path + "." + String(item)
            let itemWhen = combined(when, added(item))
            first.when = itemWhen
            budget -= first.rows.count + 1
            sections.append(first)
            for inner in section.sections {
                append(inner, scope: itemScope, when: itemWhen, count: count, budget: &budget, to: &sections)
            }
        }
        var last: [Row] = []
        if asks, items >= rule.min, items < rule.highest { last.append(addRow(items + 1)) }
        var countRow = Row(key: path, computed: Expression(.literal(.number(Double(items)))), shape: .integer,
                           pointer: section.pointer + "/key")
        countRow.role = .count(group: path)
        last.append(countRow)
        sections.append(headless(last))
    }

    /// The add question when a group has no `add`.
    static let addQuestion = LocalizedText(variants: [
        .init(language: "en", text: "Add another?"),
        .init(language: "ja", text: "もう1件追加しますか？"),
        .init(language: "ko", text: "하나 더 추가할까요?"),
        .init(language: "zh-Hans", text: "再添加一项吗？"),
    ])
}

extension LocalizedText {
    /// Each variant followed by the number: `Traveller` → `Traveller 2`.
    func numbered(_ number: Int) -> LocalizedText {
        var copy = self
        for index in copy.variants.indices { copy.variants[index].text += " " + String(number) }
        return copy
    }
}
