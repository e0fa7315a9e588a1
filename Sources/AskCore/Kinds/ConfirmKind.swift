/// `confirm` rows: yes or no, in any of askform's languages (``AnswerParser/parseConfirm(_:)``).
public struct ConfirmKind: RowKind {
    /// The `confirm` kind; it has no settings.
    public init() {}

    /// `confirm`.
    public var typeName: String { "confirm" }
    /// `confirm`: a boolean.
    public var shape: AnswerShape? { .bool }
    /// `confirm`: `true` or `false`.
    public var expectedValue: ExpectedValue { .boolean }

    /// `confirm`: yes or no, in any of askform's languages.
    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        AnswerParser.parseConfirm(text).map { .success(.bool($0)) } ?? .failure(.notYesNo(text))
    }

    /// `confirm`: any boolean; the kind has no rules of its own.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        if case .bool = value { return nil }
        return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
    }

    /// `confirm`: a JSON boolean.
    public func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        if let bool = node.boolValue { return .success(.bool(bool)) }
        return .failure(.wrongType(expected: expectedValue, found: .kind(node.valueKind)))
    }

    /// `confirm`: `"type": "boolean"`.
    public func schema(required: Bool) -> [(String, JSONValue)] {
        [RowSchema.type("boolean", required: required)]
    }
}

/// `date` rows: `YYYY-MM-DD` naming a real day, within bounds.
public struct DateKind: RowKind {
    /// Inclusive, by day.
    public var bounds: Bounds<ISODate>

    /// A `date` kind within `bounds`.
    public init(_ bounds: Bounds<ISODate> = .unbounded) {
        self.bounds = bounds
    }

    /// `date`.
    public var typeName: String { "date" }
    /// `date`: a `YYYY-MM-DD` string, ordered by day.
    public var shape: AnswerShape? { .date }
    /// `date`: a `YYYY-MM-DD` string.
    public var expectedValue: ExpectedValue { .dateString }

    /// `date`: exactly `YYYY-MM-DD`, a real day (leap years included), within ``bounds``.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        guard case .string(let text) = value else {
            return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
        guard let date = ISODate(text) else {
            return ISODate.isWrittenAsDate(text) ? .noSuchDay(text) : .invalidDate(text)
        }
        return bounds.problem(with: date, shown: text)
    }

    /// `date`: a string with the date pattern, and the bounds as patterns (JSON Schema has no date order).
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

    /// `date`: the bounds, when the form gives them.
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
