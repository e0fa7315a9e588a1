import AskCore

/// Converts a property list in XLForm's descriptor vocabulary into an askform form.
///
/// The list is a dictionary with `title` and `sections` (or an array of sections); a section
/// has `title`, `footerTitle` and `rows`; a row descriptor `tag` (the key), `rowType` (an
/// `XLFormRowDescriptorType…` name such as `selectorPush` or `booleanSwitch`), `title`,
/// `required`, `selectorOptions`, `value` (the default), `noValueDisplayText` (the
/// placeholder), `hidden` (a predicate, as `when`) and `cellConfig`/`cellConfigAtConfigure`
/// (bounds of steppers and sliders). docs/IMPORT.md, "XLForm", has the whole mapping.
///
///     let tree = try PropertyListReader.parse(bytes)
///     let conversion = XLFormConverter.convert(tree)
public enum XLFormConverter {
    static let tool = "XLForm"

    /// The askform form for the descriptors in `source`, with a warning for each construct not
    /// carried over exactly.
    public static func convert(_ source: SourceNode) -> Conversion {
        let recorder = ConversionRecorder(tool: tool)
        let rows = XLFormRows(recorder: recorder)
        var root: [(String, SourceNode)] = [("askform", .integer(1, at: source.location))]
        var sectionList: SourceNode?
        var pointer = "/sections"
        switch source.value {
        case .array:
            sectionList = source
            pointer = ""
        case .object(let members):
            for member in members {
                switch member.key {
                case "title", "description":
                    if let text = member.value.scalarText { root.append((member.key, .string(literalText(text), at: member.value.location))) }
                case "sections": sectionList = member.value
                default: recorder.unsupported(member.key, SourceNode(member.value.value, at: member.keyLocation ?? member.value.location),
                                              "/" + member.key)
                }
            }
        default:
            recorder.fail(.notAnObject(found: source.found), at: source, "")
            return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
        }
        guard let sectionList, sectionList.isArray else {
            recorder.fail(.missingKey("sections"), at: source, "")
            return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
        }
        var sections: [SourceNode] = []
        for (index, section) in sectionList.items.enumerated() {
            if let converted = rows.section(section, at: pointer + "/\(index)") { sections.append(converted) }
        }
        root.append(("sections", .array(sections, at: sectionList.location)))
        return Conversion(form: .object(root, at: source.location), diagnostics: recorder.sorted)
    }
}
