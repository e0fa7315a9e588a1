/// A repeat group being read: where its keys are declared, and the form keys its own hide.
struct RepeatScope {
    /// The qualified prefix of its keys (`travellers[]`, `travellers[].documents[]`).
    var prefix: String
    /// The group's key as written.
    var group: String
    /// Keys declared under their own names while the group is read, with what they named before.
    var shadowed: [(key: String, index: Int?)] = []
}

extension FormBuilder {
    static let repeatKeys = ["min", "max", "add", "count"]

    /// The `key` and `repeat` of a section (docs/FORMAT.md, "Repeat groups"): both or neither.
    /// `count` reads keys asked before the group, and is a number.
    func repeatGroup(_ fields: Fields, node: SourceNode, pointer: String) -> (key: String?, rule: RepeatRule?) {
        guard fields["key"] != nil || fields["repeat"] != nil else { return (nil, nil) }
        var key: String?
        if let keyNode = fields["key"], let text = string(fields, "key") {
            if RowKeySyntax.isValid(text), !text.contains(".") {
                key = text
            } else {
                report(.invalidRowKey(text), at: keyNode, fields.pointer("key"))
            }
        }
        guard let repeatNode = fields["repeat"] else {
            if let keyNode = fields["key"] { report(.keyWithoutRepeat(key ?? ""), at: keyNode, fields.pointer("key")) }
            return (nil, nil)
        }
        let repeatPointer = fields.pointer("repeat")
        guard case .object = repeatNode.value else {
            report(.wrongType(key: "repeat", expected: .object, found: repeatNode.found), at: repeatNode, repeatPointer)
            return (nil, nil)
        }
        if fields["key"] == nil { report(.repeatWithoutKey, at: repeatNode, repeatPointer) }
        let repeatFields = self.fields(of: repeatNode, at: repeatPointer, allowed: Self.repeatKeys)
        var rule: RepeatRule
        if let countNode = repeatFields["count"] {
            if repeatFields["min"] != nil || repeatFields["max"] != nil || repeatFields["add"] != nil {
                report(.repeatCountWithBounds, at: countNode, repeatFields.pointer("count"))
            }
            guard let expression = expression(countNode, field: "count", pointer: repeatFields.pointer("count"),
                                              askedBefore: declaredKeys.count) else { return (key, nil) }
            let type = expressionTypes.type(of: expression)
            guard type == .number || type == .any else {
                report(.repeatCountNotNumber(expression.description), at: countNode, repeatFields.pointer("count"))
                return (key, nil)
            }
            rule = RepeatRule(count: expression)
        } else {
            let low = count(repeatFields, "min") ?? 0
            let high = count(repeatFields, "max")
            checkOrder(Bounds(min: low, max: high), repeatFields, "min", "max")
            rule = RepeatRule(min: low, max: high, add: text(repeatFields, "add"))
            if let high, high > RepeatRule.itemLimit, let node = repeatFields["max"] {
                report(.outOfRange(key: "max", found: String(high), lowest: "0", highest: String(RepeatRule.itemLimit)),
                       at: node, repeatFields.pointer("max"))
            }
        }
        return (key, key == nil ? nil : rule)
    }

    /// Starts reading the rows of group `key`.
    func enterRepeat(_ key: String) {
        let prefix = (repeatScopes.last.map { $0.prefix + "." } ?? "") + key + "[]"
        repeatScopes.append(RepeatScope(prefix: prefix, group: key))
    }

    /// The group's rows are read: their own names mean the form's keys again.
    func leaveRepeat() {
        guard let scope = repeatScopes.popLast() else { return }
        for (key, index) in scope.shadowed.reversed() { keyIndex[key] = index }
    }
}
