/// Repeat groups in a walk: the layout follows the number of items the answers give
/// (docs/FORMAT.md, "Repeat groups").
extension Walker {
    /// The number of items of every group of `form` that the answers give: a counted group's
    /// `count`, an asked group's `min` and the add questions answered yes after it.
    static func itemCounts(of form: Form, answers: [String: AnswerValue], today: ISODate,
                           environment: [String: String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        // Items of groups inside groups multiply: as many as a layout can hold are counted.
        var budget = RepeatExpansion.rowLimit
        let context = ExpressionContext(answer: { answers[$0] ?? .null }, today: today, environment: { environment[$0] })
        func visit(_ section: Section, _ scope: ItemScope) {
            guard budget > 0 else { return }
            guard let key = section.key, let rule = section.repeatRule else {
                for inner in section.sections { visit(inner, scope) }
                return
            }
            let path = scope.qualify(key)
            let items: Int
            if let count = rule.count {
                items = RepeatExpansion.countedItems(scope.rewrite(count).evaluate(in: context))
            } else {
                items = RepeatExpansion.askedCount(path, rule: rule, answers: answers)
            }
            counts[path] = items
            budget -= items * Swift.max(1, section.rows.count)
            guard !section.sections.isEmpty, items > 0 else { return }
            let keys = RepeatExpansion.declaredKeys(of: section)
            for item in 1...items where budget > 0 {
                let itemScope = scope.entering(path + "." + String(item), keys: keys, index: item)
                for inner in section.sections { visit(inner, itemScope) }
            }
        }
        for section in form.sections { visit(section, ItemScope()) }
        return counts
    }

    /// Follows the number of items after `key` changed (`nil`: any answer). An add question
    /// answered no forgets the add answers after it, so that items are always the first ones.
    /// Within the laid-out items, the counts are answers like any: returns the group keys whose
    /// count changed (and the add answers forgotten), for conditions and computed rows to follow.
    /// Past them, the form is laid out again with room to grow (`nil`: everything is rebuilt).
    /// The walk stays where it was: at the same key, or as far past it as before.
    mutating func regroup(after key: String?) -> [String]? {
        var changed: [String] = []
        var quick: [String: Int]?
        if let key, let (path, item) = Self.addQuestion(key) {
            if answers[key] != .bool(true) {
                var later = item + 1
                while answers[RepeatExpansion.addKey(path, item: later)] != nil {
                    answers[RepeatExpansion.addKey(path, item: later)] = nil
                    changed.append(RepeatExpansion.addKey(path, item: later))
                    later += 1
                }
            }
            // One add question of a group without groups inside: its count alone changes, by
            // the answers next to it (a fill of n items stays O(n)).
            if let rule = rule(of: path), rule.count == nil, !hasGroupsInside(path), let now = itemCounts[path] {
                var items = now
                if answers[key] == .bool(true), item == now + 1 {
                    while items < rule.highest, answers[RepeatExpansion.addKey(path, item: items + 1)] == .bool(true) { items += 1 }
                } else if answers[key] != .bool(true), item <= now {
                    items = Swift.max(rule.min, item - 1)
                }
                var updated = itemCounts
                updated[path] = items
                quick = updated
            }
        } else if let key, !key.contains(".+"), !countReaders.contains(where: { key == $0 || key.hasSuffix("." + $0) }) {
            // Only add questions and the keys a `count` reads change the number of items.
            return changed
        }
        let counts = quick ?? Self.itemCounts(of: template, answers: answers, today: today, environment: environment)
        guard counts != itemCounts else { return changed }
        let fits = counts.allSatisfy { path, items in
            guard let laid = capacities[path] else { return false }
            return rule(of: path)?.count == nil ? items <= laid : items == laid
        }
        if fits {
            itemCounts = counts
            for (path, items) in counts where answers[path] != .integer(items) {
                answers[path] = .integer(items)
                changed.append(path)
            }
            return changed
        }
        // Room to grow: twice the items an asked group has (within its `max`).
        var room = counts
        for (path, items) in counts {
            guard let rule = rule(of: path), rule.count == nil, let laid = capacities[path], items > laid else { continue }
            room[path] = Swift.min(rule.highest, Swift.max(items, 2 * laid, 4))
        }
        let anchor = anchorKey(before: current ?? position)
        var laidOut: [String: Int] = [:]
        let expanded = RepeatExpansion.expand(template) { path, rule, _ in
            let items = room[path] ?? (rule.count == nil ? rule.min : 0)
            laidOut[path] = items
            return items
        }
        capacities = laidOut
        replaceLayout(FormLayout(form: expanded, template: template), counts: counts, anchor: anchor)
        return nil
    }

    /// The group path and item number of an add question's key (`travellers.+3`).
    static func addQuestion(_ key: String) -> (path: String, item: Int)? {
        guard let dot = key.lastIndex(of: "."), key[key.index(after: dot)...].first == "+",
              let item = Int(key[key.index(dot, offsetBy: 2)...]) else { return nil }
        return (String(key[..<dot]), item)
    }

    /// The keys the form's `count` expressions read, as written (inside an item, the key of
    /// any item ends with one of them).
    var countReaders: [String] {
        var keys: [String] = []
        func visit(_ sections: [Section]) {
            for section in sections {
                keys += section.repeatRule?.count?.keys ?? []
                visit(section.sections)
            }
        }
        visit(template.sections)
        return keys
    }

    /// Whether the group at `path` holds groups of its own.
    func hasGroupsInside(_ path: String) -> Bool {
        func nested(_ sections: [Section]) -> Bool {
            sections.contains { $0.repeatRule != nil || nested($0.sections) }
        }
        let names = path.split(separator: ".").enumerated().filter { $0.offset % 2 == 0 }.map { String($0.element) }
        var sections = template.sections
        for name in names {
            guard let group = Self.group(named: name, in: sections) else { return true }
            sections = group.sections
        }
        return nested(sections)
    }

    /// ``regroup(after:)`` after answers changed from outside a question (the review's
    /// remove and add, presets making items): conditions and computed rows are evaluated again.
    /// True when the number of items changed.
    @discardableResult
    mutating func refreshGroups() -> Bool {
        let before = itemCounts
        if regroup(after: nil) != nil {
            recompute(after: nil)
            visibility = Visibility(layout: layout, answers: answers, today: today, environment: environment)
        }
        return itemCounts != before
    }

    /// The key nearest at or before `item`, and how far past it `item` is.
    private func anchorKey(before item: Int) -> (key: String, offset: Int)? {
        guard item >= 0 else { return nil }
        var index = Swift.min(item, layout.items.count - 1)
        while index >= 0 {
            if let key = key(at: index) { return (key, item - index) }
            index -= 1
        }
        return nil
    }

    /// The number of items of the group at `path` may change from the review: true for an
    /// asked group (not a counted one).
    public func asksItems(of path: String) -> Bool {
        rule(of: path).map { $0.count == nil } ?? false
    }

    /// The repeat rule of the group at `path` (`travellers`, `travellers.2.documents`).
    func rule(of path: String) -> RepeatRule? {
        // The template's group: the path without its item numbers.
        let names = path.split(separator: ".").enumerated().filter { $0.offset % 2 == 0 }.map { String($0.element) }
        var sections = template.sections
        var found: RepeatRule?
        for name in names {
            guard let group = Self.group(named: name, in: sections) else { return nil }
            found = group.repeatRule
            sections = group.sections
        }
        return found
    }

    private static func group(named name: String, in sections: [Section]) -> Section? {
        for section in sections {
            if section.key == name, section.repeatRule != nil { return section }
            if section.repeatRule == nil, let inner = group(named: name, in: section.sections) { return inner }
        }
        return nil
    }

    /// Adds an item at the end of the group at `path` (review's `+travellers`) and moves to
    /// its first question; `nil` when the group has `max` items or counts its own.
    public mutating func addItem(to path: String) -> Prompt? {
        guard let rule = rule(of: path), rule.count == nil, let items = itemCounts[path], items < rule.highest else { return nil }
        for item in Swift.max(rule.min + 1, 1)...(items + 1) { answers[RepeatExpansion.addKey(path, item: item)] = .bool(true) }
        guard refreshGroups() else { return nil }
        // The new item's first question.
        let prefix = path + "." + String(items + 1) + "."
        guard let first = layout.items.indices.first(where: { index in
            guard let key = key(at: index), key.hasPrefix(prefix) else { return false }
            return isShown(key) && layout.row(forKey: key)?.role == nil
        }), let key = key(at: first) else { return nil }
        return edit(key)
    }

    /// Removes item `item` (1-based) of the group at `path` (review's `-travellers.2`): the
    /// items after it move up one. Refused (false) below `min`, or for a counted group.
    public mutating func removeItem(_ item: Int, from path: String) -> Bool {
        guard let rule = rule(of: path), rule.count == nil, let items = itemCounts[path], (1...items).contains(item),
              items > rule.min else { return false }
        let removed = path + "." + String(item) + "."
        var moved: [String: AnswerValue] = [:]
        var movedPresets: Set<String> = []
        for (key, value) in answers {
            guard key.hasPrefix(path + "."), let (number, rest) = Self.itemNumber(key, after: path) else {
                moved[key] = value
                continue
            }
            if key.hasPrefix(removed) || number == item { continue }
            let newKey = number > item ? path + "." + String(number - 1) + rest : key
            moved[newKey] = value
            if presetKeys.contains(key) { movedPresets.insert(newKey) }
        }
        for key in presetKeys where !(key.hasPrefix(path + ".") && Self.itemNumber(key, after: path) != nil) {
            movedPresets.insert(key)
        }
        moved[RepeatExpansion.addKey(path, item: items)] = .bool(false)
        moved[RepeatExpansion.addKey(path, item: items + 1)] = nil
        answers = moved
        presetKeys = movedPresets
        refreshGroups()
        return true
    }

    /// The item number of `key` in the group at `path` and the rest of the key (`.name`).
    static func itemNumber(_ key: String, after path: String) -> (Int, Substring)? {
        let tail = key.dropFirst(path.count + 1)
        let digits = tail.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        return (number, tail.dropFirst(digits.count))
    }

    /// Makes the items `key` names exist (`travellers.2.name` makes two travellers), saying
    /// yes to the add questions up to it, as a preset. False when no group can hold it.
    mutating func createItems(for key: String) -> Bool {
        var created = false
        for _ in 0..<16 {
            guard let path = itemCounts.keys.filter({ key.hasPrefix($0 + ".") }).max(by: { $0.count < $1.count }),
                  let (number, _) = Self.itemNumber(key, after: path), let rule = rule(of: path), rule.count == nil,
                  number <= rule.highest, number > (itemCounts[path] ?? 0) else { return created }
            for item in Swift.max(rule.min + 1, 1)..<Swift.max(rule.min + 1, 1, number + 1) {
                let addKey = RepeatExpansion.addKey(path, item: item)
                answers[addKey] = .bool(true)
                presetKeys.insert(addKey)
            }
            guard refreshGroups() else { return created }
            created = true
            if layout.itemOfKey[key] != nil { return true }
        }
        return created
    }
}

extension Walker {
    /// Whether the group at `path` is shown (its count row is).
    func isShownGroup(_ path: String) -> Bool {
        guard let item = layout.itemOfKey[path], case .row(let section, let row) = layout.items[item] else { return false }
        return visibility.isShown(section, row)
    }
}
