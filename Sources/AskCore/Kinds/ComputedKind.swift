/// `computed` rows: an answer computed from earlier ones (`"value": "days(start, end) + 1"`),
/// written and never asked. Its shape is the value's type, so conditions and checks read it
/// like any answer of that shape.
public struct ComputedKind: RowKind {
    /// The shape of the value's type (`days(start, end) + 1` is a number).
    public var shape: AnswerShape?

    /// A computed answer of `shape`.
    public init(shape: AnswerShape) {
        self.shape = shape
    }

    /// `computed`.
    public var typeName: String { "computed" }

    /// Described by the shape of its value.
    public var expectedValue: ExpectedValue {
        switch shape {
        case .integer, .number: return .number
        case .bool: return .boolean
        case .list: return .optionValues
        case .date: return .dateString
        case .text, nil: return .string
        }
    }

    /// Never typed: a computed answer cannot be given.
    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        .failure(.isComputed)
    }

    /// Any value of the shape: what it must be is the computation's, checked by `validate`.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        switch (shape, value) {
        case (.number?, .number), (.number?, .integer), (.integer?, .integer), (.integer?, .number), (.bool?, .bool),
             (.list?, .list), (.text?, .string), (.date?, .string): return nil
        default: return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
    }

    /// The JSON of the shape.
    public func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        switch shape {
        case .number?, .integer?:
            if let number = node.doubleValue { return .success(.number(number)) }
        case .bool?:
            if let flag = node.boolValue { return .success(.bool(flag)) }
        case .list?:
            if case .array(let items) = node.value {
                let texts = items.compactMap(\.stringValue)
                if texts.count == items.count { return .success(.list(texts)) }
            }
        case .text?, .date?, nil:
            if let text = node.stringValue { return .success(.string(text)) }
        }
        return .failure(.wrongType(expected: expectedValue, found: .kind(node.valueKind)))
    }

    /// The JSON Schema type of the shape (the value itself is the computation's).
    public func schema(required: Bool) -> [(String, JSONValue)] {
        switch shape {
        case .number?, .integer?: return [RowSchema.type("number", required: required)]
        case .bool?: return [RowSchema.type("boolean", required: required)]
        case .list?: return [RowSchema.type("array", required: required), ("items", .object([("type", .string("string"))]))]
        case .text?, .date?, nil: return [RowSchema.type("string", required: required)]
        }
    }
}
