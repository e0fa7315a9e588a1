import AskCore

/// XLForm's sections and row descriptors as askform sections and rows.
final class XLFormRows {
    let recorder: ConversionRecorder
    /// Each converted row by its XLForm tag, for `hidden` predicates.
    private var references: [String: ForeignExpression.Reference] = [:]

    init(recorder: ConversionRecorder) {
        self.recorder = recorder
    }

    /// The askform type of each XLForm row type (`XLFormRowDescriptorType…` constants),
    /// before the special cases (times, steppers, sliders, left-right selectors, buttons).
    static let types: [String: String] = [
        "text": "text", "name": "text", "account": "text", "twitter": "text", "zipCode": "text", "phone": "text",
        "email": "email", "url": "url", "password": "secret",
        "number": "number", "decimal": "number", "integer": "integer", "textView": "text",
        "selectorPush": "select", "selectorPopover": "select", "selectorActionSheet": "select",
        "selectorAlertView": "select", "selectorPickerView": "select", "selectorPickerViewInline": "select",
        "selectorSegmentedControl": "select", "picker": "select",
        "multipleSelector": "multiselect", "multipleSelectorPopover": "multiselect",
        "booleanSwitch": "confirm", "booleanCheck": "confirm",
        "date": "date", "dateInline": "date", "datePicker": "date", "datetime": "date", "datetimeInline": "date",
        "time": "text", "timeInline": "text", "countDownTimer": "text", "countDownTimerInline": "text",
        "stepCounter": "integer", "slider": "number", "selectorLeftRight": "number",
        "button": "note", "info": "note",
    ]
    static let rowKeys = ["tag", "rowType", "title", "required", "selectorOptions", "value", "noValueDisplayText", "hidden",
                          "cellConfig", "cellConfigAtConfigure"]
    static let timePattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$"

    func section(_ node: SourceNode, at pointer: String) -> SourceNode? {
        var members: [(String, SourceNode)] = []
        for member in node.members where !["title", "footerTitle", "rows", "hidden"].contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
        }
        if let title = node[member: "title"], let text = title.scalarText { members.append(("title", .string(literalText(text), at: title.location))) }
        if let footer = node[member: "footerTitle"], let text = footer.scalarText {
            members.append(("footer", .string(literalText(text), at: footer.location)))
        }
        if let hidden = node[member: "hidden"] {
            guard let when = condition(hidden, pointer + "/hidden") else { return nil }
            if let when = when { members.append(("when", when)) }
        }
        var rows: [SourceNode] = []
        for (index, row) in (node[member: "rows"]?.items ?? []).enumerated() {
            if let converted = self.row(row, at: pointer + "/rows/\(index)") { rows.append(converted) }
        }
        members.append(("rows", .array(rows, at: node[member: "rows"]?.location ?? node.location)))
        return .object(members, at: node.location)
    }

    /// `hidden` as a `when`: `.some(nil)` for `false` (always shown), `nil` for `true` (never
    /// shown: left out, with a warning), `not (…)` of a predicate that translates.
    private func condition(_ hidden: SourceNode, _ pointer: String) -> SourceNode?? {
        if let flag = hidden.boolValue ?? hidden.integerValue.map({ $0 != 0 }) {
            if flag {
                // A row XLForm never shows is never asked: it is left out.
                recorder.leftOut("hidden: true", hidden, pointer)
                return nil
            }
            return .some(nil)
        }
        let references = self.references
        guard let text = hidden.stringValue,
              let predicate = ForeignExpression(dialect: .xlform, resolve: { references[$0] }).translate(text, test: true) else {
            recorder.warn(.untranslatedTemplate(hidden.quoted, tool: recorder.tool), at: hidden, pointer)
            return .some(nil)
        }
        return .some(.string("not (\(predicate))", at: hidden.location))
    }

    func row(_ node: SourceNode, at pointer: String) -> SourceNode? {
        let typeNode = node[member: "rowType"]
        let rowType = typeNode?.stringValue ?? "text"
        guard let type = Self.types[rowType] else {
            recorder.leftOut("rowType: \(rowType)", typeNode ?? node, pointer + "/rowType")
            return nil
        }
        for member in node.members where !Self.rowKeys.contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
        }
        var row = RowDraft(at: node.location)
        let title = node[member: "title"]
        if type == "note" {
            row["type"] = .string("note", at: typeNode?.location)
            row["title"] = .string(literalText(title?.scalarText ?? rowType), at: title?.location ?? node.location)
            recorder.warn(.approximated(construct: "rowType: \(rowType)", becomes: "\"type\": \"note\""), at: typeNode, pointer + "/rowType")
            if let hidden = node[member: "hidden"] {
                guard let when = condition(hidden, pointer + "/hidden") else { return nil }
                row["when"] = when
            }
            return row.node
        }
        let tag = node[member: "tag"]
        let key = recorder.key(for: tag?.scalarText ?? ConversionRecorder.derivedKey(from: title?.scalarText ?? ""), fallback: "row")
        if let written = tag?.scalarText, written != key {
            recorder.warn(.approximated(construct: "tag: \(written)", becomes: "\"key\": \"\(key)\""), at: tag, pointer + "/tag")
        }
        row["key"] = .string(key, at: tag?.location ?? node.location)
        row["type"] = .string(type, at: typeNode?.location)
        if let title, let text = title.scalarText { row["title"] = .string(literalText(text), at: title.location) }
        if let placeholder = node[member: "noValueDisplayText"], let text = placeholder.scalarText {
            row["placeholder"] = .string(literalText(text), at: placeholder.location)
        }
        if let required = node[member: "required"], required.boolValue == true || required.integerValue == 1 {
            row["required"] = .bool(true, at: required.location)
        }
        if let hidden = node[member: "hidden"] {
            guard let when = condition(hidden, pointer + "/hidden") else { return nil }
            row["when"] = when
        }
        special(rowType, node, into: &row, at: pointer)
        if ["select", "multiselect"].contains(type) {
            row["options"] = options(node[member: "selectorOptions"], several: type == "multiselect", at: pointer + "/selectorOptions")
        } else if rowType != "selectorLeftRight", let options = node[member: "selectorOptions"] {
            recorder.unsupported("selectorOptions", options, pointer + "/selectorOptions")
        }
        if let value = node[member: "value"] { row["default"] = defaultValue(value, for: row, at: pointer + "/value") }
        references[tag?.scalarText ?? key] = ForeignExpression.Reference(key: key, type: row.type)
        return row.node
    }

    /// What the row type adds: a multi-line text, a time's pattern, a stepper's or slider's
    /// bounds, a left-right selector's unit; with a warning where the meaning changes.
    private func special(_ rowType: String, _ node: SourceNode, into row: inout RowDraft, at pointer: String) {
        let typeNode = node[member: "rowType"]
        let base = pointer
        let config: [(key: String, value: SourceNode, pointer: String)] = ["cellConfigAtConfigure", "cellConfig"].flatMap { name in
            (node[member: name]?.members ?? []).map { member in (member.key, member.value, base + "/" + name + "/" + member.key) }
        }
        func setting(_ name: String) -> SourceNode? { config.first { $0.key == name }?.value }
        func configPointer(_ name: String) -> String { config.first { $0.key == name }?.pointer ?? base }
        switch rowType {
        case "textView":
            row["multiline"] = .bool(true, at: typeNode?.location)
        case "datetime", "datetimeInline":
            recorder.warn(.approximated(construct: "rowType: \(rowType)", becomes: "\"type\": \"date\""), at: typeNode, pointer + "/rowType")
        case "time", "timeInline", "countDownTimer", "countDownTimerInline":
            row["pattern"] = .string(Self.timePattern, at: typeNode?.location)
            row["placeholder"] = row["placeholder"] ?? .string("HH:MM", at: typeNode?.location)
            recorder.warn(.approximated(construct: "rowType: \(rowType)", becomes: "\"type\": \"text\", \"pattern\": \"\(Self.timePattern)\""),
                          at: typeNode, pointer + "/rowType")
        case "stepCounter", "slider":
            let control = rowType == "slider" ? "slider" : "stepControl"
            // UIStepper's bounds are 0…100 and UISlider's 0…1 unless the form sets them.
            let fallback = rowType == "slider" ? (0, 1) : (0, 100)
            row["min"] = setting("\(control).minimumValue") ?? .integer(fallback.0, at: typeNode?.location)
            row["max"] = setting("\(control).maximumValue") ?? .integer(fallback.1, at: typeNode?.location)
            for name in ["stepControl.stepValue", "steps"] {
                if let step = setting(name), step.doubleValue != 1 { recorder.unsupported(name, step, configPointer(name)) }
            }
        case "selectorLeftRight":
            let unitKey = recorder.key(for: (row["key"]?.stringValue ?? "amount") + "_unit")
            let options = node[member: "selectorOptions"]
            var units: [SourceNode] = []
            for (index, option) in (options?.items ?? []).enumerated() {
                if let value = (option[member: "leftValue"] ?? option[member: "formValue"] ?? option).scalarText {
                    units.append(.string(value, at: option.location))
                }
                if let right = option[member: "rightOptions"] {
                    recorder.unsupported("rightOptions", right, pointer + "/selectorOptions/\(index)/rightOptions")
                }
            }
            row["unit"] = .object([("key", .string(unitKey, at: options?.location ?? typeNode?.location)),
                                   ("options", .array(units, at: options?.location))], at: options?.location ?? typeNode?.location)
            recorder.warn(.approximated(construct: "rowType: selectorLeftRight", becomes: "\"type\": \"number\", \"unit\""),
                          at: typeNode, pointer + "/rowType")
        default:
            break
        }
        let used: Set<String> = ["slider.minimumValue", "slider.maximumValue", "stepControl.minimumValue", "stepControl.maximumValue",
                                 "stepControl.stepValue", "steps"]
        for member in config where !used.contains(member.key) || !(rowType == "slider" || rowType == "stepCounter") {
            recorder.unsupported(member.key, member.value, member.pointer)
        }
    }

    /// `selectorOptions`: strings or numbers, or `{formValue, formDisplayText}` as XLForm's
    /// options objects have them.
    private func options(_ node: SourceNode?, several: Bool, at pointer: String) -> SourceNode {
        var options: [SourceNode] = []
        for option in node?.items ?? [] {
            let valueNode = option[member: "formValue"] ?? option[member: "value"] ?? option
            guard let written = valueNode.scalarText else { continue }
            var value = written
            if several, written.contains(where: { $0 == "," || $0 == "，" || $0 == "、" }) { value = ConversionRecorder.derivedKey(from: written) }
            let label = (option[member: "formDisplayText"] ?? option[member: "title"])?.scalarText ?? (value == written ? nil : written)
            options.append(label.map { .object([("value", .string(value, at: valueNode.location)),
                                                ("label", .string(literalText($0), at: option.location))], at: option.location) }
                           ?? .string(value, at: valueNode.location))
        }
        return .array(options, at: node?.location)
    }

    private func defaultValue(_ node: SourceNode, for row: RowDraft, at pointer: String) -> SourceNode? {
        let scalar = (node[member: "formValue"] ?? node)
        switch row.type {
        case "integer", "number":
            if scalar.doubleValue != nil { return scalar }
        case "confirm":
            if let flag = scalar.boolValue ?? scalar.integerValue.map({ $0 != 0 }) { return .bool(flag, at: node.location) }
        case "multiselect":
            let values = (node.isArray ? node.items : [node]).compactMap { ($0[member: "formValue"] ?? $0).scalarText }
            return .array(values.map { .string($0, at: node.location) }, at: node.location)
        case "date":
            if case .date(let text) = scalar.value { return .string(String(text.prefix(10)), at: node.location) }
            if let text = scalar.stringValue { return .string(text, at: node.location) }
        case "secret":
            break
        default:
            if let text = scalar.scalarText { return .string(literalText(text), at: node.location) }
        }
        recorder.unsupported("value", node, pointer)
        return nil
    }
}
