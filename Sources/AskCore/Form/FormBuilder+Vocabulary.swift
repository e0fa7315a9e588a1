extension FormBuilder {
    /// The `--from` name and the tool's name of the form `root` looks written for, when it
    /// uses another tool's vocabulary where askform's is expected; `nil` for an askform form.
    ///
    /// Only what askform's format never has counts, so that a mistyped askform form is never
    /// told to convert: XLForm's row keys, an issue form's `body` of typed elements, SurveyJS's
    /// `pages`/`elements`, copier's and cookiecutter's top-level questions and settings.
    static func otherTool(of root: SourceNode) -> (kind: String, tool: String)? {
        guard case .object(let members) = root.value else { return nil }
        let keys = Set(members.map(\.key))
        if keys.contains("pages") || keys.contains("elements") { return ("surveyjs", "SurveyJS") }
        if let body = members.first(where: { $0.key == "body" })?.value, case .array(let elements) = body.value,
           elements.contains(where: { element in
               guard case .object(let fields) = element.value else { return false }
               let type = fields.first { $0.key == "type" }?.value.stringValue ?? ""
               return ["markdown", "input", "textarea", "dropdown", "checkboxes"].contains(type)
                   || fields.contains { $0.key == "attributes" }
           }) {
            return ("github-issue-form", "GitHub issue forms")
        }
        if usesXLFormKeys(root, depth: 0) { return ("xlform", "XLForm") }
        if keys.contains("__prompts__") { return ("cookiecutter", "cookiecutter") }
        let copierTypes: Set<String> = ["str", "bool", "int", "float", "yaml", "json", "path"]
        let known = Set(rootKeys)
        let copierLike = members.filter { member in
            guard !known.contains(member.key) else { return false }
            if member.key.hasPrefix("_") {
                return ["_subdirectory", "_templates_suffix", "_tasks", "_exclude", "_answers_file", "_min_copier_version",
                        "_skip_if_exists", "_jinja_extensions", "_message_after_copy"].contains(member.key)
            }
            guard case .object(let fields) = member.value.value else { return false }
            if let type = fields.first(where: { $0.key == "type" })?.value.stringValue { return copierTypes.contains(type) }
            return fields.contains { ["help", "choices", "validator", "multiselect"].contains($0.key) }
        }
        if !copierLike.isEmpty, !keys.contains("sections") {
            return ("copier", "copier")
        }
        return nil
    }

    /// Whether a row (or the file) anywhere in the first levels has `rowType`, `tag` with
    /// `rowType`, `selectorOptions` or a section's `footerTitle`.
    private static func usesXLFormKeys(_ node: SourceNode, depth: Int) -> Bool {
        guard depth < 6 else { return false }
        switch node.value {
        case .object(let members):
            if members.contains(where: { ["rowType", "selectorOptions", "footerTitle"].contains($0.key) }) { return true }
            return members.contains { usesXLFormKeys($0.value, depth: depth + 1) }
        case .array(let items):
            return items.prefix(64).contains { usesXLFormKeys($0, depth: depth + 1) }
        default:
            return false
        }
    }
}
