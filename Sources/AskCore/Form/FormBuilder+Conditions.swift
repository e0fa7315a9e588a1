extension FormBuilder {
    /// Parses the `when` of a row or section and checks that it reads only keys declared
    /// among the first `askedBefore` keys of the form, compared with literals of their type
    /// (`KEY op literal`) or typed by ``ExpressionTypes`` (any other test).
    /// `ownKey` is the key of the row the condition belongs to (`nil` for a section).
    func condition(_ fields: Fields, askedBefore limit: Int, ownKey: String? = nil) -> Condition? {
        guard let node = fields["when"], let text = string(fields, "when") else { return nil }
        let pointer = fields.pointer("when")
        let condition: Condition
        do {
            condition = Condition(try Expression.parseCondition(text))
        } catch {
            report(.invalidCondition(error.reason), at: location(ofScalar: error.offset, in: node), pointer)
            return nil
        }
        var valid = true
        for key in condition.keys {
            if key == ownKey {
                report(.conditionOwnKey(key), at: node, pointer)
                valid = false
                continue
            }
            guard let index = keyIndex[key] else {
                // Asked later, or nowhere: only the rest of the form can tell.
                undeclaredConditionKeys.append((key, limit, node, pointer, groupPrefixes))
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

    /// Where the scalar `offset` into the expression of the JSON string `node` is: past the
    /// string's opening quote, by the offset.
    func location(ofScalar offset: Int, in node: SourceNode) -> SourceLocation? {
        node.location.map { quote in
            SourceLocation(line: quote.line, column: column(ofScalar: offset, inStringAt: quote) ?? quote.column + 1 + offset)
        }
    }

    /// The types of the keys declared so far, for ``ExpressionTypes``.
    var expressionTypes: ExpressionTypes {
        let declared = declaredKeys
        let index = keyIndex
        return ExpressionTypes { key in index[key].map { (declared[$0].shape, declared[$0].options) } }
    }

    /// Reports the keys that `when`s named before they were declared, now that every key is.
    func reportUndeclaredConditionKeys() {
        guard !undeclaredConditionKeys.isEmpty else { return }
        // One index for every look-up: a form full of unknown keys stays linear to check.
        let suggestions = Suggestion.Index(declaredKeys.map(\.key))
        // Option values by the first key declared with them, made once and only when a name
        // is no key: `role == contractor` means the text 'contractor'.
        var optionOwners: [String: Int]?
        for (key, known, node, pointer, groups) in undeclaredConditionKeys {
            if keyIndex[key] != nil || isDeclared(key, inGroups: groups) {
                report(.conditionLaterKey(key), at: node, pointer)
                continue
            }
            if let group = innerKeys[key] {
                report(.keyInsideRepeat(key, group: group), at: node, pointer)
                continue
            }
            let suggestion = suggestions.closest(to: key, amongFirst: known)
            if suggestion == nil {
                if optionOwners == nil {
                    var owners: [String: Int] = [:]
                    for (index, declared) in declaredKeys.enumerated() {
                        for option in declared.options where owners[option.value] == nil { owners[option.value] = index }
                    }
                    optionOwners = owners
                }
                if let owner = optionOwners?[key], owner < known {
                    report(.conditionUnquotedText(key, optionOf: declaredKeys[owner].key), at: node, pointer)
                    continue
                }
            }
            report(.conditionUnknownKey(key, suggestion: suggestion), at: node, pointer)
        }
        undeclaredConditionKeys = []
    }

    /// The column of the scalar `offset` into the text of the JSON string whose opening quote
    /// is at `quote`, with escapes (`\"`, `\u00E9`) counted as written in the file; `nil`
    /// without the file's bytes.
    func column(ofScalar offset: Int, inStringAt quote: SourceLocation) -> Int? {
        guard !source.isEmpty else { return nil }
        // Conditions are read in file order, so the search for the line goes on from the last one.
        if quote.line < lineCursor.line {
            lineCursor = (1, source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        }
        var (line, position) = lineCursor
        while line < quote.line {
            guard let newline = source[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            position = newline + 1
            line += 1
        }
        lineCursor = (line, position)
        func isContinuation(_ offset: Int) -> Bool { offset < source.count && source[offset] & 0xC0 == 0x80 }
        var column = 1
        while column < quote.column, position < source.count {
            position += 1
            while isContinuation(position) { position += 1 }
            column += 1
        }
        guard position < source.count, source[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        column += 1
        var remaining = offset
        while remaining > 0, position < source.count, source[position] != UInt8(ascii: "\"") {
            var width = 1
            if source[position] == UInt8(ascii: "\\") {
                width = 2
                if position + 6 <= source.count, source[position + 1] == UInt8(ascii: "u") {
                    // `\uD83D\uDE00`, a surrogate pair, is one scalar written as twelve characters.
                    let unit = UInt32(String(decoding: source[(position + 2)..<(position + 6)], as: UTF8.self), radix: 16)
                    width = unit.map { (0xD800...0xDBFF).contains($0) } == true ? 12 : 6
                }
                position += width
            } else {
                position += 1
                while isContinuation(position) { position += 1 }
            }
            column += width
            remaining -= 1
        }
        return column
    }

    /// A comparison that can never be true is a typo waiting to happen: report it.
    private func checkLiterals(_ condition: Condition, at node: SourceNode, _ pointer: String) {
        switch condition {
        case .and(let a, let b), .or(let a, let b):
            checkLiterals(a, at: node, pointer)
            checkLiterals(b, at: node, pointer)
        case .not(let inner):
            checkLiterals(inner, at: node, pointer)
        case .expression(let expression):
            // The shapes past `KEY op literal`: typed from the rows, each problem where it is.
            for (offset, problem) in expressionTypes.problems(in: expression, asCondition: true) {
                report(.invalidExpression(problem), at: location(ofScalar: offset, in: node), pointer)
            }
        case .comparison(let key, let op, let literal):
            checkLiteral(literal, key: key, ordering: op != .equal && op != .notEqual, at: node, pointer)
        case .membership(let key, let literals):
            for literal in literals { checkLiteral(literal, key: key, ordering: false, at: node, pointer) }
        case .contains(let key, let literal):
            guard let index = keyIndex[key] else { return }
            let declared = declaredKeys[index]
            guard case .string(let value) = literal else {
                report(.conditionTypeMismatch(key: key, .containsTakesAString(literal)), at: node, pointer)
                return
            }
            if declared.shape == .list {
                checkOption(value, key: key, options: declared.options, at: node, pointer)
            } else if declared.shape != .text || !declared.options.isEmpty {
                report(.conditionTypeMismatch(key: key, .containsNeedsList), at: node, pointer)
            }
        }
    }

    private func checkLiteral(_ literal: Condition.Literal, key: String, ordering: Bool,
                                       at node: SourceNode, _ pointer: String) {
        guard let index = keyIndex[key] else { return }
        let declared = declaredKeys[index]
        if case .null = literal {
            if ordering { report(.conditionTypeMismatch(key: key, .nullByOrder), at: node, pointer) }
            return
        }
        let expected: ConditionMismatch.Comparand
        switch (declared.shape, literal) {
        case (.bool, .bool) where ordering:
            report(.conditionTypeMismatch(key: key, .yesNoByOrder(literal)), at: node, pointer)
            return
        case (.integer, .number), (.number, .number), (.bool, .bool):
            return
        case (.text, .string(let value)) where !declared.options.isEmpty:
            checkOption(value, key: key, options: declared.options, at: node, pointer)
            return
        case (.date, .string(let value)):
            if ISODate(value) == nil {
                report(.conditionTypeMismatch(key: key, .notADate(literal)), at: node, pointer)
            }
            return
        case (.text, .string):
            return
        case (.integer, _), (.number, _): expected = .number
        case (.bool, _): expected = .boolean
        case (.list, _): expected = .contains
        default: expected = .string
        }
        report(.conditionTypeMismatch(key: key, .wrongLiteral(literal, rowType: declared.typeName, compareWith: expected)),
               at: node, pointer)
    }

    private func checkOption(_ value: String, key: String, options: [Option], at node: SourceNode, _ pointer: String) {
        // No options at all has been reported at the row already.
        guard !options.isEmpty, !options.contains(where: { $0.value == value }) else { return }
        let suggestion = Suggestion.closest(to: value, in: options.map(\.value))
        report(.conditionTypeMismatch(key: key, .notAnOption(value, suggestion: suggestion)), at: node, pointer)
    }
}
