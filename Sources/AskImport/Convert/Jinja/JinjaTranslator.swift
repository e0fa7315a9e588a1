import AskCore

/// Rewrites Jinja (copier's and cookiecutter's templates) as askform expressions, where the
/// meaning is certain: variables, the filters `lower upper title trim replace default`, the
/// string methods `.lower() .upper() .title() .strip() .replace()`, `a if c else b`,
/// `{% if %}` blocks inside a value, comparisons, `in`, `and or not`, `~`, arithmetic.
/// Anything else throws ``JinjaUnsupported`` naming the construct, and the caller warns.
struct JinjaTranslator {
    /// What askform knows about a value an expression reads.
    enum ValueType: Equatable { case text, bool, number, list, null }

    /// A question asked before, as the expression may read it.
    struct Variable {
        var type: ValueType
        /// The option values of a select or multiselect, so a literal that is none of them
        /// (which askform's loader refuses) is not written.
        var options: [String]?
    }

    /// The translated expression: askform text, its type, and whether it is already a test.
    struct Translated {
        var text: String
        var type: ValueType?
        var isTest = false
        /// Whether `text` must be parenthesised to be an operand.
        var isCompound = false

        var operand: String { isCompound ? "(" + text + ")" : text }
    }

    /// The questions asked so far, by name.
    var variables: [String: Variable] = [:]
    /// Values known when the form is converted, read in place of a name: copier's
    /// `when: false` questions, cookiecutter's private variables.
    var known: [String: Translated] = [:]
    /// cookiecutter's `cookiecutter.` before every name; nil for copier's bare names.
    var namespace: String?
    /// Translations whose meaning is close but not exact (`title`), for the caller to warn.
    var approximations: [(construct: String, becomes: String)] = []

    // MARK: Whole values

    /// A `when`: the template must be one `{{ test }}`.
    mutating func condition(_ template: String) throws(JinjaUnsupported) -> String {
        let pieces = try JinjaTemplate.parse(template)
        let meaningful = pieces.filter { if case .text(let t) = $0 { return !t.trimmingSpaces.isEmpty } else { return true } }
        guard meaningful.count == 1, case .output(let expression) = meaningful[0] else {
            throw JinjaUnsupported(construct: template)
        }
        return try test(expression).text
    }

    /// A text (default, help, placeholder, message) as an askform template.
    mutating func text(_ template: String) throws(JinjaUnsupported) -> String {
        var output = ""
        for piece in try JinjaTemplate.parse(template) {
            switch piece {
            case .text(let literal): output += Self.literalTemplateText(literal)
            case .output(let expression):
                for part in concatenated(expression) {
                    if case .string(let literal) = part {
                        output += Self.literalTemplateText(literal)
                        continue
                    }
                    let translated = try value(part)
                    guard translated.type == .text || translated.type == .number || translated.type == .null else {
                        throw JinjaUnsupported(construct: "{{ \(Self.sketch(part)) }}")
                    }
                    output += "{{ " + translated.text + " }}"
                }
            case .conditional:
                output += "{{ " + (try textExpression([piece])) + " }}"
            }
        }
        return output
    }

    /// A default of a confirm, integer or number row: one `{{ expression }}` of that type.
    mutating func typedDefault(_ template: String, type: ValueType) throws(JinjaUnsupported) -> String {
        let pieces = try JinjaTemplate.parse(template)
        guard pieces.count == 1, case .output(let expression) = pieces[0] else { throw JinjaUnsupported(construct: template) }
        let translated = try value(expression)
        guard translated.type == type else { throw JinjaUnsupported(construct: template) }
        return "{{ " + translated.text + " }}"
    }

    /// A validator `{% if failing %}message{% endif %}` as a check: what must hold, and the message.
    mutating func check(_ template: String) throws(JinjaUnsupported) -> (that: String, message: String) {
        let pieces = try JinjaTemplate.parse(template).filter {
            if case .text(let t) = $0 { return !t.trimmingSpaces.isEmpty } else { return true }
        }
        guard pieces.count == 1, case .conditional(let branches, let otherwise) = pieces[0], branches.count == 1,
              otherwise.allSatisfy({ if case .text(let t) = $0 { return t.trimmingSpaces.isEmpty } else { return false } }) else {
            throw JinjaUnsupported(construct: template)
        }
        let failing = try test(branches[0].0)
        var message = ""
        let body = branches[0].1
        for (index, piece) in body.enumerated() {
            switch piece {
            case .text(var literal):
                // The message is shown trimmed, as copier strips a validator's output.
                if index == 0 { literal = String(literal.unicodeScalars.drop { $0.properties.isWhitespace }) }
                if index == body.count - 1 { literal = literal.trimmingSpaces.isEmpty ? "" : Self.trailingTrimmed(literal) }
                message += Self.literalTemplateText(literal)
            case .output(let expression):
                let translated = try value(expression)
                guard translated.type == .text || translated.type == .number else { throw JinjaUnsupported(construct: template) }
                message += "{{ " + translated.text + " }}"
            case .conditional: throw JinjaUnsupported(construct: template)
            }
        }
        return ("not " + failing.operand, message)
    }

    // MARK: Expressions

    /// `a ~ b ~ c` as its parts, so each is written by a template part of its own.
    private func concatenated(_ expression: JinjaExpression) -> [JinjaExpression] {
        if case .binary("~", let left, let right) = expression { return concatenated(left) + concatenated(right) }
        return [expression]
    }

    /// `expression` where a test is wanted: Jinja's truth of a value, made explicit.
    mutating func test(_ expression: JinjaExpression) throws(JinjaUnsupported) -> Translated {
        let translated = try value(expression)
        if translated.isTest { return translated }
        let operand = translated.operand
        switch translated.type {
        case .bool: return Translated(text: operand + " == true", type: .bool, isTest: true, isCompound: true)
        // An empty answer is null in askform, so "not null" is Jinja's "not empty".
        case .text: return Translated(text: operand + " != null", type: .bool, isTest: true, isCompound: true)
        case .number: return Translated(text: operand + " != null and " + operand + " != 0", type: .bool, isTest: true, isCompound: true)
        case .list: return Translated(text: "count(" + translated.text + ") > 0", type: .bool, isTest: true, isCompound: true)
        case .null, nil: throw JinjaUnsupported(construct: Self.sketch(expression))
        }
    }

    mutating func value(_ expression: JinjaExpression) throws(JinjaUnsupported) -> Translated {
        switch expression {
        case .name(let name):
            if namespace != nil { throw JinjaUnsupported(construct: name) }
            return try variable(name)
        case .attribute(.name(let base), let name) where base == namespace:
            return try variable(name)
        case .string(let text): return Translated(text: Self.quoted(text), type: .text)
        case .number(let text):
            guard let _ = Double(text), !text.contains("_"), text.first != ".", text.last != "." else { throw JinjaUnsupported(construct: text) }
            return Translated(text: text, type: .number)
        case .bool(let flag): return Translated(text: flag ? "true" : "false", type: .bool)
        case .none: return Translated(text: "null", type: .null)
        case .filter(let subject, let name, let arguments, let keywords, let written):
            guard keywords.isEmpty else { throw JinjaUnsupported(construct: written) }
            return try filter(name, subject, arguments, written: written)
        case .call(.attribute(let subject, let name), let arguments, let keywords, let written):
            guard keywords.isEmpty else { throw JinjaUnsupported(construct: written) }
            return try method(name, subject, arguments, written: written)
        case .unary("not", let operand):
            let inner = try test(operand)
            return Translated(text: "not " + inner.operand, type: .bool, isTest: true, isCompound: true)
        case .unary(let op, let operand):
            let inner = try value(operand)
            guard inner.type == .number else { throw JinjaUnsupported(construct: op + Self.sketch(operand)) }
            return op == "-" ? Translated(text: "-" + inner.operand, type: .number, isCompound: true) : inner
        case .binary(let op, let left, let right):
            return try binary(op, left, right)
        case .conditional(let then, let condition, let otherwise):
            let tested = try test(condition)
            let a = try value(then)
            let b = try otherwise.map { (e: JinjaExpression) throws(JinjaUnsupported) -> Translated in try value(e) }
                ?? Translated(text: a.type == .text ? "''" : "null", type: a.type == .text ? .text : .null)
            guard let type = Self.join(a.type, b.type) else { throw JinjaUnsupported(construct: Self.sketch(expression)) }
            return Translated(text: "if(" + tested.text + ", " + a.text + ", " + b.text + ")", type: type)
        case .attribute(_, let name): throw JinjaUnsupported(construct: "." + name)
        case .item(_, let written), .call(_, _, _, let written), .test(let written), .unsupported(let written):
            throw JinjaUnsupported(construct: written)
        case .list: throw JinjaUnsupported(construct: Self.sketch(expression))
        }
    }

    private func variable(_ name: String) throws(JinjaUnsupported) -> Translated {
        if let value = known[name] { return value }
        guard let found = variables[name] else { throw JinjaUnsupported(construct: namespace.map { $0 + "." + name } ?? name) }
        return Translated(text: name, type: found.type)
    }

    private mutating func filter(_ name: String, _ subject: JinjaExpression, _ arguments: [JinjaExpression],
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

    private mutating func method(_ name: String, _ subject: JinjaExpression, _ arguments: [JinjaExpression],
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

    private mutating func binary(_ op: String, _ left: JinjaExpression, _ right: JinjaExpression) throws(JinjaUnsupported) -> Translated {
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
    private func checkOptions(_ side: JinjaExpression, _ other: JinjaExpression, _ whole: String) throws(JinjaUnsupported) {
        let name: String
        switch side {
        case .name(let found) where namespace == nil: name = found
        case .attribute(.name(let base), let found) where base == namespace: name = found
        default: return
        }
        guard known[name] == nil, let options = variables[name]?.options, case .string(let literal) = other else { return }
        if !options.contains(literal) { throw JinjaUnsupported(construct: whole) }
    }

    /// The text expression of template pieces: literals and text parts joined by `+`,
    /// `{% if %}` blocks as `if(…)`.
    mutating func textExpression(_ pieces: [JinjaPiece]) throws(JinjaUnsupported) -> String {
        var parts: [String] = []
        for piece in pieces {
            switch piece {
            case .text(let literal): parts.append(Self.quoted(literal))
            case .output(let expression):
                let translated = try value(expression)
                guard translated.type == .text else { throw JinjaUnsupported(construct: "{{ \(Self.sketch(expression)) }}") }
                parts.append(translated.operand)
            case .conditional(let branches, let otherwise):
                var result = try textExpression(otherwise)
                for (condition, body) in branches.reversed() {
                    result = "if(" + (try test(condition)).text + ", " + (try textExpression(body)) + ", " + result + ")"
                }
                parts.append(result)
            }
        }
        return parts.isEmpty ? "''" : parts.joined(separator: " + ")
    }

    // MARK: Text

    static func join(_ a: ValueType?, _ b: ValueType?) -> ValueType? {
        if a == b { return a }
        if a == .null { return b }
        if b == .null { return a }
        return nil
    }

    static func trailingTrimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// An askform string literal.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
    }

    /// Literal text in an askform template: `{{` written as `{{ '{{' }}`.
    static func literalTemplateText(_ text: String) -> String {
        text.replacingAll("{{", with: "{{ '{{' }}")
    }

    /// A short rendering of an expression for a warning.
    static func sketch(_ expression: JinjaExpression) -> String {
        switch expression {
        case .name(let name): name
        case .string(let text): quoted(text)
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .none: "none"
        case .list(let items): "[" + items.map(sketch).joined(separator: ", ") + "]"
        case .attribute(let base, let name): sketch(base) + "." + name
        case .item(let base, let written): sketch(base) + written
        case .call(let base, _, _, let written):
            if case .attribute(let receiver, _) = base { sketch(receiver) + written } else { sketch(base) + written }
        case .filter(let base, _, _, _, let written): sketch(base) + " " + written
        case .test(let written): written
        case .unary(let op, let operand): op == "not" ? "not " + sketch(operand) : op + sketch(operand)
        case .binary(let op, let a, let b): sketch(a) + " " + op + " " + sketch(b)
        case .conditional(let a, let test, let b): sketch(a) + " if " + sketch(test) + (b.map { " else " + sketch($0) } ?? "")
        case .unsupported(let written): written
        }
    }
}

extension String {
    /// Every occurrence of `target` replaced, left to right.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let wanted = Array(target.unicodeScalars)
        let scalars = Array(unicodeScalars)
        guard !wanted.isEmpty, scalars.count >= wanted.count else { return self }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + wanted.count <= scalars.count, scalars[index..<(index + wanted.count)].elementsEqual(wanted) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += wanted.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}

extension JinjaTranslator {
    /// A text template as one expression (for a value read in place of its name).
    mutating func expression(ofText template: String) throws(JinjaUnsupported) -> Translated {
        let pieces = try JinjaTemplate.parse(template)
        if pieces.count == 1, case .output(let expression) = pieces[0] { return try value(expression) }
        return Translated(text: try textExpression(pieces), type: .text, isCompound: true)
    }

    /// A scalar written in the file, as an askform literal.
    static func literal(_ node: SourceNode) -> Translated? {
        switch node.value {
        case .string(let text): Translated(text: quoted(text), type: .text)
        case .number(let text): Translated(text: text, type: .number)
        case .bool(let flag): Translated(text: flag ? "true" : "false", type: .bool)
        default: nil
        }
    }
}
