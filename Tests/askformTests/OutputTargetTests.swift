import Foundation
import Testing

/// `-o` into what is not a regular file: devices, FIFOs, pipes and links through an open
/// descriptor are written into, never replaced (a regular file, or a symlink to one, is
/// replaced atomically: ScriptedFillTests' `aSymlinkAtTheTargetIsReplacedNotFollowed`).
///
/// The tests run as root here, where replacing a device node succeeds; so they use nodes
/// and links of their own (`mknod`, a symlink to `/proc/self/fd/1` like `/dev/stdout`) in a
/// scratch directory, never the machine's `/dev` entries, which a broken askform run as
/// root would replace. Without root they fall back to `/dev/null` and `/dev/full`.
@Suite("output targets")
struct OutputTargetTests {
    typealias Fixture = FillFixture

    /// One text row and one secret row, both filled from defaults: `-o` is private (0600).
    static let form = """
        {"askform": 1, "id": "target", "sections": [{"rows": [
          {"key": "name", "type": "text", "default": "Ada"},
          {"key": "token", "type": "secret", "default": "${env:TARGET_TOKEN}"}]}]}
        """
    static let answers = "{\n  \"name\": \"Ada\",\n  \"token\": \"s3cret-value\"\n}\n"
    static let environment = ["TARGET_TOKEN": "s3cret-value"]
    static let fill = ["--defaults", "--non-interactive"]

    /// Linux's `makedev` (a macro Swift does not see).
    static func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
        let major = UInt64(major), minor = UInt64(minor)
        return dev_t(((major & 0xFFFF_F000) << 32) | ((major & 0xFFF) << 8) | ((minor & 0xFFFF_FF00) << 12) | (minor & 0xFF))
    }

    /// A character device `major:minor` made in `directory` (root), else the system's `fallback`.
    static func device(_ name: String, major: UInt32, minor: UInt32, in directory: URL, fallback: String) -> String {
        let path = directory.appendingPathComponent(name).path
        return mknod(path, S_IFCHR | 0o666, makedev(major, minor)) == 0 ? path : fallback
    }

    static func isCharacterDevice(_ path: String, major: UInt32, minor: UInt32) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR && info.st_rdev == makedev(major, minor)
    }

    static func entries(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func theNullDeviceStaysADeviceAndTakesTheAnswers() throws {
        let directory = try TemporaryDirectory.make()
        let form = try TemporaryDirectory.file("target.json", Self.form)
        let null = Self.device("null", major: 1, minor: 3, in: directory, fallback: "/dev/null")
        let outcome = try AskformBinary.run(["fill", form, "-o", null] + Self.fill, environment: Self.environment)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "")
        #expect(Self.isCharacterDevice(null, major: 1, minor: 3), "not replaced by a 0600 file holding the secret")
        #expect(try Self.entries(of: directory) == (null.hasPrefix(directory.path) ? ["null"] : []))
    }

    @Test func aFullDeviceIs73WithTheAnswersKept() throws {
        let directory = try TemporaryDirectory.make()
        let form = try TemporaryDirectory.file("target.json", Self.form)
        let full = Self.device("full", major: 1, minor: 7, in: directory, fallback: "/dev/full")
        let state = directory.appendingPathComponent("state")
        let outcome = try AskformBinary.run(["fill", form, "-o", full] + Self.fill,
                                            environment: Self.environment.merging(["XDG_STATE_HOME": state.path]) { $1 })
        let kept = try FaultTests.unsaved(in: state)
        try #require(kept.count == 1)
        #expect(outcome.stderr == """
            askform: error: cannot write '\(full)': No space left on device
            askform: the answers are kept in \(kept[0])

            """)
        #expect(outcome.status == 73)
        #expect(try Fixture.contents(kept[0]) == Self.answers)
        #expect(try Fixture.mode(kept[0]) == 0o600)
        #expect(Self.isCharacterDevice(full, major: 1, minor: 7))
    }

    @Test func aFIFOWithAReaderReceivesTheAnswers() throws {
        let directory = try TemporaryDirectory.make()
        let form = try TemporaryDirectory.file("target.json", Self.form)
        let fifo = directory.appendingPathComponent("answers.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        // The reader gives up after 20 s (a hang guard): were the FIFO replaced by a file, it
        // would wait for a writer for ever.
        let outcome = try Fixture.bash("""
            timeout -s KILL 20 cat "$FIFO" > "$DIRECTORY/received" &
            reader=$!
            "$ASKFORM" fill "$FORM" -o "$FIFO" --defaults --non-interactive < /dev/null
            echo "askform $?" >&2
            wait $reader
            echo "reader $?" >&2
            """, environment: Self.environment.merging(["ASKFORM": AskformBinary.url.path, "FORM": form, "FIFO": fifo,
                                                         "DIRECTORY": directory.path, "HOME": directory.path]) { $1 })
        #expect(outcome.stderr == "askform 0\nreader 0\n")
        #expect(try Fixture.contents(directory.appendingPathComponent("received").path) == Self.answers)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func aLinkLikeDevStdoutIntoAPipeWritesIntoThePipe() throws {
        let directory = try TemporaryDirectory.make()
        let form = try TemporaryDirectory.file("target.json", Self.form)
        // What /dev/stdout is: a symlink to /proc/self/fd/1 (here in the scratch directory).
        let stdoutLink = directory.appendingPathComponent("stdout").path
        try FileManager.default.createSymbolicLink(atPath: stdoutLink, withDestinationPath: "/proc/self/fd/1")
        let outcome = try Fixture.bash("""
            "$ASKFORM" fill "$FORM" -o "$LINK" --defaults --non-interactive < /dev/null | cat > "$DIRECTORY/piped"
            echo "askform ${PIPESTATUS[0]}" >&2
            """, environment: Self.environment.merging(["ASKFORM": AskformBinary.url.path, "FORM": form, "LINK": stdoutLink,
                                                         "DIRECTORY": directory.path, "HOME": directory.path]) { $1 })
        #expect(outcome.stderr == "askform 0\n")
        #expect(try Fixture.contents(directory.appendingPathComponent("piped").path) == Self.answers)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: stdoutLink) == "/proc/self/fd/1")
    }

    @Test func aLinkLikeDevStdoutIntoAFileAppendsToThatFile() throws {
        let directory = try TemporaryDirectory.make()
        let form = try TemporaryDirectory.file("target.json", Self.form)
        let stdoutLink = directory.appendingPathComponent("stdout").path
        try FileManager.default.createSymbolicLink(atPath: stdoutLink, withDestinationPath: "/proc/self/fd/1")
        let outcome = try Fixture.bash("""
            echo before > "$DIRECTORY/out.json"
            "$ASKFORM" fill "$FORM" -o "$LINK" --defaults --non-interactive < /dev/null >> "$DIRECTORY/out.json"
            echo "askform $?" >&2
            """, environment: Self.environment.merging(["ASKFORM": AskformBinary.url.path, "FORM": form, "LINK": stdoutLink,
                                                         "DIRECTORY": directory.path, "HOME": directory.path]) { $1 })
        #expect(outcome.stderr == "askform 0\n")
        #expect(try Fixture.contents(directory.appendingPathComponent("out.json").path) == "before\n" + Self.answers)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: stdoutLink) == "/proc/self/fd/1",
                "the link is written through, not replaced")
    }

    @Test func processSubstitutionReceivesTheAnswers() throws {
        let directory = try TemporaryDirectory.make()
        let form = try TemporaryDirectory.file("target.json", Self.form)
        // `-o >(cat)` names /dev/fd/63, a pipe to cat. The subshell's end closes the pipe;
        // cat keeps stderr open until it has written everything, and the run waits for that.
        let outcome = try Fixture.bash("""
            ("$ASKFORM" fill "$FORM" -o >(cat > "$DIRECTORY/substituted") --defaults --non-interactive < /dev/null)
            echo "askform $?" >&2
            """, environment: Self.environment.merging(["ASKFORM": AskformBinary.url.path, "FORM": form,
                                                         "DIRECTORY": directory.path, "HOME": directory.path]) { $1 })
        #expect(outcome.stderr == "askform 0\n")
        #expect(try Fixture.contents(directory.appendingPathComponent("substituted").path) == Self.answers)
    }
}
