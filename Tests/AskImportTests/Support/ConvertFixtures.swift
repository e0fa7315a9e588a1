import AskCore
import AskFill
import AskImport
import Foundation
import Testing

/// A file under Tests/Fixtures/convert, converted by the converter its folder names.
struct ConvertFixture: Sendable, CustomTestStringConvertible {
    let path: String

    init(_ path: String) {
        self.path = path
    }

    var testDescription: String { path }

    static var folder: URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url = url.deletingLastPathComponent() }
        return url.appendingPathComponent("Fixtures/convert")
    }

    func bytes(_ name: String? = nil) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.folder.appendingPathComponent(name ?? path)))
    }

    /// The text of a file beside the fixture (`NAME.expected.json`); `nil` when there is none.
    func companion(_ suffix: String) -> String? {
        let url = Self.folder.appendingPathComponent(path + suffix)
        return (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The fixture read and converted.
    func conversion() throws -> Conversion {
        let bytes = try self.bytes()
        if path.hasPrefix("github/") { return GitHubIssueFormConverter.convert(try YAMLReader.parse(bytes)) }
        if path.hasPrefix("surveyjs/") { return SurveyJSConverter.convert(try JSONReader.parse(bytes)) }
        return XLFormConverter.convert(try PropertyListReader.parse(bytes))
    }
}

/// The converted form as JSON text, two-space indented, keys in order (the fixture's form).
func formText(_ conversion: Conversion) -> String {
    JSONValue(conversion.form).serialized(pretty: true) + "\n"
}

/// The diagnostics as `askform convert` prints them, one a line.
func diagnosticText(_ diagnostics: [Diagnostic], file: String) -> String {
    diagnostics.map { $0.rendered(file: file) + "\n" }.joined()
}

/// The answers a piped fill of `form` from `lines` writes, as compact JSON; the failure's
/// first line when it stops.
func filled(_ form: Form, _ lines: [String]) -> String {
    let fill = Fill(form: form, formPath: "converted.json", presets: Presets(), interactive: false)
    do throws(CommandFailure) {
        let outcome = try fill.run(from: StringLines(lines))
        guard case .completed(let walker, _) = outcome else { return "not completed" }
        return AnswerEncoder.json(walker.visibleAnswers).serialized(pretty: false)
    } catch {
        return error.rendered(.english, program: "askform").first ?? "failed"
    }
}

/// A line diff of `expected` and `actual`, for a failure message.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(a.count, b.count) {
        let x = index < a.count ? String(a[index]) : nil
        let y = index < b.count ? String(b[index]) : nil
        if x != y {
            if let x { lines.append("-\(index + 1): \(x)") }
            if let y { lines.append("+\(index + 1): \(y)") }
        }
    }
    return lines.prefix(40).joined(separator: "\n")
}
