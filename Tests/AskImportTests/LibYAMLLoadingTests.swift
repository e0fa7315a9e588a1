import AskImport
import Foundation
import Testing

/// libyaml is loaded with dlopen when the first YAML file is read, never linked: a program
/// that links AskImport (this test bundle does) has no NEEDED entry for it, and `askform`
/// does not load it at start-up.
@Suite struct LibYAMLLoadingTests {
    private static func output(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    private static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()

    @Test func aProgramLinkingAskImportNeedsNoLibyaml() throws {
        let dynamic = try Self.output("readelf", ["-d", Self.executable.path])
        let needed = dynamic.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(!needed.isEmpty, "no NEEDED entries read from \(Self.executable.path)")
        #expect(needed.filter { $0.contains("yaml") } == [])
    }

    @Test func askformDoesNotLoadLibyaml() throws {
        let askform = Self.executable.deletingLastPathComponent().appendingPathComponent("askform")
        try #require(FileManager.default.isExecutableFile(atPath: askform.path), "askform is built beside the tests")
        let libraries = try Self.output("ldd", [askform.path])
        #expect(!libraries.contains("yaml"))
    }

    @Test func readingYAMLLoadsIt() throws {
        _ = try YAMLReader.parse(Array("a: 1".utf8))
        // /proc files report a size of 0: read to the end rather than by size.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        #expect(maps.contains("libyaml-0.so.2") || maps.contains("libyaml.so"))
    }
}
