import AskCore

/// The body's elements as askform rows, in sections: a `checkboxes` group is a section of
/// its own, titled with its label, so that `--format markdown` writes it as GitHub does.
struct IssueFormBody {
    let recorder: ConversionRecorder
    private var sections: [SourceNode] = []
    private var rows: [SourceNode] = []
    private var rowsStart: SourceLocation?

    init(recorder: ConversionRecorder) {
        self.recorder = recorder
    }

    mutating func element(_ node: SourceNode, at pointer: String) {
        guard let type = node[member: "type"]?.stringValue else {
            recorder.fail(.missingKey("type"), at: node, pointer)
            return
        }
        let attributes = node[member: "attributes"] ?? SourceNode(.object([]), at: node.location)
        for member in node.members where !["type", "id", "attributes", "validations"].contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
        }
        let required = self.required(node, pointer: pointer, allowed: type != "markdown")
        switch type {
        case "markdown":
            let value = attributes[member: "value"]
            append(.object([("type", .string("note", at: node.location)),
                            ("title", .string(issueText(value?.scalarText ?? ""), at: value?.location ?? node.location))],
                           at: node.location))
            warnAbout(attributes, except: ["value"], pointer)
        case "input", "textarea":
            var row = question(node, attributes, type: "text", required: required, pointer: pointer)
            if type == "textarea" {
                row.append(("multiline", .bool(true, at: node[member: "type"]?.location)))
                if let render = attributes[member: "render"], let language = render.scalarText {
                    row.append(("render", .string(language, at: render.location)))
                }
            }
            if let value = attributes[member: "value"], let text = value.scalarText {
                row.append(("default", .string(issueText(text), at: value.location)))
            }
            append(.object(row, at: node.location))
            warnAbout(attributes, except: ["label", "description", "placeholder", "value"] + (type == "textarea" ? ["render"] : []),
                      pointer)
        case "dropdown":
            dropdown(node, attributes, required: required, pointer: pointer)
        case "checkboxes":
            checkboxes(node, attributes, required: required, pointer: pointer)
        default:
            recorder.leftOut("type: \(type)", node[member: "type"], pointer + "/type")
        }
    }

    /// `validations.required`, warning about any other validation (and about one on a note).
    private func required(_ node: SourceNode, pointer: String, allowed: Bool) -> SourceNode? {
        guard let validations = node[member: "validations"] else { return nil }
        var required: SourceNode?
        for member in validations.members {
            if member.key == "required", allowed, member.value.boolValue != nil {
                required = member.value
            } else {
                recorder.unsupported("validations." + member.key, member.value, pointer + "/validations/" + member.key)
            }
        }
        return required
    }

    /// The key a label gives an element without an `id`: always derived (`Checklist` →
    /// `checklist`), as for a label that is not a key, so a label's spelling does not decide it.
    private static func keyFromLabel(_ label: SourceNode?) -> String {
        ConversionRecorder.derivedKey(from: label?.scalarText ?? "")
    }

    /// The members every question takes: key, type, title, help, placeholder, required.
    private func question(_ node: SourceNode, _ attributes: SourceNode, type: String, required: SourceNode?,
                          pointer: String) -> [(String, SourceNode)] {
        let label = attributes[member: "label"]
        let id = node[member: "id"]
        let key = recorder.key(for: id?.scalarText ?? Self.keyFromLabel(label), fallback: "field")
        warnIfChanged(id, key: key, pointer + "/id")
        var row: [(String, SourceNode)] = [("key", .string(key, at: id?.location ?? label?.location ?? node.location)),
                                           ("type", .string(type, at: node[member: "type"]?.location))]
        if let label, let text = label.scalarText { row.append(("title", .string(issueText(text), at: label.location))) }
        for (from, to) in [("description", "help"), ("placeholder", "placeholder")] {
            if let value = attributes[member: from], let text = value.scalarText {
                row.append((to, .string(issueText(text), at: value.location)))
            }
        }
        if let required, required.boolValue == true { row.append(("required", required)) }
        return row
    }

    private mutating func dropdown(_ node: SourceNode, _ attributes: SourceNode, required: SourceNode?, pointer: String) {
        let multiple = attributes[member: "multiple"]?.boolValue == true
        var row = question(node, attributes, type: multiple ? "multiselect" : "select", required: required, pointer: pointer)
        var values: [String] = []
        var options: [SourceNode] = []
        for option in attributes[member: "options"]?.items ?? [] {
            guard let label = option.scalarText else { continue }
            // A comma separates a multiselect's typed choices, so such a value gets a key-like spelling.
            var value = label
            if multiple, label.contains(where: { $0 == "," || $0 == "，" || $0 == "、" }) {
                value = ConversionRecorder.derivedKey(from: label)
            }
            values.append(value)
            options.append(value == label ? .string(label, at: option.location)
                : .object([("value", .string(value, at: option.location)), ("label", .string(issueText(label), at: option.location))],
                          at: option.location))
        }
        row.append(("options", .array(options, at: attributes[member: "options"]?.location ?? node.location)))
        if let defaultNode = attributes[member: "default"] {
            if let index = defaultNode.integerValue, values.indices.contains(index) {
                row.append(("default", multiple ? .array([.string(values[index], at: defaultNode.location)], at: defaultNode.location)
                                                : .string(values[index], at: defaultNode.location)))
            } else {
                recorder.unsupported("default: \(defaultNode.quoted)", defaultNode, pointer + "/attributes/default")
            }
        }
        append(.object(row, at: node.location))
        warnAbout(attributes, except: ["label", "description", "multiple", "options", "default"], pointer)
    }

    /// A section titled with the group's label: its description as a note, then one confirm row
    /// per box, keyed `ID.BOX`; a required box must be checked (a check `KEY == true`), and a
    /// group with `validations.required` needs one box checked (a section check).
    private mutating func checkboxes(_ node: SourceNode, _ attributes: SourceNode, required: SourceNode?, pointer: String) {
        closeSection()
        let label = attributes[member: "label"]
        let id = node[member: "id"]
        let group = recorder.key(for: id?.scalarText ?? Self.keyFromLabel(label), fallback: "checkboxes")
        warnIfChanged(id, key: group, pointer + "/id")
        var boxes: [SourceNode] = []
        if let description = attributes[member: "description"], let text = description.scalarText {
            boxes.append(.object([("type", .string("note", at: description.location)),
                                  ("title", .string(issueText(text), at: description.location))], at: description.location))
        }
        var boxKeys: Set<String> = []
        var keys: [String] = []
        for (index, option) in (attributes[member: "options"]?.items ?? []).enumerated() {
            let optionPointer = pointer + "/attributes/options/\(index)"
            let text = option[member: "label"]?.scalarText ?? option.scalarText ?? ""
            var box = ConversionRecorder.derivedKey(from: text)
            if box.isEmpty { box = "box_\(index + 1)" }
            let base = box
            var number = 2
            while boxKeys.contains(box) || recorder.isUsed(group + "." + box) { box = "\(base)_\(number)"; number += 1 }
            boxKeys.insert(box)
            let key = group + "." + box
            recorder.reserve(key)
            keys.append(key)
            let at = option[member: "label"]?.location ?? option.location
            var row: [(String, SourceNode)] = [("key", .string(key, at: at)), ("type", .string("confirm", at: option.location)),
                                               ("title", .string(issueText(text), at: at))]
            if let required = option[member: "required"], required.boolValue == true {
                row.append(("required", required))
                row.append(("checks", .array([.object([("that", .string("\(key) == true", at: required.location)),
                                                      ("message", .string("this box must be checked", at: required.location))],
                                                     at: required.location)], at: required.location)))
            }
            for member in option.members where member.key != "label" && member.key != "required" {
                recorder.unsupported(member.key, member.value, optionPointer + "/" + member.key)
            }
            boxes.append(.object(row, at: option.location))
        }
        var section: [(String, SourceNode)] = []
        if let label, let text = label.scalarText { section.append(("title", .string(issueText(text), at: label.location))) }
        section.append(("rows", .array(boxes, at: node.location)))
        // `validations.required` on the group: at least one box must be ticked.
        if let required, required.boolValue == true, !keys.isEmpty {
            let that = keys.map { "\($0) == true" }.joined(separator: " or ")
            section.append(("checks", .array([.object([("that", .string(that, at: required.location)),
                                                      ("message", .string("check at least one box", at: required.location))],
                                                     at: required.location)], at: required.location)))
        }
        sections.append(.object(section, at: node.location))
        warnAbout(attributes, except: ["label", "description", "options"], pointer)
    }

    /// An `id` that is not an askform key (or repeats one) is written as the key it became.
    private func warnIfChanged(_ id: SourceNode?, key: String, _ pointer: String) {
        guard let id, let written = id.scalarText, written != key else { return }
        recorder.warn(.approximated(construct: "id: \(written)", becomes: "\"key\": \"\(key)\""), at: id, pointer)
    }

    private func warnAbout(_ attributes: SourceNode, except known: [String], _ pointer: String) {
        for member in attributes.members where !known.contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/attributes/" + member.key)
        }
    }

    private mutating func append(_ row: SourceNode) {
        if rows.isEmpty { rowsStart = row.location }
        rows.append(row)
    }

    private mutating func closeSection() {
        guard !rows.isEmpty else { return }
        sections.append(.object([("rows", .array(rows, at: rowsStart))], at: rowsStart))
        rows = []
    }

    /// Every section, the last one closed; one empty section when the body has no element.
    mutating func finishedSections(at location: SourceLocation?) -> [SourceNode] {
        closeSection()
        return sections.isEmpty ? [.object([("rows", .array([], at: location))], at: location)] : sections
    }
}

/// A text of the issue form as askform text: YAML's block scalars (`value: |`) end with a
/// line break that is no part of the text.
func issueText(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == "\n" || last == "\r\n" || last == " " { text = text.dropLast() }
    return literalText(String(text))
}
