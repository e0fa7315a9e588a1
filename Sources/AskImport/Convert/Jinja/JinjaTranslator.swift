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
        let meaningful = pieces.filter { if case .text(let t) = $0 { return !t.trimmingWhitespace().isEmpty } else { return true } }
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
            if case .text(let t) = $0 { return !t.trimmingWhitespace().isEmpty } else { return true }
        }
        guard pieces.count == 1, case .conditional(let branches, let otherwise) = pieces[0], branches.count == 1,
              otherwise.allSatisfy({ if case .text(let t) = $0 { return t.trimmingWhitespace().isEmpty } else { return false } }) else {
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
                if index == body.count - 1 { literal = literal.trimmingWhitespace().isEmpty ? "" : Self.trailingTrimmed(literal) }
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
