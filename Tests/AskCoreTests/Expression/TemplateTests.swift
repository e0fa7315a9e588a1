import Testing
@testable import AskCore

private var context: ExpressionContext { ExpressionContext(answer: { ["name": .string("Ada"), "n": .integer(3), "x": .number(2.5),
                                                   "ok": .bool(false), "tags": .list(["a", "b"])][$0] ?? .null }) }

@Suite struct TemplateTests {
    static let renderings: [(String, String)] = [
        ("Hello {{ upper(name) }}!", "Hello ADA!"),
        ("plain text", "plain text"),
        ("{{ n }} × {{ x }} = {{ n * x }}", "3 × 2.5 = 7.5"),
        ("{{ ok }}/{{ tags }}/[{{ missing }}]", "false/a, b/[]"),
        ("{{ '{{' }} is literal", "{{ is literal"),
        ("a }} b", "a }} b"),
        ("{{ '}}' }}", "}}"),
        ("{{slug(name + ' Lovelace', '_')}}", "ada_lovelace"),
        ("{{ if(n > 2, 'many', 'few') }}", "many"),
        ("", ""),
    ]

    @Test(arguments: renderings)
    func renders(_ text: String, _ expected: String) throws {
        #expect(try Template.parse(text).render(in: context) == expected)
    }

    @Test func partsAndKeys() throws {
        let template = try Template.parse("Hi {{ name }}, {{ '{{' }}{{ len(tags) + n }}")
        #expect(template.parts == [.text("Hi "), .expression(key("name")), .text(", {{"),
                                   .expression(try Expression.parse("len(tags) + n"))])
        #expect(template.keys == ["name", "tags", "n"])
        #expect(!template.isPlain)
        #expect(try Template.parse("{{ '{{' }} only").isPlain)
        #expect(try Template.parse("{{ '{{' }} only").parts == [.text("{{ only")])
    }

    static let errors: [(String, ConditionSyntaxError)] = [
        ("Hi {{ name", ConditionSyntaxError(.unclosedTemplate, offset: 3)),
        ("Hi {{ }}", ConditionSyntaxError(.empty, offset: 6)),
        ("ab {{ name + }}", ConditionSyntaxError(.expected(.value(after: "+"), found: .end), offset: 13)),
        ("{{ lowr(name) }}", ConditionSyntaxError(.unknownFunction("lowr", suggestion: "lower"), offset: 3)),
        ("x {{ a && b }}", ConditionSyntaxError(.misspelled("&&", use: "and"), offset: 7)),
    ]

    @Test(arguments: errors)
    func refuses(_ text: String, _ expected: ConditionSyntaxError) {
        #expect(throws: expected) { try Template.parse(text) }
    }

    @Test func boundsTheOutput() throws {
        let long = String(repeating: "x", count: 40_000)
        let big = ExpressionContext(answer: { _ in .string(long) })
        #expect(try Template.parse("{{ a }}{{ a }}").render(in: big).unicodeScalars.count == Expression.maximumOutput)
    }
}
