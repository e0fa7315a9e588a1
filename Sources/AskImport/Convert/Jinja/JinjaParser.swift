/// A recursive-descent parser over ``JinjaTokens``, following Jinja's grammar.
struct JinjaParser {
    private let lexed: JinjaTokens
    private var position = 0
    private var depth = 0

    /// Parses all of `text` as one expression.
    static func parse(_ text: String) throws(JinjaUnsupported) -> JinjaExpression {
        var parser = JinjaParser(lexed: try JinjaTokens(text))
        let expression = try parser.expression()
        guard parser.current.kind == .end else {
            throw JinjaUnsupported(construct: parser.lexed.written(from: parser.current.start, to: parser.lexed.scalars.count))
        }
        return expression
    }

    private init(lexed: JinjaTokens) {
        self.lexed = lexed
    }

    private var current: JinjaTokens.Token { lexed.tokens[position] }

    private func isSymbol(_ text: String) -> Bool { current.kind == .symbol && current.text == text }
    private func isName(_ text: String) -> Bool { current.kind == .name && current.text == text }

    private mutating func advance() -> JinjaTokens.Token {
        let token = current
        if position < lexed.tokens.count - 1 { position += 1 }
        return token
    }

    private mutating func expect(_ symbol: String) throws(JinjaUnsupported) {
        guard isSymbol(symbol) else { throw unexpected() }
        _ = advance()
    }

    private func unexpected() -> JinjaUnsupported {
        JinjaUnsupported(construct: current.kind == .end ? lexed.written(from: 0, to: lexed.scalars.count)
                                                       : lexed.written(from: current.start, to: lexed.scalars.count))
    }

    mutating func expression() throws(JinjaUnsupported) -> JinjaExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { throw unexpected() }
        let value = try or()
        guard isName("if") else { return value }
        _ = advance()
        let test = try or()
        guard isName("else") else { return .conditional(value, test: test, otherwise: nil) }
        _ = advance()
        return .conditional(value, test: test, otherwise: try expression())
    }

    private mutating func or() throws(JinjaUnsupported) -> JinjaExpression {
        var left = try and()
        while isName("or") {
            _ = advance()
            left = .binary("or", left, try and())
        }
        return left
    }

    private mutating func and() throws(JinjaUnsupported) -> JinjaExpression {
        var left = try not()
        while isName("and") {
            _ = advance()
            left = .binary("and", left, try not())
        }
        return left
    }

    private mutating func not() throws(JinjaUnsupported) -> JinjaExpression {
        if isName("not") {
            _ = advance()
            return .unary("not", try not())
        }
        return try compare()
    }

    private mutating func compare() throws(JinjaUnsupported) -> JinjaExpression {
        var left = try sum()
        while true {
            if current.kind == .symbol, ["==", "!=", "<", "<=", ">", ">="].contains(current.text) {
                let op = advance().text
                left = .binary(op, left, try sum())
            } else if isName("in") {
                _ = advance()
                left = .binary("in", left, try sum())
            } else if isName("not"), lexed.tokens[position + 1].kind == .name, lexed.tokens[position + 1].text == "in" {
                _ = advance()
                _ = advance()
                left = .binary("not in", left, try sum())
            } else if isName("is") {
                let start = current.start
                _ = advance()
                if isName("not") { _ = advance() }
                guard current.kind == .name else { throw unexpected() }
                _ = advance()
                if isSymbol("(") { _ = try arguments() } else if current.kind == .string || current.kind == .number { _ = advance() }
                return .test(written: lexed.written(from: start, to: lexed.tokens[position - 1].end))
            } else {
                return left
            }
        }
    }

    private mutating func sum() throws(JinjaUnsupported) -> JinjaExpression {
        var left = try concatenation()
        while isSymbol("+") || isSymbol("-") {
            let op = advance().text
            left = .binary(op, left, try concatenation())
        }
        return left
    }

    private mutating func concatenation() throws(JinjaUnsupported) -> JinjaExpression {
        var left = try product()
        while isSymbol("~") {
            _ = advance()
            left = .binary("~", left, try product())
        }
        return left
    }

    private mutating func product() throws(JinjaUnsupported) -> JinjaExpression {
        var left = try power()
        while isSymbol("*") || isSymbol("/") || isSymbol("//") || isSymbol("%") {
            let op = advance().text
            left = .binary(op, left, try power())
        }
        return left
    }

    private mutating func power() throws(JinjaUnsupported) -> JinjaExpression {
        var left = try unary()
        while isSymbol("**") {
            _ = advance()
            left = .binary("**", left, try unary())
        }
        return left
    }

    private mutating func unary() throws(JinjaUnsupported) -> JinjaExpression {
        if isSymbol("-") || isSymbol("+") {
            let op = advance().text
            return try filters(.unary(op, try unaryWithoutFilters()))
        }
        return try filters(try postfix(try primary()))
    }

    private mutating func unaryWithoutFilters() throws(JinjaUnsupported) -> JinjaExpression {
        if isSymbol("-") || isSymbol("+") {
            let op = advance().text
            return .unary(op, try unaryWithoutFilters())
        }
        return try postfix(try primary())
    }

    private mutating func primary() throws(JinjaUnsupported) -> JinjaExpression {
        let token = current
        switch token.kind {
        case .name:
            _ = advance()
            switch token.text {
            case "true", "True": return .bool(true)
            case "false", "False": return .bool(false)
            case "none", "None": return .none
            default: return .name(token.text)
            }
        case .string:
            var text = advance().text
            while current.kind == .string { text += advance().text }
            return .string(text)
        case .number:
            return .number(advance().text)
        case .symbol where token.text == "(":
            _ = advance()
            let inner = try expression()
            try expect(")")
            return inner
        case .symbol where token.text == "[":
            _ = advance()
            var items: [JinjaExpression] = []
            while !isSymbol("]") {
                items.append(try expression())
                if isSymbol(",") { _ = advance() } else { break }
            }
            try expect("]")
            return .list(items)
        case .symbol where token.text == "{":
            var nesting = 0
            repeat {
                if isSymbol("{") { nesting += 1 } else if isSymbol("}") { nesting -= 1 }
                guard current.kind != .end else { throw unexpected() }
                _ = advance()
            } while nesting > 0
            return .unsupported(lexed.written(from: token.start, to: lexed.tokens[position - 1].end))
        default:
            throw unexpected()
        }
    }

    private mutating func postfix(_ base: JinjaExpression) throws(JinjaUnsupported) -> JinjaExpression {
        var node = base
        while true {
            if isSymbol(".") {
                let start = current.start
                _ = advance()
                guard current.kind == .name || current.kind == .number else { throw unexpected() }
                let name = advance().text
                if isSymbol("(") {
                    let (arguments, keywords) = try arguments()
                    node = .call(.attribute(node, name), arguments, keywords: keywords,
                                 written: lexed.written(from: start, to: lexed.tokens[position - 1].end))
                } else {
                    node = .attribute(node, name)
                }
            } else if isSymbol("[") {
                let start = current.start
                _ = advance()
                _ = try expression()
                if isSymbol(":") { throw unexpected() }
                try expect("]")
                node = .item(node, written: lexed.written(from: start, to: lexed.tokens[position - 1].end))
            } else if isSymbol("(") {
                let start = current.start
                let (arguments, keywords) = try arguments()
                node = .call(node, arguments, keywords: keywords, written: lexed.written(from: start, to: lexed.tokens[position - 1].end))
            } else {
                return node
            }
        }
    }

    private mutating func filters(_ base: JinjaExpression) throws(JinjaUnsupported) -> JinjaExpression {
        var node = base
        while isSymbol("|") {
            let start = current.start
            _ = advance()
            guard current.kind == .name else { throw unexpected() }
            var name = advance().text
            while isSymbol("."), lexed.tokens[position + 1].kind == .name {
                _ = advance()
                name += "." + advance().text
            }
            var arguments: [JinjaExpression] = []
            var keywords: [String] = []
            if isSymbol("(") { (arguments, keywords) = try self.arguments() }
            node = .filter(node, name, arguments, keywords: keywords,
                           written: lexed.written(from: start, to: lexed.tokens[position - 1].end))
        }
        return node
    }

    /// `( expr, …, name=expr, … )`: the positional arguments and the keywords' names.
    private mutating func arguments() throws(JinjaUnsupported) -> ([JinjaExpression], [String]) {
        try expect("(")
        var arguments: [JinjaExpression] = []
        var keywords: [String] = []
        while !isSymbol(")") {
            if current.kind == .name, lexed.tokens[position + 1].kind == .symbol, lexed.tokens[position + 1].text == "=" {
                keywords.append(advance().text)
                _ = advance()
                _ = try expression()
            } else {
                arguments.append(try expression())
            }
            if isSymbol(",") { _ = advance() } else { break }
        }
        try expect(")")
        return (arguments, keywords)
    }
}
