/// Names, filters, methods and operators: what ``JinjaTranslator/value(_:)`` dispatches to.
extension JinjaTranslator {
    func variable(_ name: String) throws(JinjaUnsupported) -> Translated {
        if let value = known[name] { return value }
        guard let found = variables[name] else { throw JinjaUnsupported(construct: namespace.map { $0 + "." + name } ?? name) }
        return Translated(text: name, type: found.type)
    }

    mutating func filter(_ name: String, _ subject: JinjaExpression, _ arguments: [JinjaExpression],
                         written: String) throws(JinjaUnsupported) -> Translated {
        let input = try value(subject)
        let texts = try arguments.map { (e: JinjaExpression) throws(JinjaUnsupported) -> Translated in try value(e) }
        switch (name, texts.count) {
        case ("lower", 0), ("upper", 0), ("trim", 0), ("title", 0):
            guard input.type == .text else { throw JinjaUnsupported(construct: written) }
            if name == "title" { approximations.append((written, "title(…)")) }
            return Translated(text: name + "(" + input.text + ")", type: .text)
        case ("trim", 1):
            guard input.type == .text, texts[0].type == .text else { throw JinjaUnsupported(construct: written) }
            return Translated(text: "trim(" + input.text + ", " + texts[0].text + ")", type: .text)
        case ("replace", 2):
            guard input.type == .text, texts.allSatisfy({ $0.type == .text }) else { throw JinjaUnsupported(construct: written) }
            return Translated(text: "replace(" + input.text + ", " + texts[0].text + ", " + texts[1].text + ")", type: .text)
        case ("default", 1), ("d", 1):
            guard let type = Self.join(input.type, texts[0].type) else { throw JinjaUnsupported(construct: written) }
            return Translated(text: "default(" + input.text + ", " + texts[0].text + ")", type: type)
        case ("string", 0) where input.type == .text:
            return input
        default:
            throw JinjaUnsupported(construct: written)
        }
    }

    mutating func method(_ name: String, _ subject: JinjaExpression, _ arguments: [JinjaExpression],
                         written: String) throws(JinjaUnsupported) -> Translated {
        let input = try value(subject)
        guard input.type == .text else { throw JinjaUnsupported(construct: written) }
        let texts = try arguments.map { (e: JinjaExpression) throws(JinjaUnsupported) -> Translated in try value(e) }
        guard texts.allSatisfy({ $0.type == .text }) else { throw JinjaUnsupported(construct: written) }
        switch (name, texts.count) {
        case ("lower", 0), ("upper", 0): return Translated(text: name + "(" + input.text + ")", type: .text)
        case ("title", 0):
            approximations.append((written, "title(…)"))
            return Translated(text: "title(" + input.text + ")", type: .text)
        case ("strip", 0): return Translated(text: "trim(" + input.text + ")", type: .text)
        case ("strip", 1): return Translated(text: "trim(" + input.text + ", " + texts[0].text + ")", type: .text)
        case ("replace", 2): return Translated(text: "replace(" + input.text + ", " + texts[0].text + ", " + texts[1].text + ")", type: .text)
        default: throw JinjaUnsupported(construct: written)
        }
    }

    mutating func binary(_ op: String, _ left: JinjaExpression, _ right: JinjaExpression) throws(JinjaUnsupported) -> Translated {
        let whole = Self.sketch(.binary(op, left, right))
        switch op {
        case "and", "or":
            let a = try value(left)
            let b = try value(right)
            // `name or 'fallback'` in a value: the first when it is not empty.
            if op == "or", !a.isTest, a.type == .text, b.type == .text {
                return Translated(text: "default(" + a.text + ", " + b.text + ")", type: .text)
            }
            let x = try test(left)
            let y = try test(right)
            return Translated(text: x.operand + " " + op + " " + y.operand, type: .bool, isTest: true, isCompound: true)
        case "==", "!=", "<", "<=", ">", ">=":
            let a = try value(left)
            let b = try value(right)
            guard !a.isTest, !b.isTest else { throw JinjaUnsupported(construct: whole) }
            if a.type != .null, b.type != .null, a.type != b.type { throw JinjaUnsupported(construct: whole) }
            if a.type == .list || b.type == .list { throw JinjaUnsupported(construct: whole) }
            if ["<", "<=", ">", ">="].contains(op), a.type != .number || b.type != .number {
                if a.type != .text || b.type != .text { throw JinjaUnsupported(construct: whole) }
            }
            try checkOptions(left, right, whole)
            try checkOptions(right, left, whole)
            return Translated(text: a.operand + " " + op + " " + b.operand, type: .bool, isTest: true, isCompound: true)
        case "in", "not in":
            let a = try value(left)
            let wrapped: Translated
            if case .list(let items) = right {
                guard !items.isEmpty else { throw JinjaUnsupported(construct: whole) }
                var parts: [String] = []
                for item in items {
                    let translated = try value(item)
                    guard translated.type == a.type || translated.type == .null else { throw JinjaUnsupported(construct: whole) }
                    try checkOptions(left, item, whole)
                    parts.append(translated.operand)
                }
                wrapped = Translated(text: a.operand + " in [" + parts.joined(separator: ", ") + "]", type: .bool, isTest: true, isCompound: true)
            } else {
                let b = try value(right)
                guard a.type == .text, b.type == .text || b.type == .list else { throw JinjaUnsupported(construct: whole) }
                if b.type == .list { try checkOptions(right, left, whole) }
                wrapped = Translated(text: b.operand + " contains " + a.operand, type: .bool, isTest: true, isCompound: true)
            }
            return op == "in" ? wrapped : Translated(text: "not " + wrapped.operand, type: .bool, isTest: true, isCompound: true)
        case "~":
            let a = try value(left)
            let b = try value(right)
            guard a.type == .text, b.type == .text else { throw JinjaUnsupported(construct: whole) }
            return Translated(text: a.operand + " + " + b.operand, type: .text, isCompound: true)
        case "+", "-", "*", "/":
            let a = try value(left)
            let b = try value(right)
            guard a.type == .number && b.type == .number || op == "+" && a.type == .text && b.type == .text else {
                throw JinjaUnsupported(construct: whole)
            }
            return Translated(text: a.operand + " " + op + " " + b.operand, type: a.type, isCompound: true)
        default:
            throw JinjaUnsupported(construct: whole)
        }
    }

    /// A string literal compared with a select or multiselect must be one of its values.
    func checkOptions(_ side: JinjaExpression, _ other: JinjaExpression, _ whole: String) throws(JinjaUnsupported) {
        let name: String
        switch side {
        case .name(let found) where namespace == nil: name = found
        case .attribute(.name(let base), let found) where base == namespace: name = found
        default: return
        }
        guard known[name] == nil, let options = variables[name]?.options, case .string(let literal) = other else { return }
        if !options.contains(literal) { throw JinjaUnsupported(construct: whole) }
    }
}
