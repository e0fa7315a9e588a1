#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// What became of an answer edited in an editor (`:edit`, Ctrl-X Ctrl-E).
public enum EditResult: Sendable, Equatable {
    /// The editor exited 0: the file's text, as saved.
    case edited(String)
    /// The editor exited with this status (a signal counts as 128 + its number), or (nil)
    /// could not be started: the answer stays as it was.
    case failed(status: Int?)
}

/// Runs the person's editor on a text: `$VISUAL`, else `$EDITOR`, else `vi`, through
/// `/bin/sh -c '$EDITOR "$1"'` so that an editor with arguments (`code --wait`) works.
///
/// The text is in a new temporary file (mode 0600, in `$TMPDIR` or `/tmp`) that is removed
/// afterwards, whatever the editor did. Ctrl-C, Ctrl-\ and Ctrl-Z while it runs are the
/// editor's, not askform's (an editor stopped by Ctrl-Z stops askform with it, and both go
/// on at `fg`); SIGTERM and SIGHUP still stop the fill at the next prompt.
public enum ExternalEditor {
    /// The command the editor is started with: `$VISUAL`, else `$EDITOR`, else `vi`
    /// (empty variables count as unset).
    public static var command: String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = getenv(name).map({ String(cString: $0) }), !value.trimmingWhitespace().isEmpty { return value }
        }
        return "vi"
    }

    /// Edits `text` in the editor and returns what was saved. A text that does not end in a
    /// line end is given one, as editors write files.
    public static func edit(_ text: String) -> EditResult {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/askform-XXXXXX.txt").utf8CString)
        // mkstemps makes the file 0600 with O_EXCL: nobody else can have it or replace it.
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemps($0, 4) } ?? -1
        }
        guard descriptor >= 0 else { return .failed(status: nil) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let contents = text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
        let written = Array(contents.utf8).withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                guard let base = bytes.baseAddress else { return false }
                let count = write(descriptor, base + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        guard written else { return .failed(status: nil) }
        guard let status = run(command, on: path) else { return .failed(status: nil) }
        guard status == 0 else { return .failed(status: status) }
        guard let bytes = try? InputFile.read(path, limit: LineReader.maxLineBytes), bytes.count <= LineReader.maxLineBytes else {
            return .failed(status: nil)
        }
        return .edited(String(decoding: bytes, as: UTF8.self))
    }

    /// Runs `/bin/sh -c 'COMMAND "$1"' sh PATH` at the terminal and waits for it: its exit
    /// status, 128 + the signal that ended it, or nil when it could not be started.
    private static func run(_ command: String, on path: String) -> Int? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The editor gets the default dispositions and an open mask, whatever askform set.
        var defaults = sigset_t()
        sigfillset(&defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, &argv, environ)
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        while true {
            if waitpid(pid, &status, WUNTRACED) < 0 {
                guard errno == EINTR else { return nil }
                continue
            }
            // WIFSTOPPED, which Swift does not import: the editor took a Ctrl-Z. askform stops
            // too, so the shell gets the terminal, and lets the editor go on once continued.
            guard status & 0xFF == 0x7F else { break }
            StopSignals.suspend()
            kill(pid, SIGCONT)
        }
        StopSignals.forget([SIGINT, SIGQUIT, SIGTSTP])
        // WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        let signal = status & 0x7F
        return signal == 0 ? Int((status >> 8) & 0xFF) : 128 + Int(signal)
    }
}
