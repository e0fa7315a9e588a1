import AskCore

/// Converts a SurveyJS survey (JSON with `pages[].elements[]` or top-level `elements`) into an
/// askform form.
///
/// Each page becomes a section; a `paneldynamic` a repeat section (its own, after the rows
/// before it); a `panel`'s elements are taken into the page, after a note with its title.
/// `visibleIf` becomes `when` and `validators` become rules and checks where the meaning is
/// certain; localized texts (`{"default": …, "de": …}`) become askform translations, the
/// `default` one under the survey's `locale` (else `en`). docs/IMPORT.md, "SurveyJS", has the
/// whole mapping and what is a warning.
///
///     let tree = try JSONReader.parse(bytes)
///     let conversion = SurveyJSConverter.convert(tree)
public enum SurveyJSConverter {
    static let tool = "SurveyJS"
    static let rootKeys = ["title", "description", "pages", "elements", "locale"]

    /// The askform form for the survey `source`, with a warning for each construct not carried
    /// over exactly.
    public static func convert(_ source: SourceNode) -> Conversion {
        let recorder = ConversionRecorder(tool: tool)
        var root: [(String, SourceNode)] = [("askform", .integer(1, at: source.location))]
        guard case .object(let members) = source.value else {
            recorder.fail(.notAnObject(found: source.found), at: source, "")
            return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
        }
        let locale = source[member: "locale"]?.stringValue ?? "en"
        let elements = SurveyElements(recorder: recorder, locale: locale)
        for member in members where !rootKeys.contains(member.key) {
            recorder.unsupported(member.key, SourceNode(member.value.value, at: member.keyLocation ?? member.value.location),
                                 "/" + member.key)
        }
        for key in ["title", "description"] {
            if let node = source[member: key], let text = elements.text(node) { root.append((key, text)) }
        }
        var sections: [SourceNode] = []
        if let pages = source[member: "pages"], pages.isArray {
            for (index, page) in pages.items.enumerated() {
                sections += elements.page(page, at: "/pages/\(index)")
            }
        } else if let list = source[member: "elements"], list.isArray {
            sections += elements.page(source, at: "", keys: ["elements"])
        } else {
            recorder.fail(.missingKey("pages"), at: source, "")
        }
        if sections.isEmpty {
            sections = [.object([("rows", .array([], at: source.location))], at: source.location)]
        }
        root.append(("sections", .array(sections, at: source[member: "pages"]?.location ?? source.location)))
        return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
    }
}
