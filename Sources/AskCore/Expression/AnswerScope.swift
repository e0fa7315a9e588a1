/// A walk's answers, the day and the environment, as values: what expressions and
/// templates read, kept where a closure cannot be (``Presenter`` is `Sendable`).
public struct AnswerScope: Sendable {
    /// The answers by key; a key without one reads as null.
    public var answers: [String: AnswerValue]
    /// What `today()` yields.
    public var today: ISODate
    /// What `env(NAME)` reads.
    public var environment: [String: String]

    /// A scope of `answers` on `today`.
    public init(answers: [String: AnswerValue] = [:], today: ISODate = .epoch, environment: [String: String] = [:]) {
        self.answers = answers
        self.today = today
        self.environment = environment
    }

    /// The context expressions evaluate in, with `key` reading `value` when given (an answer
    /// being checked before it is kept).
    public func context(with key: String? = nil, reading value: AnswerValue? = nil) -> ExpressionContext {
        let answers = self.answers
        let environment = self.environment
        return ExpressionContext(answer: { name in
            if name == key, let value { return value }
            return answers[name] ?? .null
        }, today: today, environment: { environment[$0] })
    }
}
