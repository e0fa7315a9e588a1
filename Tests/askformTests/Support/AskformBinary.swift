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
    /// in `directory`, with `environment` added to a clean environment. HOME is `home`, else
    /// a fresh temporary directory, and XDG_STATE_HOME is its `state` subdirectory (unless
    /// `environment` says otherwise): runs given the same `home` share one state directory,
    /// e.g. to resend the recovery file an earlier run left.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    directory: URL? = nil, home: URL? = nil) throws -> Outcome {
        try run(arguments, stdinData: stdin.map { Data($0.utf8) }, environment: environment, directory: directory,
                home: home)
    }

    static func run(_ arguments: [String], stdinData: Data?, environment: [String: String] = [:],
                    directory: URL? = nil, home: URL? = nil) throws -> Outcome {
        let home = try home ?? TemporaryDirectory.make()
        var env = ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        env.merge(SanitizerOptions.environment) { _, new in new }
        env.merge(environment) { _, new in new }
        return try ChildProcess.run(url, arguments, environment: env, stdinData: stdinData, directory: directory)
    }
}

/// The sanitizers' run-time options (`Scripts/sanitize.sh` sets them), handed on to every
/// child: in a sanitized build the askform binary is instrumented too, and must run with
/// the same options as the tests (leak detection off, say) whatever clean environment a
/// test gives it.
enum SanitizerOptions {
    static let environment: [String: String] = ProcessInfo.processInfo.environment.filter { name, _ in
        ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"].contains(name)
    }

    /// Whether this build (the tests, and so the askform binary) runs under ThreadSanitizer.
    static let threadSanitizer = dlsym(nil, "__tsan_init") != nil
}

/// Runs a program to its end with real pipes, collecting stdout and stderr.
enum ChildProcess {
    /// `environment` is the child's whole environment; stdin is `stdinData` through a pipe,
    /// or /dev/null when nil.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String],
                    stdinData: Data? = nil, directory: URL? = nil) throws -> AskformBinary.Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
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
        if let stdinData { writeIgnoringBrokenPipe(stdinData, to: input.fileHandleForWriting) }
        group.wait()
        process.waitUntilExit()
        return AskformBinary.Outcome(status: process.terminationStatus,
                                     stdout: String(decoding: out, as: UTF8.self),
                                     stderr: String(decoding: err, as: UTF8.self))
    }

    /// Writes stdin and closes it, though askform may have exited without reading (a
    /// configuration error, say): the write's SIGPIPE, which would kill the whole test
    /// process, is blocked on this thread for the write, discarded if raised, and the
    /// thread's mask restored. (Ignoring SIGPIPE process-wide would be inherited by every
    /// askform the tests start, and change what they test.)
    private static func writeIgnoringBrokenPipe(_ data: Data, to handle: FileHandle) {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        try? handle.write(contentsOf: data)
        try? handle.close()
        var pending = sigset_t()
        if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &now)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
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
