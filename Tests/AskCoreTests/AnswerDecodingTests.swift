import Testing
@testable import AskCore

private struct Trip: Decodable, Equatable {
    struct Address: Decodable, Equatable {
        var city: String
        var street: String?
    }

    enum Role: String, Decodable, Equatable { case employee, contractor }
    enum Tag: String, Decodable, Hashable { case work, family, solo }

    var name: String
    var age: Int
    var budget: Double
    var currency: String?
    var role: Role
    var tags: [Tag]
    var insurance: Bool
    var guardian: String?
    var address: Address
}

/// How a decoding error reads: its kind, its coding path and its description.
private func explain(_ error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
    switch error as? DecodingError {
    case .typeMismatch(let type, let context)?:
        return "typeMismatch(\(type)) at \(path(context.codingPath)): \(context.debugDescription)"
    case .valueNotFound(let type, let context)?:
        return "valueNotFound(\(type)) at \(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context)?:
        return "keyNotFound(\(key.stringValue)) at \(path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context)?:
        return "dataCorrupted at \(path(context.codingPath)): \(context.debugDescription)"
    default:
        return "not a DecodingError: \(error)"
    }
}

/// The explanation of the error decoding `answers` as `T` throws, or nil when it decodes.
private func failure<T: Decodable>(_ type: T.Type, _ answers: [(key: String, value: AnswerValue)]) -> String? {
    do {
        _ = try AnswerDecoding.decode(type, from: answers)
        return nil
    } catch {
        return explain(error)
    }
}

@Suite("AnswerDecoding")
struct AnswerDecodingTests {
    static let answers: [(key: String, value: AnswerValue)] = [
        ("name", .string("Ada")),
        ("address.street", .string("1 Rue de Rivoli")),
        ("age", .integer(36)),
        ("address.city", .string("Paris")),
        ("budget", .number(1250.5)),
        ("currency", .string("EUR")),
        ("role", .string("contractor")),
        ("tags", .list(["work", "solo"])),
        ("insurance", .bool(true)),
        ("guardian", .null),
    ]

    fileprivate static let trip = Trip(name: "Ada", age: 36, budget: 1250.5, currency: "EUR", role: .contractor, tags: [.work, .solo],
                           insurance: true, guardian: nil, address: .init(city: "Paris", street: "1 Rue de Rivoli"))

    @Test func answersDecodeIntoNestedStructsEnumsListsAndOptionals() throws {
        #expect(try AnswerDecoding.decode(Trip.self, from: Self.answers) == Self.trip)
    }

    @Test func anAnswersDocumentDecodesTheSame() throws {
        let text = AnswerEncoder.json(Self.answers).serialized()
        #expect(try AnswerDecoding.decode(Trip.self, fromJSON: text) == Self.trip)
        #expect(try AnswerDecoding.decode(Trip.self, from: AnswerEncoder.json(Self.answers)) == Self.trip)
    }

    @Test func hiddenRowsAreNilForOptionalsAndMissingOtherwise() throws {
        var answers = Self.answers.filter { !["currency", "guardian", "address.street"].contains($0.key) }
        var expected = Self.trip
        expected.currency = nil
        expected.address.street = nil
        #expect(try AnswerDecoding.decode(Trip.self, from: answers) == expected)

        answers.removeAll { $0.key == "age" }
        #expect(failure(Trip.self, answers)
            == "keyNotFound(age) at : no answer for 'age'; the answers here are 'name', 'address', 'budget', 'role', 'tags', 'insurance'")
    }

    @Test func numbersDecodeAsAnyTypeThatHoldsThem() throws {
        struct Numbers: Decodable, Equatable {
            var small: Int8
            var unsigned: UInt64
            var whole: Double
            var integral: Int
            var float: Float
            var large: Int64
        }
        let numbers = try AnswerDecoding.decode(Numbers.self, from: [
            ("small", .integer(-128)), ("unsigned", .integer(42)), ("whole", .integer(3)), ("integral", .number(250)),
            ("float", .number(0.5)), ("large", .integer(9_007_199_254_740_993)),
        ])
        #expect(numbers == Numbers(small: -128, unsigned: 42, whole: 3, integral: 250, float: 0.5, large: 9_007_199_254_740_993))
        // A document may write an integral number with an exponent.
        #expect(try AnswerDecoding.decode([String: Int].self, fromJSON: #"{"n": 1e3}"#) == ["n": 1000])
    }

    @Test func listsDecodeAsArraysAndSets() throws {
        struct Lists: Decodable, Equatable {
            var days: Set<String>
            var none: [String]
        }
        #expect(try AnswerDecoding.decode(Lists.self, from: [("days", .list(["mon", "wed"])), ("none", .list([]))])
            == Lists(days: ["wed", "mon"], none: []))
    }

    // MARK: Each failure, with its coding path

    struct Age: Decodable { var age: Int }
    struct Small: Decodable { var n: UInt8 }
    struct Nested: Decodable {
        struct Address: Decodable { var city: Int }
        var address: Address
    }
    struct Roles: Decodable {
        enum Role: String, Decodable { case employee, contractor }
        var roles: [Role]
    }

    static let failures: [(String, String?)] = [
        ("a string for an integer",
         failure(Age.self, [("age", .string("36"))])),
        ("a fraction for an integer",
         failure(Age.self, [("age", .number(2.5))])),
        ("null for a value that is not optional",
         failure(Age.self, [("age", .null)])),
        ("a number past the type's range",
         failure(Small.self, [("n", .integer(300))])),
        ("a negative number for an unsigned type",
         failure(Small.self, [("n", .integer(-1))])),
        ("a nested mismatch names the whole path",
         failure(Nested.self, [("address.city", .string("Paris"))])),
        ("a value where the answers nest",
         failure(Nested.self, [("address", .string("Paris"))])),
        ("a list item that is not a case of the enum",
         failure(Roles.self, [("roles", .list(["employee", "boss"]))])),
        ("a single value where a list is expected",
         failure(Roles.self, [("roles", .string("employee"))])),
        ("a boolean for a string",
         failure([String: String].self, [("name", .bool(true))])),
    ]

    @Test func everyFailureIsADecodingErrorWithItsPath() {
        #expect(Self.failures.map { "\($0.0): \($0.1 ?? "decoded")" } == [
            "a string for an integer: typeMismatch(Int) at age: expected a whole number for Int, found the string '36'",
            "a fraction for an integer: dataCorrupted at age: expected a whole number for Int, found the number 2.5",
            "null for a value that is not optional: valueNotFound(Int) at age: expected Int, found null (no answer)",
            "a number past the type's range: dataCorrupted at n: the number 300 does not fit in UInt8",
            "a negative number for an unsigned type: dataCorrupted at n: the number -1 does not fit in UInt8",
            "a nested mismatch names the whole path: typeMismatch(Int) at address.city: expected a whole number for Int, found the string 'Paris'",
            "a value where the answers nest: typeMismatch(Dictionary<String, String>) at address: expected an object of answers for Dictionary<String, String>, found the string 'Paris'",
            "a list item that is not a case of the enum: dataCorrupted at roles.1: Cannot initialize Role from invalid String value boss",
            "a single value where a list is expected: typeMismatch(Array<String>) at roles: expected a list of values for Array<String>, found the string 'employee'",
            "a boolean for a string: typeMismatch(String) at name: expected a string for String, found true",
        ])
    }

    @Test func textThatIsNotJSONThrowsTheReadersDiagnostic() {
        do {
            _ = try AnswerDecoding.decode(Trip.self, fromJSON: "{\"name\": }")
            Issue.record("decoded")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.rendered(file: "answers.json") == "answers.json:1:10: error: unexpected '}', expected a value (at /name)")
        } catch {
            Issue.record("not a Diagnostic: \(error)")
        }
    }
}
