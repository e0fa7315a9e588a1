import Testing
@testable import AskCore

/// Answers every table below reads.
private let answers: [String: AnswerValue] = [
    "name": .string("Ada Lovelace"), "role": .string("Admin"), "age": .integer(36), "score": .number(2.5),
    "ok": .bool(true), "tags": .list(["work", "solo"]), "start": .string("2024-02-28"), "end": .string("2024-03-01"),
    "big": .integer(9_007_199_254_740_993), "city": .string("Zürich"), "empty": .string(""),
]

private var context: ExpressionContext { ExpressionContext(answer: { answers[$0] ?? .null }, today: ISODate("2026-02-27") ?? .epoch,
                                        environment: { ["HOME": "/home/ada", "EMPTY": ""][$0] }, index: 3) }

@Suite struct ExpressionEvaluationTests {
    static let values: [(String, ExpressionValue)] = [
        // Keys, literals, arithmetic.
        ("name", .string("Ada Lovelace")), ("age", .number(36)), ("missing", .null), ("tags", .list(["work", "solo"])),
        ("age + 1", .number(37)), ("age - 40", .number(-4)), ("score * 2", .number(5)), ("7 / 2", .number(3.5)),
        ("1 / 0", .null), ("0 / 0", .null), ("-age", .number(-36)), ("-name", .null), ("age + missing", .null),
        ("1e308 * 10", .null), ("big + 0", .number(9_007_199_254_740_992)), ("'a' + 'b'", .string("ab")),
        ("name + '!'", .string("Ada Lovelace!")), ("'a' + 1", .null), ("2 + 3 * 4", .number(14)), ("(2 + 3) * 4", .number(20)),
        // Comparisons.
        ("end >= start", .bool(true)), ("end < start", .bool(false)), ("age == 36", .bool(true)), ("age == '36'", .bool(false)),
        ("missing == null", .bool(true)), ("missing < 1", .bool(false)), ("ok == true", .bool(true)),
        ("tags == tags", .bool(true)), ("role in ['Admin', 'x']", .bool(true)), ("age in [1, 36]", .bool(true)),
        ("tags contains 'solo'", .bool(true)), ("name contains 'Love'", .bool(true)), ("missing contains 'a'", .bool(false)),
        ("not ok == true", .bool(false)), ("ok == true and age > 40", .bool(false)), ("age > 40 or ok == true", .bool(true)),
        // Functions.
        ("lower(role)", .string("admin")), ("upper(city)", .string("ZÜRICH")), 
        ("trim('  a b  ')", .string("a b")), ("trim('\u{3000} a b\u{3000}')", .string("a b")),
        ("slug('Cafe\u{301} au lait')", .string("cafe-au-lait")), ("title('hello WORLD  x')", .string("Hello World  X")),
        ("replace(name, 'a', 'A')", .string("AdA LovelAce")), ("replace('aaa', 'aa', 'b')", .string("ba")),
        ("replace('abc', '', 'x')", .string("abc")),
        ("slug('Crème brûlée à Zürich')", .string("creme-brulee-a-zurich")), ("slug('北京 Beijing')", .string("beijing")),
        ("slug('北京')", .string("")), ("slug('  Hello, World! 2026 ', '_')", .string("hello_world_2026")),
        ("slug('Straße Æon Œuvre')", .string("strasse-aeon-oeuvre")),
        ("len(name)", .number(12)), ("len(tags)", .number(2)), ("len('😀e\u{301}')", .number(2)), ("len(age)", .null),
        ("contains(tags, 'work')", .bool(true)), ("contains(name, 'x')", .bool(false)), ("contains(missing, 'x')", .null),
        ("matches(name, '^Ada ')", .bool(true)), ("matches(name, '^ada')", .bool(false)), ("matches(name, '(')", .null),
        ("count(tags)", .number(2)), ("count(name)", .null), ("count(missing)", .null),
        ("today()", .string("2026-02-27")), ("days(start, end)", .number(2)), ("days(end, start)", .number(-2)),
        ("days('2023-02-28', '2023-03-01')", .number(1)), ("days('2000-01-01', '2100-01-01')", .number(36_525)),
        ("days('1999-12-31', '2000-03-01')", .number(61)), ("days('2026-02-30', end)", .null), ("days(name, end)", .null),
        ("env(HOME)", .string("/home/ada")), ("env(NOPE)", .null), ("env(NOPE, 'x')", .string("x")), ("env(EMPTY, 'y')", .string("y")),
        ("default(missing, 'x')", .string("x")), ("default(name, 'x')", .string("Ada Lovelace")),
        ("if(ok == true, 'yes', 'no')", .string("yes")), ("if(missing, 'yes', 'no')", .string("no")),
        ("index()", .number(3)),
        // Null flows through.
        ("lower(missing)", .null), ("upper(missing)", .null), ("trim(missing)", .null), ("title(missing)", .null),
        ("replace(missing, 'a', 'b')", .null), ("slug(missing)", .null), ("len(missing)", .null), ("matches(missing, 'a')", .null),
        ("days(missing, end)", .null), ("lower(missing) == null", .bool(true)),
    ]

    @Test(arguments: values)
    func evaluates(_ text: String, _ expected: ExpressionValue) throws {
        #expect(try Expression.parse(text).evaluate(in: context) == expected)
    }

    @Test func ifAndJunctionsEvaluateOnlyWhatTheyNeed() throws {
        var read: [String] = []
        let counting = ExpressionContext(answer: { key in read.append(key); return answers[key] ?? .null })
        _ = try Expression.parse("if(ok == true, age, score)").evaluate(in: counting)
        _ = try Expression.parse("ok == false and name == 'x'").evaluate(in: counting)
        _ = try Expression.parse("ok == true or name == 'x'").evaluate(in: counting)
        _ = try Expression.parse("default(name, city)").evaluate(in: counting)
        #expect(read == ["ok", "age", "ok", "ok", "name"])
    }

    @Test func boundsTheOutput() throws {
        let long = String(repeating: "ab", count: 16_000)
        let big = ExpressionContext(answer: { _ in .string(long) })
        #expect(try Expression.parse("x + x").evaluate(in: big) == .string(long + long))
        #expect(try Expression.parse("x + x + x + x").evaluate(in: big) == .null)
        #expect(try Expression.parse("replace(x, 'a', 'aaaa')").evaluate(in: big) == .null)
        #expect(try Expression.parse("len(replace(x, 'b', ''))").evaluate(in: big) == .number(16_000))
    }

    @Test func holdsOnlyForTrue() throws {
        #expect(try Expression.parse("ok").holds(in: context))
        #expect(try !Expression.parse("name").holds(in: context))
        #expect(try !Expression.parse("missing").holds(in: context))
    }

    @Test func conditionsEvaluateTheNewTestsInTheirContext() throws {
        let condition = try ConditionParser.parse("today() >= '2026-01-01' and env(HOME) != null and len(name) > 3")
        #expect(condition.evaluate(in: context))
        // Without a context, today() is 1970-01-01 and no variable is set.
        #expect(!condition.evaluate { answers[$0] ?? .null })
    }

    @Test func epochDayNumbers() {
        #expect(ISODate.epoch.dayNumber == 0)
        #expect(ISODate("2000-03-01")?.dayNumber == 11_017)
        #expect(ISODate("1969-12-31")?.dayNumber == -1)
    }
}
