import AskCore

/// copier's `copier.yml` rewritten as an askform form (docs/IMPORT.md, "copier").
///
/// Every question becomes a row, in file order: `type` decides the row's type (`str` text or
/// secret, `int` integer, `float` number, `bool` confirm, `json`/`yaml` text with a warning),
/// `choices` make it a select (a multiselect with `multiselect: true`), `help`, `placeholder`,
/// `default`, `when` and `validator` carry over, their Jinja translated where its meaning is
/// certain (``JinjaTranslator``) and a warning naming the construct otherwise. Settings (`_`
/// keys) are the template's, not questions: ignored, but for `_secret_questions` (honoured)
/// and `_envops` (a warning: other delimiters are not read).
public enum CopierConverter {
    /// Settings only a `copier.yml` has: one of them tells a YAML file is copier's whatever its name.
    public static let settingsThatTellCopier: Set<String> = [
        "_subdirectory", "_tasks", "_min_copier_version", "_exclude", "_templates_suffix", "_answers_file",
        "_skip_if_exists", "_migrations", "_jinja_extensions", "_envops", "_secret_questions", "_preserve_symlinks",
        "_message_after_copy", "_message_before_copy", "_message_after_update", "_message_before_update", "_external_data",
    ]

    static let fields: Set<String> = ["type", "help", "default", "choices", "when", "validator", "secret", "multiselect",
                                      "placeholder", "multiline", "qmark"]

    /// Settings whose lists copier joins across the documents of a `copier.yml`; of every other
    /// key the last document's value wins.
    static let joinedSettings: Set<String> = ["_exclude", "_jinja_extensions", "_secret_questions", "_skip_if_exists"]

    /// The documents of a `copier.yml` as one mapping, as copier merges them: each key where it
    /// first appears, with the value the last document gives it, and the lists of
    /// `_exclude`, `_jinja_extensions`, `_secret_questions` and `_skip_if_exists` joined in
    /// document order. One document is returned as it is; none (an empty file, or only `---`
    /// and comments) is an empty mapping, a template that asks nothing.
    public static func merged(_ documents: [SourceNode]) -> SourceNode {
        if documents.count == 1 { return documents[0] }
        guard let first = documents.first else {
            return SourceNode(.object([]), at: SourceLocation(line: 1, column: 1))
        }
        var members: [SourceNode.Member] = []
        var index: [String: Int] = [:]
        for document in documents {
            // A document that is not a mapping is left to the converter, which warns at it.
            guard case .object(let written) = document.value else { return document }
            for member in written {
                guard let at = index[member.key] else {
                    index[member.key] = members.count
                    members.append(member)
                    continue
                }
                if joinedSettings.contains(member.key), case .array(let earlier) = members[at].value.value,
                   case .array(let later) = member.value.value {
                    var joined = members[at]
                    joined.value = SourceNode(.array(earlier + later), at: members[at].value.location)
                    members[at] = joined
                } else {
                    members[at] = member
                }
            }
        }
        return SourceNode(.object(members), at: first.location)
    }

    /// The askform form for a parsed `copier.yml`.
    public static func convert(_ source: SourceNode) -> Conversion {
        var form = ConvertedForm(tool: "copier")
        guard case .object(let members) = source.value else {
            form.warn(.unsupportedKey(key: "/", tool: "copier"), at: source, pointer: "")
            return form.conversion(at: source.location)
        }
        var secrets: Set<String> = []
        for member in members where member.key == "_secret_questions" {
            if case .array(let names) = member.value.value { secrets.formUnion(names.compactMap(\.stringValue)) }
        }
        var translator = JinjaTranslator()
        for member in members {
            let pointer = JSONPointer.appending(member.key, to: "")
            if member.key.hasPrefix("_") {
                if member.key == "_envops" || member.key == "_jinja_extensions" {
                    form.warn(.unsupportedKey(key: member.key, tool: "copier"), at: member.value, pointer: pointer)
                }
                continue
            }
            var question = CopierQuestion(name: member.key, node: member.value, pointer: pointer,
                                          secret: secrets.contains(member.key))
            question.convert(into: &form, translator: &translator)
        }
        return form.conversion(at: source.location)
    }
}

/// One copier question on its way to a row.
struct CopierQuestion {
    let name: String
    let node: SourceNode
    let pointer: String
    var secret: Bool

    private func field(_ key: String) -> SourceNode? {
        ConvertedForm.member(key, of: node)
    }

    private func at(_ key: String) -> String { JSONPointer.appending(key, to: pointer) }

    mutating func convert(into form: inout ConvertedForm, translator: inout JinjaTranslator) {
        let isLonghand: Bool
        if case .object(let members) = node.value {
            isLonghand = true
            for member in members where !CopierConverter.fields.contains(member.key) {
                form.warn(.unsupportedKey(key: member.key, tool: "copier"), at: member.value, pointer: at(member.key))
            }
        } else {
            isLonghand = false
        }
        let defaultNode = isLonghand ? field("default") : node
        if field("secret")?.boolValue == true { secret = true }
        let written = field("type")?.stringValue
        let copierType = written ?? Self.inferredType(defaultNode)
        let multiselect = field("multiselect")?.boolValue == true
        var row: [(String, SourceNode)] = []
        var type: String
        var variableType: JinjaTranslator.ValueType
        switch copierType {
        case "int": (type, variableType) = ("integer", .number)
        case "float": (type, variableType) = ("number", .number)
        case "bool": (type, variableType) = ("confirm", .bool)
        case "str": (type, variableType) = (secret ? "secret" : "text", .text)
        default:
            (type, variableType) = ("text", .text)
            form.warn(.approximated(construct: "type: \(copierType)", becomes: "\"type\": \"text\""),
                      at: field("type") ?? node, pointer: at("type"))
        }
        // Choices: a select of their values; numbers stay numbers (an integer or number row
        // with a check), since a select writes text and copier's answer would be a number.
        var options: [SourceNode] = []
        var optionValues: [String] = []
        var numericChoices: [String] = []
        if let choices = field("choices") {
            for (label, value, at) in choiceList(choices, form: &form) {
                guard let text = ConvertedForm.pythonText(value, yaml11: true), value.value.isScalar, !text.isEmpty,
                      !(value.value.isNull) else {
                    form.warn(.optionWithoutValue(label: label), at: value, pointer: at)
                    continue
                }
                if variableType == .number {
                    guard case .number(let number) = value.value else {
                        form.warn(.approximated(construct: label, becomes: "\"options\": []"), at: value, pointer: at)
                        continue
                    }
                    numericChoices.append(number)
                } else {
                    options.append(ConvertedForm.option(value: text, label: label, at: value))
                    optionValues.append(text)
                }
            }
            if !options.isEmpty {
                type = multiselect ? "multiselect" : "select"
                variableType = multiselect ? .list : .text
            }
        }
        row.append(("type", ConvertedForm.string(type, at: field("type") ?? node)))
        row.append(("key", ConvertedForm.string(name, at: node)))
        for key in ["help", "placeholder"] {
            guard let value = field(key) else { continue }
            if let text = translatedText(value, key: key, form: &form, translator: &translator) { row.append((key, text)) }
        }
        if let multiline = field("multiline") {
            if multiline.boolValue == true, type == "text" {
                row.append(("multiline", SourceNode(.bool(true), at: multiline.location)))
            } else if multiline.boolValue == nil {
                form.warn(.untranslatedTemplate(ConvertedForm.pythonText(multiline) ?? "multiline", tool: "copier"),
                          at: multiline, pointer: at("multiline"))
            }
        }
        if !options.isEmpty { row.append(("options", SourceNode(.array(options), at: field("choices")?.location))) }
        var defaultValue: SourceNode?
        if let defaultNode, !defaultNode.value.isNull {
            defaultValue = convertedDefault(defaultNode, type: type, variableType: variableType,
                                            parsed: copierType == "json" || copierType == "yaml",
                                            form: &form, translator: &translator)
        }
        if secret, let given = defaultValue {
            if given.stringValue != "" { form.warn(.approximated(construct: "default", becomes: "\"default\": null"), at: given, pointer: at("default")) }
            defaultValue = nil
        }
        if let defaultValue { row.append(("default", defaultValue)) }

        var checks: [SourceNode] = []
        if !numericChoices.isEmpty, let choices = field("choices") {
            let that = name + " in [" + numericChoices.joined(separator: ", ") + "]"
            checks.append(ConvertedForm.object([("that", ConvertedForm.string(that, at: choices)),
                                                ("message", ConvertedForm.string(numericChoices.joined(separator: ", "), at: choices))],
                                               at: choices.location))
            form.warn(.approximated(construct: "choices", becomes: "\"checks\": [{\"that\": \"\(that)\"}]"), at: choices, pointer: at("choices"))
        }
        // The question's own answer is what its validator reads.
        translator.variables[name] = JinjaTranslator.Variable(type: variableType, options: optionValues.isEmpty ? nil : optionValues)
        var hidden = false
        if let when = field("when") {
            switch when.value {
            case .bool(let shown): hidden = !shown
            case .string(let text):
                translator.variables[name] = nil
                do {
                    row.append(("when", ConvertedForm.string(try translator.condition(text), at: when)))
                    form.approximated(&translator, at: when, pointer: at("when"))
                } catch {
                    form.untranslated(error, at: when, pointer: at("when"))
                }
                translator.variables[name] = JinjaTranslator.Variable(type: variableType, options: optionValues.isEmpty ? nil : optionValues)
            default:
                form.warn(.unsupportedKey(key: "when", tool: "copier"), at: when, pointer: at("when"))
            }
        }
        if let validator = field("validator") {
            if let text = validator.stringValue {
                do {
                    let (that, message) = try translator.check(text)
                    checks.append(ConvertedForm.object([("that", ConvertedForm.string(that, at: validator)),
                                                        ("message", ConvertedForm.string(message, at: validator))],
                                                       at: validator.location))
                    form.approximated(&translator, at: validator, pointer: at("validator"))
                } catch {
                    form.untranslated(error, at: validator, pointer: at("validator"))
                }
            }
        }
        if !checks.isEmpty { row.append(("checks", SourceNode(.array(checks), at: field("validator")?.location ?? node.location))) }
        if hidden {
            // Never asked, never in copier's answers; templates read its default, so later
            // expressions read the default in its place.
            translator.variables[name] = nil
            if let defaultNode, let text = defaultNode.stringValue, JinjaTemplate.isTemplate(text) {
                if let known = try? translator.expression(ofText: text) { translator.known[name] = known }
            } else if let defaultNode, let known = JinjaTranslator.literal(defaultNode) {
                translator.known[name] = known
            }
            return
        }
        form.rows.append(ConvertedForm.object(row, at: node.location))
    }

    /// copier's type for a question without `type`: the default's, else `yaml`.
    static func inferredType(_ node: SourceNode?) -> String {
        switch node?.value {
        case .string: "str"
        case .bool: "bool"
        case .number(let text): text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "float" : "int"
        default: "yaml"
        }
    }

    /// The choices as (label, value, pointer): a list of values or `[label, value]` pairs, or
    /// a mapping of label to value (or to `{value: …}`).
    private func choiceList(_ choices: SourceNode, form: inout ConvertedForm) -> [(String, SourceNode, String)] {
        let base = at("choices")
        switch choices.value {
        case .array(let items):
            return items.enumerated().compactMap { index, item in
                let pointer = JSONPointer.appending(index, to: base)
                if case .array(let pair) = item.value, pair.count == 2, let label = ConvertedForm.pythonText(pair[0], yaml11: true) {
                    return (label, pair[1], pointer)
                }
                return (ConvertedForm.pythonText(item, yaml11: true) ?? "", item, pointer)
            }
        case .object(let members):
            return members.map { member in
                let pointer = JSONPointer.appending(member.key, to: base)
                if case .object = member.value.value, let value = ConvertedForm.member("value", of: member.value) {
                    return (member.key, value, pointer)
                }
                return (member.key, member.value, pointer)
            }
        default:
            form.warn(.untranslatedTemplate(ConvertedForm.pythonText(choices) ?? "choices", tool: "copier"), at: choices, pointer: base)
            return []
        }
    }

    private func translatedText(_ value: SourceNode, key: String, form: inout ConvertedForm,
                                translator: inout JinjaTranslator) -> SourceNode? {
        guard let text = value.stringValue ?? ConvertedForm.pythonText(value, yaml11: true) else { return nil }
        guard JinjaTemplate.isTemplate(text) else { return ConvertedForm.string(text, at: value) }
        do {
            let translated = try translator.text(text)
            form.approximated(&translator, at: value, pointer: at(key))
            return ConvertedForm.string(translated, at: value)
        } catch {
            form.untranslated(error, at: value, pointer: at(key))
            return ConvertedForm.string(JinjaTranslator.literalTemplateText(text), at: value)
        }
    }

    /// The default in askform's terms for a row of `type`; `parsed` for a `json` or `yaml`
    /// question, whose answer copier parses: a list or mapping written as its default is then
    /// the JSON text of it, which both parse back to the same value.
    private func convertedDefault(_ value: SourceNode, type: String, variableType: JinjaTranslator.ValueType, parsed: Bool,
                                  form: inout ConvertedForm, translator: inout JinjaTranslator) -> SourceNode? {
        let pointer = at("default")
        if parsed, !value.value.isScalar {
            let text = JSONValue(value).serialized(pretty: false)
            // A `{{` in it would start an askform template; such a default stays a warning.
            if !text.contains("{{"), !text.contains("{%") { return ConvertedForm.string(text, at: value) }
        }
        if let text = value.stringValue, JinjaTemplate.isTemplate(text) {
            do {
                let translated = variableType == .text ? try translator.text(text) : try translator.typedDefault(text, type: variableType)
                form.approximated(&translator, at: value, pointer: pointer)
                return ConvertedForm.string(translated, at: value)
            } catch {
                form.untranslated(error, at: value, pointer: pointer)
                return nil
            }
        }
        switch (type, value.value) {
        case ("confirm", .bool): return value
        case ("confirm", .string(let text)):
            // PyYAML's YAML 1.1 booleans, as copier reads them, and copier's own casts.
            switch text.lowercased() {
            case "y", "yes", "on", "true", "1": return SourceNode(.bool(true), at: value.location)
            case "n", "no", "off", "false", "0", "": return SourceNode(.bool(false), at: value.location)
            default: break
            }
        case ("integer", .number), ("number", .number): return value
        case ("integer", .string(let text)) where Int(text) != nil: return SourceNode(.number(String(Int(text) ?? 0)), at: value.location)
        case ("number", .string(let text)) where Double(text)?.isFinite == true: return SourceNode(.number(text), at: value.location)
        case ("multiselect", .array): return value
        case ("text", _), ("secret", _), ("select", _):
            if let text = ConvertedForm.pythonText(value, yaml11: true), value.value.isScalar { return ConvertedForm.string(text, at: value) }
        default: break
        }
        form.warn(.approximated(construct: "default", becomes: "\"default\": null"), at: value, pointer: pointer)
        return nil
    }
}

extension SourceNode.Value {
    var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
