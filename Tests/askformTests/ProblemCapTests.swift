import Foundation
import Testing

/// A file with thousands of problems prints the first 100 and one line counting the rest;
/// the summary still counts them all.
@Suite("problem cap")
struct ProblemCapTests {
    /// `k0`, then `count` rows whose `when` names a key no row has.
    static func formWithUnknownKeys(_ count: Int) -> String {
        let rows = [#"{"key":"k0","type":"text"}"#] + (1...count).map { #"{"key":"r\#($0)","type":"text","when":"zz\#($0) == 1"}"# }
        return #"{"askform":1,"sections":[{"rows":["# + rows.joined(separator: ",") + "]}]}"
    }

    /// The lines of the form's first `count` errors, as check prints them.
    static func unknownKeyLines(_ path: String, _ count: Int) -> [String] {
        var column = #"{"askform":1,"sections":[{"rows":[{"key":"k0","type":"text"},"#.count + 1
        var lines: [String] = []
        for index in 1...count {
            let row = #"{"key":"r\#(index)","type":"text","when":"zz\#(index) == 1"}"#
            lines.append("\(path):1:\(column + #"{"key":"r\#(index)","type":"text","when":"#.count): error: "
                         + "'when' names unknown key 'zz\(index)' (at /sections/0/rows/\(index)/when)")
            column += row.count + 1
        }
        return lines
    }

    @Test func checkPrintsAHundredProblemsThenCountsTheRest() throws {
        let path = try TemporaryDirectory.file("form.json", Self.formWithUnknownKeys(2_445))
        let outcome = try AskformBinary.run(["check", path])
        let expected = Self.unknownKeyLines(path, 100) + ["… and 2,345 more problems", "\(path): invalid (2445 errors)"]
        #expect(outcome.stderr == expected.map { $0 + "\n" }.joined())
        #expect(outcome.status == 65)
    }

    static let form = #"{"askform":1,"sections":[{"rows":[{"key":"name","type":"text"}]}]}"#
    /// 150 members no row has: `x0` … `x149`.
    static let answers = "{" + (0..<150).map { #""x\#($0)": 1"# }.joined(separator: ", ") + "}"

    static func unknownMemberLines(_ path: String) -> [String] {
        var column = 2
        return (0..<100).map { index in
            defer { column += #""x\#(index)": 1, "#.count }
            return "\(path):1:\(column): error: x\(index): no row has this key (at /x\(index))"
        }
    }

    @Test func validatePrintsAHundredProblemsAndTheTrueTotal() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form)
        let path = try TemporaryDirectory.file("answers.json", Self.answers)
        let outcome = try AskformBinary.run(["validate", form, path])
        let expected = Self.unknownMemberLines(path) + ["… and 50 more problems", "\(path): invalid (150 errors)"]
        #expect(outcome.stderr == expected.map { $0 + "\n" }.joined())
        #expect(outcome.status == 65)
    }

    @Test func fillWithAnswersPrintsAHundredProblems() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form)
        let path = try TemporaryDirectory.file("answers.json", Self.answers)
        let outcome = try AskformBinary.run(["fill", form, "--answers", path])
        let expected = Self.unknownMemberLines(path) + ["… and 50 more problems"]
        #expect(outcome.stderr == expected.map { $0 + "\n" }.joined())
        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
    }

    @Test func theCountIsInTheReadersLanguage() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form)
        let path = try TemporaryDirectory.file("answers.json", Self.answers)
        let outcome = try AskformBinary.run(["validate", "--lang", "ko", form, path])
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 102)
        #expect(lines.suffix(2) == ["… 그 밖에 문제 50개", "\(path): 잘못됨(오류 150개)"])
    }
}
