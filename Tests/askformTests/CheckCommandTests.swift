import Foundation
import Testing

@Suite("askform check")
struct CheckCommandTests {
    @Test func validFormsPass() throws {
        let outcome = try AskformBinary.run(["check", AskformBinary.form("trip.json")])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == AskformBinary.form("trip.json") + ": ok (3 sections, 15 questions)\n")
    }

    @Test func missingFileIs66() throws {
        let outcome = try AskformBinary.run(["check", "/nonexistent/form.json"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr == "askform: error: cannot read '/nonexistent/form.json': No such file or directory\n")
    }
}
