/// Decodes answers into a program's own `Decodable` types, without Foundation.
///
/// The answers are read as `fill` writes them (``AnswerEncoder/json(_:)``): dotted keys nest,
/// so `address.city` is the `city` of a nested `address` value. Each answer maps to Swift:
///
/// | answer | decodes as |
/// | --- | --- |
/// | string (text, select, date, unit…) | `String`, or a `RawRepresentable` enum by its raw `String` |
/// | integer | any `Int…`/`UInt…` that holds it (checked), `Double`, `Float` |
/// | number | `Double`, `Float`; an integral number also as an integer type |
/// | confirm | `Bool` |
/// | multiselect | `[String]`, `Set<String>`, arrays of `RawRepresentable` enums |
/// | null (left empty) | `nil` of an `Optional`; `valueNotFound` otherwise |
///
/// A hidden row writes no key: an `Optional` property then decodes as `nil`, any other as
/// `keyNotFound`. Every failure is a `DecodingError` whose context has the coding path
/// (`address.city` is `["address", "city"]`) and says what was found.
///
///     struct Trip: Decodable {
///         struct Address: Decodable { var city: String }
///         enum Role: String, Decodable { case employee, contractor }
///         var name: String
///         var age: Int?
///         var role: Role
///         var tags: [String]
///         var address: Address
///     }
///     let trip = try AnswerDecoding.decode(Trip.self, from: walker.visibleAnswers)
public enum AnswerDecoding {
    /// Decodes answers in form order with dotted keys, as the walker records them.
    public static func decode<T: Decodable>(_ type: T.Type, from answers: [(key: String, value: AnswerValue)]) throws -> T {
        try decode(type, from: AnswerEncoder.json(answers))
    }

    /// Decodes an answers document already in the shape `fill` writes.
    public static func decode<T: Decodable>(_ type: T.Type, from document: JSONValue) throws -> T {
        try T(from: AnswerValueDecoder(value: document, codingPath: []))
    }

    /// Decodes an answers JSON document (what `fill` writes to stdout or a file). Text that
    /// is not JSON throws the reader's ``Diagnostic``, with line and column.
    public static func decode<T: Decodable>(_ type: T.Type, fromJSON bytes: [UInt8],
                                            limits: SourceLimits = .standard) throws -> T {
        try decode(type, from: JSONValue(JSONReader.parse(bytes, limits: limits)))
    }

    /// Decodes an answers JSON document given as text, like its bytes.
    public static func decode<T: Decodable>(_ type: T.Type, fromJSON text: String,
                                            limits: SourceLimits = .standard) throws -> T {
        try decode(type, fromJSON: Array(text.utf8), limits: limits)
    }
}

/// A coding key for a member name or an array position.
struct AnswerCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Reads one value of an answers document; its containers hand out one for each member.
struct AnswerValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw mismatch([String: String].self, expected: "an object of answers")
        }
        return KeyedDecodingContainer(AnswerKeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else {
            throw mismatch([String].self, expected: "a list of values")
        }
        return AnswerUnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Single values

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        try notNull(type)
        guard case .bool(let bool) = value else { throw mismatch(type, expected: "true or false") }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        try notNull(type)
        guard case .string(let text) = value else { throw mismatch(type, expected: "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        try notNull(type)
        guard case .number(let text) = value, let number = Double(text) else { throw mismatch(type, expected: "a number") }
        guard number.isFinite else { throw outOfRange(text, type) }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float {
        let number = try decode(Double.self)
        // Rounded to the nearest Float, as a literal would be; past Float's range is refused.
        let float = Float(number)
        guard float.isFinite else { throw outOfRange(AnswerValue.format(number), type) }
        return float
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }

    /// A whole number as written (exact, however large), or an integral number that the
    /// type holds (`1e3`, `250.0`).
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try notNull(type)
        guard case .number(let text) = value else { throw mismatch(type, expected: "a whole number") }
        if let exact = T(text) { return exact }
        guard let number = Double(text) else { throw mismatch(type, expected: "a whole number") }
        guard number.rounded(.towardZero) == number else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                    debugDescription: "expected a whole number for \(type), found the number \(text)"))
        }
        guard let integer = T(exactly: number) else { throw outOfRange(text, type) }
        return integer
    }

    // MARK: Errors

    /// An empty answer is `valueNotFound`: the value is missing rather than of another type.
    private func notNull<T>(_ type: T.Type) throws {
        guard value == .null else { return }
        throw DecodingError.valueNotFound(type, .init(codingPath: codingPath,
                                                      debugDescription: "expected \(type), found null (no answer)"))
    }

    private func mismatch<T>(_ type: T.Type, expected: String) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath,
                                  debugDescription: "expected \(expected) for \(type), found \(Self.describe(value))"))
    }

    private func outOfRange<T>(_ text: String, _ type: T.Type) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "the number \(text) does not fit in \(type)"))
    }

    /// What a value is, for messages: `the string 'Paris'`, `the number 36`, `an object`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .object: return "an object"
        case .array: return "a list"
        case .string(let text): return "the string '\(text)'"
        case .number(let text): return "the number \(text)"
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        }
    }
}
