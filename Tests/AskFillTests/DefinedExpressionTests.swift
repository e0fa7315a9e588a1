import AskCore
import AskFill
import Testing

/// Checks and computed rows in a form defined in Swift, and a program's own row kind read by
/// a check: the same rules as in a form file.
@Suite struct DefinedExpressionTests {
    @Test func aDefinedFormStatesChecksAndComputedRows() throws {
        let kinds = CustomRowKindTests.kinds
        let form = try Form(id: "release", loader: FormLoader(kinds: kinds)) {
            Part("Release") {
                Question("version", type: "semver").required()
                    .check("version != '0.0.0'", message: "0.0.0 is not a release")
                DateQuestion("start").required()
                DateQuestion("end").required().check("end >= start", message: "ends before it starts ({{ start }})")
                Computed("days", value: "days(start, end) + 1")
            }
            .check("days < 30", message: "a freeze of 30 days or more needs a plan")
        }
        func run(_ lines: [String]) throws(CommandFailure) -> String {
            var walker = Walker(form: form)
            var driver = LineDriver(StringLines(lines))
            _ = try Questionnaire.run(&walker, with: &driver)
            return walker.answersDocument.serialized(pretty: false)
        }
        #expect(try run(["1.2.3", "2026-06-01", "2026-06-03"]) == #"{"version":"1.2.3","start":"2026-06-01","end":"2026-06-03","days":3}"#)
        for (lines, message) in [
            (["0.0.0"], "askform: error: stdin line 1: version: 0.0.0 is not a release"),
            (["1.2.3", "2026-06-01", "2026-05-03"], "askform: error: stdin line 3: end: ends before it starts (2026-06-01)"),
            (["1.2.3", "2026-06-01", "2026-07-03"], "askform: error: stdin line 3: end: a freeze of 30 days or more needs a plan"),
        ] {
            do throws(CommandFailure) {
                _ = try run(lines)
                Issue.record("\(lines) passed")
            } catch {
                #expect(error.rendered(.english) == [message])
            }
        }
    }

    @Test func aDefinedCheckThatReadsALaterKeyIsAFormError() throws {
        #expect(throws: FormDefinitionError.self) {
            try Form {
                Part {
                    DateQuestion("start").check("start <= end", message: "x")
                    DateQuestion("end")
                }
            }
        }
    }
}
