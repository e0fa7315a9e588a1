import AskCore

extension SurveyElements {
    /// The askform rows of one question (several for `multipletext` and the matrices; none,
    /// with a warning, for a type askform has no counterpart of).
    func rows(_ node: SourceNode, type: String, at pointer: String, inherited: String?) -> [SourceNode] {
        var known = Self.commonKeys
        var row = RowDraft(at: node.location)
        let typeNode = node[member: "type"]
        func set(_ key: String, _ value: String) { row[key] = .string(value, at: typeNode?.location) }
        switch type {
        case "text":
            known += ["inputType", "min", "max", "maxLength"]
            textQuestion(node, into: &row, at: pointer)
        case "comment":
            known += ["maxLength"]
            set("type", "text")
            row["multiline"] = .bool(true, at: typeNode?.location)
            if let maximum = node[member: "maxLength"], maximum.integerValue != nil { row["maxLength"] = maximum }
        case "radiogroup", "dropdown":
            known += ["choices", "choicesMin", "choicesMax", "choicesStep"]
            set("type", "select")
            row["options"] = options(node[member: "choices"], at: pointer + "/choices", several: false)
            // A dropdown may generate its choices: choicesMin…choicesMax by choicesStep (default 1).
            if node[member: "choices"] == nil, let low = node[member: "choicesMin"]?.doubleValue,
               let high = node[member: "choicesMax"]?.doubleValue {
                let location = node[member: "choicesMin"]?.location
                row["options"] = .array(Self.steps(low, high, by: node[member: "choicesStep"]?.doubleValue ?? 1)
                    .map { .string($0, at: location) }, at: location)
            }
        case "checkbox", "tagbox":
            known += ["choices", "maxSelectedChoices", "minSelectedChoices"]
            set("type", "multiselect")
            row["options"] = options(node[member: "choices"], at: pointer + "/choices", several: true)
            if let minimum = node[member: "minSelectedChoices"], minimum.integerValue != nil { row["minSelected"] = minimum }
            if let maximum = node[member: "maxSelectedChoices"], maximum.integerValue != nil, maximum.integerValue != 0 {
                row["maxSelected"] = maximum
            }
        case "boolean":
            set("type", "confirm")
        case "rating":
            known += ["rateValues", "rateMin", "rateMax", "rateStep", "rateCount"]
            rating(node, into: &row, at: pointer)
        case "html":
            known = ["type", "name", "html", "visibleIf"]
            set("type", "note")
            let html = node[member: "html"]
            row["title"] = .string(literalText(html?.scalarText ?? ""), at: html?.location ?? node.location)
            recorder.warn(.approximated(construct: "type: html", becomes: "\"type\": \"note\""), at: typeNode, pointer + "/type")
        case "expression":
            known = ["type", "name", "title", "expression", "visibleIf"]
            set("type", "computed")
        case "multipletext", "matrix", "matrixdropdown":
            return unrolled(node, type: type, at: pointer, inherited: inherited)
        default:
            recorder.leftOut("type: \(type)", typeNode, pointer + "/type")
            return []
        }
        for member in node.members where !known.contains(member.key) {
            recorder.unsupported(member.key, member.value, pointer + "/" + member.key)
        }
        let isNote = row.type == "note"
        var ordered = RowDraft(at: node.location)
        var name: String?
        if !isNote {
            let nameNode = node[member: "name"]
            let key = self.key(nameNode, at: pointer)
            name = nameNode?.scalarText
            ordered["key"] = .string(key, at: nameNode?.location ?? node.location)
        }
        ordered["type"] = row["type"]
        if !isNote, let title = node[member: "title"].flatMap(text) { ordered["title"] = title }
        if isNote { ordered["title"] = row["title"] }
        if type != "expression", !isNote {
            if let help = node[member: "description"].flatMap(text) { ordered["help"] = help }
            if let placeholder = node[member: "placeholder"].flatMap(text) { ordered["placeholder"] = placeholder }
            if let required = Self.isTrue(node[member: "isRequired"]) { ordered["required"] = required }
        }
        if let when = condition(node[member: "visibleIf"], pointer + "/visibleIf", inherited: inherited, of: node) {
            ordered["when"] = when
        }
        for (key, value) in row.members where key != "type" && key != "title" { ordered[key] = value }
        // Declared before its validators: an expression validator reads the question itself.
        if let name, let key = ordered["key"]?.stringValue {
            declare(name, key: key, type: ordered.type == "computed" ? "number" : ordered.type)
        }
        if type == "expression" {
            let expression = node[member: "expression"]
            guard let source = expression?.stringValue, let value = translate(source, test: false) else {
                recorder.leftOut("expression: \(expression?.quoted ?? "")", expression ?? node, pointer + "/expression")
                return []
            }
            ordered["value"] = .string(value, at: expression?.location)
        } else if !isNote {
            if let defaultNode = node[member: "defaultValue"] {
                ordered["default"] = defaultValue(defaultNode, for: ordered, at: pointer + "/defaultValue")
            }
            validators(node[member: "validators"], into: &ordered, at: pointer + "/validators")
        }
        return [ordered.node]
    }

    /// A `text` question by its `inputType`: number, email, url, password (a secret) and date
    /// have askform types; the others (tel, color, time, …) are text with a warning.
    private func textQuestion(_ node: SourceNode, into row: inout RowDraft, at pointer: String) {
        let inputNode = node[member: "inputType"]
        let inputType = inputNode?.stringValue ?? "text"
        let at = inputNode?.location ?? node[member: "type"]?.location
        let type: String
        switch inputType {
        case "text": type = "text"
        case "number", "range": type = "number"
        case "email": type = "email"
        case "url": type = "url"
        case "password": type = "secret"
        case "date": type = "date"
        default:
            type = "text"
            recorder.warn(.approximated(construct: "inputType: \(inputType)", becomes: "\"type\": \"text\""), at: inputNode,
                          pointer + "/inputType")
        }
        row["type"] = .string(type, at: at)
        if inputType == "range" {
            recorder.warn(.approximated(construct: "inputType: range", becomes: "\"type\": \"number\""), at: inputNode,
                          pointer + "/inputType")
        }
        for bound in ["min", "max"] {
            guard let value = node[member: bound] else { continue }
            if type == "number", value.doubleValue != nil {
                row[bound] = value
            } else if type == "date", let text = value.stringValue, text.utf8.count == 10 {
                row[bound] = value
            } else {
                recorder.unsupported(bound, value, pointer + "/" + bound)
            }
        }
        if let maximum = node[member: "maxLength"] {
            if ["text", "email", "url", "secret"].contains(type), maximum.integerValue != nil {
                row["maxLength"] = maximum
            } else {
                recorder.unsupported("maxLength", maximum, pointer + "/maxLength")
            }
        }
    }

    /// `rateValues` as a select; a `rateMin`…`rateMax` scale (1…5 unless given) as an integer
    /// with those bounds when its step is 1, else as a select of its values.
    private func rating(_ node: SourceNode, into row: inout RowDraft, at pointer: String) {
        let at = node[member: "type"]?.location
        if let values = node[member: "rateValues"] {
            row["type"] = .string("select", at: at)
            row["options"] = options(values, at: pointer + "/rateValues", several: false)
            return
        }
        let minimum = node[member: "rateMin"]
        let maximum = node[member: "rateMax"]
        let step = node[member: "rateStep"]
        let low = minimum?.doubleValue ?? 1, by = step?.doubleValue ?? 1
        // Without rateMax, rateCount items (5 unless given) from rateMin.
        let count = node[member: "rateCount"]?.integerValue ?? 5
        let high = maximum?.doubleValue ?? low + Double(max(count, 1) - 1) * by
        if by == 1, low.rounded() == low, high.rounded() == high {
            row["type"] = .string("integer", at: at)
            row["min"] = minimum ?? .integer(Int(low), at: at)
            row["max"] = maximum ?? .integer(Int(high), at: node[member: "rateCount"]?.location ?? at)
            return
        }
        row["type"] = .string("select", at: at)
        row["options"] = .array(Self.steps(low, high, by: by).map { .string($0, at: step?.location ?? at) }, at: step?.location ?? at)
    }

    /// `low`, `low + by`, … up to `high`, as option values (at most 1,000).
    static func steps(_ low: Double, _ high: Double, by: Double) -> [String] {
        guard by > 0 else { return [] }
        var values: [String] = []
        var index = 0.0
        while low + index * by <= high + 1e-9, values.count < 1000 {
            values.append(number(low + index * by))
            index += 1
        }
        return values
    }

    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
