import Foundation
import Testing

/// What goes wrong around askform rather than in its input: a reader that goes away, places
/// that cannot be written, a full disk. Answers are never lost: they are written, kept in the
/// state directory, or printed on stderr as the last resort. (Signals mid-fill are
/// InteractiveTests' `sigterm…`/`sighup…` tests.)
@Suite("faults")
struct FaultTests {
    typealias Fixture = FillFixture

    /// A form whose one row's default is `size` characters long, for answers of any size
    /// with `--defaults --non-interactive` and no stdin.
    static func bigAnswerForm(_ size: Int) throws -> (path: String, answers: String) {
        let essay = String(repeating: "x", count: size)
        let path = try TemporaryDirectory.file("big-answer.json", #"""
            {"askform": 1, "id": "big-answer", "sections": [{"rows": [{"key": "essay", "type": "text", "default": "\#(essay)"}]}]}
            """#)
        return (path, "{\n  \"essay\": \"\(essay)\"\n}\n")
    }

    static let fillDefaults = ["--defaults", "--non-interactive"]

    /// The files askform kept in `state`'s `unsaved/` directory.
    static func unsaved(in state: URL) throws -> [String] {
        let directory = state.appendingPathComponent("askform/unsaved").path
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map { directory + "/" + $0 }
    }

    // MARK: Output

    @Test func stdoutClosedEarlyIs73WithTheAnswersKept() throws {
        // Larger than a pipe's buffer, so the write is still going on when `head` leaves.
        let (form, answers) = try Self.bigAnswerForm(256 << 10)
        let state = try TemporaryDirectory.make()
        let outcome = try Fixture.bash("""
            "$ASKFORM" fill "$FORM" --defaults --non-interactive < /dev/null | head -c1 > /dev/null
            echo "exit ${PIPESTATUS[0]}" >&2
            """, environment: ["ASKFORM": AskformBinary.url.path, "FORM": form, "XDG_STATE_HOME": state.path,
                               "HOME": state.path])
        let kept = try Self.unsaved(in: state)
        try #require(kept.count == 1)
        #expect(outcome.stderr == """
            askform: error: cannot write to stdout: Broken pipe
            askform: the answers are kept in \(kept[0])
            exit 73

            """)
        #expect(try Fixture.contents(kept[0]) == answers)
        #expect(try Fixture.mode(kept[0]) == 0o600)
    }

    @Test func withTheStateDirectoryUnwritableTooTheAnswersGoToStderr() throws {
        // XDG_STATE_HOME names a file: no directory can be made under it.
        let notADirectory = try TemporaryDirectory.file("state", "a file\n")
        let (form, answers) = try Self.bigAnswerForm(10)
        let run = try MeasuredRun.askform(["fill", form, "-o", "/nonexistent-askform-dir/answers.json"] + Self.fillDefaults,
                                          environment: ["XDG_STATE_HOME": notADirectory])
        #expect(run.stderr == """
            askform: error: cannot write '/nonexistent-askform-dir/answers.json': No such file or directory
            askform: error: cannot write '\(notADirectory)': Not a directory
            askform: the state directory is not writable either; the answers follow:
            \(answers)

            """)
        #expect(run.status == 73)
        #expect(run.stdout == "")
        #expect(try Fixture.contents(notADirectory) == "a file\n")
    }

    @Test(.disabled(if: SanitizerOptions.threadSanitizer, "ThreadSanitizer's own start-up dies under a 1 KiB file size limit"))
    func aFileSizeLimitLeavesNoPartFileAndTheAnswersOnStderr() throws {
        // `ulimit -f 1`: at most 1 KiB per file, so every write of these 4 KiB fails with EFBIG
        // (askform ignores SIGXFSZ, which would otherwise end it) and nothing is left behind.
        let (form, answers) = try Self.bigAnswerForm(4096)
        let directory = try TemporaryDirectory.make()
        let output = directory.appendingPathComponent("answers.json").path
        let outcome = try Fixture.bash("""
            (ulimit -f 1; exec "$ASKFORM" fill "$FORM" --defaults --non-interactive -o "$OUTPUT" < /dev/null)
            echo "exit $?" >&2
            ls -A "$DIRECTORY" "$XDG_STATE_HOME/askform/unsaved"
            """, environment: ["ASKFORM": AskformBinary.url.path, "FORM": form, "OUTPUT": output,
                               "DIRECTORY": directory.path, "XDG_STATE_HOME": directory.path + "/state",
                               "HOME": directory.path])
        // The unsaved file's name holds the time and the process id (and a quoted path is cut at 100 characters).
        let unsaved = "\(directory.path)/state/askform/unsaved/"
        var lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count > 2)
        #expect(lines[1].hasPrefix("askform: error: cannot write '\(unsaved)") && lines[1].hasSuffix("': File too large"))
        lines.remove(at: 1)
        #expect(lines.joined(separator: "\n") == """
            askform: error: cannot write '\(output)': File too large
            askform: the state directory is not writable either; the answers follow:
            \(answers)
            exit 73

            """)
        #expect(outcome.stdout == "\(directory.path):\nstate\n\n\(directory.path)/state/askform/unsaved:\n")
    }

    /// Whether this machine lets a test mount a tmpfs of its own in a private mount
    /// namespace (`unshare -rm`), for a full disk and a read-only directory.
    static let canMountTmpfs: Bool = {
        let outcome = try? Fixture.bash("unshare -rm sh -c 'mount -t tmpfs -o size=4k tmpfs /tmp'", environment: [:])
        return outcome?.status == 0
    }()

    @Test(.enabled(if: canMountTmpfs, "needs unshare and mount"))
    func aFullDiskIs73WithTheAnswersKeptInTheStateDirectory() throws {
        let (form, answers) = try Self.bigAnswerForm(64 << 10)
        let directory = try TemporaryDirectory.make()
        let disk = directory.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: false)
        let state = directory.appendingPathComponent("state")
        // A 16 KiB disk of its own, seen by this shell and askform only.
        let outcome = try Fixture.bash("""
            unshare -rm bash -c '
              mount -t tmpfs -o size=16k tmpfs "$DISK" || exit 99
              "$ASKFORM" fill "$FORM" --defaults --non-interactive -o "$DISK/answers.json" < /dev/null
              echo "exit $?" >&2
              ls -A "$DISK"'
            """, environment: ["ASKFORM": AskformBinary.url.path, "FORM": form, "DISK": disk,
                               "XDG_STATE_HOME": state.path, "HOME": directory.path])
        let kept = try Self.unsaved(in: state)
        try #require(kept.count == 1)
        #expect(outcome.stderr == """
            askform: error: cannot write '\(disk)/answers.json': No space left on device
            askform: the answers are kept in \(kept[0])
            exit 73

            """)
        #expect(outcome.stdout == "", "the full disk holds no partial file")
        #expect(try Fixture.contents(kept[0]) == answers)
    }

    @Test(.enabled(if: canMountTmpfs, "needs unshare and mount"))
    func aReadOnlyOutputDirectoryIs73WithTheAnswersKept() throws {
        // Root writes through permission bits, so the directory is a read-only mount instead.
        let (form, answers) = try Self.bigAnswerForm(10)
        let directory = try TemporaryDirectory.make()
        let readOnly = directory.appendingPathComponent("read-only").path
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
        let state = directory.appendingPathComponent("state")
        let outcome = try Fixture.bash("""
            unshare -rm bash -c '
              mount -t tmpfs -o ro tmpfs "$READ_ONLY" || exit 99
              "$ASKFORM" fill "$FORM" --defaults --non-interactive -o "$READ_ONLY/answers.json" < /dev/null
              echo "exit $?" >&2'
            """, environment: ["ASKFORM": AskformBinary.url.path, "FORM": form, "READ_ONLY": readOnly,
                               "XDG_STATE_HOME": state.path, "HOME": directory.path])
        let kept = try Self.unsaved(in: state)
        try #require(kept.count == 1)
        #expect(outcome.stderr == """
            askform: error: cannot write '\(readOnly)/answers.json': Read-only file system
            askform: the answers are kept in \(kept[0])
            exit 73

            """)
        #expect(try Fixture.contents(kept[0]) == answers)
    }

    @Test(.enabled(if: canMountTmpfs, "needs unshare and mount"))
    func withAReadOnlyStateDirectoryTooTheAnswersGoToStderr() throws {
        let (form, answers) = try Self.bigAnswerForm(10)
        let directory = try TemporaryDirectory.make()
        let readOnly = directory.appendingPathComponent("read-only").path
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
        // The output and the state directory both on one read-only mount.
        let outcome = try Fixture.bash("""
            unshare -rm bash -c '
              mount -t tmpfs tmpfs "$READ_ONLY" && mkdir "$READ_ONLY/out" "$READ_ONLY/state" \\
                && mount -o remount,ro "$READ_ONLY" || exit 99
              XDG_STATE_HOME="$READ_ONLY/state" "$ASKFORM" fill "$FORM" --defaults --non-interactive \\
                -o "$READ_ONLY/out/answers.json" < /dev/null
              echo "exit $?" >&2'
            """, environment: ["ASKFORM": AskformBinary.url.path, "FORM": form, "READ_ONLY": readOnly,
                               "HOME": directory.path])
        #expect(outcome.stderr == """
            askform: error: cannot write '\(readOnly)/out/answers.json': Read-only file system
            askform: error: cannot write '\(readOnly)/state/askform': Read-only file system
            askform: the state directory is not writable either; the answers follow:
            \(answers)
            exit 73

            """)
    }
}
