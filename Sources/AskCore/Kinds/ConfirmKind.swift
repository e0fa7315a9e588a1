/// `confirm` rows: yes or no, in any of askform's languages (``AnswerParser/parseConfirm(_:)``).
public struct ConfirmKind: RowKind {
    public init() {}

    public var typeName: String { "confirm" }
    public var shape: AnswerShape? { .bool }
    public var expectedValue: ExpectedValue { .boolean }

    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        AnswerParser.parseConfirm(text).map { .success(.bool($0)) } ?? .failure(.notYesNo(text))
    }

    public func problem(with value: AnswerValue) -> AnswerProblem? {
        if case .bool = value { return nil }
        return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
    }

    public func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        if let bool = node.boolValue { return .success(.bool(bool)) }
        return .failure(.wrongType(expected: expectedValue, found: .kind(node.valueKind)))
    }

    public func schema(required: Bool) -> [(String, JSONValue)] {
        [RowSchema.type("boolean", required: required)]
    }
}

/// `date` rows: `YYYY-MM-DD` naming a real day, within bounds.
public struct DateKind: RowKind {
    public var bounds: Bounds<ISODate>

    public init(_ bounds: Bounds<ISODate> = .unbounded) {
        self.bounds = bounds
    }

    public var typeName: String { "date" }
    public var shape: AnswerShape? { .date }
    public var expectedValue: ExpectedValue { .dateString }

    public func problem(with value: AnswerValue) -> AnswerProblem? {
        guard case .string(let text) = value else {
            return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
        guard let date = ISODate(text) else {
            return ISODate.isWrittenAsDate(text) ? .noSuchDay(text) : .invalidDate(text)
        }
        return bounds.problem(with: date, shown: text)
    }

    public func schema(required: Bool) -> [(String, JSONValue)] {
        var members = [RowSchema.type("string", required: required), ("pattern", .string(AnswerSchema.Patterns.date))]
        var limits: [JSONValue] = []
        if let minimum = bounds.min, let pattern = AnswerSchema.Patterns.order(.greaterOrEqual, minimum.description, digits: true) {
            limits.append(.object([("pattern", .string(pattern))]))
        }
        if let maximum = bounds.max, let pattern = AnswerSchema.Patterns.order(.lessOrEqual, maximum.description, digits: true) {
            limits.append(.object([("pattern", .string(pattern))]))
        }
        if !limits.isEmpty { members.append(("allOf", .array(limits))) }
        return members
    }

    public func hint(_ text: (LocalizedText) -> String) -> [Message] {
        [.hintDate(min: bounds.min?.description, max: bounds.max?.description)]
    }
}

extension RowKind where Self == ConfirmKind {
    /// A `confirm` row's kind.
    public static var confirm: ConfirmKind { ConfirmKind() }
}

extension RowKind where Self == DateKind {
    /// A `date` row's kind.
    public static func date(_ bounds: Bounds<ISODate> = .unbounded) -> DateKind { DateKind(bounds) }
}
