/// A text with `{{ EXPR }}` parts, for titles, help, notes and string defaults.
///
///     let template = try Template.parse("Hello {{ upper(name) }}!")
///     template.render(in: context)   // "Hello ADA!"
///
/// `{{ '{{' }}` writes a literal `{{`; a `}}` outside a part is text. A part's value reads as
/// ``ExpressionValue/text`` (null is empty), and the whole output is at most
/// ``Expression/maximumOutput`` scalars (cut there).
public struct Template: Sendable, Equatable {
    /// Text as written, or an expression to evaluate.
    public enum Part: Sendable, Equatable {
        case text(String)
        case expression(Expression)
    }

    /// Whether `text` holds `{{`, where a template part would open: read byte by byte, as
    /// every text of a form is asked this (`String.contains` costs a hundred times more).
    public static func opens(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == 0x7B, previous == 0x7B { return true }
                previous = byte
            }
            return false
        }
    }

    /// The text and expressions in the order written.
    public var parts: [Part]

    /// Whether the template holds no expression: its text is as written.
    public var isPlain: Bool {
        !parts.contains { if case .expression = $0 { return true } else { return false } }
    }

    /// Every key the template's expressions read, in order, each once.
    public var keys: [String] {
        var seen: [String] = []
        for case .expression(let expression) in parts {
            for key in expression.keys where !seen.contains(key) { seen.append(key) }
        }
        return seen
    }

    /// Parses `text`; error offsets are Unicode scalars into `text`.
    ///
    /// - Throws: ``ConditionSyntaxError``: a part's syntax error, `.unclosedTemplate` for a
    ///   `{{` without its `}}`.
    public static func parse(_ text: String) throws(ConditionSyntaxError) -> Template {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > ConditionParser.maximumLength {
            throw ConditionSyntaxError(.tooLong(limit: ConditionParser.maximumLength), offset: ConditionParser.maximumLength)
        }
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        var position = 0
        while position < scalars.count {
            guard scalars[position] == "{", position + 1 < scalars.count, scalars[position + 1] == "{" else {
                literal.append(scalars[position])
                position += 1
                continue
            }
            let open = position
            guard let close = closing(scalars, from: position + 2) else {
                throw ConditionSyntaxError(.unclosedTemplate, offset: open)
            }
            var parser = ExpressionParser(scalars: scalars, from: open + 2, to: close, conditions: false)
            let expression = try parser.parseWhole()
            if !literal.isEmpty {
                parts.append(.text(String(literal)))
                literal = String.UnicodeScalarView()
            }
            parts.append(.expression(expression))
            position = close + 2
        }
        if !literal.isEmpty { parts.append(.text(String(literal))) }
        // `{{ '{{' }}` is text: merge literal parts so that `isPlain` and equality see one text.
        var merged: [Part] = []
        for part in parts {
            if case .expression(let expression) = part, case .literal(.string(let text)) = expression.node {
                if case .text(let before)? = merged.last {
                    merged[merged.count - 1] = .text(before + text)
                } else {
                    merged.append(.text(text))
                }
            } else if case .text(let text) = part, case .text(let before)? = merged.last {
                merged[merged.count - 1] = .text(before + text)
            } else {
                merged.append(part)
            }
        }
        return Template(parts: merged)
    }

    /// Where the `}}` closing a part that starts at `start` is: the first one outside a
    /// string literal.
    private static func closing(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var position = start
        var quote: Unicode.Scalar?
        while position < scalars.count {
            let scalar = scalars[position]
            if let open = quote {
                if scalar == "\\" { position += 1 } else if scalar == open { quote = nil }
            } else if scalar == "'" || scalar == "\"" {
                quote = scalar
            } else if scalar == "}", position + 1 < scalars.count, scalars[position + 1] == "}" {
                return position
            }
            position += 1
        }
        return nil
    }

    /// The text with every part evaluated in `context`, at most ``Expression/maximumOutput``
    /// scalars.
    public func render(in context: ExpressionContext) -> String {
        var output = String.UnicodeScalarView()
        var count = 0
        for part in parts {
            let text: String
            switch part {
            case .text(let written): text = written
            case .expression(let expression): text = expression.evaluate(in: context).text
            }
            for scalar in text.unicodeScalars {
                if count == Expression.maximumOutput { return String(output) }
                output.append(scalar)
                count += 1
            }
        }
        return String(output)
    }
}
