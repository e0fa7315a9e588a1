import AskCore

/// Converts a GitHub issue form (`.github/ISSUE_TEMPLATE/*.yml`) into an askform form.
///
/// The mapping and its warnings are in docs/IMPORT.md, "GitHub issue forms": `markdown` becomes
/// a note, `input` a text row, `textarea` a multi-line text row (with its `render` language),
/// `dropdown` a select or multiselect, and each `checkboxes` group a section of confirm rows.
/// The issue's own metadata (`title`, `labels`, `assignees`, `projects`, `type`) is not a
/// question and is left out with a warning.
///
///     let tree = try YAMLReader.parse(bytes)
///     let conversion = GitHubIssueFormConverter.convert(tree)
///     let outcome = FormLoader().load(conversion.form)
public enum GitHubIssueFormConverter {
    static let tool = "GitHub issue forms"

    /// The askform form for the issue form `source`, with a warning for each construct not
    /// carried over exactly.
    public static func convert(_ source: SourceNode) -> Conversion {
        let recorder = ConversionRecorder(tool: tool)
        var root: [(String, SourceNode)] = [("askform", .integer(1, at: source.location))]
        guard case .object(let members) = source.value else {
            recorder.fail(.notAnObject(found: source.found), at: source, "")
            return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
        }
        var body: SourceNode?
        for member in members {
            let pointer = "/" + member.key
            switch member.key {
            case "name": root.append(("title", .string(issueText(member.value.scalarText ?? ""), at: member.value.location)))
            case "description":
                root.append(("description", .string(issueText(member.value.scalarText ?? ""), at: member.value.location)))
            case "body": body = member.value
            default:
                // `title`, `labels`, `assignees`, `projects`, `type` describe the issue, not a question.
                recorder.unsupported(member.key, SourceNode(member.value.value, at: member.keyLocation ?? member.value.location),
                                     pointer)
            }
        }
        guard let body, body.isArray else {
            recorder.fail(.missingKey("body"), at: source, "")
            return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
        }
        var converter = IssueFormBody(recorder: recorder)
        for (index, element) in body.items.enumerated() {
            converter.element(element, at: "/body/\(index)")
        }
        root.append(("sections", .array(converter.finishedSections(at: body.location), at: body.location)))
        return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
    }
}
