extension FormBuilder {
    /// Parses an expression written in `field` of a form (a check's `that`, a computed
    /// `value`) and checks it as `when`s are checked: it parses, every key it names is asked
    /// among the first `limit` keys (or is `ownKey`), and it is typed.
    func expression(_ node: SourceNode, field: String, pointer: String, askedBefore limit: Int,
                    ownKey: String? = nil) -> Expression? {
        guard let text = node.stringValue else {
            report(.wrongType(key: field, expected: .string, found: node.found), at: node, pointer)
            return nil
        }
        let expression: Expression
        do {
            expression = try Expression.parse(text)
        } catch {
            report(.invalidExpressionSyntax(field: field, error.reason), at: location(ofScalar: error.offset, in: node), pointer)
            return nil
        }
        guard keysAreAsked(expression.keys, field: field, node: node, pointer: pointer, askedBefore: limit, ownKey: ownKey)
        else { return nil }
        var typed = true
        for (offset, problem) in expressionTypes.problems(in: expression) {
            report(.invalidExpression(problem), at: location(ofScalar: offset, in: node), pointer)
            typed = false
        }
        return typed ? expression : nil
    }

    /// Whether every key is asked among the first `limit` keys (or is `ownKey`); reports the
    /// others. A key not declared yet may be asked later or nowhere: that is told once the
    /// whole form is read (``reportUndeclaredExpressionKeys()``).
    private func keysAreAsked(_ keys: [String], field: String, node: SourceNode, pointer: String,
                              askedBefore limit: Int, ownKey: String?) -> Bool {
        var valid = true
        for key in keys where key != ownKey {
            guard let index = keyIndex[key] else {
                undeclaredExpressionKeys.append((field, key, limit, node, pointer, groupPrefixes))
                valid = false
                continue
            }
            if index >= limit {
                report(.expressionLaterKey(field: field, key: key), at: node, pointer)
                valid = false
            }
        }
        return valid
    }

    /// The keys that expressions named before they were declared, now that every key is.
    func reportUndeclaredExpressionKeys() {
        guard !undeclaredExpressionKeys.isEmpty else { return }
        let suggestions = Suggestion.Index(declaredKeys.map(\.key))
        for (field, key, known, node, pointer, groups) in undeclaredExpressionKeys {
            if keyIndex[key] != nil || isDeclared(key, inGroups: groups) {
                report(.expressionLaterKey(field: field, key: key), at: node, pointer)
            } else if let group = innerKeys[key] {
                report(.keyInsideRepeat(key, group: group), at: node, pointer)
            } else {
                report(.expressionUnknownKey(field: field, key: key, suggestion: suggestions.closest(to: key, amongFirst: known)),
                       at: node, pointer)
            }
        }
        undeclaredExpressionKeys = []
    }

    /// The `checks` of a row or section: `[{"that": EXPR, "message": TEXT}]`, each reading
    /// keys asked among the first `limit` (a row's own key included).
    func checks(_ fields: Fields, askedBefore limit: Int, ownKey: String? = nil) -> [Check] {
        guard let node = fields["checks"] else { return [] }
        let pointer = fields.pointer("checks")
        guard case .array(let items) = node.value else {
            report(.wrongType(key: "checks", expected: .checks, found: node.found), at: node, pointer)
            return []
        }
        var checks: [Check] = []
        for (index, item) in items.enumerated() {
            let itemPointer = JSONPointer.appending(index, to: pointer)
            guard case .object = item.value else {
                report(.wrongType(key: "checks", expected: .checks, found: item.found), at: item, itemPointer)
                continue
            }
            let checkFields = self.fields(of: item, at: itemPointer, allowed: ["that", "message"])
            guard let thatNode = checkFields["that"] else {
                report(.missingKey("that"), at: item, itemPointer)
                continue
            }
            guard checkFields["message"] != nil else {
                report(.missingKey("message"), at: item, itemPointer)
                continue
            }
            let message = text(checkFields, "message")
            if let message, let messageNode = checkFields["message"] {
                templates(in: message, node: messageNode, field: "message", pointer: checkFields.pointer("message"),
                          askedBefore: limit, ownKey: ownKey)
            }
            guard let that = expression(thatNode, field: "that", pointer: checkFields.pointer("that"),
                                        askedBefore: limit, ownKey: ownKey), let message else { continue }
            checks.append(Check(that: that, message: message, pointer: itemPointer))
        }
        return checks
    }

    /// Checks the `{{ … }}` templates of a text: each parses and reads only keys asked among
    /// the first `limit` (and `ownKey`, for a check's message).
    func templates(in text: LocalizedText, node: SourceNode, field: String, pointer: String, askedBefore limit: Int,
                   ownKey: String? = nil) {
        guard text.hasTemplates else { return }
        for variant in text.variants where Template.opens(variant.text) {
            // A translation is an object member: its string is where the offsets count from.
            let stringNode = translationNode(of: variant.language, in: node) ?? node
            let template: Template
            do {
                template = try Template.parse(variant.text)
            } catch {
                report(.invalidExpressionSyntax(field: field, error.reason), at: location(ofScalar: error.offset, in: stringNode),
                       pointer)
                continue
            }
            guard keysAreAsked(template.keys, field: field, node: stringNode, pointer: pointer, askedBefore: limit,
                               ownKey: ownKey) else { continue }
            for part in template.parts {
                guard case .expression(let expression) = part else { continue }
                for (offset, problem) in expressionTypes.problems(in: expression) {
                    report(.invalidExpression(problem), at: location(ofScalar: offset, in: stringNode), pointer)
                }
            }
        }
    }

    /// ``templates(in:node:field:pointer:askedBefore:ownKey:)`` for the text of `field`.
    func templates(in text: LocalizedText, field: String, _ fields: Fields, askedBefore limit: Int) {
        guard let node = fields[field] else { return }
        templates(in: text, node: node, field: field, pointer: fields.pointer(field), askedBefore: limit)
    }

    /// The string of the `language` translation of a text written as an object.
    private func translationNode(of language: String, in node: SourceNode) -> SourceNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == language }?.value
    }
}
