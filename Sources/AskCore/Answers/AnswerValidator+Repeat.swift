/// Repeat groups in answers documents: arrays of item objects (docs/FORMAT.md, "Repeat groups").
extension AnswerValidator {
    /// What an answers document's groups hold: the form laid out with its items, the add
    /// questions' answers that give those items to a walk, the number of items each group's
    /// array has (with where it is), and what breaks `min` and `max`.
    struct DocumentItems {
        var layout: FormLayout
        var adds: [(key: String, value: AnswerValue)] = []
        var arrays: [String: (count: Int, node: SourceNode, pointer: String)] = [:]
        /// The number of items each group is laid out with.
        var counts: [String: Int] = [:]
        var issues: [AnswerIssue] = []
    }

    /// Reads the groups of `template` in `document`. With `closing`, a group with fewer items
    /// than its `max` says no to the next add question (a finished answers file); a draft's
    /// groups leave it open.
    static func items(in document: SourceNode, template: Form, closing: Bool) -> DocumentItems {
        var counts: [String: Int] = [:]
        var read = DocumentItems(layout: FormLayout(form: Form(sections: [])))
        func visit(_ sections: [Section], _ node: SourceNode?, _ scope: ItemScope, pointer: String) {
            for section in sections {
                guard let key = section.key, let rule = section.repeatRule else {
                    visit(section.sections, node, scope, pointer: pointer)
                    continue
                }
                let path = scope.qualify(key)
                let memberPointer = JSONPointer.appending(key, to: pointer)
                var elements: [SourceNode] = []
                if case .object(let members)? = node?.value, let member = members.first(where: { $0.key == key })?.value,
                   case .array(let found) = member.value {
                    elements = found
                    read.arrays[path] = (found.count, member, memberPointer)
                    let shown = path
                    if rule.count == nil, found.count < rule.min {
                        read.issues.append(AnswerIssue(key: shown, problem: .tooFewItems(count: found.count, minimum: rule.min),
                                                       location: member.location, pointer: memberPointer))
                    } else if found.count > rule.highest {
                        read.issues.append(AnswerIssue(key: shown, problem: .tooManyItems(count: found.count, maximum: rule.highest),
                                                       location: member.location, pointer: memberPointer))
                    }
                }
                let given = Swift.min(elements.count, rule.highest)
                if rule.count == nil {
                    if given > rule.min {
                        for item in (rule.min + 1)...given { read.adds.append((RepeatExpansion.addKey(path, item: item), .bool(true))) }
                    }
                    if closing, given >= rule.min, given < rule.highest {
                        read.adds.append((RepeatExpansion.addKey(path, item: given + 1), .bool(false)))
                    }
                }
                let items = Swift.max(given, rule.count == nil ? rule.min : 0)
                counts[path] = items
                guard items > 0 else { continue }
                let keys = RepeatExpansion.declaredKeys(of: section)
                for item in 1...items {
                    visit(section.sections, item <= elements.count ? elements[item - 1] : nil,
                          scope.entering(path + "." + String(item), keys: keys, index: item),
                          pointer: JSONPointer.appending(item - 1, to: memberPointer))
                }
            }
        }
        visit(template.sections, document, ItemScope(), pointer: "")
        read.layout = FormLayout(form: RepeatExpansion.expand(template) { path, _, _ in counts[path] ?? 0 }, template: template)
        read.counts = counts
        for index in read.issues.indices { read.issues[index].key = read.layout.shownKey(read.issues[index].key) }
        return read
    }
}

extension FormLayout {
    /// The JSON pointer of `key` in an answers document: dots nest, and a repeat item's
    /// number is its 0-based index (`travellers.2.age` is `/travellers/1/age`).
    public func pointer(of key: String) -> String {
        var pointer = ""
        var path = ""
        var afterGroup = false
        for part in key.split(separator: ".") {
            path += path.isEmpty ? String(part) : "." + part
            if afterGroup, let number = Int(part) {
                pointer = JSONPointer.appending(number - 1, to: pointer)
            } else {
                pointer = JSONPointer.appending(String(part), to: pointer)
            }
            afterGroup = groupPaths.contains(path)
        }
        return pointer
    }
}
