import AskCore

extension SurveyElements {
    /// `choices` (strings, numbers or `{value, text}`) as askform options; a multiselect's
    /// value holding a comma gets a key-like spelling, its text kept as the label.
    func options(_ node: SourceNode?, at pointer: String, several: Bool) -> SourceNode {
        var options: [SourceNode] = []
        for (index, choice) in (node?.items ?? []).enumerated() {
            let valueNode = choice[member: "value"] ?? choice
            guard let written = valueNode.scalarText else { continue }
            let value = optionValue(written, several: several)
            var label = choice[member: "text"].flatMap(text)
            if label == nil, value != written { label = .string(literalText(written), at: valueNode.location) }
            for member in choice.members where member.key != "value" && member.key != "text" {
                recorder.unsupported(member.key, member.value, pointer + "/\(index)/" + member.key)
            }
            if let label {
                options.append(.object([("value", .string(value, at: valueNode.location)), ("label", label)], at: choice.location))
            } else {
                options.append(.string(value, at: valueNode.location))
            }
        }
        return .array(options, at: node?.location)
    }

    func optionValue(_ written: String, several: Bool) -> String {
        guard several, written.contains(where: { $0 == "," || $0 == "，" || $0 == "、" }) else { return written }
        return ConversionRecorder.derivedKey(from: written)
    }

    /// `defaultValue` written as the row's answers are: numbers for numbers, a list of option
    /// values for a multiselect, true/false for a confirm, text otherwise.
    func defaultValue(_ node: SourceNode, for row: RowDraft, at pointer: String) -> SourceNode? {
        switch row.type {
        case "secret":
            recorder.unsupported("defaultValue", node, pointer)
            return nil
        case "number", "integer":
            if node.doubleValue != nil { return node }
            if let text = node.stringValue, Double(text) != nil { return SourceNode(.number(text), at: node.location) }
        case "confirm":
            if node.boolValue != nil { return node }
        case "multiselect":
            let items = node.isArray ? node.items : [node]
            let values = items.compactMap { item in item.scalarText.map { SourceNode.string(optionValue($0, several: true), at: item.location) } }
            if values.count == items.count { return .array(values, at: node.location) }
        default:
            if let text = node.scalarText { return .string(literalText(text), at: node.location) }
        }
        recorder.unsupported("defaultValue", node, pointer)
        return nil
    }

    /// SurveyJS `validators` as askform rules: numeric bounds, lengths, a regex as `pattern`,
    /// `email` as the email type, `answercount` as selection bounds, `expression` as a check.
    func validators(_ list: SourceNode?, into row: inout RowDraft, at pointer: String) {
        var checks: [SourceNode] = []
        let textual = ["text", "email", "url", "secret"].contains(row.type)
        for (index, validator) in (list?.items ?? []).enumerated() {
            let base = pointer + "/\(index)"
            let type = validator[member: "type"]?.stringValue ?? ""
            var used = ["type"]
            // SurveyJS checks both a question's own bound and a validator's: the stricter one counts.
            func take(_ from: String, as to: String, when allowed: Bool) {
                guard let value = validator[member: from], let number = value.doubleValue, allowed else { return }
                used.append(from)
                if let current = row[to]?.doubleValue, to.hasPrefix("min") ? current >= number : current <= number { return }
                row[to] = value
            }
            switch type {
            case "numeric":
                take("minValue", as: "min", when: row.type == "number" || row.type == "integer")
                take("maxValue", as: "max", when: row.type == "number" || row.type == "integer")
            case "text":
                take("minLength", as: "minLength", when: textual)
                take("maxLength", as: "maxLength", when: textual)
            case "answercount":
                take("minCount", as: "minSelected", when: row.type == "multiselect")
                take("maxCount", as: "maxSelected", when: row.type == "multiselect")
            case "regex" where textual:
                if let regex = validator[member: "regex"], regex.stringValue != nil {
                    row["pattern"] = regex
                    used.append("regex")
                    if let message = validator[member: "text"].flatMap(text) {
                        row["patternMessage"] = message
                        used.append("text")
                    }
                }
            case "email" where row.type == "text" || row.type == "email":
                row["type"] = .string("email", at: validator.location)
            case "expression":
                let expression = validator[member: "expression"]
                guard let source = expression?.stringValue, let that = translate(source, test: true) else {
                    recorder.warn(.untranslatedTemplate(expression?.quoted ?? "", tool: recorder.tool), at: expression ?? validator,
                                  base + "/expression")
                    continue
                }
                used += ["expression", "text"]
                let message = validator[member: "text"].flatMap(text) ?? .string("this answer is not accepted", at: validator.location)
                checks.append(.object([("that", .string(that, at: expression?.location)), ("message", message)], at: validator.location))
            default:
                recorder.unsupported("validators: \(type)", validator, base)
                continue
            }
            for member in validator.members where !used.contains(member.key) {
                recorder.unsupported(member.key, member.value, base + "/" + member.key)
            }
        }
        if !checks.isEmpty { row["checks"] = .array(checks, at: list?.location) }
    }

    /// `multipletext` and the matrices, one row per item or cell (`KEY.ITEM`, `KEY.ROW`,
    /// `KEY.ROW.COLUMN`), after a note with the question's title, with a warning naming the keys.
    func unrolled(_ node: SourceNode, type: String, at pointer: String, inherited: String?) -> [SourceNode] {
        let known = Self.commonKeys + ["items", "rows", "columns", "choices", "isAllRowRequired", "cellType"]
        for member in node.members where !known.contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
        }
        let nameNode = node[member: "name"]
        let name = nameNode?.scalarText ?? ""
        let key = recorder.key(for: name, fallback: "question")
        let when = condition(node[member: "visibleIf"], pointer + "/visibleIf", inherited: inherited, of: node)
        let required = Self.isTrue(node[member: "isRequired"]) != nil || Self.isTrue(node[member: "isAllRowRequired"]) != nil
        var rows: [SourceNode] = []
        if let title = node[member: "title"].flatMap(text) {
            var note: [(String, SourceNode)] = [("type", .string("note", at: title.location)), ("title", title)]
            if let when { note.append(("when", when)) }
            rows.append(.object(note, at: title.location))
        }
        var keys: [String] = []
        func add(_ parts: [String], _ reference: String, _ title: SourceNode?, _ kind: [(String, SourceNode)], at item: SourceNode) {
            let rowKey = ([key] + parts).joined(separator: ".")
            recorder.reserve(rowKey)
            keys.append(rowKey)
            var row: [(String, SourceNode)] = [("key", .string(rowKey, at: item.location))] + kind.prefix(1)
            if let title { row.append(("title", title)) }
            if required { row.append(("required", .bool(true, at: item.location))) }
            if let when { row.append(("when", when)) }
            row += kind.dropFirst()
            rows.append(.object(row, at: item.location))
            declare(reference, key: rowKey, type: kind.first?.1.stringValue ?? "text")
        }
        let columns = node[member: "columns"]?.items ?? []
        for (index, item) in (node[member: type == "multipletext" ? "items" : "rows"]?.items ?? []).enumerated() {
            let itemName = (item[member: type == "multipletext" ? "name" : "value"] ?? item).scalarText ?? "\(index + 1)"
            let part = Self.part(itemName, index: index)
            let title = item[member: type == "multipletext" ? "title" : "text"].flatMap(text) ?? .string(literalText(itemName), at: item.location)
            switch type {
            case "multipletext":
                add([part], name + "." + itemName, title, [("type", .string("text", at: item.location))], at: item)
            case "matrix":
                add([part], name + "." + itemName, title,
                    [("type", .string("select", at: item.location)),
                     ("options", options(node[member: "columns"], at: pointer + "/columns", several: false))], at: item)
            default:
                for (columnIndex, column) in columns.enumerated() {
                    let columnName = (column[member: "name"] ?? column).scalarText ?? "\(columnIndex + 1)"
                    let columnTitle = column[member: "title"].flatMap(text)?.stringValue ?? columnName
                    let rowTitle = title.stringValue ?? itemName
                    let choices = column[member: "choices"] ?? node[member: "choices"]
                    let kind: [(String, SourceNode)] = choices == nil
                        ? [("type", .string("text", at: column.location))]
                        : [("type", .string("select", at: column.location)),
                           ("options", options(choices, at: pointer + "/columns/\(columnIndex)/choices", several: false))]
                    add([part, Self.part(columnName, index: columnIndex)], name + "." + itemName + "." + columnName,
                        .string(literalText("\(rowTitle): \(columnTitle)"), at: column.location), kind, at: item)
                }
            }
        }
        let becomes = keys.prefix(3).map { "\"key\": \"\($0)\"" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        recorder.warn(.approximated(construct: "type: \(type)", becomes: becomes), at: node[member: "type"], pointer + "/type")
        return rows
    }

    /// A key part for an item or column name: the name when it is one, else derived from it.
    static func part(_ name: String, index: Int) -> String {
        if ConversionRecorder.isKey(name) { return name }
        let derived = ConversionRecorder.derivedKey(from: name)
        return derived.isEmpty ? "item_\(index + 1)" : derived
    }
}
