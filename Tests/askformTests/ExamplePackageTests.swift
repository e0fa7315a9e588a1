import Foundation
import Testing

/// The example package (Examples/, a program that uses AskCore and AskFill as libraries, which
/// docs/LIBRARY.md quotes) still builds against this checkout and prints what the guide says.
/// Building it compiles AskCore and AskFill again in a scratch directory of its own, which
/// takes minutes on two cores, so this runs on CI (CI is set) or when ASKFORM_EXAMPLES=1.
private let examplesEnabled: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["CI"] != nil || environment["ASKFORM_EXAMPLES"] == "1"
}()

@Suite("example package", .enabled(if: examplesEnabled), .serialized)
struct ExamplePackageTests {
    @Test func everyDemoPrintsWhatTheGuideShows() throws {
        let run = try ExamplePackage.run([])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout == everyDemo, "\(LineDiff.between(expected: everyDemo, actual: run.stdout))")
    }

    @Test func theFillDemoReadsStdinAsAskformFillDoes() throws {
        let run = try ExamplePackage.run(["--demo", "fill"], stdin: "Ada Lovelace\nemployee\nParis\nfamily\nno\n")
        let expected = """
            == fill ==
            NAME='Ada Lovelace'
            AGE='36'
            ROLE='employee'
            CITY='Paris'
            TAGS='family'
            INSURANCE='false'

            """
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout == expected, "\(LineDiff.between(expected: expected, actual: run.stdout))")
    }

    @Test func aBadLineEndsTheFillDemoAsItEndsAskformFill() throws {
        let run = try ExamplePackage.run(["--demo", "fill"], stdin: "Ada Lovelace\nboss\n")
        #expect(run.status == 65)
        #expect(run.stdout == "== fill ==\n")
        #expect(run.stderr == """
            askform: error: stdin line 2: role: 'boss' is not one of the options: Employee (employee), Contractor (contractor)

            """)
    }

    @Test func anUnknownDemoIsAUsageError() throws {
        let run = try ExamplePackage.run(["--demo", "nothing"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            usage: askform-example [--demo NAME]; names: trip-lines, trip-presets, broken-definition, \
            release-terminal, release-lines, release-broken, release-schema, release-validate, \
            release-definition, fill, release-readline

            """)
    }
}

/// The example program, built once for every test of the suite.
private enum ExamplePackage {
    /// The built program, or why there is none (the build's output).
    static let program: Result<URL, BuildFailure> = {
        let examples = AskformBinary.packageRoot.appendingPathComponent("Examples")
        // Under the root's .build, so the checkout stays clean and `swift test` keeps its own
        // build; the package's `..` dependency is still the checkout.
        let scratch = AskformBinary.packageRoot.appendingPathComponent(".build/examples").path
        let build = ["swift", "build", "--scratch-path", scratch]
        let environment = ProcessInfo.processInfo.environment
        let env = URL(fileURLWithPath: "/usr/bin/env")
        do {
            let built = try ChildProcess.run(env, build, environment: environment, directory: examples)
            guard built.status == 0 else { return .failure(BuildFailure(output: built.stdout + built.stderr)) }
            // Warnings are errors here: the example is what programs copy.
            let warnings = (built.stdout + built.stderr).split(separator: "\n").filter { $0.contains("warning:") }
            guard warnings.isEmpty else { return .failure(BuildFailure(output: warnings.joined(separator: "\n"))) }
            let bin = try ChildProcess.run(env, build + ["--show-bin-path"], environment: environment, directory: examples)
            let path = bin.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            return .success(URL(fileURLWithPath: path).appendingPathComponent("askform-example"))
        } catch {
            return .failure(BuildFailure(output: "\(error)"))
        }
    }()

    struct BuildFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "swift build of Examples/ failed:\n" + String(output.suffix(4000)) }
    }

    /// Runs the program in a fresh directory, with a clean environment and its own HOME (a
    /// fill's draft and history would go there).
    static func run(_ arguments: [String], stdin: String? = nil) throws -> AskformBinary.Outcome {
        let home = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state",
                           "LANG": "C.UTF-8"]
        environment.merge(SanitizerOptions.environment) { _, new in new }
        return try ChildProcess.run(try program.get(), arguments, environment: environment,
                                    stdinData: stdin.map { Data($0.utf8) }, directory: home)
    }
}

/// Where two multi-line texts part: each differing line as `-expected` / `+actual`, with its
/// line number, so a long expectation's failure says what changed.
private enum LineDiff {
    static func between(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            guard a != b else { continue }
            if let a { lines.append("\(index + 1) -\(a)") }
            if let b { lines.append("\(index + 1) +\(b)") }
        }
        return lines.isEmpty ? "(the same lines)" : "lines that differ:\n" + lines.joined(separator: "\n")
    }
}

/// The whole output of `askform-example` with no arguments: every demo but `fill`, in order.
/// The broken definition's lines and columns are those of Examples/Sources/askform-example/
/// BrokenForm.swift; a prompt line ends with a space (written `\#u{20}` so no editor drops it).
private let everyDemo = #"""
    == trip-lines ==
    outcome: completed
    {
      "name": "Ada Lovelace",
      "age": 36,
      "role": "contractor",
      "agency": "Analytical Engines",
      "city": "bj",
      "tags": [
        "work",
        "conference"
      ],
      "insurance": false
    }
    Ada Lovelace, 36, contractor for Analytical Engines: to bj for work and conference, not insured
    askform: error: stdin line 2: age: 'two hundred' is not a whole number

    == trip-presets ==
    age: '200' is above the maximum 120
    {"name":"Grace Hopper","age":85,"role":"employee","city":"Lisbon","tags":["work"],"insurance":true}

    == broken-definition ==
    askform_example/BrokenForm.swift:9:48: error: 'minLength' (5) is greater than 'maxLength' (2) (at /sections/0/rows/0/minLength)
    askform_example/BrokenForm.swift:11:26: error: unknown row type 'integr' (did you mean 'integer'?) (at /sections/0/rows/2/type)
    askform_example/BrokenForm.swift:12:30: error: duplicate row key 'name', first used at 9:30 (at /sections/0/rows/3/key)
    askform_example/BrokenForm.swift:12:53: error: invalid 'when' expression: use 'and' instead of '&&' (at /sections/0/rows/3/when)

    == release-terminal ==
    Release

    [1/4] Version
    Package (required): askform
    New version (required, e.g. 1.5.0): 1.4
    ✗ version: '1.4': not a version like 1.2.3
    New version (required, e.g. 1.5.0): 1.4.1
    ✗ version: '1.4.1': not after 1.4.2, the current version
      Accepted: required, e.g. 1.5.0
    New version (required, e.g. 1.5.0): v1.5.0
      1) stable
      2) beta
    Channel (1–2 or a name, TAB completes) [stable]:\#u{20}

    [4/5] Announcement
    Release notes (at most 200 characters): Plugins.
    Announce it? [Y/n]:\#u{20}

    Review
      1  package   Package        askform
      2  version   New version    1.5.0
      3  channel   Channel        stable
      4  notes     Release notes  Plugins.
      5  announce  Announce it?   yes
    Write these answers? [Y/n] or a number or key to change:\#u{20}
    outcome: completed
    {"package":"askform","version":"1.5.0","channel":"stable","notes":"Plugins.","announce":true}

    == release-lines ==
    {"package":"askform","version":"2.0.0-rc.1","channel":"beta","notes":null}

    == release-broken ==
    inline.json:1:79: error: 'after': must be a version like 1.2.3 (at /sections/0/rows/0/after)

    == release-schema ==
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "release",
      "title": "Release",
      "type": "object",
      "properties": {
        "package": {
          "title": "Package",
          "type": "string",
          "minLength": 1,
          "pattern": "^[a-z][\\u002D0-9a-z]*$(?!\\n)"
        },
        "version": {
          "title": "New version",
          "type": "string",
          "pattern": "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-(0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)(\\.(0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*))*)?$(?!\\n)"
        },
        "channel": {
          "title": "Channel",
          "enum": [
            "stable",
            "beta",
            null
          ]
        },
        "notes": {
          "title": "Release notes",
          "type": [
            "string",
            "null"
          ],
          "maxLength": 200
        },
        "announce": {
          "title": "Announce it?",
          "type": [
            "boolean",
            "null"
          ]
        }
      },
      "required": [
        "package",
        "version"
      ],
      "additionalProperties": false,
      "allOf": [
        {
          "if": {
            "required": [
              "channel"
            ],
            "properties": {
              "channel": {
                "const": "stable"
              }
            }
          },
          "else": {
            "not": {
              "required": [
                "announce"
              ]
            }
          }
        }
      ]
    }

    == release-validate ==
    answers-1.json: valid
    answers-2.json:1:35: error: version: '1.4': not a version like 1.2.3 (at /version)
    answers-2.json:1:76: error: annouce: no row has this key (did you mean 'announce'?) (at /annouce)

    == release-definition ==
    {"version":"1.5.1"}

    """#
