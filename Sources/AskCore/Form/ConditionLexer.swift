/// Splits an expression (a `when`, a template's `{{ … }}`) into tokens for the parser.
struct ConditionToken {
    enum Kind: Equatable {
        /// A key or a keyword.
        case word(String)
        case string(String)
        case number(Double)
        case comparison(Condition.ComparisonOperator)
        /// `+ - * /`
        case arithmetic(Expression.Operator)
        case leftParen, rightParen, leftBracket, rightBracket, comma
        case end
    }

    var kind: Kind
    /// Where the token starts, in Unicode scalars.
    var start: Int
    /// The token as written.
    var text: String

    func isKeyword(_ keyword: String) -> Bool {
        kind == .word(keyword)
    }

    /// A word that is not a keyword.
    var key: String? {
        if case .word(let word) = kind, !conditionKeywords.contains(word) { return word }
        return nil
    }

    var literal: Condition.Literal? {
        switch kind {
        case .string(let text): return .string(text)
        case .number(let value): return .number(value)
        case .word("true"): return .bool(true)
        case .word("false"): return .bool(false)
        case .word("null"): return .null
        default: return nil
        }
    }

    /// `AND`, `True`: a keyword written in the wrong case, worth a hint.
    var isKeywordInOtherCase: Bool {
        guard case .word(let word) = kind else { return false }
        return !conditionKeywords.contains(word) && conditionKeywords.contains(word.lowercased())
    }
}

struct ConditionLexer {
    let scalars: [Unicode.Scalar]
    var position = 0
    /// Where the text to read ends (a template's `}}`).
    var end: Int
    /// Whether the token before ends an operand: then `-1` is a minus and a one, not minus one.
    private var afterOperand = false

    init(scalars: [Unicode.Scalar], position: Int = 0, end: Int? = nil) {
        self.scalars = scalars
        self.position = position
        self.end = end ?? scalars.count
    }

    mutating func next() throws(ConditionSyntaxError) -> ConditionToken {
        let token = try read()
        switch token.kind {
        case .word(let word): afterOperand = !["and", "or", "not", "in", "contains"].contains(word)
        case .string, .number, .rightParen, .rightBracket: afterOperand = true
        default: afterOperand = false
        }
        return token
    }

    private mutating func read() throws(ConditionSyntaxError) -> ConditionToken {
        while position < end, scalars[position].properties.isWhitespace {
            position += 1
        }
        let start = position
        guard position < end else {
            return ConditionToken(kind: .end, start: start, text: "")
        }
        let scalar = scalars[position]
        let following = position + 1 < end ? scalars[position + 1] : nil
        switch scalar {
        case "(": return single(.leftParen)
        case ")": return single(.rightParen)
        case "[": return single(.leftBracket)
        case "]": return single(.rightBracket)
        case ",": return single(.comma)
        case "=":
            if following == "=" { return double(.comparison(.equal)) }
            if following == "<" { throw misspelt("=<", use: "<=") }
            if following == ">" { throw misspelt("=>", use: ">=") }
            throw ConditionSyntaxError(.singleEquals, offset: start)
        case "!":
            if following == "=" { return double(.comparison(.notEqual)) }
            throw misspelt("!", use: "not")
        case "<":
            if following == "=" { return double(.comparison(.lessOrEqual)) }
            if following == ">" { throw misspelt("<>", use: "!=") }
            return single(.comparison(.less))
        case ">":
            if following == "=" { return double(.comparison(.greaterOrEqual)) }
            return single(.comparison(.greater))
        case "&":
            throw misspelt(following == "&" ? "&&" : "&", use: "and")
        case "|":
            throw misspelt(following == "|" ? "||" : "|", use: "or")
        case "'", "\"":
            return try string()
        case "0"..."9":
            return try number()
        case "-" where !afterOperand && following.map { ("0"..."9").contains($0) } ?? false:
            return try number()
        case "-": return single(.arithmetic(.subtract))
        case "+": return single(.arithmetic(.add))
        case "*": return single(.arithmetic(.multiply))
        case "/": return single(.arithmetic(.divide))
        case "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}":
            throw ConditionSyntaxError(.curlyQuote(String(scalar)), offset: start)
        default:
            if isKeyStart(scalar) { return try word() }
            throw ConditionSyntaxError(.unexpectedCharacter(ConditionQuote.visible(scalar)), offset: start)
        }
    }

    private mutating func single(_ kind: ConditionToken.Kind) -> ConditionToken {
        position += 1
        return ConditionToken(kind: kind, start: position - 1, text: String(scalars[position - 1]))
    }

    private mutating func double(_ kind: ConditionToken.Kind) -> ConditionToken {
        position += 2
        return ConditionToken(kind: kind, start: position - 2, text: text(from: position - 2))
    }

    private func misspelt(_ written: String, use replacement: String) -> ConditionSyntaxError {
        ConditionSyntaxError(.misspelled(written, use: replacement), offset: position)
    }

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<position])
        return String(view)
    }

    private mutating func string() throws(ConditionSyntaxError) -> ConditionToken {
        let start = position
        let quote = scalars[position]
        position += 1
        var value = String.UnicodeScalarView()
        while position < end {
            let scalar = scalars[position]
            if scalar == quote {
                position += 1
                return ConditionToken(kind: .string(String(value)), start: start, text: text(from: start))
            }
            if scalar == "\\" {
                guard position + 1 < end else { break }
                let escaped = scalars[position + 1]
                guard escaped == "'" || escaped == "\"" || escaped == "\\" else {
                    throw ConditionSyntaxError(.unknownEscape("\\" + ConditionQuote.visible(escaped)), offset: position)
                }
                value.append(escaped)
                position += 2
            } else {
                value.append(scalar)
                position += 1
            }
        }
        throw ConditionSyntaxError(.unterminatedString, offset: start)
    }

    /// Reads the whole run of number-like characters, then checks it against the grammar, so
    /// `18abc` or `1.` is one clear error rather than two confusing tokens.
    private mutating func number() throws(ConditionSyntaxError) -> ConditionToken {
        let start = position
        position += 1
        while position < end {
            let scalar = scalars[position]
            guard isKeyContinuation(scalar) || (scalar == "+" && "eE".unicodeScalars.contains(scalars[position - 1])) else { break }
            position += 1
        }
        let written = text(from: start)
        guard isNumber(scalars[start..<position]) else {
            throw ConditionSyntaxError(.invalidNumber(ConditionQuote.shortened(written)), offset: start)
        }
        guard let value = Double(written), value.isFinite else {
            throw ConditionSyntaxError(.numberOutOfRange(ConditionQuote.shortened(written)), offset: start)
        }
        return ConditionToken(kind: .number(value), start: start, text: written)
    }

    private func isNumber(_ run: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = run.startIndex
        func digits() -> Bool {
            let first = index
            while index < run.endIndex, ("0"..."9").contains(run[index]) { index += 1 }
            return index > first
        }
        if run[index] == "-" { index += 1 }
        guard digits() else { return false }
        if index < run.endIndex, run[index] == "." {
            index += 1
            guard digits() else { return false }
        }
        if index < run.endIndex, run[index] == "e" || run[index] == "E" {
            index += 1
            if index < run.endIndex, run[index] == "+" || run[index] == "-" { index += 1 }
            guard digits() else { return false }
        }
        return index == run.endIndex
    }

    private mutating func word() throws(ConditionSyntaxError) -> ConditionToken {
        let start = position
        position += 1
        while position < end, isKeyContinuation(scalars[position]) {
            if scalars[position] == ".", position + 1 >= end || !isKeyPart(scalars[position + 1]) {
                let dot = position
                // Take the rest of the run so the message quotes the whole key as written.
                while position < end, isKeyContinuation(scalars[position]) { position += 1 }
                throw ConditionSyntaxError(.danglingDot(key: ConditionQuote.shortened(text(from: start))), offset: dot)
            }
            position += 1
        }
        return ConditionToken(kind: .word(text(from: start)), start: start, text: text(from: start))
    }
}

private func isKeyStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
}

/// A character that may follow a dot in a key: anything a key holds but another dot.
private func isKeyPart(_ scalar: Unicode.Scalar) -> Bool {
    isKeyStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
}

private func isKeyContinuation(_ scalar: Unicode.Scalar) -> Bool {
    isKeyPart(scalar) || scalar == "."
}
