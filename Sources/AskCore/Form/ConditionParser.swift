/// A syntax error in a `when` expression, with the 0-based character offset where it is.
public struct ConditionSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Parses `when` expressions into ``Condition`` trees.
public enum ConditionParser {
    public static func parse(_ text: String) throws(ConditionSyntaxError) -> Condition {
        throw ConditionSyntaxError(message: "not built yet", offset: 0)
    }
}
