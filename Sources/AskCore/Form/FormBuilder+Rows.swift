extension FormBuilder {
    static let commonRowKeys = ["key", "type", "title", "help", "required", "default", "when", "placeholder", "checks"]
    static let noteKeys = ["type", "title", "help", "when"]
    static let computedKeys = ["type", "key", "value", "title", "when"]
    static let unitKeys = ["key", "title", "options", "default"]

    func row(from node: SourceNode, at pointer: String) -> Row? {
        guard case .object(let members) = node.value else {
            report(.wrongType(key: "row", expected: .object, found: node.found), at: node, pointer)
            return nil
        }
        // The type decides which keys are allowed, so it is read first.
        let everyKey = Self.commonRowKeys + BuiltInKinds.allKeys
        guard let typeNode = members.first(where: { $0.key == "type" })?.value else {
            _ = fields(of: node, at: pointer, allowed: everyKey)
            report(.missingKey("type"), at: node, pointer)
            return nil
        }
        let typeName = typeNode.stringValue
        if typeName == "computed" { return computedRow(from: node, at: pointer, everyKey: everyKey) }
        let definition = typeName.flatMap(kinds.definition(named:))
        guard typeName == "note" || definition != nil else {
            _ = fields(of: node, at: pointer, allowed: everyKey)
            let typePointer = JSONPointer.appending("type", to: pointer)
            if let typeName {
                let known = kinds.typeNames
                report(.unknownRowType(typeName, suggestion: Suggestion.closest(to: typeName, in: known), known: known),
                       at: typeNode, typePointer)
            } else {
                report(.wrongType(key: "type", expected: .rowTypeName, found: typeNode.found), at: typeNode, typePointer)
            }
            return nil
        }
        let fields = self.fields(of: node, at: pointer, allowed: definition.map { Self.commonRowKeys + $0.keys } ?? Self.noteKeys) { key in
            everyKey.contains(key) ? .keyNotForType(key: key, type: typeName ?? "") : nil
        }

        let title = text(fields, "title")
        let help = text(fields, "help")
        let placeholder = text(fields, "placeholder")
        let asked = declaredKeys.count
        if let title, title.hasTemplates { templates(in: title, field: "title", fields, askedBefore: asked) }
        if let help, help.hasTemplates { templates(in: help, field: "help", fields, askedBefore: asked) }
        if let placeholder, placeholder.hasTemplates { templates(in: placeholder, field: "placeholder", fields, askedBefore: asked) }
        let when = condition(fields, askedBefore: asked, ownKey: members.first { $0.key == "key" }?.value.stringValue)

        guard let definition else {
            if title == nil && fields["title"] == nil { report(.missingKey("title"), at: node, pointer) }
            return Row(note: title ?? "", help: help, when: when, pointer: pointer)
        }

        let key = rowKey(fields, node: node, pointer: pointer)
        let isRequired = bool(fields, "required") ?? false
        let kind = definition.make(RowKindReader(builder: self, fields: fields))
        // Declared even when its rules are broken, so a later `when` naming it is not "unknown".
        if let key {
            declare(key, typeName: definition.typeName, shape: kind?.shape ?? .text, options: kind?.options ?? [],
                    node: fields["key"] ?? node, pointer: .init(pointer, "/key"))
        }
        guard let kind, let key else { return nil }
        if let unit = kind.unit, let unitNode = fields["unit"] {
            declare(unit.key, typeName: "select", shape: .text, options: unit.options,
                    node: rawFields(of: unitNode)["key"] ?? unitNode, pointer: .init(pointer, "/unit/key"))
        }
        if kind.hidesAnswer { hasSecretRow = true }

        var row = Row(key: key, kind: kind, title: title, help: help, placeholder: placeholder,
                      isRequired: isRequired, when: when, pointer: pointer)
        row.defaultValue = defaultValue(fields, for: row, askedBefore: asked)
        row.checks = checks(fields, askedBefore: declaredKeys.count, ownKey: key)
        return row
    }

    /// A `computed` row: `key`, `value` (an expression over keys asked before it), and
    /// optionally `title` (for the review) and `when`. Its shape is the value's type.
    private func computedRow(from node: SourceNode, at pointer: String, everyKey: [String]) -> Row? {
        let fields = self.fields(of: node, at: pointer, allowed: Self.computedKeys) { key in
            everyKey.contains(key) ? .keyNotForType(key: key, type: "computed") : nil
        }
        let title = text(fields, "title")
        let asked = declaredKeys.count
        let key = rowKey(fields, node: node, pointer: pointer)
        let when = condition(fields, askedBefore: asked, ownKey: key)
        guard let valueNode = fields["value"] else {
            report(.missingKey("value"), at: node, pointer)
            if let key { declare(key, typeName: "computed", shape: .text, options: [], node: fields["key"] ?? node,
                                 pointer: .init(pointer, "/key")) }
            return nil
        }
        let value = expression(valueNode, field: "value", pointer: fields.pointer("value"), askedBefore: asked)
        let shape = value.map { Self.shape(of: expressionTypes.type(of: $0)) } ?? .text
        guard let key else { return nil }
        declare(key, typeName: "computed", shape: shape, options: [], node: fields["key"] ?? node, pointer: .init(pointer, "/key"))
        guard let value else { return nil }
        return Row(key: key, computed: value, shape: shape, title: title, when: when, pointer: pointer)
    }

    /// The shape answers of an expression's type have.
    static func shape(of type: ExpressionType) -> AnswerShape {
        switch type {
        case .number: return .number
        case .bool: return .bool
        case .list: return .list
        case .text, .null, .any: return .text
        }
    }

    /// The row's `key`: present, well formed and not used before.
    private func rowKey(_ fields: Fields, node: SourceNode, pointer: String) -> String? {
        guard let keyNode = fields["key"] else {
            report(.missingKey("key"), at: node, pointer)
            return nil
        }
        guard let key = string(fields, "key") else { return nil }
        guard RowKeySyntax.isValid(key) else {
            report(.invalidRowKey(key), at: keyNode, fields.pointer("key"))
            return nil
        }
        return key
    }

    /// Records an asked key; a second use is reported where it is written.
    func declare(_ key: String, typeName: String, shape: AnswerShape, options: [Option], node: SourceNode,
                 pointer: DeferredPointer) {
        let name = repeatScopes.last.map { $0.prefix + "." + key } ?? key
        if let first = keyIndex[name] {
            let earlier = declaredKeys[first]
            let place = earlier.node.location.map { "\($0.line):\($0.column)" } ?? earlier.pointer.text
            report(.duplicateRowKey(key, first: place), at: node, pointer.text)
            return
        }
        keyIndex[name] = declaredKeys.count
        if !repeatScopes.isEmpty {
            // Inside the group the key reads as written, before any form key of that name.
            repeatScopes[repeatScopes.count - 1].shadowed.append((key, keyIndex[key]))
            keyIndex[key] = declaredKeys.count
            innerKeys[key] = repeatScopes[repeatScopes.count - 1].group
        }
        declaredKeys.append(DeclaredKey(key: name, typeName: typeName, shape: shape, options: options, node: node, pointer: pointer))
        if case .reserved(_, let variable)? = EnvironmentNaming().problem(forKey: key) {
            report(.keyBecomesReservedVariable(key: key, variable: variable), at: node, pointer.text, severity: .warning)
        }
    }

    /// `a` and `a.b` cannot both be written: `a` would have to be a value and an object.
    func checkNesting() {
        for declared in declaredKeys where declared.key.utf8.contains(UInt8(ascii: ".")) {
            let (key, node, pointer) = (declared.key, declared.node, declared.pointer)
            var prefix = Substring(key)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if keyIndex[String(prefix)] != nil {
                    report(.nestingConflict(key, with: String(prefix)), at: node, pointer.text)
                    break
                }
            }
        }
    }

    // MARK: Type-specific rules

    func textRules(_ fields: Fields) -> TextRules? {
        let length = Bounds(min: count(fields, "minLength"), max: count(fields, "maxLength"))
        checkOrder(length, fields, "minLength", "maxLength")
        var pattern: Pattern?
        if let node = fields["pattern"], let source = string(fields, "pattern") {
            do {
                pattern = try Pattern(source)
            } catch {
                report(.invalidPattern(error), at: node, fields.pointer("pattern"))
            }
        }
        return TextRules(length: length, pattern: pattern, patternMessage: text(fields, "patternMessage"))
    }

    /// A non-negative whole number (lengths and selection counts).
    func count(_ fields: Fields, _ key: String) -> Int? {
        guard let node = fields[key], let value = integer(fields, key) else { return nil }
        guard value >= 0 else {
            report(.negativeBound(key: key, value: value), at: node, fields.pointer(key))
            return nil
        }
        return value
    }

    func date(_ fields: Fields, _ key: String) -> ISODate? {
        guard let node = fields[key], let text = string(fields, key) else { return nil }
        guard let date = ISODate(text) else {
            report(.invalidDate(key: key, value: text), at: node, fields.pointer(key))
            return nil
        }
        return date
    }

    /// Reports `min > max` at the lower bound, the one that is out of place.
    func checkOrder<T>(_ bounds: Bounds<T>, _ fields: Fields, _ minKey: String, _ maxKey: String) {
        guard let low = bounds.min, let high = bounds.max, low > high, let node = fields[minKey] else { return }
        report(.boundsInverted(minKey: minKey, min: Self.show(low), maxKey: maxKey, max: Self.show(high)),
               at: node, fields.pointer(minKey))
    }

    private static func show<T>(_ value: T) -> String {
        if let double = value as? Double { return AnswerValue.number(double).plainText }
        return String(describing: value)
    }

    // MARK: Options and units

    /// The options of a select, multiselect (`separated`: its answers list several) or unit.
    func options(_ fields: Fields, separated: Bool) -> [Option]? {
        guard let node = fields["options"] else {
            report(.missingKey("options"), at: fields.node, fields.basePointer)
            return nil
        }
        let pointer = fields.pointer("options")
        guard case .array(let items) = node.value else {
            report(.wrongType(key: "options", expected: .options, found: node.found), at: node, pointer)
            return nil
        }
        guard !items.isEmpty else {
            report(.noOptions, at: node, pointer)
            return nil
        }
        if optionCount + items.count > limits.maxOptions {
            if !reportedOptionLimit { report(.tooManyOptions(limit: limits.maxOptions), at: node, pointer) }
            reportedOptionLimit = true
            return nil
        }
        optionCount += items.count
        var options: [Option] = []
        options.reserveCapacity(items.count)
        /// The item each option came from, for options whose labels are checked below.
        var labelled: [(option: Int, item: Int)] = []
        var numeric = false
        // Repeats are found without hashing: by search in a short list, and in a long one
        // while the values come in increasing byte order (as generated lists do); the first
        // value out of order switches a long list to a set.
        var seen: Set<String>?
        for (index, item) in items.enumerated() {
            // Pointers are built only for problems: a form may hold a million options.
            guard let option = option(from: item, at: pointer, index) else { continue }
            var repeated = false
            if items.count <= 16 {
                repeated = options.contains { $0.value == option.value }
            } else {
                if seen == nil, let last = options.last, UTF8Order.compare(last.value, option.value) >= 0 {
                    seen = Set(options.map(\.value))
                }
                repeated = seen?.insert(option.value).inserted == false
            }
            if repeated {
                report(.duplicateOptionValue(option.value), at: item, JSONPointer.appending(index, to: pointer))
                continue
            }
            // A typed list is split at its separators, so such a value could never be chosen.
            if separated, option.value.contains(where: FullWidth.isListSeparator) {
                report(.optionValueHasSeparator(option.value), at: item, JSONPointer.appending(index, to: pointer))
            }
            if option.label != nil { labelled.append((options.count, index)) }
            if !numeric { numeric = AnswerParser.isWholeNumber(option.value) }
            options.append(option)
        }
        if items.count == 1 { report(.singleOption, at: node, pointer, severity: .warning) }
        // Numbers that are values but not positions: a person's `2` may mean option 2.
        if numeric, options.enumerated().contains(where: { $0.element.value != String($0.offset + 1) }) {
            report(.numericOptionValues, at: node, pointer, severity: .warning)
        }
        if !labelled.isEmpty { checkLabels(options, labelled, items: items, at: pointer) }
        return options
    }

    /// A label that is another option's value (ignoring case) chooses that other option when
    /// typed, since values are matched before labels: the person who types what they see
    /// would get an option they did not see.
    private func checkLabels(_ options: [Option], _ labelled: [(option: Int, item: Int)],
                                      items: [SourceNode], at pointer: String) {
        var values: [String: Int] = [:]
        for (index, option) in options.enumerated() where values[option.value.lowercased()] == nil {
            values[option.value.lowercased()] = index
        }
        for (index, item) in labelled {
            for variant in options[index].label?.variants ?? [] {
                guard let other = values[variant.text.lowercased()], other != index else { continue }
                report(.labelIsAnotherValue(label: variant.text, value: options[other].value), at: items[item],
                       JSONPointer.appending("label", to: JSONPointer.appending(item, to: pointer)))
                break
            }
        }
    }

    private func option(from node: SourceNode, at listPointer: String, _ index: Int) -> Option? {
        switch node.value {
        case .string(let value):
            if value.isEmpty {
                report(.emptyText(key: "value"), at: node, JSONPointer.appending(index, to: listPointer))
                return nil
            }
            return Option(value: value)
        case .object:
            let pointer = JSONPointer.appending(index, to: listPointer)
            let fields = self.fields(of: node, at: pointer, allowed: ["value", "label"])
            guard let valueNode = fields["value"] else {
                report(.missingKey("value"), at: node, pointer)
                return nil
            }
            guard let value = string(fields, "value") else { return nil }
            if value.isEmpty {
                report(.emptyText(key: "value"), at: valueNode, fields.pointer("value"))
                return nil
            }
            return Option(value: value, label: text(fields, "label"))
        default:
            report(.wrongType(key: "option", expected: .option, found: node.found), at: node, JSONPointer.appending(index, to: listPointer))
            return nil
        }
    }

    func unit(_ fields: Fields) -> Unit? {
        guard let node = fields["unit"] else { return nil }
        let pointer = fields.pointer("unit")
        guard case .object = node.value else {
            report(.wrongType(key: "unit", expected: .unit, found: node.found),
                   at: node, pointer)
            return nil
        }
        let unitFields = self.fields(of: node, at: pointer, allowed: Self.unitKeys)
        let key = rowKey(unitFields, node: node, pointer: pointer)
        let title = text(unitFields, "title")
        guard let options = options(unitFields, separated: false), let key else { return nil }
        var defaultValue: String?
        if let defaultNode = unitFields["default"], let value = string(unitFields, "default") {
            if options.contains(where: { $0.value == value }) {
                defaultValue = value
            } else {
                report(.invalidDefault(AnswerProblem.notAnOption(value, options: options)),
                       at: defaultNode, unitFields.pointer("default"))
            }
        }
        return Unit(key: key, title: title, options: options, defaultValue: defaultValue)
    }

    // MARK: Defaults

    private func defaultValue(_ fields: Fields, for row: Row, askedBefore limit: Int) -> RowDefault? {
        guard let node = fields["default"] else { return nil }
        if case .null = node.value { return nil }
        let pointer = fields.pointer("default")
        // `{{ … }}`: computed when the row is reached; one that breaks the row's rules is
        // offered nowhere (docs/FORMAT.md, "Defaults"), so it is not judged here.
        if let text = node.stringValue, Template.opens(text), !row.kind.hidesAnswer {
            templates(in: LocalizedText(text), node: node, field: "default", pointer: pointer, askedBefore: limit)
            guard let template = try? Template.parse(text), !template.isPlain else { return nil }
            return .template(template)
        }
        if let text = node.stringValue, text.contains("${") {
            switch EnvironmentReference.split(text) {
            case .success(let parts):
                if parts.count == 1, case .variable(let name) = parts[0] { return .environment(name) }
                report(.environmentDefaultNotWhole(text), at: node, pointer)
            case .failure(let problem):
                report(problem, at: node, pointer)
            }
            return nil
        }
        if row.kind.hidesAnswer {
            report(.secretDefault, at: node, pointer)
            return nil
        }
        switch AnswerRules.value(from: node, for: row, ignoringRequired: true) {
        case .success(let value): return .value(value)
        case .failure(let problem):
            report(.invalidDefault(problem), at: node, pointer)
            return nil
        }
    }
}

/// The syntax of row keys: parts of letters, digits, `_` and `-` (not starting with a digit
/// or `-`), joined by single dots.
enum RowKeySyntax {
    /// True when `key` is a valid row key (docs/FORMAT.md, "Keys").
    static func isValid(_ key: String) -> Bool {
        var atPartStart = true
        for byte in key.utf8 {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if atPartStart {
                guard isLetter || byte == UInt8(ascii: "_") else { return false }
                atPartStart = false
            } else if byte == UInt8(ascii: ".") {
                atPartStart = true
            } else if !(isLetter || isDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")) {
                return false
            }
        }
        return !atPartStart
    }
}
