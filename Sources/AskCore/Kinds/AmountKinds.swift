/// `integer` rows: an optional sign and digits (full-width ones too), within bounds, read
/// into a 64-bit `Int`; optionally followed by a unit.
public struct IntegerKind: RowKind {
    /// Inclusive; checked after the answer is read, so an out-of-range answer is told its bound.
    public var bounds: Bounds<Int>
    /// Asked after a given amount; `nil` for none.
    public var unit: Unit?

    /// An `integer` kind within `bounds`, optionally followed by `unit`.
    public init(_ bounds: Bounds<Int> = .unbounded, unit: Unit? = nil) {
        self.bounds = bounds
        self.unit = unit
    }

    /// `integer`.
    public var typeName: String { "integer" }
    /// `integer`: written as a JSON number without a fraction.
    public var shape: AnswerShape? { .integer }
    /// `integer`: a whole number.
    public var expectedValue: ExpectedValue { .wholeNumber }

    /// `integer`: an optional sign and digits, full-width ones too; more digits than an `Int` holds are out of bounds, not refused as text.
    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        guard let digits = AnswerParser.integerText(FullWidth.folded(text)) else { return .failure(.notAnInteger(text)) }
        guard let number = Int(digits) else {
            // A whole number with more digits than fit: past any bound the row can have.
            return .failure(digits.hasPrefix("-")
                ? .belowMinimum(text, minimum: String(bounds.min ?? Int.min))
                : .aboveMaximum(text, maximum: String(bounds.max ?? Int.max)))
        }
        return .success(.integer(number))
    }

    /// `integer`: the value within ``bounds``.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        guard case .integer(let number) = value else {
            return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
        return bounds.problem(with: number, shown: String(number))
    }

    /// `integer`: a JSON number with an integral value; one too large for an `Int` is out of bounds.
    public func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        if let number = node.integerValue { return .success(.integer(number)) }
        if let number = node.doubleValue {
            // Whole, but past what an Int holds: past any bound the row can have (as typed).
            if number >= 0x1p63 { return .failure(.aboveMaximum(node.numberText, maximum: String(bounds.max ?? Int.max))) }
            if number < -0x1p63 { return .failure(.belowMinimum(node.numberText, minimum: String(bounds.min ?? Int.min))) }
            return .failure(.notAnInteger(node.numberText))
        }
        return .failure(.wrongType(expected: expectedValue, found: .kind(node.valueKind)))
    }

    /// `integer`: `"type": "integer"` with the bounds, or `Int`'s own range when the form gives none.
    public func schema(required: Bool) -> [(String, JSONValue)] {
        // Answers are read into a 64-bit Int: anything past it is refused.
        [RowSchema.type("integer", required: required),
         ("minimum", .integer(bounds.min ?? Int.min)), ("maximum", .integer(bounds.max ?? Int.max))]
    }

    /// `integer`: `whole number 0–120`, then the unit's title when there is one.
    public func hint(_ text: (LocalizedText) -> String) -> [Message] {
        [.hintWholeNumber(min: bounds.min.map(String.init), max: bounds.max.map(String.init))]
            + (unit.map { [.hintThenUnit(text($0.title))] } ?? [])
    }
}

/// `number` rows: decimals as people write them (`3.5`, `-2`, `1e3`), within bounds, read
/// into a `Double`; optionally followed by a unit.
public struct NumberKind: RowKind {
    /// Inclusive; an integer answer is compared exactly, without rounding.
    public var bounds: Bounds<Double>
    /// Asked after a given amount; `nil` for none.
    public var unit: Unit?

    /// A `number` kind within `bounds`, optionally followed by `unit`.
    public init(_ bounds: Bounds<Double> = .unbounded, unit: Unit? = nil) {
        self.bounds = bounds
        self.unit = unit
    }

    /// `number`.
    public var typeName: String { "number" }
    /// `number`: written as a JSON number.
    public var shape: AnswerShape? { .number }
    /// `number`: any finite number.
    public var expectedValue: ExpectedValue { .number }

    /// `number`: decimals as people write them (`3.5`, `-2`, `1e3`), full-width digits too.
    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        AnswerParser.parseNumber(FullWidth.folded(text)).map { .success(.number($0)) } ?? .failure(.notANumber(text))
    }

    /// `number`: the value (a decimal or an integer) within ``bounds``.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        switch value {
        case .number(let number): return bounds.problem(with: number, shown: AnswerValue.format(number))
        case .integer(let number): return bounds.problem(with: Double(number), shown: String(number))
        default: return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
    }

    /// `number`: any finite JSON number.
    public func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        if let number = node.doubleValue { return .success(.number(number)) }
        return .failure(.wrongType(expected: expectedValue, found: .kind(node.valueKind)))
    }

    /// `number`: `"type": "number"` with the bounds, or `Double`'s finite range when the form gives none.
    public func schema(required: Bool) -> [(String, JSONValue)] {
        // Answers are read into a Double: a JSON number that overflows it is refused.
        [RowSchema.type("number", required: required),
         ("minimum", AnswerSchema.number(bounds.min ?? -Double.greatestFiniteMagnitude)),
         ("maximum", AnswerSchema.number(bounds.max ?? Double.greatestFiniteMagnitude))]
    }

    /// `number`: `number 0–4.5`, then the unit's title when there is one.
    public func hint(_ text: (LocalizedText) -> String) -> [Message] {
        [.hintNumber(min: bounds.min.map(AnswerValue.format), max: bounds.max.map(AnswerValue.format))]
            + (unit.map { [.hintThenUnit(text($0.title))] } ?? [])
    }
}

extension RowKind where Self == IntegerKind {
    /// An `integer` row's kind.
    public static func integer(_ bounds: Bounds<Int> = .unbounded, unit: Unit? = nil) -> IntegerKind {
        IntegerKind(bounds, unit: unit)
    }
}

extension RowKind where Self == NumberKind {
    /// A `number` row's kind.
    public static func number(_ bounds: Bounds<Double> = .unbounded, unit: Unit? = nil) -> NumberKind {
        NumberKind(bounds, unit: unit)
    }
}

/// Inclusive lower and upper bounds, either of which may be absent.
public struct Bounds<Bound: Comparable & Sendable>: Sendable {
    /// The lowest value allowed; `nil` for none.
    public var min: Bound?
    /// The highest value allowed; `nil` for none.
    public var max: Bound?

    /// Bounds from `min` to `max`, both inclusive; the loader has already refused `min` above `max`.
    public init(min: Bound? = nil, max: Bound? = nil) {
        self.min = min
        self.max = max
    }

    /// No bound on either side.
    public static var unbounded: Bounds { Bounds() }

    /// Why `value` (quoted in messages as `shown`) is outside the bounds, or `nil`.
    public func problem(with value: Bound, shown: String) -> AnswerProblem? {
        if let minimum = min, value < minimum { return .belowMinimum(shown, minimum: Self.describe(minimum)) }
        if let maximum = max, value > maximum { return .aboveMaximum(shown, maximum: Self.describe(maximum)) }
        return nil
    }

    private static func describe(_ bound: Bound) -> String {
        if let double = bound as? Double { return AnswerValue.format(double) }
        return String(describing: bound)
    }
}

extension Bounds: Equatable where Bound: Equatable {}
