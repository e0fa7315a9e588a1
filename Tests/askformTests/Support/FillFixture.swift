import Foundation
import Testing

/// Inputs and checks shared by the piped `fill` and `validate` suites.
enum FillFixture {
    static let trip = AskformBinary.form("trip.json")
    static let onboarding = AskformBinary.form("onboarding.json")

    /// Stdin lines for a complete trip fill that shows every row type: budget and currency,
    /// the conference site, and a secret with spaces kept (15 lines).
    static let tripLines = [
        "Ada Lovelace", "36", "ada@example.org", "", "北京", "2026-03-01", "", "1e3", "usd",
        "conference, work", "1 Rue de Rivoli", "Paris", "y", "https://conf.example.org", "  tok en!  ",
    ]

    static let tripOutput = """
        {
          "name": "Ada Lovelace",
          "age": 36,
          "email": "ada@example.org",
          "role": "employee",
          "city": "bj",
          "depart": "2026-03-01",
          "nights": 3,
          "budget": 1000,
          "currency": "USD",
          "tags": [
            "work",
            "conference"
          ],
          "address": {
            "street": "1 Rue de Rivoli",
            "city": "Paris"
          },
          "insurance": true,
          "site": "https://conf.example.org",
          "token": "  tok en!  "
        }

        """

    static func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// The permission bits of the file at `path` (not following a symlink).
    static func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    static func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    static func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// The process's umask, read without changing it for longer than the call.
    static var umask: Int {
        let mask = Foundation.umask(0o022)
        Foundation.umask(mask)
        return Int(mask)
    }

    /// Runs `script` with `/bin/bash -c`, with `environment` added to a minimal one.
    static func bash(_ script: String, environment: [String: String]) throws -> AskformBinary.Outcome {
        var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env.merge(SanitizerOptions.environment) { _, new in new }
        env.merge(environment) { _, new in new }
        return try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: env)
    }
}
