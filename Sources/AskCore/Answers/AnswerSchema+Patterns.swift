extension AnswerSchema {
    /// The regular expressions the schema is written with. Each uses only syntax that reads
    /// the same in ECMA-262 (what JSON Schema names) and Python's `re` (what the `jsonschema`
    /// package runs): character classes spelled out, `\uXXXX` escapes, and `$(?!\n)` for the
    /// end of the text. A row's own pattern, and the email and URL shapes, are written by
    /// ``Pattern/portable`` from the parsed pattern.
    enum Patterns {
        /// The end of the text. Python's `$` also matches before a final `\n`; the lookahead
        /// rules that out, and costs nothing where `$` means the end already.
        static let end = #"$(?!\n)"#

        /// ``TextFormat/emailPattern`` in portable syntax.
        static let email = TextFormat.email?.portable ?? "(?!)"
        /// ``TextFormat/urlPattern`` in portable syntax.
        static let url = TextFormat.url?.portable ?? "(?!)"

        /// `YYYY-MM-DD` naming a real day, as ``ISODate`` reads it: month lengths, and
        /// February 29 in years divisible by 4 but not by 100, or by 400.
        static let date = "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])"
            + "|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)"
            + "|02-(?:0[1-9]|1[0-9]|2[0-8]))"
            + "|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)"
            + end

        /// A pattern matching the strings that contain `text` (unanchored, as `pattern` is).
        static func literal(_ text: String) -> String {
            text.unicodeScalars.map(escaped).joined()
        }

        /// A pattern matching exactly the strings `s` with `s OP literal`, strings ordered by
        /// their Unicode scalars as ``Condition/evaluate(_:)`` orders them: `nil` when no string
        /// does, `""` when every string does.
        ///
        /// Read from the start, `s` follows the literal until it ends first (then `s` is
        /// less), or holds a smaller or greater scalar at the first difference. So
        /// `s < 'ab'` is `^(?:$(?!\n)|[\u0000-\u0060]|a(?:$(?!\n)|[\u0000-\u0061]))`.
        ///
        /// `digits`: every string compared is a `YYYY-MM-DD` date and so is the literal;
        /// the classes then hold digits only and no string ends early, for a shorter pattern.
        static func order(_ op: Condition.ComparisonOperator, _ literal: String, digits: Bool) -> String? {
            let less = op == .less || op == .lessOrEqual
            // What may follow once all of the literal has been matched.
            var rest: String?
            switch op {
            case .less: rest = nil
            case .lessOrEqual: rest = digits ? "" : end
            case .greater: rest = digits ? nil : #"[\s\S]"#
            default: rest = ""
            }
            for scalar in literal.unicodeScalars.reversed() {
                var alternatives: [String] = []
                if less, !digits { alternatives.append(end) }
                if let range = less ? below(scalar, digits: digits) : above(scalar, digits: digits) {
                    alternatives.append(range)
                }
                if let rest { alternatives.append(escaped(scalar) + rest) }
                switch alternatives.count {
                case 0: rest = nil
                case 1: rest = alternatives[0]
                default: rest = "(?:" + alternatives.joined(separator: "|") + ")"
                }
            }
            guard let rest else { return nil }
            return rest.isEmpty ? "" : "^" + rest
        }

        /// A class of the scalars below `scalar` (digits below it, with `digits`).
        private static func below(_ scalar: Unicode.Scalar, digits: Bool) -> String? {
            if digits {
                guard scalar.isASCIIDigit, scalar != "0" else { return nil }
                return digitClass(0x30, scalar.value - 1)
            }
            guard scalar.value > 0 else { return nil }
            return "[" + classMember(0) + "-" + classMember(previous(scalar.value)) + "]"
        }

        /// A class of the scalars above `scalar` (digits above it, with `digits`).
        private static func above(_ scalar: Unicode.Scalar, digits: Bool) -> String? {
            if digits {
                guard scalar.isASCIIDigit, scalar != "9" else { return nil }
                return digitClass(scalar.value + 1, 0x39)
            }
            guard scalar.value < 0x10FFFF else { return nil }
            return "[^" + classMember(0) + "-" + classMember(scalar.value) + "]"
        }

        /// The scalar value before `value`, stepping over the surrogates (not scalars).
        private static func previous(_ value: UInt32) -> UInt32 {
            value == 0xE000 ? 0xD7FF : value - 1
        }

        private static func digitClass(_ low: UInt32, _ high: UInt32) -> String {
            let first = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: low)))
            let last = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: high)))
            return low == high ? String(first) : "[\(first)-\(last)]"
        }

        /// A scalar as a class member: `\uXXXX` in the Basic Multilingual Plane, else as
        /// itself (no escape for those is read alike by ECMA-262 and Python).
        static func classMember(_ value: UInt32) -> String {
            if value <= 0xFFFF { return hex(value) }
            return Unicode.Scalar(value).map { String(Character($0)) } ?? ""
        }

        /// A scalar matching itself: syntax characters escaped, controls, spaces and format
        /// characters of the Basic Multilingual Plane as `\uXXXX`, anything else as written.
        static func escaped(_ scalar: Unicode.Scalar) -> String {
            if "^$\\.*+?()[]{}|/".unicodeScalars.contains(scalar) { return "\\" + String(Character(scalar)) }
            let invisible = scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value)
                || scalar.properties.generalCategory == .format || (scalar.properties.isWhitespace && scalar != " ")
            if invisible, scalar.value <= 0xFFFF { return hex(scalar.value) }
            return String(Character(scalar))
        }

        private static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return #"\u"# + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
