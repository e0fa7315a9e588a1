/// Reads typed answers from JSON, as `fill` writes them: the form file's defaults, an
/// `--answers` file, and the answers that `validate` and `submit` check.
public enum AnswerDecoder {
    /// The answer `node` holds for `row`, with its JSON type checked; rules are not
    /// applied here (see ``AnswerRules``).
    public static func value(from node: SourceNode, for row: Row) -> Result<AnswerValue, AnswerProblem> {
        if case .null = node.value { return .success(.null) }
        switch row.kind {
        case .text, .secret, .email, .url, .date, .select:
            if let text = node.stringValue { return .success(.string(text)) }
        case .integer(let bounds, _):
            if let number = node.integerValue { return .success(.integer(number)) }
            if let number = node.doubleValue {
                // Whole, but past what an Int holds: past any bound the row can have (as typed).
                if number >= 0x1p63 { return .failure(.aboveMaximum(node.numberText, maximum: String(bounds.max ?? Int.max))) }
                if number < -0x1p63 { return .failure(.belowMinimum(node.numberText, minimum: String(bounds.min ?? Int.min))) }
                return .failure(.notAnInteger(node.numberText))
            }
        case .number:
            if let number = node.doubleValue { return .success(.number(number)) }
        case .confirm:
            if let bool = node.boolValue { return .success(.bool(bool)) }
        case .multiselect(let options, _):
            guard case .array(let items) = node.value else { break }
            var values: [String] = []
            for item in items {
                guard let text = item.stringValue else {
                    return .failure(.wrongType(expected: "an array of option values", found: "an array holding \(item.kindDescription)"))
                }
                values.append(text)
            }
            return .success(.list(ordered(values, by: options)))
        case .note:
            break
        }
        return .failure(.wrongType(expected: AnswerRules.expectedType(of: row.kind), found: node.kindDescription))
    }

    /// The unit value `node` holds: a string, or null.
    public static func unitValue(from node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        switch node.value {
        case .null: return .success(.null)
        case .string(let text): return .success(.string(text))
        default: return .failure(.wrongType(expected: "one option value (string)", found: node.kindDescription))
        }
    }

    /// Values in the form's option order; values that are not options (to be refused by the
    /// rules) and repeats keep their place at the end, so the rules still see them.
    static func ordered(_ values: [String], by options: [Option]) -> [String] {
        guard values.count > 1 else { return values }
        var rank: [String: Int] = [:]
        for (index, option) in options.enumerated() { rank[option.value] = index }
        return values.enumerated().sorted { a, b in
            let x = rank[a.element] ?? Int.max, y = rank[b.element] ?? Int.max
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }
}
