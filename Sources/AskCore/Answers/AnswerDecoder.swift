/// Reads typed answers from JSON, as `fill` writes them: the form file's defaults, an
/// `--answers` file, and the answers that `validate` and `submit` check.
public enum AnswerDecoder {
    /// The answer `node` holds for `row`, with its JSON type checked; rules are not
    /// applied here (see ``AnswerRules``).
    public static func value(from node: SourceNode, for row: Row) -> Result<AnswerValue, AnswerProblem> {
        if case .null = node.value { return .success(.null) }
        return row.kind.decode(node)
    }

    /// The unit value `node` holds: a string, or null.
    public static func unitValue(from node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        switch node.value {
        case .null: return .success(.null)
        case .string(let text): return .success(.string(text))
        default: return .failure(.wrongType(expected: .optionValue, found: .kind(node.valueKind)))
        }
    }
}
