extension PatternParser {
    /// What a backslash sequence stands for.
    enum Escape {
        case scalar(UInt32)
        case set(ScalarSet)
        case assertion(PatternNode)

        func add(to set: inout ScalarSet) {
            switch self {
            case .scalar(let value): set.insert(value...value)
            case .set(let other): set.formUnion(other)
            case .assertion: break
            }
        }
    }

    /// The escape at `index` (a `\`), consumed.
    mutating func escape(inClass: Bool) throws(PatternProblem) -> Escape {
        let at = index
        guard let letter = peek(1) else { throw PatternProblem(.trailingBackslash, at: at, text: "\\") }
        index += 2
        func refuse(_ reason: PatternProblem.Reason) -> PatternProblem {
            PatternProblem(reason, at: at, text: text(at, index))
        }
        switch letter {
        case "d": return .set(.digits)
        case "D": return .set(ScalarSet.digits.complement)
        case "w": return .set(.word)
        case "W": return .set(ScalarSet.word.complement)
        case "s": return .set(.whitespace)
        case "S": return .set(ScalarSet.whitespace.complement)
        case "b": return inClass ? .scalar(0x08) : .assertion(.wordBoundary(negated: false))
        case "B":
            if inClass { throw refuse(.unknownEscape) }
            return .assertion(.wordBoundary(negated: true))
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "v": return .scalar(0x0B)
        case "f": return .scalar(0x0C)
        case "r": return .scalar(0x0D)
        case "0":
            if let next = peek(), ("0"..."9").contains(next) {
                index += 1
                throw refuse(.unknownEscape)
            }
            return .scalar(0)
        case "1"..."9":
            throw refuse(inClass ? .unknownEscape : .notLinear(.backreference))
        case "k":
            throw refuse(.notLinear(.backreference))
        case "p", "P":
            throw refuse(.notPortable(.unicodeProperty))
        case "A", "Z", "z":
            throw refuse(.notPortable(.anchor))
        case "x":
            guard let value = hex(digits: 2) else { throw refuse(.unknownEscape) }
            return .scalar(value)
        case "u":
            return .scalar(try unicodeEscape(from: at))
        case "-" where inClass:
            return .scalar(letter.value)
        default:
            guard "^$\\.*+?()[]{}|/".unicodeScalars.contains(letter) else { throw refuse(.unknownEscape) }
            return .scalar(letter.value)
        }
    }

    /// After `\u`: `XXXX` or `{X…}`, naming a scalar.
    private mutating func unicodeEscape(from at: Int) throws(PatternProblem) -> UInt32 {
        let value: UInt32?
        if peek() == "{" {
            index += 1
            var digits = 0
            var total: UInt32 = 0
            while let scalar = peek(), let digit = scalar.properties.isASCIIHexDigit ? UInt32(String(scalar), radix: 16) : nil {
                total = total > 0x10FFFF ? total : total * 16 + digit
                digits += 1
                index += 1
            }
            if digits > 0, peek() == "}", total <= 0x10FFFF {
                index += 1
                value = total
            } else {
                value = nil
            }
        } else {
            value = hex(digits: 4)
        }
        guard let value else { throw PatternProblem(.unknownEscape, at: at, text: text(at, index)) }
        if (0xD800...0xDFFF).contains(value) {
            throw PatternProblem(.surrogateEscape, at: at, text: text(at, index))
        }
        return value
    }

    /// Exactly `digits` hexadecimal digits at `index`, consumed; `nil` (nothing consumed) otherwise.
    private mutating func hex(digits: Int) -> UInt32? {
        guard index + digits <= scalars.count else { return nil }
        var value: UInt32 = 0
        for scalar in scalars[index..<(index + digits)] {
            guard scalar.properties.isASCIIHexDigit, let digit = UInt32(String(scalar), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        index += digits
        return value
    }
}
