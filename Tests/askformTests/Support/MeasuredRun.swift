import Foundation
import Glibc

/// One run of askform for the hostile-input tests: stdin from a file (large inputs need no
/// pipe-feeding thread), stdout and stderr into files, and from `wait4` the child's own
/// peak memory. A run that outlives `timeout` is killed and reported, so a hang fails its
/// test instead of stalling the suite.
struct MeasuredRun {
    /// The exit status, or 128 + the signal that ended the process.
    var status: Int32
    var stdout: String
    var stderr: String
    /// Peak resident memory of askform alone, in bytes.
    var peakMemory: Int
    var timedOut: Bool

    /// Runs askform with `arguments`; stdin is the file at `stdinPath` (else /dev/null).
    /// The environment is AskformBinary's: a fresh HOME, XDG_STATE_HOME under it, `environment` over it.
    static func askform(_ arguments: [String], stdinPath: String? = nil, environment: [String: String] = [:],
                        timeout: TimeInterval = 60) throws -> MeasuredRun {
        let home = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: home) }
        var env = ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        env.merge(SanitizerOptions.environment) { _, new in new }
        env.merge(environment) { _, new in new }
        let stdoutPath = home.appendingPathComponent("stdout").path
        let stderrPath = home.appendingPathComponent("stderr").path

        let pid = try CleanSpawn.askform(arguments, environment: env, stdin: stdinPath ?? "/dev/null", stdout: stdoutPath,
                                         stderr: stderrPath)

        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid { break }
            if result < 0, errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if !timedOut, Date() > deadline {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(10_000)
        }
        // WIFEXITED and friends are macros Swift cannot import.
        let signal = status & 0x7F
        return MeasuredRun(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
                           stdout: try String(contentsOfFile: stdoutPath, encoding: .utf8),
                           stderr: try String(contentsOfFile: stderrPath, encoding: .utf8),
                           peakMemory: usage.ru_maxrss * 1024, timedOut: timedOut)
    }
}

/// Writes big inputs without holding them in memory twice.
enum LargeFile {
    /// A new file holding `head`, then `repeating` (a byte) `count` times, then `tail`.
    static func make(_ name: String, head: String, repeating byte: UInt8, count: Int, tail: String) throws -> String {
        let path = try TemporaryDirectory.make().appendingPathComponent(name).path
        guard FileManager.default.createFile(atPath: path, contents: Data(head.utf8)),
              let handle = FileHandle(forWritingAtPath: path) else { throw POSIXError(.EIO) }
        defer { try? handle.close() }
        try handle.seekToEnd()
        let chunk = Data(repeating: byte, count: 1 << 20)
        var left = count
        while left > 0 {
            try handle.write(contentsOf: left >= chunk.count ? chunk : chunk.prefix(left))
            left -= chunk.count
        }
        try handle.write(contentsOf: Data(tail.utf8))
        return path
    }

    /// Removes the file at `path` and its directory.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
