extension FormBuilder {
    /// Parses the `when` of a row or section and checks that it reads only keys declared
    /// among the first `askedBefore` keys of the form, compared with literals of their type.
    mutating func condition(_ fields: Fields, askedBefore limit: Int) -> Condition? {
        guard let node = fields["when"], let text = string(fields, "when") else { return nil }
        let pointer = fields.pointer("when")
        let condition: Condition
        do {
            condition = try ConditionParser.parse(text)
        } catch {
            // Point into the expression: the string's opening quote, then the offset.
            let location = node.location.map { SourceLocation(line: $0.line, column: $0.column + 1 + error.offset) }
            report(.invalidCondition(error.message), at: location, pointer)
            return nil
        }
        var valid = true
        for key in condition.keys {
            guard let index = keyIndex[key] else {
                let known = declaredKeys.prefix(limit).map(\.key)
                report(.conditionUnknownKey(key, suggestion: Suggestion.closest(to: key, in: known)), at: node, pointer)
                valid = false
                continue
            }
            if index >= limit {
                report(.conditionLaterKey(key), at: node, pointer)
                valid = false
            }
        }
        guard valid else { return nil }
        checkLiterals(condition, at: node, pointer)
        return condition
    }

    /// A comparison that can never be true is a typo waiting to happen: report it.
    private mutating func checkLiterals(_ condition: Condition, at node: SourceNode, _ pointer: String) {
        switch condition {
        case .and(let a, let b), .or(let a, let b):
            checkLiterals(a, at: node, pointer)
            checkLiterals(b, at: node, pointer)
        case .not(let inner):
            checkLiterals(inner, at: node, pointer)
        case .comparison(let key, let op, let literal):
            checkLiteral(literal, key: key, ordering: op != .equal && op != .notEqual, at: node, pointer)
        case .membership(let key, let literals):
            for literal in literals { checkLiteral(literal, key: key, ordering: false, at: node, pointer) }
        case .contains(let key, let literal):
            guard let index = keyIndex[key] else { return }
            let declared = declaredKeys[index]
            guard case .string(let value) = literal else {
                report(.conditionTypeMismatch(key: key, detail: "with \(literal); 'contains' takes a string"), at: node, pointer)
                return
            }
            if declared.type == .multiselect {
                checkOption(value, key: key, options: declared.options, at: node, pointer)
            } else if ![.text, .email, .url, .secret].contains(declared.type) {
                report(.conditionTypeMismatch(key: key, detail: "with 'contains', which needs a multiselect or text row"),
                       at: node, pointer)
            }
        }
    }

    private mutating func checkLiteral(_ literal: Condition.Literal, key: String, ordering: Bool,
                                       at node: SourceNode, _ pointer: String) {
        guard let index = keyIndex[key] else { return }
        let declared = declaredKeys[index]
        if case .null = literal {
            if ordering { report(.conditionTypeMismatch(key: key, detail: "with null by order; use == or !="), at: node, pointer) }
            return
        }
        let expected: String
        switch (declared.type, literal) {
        case (.integer, .number), (.number, .number), (.confirm, .bool):
            return
        case (.select, .string(let value)):
            checkOption(value, key: key, options: declared.options, at: node, pointer)
            return
        case (.date, .string(let value)):
            if ISODate(value) == nil {
                report(.conditionTypeMismatch(key: key, detail: "with \(literal), which is not a YYYY-MM-DD date"), at: node, pointer)
            }
            return
        case (.text, .string), (.email, .string), (.url, .string), (.secret, .string):
            return
        case (.integer, _), (.number, _): expected = "a number"
        case (.confirm, _): expected = "true or false"
        case (.multiselect, _): expected = "'contains' (e.g. \(key) contains 'value')"
        default: expected = "a string"
        }
        report(.conditionTypeMismatch(key: key, detail: "with \(literal), but it holds \(declared.type.rawValue) answers; compare with \(expected)"),
               at: node, pointer)
    }

    private mutating func checkOption(_ value: String, key: String, options: [Option], at node: SourceNode, _ pointer: String) {
        guard !options.contains(where: { $0.value == value }) else { return }
        let hint = Suggestion.closest(to: value, in: options.map(\.value)).map { " (did you mean '\($0)'?)" } ?? ""
        report(.conditionTypeMismatch(key: key, detail: "with '\(value)', which is not one of its option values\(hint)"),
               at: node, pointer)
    }
}
