extension ForeignExpression {
    /// A translated part: its askform text, how loosely it binds (0 `or` … 7 an operand), and
    /// what the operator around it needs to know.
    struct Part {
        enum Shape { case test, value, list([Part]) }
        var text: String
        var level: Int
        var shape: Shape
        /// The row it names, when the part is exactly a reference.
        var reference: Reference?
        /// The literal, when the part is a number, string or boolean written as such.
        var literal: Token?

        var isTest: Bool { if case .test = shape { return true } else { return false } }

        /// The text, parenthesised when it binds more loosely than `level`.
        func at(_ level: Int) -> String { self.level < level ? "(\(text))" : text }
    }

    /// Recursive descent over the tokens, loosest first; `nil` means "not certain".
    struct Parser {
        let tokens: [Token]
        let resolve: (String) -> Reference?
        let dialect: Dialect
        var index = 0
        /// How deep the parts being read nest (parentheses, `not`, `-`, calls): a file's
        /// `visibleIf` of 100,000 `(` must not exhaust the stack, so past askform's own limit
        /// (docs/FORMAT.md, "Limits") the text is not translated.
        private var depth = 0
        static let maxDepth = 64

        init(tokens: [Token], resolve: @escaping (String) -> Reference?, dialect: Dialect) {
            self.tokens = tokens
            self.resolve = resolve
            self.dialect = dialect
        }

        var tokensIfValid: [Token]? { tokens.contains(.invalid) ? nil : tokens }
        var atEnd: Bool { index == tokens.count }

        private func peekWord() -> String? {
            guard index < tokens.count else { return nil }
            switch tokens[index] {
            case .word(let word): return word.lowercased()
            case .symbol(let symbol): return symbol
            default: return nil
            }
        }

        private mutating func accept(_ spellings: String...) -> Bool {
            guard let word = peekWord(), spellings.contains(word) else { return false }
            index += 1
            return true
        }

        mutating func disjunction() -> Part? {
            guard var left = conjunction() else { return nil }
            while accept("or", "||") {
                guard let right = conjunction(), left.isTest, right.isTest else { return nil }
                left = Part(text: "\(left.at(0)) or \(right.at(1))", level: 0, shape: .test)
            }
            return left
        }

        mutating func conjunction() -> Part? {
            guard var left = negation() else { return nil }
            while accept("and", "&&") {
                guard let right = negation(), left.isTest, right.isTest else { return nil }
                left = Part(text: "\(left.at(1)) and \(right.at(2))", level: 1, shape: .test)
            }
            return left
        }

        mutating func negation() -> Part? {
            if accept("not", "!") {
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maxDepth, let inner = negation(), inner.isTest else { return nil }
                return Part(text: "not \(inner.at(3))", level: 2, shape: .test)
            }
            return comparison()
        }

        mutating func comparison() -> Part? {
            guard let left = sum() else { return nil }
            let operators = ["=": "==", "==": "==", "!=": "!=", "<>": "!=", "<": "<", "<=": "<=", "=<": "<=",
                             ">": ">", ">=": ">=", "=>": ">="]
            if let word = peekWord(), let op = operators[word] {
                index += 1
                guard let right = sum() else { return nil }
                return compare(left, op, right)
            }
            if accept("empty") { return emptiness(left, empty: true) }
            if accept("notempty") { return emptiness(left, empty: false) }
            if accept("anyof", "in") { return membership(left, all: false, negated: false) }
            if accept("allof") { return membership(left, all: true, negated: false) }
            if accept("noneof") { return membership(left, all: false, negated: true) }
            if accept("contains") { return containment(left, negated: false) }
            if accept("notcontains") { return containment(left, negated: true) }
            return left
        }

        private func compare(_ left: Part, _ op: String, _ right: Part) -> Part? {
            guard case .value = left.shape, case .value = right.shape else { return nil }
            // A literal against a row is written as the row's answers are.
            let lhs = literal(left, for: right.reference)
            let rhs = literal(right, for: left.reference)
            guard let lhs, let rhs else { return nil }
            if let reference = left.reference ?? right.reference, reference.type == "multiselect" { return nil }
            // Option values are text: `level >= 2` would order '10' before '2'.
            if op != "==", op != "!=", let reference = left.reference ?? right.reference, reference.type == "select" { return nil }
            return Part(text: "\(lhs) \(op) \(rhs)", level: 3, shape: .test)
        }

        /// The literal rewritten for the row it is compared with: a number as an option
        /// value's string, `0`/`1` as a confirm's `false`/`true`; other parts unchanged.
        private func literal(_ part: Part, for reference: Reference?) -> String? {
            guard let literal = part.literal, let reference else { return part.at(4) }
            switch (literal, reference.type) {
            case (.number(let number), "select"): return Self.quote(number)
            case (.number("0"), "confirm"): return "false"
            case (.number("1"), "confirm"): return "true"
            case (.string(let text), "integer"), (.string(let text), "number"):
                return Double(text) != nil && !text.contains(where: { $0 == "x" || $0 == "X" || $0 == "e" || $0 == "E" })
                    ? text : part.text
            default: return part.at(4)
            }
        }

        private func emptiness(_ part: Part, empty: Bool) -> Part? {
            guard part.reference != nil else { return nil }
            return Part(text: "\(part.text) \(empty ? "==" : "!=") null", level: 3, shape: .test)
        }

        private mutating func membership(_ left: Part, all: Bool, negated: Bool) -> Part? {
            guard let reference = left.reference, let list = self.list(), !list.isEmpty else { return nil }
            let values = list.compactMap { literal($0, for: reference) }
            guard values.count == list.count else { return nil }
            let text: String
            if reference.type == "multiselect" {
                let tests = values.map { "\(left.text) contains \($0)" }
                text = tests.joined(separator: all ? " and " : " or ")
            } else {
                guard !all || values.count == 1 else { return nil }
                text = "\(left.text) in [\(values.joined(separator: ", "))]"
            }
            let level = values.count > 1 && reference.type == "multiselect" ? (all ? 1 : 0) : 3
            if negated { return Part(text: "not \(level < 3 ? "(\(text))" : text)", level: 2, shape: .test) }
            return Part(text: text, level: level, shape: .test)
        }

        private mutating func containment(_ left: Part, negated: Bool) -> Part? {
            guard let reference = left.reference, ["text", "email", "url", "multiselect"].contains(reference.type),
                  let right = sum(), case .string? = right.literal else { return nil }
            let text = "\(left.text) contains \(right.text)"
            return negated ? Part(text: "not (\(text))", level: 2, shape: .test) : Part(text: text, level: 3, shape: .test)
        }

        /// `[a, b]` (SurveyJS) or `{a, b}` (NSPredicate), or a single literal for `IN`.
        private mutating func list() -> [Part]? {
            let (open, close) = dialect == .surveyJS ? ("[", "]") : ("{", "}")
            guard accept(open) else { return nil }
            var items: [Part] = []
            if accept(close) { return items }
            repeat {
                guard let item = sum(), item.literal != nil else { return nil }
                items.append(item)
            } while accept(",")
            return accept(close) ? items : nil
        }

        mutating func sum() -> Part? {
            guard var left = product() else { return nil }
            while let op = peekWord(), op == "+" || op == "-" {
                index += 1
                guard let right = product(), case .value = left.shape, case .value = right.shape else { return nil }
                left = Part(text: "\(left.at(4)) \(op) \(right.at(5))", level: 4, shape: .value)
            }
            return left
        }

        mutating func product() -> Part? {
            guard var left = unary() else { return nil }
            while let op = peekWord(), op == "*" || op == "/" {
                index += 1
                guard let right = unary(), case .value = left.shape, case .value = right.shape else { return nil }
                left = Part(text: "\(left.at(5)) \(op) \(right.at(6))", level: 5, shape: .value)
            }
            return left
        }

        mutating func unary() -> Part? {
            if accept("-") {
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maxDepth, let inner = unary(), case .value = inner.shape else { return nil }
                if case .number(let number)? = inner.literal {
                    return Part(text: "-\(number)", level: 7, shape: .value, literal: .number("-\(number)"))
                }
                return Part(text: "-\(inner.at(6))", level: 6, shape: .value)
            }
            return operand()
        }

        mutating func operand() -> Part? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            switch token {
            case .reference(let name):
                guard let reference = resolve(name) else { return nil }
                return Part(text: reference.key, level: 7, shape: .value, reference: reference)
            case .string(let text):
                return Part(text: Self.quote(text), level: 7, shape: .value, literal: token)
            case .number(let number):
                return Part(text: number, level: 7, shape: .value, literal: token)
            case .symbol("("):
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.maxDepth, let inner = disjunction(), accept(")") else { return nil }
                return Part(text: inner.text, level: inner.level, shape: inner.shape)
            case .word(let word):
                switch word.lowercased() {
                case "true", "yes": return Part(text: "true", level: 7, shape: .value, literal: .word("true"))
                case "false", "no": return Part(text: "false", level: 7, shape: .value, literal: .word("false"))
                case "null", "nil", "undefined": return Part(text: "null", level: 7, shape: .value, literal: .word("null"))
                default: return call(word)
                }
            default:
                return nil
            }
        }

        /// The functions whose meaning askform shares: `iif` (SurveyJS) as `if`, `today()`.
        private mutating func call(_ name: String) -> Part? {
            guard accept("(") else { return nil }
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maxDepth else { return nil }
            var arguments: [Part] = []
            if !accept(")") {
                repeat {
                    guard let argument = disjunction() else { return nil }
                    arguments.append(argument)
                } while accept(",")
                guard accept(")") else { return nil }
            }
            switch (name.lowercased(), arguments.count) {
            case ("today", 0) where dialect == .surveyJS:
                return Part(text: "today()", level: 7, shape: .value)
            case ("iif", 3) where dialect == .surveyJS && arguments[0].isTest:
                let shape: Part.Shape = arguments[1].isTest && arguments[2].isTest ? .test : .value
                return Part(text: "if(\(arguments.map(\.text).joined(separator: ", ")))", level: 7, shape: shape)
            default:
                return nil
            }
        }

        static func quote(_ text: String) -> String {
            "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
        }
    }
}
