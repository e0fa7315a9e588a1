extension Pattern {
    /// The pattern rewritten so that ECMA-262 and Python's `re` (what JSON Schema validators
    /// run) match exactly what askform matches: classes spelled out (`\d` is `[0-9]`, `.` is
    /// `[^\n\r\u2028\u2029]`), `\uXXXX` for the Basic Multilingual Plane inside classes,
    /// other scalars as themselves, `$(?!\n)` for the end, and `\b` as lookarounds.
    public var portable: String {
        var text = ""
        PatternNode.write(syntax, into: &text)
        return text
    }
}

extension PatternNode {
    /// Recursion here follows the tree, whose depth the parser's group limit bounds.
    fileprivate static func write(_ node: PatternNode, into text: inout String) {
        switch node {
        case .empty:
            break
        case .scalar(let value):
            text += Unicode.Scalar(value).map(AnswerSchema.Patterns.escaped) ?? ""
        case .set(let set):
            text += set.portable
        case .start:
            text += "^"
        case .end:
            text += AnswerSchema.Patterns.end
        case .wordBoundary(let negated):
            let word = ScalarSet.word.portable
            text += negated
                ? "(?:(?<=\(word))(?=\(word))|(?<!\(word))(?!\(word)))"
                : "(?:(?<=\(word))(?!\(word))|(?<!\(word))(?=\(word)))"
        case .sequence(let items):
            for item in items {
                if case .alternation = item {
                    text += "(?:"
                    write(item, into: &text)
                    text += ")"
                } else {
                    write(item, into: &text)
                }
            }
        case .alternation(let alternatives):
            for (offset, alternative) in alternatives.enumerated() {
                if offset > 0 { text += "|" }
                write(alternative, into: &text)
            }
        case .repetition(let body, let min, let max, let lazy):
            if body.isSingleScalar {
                write(body, into: &text)
            } else {
                text += "(?:"
                write(body, into: &text)
                text += ")"
            }
            switch (min, max) {
            case (0, nil): text += "*"
            case (1, nil): text += "+"
            case (0, 1?): text += "?"
            case (_, nil): text += "{\(min),}"
            case (_, let max?) where max == min: text += "{\(min)}"
            case (_, let max?): text += "{\(min),\(max)}"
            }
            if lazy { text += "?" }
        }
    }

    /// A scalar or a non-empty class: an atom a quantifier applies to as written.
    private var isSingleScalar: Bool {
        switch self {
        case .scalar: return true
        case .set(let set): return !set.ranges.isEmpty
        default: return false
        }
    }
}

extension ScalarSet {
    /// The set as a class both dialects read alike: its ranges or, when shorter, the
    /// negation of its complement's; `(?!)` when empty, the scalar itself when one.
    var portable: String {
        let complement = self.complement
        if ranges.isEmpty { return "(?!)" }
        if ranges.count == 1, ranges[0].count == 1, let scalar = Unicode.Scalar(ranges[0].lowerBound) {
            return AnswerSchema.Patterns.escaped(scalar)
        }
        if !complement.ranges.isEmpty, complement.ranges.count < ranges.count {
            return "[^" + complement.members + "]"
        }
        return "[" + members + "]"
    }

    private var members: String {
        ranges.map { range in
            let low = Self.member(range.lowerBound)
            switch range.count {
            case 1: return low
            case 2: return low + Self.member(range.upperBound)
            default: return low + "-" + Self.member(range.upperBound)
            }
        }.joined()
    }

    /// ASCII letters, digits and `_` as themselves (`[0-9A-Z_a-z]` reads best), the rest as
    /// ``AnswerSchema/Patterns/classMember(_:)`` writes it.
    private static func member(_ value: UInt32) -> String {
        if let scalar = Unicode.Scalar(value), scalar.isASCII,
           scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
            return String(Character(scalar))
        }
        return AnswerSchema.Patterns.classMember(value)
    }
}
