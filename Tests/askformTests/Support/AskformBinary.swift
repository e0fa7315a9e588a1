import Foundation
import Testing

/// Runs the built `askform` binary as a user would, with real pipes and files.
struct AskformBinary {
    struct Outcome: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary next to the test bundle (`.build/<config>/askform`), built by `swift build`
    /// (swift test builds every product first).
    static let url: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("askform")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/askform")
    }()

    /// The package's root directory (where Forms/ lives).
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    static func form(_ name: String) -> String {
        packageRoot.appendingPathComponent("Forms").appendingPathComponent(name).path
    }

    /// Runs askform with `arguments`, `stdin` written to a pipe (or /dev/null when nil),
    /// in `directory`, with `environment` added to a clean environment (HOME and
    /// XDG_STATE_HOME point into a fresh temporary directory unless given).
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    directory: URL? = nil) throws -> Outcome {
        try run(arguments, stdinData: stdin.map { Data($0.utf8) }, environment: environment, directory: directory)
    }

    static func run(_ arguments: [String], stdinData: Data?, environment: [String: String] = [:],
                    directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let home = try TemporaryDirectory.make()
        var env = ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        env.merge(environment) { _, new in new }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let input = Pipe()
        process.standardInput = stdinData == nil ? FileHandle(forReadingAtPath: "/dev/null") : input
        try process.run()
        // Read both streams while writing stdin, so no pipe fills up and blocks.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        group.enter()
        DispatchQueue.global().async { out = output.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { err = errors.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if let stdinData {
            try? input.fileHandleForWriting.write(contentsOf: stdinData)
            try? input.fileHandleForWriting.close()
        }
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: out, as: UTF8.self),
                       stderr: String(decoding: err, as: UTF8.self))
    }
}

/// A fresh directory under the system's temporary directory.
enum TemporaryDirectory {
    static func make() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("askform-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a new file in a fresh directory and returns its path.
    static func file(_ name: String, _ text: String) throws -> String {
        let url = try make().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
