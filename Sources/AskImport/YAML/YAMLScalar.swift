import AskCore

/// What a scalar means under the YAML 1.2 core schema (YAML 1.2.2, §10.3), and the tags of
/// that schema. Only plain scalars are resolved; quoted, literal and folded ones are text.
enum YAMLScalar {
    static let tagPrefix = "tag:yaml.org,2002:"

    /// `!!str` for `tag:yaml.org,2002:str`: tags as a person writes them, for messages.
    static func shortTag(_ tag: String) -> String {
        tag.hasPrefix(tagPrefix) ? "!!" + tag.dropFirst(tagPrefix.count) : tag
    }

    /// The value of a scalar `text`, `plain` or not, tagged `tag` (as libyaml resolved it).
    static func value(_ text: String, plain: Bool, tag: String?) throws(YAMLProblem) -> SourceNode.Value {
        guard let tag else { return plain ? resolved(text) : .string(text) }
        switch tag {
        // `!` is the non-specific tag: "not resolved", which the core schema makes a string.
        case "!", tagPrefix + "str": return .string(text)
        case tagPrefix + "null":
            if isNull(text) { return .null }
        case tagPrefix + "bool":
            if let bool = bool(text) { return .bool(bool) }
        case tagPrefix + "int":
            if let number = integer(text) { return .number(number) }
        case tagPrefix + "float":
            if let number = integer(text) ?? float(text) { return .number(number) }
            if isInfinityOrNaN(text) { throw .numberNotFinite(text) }
        case tagPrefix + "seq", tagPrefix + "map":
            break
        default:
            throw .unsupportedTag(shortTag(tag))
        }
        throw .tagMismatch(tag: shortTag(tag), value: text)
    }

    /// A plain scalar under the core schema: null, a boolean, a number or text.
    ///
    /// `.inf`, `-.inf` and `.nan` (floats in the schema) stay text: neither the tree nor
    /// JSON has a value for them, and a form has no use for them.
    static func resolved(_ text: String) -> SourceNode.Value {
        if isNull(text) { return .null }
        if let bool = bool(text) { return .bool(bool) }
        if let number = integer(text) ?? float(text) { return .number(number) }
        return .string(text)
    }

    static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    static func isInfinityOrNaN(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        return [".inf", ".Inf", ".INF"].contains(rest) || [".nan", ".NaN", ".NAN"].contains(text)
    }

    // MARK: Numbers, rewritten as JSON numbers

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`, as a JSON number: no `+`, no leading
    /// zeros, octal and hexadecimal in decimal (past `Int`, as the nearest `Double`).
    static func integer(_ text: String) -> String? {
        let utf8 = Array(text.utf8)
        if utf8.count > 2, utf8[0] == UInt8(ascii: "0"), utf8[1] == UInt8(ascii: "o") || utf8[1] == UInt8(ascii: "x") {
            let radix = utf8[1] == UInt8(ascii: "o") ? 8 : 16
            let digits = text.dropFirst(2)
            guard digits.allSatisfy({ $0.isASCII && $0.hexDigitValue.map { $0 < radix } == true }) else { return nil }
            if let value = Int(digits, radix: radix) { return String(value) }
            var double = 0.0
            for digit in digits { double = double * Double(radix) + Double(digit.hexDigitValue ?? 0) }
            return "\(double)"
        }
        let (negative, signless) = sign(utf8[...])
        var rest = signless
        guard !rest.isEmpty, rest.allSatisfy(isDigit) else { return nil }
        rest = trimmedZeros(rest)
        return (negative ? "-" : "") + String(decoding: rest, as: UTF8.self)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, as a JSON number: `.5` → `0.5`,
    /// `1.` → `1.0`, `+1e3` → `1e3`, leading zeros dropped.
    static func float(_ text: String) -> String? {
        let (negative, signless) = sign(Array(text.utf8)[...])
        var rest = signless
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction: ArraySlice<UInt8>?
        if rest.first == UInt8(ascii: ".") {
            fraction = rest.dropFirst().prefix(while: isDigit)
            rest = rest.dropFirst(1 + (fraction?.count ?? 0))
        }
        guard !whole.isEmpty || fraction?.isEmpty == false else { return nil }
        var exponent: ArraySlice<UInt8> = []
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            exponent = rest
            var digits = rest.dropFirst()
            if digits.first == UInt8(ascii: "-") || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        } else if !rest.isEmpty {
            return nil
        }
        let integral = whole.isEmpty ? [UInt8(ascii: "0")][...] : trimmedZeros(whole)
        var number = String(decoding: integral, as: UTF8.self)
        if let fraction { number += "." + (fraction.isEmpty ? "0" : String(decoding: fraction, as: UTF8.self)) }
        number += String(decoding: exponent, as: UTF8.self)
        return (negative ? "-" : "") + number
    }

    private static func sign(_ bytes: ArraySlice<UInt8>) -> (negative: Bool, rest: ArraySlice<UInt8>) {
        switch bytes.first {
        case UInt8(ascii: "-"): (true, bytes.dropFirst())
        case UInt8(ascii: "+"): (false, bytes.dropFirst())
        default: (false, bytes)
        }
    }

    /// Digits without leading zeros, `0` for all zeros.
    private static func trimmedZeros(_ digits: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let trimmed = digits.drop(while: { $0 == UInt8(ascii: "0") })
        return trimmed.isEmpty ? digits.suffix(1) : trimmed
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
