import Testing
@testable import AskCore

@Suite struct ExpressionParserTests {
    /// Text, and its canonical description (the tree is checked through it: both parse the same).
    static let parses: [(String, String)] = [
        ("end >= start", "end >= start"),
        ("len(name) > 3", "len(name) > 3"),
        ("lower(role) == 'admin'", "lower(role) == 'admin'"),
        ("a + b * c", "a + b * c"),
        ("(a + b) * c", "(a + b) * c"),
        ("a - (b - c)", "a - (b - c)"),
        ("a - b - c", "a - b - c"),
        ("a / b * c", "a / b * c"),
        ("a / (b * c)", "a / (b * c)"),
        ("-a * b", "-a * b"),
        ("-(a + b)", "-(a + b)"),
        ("- 2", "-2"),
        ("a -1", "a - 1"),
        ("a - -1", "a - -1"),
        ("2*-3", "2 * -3"),
        ("1+2", "1 + 2"),
        ("x == - 2.5", "x == -2.5"),
        ("not a + 1 > 2", "not a + 1 > 2"),
        ("'a' + \"b\"", "'a' + 'b'"),
        ("if(ok, 'y', 'n')", "if(ok, 'y', 'n')"),
        ("today()", "today()"),
        ("env(HOME)", "env('HOME')"),
        ("env('HOME', 'x')", "env('HOME', 'x')"),
        ("slug( title , '_' )", "slug(title, '_')"),
        ("a in [b, 'x', 1 + 2]", "a in [b, 'x', 1 + 2]"),
        ("contains(tags, 'a') and matches(name, '^A')", "contains(tags, 'a') and matches(name, '^A')"),
        ("(a == 1) == true", "(a == 1) == true"),
        ("(not a) == b", "(not a) == b"),
        ("lower == 'x'", "lower == 'x'"),
        ("default(x, 0) + 1", "default(x, 0) + 1"),
        ("42 == 42", "42 == 42"),
        ("null contains 'a'", "null contains 'a'"),
    ]

    @Test(arguments: parses)
    func parsesAndRendersCanonically(_ text: String, _ canonical: String) throws {
        let expression = try Expression.parse(text)
        #expect(expression.description == canonical)
        #expect(try Expression.parse(canonical) == expression)
    }

    static let trees: [(String, Expression.Node)] = [
        ("a + b * c", .binary(.add, key("a"), Expression(.binary(.multiply, key("b"), key("c"))))),
        ("a - b - c", .binary(.subtract, Expression(.binary(.subtract, key("a"), key("b"))), key("c"))),
        ("a or b and not c", .binary(.or, key("a"), Expression(.binary(.and, key("b"), Expression(.not(key("c"))))))),
        ("x >= -1", .binary(.greaterOrEqual, key("x"), Expression(.literal(.number(-1))))),
        ("-x", .negate(key("x"))),
        ("len(name)", .call(.len, [key("name")])),
        ("env(HOME)", .call(.env, [Expression(.literal(.string("HOME")))])),
        ("a in ['x']", .binary(.in, key("a"), Expression(.list([Expression(.literal(.string("x")))])))),
    ]

    @Test(arguments: trees)
    func buildsTheTree(_ text: String, _ node: Expression.Node) throws {
        #expect(try Expression.parse(text).node == node)
    }

    @Test func keepsOffsets() throws {
        let expression = try Expression.parse("a + len(name)")
        guard case .binary(_, let left, let right) = expression.node, case .call(_, let arguments) = right.node else {
            Issue.record("\(expression)")
            return
        }
        #expect([expression.offset, left.offset, right.offset, arguments[0].offset] == [0, 0, 4, 8])
    }

    @Test func listsKeysOnceInOrder() throws {
        #expect(try Expression.parse("b + a > len(b) or c == a").keys == ["b", "a", "c"])
        #expect(try Expression.parse("env(HOME) == x").keys == ["x"])
        #expect(try Expression.parse("env(HOME) == env('USER', 'x')").environmentNames == ["HOME", "USER"])
    }

    static let errors: [(String, ConditionSyntaxError)] = [
        ("lowr(name)", ConditionSyntaxError(.unknownFunction("lowr", suggestion: "lower"), offset: 0)),
        ("x + zzzzzz(1)", ConditionSyntaxError(.unknownFunction("zzzzzz", suggestion: nil), offset: 4)),
        ("lower(a, b)", ConditionSyntaxError(.argumentCount(function: "lower", least: 1, most: 1, found: 2), offset: 0)),
        ("1 + slug()", ConditionSyntaxError(.argumentCount(function: "slug", least: 1, most: 2, found: 0), offset: 4)),
        ("today(1)", ConditionSyntaxError(.argumentCount(function: "today", least: 0, most: 0, found: 1), offset: 0)),
        ("lower(a b)", ConditionSyntaxError(.expected(.commaOrClosingParenthesis, found: .token("b")), offset: 8)),
        ("lower(a,)", ConditionSyntaxError(.expected(.value(after: ","), found: .token(")")), offset: 8)),
        ("lower(a", ConditionSyntaxError(.unclosedParenthesis, offset: 5)),
        ("a +", ConditionSyntaxError(.expected(.value(after: "+"), found: .end), offset: 3)),
        ("a * * b", ConditionSyntaxError(.expected(.value(after: "*"), found: .token("*")), offset: 4)),
        ("a == b == c", ConditionSyntaxError(.expected(.andOrEnd, found: .token("==")), offset: 7)),
        ("contains", ConditionSyntaxError(.expected(.value(after: nil), found: .token("contains")), offset: 0)),
        ("a + TRUE", ConditionSyntaxError(.expected(.value(after: "+"), found: .keywordInOtherCase("TRUE")), offset: 4)),
        ("tags contains - 1", ConditionSyntaxError(.expected(.stringAfterContains, found: .token("-")), offset: 14)),
        ("a && b", ConditionSyntaxError(.misspelled("&&", use: "and"), offset: 2)),
        ("!a", ConditionSyntaxError(.misspelled("!", use: "not"), offset: 0)),
        ("a = 1", ConditionSyntaxError(.singleEquals, offset: 2)),
        ("  ", ConditionSyntaxError(.empty, offset: 2)),
    ]

    @Test(arguments: errors)
    func refuses(_ text: String, _ expected: ConditionSyntaxError) {
        #expect(throws: expected) { try Expression.parse(text) }
    }

    static let conditionErrors: [(String, String, Int)] = [
        ("age", "expected a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after 'age', found end of expression", 3),
        ("a + 1", "expected a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after '1', found end of expression", 5),
        ("a == 1 or b", "expected a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after 'b', found end of expression", 11),
        ("not b and a == 1", "expected a comparison ('==', '!=', '<', '<=', '>', '>='), 'in' or 'contains' after 'b', found 'and'", 6),
        ("true", "expected a comparison operator after 'true', found end of expression", 4),
        ("()", "expected a key after '(', found ')'", 1),
        ("lowr(x) == 1", "unknown function 'lowr' (did you mean 'lower'?)", 0),
        ("len(a, b) > 1", "'len' takes 1 argument, given 2", 0),
        ("slug(a, b, c) == ''", "'slug' takes 1 to 2 arguments, given 3", 0),
    ]

    /// In a `when`, an operand that is no test is refused with the words `when` has always used.
    @Test(arguments: conditionErrors)
    func refusesConditionsThatAreNoTests(_ text: String, _ message: String, _ offset: Int) {
        do {
            let condition = try ConditionParser.parse(text)
            Issue.record("parsed as \(condition)")
        } catch {
            #expect(error.description == message)
            #expect(error.offset == offset)
        }
    }

    /// Classic shapes stay today's cases (so JSON Schema stays exact); the rest is `.expression`.
    static let conditions: [(String, String)] = [
        ("age >= 18", "comparison"),
        ("18 <= age", "comparison"),
        ("x == -2.5", "comparison"),
        ("role in ['a', 'b']", "membership"),
        ("tags contains 'x'", "contains"),
        ("end >= start", "expression"),
        ("len(name) > 3", "expression"),
        ("role in [other]", "expression"),
        ("matches(name, '^A')", "expression"),
    ]

    @Test(arguments: conditions)
    func convertsClassicShapesToTheirCases(_ text: String, _ kind: String) throws {
        let condition = try ConditionParser.parse(text)
        let found: String
        switch condition {
        case .comparison: found = "comparison"
        case .membership: found = "membership"
        case .contains: found = "contains"
        case .expression: found = "expression"
        default: found = "junction"
        }
        #expect(found == kind)
        #expect(try ConditionParser.parse(condition.description) == condition)
    }

    @Test func mixesClassicAndNewTestsUnderJunctions() throws {
        let condition = try ConditionParser.parse("role == 'a' and (end >= start or not ok == true)")
        let expected = Condition.and(.comparison(key: "role", .equal, .string("a")),
                                     .or(.expression(try Expression.parse("end >= start")),
                                         .not(.comparison(key: "ok", .equal, .bool(true)))))
        #expect(condition == expected)
        #expect(condition.description == "role == 'a' and (end >= start or not ok == true)")
    }

    @Test func refusesTooManyOperations() throws {
        let allowed = Array(repeating: "1", count: ConditionParser.maximumConditions + 1).joined(separator: " + ")
        _ = try Expression.parse(allowed)
        #expect(throws: ConditionSyntaxError(.tooManyConditions(limit: 1024), offset: 0)) {
            try Expression.parse(allowed + " + 1")
        }
        let junctions = Array(repeating: "a", count: ConditionParser.maximumConditions + 2).joined(separator: " and ")
        #expect(throws: ConditionSyntaxError(.tooManyConditions(limit: 1024), offset: 1024 * 6 + 2)) {
            try Expression.parse(junctions)
        }
    }

    @Test func refusesDeepCallsAndMinusSigns() {
        let calls = String(repeating: "lower(", count: 65) + "a" + String(repeating: ")", count: 65)
        #expect(throws: ConditionSyntaxError(.nestedTooDeeply, offset: 64 * 6 + 5)) { try Expression.parse(calls) }
        let minus = String(repeating: "- ", count: 65) + "a"
        #expect(throws: ConditionSyntaxError(.nestedTooDeeply, offset: 128)) { try Expression.parse(minus) }
    }
}

func key(_ name: String) -> Expression {
    Expression(.key(name))
}
