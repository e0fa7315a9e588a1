extension AnswerValue {
    /// The answer as a person reads it: `36`, `3.5`, `yes`, `work, solo`, empty for null.
    public var plainText: String {
        switch self {
        case .null: return ""
        case .string(let text): return text
        case .integer(let value): return String(value)
        case .number(let value): return Self.format(value)
        case .bool(let value): return value ? "yes" : "no"
        case .list(let values): return values.joined(separator: ", ")
        }
    }

    /// Shortest text that reads back to the same `Double`; integral values without `.0`
    /// (`1e3` → `1000`), so JSON numbers look as a person wrote them. From 1e16 on, Swift
    /// writes an exponent (`1e+16`); below it, integral values are written as integers.
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.rounded(.towardZero) == value, abs(value) < 1e16 {
            return String(Int(value))
        }
        return String(describing: value)
    }
}
