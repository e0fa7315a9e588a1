import Foundation
import Testing

/// Patterns through the built binary (docs/SECURITY.md, "Patterns run in linear time"): a
/// pattern built to backtrack answers at once in every command, and hostile or unportable
/// patterns are a `check` error with the reason, never a crash.
@Suite("patterns")
struct PatternCommandTests {
    /// A form with one text row per pattern (keys `p0`, `p1`, …), each pattern on its own line.
    static func form(_ patterns: [String], default value: String? = nil) -> String {
        let rows = patterns.enumerated().map { index, pattern in
            let defaultMember = value.map { #", "default": "\#($0)""# } ?? ""
            return #"  {"key": "p\#(index)", "type": "text", "pattern": \#(quoted(pattern))\#(defaultMember)}"#
        }
        return "{\"askform\": 1, \"sections\": [{\"rows\": [\n" + rows.joined(separator: ",\n") + "\n]}]}\n"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    static let backtracker = "^(a+)+$"
    static let tenThousand = String(repeating: "a", count: 10_000)

    @Test func aPatternBuiltToBacktrackAnswersAtOnceInFill() throws {
        let path = try TemporaryDirectory.file("form.json", Self.form([Self.backtracker]))
        let refused = try TemporaryDirectory.file("in.txt", Self.tenThousand + "!\n")
        let accepted = try TemporaryDirectory.file("in.txt", Self.tenThousand + "\n")
        // The time limits only guard against a hang; the runs take milliseconds.
        let no = try MeasuredRun.askform(["fill", path], stdinPath: refused, timeout: 20)
        #expect(no.timedOut == false)
        #expect(no.status == 65)
        #expect(no.stderr == "askform: error: stdin line 1: p0: '" + String(repeating: "a", count: 100)
                + "…' does not match the pattern '^(a+)+$'\n")
        let yes = try MeasuredRun.askform(["fill", path], stdinPath: accepted, timeout: 20)
        #expect(yes.timedOut == false)
        #expect(yes.status == 0)
        #expect(yes.stdout == "{\n  \"p0\": \"\(Self.tenThousand)\"\n}\n")
    }

    /// The largest program askform compiles, against an answer longer than it can check
    /// within the work bound: refused at once, with the length it could check.
    @Test func anAnswerTooLongForItsPatternsWorkBoundIsRefusedAtOnce() throws {
        let pattern = "(?:[a-z]{0,1000}){9}x"
        let path = try TemporaryDirectory.file("form.json", Self.form([pattern]))
        let long = try TemporaryDirectory.file("in.txt", String(repeating: "a", count: 100_000) + "\n")
        let outcome = try MeasuredRun.askform(["fill", path], stdinPath: long, timeout: 20)
        #expect(outcome.timedOut == false)
        #expect(outcome.status == 65)
        #expect(outcome.stderr == "askform: error: stdin line 1: p0: '" + String(repeating: "a", count: 100)
                + "…' is 100000 characters long, more than the 11109 its pattern can be checked against\n")
        // Within the bound the same pattern is checked as usual.
        let short = try TemporaryDirectory.file("in.txt", String(repeating: "a", count: 200) + "x\n")
        let accepted = try MeasuredRun.askform(["fill", path], stdinPath: short, timeout: 60)
        #expect(accepted.status == 0)
    }

    @Test func aPatternBuiltToBacktrackAnswersAtOnceInValidateAndCheck() throws {
        let form = try TemporaryDirectory.file("form.json", Self.form([Self.backtracker]))
        let answers = try TemporaryDirectory.file("answers.json", #"{"p0": "\#(Self.tenThousand)!"}"#)
        let validate = try MeasuredRun.askform(["validate", form, answers], timeout: 20)
        #expect(validate.timedOut == false)
        #expect(validate.status == 65)
        #expect(validate.stderr == "\(answers):1:8: error: p0: '" + String(repeating: "a", count: 100)
                + "…' does not match the pattern '^(a+)+$' (at /p0)\n\(answers): invalid (1 error)\n")

        let withDefault = try TemporaryDirectory.file("form.json", Self.form([Self.backtracker], default: Self.tenThousand + "!"))
        let check = try MeasuredRun.askform(["check", withDefault], timeout: 20)
        #expect(check.timedOut == false)
        #expect(check.status == 65)
        #expect(check.stderr.hasSuffix("does not match the pattern '^(a+)+$' (at /sections/0/rows/0/default)\n\(withDefault): invalid (1 error)\n"))
    }

    @Test func thousandsOfNestedBracketsAreACheckErrorAndCheckGoesOnToTheNextFile() throws {
        let first = try TemporaryDirectory.file("a.json", Self.form(["^[a-z]+$"]))
        let brackets = try TemporaryDirectory.file("bad.json", Self.form([String(repeating: "[", count: 2_200)]))
        let parentheses = try TemporaryDirectory.file("paren.json", Self.form([String(repeating: "(", count: 2_200)]))
        let last = try TemporaryDirectory.file("c.json", Self.form(["x"]))
        let outcome = try AskformBinary.run(["check", first, brackets, parentheses, last])
        #expect(outcome.status == 65)
        #expect(outcome.stderr == """
            \(first): ok (1 section, 1 question)
            \(brackets):2:44: error: pattern: unescaped '[' at character 2; write '\\[' for the character itself (at /sections/0/rows/0/pattern)
            \(brackets): invalid (1 error)
            \(parentheses):2:44: error: pattern: groups nest deeper than 64 levels at character 65 (at /sections/0/rows/0/pattern)
            \(parentheses): invalid (1 error)
            \(last): ok (1 section, 1 question)

            """)
        for command in ["fill", "validate", "schema"] {
            let run = try AskformBinary.run(command == "validate" ? [command, parentheses, "/dev/null"] : [command, parentheses])
            #expect(run.status == 65, "\(command)")
            #expect(run.stderr.hasPrefix("\(parentheses):2:44: error: pattern: groups nest deeper than 64 levels"), "\(command)")
        }
    }

    @Test func aSixteenMegabyteLiteralPatternIsRefusedByItsLength() throws {
        let path = try LargeFile.make("long.json", head: #"{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text", "pattern": ""#,
                                      repeating: UInt8(ascii: "a"), count: 16 << 20, tail: #""}]}]}"#)
        defer { LargeFile.remove(path) }
        let run = try MeasuredRun.askform(["check", path], timeout: 60)
        #expect(run.timedOut == false)
        #expect(run.status == 65)
        #expect(run.stderr == "\(path):1:79: error: pattern: the pattern is longer than 4096 characters (at /sections/0/rows/0/pattern)\n\(path): invalid (1 error)\n")
    }

    /// Each refused construct, its reason and where it is (characters count from 1).
    static let refused: [(String, String)] = [
        (#"(a)\1"#, #"backreference '\1' at character 4 is not supported: askform matches patterns in linear time"#),
        (#"(?<n>a)\k<n>"#, "named group '(?<' at character 1 is not supported: askform accepts only what ECMA-262 and Python's re read alike"),
        ("(?P<n>a)", "named group '(?P<' at character 1 is not supported: askform accepts only what ECMA-262 and Python's re read alike"),
        ("^ab(?=c)", "lookahead '(?=' at character 4 is not supported: askform matches patterns in linear time"),
        ("(?<!a)b", "lookbehind '(?<!' at character 1 is not supported: askform matches patterns in linear time"),
        ("(?>a+)b", "atomic group '(?>' at character 1 is not supported: askform matches patterns in linear time"),
        ("a++", "possessive quantifier '++' at character 2 is not supported: askform matches patterns in linear time"),
        ("(?i)a", "inline flag '(?i' at character 1 is not supported: askform accepts only what ECMA-262 and Python's re read alike"),
        ("(?#x)a", "comment '(?#' at character 1 is not supported: askform accepts only what ECMA-262 and Python's re read alike"),
        (#"\Aa"#, #"anchor '\A' at character 1 is not supported: askform accepts only what ECMA-262 and Python's re read alike"#),
        (#"a\z"#, #"anchor '\z' at character 2 is not supported: askform accepts only what ECMA-262 and Python's re read alike"#),
        (#"\p{Han}"#, #"Unicode property '\p' at character 1 is not supported: askform accepts only what ECMA-262 and Python's re read alike"#),
        ("[[:alpha:]]", #"unescaped '[' at character 2; write '\[' for the character itself"#),
        ("a{", #"unescaped '{' at character 2; write '\{' for the character itself"#),
        ("a}", #"unescaped '}' at character 2; write '\}' for the character itself"#),
        ("]", #"unescaped ']' at character 1; write '\]' for the character itself"#),
        (#"\a"#, #"unknown escape '\a' at character 1; write the character itself, or escape one of ^$\.*+?()[]{}|/"#),
        (#"\q"#, #"unknown escape '\q' at character 1; write the character itself, or escape one of ^$\.*+?()[]{}|/"#),
        (#"[\w-a]"#, #"range '\w-a' at character 2 has a class as a bound; a range is between two characters"#),
        ("[z-a]", "range 'z-a' at character 2 is out of order"),
        ("*", "quantifier '*' at character 1 has nothing to repeat"),
        ("a{1001}", "repetition '{1001}' at character 2 is above the limit of 1000"),
        ("(a{1000}){1000}", "the pattern compiles to more than 20000 instructions; repeat less"),
    ]

    @Test func checkRefusesEachUnsupportedConstructWithItsReason() throws {
        let path = try TemporaryDirectory.file("form.json", Self.form(Self.refused.map(\.0)))
        let outcome = try AskformBinary.run(["check", path])
        #expect(outcome.status == 65)
        let expected = Self.refused.enumerated().map { index, item in
            let column = #"  {"key": "p\#(index)", "type": "text", "pattern": "#.count + 1
            return "\(path):\(index + 2):\(column): error: pattern: \(item.1) (at /sections/0/rows/\(index)/pattern)\n"
        }.joined() + "\(path): invalid (\(Self.refused.count) errors)\n"
        #expect(outcome.stderr == expected)
    }
}
