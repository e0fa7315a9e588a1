/// A Jinja template (a string value of copier or cookiecutter) as text, `{{ … }}` parts and
/// `{% if %}` blocks; comments (`{# … #}`) are dropped and `-` whitespace control applied.
/// Every other statement (`{% for %}`, `{% set %}`, `{% raw %}`, …) is refused.
indirect enum JinjaPiece: Equatable {
    case text(String)
    case output(JinjaExpression)
    /// `{% if %}…{% elif %}…{% else %}…{% endif %}`: the tested branches and what `else` holds.
    case conditional([(JinjaExpression, [JinjaPiece])], otherwise: [JinjaPiece])

    static func == (a: JinjaPiece, b: JinjaPiece) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): x == y
        case (.output(let x), .output(let y)): x == y
        case (.conditional(let x, let e), .conditional(let y, let f)):
            x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 } && e == f
        default: false
        }
    }
}

enum JinjaTemplate {
    /// Whether `text` holds any Jinja markup.
    static func isTemplate(_ text: String) -> Bool {
        text.contains("{{") || text.contains("{%") || text.contains("{#")
    }

    /// The pieces of `text`.
    static func parse(_ text: String) throws(JinjaUnsupported) -> [JinjaPiece] {
        var tokens = try tokens(of: text)
        var index = 0
        let pieces = try block(&tokens, &index, ends: [])
        guard index == tokens.count else { throw JinjaUnsupported(construct: tokens[index].written) }
        return pieces
    }

    private enum TokenKind { case text, output, statement }
    private struct Token { var kind: TokenKind; var body: String; var written: String }

    private static func tokens(of text: String) throws(JinjaUnsupported) -> [Token] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var literal = String.UnicodeScalarView()
        var trimNext = false
        var index = 0
        func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: slice)
            return String(view)
        }
        func flush(trimEnd: Bool) {
            var text = String(literal)
            if trimEnd { while let last = text.unicodeScalars.last, last.properties.isWhitespace { text.unicodeScalars.removeLast() } }
            if !text.isEmpty { tokens.append(Token(kind: .text, body: text, written: text)) }
            literal = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let opens = index + 1 < scalars.count && scalars[index] == "{" ? scalars[index + 1] : nil
            guard let opens, opens == "{" || opens == "%" || opens == "#" else {
                if trimNext, scalars[index].properties.isWhitespace { index += 1; continue }
                trimNext = false
                literal.append(scalars[index])
                index += 1
                continue
            }
            trimNext = false
            let closer: Unicode.Scalar = opens == "{" ? "}" : opens == "%" ? "%" : "#"
            let start = index
            var bodyStart = index + 2
            let trimBefore = bodyStart < scalars.count && scalars[bodyStart] == "-"
            if trimBefore || (bodyStart < scalars.count && scalars[bodyStart] == "+") { bodyStart += 1 }
            var end = bodyStart
            var quote: Unicode.Scalar?
            while end + 1 < scalars.count {
                let scalar = scalars[end]
                if let open = quote {
                    if scalar == "\\" { end += 2; continue }
                    if scalar == open { quote = nil }
                } else if opens != "#", scalar == "'" || scalar == "\"" {
                    quote = scalar
                } else if scalar == closer, scalars[end + 1] == "}" {
                    break
                }
                end += 1
            }
            guard end + 1 < scalars.count else { throw JinjaUnsupported(construct: string(scalars[start...])) }
            var bodyEnd = end
            let trimAfter = bodyEnd > bodyStart && scalars[bodyEnd - 1] == "-"
            if trimAfter || (bodyEnd > bodyStart && scalars[bodyEnd - 1] == "+") { bodyEnd -= 1 }
            flush(trimEnd: trimBefore)
            let body = string(scalars[bodyStart..<bodyEnd]).trimmingWhitespace()
            let written = string(scalars[start...(end + 1)])
            switch opens {
            case "{": tokens.append(Token(kind: .output, body: body, written: written))
            case "%": tokens.append(Token(kind: .statement, body: body, written: written))
            default: break
            }
            trimNext = trimAfter
            index = end + 2
        }
        flush(trimEnd: false)
        return tokens
    }

    /// Pieces up to a statement whose first word is in `ends` (left for the caller).
    private static func block(_ tokens: inout [Token], _ index: inout Int, ends: Set<String>) throws(JinjaUnsupported) -> [JinjaPiece] {
        var pieces: [JinjaPiece] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .text:
                pieces.append(.text(token.body))
                index += 1
            case .output:
                pieces.append(.output(try JinjaParser.parse(token.body)))
                index += 1
            case .statement:
                let word = String(token.body.prefix { $0.isLetter || $0 == "_" })
                if ends.contains(word) { return pieces }
                guard word == "if" else { throw JinjaUnsupported(construct: token.written) }
                index += 1
                var branches = [(try JinjaParser.parse(String(token.body.dropFirst(2))), [JinjaPiece]())]
                var otherwise: [JinjaPiece] = []
                while true {
                    let body = try block(&tokens, &index, ends: ["elif", "else", "endif"])
                    guard index < tokens.count else { throw JinjaUnsupported(construct: token.written) }
                    let closing = tokens[index]
                    let closingWord = String(closing.body.prefix { $0.isLetter || $0 == "_" })
                    index += 1
                    branches[branches.count - 1].1 = body
                    if closingWord == "elif" {
                        branches.append((try JinjaParser.parse(String(closing.body.dropFirst(4))), []))
                        continue
                    }
                    if closingWord == "else" {
                        otherwise = try block(&tokens, &index, ends: ["endif"])
                        guard index < tokens.count else { throw JinjaUnsupported(construct: token.written) }
                        index += 1
                    }
                    pieces.append(.conditional(branches, otherwise: otherwise))
                    break
                }
            }
        }
        return pieces
    }
}
