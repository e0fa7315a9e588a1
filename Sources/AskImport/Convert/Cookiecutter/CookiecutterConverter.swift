import AskCore

/// cookiecutter's `cookiecutter.json` rewritten as an askform form (docs/IMPORT.md, "cookiecutter").
///
/// Every variable not starting with `_` becomes a row, in file order: a string is a text row
/// whose default is the string (`{{ cookiecutter.x | lower }}` translated as copier's Jinja
/// is), a list a select whose first item is the default, a boolean a confirm; a number is a
/// text row, as cookiecutter renders it to text. `__prompts__` gives titles and option labels.
/// Private variables (`_x`, `__x`) are not asked; templates that read them read their values.
/// A dict, or a list of dicts, has no askform counterpart: a warning, and no row.
public enum CookiecutterConverter {
    /// The askform form for a parsed `cookiecutter.json`.
    public static func convert(_ source: SourceNode) -> Conversion {
        var form = ConvertedForm(tool: "cookiecutter")
        guard case .object(let members) = source.value else {
            form.warn(.unsupportedKey(key: "/", tool: "cookiecutter"), at: source, pointer: "")
            return form.conversion(at: source.location)
        }
        let prompts = members.first { $0.key == "__prompts__" }?.value
        var translator = JinjaTranslator()
        translator.namespace = "cookiecutter"
        for member in members {
            let pointer = JSONPointer.appending(member.key, to: "")
            let value = member.value
            if member.key.hasPrefix("_") {
                // Kept out of the questions; a template may read a private value.
                if member.key != "__prompts__" {
                    if let text = value.stringValue, JinjaTemplate.isTemplate(text) {
                        if member.key.hasPrefix("__"), let known = try? translator.expression(ofText: text) {
                            translator.known[member.key] = known
                        } else if !member.key.hasPrefix("__") {
                            translator.known[member.key] = JinjaTranslator.literal(value)
                        }
                    } else if let known = JinjaTranslator.literal(value) {
                        translator.known[member.key] = known
                    }
                }
                continue
            }
            let prompt = prompts.flatMap { ConvertedForm.member(member.key, of: $0) }
            var row: [(String, SourceNode)] = []
            var variable = JinjaTranslator.Variable(type: .text, options: nil)
            switch value.value {
            case .bool:
                row = [("type", ConvertedForm.string("confirm", at: value)), ("key", ConvertedForm.string(member.key, at: value))]
                row += title(prompt)
                row.append(("default", value))
                variable.type = .bool
            case .string, .number, .null:
                row = [("type", ConvertedForm.string("text", at: value)), ("key", ConvertedForm.string(member.key, at: value))]
                row += title(prompt)
                if let text = ConvertedForm.pythonText(value), !value.value.isNull {
                    if JinjaTemplate.isTemplate(text) {
                        do {
                            row.append(("default", ConvertedForm.string(try translator.text(text), at: value)))
                            form.approximated(&translator, at: value, pointer: pointer)
                        } catch {
                            form.untranslated(error, at: value, pointer: pointer)
                        }
                    } else {
                        row.append(("default", ConvertedForm.string(text, at: value)))
                    }
                }
            case .array(let items):
                guard !items.isEmpty, items.allSatisfy({ $0.value.isScalar }) else {
                    form.warn(.objectAnswer(key: member.key, tool: "cookiecutter"), at: value, pointer: pointer)
                    continue
                }
                var options: [SourceNode] = []
                var values: [String] = []
                for (index, item) in items.enumerated() {
                    guard let text = ConvertedForm.pythonText(item), !text.isEmpty else { continue }
                    if JinjaTemplate.isTemplate(text) {
                        form.untranslated(JinjaUnsupported(construct: text), at: item, pointer: JSONPointer.appending(index, to: pointer))
                    }
                    let label = prompt.flatMap { ConvertedForm.member(text, of: $0)?.stringValue } ?? text
                    options.append(ConvertedForm.option(value: text, label: label, at: item))
                    values.append(text)
                }
                row = [("type", ConvertedForm.string("select", at: value)), ("key", ConvertedForm.string(member.key, at: value))]
                row += title(prompt)
                row.append(("options", SourceNode(.array(options), at: value.location)))
                if let first = values.first { row.append(("default", ConvertedForm.string(first, at: items[0]))) }
                variable.options = values
            default:
                form.warn(.objectAnswer(key: member.key, tool: "cookiecutter"), at: value, pointer: pointer)
                continue
            }
            translator.variables[member.key] = variable
            form.rows.append(ConvertedForm.object(row, at: value.location))
        }
        return form.conversion(at: source.location)
    }

    /// The row's title from `__prompts__`: the prompt itself, or a choice's `__prompt__`.
    private static func title(_ prompt: SourceNode?) -> [(String, SourceNode)] {
        guard let prompt else { return [] }
        if let text = prompt.stringValue { return [("title", ConvertedForm.string(JinjaTranslator.literalTemplateText(text), at: prompt))] }
        if let text = ConvertedForm.member("__prompt__", of: prompt)?.stringValue {
            return [("title", ConvertedForm.string(JinjaTranslator.literalTemplateText(text), at: prompt))]
        }
        return []
    }
}
