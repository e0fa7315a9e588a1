import Testing
@testable import AskCore

/// Answers of multi-line text rows (docs/FORMAT.md, "Rows"): line ends read as `\n`, blank
/// lines around the text dropped, and one-line rows refusing several lines.
@Suite struct MultilineTextTests {
    static let multiline = Row(key: "steps", kind: .text(multiline: true))
    static let oneLine = Row(key: "title", kind: .text())
    static let secret = Row(key: "token", kind: .secret())

    @Test(arguments: [
        ("one\ntwo", "one\ntwo"),
        ("one\r\ntwo\r\n", "one\ntwo"),
        ("one\rtwo", "one\ntwo"),
        ("\n  \n  indented\n\nlast  \n\n \n", "  indented\n\nlast"),
        ("  single  ", "  single"),
    ])
    func aMultiLineAnswerKeepsItsInnerLines(_ typed: String, _ answer: String) {
        #expect(AnswerParser.parse(typed, for: Self.multiline) == .success(.string(answer)))
    }

    @Test func blankLinesAreNoAnswer() {
        #expect(AnswerParser.parse("\n \r\n", for: Self.multiline, default: .string("none")) == .success(.string("none")))
    }

    @Test func aOneLineRowRefusesSeveralLinesButNotAFinalLineEnd() {
        #expect(AnswerParser.parse("a\r\nb\nc\n", for: Self.oneLine) == .failure(.severalLines(3)))
        #expect(AnswerParser.parse("title\r\n", for: Self.oneLine) == .success(.string("title")))
        #expect(AnswerParser.parse(" secret \n", for: Self.secret) == .success(.string(" secret ")))
        #expect(AnswerParser.parse("a\nb", for: Self.secret) == .failure(.severalLines(2)))
    }

    @Test func onlyTextRowsAreMultiLine() {
        #expect(TextKind(.email, multiline: true).isMultiline == false)
        #expect(IntegerKind().isMultiline == false)
        let form = FormLoader().load(Array(#"{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text", "multiline": true}]}]}"#.utf8)).form
        #expect(form?.rows.first?.kind.isMultiline == true)
    }

    @Test func theSchemaMarksAMultiLineRow() {
        let members = TextKind(.text, multiline: true).schema(required: true).map(\.0)
        #expect(members == ["type", "x-askform-multiline", "minLength"])
    }
}
