import Foundation
import Glibc

/// A program running at a real pseudo-terminal, for end-to-end tests of the interactive mode.
///
/// The child leads a new session (`POSIX_SPAWN_SETSID`) and its first file action opens the
/// pty slave by name without `O_NOCTTY`, which on Linux makes the slave its controlling
/// terminal and its process group the foreground group: Ctrl-C is a real SIGINT and readline
/// sees a real tty. Output is read on a background thread; every wait has a timeout.
///
///     let pty = try PseudoTerminal.askform(["fill", form])
///     try pty.waitFor("Name: ")
///     try pty.sendLine("Ada")
///     #expect(try pty.waitForExit() == 0)
final class PseudoTerminal {
    struct WindowSize: Sendable, Equatable {
        var rows: UInt16
        var cols: UInt16
    }

    /// Where `waitFor` looks: after the end of the last match (`unconsumed`, which then moves
    /// past the new match) or in the whole transcript (`anywhere`, which moves nothing).
    enum Scope: Sendable { case unconsumed, anywhere }

    /// The slave's line discipline modes, as `stty` would show them.
    struct TerminalFlags: Sendable, Equatable {
        var input: tcflag_t, output: tcflag_t, local: tcflag_t
        var echo: Bool { local & tcflag_t(ECHO) != 0 }
        var canonical: Bool { local & tcflag_t(ICANON) != 0 }
        var signals: Bool { local & tcflag_t(ISIG) != 0 }
    }

    enum Failure: Error, CustomStringConvertible {
        case system(call: String, errno: Int32)
        case timedOut(waitingFor: String, after: Duration, transcript: String)
        case ended(waitingFor: String, transcript: String)
        case notRunning(pid: pid_t)

        var description: String {
            switch self {
            case let .system(call, code): "\(call): \(String(cString: strerror(code)))"
            case let .timedOut(what, after, transcript): "timed out after \(after) waiting for \(what)\n\(transcript)"
            case let .ended(what, transcript): "the terminal closed while waiting for \(what)\n\(transcript)"
            case let .notRunning(pid): "process \(pid) has already exited"
            }
        }
    }

    /// Generous: the machine is shared and slow, and a passing test never waits this long.
    static let defaultTimeout: Duration = .seconds(10)

    let pid: pid_t
    /// The slave's device path, e.g. `/dev/pts/3`: what `tty` prints in the child.
    let slavePath: String
    /// A fresh directory holding `inputrc`; the child's HOME and XDG_STATE_HOME unless given.
    let home: URL
    private let master: Int32
    private let wake: (read: Int32, write: Int32)
    private let transcript = Transcript()
    private var consumed = 0
    private var exitStatus: Int32?

    /// Starts the built askform binary at a new terminal.
    static func askform(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                        size: WindowSize = WindowSize(rows: 24, cols: 100), stdoutFile: String? = nil,
                        stderrFile: String? = nil) throws -> PseudoTerminal {
        try PseudoTerminal(AskformBinary.url.path, arguments, environment: environment, directory: directory,
                           size: size, stdoutFile: stdoutFile, stderrFile: stderrFile)
    }

    /// Starts `executable` (a path, not looked up in PATH) with `arguments` at a new terminal.
    /// stdin, stdout and stderr are the slave, except stdout when `stdoutFile` is given (created
    /// or truncated), and stderr when `stderrFile` is. `environment` is laid over PATH=/usr/bin:/bin, TERM=xterm-256color,
    /// LANG/LC_ALL=C.UTF-8, INPUTRC (bracketed paste off), HOME and XDG_STATE_HOME.
    init(_ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], directory: URL? = nil,
         size: WindowSize = WindowSize(rows: 24, cols: 100), stdoutFile: String? = nil, stderrFile: String? = nil) throws {
        home = try TemporaryDirectory.make()
        let inputrc = home.appendingPathComponent("inputrc")
        try Data("set enable-bracketed-paste off\n".utf8).write(to: inputrc)
        var env = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                   "INPUTRC": inputrc.path, "HOME": home.path, "XDG_STATE_HOME": home.path + "/state"]
        env.merge(SanitizerOptions.environment) { _, given in given }
        env.merge(environment) { _, given in given }

        var master: Int32 = -1, slave: Int32 = -1
        var window = winsize(ws_row: size.rows, ws_col: size.cols, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &window) == 0 else { throw Failure.system(call: "openpty", errno: errno) }
        // openpty cannot set close-on-exec; children of other tests must not keep the pty open.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var name = [CChar](repeating: 0, count: 128)
        var pipeFDs: [Int32] = [-1, -1]
        let pid: pid_t, slavePath: String
        do {
            guard ttyname_r(slave, &name, name.count) == 0 else { throw Failure.system(call: "ttyname_r", errno: errno) }
            slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard pipe(&pipeFDs) == 0 else { throw Failure.system(call: "pipe", errno: errno) }
            for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            pid = try Self.spawn(executable, arguments, environment: env, terminal: slavePath,
                                 directory: directory, stdoutFile: stdoutFile, stderrFile: stderrFile)
        } catch {
            for fd in [master, slave] + pipeFDs where fd >= 0 { close(fd) }
            try? FileManager.default.removeItem(at: home)
            throw error
        }
        // The child has its own descriptors once posix_spawn returns (glibc waits for the exec).
        close(slave)
        self.pid = pid
        self.master = master
        self.slavePath = slavePath
        self.wake = (pipeFDs[0], pipeFDs[1])
        let transcript = self.transcript, masterFD = master, wakeRead = pipeFDs[0]
        Thread.detachNewThread { Self.pump(masterFD, wake: wakeRead, into: transcript) }
    }

    deinit {
        // Until it is reaped, the child's zombie reserves its pid and so its process group id:
        // killing the group cannot hit a stranger, and takes any grandchildren along.
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        let deadline = Date(timeIntervalSinceNow: 5)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0, Date() < deadline { usleep(5_000) }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        // Closing the master while the reader may still poll it could hit a reused descriptor.
        if transcript.waitForEnd(until: Date(timeIntervalSinceNow: 2)) { close(master) }
        close(wake.read)
        close(wake.write)
        try? FileManager.default.removeItem(at: home)
    }

    // MARK: Output

    /// Everything the child wrote so far with escape sequences and readline's \u{1}/\u{2}
    /// markers removed, and "\r" only where it moves the cursor (see `TerminalText.strip`).
    var text: String { String(decoding: TerminalText.strip(transcript.bytes[...]).text, as: UTF8.self) }

    /// Everything the child wrote so far, byte for byte.
    var rawText: String { String(decoding: transcript.bytes, as: UTF8.self) }

    /// Waits until the plain text (see `text`) contains `text`, then consumes up to its end.
    func waitFor(_ text: String, in scope: Scope = .unconsumed, timeout: Duration = defaultTimeout) throws {
        let needle = Array(text.utf8)
        precondition(!needle.isEmpty, "waitFor needs some text")
        try waitFor(String(reflecting: text), in: scope, timeout: timeout) { plain in
            plain.firstRange(of: needle).map { ((), $0.upperBound) }
        }
    }

    /// Waits until `regex` matches the plain text (see `text`), then consumes up to its end.
    @discardableResult
    func waitFor<Output>(_ regex: Regex<Output>, in scope: Scope = .unconsumed,
                         timeout: Duration = defaultTimeout) throws -> Regex<Output>.Match {
        try waitFor("a match of the regex", in: scope, timeout: timeout) { plain in
            let string = String(decoding: TerminalText.completeCharacters(plain), as: UTF8.self)
            guard let match = try? regex.firstMatch(in: string) else { return nil }
            return (match, string.utf8.distance(from: string.startIndex, to: match.range.upperBound))
        }
    }

    /// Shared by both `waitFor`s: `find` gets the plain bytes after the scope's start and
    /// returns a result and the plain offset just past the match.
    private func waitFor<T>(_ what: String, in scope: Scope, timeout: Duration,
                            find: ([UInt8]) -> (T, Int)?) throws -> T {
        let start = scope == .anywhere ? 0 : consumed
        let found = transcript.wait(until: Date(timeIntervalSinceNow: timeout.seconds)) { bytes -> (T, Int)? in
            let (plain, ends) = TerminalText.strip(bytes[start...])
            guard let (result, end) = find(plain) else { return nil }
            return (result, end == 0 ? start : ends[end - 1])
        }
        guard let (result, rawEnd) = found else {
            let tail = transcriptTail()
            throw transcript.hasEnded ? Failure.ended(waitingFor: what, transcript: tail)
                : Failure.timedOut(waitingFor: what, after: timeout, transcript: tail)
        }
        if scope == .unconsumed { consumed = rawEnd }
        return result
    }

    private func transcriptTail() -> String {
        let bytes = transcript.bytes
        let plain = String(decoding: TerminalText.strip(bytes[...]).text, as: UTF8.self)
        return "--- plain transcript (last 1500 characters) ---\n" + plain.suffix(1500)
            + "\n--- raw transcript (last 300 bytes) ---\n"
            + String(reflecting: String(decoding: bytes.suffix(300), as: UTF8.self))
            + "\n--- consumed up to byte \(consumed) of \(bytes.count) ---"
    }

    // MARK: Input and control

    /// Types `text` as is (no newline). Waits for room if the child is not reading.
    func send(_ text: String, timeout: Duration = defaultTimeout) throws {
        var pending = Array(text.utf8)[...]
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        while !pending.isEmpty {
            let written = pending.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 { pending = pending.dropFirst(written); continue }
            guard written < 0, errno == EAGAIN || errno == EINTR else { throw Failure.system(call: "write", errno: errno) }
            guard Date() < deadline else { throw Failure.timedOut(waitingFor: "the child to read input", after: timeout, transcript: transcriptTail()) }
            var ready = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, 50)
        }
    }

    /// Types `text` and presses Return (a "\r", as a terminal sends it).
    func sendLine(_ text: String = "") throws { try send(text + "\r") }

    /// Presses Ctrl and `key`: "c" is 0x03 (SIGINT), "d" 0x04 (EOF), "z" 0x1A (SIGTSTP),
    /// "\\" 0x1C (SIGQUIT), "[" 0x1B (Escape).
    func sendControl(_ key: Character) throws {
        guard let ascii = key.uppercased().first?.asciiValue, (0x40...0x5F).contains(ascii) else {
            preconditionFailure("no control code for \(String(reflecting: key))")
        }
        try send(String(UnicodeScalar(ascii & 0x1F)))
    }

    /// Sends `number` (SIGTERM, SIGHUP, SIGWINCH…) to the child alone.
    func signal(_ number: Int32) throws {
        guard exitStatus == nil else { throw Failure.notRunning(pid: pid) }
        guard kill(pid, number) == 0 else { throw Failure.system(call: "kill", errno: errno) }
    }

    /// Changes the window size; the kernel sends SIGWINCH to the foreground process group.
    func resize(rows: UInt16, cols: UInt16) throws {
        var window = winsize(ws_row: rows, ws_col: cols, ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &window) == 0 else { throw Failure.system(call: "TIOCSWINSZ", errno: errno) }
    }

    // MARK: State

    /// The slave's current modes. On Linux the master answers for the slave, so this works
    /// before, during and after the child's run.
    func terminalFlags() throws -> TerminalFlags {
        var modes = termios()
        guard tcgetattr(master, &modes) == 0 else { throw Failure.system(call: "tcgetattr", errno: errno) }
        return TerminalFlags(input: modes.c_iflag, output: modes.c_oflag, local: modes.c_lflag)
    }

    /// The terminal's foreground process group (the child's pid while it owns the terminal).
    func foregroundProcessGroup() -> pid_t { tcgetpgrp(master) }

    /// Waits for the child to exit and returns its exit status, or 128 + the signal that
    /// killed it, then waits (briefly) for the output still in the pty to arrive.
    @discardableResult
    func waitForExit(timeout: Duration = defaultTimeout) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        while true {
            // WNOWAIT leaves the zombie in place, so that deinit's group kill stays safe.
            var info = siginfo_t()
            let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if result < 0, errno != EINTR { throw Failure.system(call: "waitid", errno: errno) }
            if result == 0, info._sifields._sigchld.si_pid == pid {
                let code = info._sifields._sigchld.si_status
                let status = info.si_code == Int32(CLD_EXITED) ? code : 128 + code
                exitStatus = status
                // A grandchild holding the slave would keep the transcript open; don't wait on it.
                _ = transcript.waitForEnd(until: min(deadline, Date(timeIntervalSinceNow: 2)))
                return status
            }
            guard Date() < deadline else {
                throw Failure.timedOut(waitingFor: "process \(pid) to exit", after: timeout, transcript: transcriptTail())
            }
            usleep(10_000)
        }
    }

    // MARK: Plumbing

    /// glibc's POSIX_SPAWN_SETSID, hidden from Swift's Glibc module behind _GNU_SOURCE.
    private static let spawnSetSID: Int32 = 0x80

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              terminal: String, directory: URL?, stdoutFile: String?, stderrFile: String?) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        // setsid runs before the file actions, so this open (no O_NOCTTY) acquires the terminal.
        // 1 and 2 share its open file description, as after login_tty: flags such as
        // O_NONBLOCK set on stdin show on stdout too, like at a real terminal.
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        if let stdoutFile {
            posix_spawn_file_actions_addopen(&actions, 1, stdoutFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
        }
        if let stderrFile {
            posix_spawn_file_actions_addopen(&actions, 2, stderrFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        // Descriptors other tests opened without close-on-exec must not leak into the child.
        if let closeFrom = gnuSpawnAction("posix_spawn_file_actions_addclosefrom_np", as: AddCloseFrom.self) {
            _ = closeFrom(&actions, 3)
        }
        if let directory {
            guard let chdir = gnuSpawnAction("posix_spawn_file_actions_addchdir_np", as: AddChdir.self) else {
                throw Failure.system(call: "posix_spawn_file_actions_addchdir_np", errno: ENOSYS)
            }
            _ = chdir(&actions, directory.path)
        }

        // Every bit, not sigfillset: that leaves out glibc's internal signals 32 and 33, which
        // posix_spawn then sets to SIG_IGN in the child, and an ignored signal survives exec.
        var all = sigset_t(), none = sigset_t()
        _ = withUnsafeMutableBytes(of: &all) { $0.initializeMemory(as: UInt8.self, repeating: 0xFF) }
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(spawnSetSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw Failure.system(call: "posix_spawn \(executable)", errno: code) }
        return pid
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32

    /// glibc's `_np` spawn actions are declared only under _GNU_SOURCE, so Swift cannot see
    /// them; look them up at run time instead (closefrom needs glibc 2.34, chdir 2.29).
    private static func gnuSpawnAction<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }

    /// The reader thread: copies the master into `transcript` until every slave descriptor is
    /// closed (EIO) or `wake` becomes readable.
    private static func pump(_ master: Int32, wake: Int32, into transcript: Transcript) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        while true {
            if poll(&fds, 2, -1) < 0 { if errno == EINTR { continue } else { break } }
            if fds[1].revents != 0 { break }
            if fds[0].revents == 0 { continue }
            let count = read(master, &chunk, chunk.count)
            if count > 0 {
                transcript.append(chunk[..<count])
            } else if count < 0, errno == EAGAIN || errno == EINTR {
                continue
            } else {
                break
            }
        }
        transcript.finish()
    }
}

/// The bytes read from the master so far, written by the reader thread and read by the test.
/// `@unchecked Sendable`: every stored property is touched only with `condition` locked.
private final class Transcript: @unchecked Sendable {
    private let condition = NSCondition()
    private var storage: [UInt8] = []
    private var ended = false

    var bytes: [UInt8] { condition.withLock { storage } }
    var hasEnded: Bool { condition.withLock { ended } }

    func append(_ chunk: ArraySlice<UInt8>) {
        condition.withLock { storage += chunk; condition.broadcast() }
    }

    func finish() {
        condition.withLock { ended = true; condition.broadcast() }
    }

    /// Waits until `found` returns a value for the bytes so far; nil when the reader ends or
    /// the deadline passes first.
    func wait<T>(until deadline: Date, _ found: ([UInt8]) -> T?) -> T? {
        condition.withLock {
            while true {
                if let result = found(storage) { return result }
                if ended || !condition.wait(until: deadline) { return found(storage) }
            }
        }
    }

    /// Waits until the reader has stopped; false when the deadline passes first.
    func waitForEnd(until deadline: Date) -> Bool {
        condition.withLock {
            while !ended { if !condition.wait(until: deadline) { break } }
            return ended
        }
    }
}

private extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
