/// Reads a `pattern` into a ``PatternNode``, accepting only the syntax that ECMA-262 (`u`
/// mode) and Python's `re` both read, with one meaning (see docs/FORMAT.md).
///
/// Groups are kept on an explicit stack, not the call stack, so a pattern of thousands of
/// `(` is refused with ``PatternProblem/Reason/tooDeep(limit:)`` rather than overflowing.
struct PatternParser {
    let scalars: [Unicode.Scalar]
    /// The next scalar to read.
    var index = 0

    /// The tree of `source`, or the first problem in it.
    static func parse(_ source: String) throws(PatternProblem) -> PatternNode {
        var count = 0
        for _ in source.unicodeScalars {
            count += 1
            if count > PatternLimits.length {
                throw PatternProblem(.tooLong(limit: PatternLimits.length), at: PatternLimits.length, text: "")
            }
        }
        var parser = PatternParser(scalars: Array(source.unicodeScalars))
        return try parser.parse()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// One group being read: its finished alternatives and the items of the current one.
    private struct Frame {
        var alternatives: [PatternNode] = []
        var items: [PatternNode] = []
        /// What the last item is, for the quantifier that may follow it.
        var last = Last.none
        /// Where its `(` is (-1 for the whole pattern).
        var opened: Int

        enum Last { case none, atom, assertion, quantified }

        mutating func add(_ node: PatternNode, as kind: Last) {
            items.append(node)
            last = kind
        }

        var node: PatternNode {
            let alternatives = self.alternatives + [Self.sequence(items)]
            return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
        }

        static func sequence(_ items: [PatternNode]) -> PatternNode {
            switch items.count {
            case 0: return .empty
            case 1: return items[0]
            default: return .sequence(items)
            }
        }
    }

    private mutating func parse() throws(PatternProblem) -> PatternNode {
        var stack = [Frame(opened: -1)]
        while index < scalars.count {
            let at = index
            let scalar = scalars[index]
            switch scalar {
            case "(":
                try openGroup()
                guard stack.count <= PatternLimits.depth else {
                    throw PatternProblem(.tooDeep(limit: PatternLimits.depth), at: at, text: "(")
                }
                stack.append(Frame(opened: at))
            case ")":
                guard stack.count > 1, let group = stack.popLast() else {
                    throw PatternProblem(.unmatchedParenthesis, at: at, text: ")")
                }
                index += 1
                stack[stack.count - 1].add(group.node, as: .atom)
            case "|":
                index += 1
                stack[stack.count - 1].alternatives.append(Frame.sequence(stack[stack.count - 1].items))
                stack[stack.count - 1].items = []
                stack[stack.count - 1].last = .none
            case "*", "+", "?":
                index += 1
                let bounds: (Int, Int?) = scalar == "*" ? (0, nil) : scalar == "+" ? (1, nil) : (0, 1)
                try repeatLast(&stack[stack.count - 1], min: bounds.0, max: bounds.1, from: at)
            case "{":
                guard let bounds = try countedBounds() else {
                    throw PatternProblem(.unescaped, at: at, text: "{")
                }
                try repeatLast(&stack[stack.count - 1], min: bounds.min, max: bounds.max, from: at)
            case "}", "]":
                throw PatternProblem(.unescaped, at: at, text: String(scalar))
            case "[":
                stack[stack.count - 1].add(.set(try characterClass()), as: .atom)
            case ".":
                index += 1
                stack[stack.count - 1].add(.set(.notLineTerminator), as: .atom)
            case "^", "$":
                index += 1
                stack[stack.count - 1].add(scalar == "^" ? .start : .end, as: .assertion)
            case "\\":
                switch try escape(inClass: false) {
                case .scalar(let value): stack[stack.count - 1].add(.scalar(value), as: .atom)
                case .set(let set): stack[stack.count - 1].add(.set(set), as: .atom)
                case .assertion(let node): stack[stack.count - 1].add(node, as: .assertion)
                }
            default:
                index += 1
                stack[stack.count - 1].add(.scalar(scalar.value), as: .atom)
            }
        }
        guard stack.count == 1 else {
            throw PatternProblem(.unclosedGroup, at: stack[stack.count - 1].opened, text: "(")
        }
        return stack[0].node
    }

    /// Reads `(` or `(?:`, refusing every other kind of group by name.
    private mutating func openGroup() throws(PatternProblem) {
        let at = index
        guard peek(1) == "?" else {
            index += 1
            return
        }
        let kind = peek(2)
        func refuse(_ reason: PatternProblem.Reason, _ length: Int) -> PatternProblem {
            PatternProblem(reason, at: at, text: text(at, min(at + length, scalars.count)))
        }
        switch kind {
        case ":":
            index += 3
        case "=", "!":
            throw refuse(.notLinear(.lookahead), 3)
        case "<":
            if peek(3) == "=" || peek(3) == "!" { throw refuse(.notLinear(.lookbehind), 4) }
            throw refuse(.notPortable(.namedGroup), 3)
        case "P":
            if peek(3) == "=" { throw refuse(.notLinear(.backreference), 4) }
            throw refuse(.notPortable(.namedGroup), 4)
        case ">":
            throw refuse(.notLinear(.atomicGroup), 3)
        case "#":
            throw refuse(.notPortable(.comment), 3)
        case let flag? where flag == "-" || flag.properties.isAlphabetic:
            throw refuse(.notPortable(.inlineFlags), 3)
        default:
            throw refuse(.unknownGroup, 3)
        }
    }

    /// Replaces the frame's last item by its repetition, after reading an optional lazy `?`.
    private mutating func repeatLast(_ frame: inout Frame, min: Int, max: Int?, from at: Int) throws(PatternProblem) {
        let lazy = peek() == "?"
        if lazy { index += 1 }
        guard frame.last == .atom, let body = frame.items.popLast() else {
            throw PatternProblem(.nothingToRepeat, at: at, text: text(at, index))
        }
        if !lazy, peek() == "+" {
            throw PatternProblem(.notLinear(.possessiveQuantifier), at: at, text: text(at, index + 1))
        }
        let node: PatternNode
        if max == 0 {
            node = .empty
        } else if body.isZeroWidth {
            // `(?:^)*` is always true and `(?:^)+` is `^`; engines disagree on repeating nothing.
            node = min == 0 ? .empty : body
        } else {
            node = .repetition(body, min: min, max: max, lazy: lazy)
        }
        frame.items.append(node)
        frame.last = .quantified
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index` (consumed), or `nil` when the `{` starts none.
    private mutating func countedBounds() throws(PatternProblem) -> (min: Int, max: Int?)? {
        let at = index
        var cursor = index + 1
        func number() -> Int? {
            var value: Int?
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                let digit = Int(scalars[cursor].value - 0x30)
                value = Swift.min((value ?? 0) * 10 + digit, PatternLimits.repetition + 1)
                cursor += 1
            }
            return value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if cursor < scalars.count, scalars[cursor] == "," {
            cursor += 1
            high = number()
        }
        guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
        index = cursor + 1
        let written = text(at, index)
        if low > PatternLimits.repetition || (high ?? 0) > PatternLimits.repetition {
            throw PatternProblem(.repetitionTooLarge(limit: PatternLimits.repetition), at: at, text: written)
        }
        if let high, high < low {
            throw PatternProblem(.repetitionOutOfOrder, at: at, text: written)
        }
        return (low, high)
    }

    /// `[…]` or `[^…]` at `index`.
    private mutating func characterClass() throws(PatternProblem) -> ScalarSet {
        let opened = index
        index += 1
        let negated = peek() == "^"
        if negated { index += 1 }
        var set = ScalarSet()
        while true {
            guard let scalar = peek() else { throw PatternProblem(.unclosedClass, at: opened, text: "[") }
            if scalar == "]" {
                index += 1
                break
            }
            let start = index
            let first = try classAtom()
            guard peek() == "-", let after = peek(1), after != "]" else {
                first.add(to: &set)
                continue
            }
            index += 1
            let second = try classAtom()
            guard case .scalar(let low) = first, case .scalar(let high) = second else {
                throw PatternProblem(.classInRange, at: start, text: text(start, index))
            }
            guard low <= high else { throw PatternProblem(.rangeOutOfOrder, at: start, text: text(start, index)) }
            set.insert(low...high)
        }
        return negated ? set.complement : set
    }

    private mutating func classAtom() throws(PatternProblem) -> Escape {
        guard let scalar = peek() else { throw PatternProblem(.unclosedClass, at: index, text: "[") }
        switch scalar {
        case "[":
            throw PatternProblem(.unescaped, at: index, text: "[")
        case "\\":
            return try escape(inClass: true)
        default:
            index += 1
            return .scalar(scalar.value)
        }
    }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    /// The scalars `start..<end` of the pattern, at most 12 of them.
    func text(_ start: Int, _ end: Int) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[start..<min(end, start + 12, scalars.count)])
        return String(result)
    }
}
