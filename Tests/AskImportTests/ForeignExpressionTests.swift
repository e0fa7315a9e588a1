@testable import AskImport
import Testing

/// SurveyJS and XLForm conditions as askform expressions: what translates, and what is left
/// out because its meaning in askform would not be certain (`nil`).
@Suite struct ForeignExpressionTests {
    static let rows: [String: ForeignExpression.Reference] = [
        "role": .init(key: "role", type: "select"), "age": .init(key: "age", type: "integer"),
        "langs": .init(key: "langs", type: "multiselect"), "bio": .init(key: "bio", type: "text"),
        "ok": .init(key: "ok", type: "confirm"), "my name": .init(key: "my_name", type: "text"),
        "level": .init(key: "level", type: "select"),
    ]

    static func surveyJS(_ text: String, test: Bool = true) -> String? {
        ForeignExpression(dialect: .surveyJS) { rows[$0] }.translate(text, test: test)
    }

    static func xlform(_ text: String) -> String? {
        ForeignExpression(dialect: .xlform) { rows[$0] }.translate(text, test: true)
    }

    @Test(arguments: [
        ("{role} = 'dev'", "role == 'dev'"),
        ("{role} == \"dev\" and {age} >= 18", "role == 'dev' and age >= 18"),
        ("{role} <> 'dev' || !({age} < 18)", "role != 'dev' or not age < 18"),
        ("({role} = 'a' or {role} = 'b') and {ok} = true", "(role == 'a' or role == 'b') and ok == true"),
        ("{age} notempty", "age != null"),
        ("{bio} empty", "bio == null"),
        ("{role} anyof ['a', 'b']", "role in ['a', 'b']"),
        ("{langs} anyof ['Go', 'C']", "langs contains 'Go' or langs contains 'C'"),
        ("{langs} allof ['Go', 'C']", "langs contains 'Go' and langs contains 'C'"),
        ("{langs} noneof ['Go']", "not langs contains 'Go'"),
        ("{langs} contains 'Go'", "langs contains 'Go'"),
        ("{bio} notcontains 'x'", "not (bio contains 'x')"),
        ("{level} = 2", "level == '2'"),
        ("{age} + 1 > 2 * {age}", "age + 1 > 2 * age"),
        ("{my name} = 'O\\'Hara'", "my_name == 'O\\'Hara'"),
        ("iif({age} > 1, true, false) = true", "if(age > 1, true, false) == true"),
    ])
    func surveyJSConditions(_ source: String, _ expected: String) {
        #expect(Self.surveyJS(source) == expected)
    }

    @Test(arguments: [
        "{age}", "{unknown} = 1", "age({born}) > 18", "{level} >= 2", "{langs} = ['Go']", "{age} between 1 and 2",
        "{role} = 'a", "{age} > ", "{role} allof ['a', 'b']", "{age} contains 'x'",
    ])
    func surveyJSConditionsLeftOut(_ source: String) {
        #expect(Self.surveyJS(source) == nil)
    }

    @Test func surveyJSExpressionsAreValues() {
        #expect(Self.surveyJS("{age} * 2 - 1", test: false) == "age * 2 - 1")
        #expect(Self.surveyJS("{age} * ({age} - 1)", test: false) == "age * (age - 1)")
        #expect(Self.surveyJS("{age} * 2", test: true) == nil)
    }

    @Test(arguments: [
        ("$role.value == 'dev'", "role == 'dev'"),
        ("$role.value.formValue != 'dev' AND $ok.value == 1", "role != 'dev' and ok == true"),
        ("NOT $ok.value == 0 OR $age.value > 3", "not ok == false or age > 3"),
        ("$role.value IN {'a', 'b'}", "role in ['a', 'b']"),
        ("$bio.value CONTAINS 'x'", "bio contains 'x'"),
        ("$bio.value == nil", "bio == null"),
    ])
    func xlformPredicates(_ source: String, _ expected: String) {
        #expect(Self.xlform(source) == expected)
    }

    @Test(arguments: ["$role.isHidden == 0", "$role.value BEGINSWITH 'a'", "SUBQUERY($role, $x, $x == 1)"])
    func xlformPredicatesLeftOut(_ source: String) {
        #expect(Self.xlform(source) == nil)
    }

    @Test func deepNestingIsLeftOutNotOverflowingTheStack() {
        let deep = String(repeating: "(", count: 100_000) + "{age} > 1" + String(repeating: ")", count: 100_000)
        #expect(Self.surveyJS(deep) == nil)
        #expect(Self.surveyJS(String(repeating: "not ", count: 100_000) + "{age} > 1") == nil)
        #expect(Self.surveyJS("{age} > " + String(repeating: "-", count: 100_000) + "1") == nil)
        let fine = String(repeating: "(", count: 60) + "{age} > 1" + String(repeating: ")", count: 60)
        #expect(Self.surveyJS(fine) == "age > 1")
    }
}
