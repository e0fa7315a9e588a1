import Testing
@testable import AskCore

@Suite struct ConditionEvaluationTests {
    // MARK: One test against one answer

    static let equality: [(AnswerValue, Condition.Literal, Bool)] = [
        (.null, .null, true),
        (.string(""), .null, false),
        (.integer(0), .null, false),
        (.bool(false), .null, false),
        (.list([]), .null, false),
        (.null, .string(""), false),
        (.null, .number(0), false),
        (.null, .bool(false), false),
        (.integer(18), .number(18), true),
        (.integer(18), .number(18.5), false),
        (.integer(-3), .number(-3), true),
        (.number(18), .number(18), true),
        (.number(2.5), .number(2.5), true),
        (.number(0.1 + 0.2), .number(0.3), false),
        (.number(-0.0), .number(0), true),
        (.integer(9_007_199_254_740_993), .number(9_007_199_254_740_992), false),
        (.integer(Int.max), .number(9_223_372_036_854_775_808), false),
        (.integer(Int.min), .number(-9_223_372_036_854_775_808), true),
        (.string("18"), .number(18), false),
        (.integer(18), .string("18"), false),
        (.string("contractor"), .string("contractor"), true),
        (.string("Contractor"), .string("contractor"), false),
        (.string("北京"), .string("北京"), true),
        (.string("e\u{301}"), .string("\u{E9}"), false),
        (.string("true"), .bool(true), false),
        (.bool(true), .bool(true), true),
        (.bool(false), .bool(true), false),
        (.bool(true), .string("true"), false),
        (.integer(1), .bool(true), false),
        (.list(["work"]), .string("work"), false),
        (.list([]), .string(""), false),
    ]

    @Test(arguments: equality)
    func equalsAndNotEquals(_ answer: AnswerValue, _ literal: Condition.Literal, _ equal: Bool) {
        let value: (String) -> AnswerValue = { _ in answer }
        #expect(Condition.comparison(key: "k", .equal, literal).evaluate(value) == equal)
        #expect(Condition.comparison(key: "k", .notEqual, literal).evaluate(value) == !equal)
    }

    /// Expected results of `<`, `<=`, `>`, `>=`, in that order.
    static let ordering: [(AnswerValue, Condition.Literal, [Bool])] = [
        (.integer(17), .number(18), [true, true, false, false]),
        (.integer(18), .number(18), [false, true, false, true]),
        (.integer(19), .number(18), [false, false, true, true]),
        (.integer(18), .number(18.5), [true, true, false, false]),
        (.integer(-18), .number(-18.5), [false, false, true, true]),
        (.number(18.5), .number(18), [false, false, true, true]),
        (.number(-0.0), .number(0), [false, true, false, true]),
        (.integer(9_007_199_254_740_993), .number(9_007_199_254_740_992), [false, false, true, true]),
        (.integer(Int.max), .number(1e300), [true, true, false, false]),
        (.integer(Int.min), .number(-1e300), [false, false, true, true]),
        (.string("2026-01-31"), .string("2026-02-01"), [true, true, false, false]),
        (.string("2026-02-01"), .string("2026-02-01"), [false, true, false, true]),
        (.string("2026-12-01"), .string("2026-02-01"), [false, false, true, true]),
        (.string("B"), .string("a"), [true, true, false, false]),
        (.string("ab"), .string("abc"), [true, true, false, false]),
        (.string(""), .string(""), [false, true, false, true]),
        (.string("北京"), .string("上海"), [false, false, true, true]),
        (.string("\u{E9}"), .string("e\u{301}"), [false, false, true, true]),
        (.null, .number(18), [false, false, false, false]),
        (.null, .null, [false, false, false, false]),
        (.null, .string(""), [false, false, false, false]),
        (.integer(18), .null, [false, false, false, false]),
        (.string("18"), .number(18), [false, false, false, false]),
        (.integer(18), .string("18"), [false, false, false, false]),
        (.bool(true), .bool(false), [false, false, false, false]),
        (.list(["a"]), .string("a"), [false, false, false, false]),
    ]

    @Test(arguments: ordering)
    func orders(_ answer: AnswerValue, _ literal: Condition.Literal, _ expected: [Bool]) {
        let value: (String) -> AnswerValue = { _ in answer }
        let results = [Condition.ComparisonOperator.less, .lessOrEqual, .greater, .greaterOrEqual].map {
            Condition.comparison(key: "k", $0, literal).evaluate(value)
        }
        #expect(results == expected)
    }

    static let containment: [(AnswerValue, String, Bool)] = [
        (.list(["work", "family"]), "work", true),
        (.list(["work", "family"]), "solo", false),
        (.list(["work", "family"]), "Work", false),
        (.list(["work", "family"]), "wor", false),
        (.list([]), "work", false),
        (.list([""]), "", true),
        (.list(["家庭"]), "家庭", true),
        (.string("ada@corp.example"), "@corp.", true),
        (.string("ada@corp.example"), "ada@corp.example", true),
        (.string("ada@corp.example"), "ada@corp.example.", false),
        (.string("ada@corp.example"), "CORP", false),
        (.string("北京市"), "京", true),
        (.string("abc"), "", true),
        (.string(""), "", true),
        (.string(""), "a", false),
        (.string("e\u{301}"), "e", true),
        (.null, "", false),
        (.null, "work", false),
        (.integer(12), "1", false),
        (.number(1.5), "1", false),
        (.bool(true), "true", false),
    ]

    @Test(arguments: containment)
    func contains(_ answer: AnswerValue, _ needle: String, _ expected: Bool) {
        #expect(Condition.contains(key: "k", .string(needle)).evaluate { _ in answer } == expected)
    }

    @Test func containsNothingButStrings() {
        #expect(!Condition.contains(key: "k", .number(1)).evaluate { _ in .list(["1"]) })
        #expect(!Condition.contains(key: "k", .null).evaluate { _ in .null })
    }

    static let membership: [(AnswerValue, [Condition.Literal], Bool)] = [
        (.string("b"), [.string("a"), .string("b")], true),
        (.string("c"), [.string("a"), .string("b")], false),
        (.string("B"), [.string("a"), .string("b")], false),
        (.integer(2), [.number(1), .number(2)], true),
        (.number(2), [.number(1), .number(2)], true),
        (.integer(3), [.number(1), .number(2)], false),
        (.null, [.string("a"), .null], true),
        (.null, [.string("a")], false),
        (.bool(false), [.bool(false)], true),
        (.string("1"), [.number(1)], false),
        (.list(["a"]), [.string("a")], false),
    ]

    @Test(arguments: membership)
    func isIn(_ answer: AnswerValue, _ values: [Condition.Literal], _ expected: Bool) {
        #expect(Condition.membership(key: "k", values).evaluate { _ in answer } == expected)
        #expect(Condition.not(.membership(key: "k", values)).evaluate { _ in answer } == !expected)
    }

    // MARK: Whole expressions

    static let answers: [String: AnswerValue] = [
        "role": .string("contractor"),
        "age": .integer(17),
        "budget": .number(1200.5),
        "city": .string("北京"),
        "address.city": .string("Paris"),
        "opt-in": .bool(true),
        "tags": .list(["work", "solo"]),
        "depart": .string("2026-03-14"),
        "guardian": .null,
    ]

    static let expressions: [(String, Bool)] = [
        ("role == 'contractor' and (age >= 18 or guardian != null)", false),
        ("role == 'contractor' and (age >= 17 or guardian != null)", true),
        ("role == 'employee' or age < 18", true),
        ("role == 'employee' or age < 18 and budget > 2000", false),
        ("(role == 'employee' or age < 18) and budget > 1000", true),
        ("not age >= 18", true),
        ("not not age >= 18", false),
        ("18 > age", true),
        ("city == '北京'", true),
        ("'北京' != city", false),
        ("address.city == 'Paris' and opt-in == true", true),
        ("opt-in != false", true),
        ("tags contains 'work' and not tags contains 'family'", true),
        ("tags == 'work'", false),
        ("tags != null", true),
        ("city in ['上海', '北京']", true),
        ("not city in ['上海', '北京']", false),
        ("depart >= '2026-01-01' and depart < '2026-04-01'", true),
        ("guardian == null", true),
        ("unknown == null", true),
        ("unknown != 'x'", true),
        ("unknown < 1 or unknown >= 1", false),
        ("budget == 1200.5 and budget > 1200 and budget <= 1.2005e3", true),
    ]

    @Test(arguments: expressions)
    func evaluates(_ text: String, _ expected: Bool) throws {
        let condition = try ConditionParser.parse(text)
        #expect(condition.evaluate { Self.answers[$0] ?? .null } == expected)
    }

    /// Truth tables of `and`, `or` and `not` over every pair of truth values.
    @Test(arguments: [false, true], [false, true])
    func combines(_ left: Bool, _ right: Bool) {
        let answers: [String: AnswerValue] = ["l": .bool(left), "r": .bool(right)]
        let value: (String) -> AnswerValue = { answers[$0] ?? .null }
        let l = Condition.comparison(key: "l", .equal, .bool(true))
        let r = Condition.comparison(key: "r", .equal, .bool(true))
        #expect(Condition.and(l, r).evaluate(value) == (left && right))
        #expect(Condition.or(l, r).evaluate(value) == (left || right))
        #expect(Condition.not(l).evaluate(value) == !left)
    }

    @Test func shortCircuits() throws {
        var read: [String] = []
        let value: (String) -> AnswerValue = { key in
            read.append(key)
            return .integer(0)
        }
        #expect(!(try ConditionParser.parse("a == 1 and b == 0").evaluate(value)))
        #expect(read == ["a"])
        read = []
        #expect(try ConditionParser.parse("a == 0 or b == 0").evaluate(value))
        #expect(read == ["a"])
        read = []
        #expect(try ConditionParser.parse("a == 1 or b == 0").evaluate(value))
        #expect(read == ["a", "b"])
    }
}
