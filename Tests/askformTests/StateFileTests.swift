import Foundation
import Glibc
import Testing

/// The files askform keeps in the state directory (docs/CLI.md, "Files askform keeps"):
/// names bounded whatever the form's id, only regular files read (never through a link,
/// never a FIFO or a device), history written like every other state file, and no history
/// at hidden prompts.
@Suite("state files")
struct StateFileTests {
    static let vault = """
        {"askform": 1, "id": "vault", "title": "Vault", "sections": [{"rows": [
          {"key": "site", "type": "text", "title": "Site"},
          {"key": "token", "type": "secret", "title": "Token", "required": true, "minLength": 6},
          {"key": "note", "type": "text", "title": "Note"}]}]}
        """
    static let site = "Site: "
    static let token = "Token (required, hidden, at least 6 characters): "
    static let note = "Note: "
    static let required = "✗ token: an answer is required\n"
    static let history = "state/askform/history/vault.history"
    static let draft = "state/askform/drafts/vault.json"

    static let up = "\u{1B}[A", down = "\u{1B}[B"

    // MARK: History at hidden prompts

    @Test func upAndDownRecallNothingAtAHiddenPrompt() throws {
        let scratch = try Scratch()
        let form = try scratch.write("vault.json", Self.vault)
        let pty = try scratch.start(["fill", form, "--no-review", "-o", scratch.path("answers.json")])
        try pty.answer(Self.site, "https://example.org/booking")
        try pty.waitFor(Self.token)
        // Were history there, the oldest line would be recalled unseen and taken as the secret.
        try pty.send(String(repeating: Self.up, count: 7))
        try pty.sendLine()
        try pty.waitFor(Self.required)
        try pty.waitFor(Self.token)
        try pty.send(Self.up + Self.up + Self.down)
        try pty.sendLine()
        try pty.waitFor(Self.required)
        try pty.answer(Self.token, "Qz7wv9Kp")
        // History is back at the next prompt that shows what is typed.
        try pty.waitFor(Self.note)
        try pty.send(Self.up)
        try pty.waitFor("https://example.org/booking")
        try pty.sendLine()
        #expect(try pty.waitForExit() == 0)
        #expect(try JSON.parse(#require(try scratch.read("answers.json")))
            == ["site": "https://example.org/booking", "token": "Qz7wv9Kp", "note": "https://example.org/booking"])
        #expect(try scratch.read(Self.history) == "https://example.org/booking\nhttps://example.org/booking\n")
    }

    // MARK: History through a link, a FIFO

    enum Planted: String, CaseIterable, Sendable {
        case symlinkToAVictim, fifo
    }

    @Test(arguments: Planted.allCases)
    func historyIsNeverReadOrWrittenThroughWhatIsNotARegularFile(_ planted: Planted) throws {
        let scratch = try Scratch()
        let form = try scratch.write("vault.json", Self.vault)
        let victim = try scratch.write("victim.txt", "victim line\n")
        try #require(chmod(victim, 0o644) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("state/askform/history"), withIntermediateDirectories: true)
        switch planted {
        case .symlinkToAVictim: try FileManager.default.createSymbolicLink(atPath: scratch.path(Self.history), withDestinationPath: victim)
        case .fifo: try #require(mkfifo(scratch.path(Self.history), 0o600) == 0)
        }
        let pty = try scratch.start(["fill", form, "--no-review"], stdoutFile: scratch.path("answers.json"))
        // A FIFO opened for reading would wait for a writer: the prompt shows instead.
        try pty.waitFor(Self.site)
        #expect(pty.lines.first == "askform: the history '\(scratch.path(Self.history))' is not a regular file, so it is not read;"
            + " a regular file replaces it when this fill ends")
        try pty.send(Self.up)
        try pty.sendLine("example.org")
        try pty.answer(Self.token, "Qz7wv9Kp")
        try pty.answer(Self.note, "n1")
        #expect(try pty.waitForExit() == 0)
        #expect(!pty.text.contains("victim line"), "nothing was recalled from the victim")
        #expect(try scratch.read("victim.txt") == "victim line\n")
        #expect(scratch.mode(of: "victim.txt") == 0o644)
        var info = stat()
        #expect(lstat(scratch.path(Self.history), &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG)
        #expect(info.st_mode & 0o7777 == 0o600)
        #expect(try scratch.read(Self.history) == "example.org\nn1\n")
    }

    // MARK: Drafts that are not regular files

    enum PlantedDraft: String, CaseIterable, Sendable {
        case fifo, symlinkToDevNull
    }

    @Test(arguments: PlantedDraft.allCases)
    func resumeRefusesADraftThatIsNotARegularFile(_ planted: PlantedDraft) throws {
        let scratch = try Scratch()
        let form = try scratch.write("vault.json", Self.vault)
        try FileManager.default.createDirectory(atPath: scratch.path("state/askform/drafts"), withIntermediateDirectories: true)
        switch planted {
        case .fifo: try #require(mkfifo(scratch.path(Self.draft), 0o600) == 0)
        case .symlinkToDevNull: try FileManager.default.createSymbolicLink(atPath: scratch.path(Self.draft), withDestinationPath: "/dev/null")
        }
        // `timeout` is a hang guard: opening the FIFO to read it would wait for a writer for ever.
        let outcome = try FillFixture.bash("""
            timeout -s KILL 20 "$ASKFORM" fill "$FORM" --resume --non-interactive < /dev/null
            echo "exit $?" >&2
            """, environment: ["ASKFORM": AskformBinary.url.path, "FORM": form, "XDG_STATE_HOME": scratch.path("state"),
                               "HOME": scratch.url.path])
        #expect(outcome.stderr == """
            askform: error: the draft '\(scratch.path(Self.draft))' is not a regular file; askform reads only a regular file there: remove it to start afresh
            exit 66

            """)
        #expect(outcome.stdout == "")
    }

    // MARK: Long form ids

    /// The name askform gives a form's state files, as docs/CLI.md states it: the id with
    /// every character but `[A-Za-z0-9._-]` made `_`; when that changed it or it is past 100
    /// bytes, its first 83 characters, `-` and the 64-bit FNV-1a hash of the id's UTF-8 in 16
    /// hex digits.
    static func stateName(_ id: String) -> String {
        let cleaned = String(id.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        guard cleaned.utf8.count > 100 || cleaned != id else { return cleaned }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return cleaned.prefix(83) + "-" + String(format: "%016llx", hash)
    }

    static let longIds = [
        String(repeating: "a", count: 300),
        String(repeating: "long-id.", count: 1250),
        "日本語のフォーム-" + String(repeating: "長い名前", count: 75) + "-end",
    ]

    /// Two ids that differ only in characters a file name cannot keep get drafts of their own.
    @Test func formIdsInOtherScriptsKeepDraftsOfTheirOwn() throws {
        let scratch = try Scratch()
        for (id, answer) in [("旅行", "Ada"), ("出張", "Bo"), ("trip", "Cy")] {
            let form = try scratch.write("\(answer).json", """
                {"askform": 1, "id": "\(id)", "sections": [{"rows": [
                  {"key": "who", "type": "text", "title": "Who"}, {"key": "city", "type": "text", "title": "City"}]}]}
                """)
            let pty = try scratch.start(["fill", form])
            try pty.answer("Who: ", answer)
            try pty.waitFor("City: ")
            try pty.sendControl("c")
            #expect(try pty.waitForExit() == 130)
            #expect(try scratch.json("state/askform/drafts/\(Self.stateName(id)).json")?["answers"] == ["who": .string(answer)])
        }
        #expect(Self.stateName("trip") == "trip")
        #expect(Self.stateName("旅行") != Self.stateName("出張"))
        let drafts = try FileManager.default.contentsOfDirectory(atPath: scratch.path("state/askform/drafts"))
        #expect(drafts.count == 3)
    }

    @Test(arguments: longIds)
    func aLongFormIdKeepsEveryStateFile(_ id: String) throws {
        let scratch = try Scratch()
        let name = Self.stateName(id)
        #expect(name.utf8.count == 100)
        let form = try scratch.write("long.json", """
            {"askform": 1, "id": "\(id)", "sections": [{"rows": [
              {"key": "who", "type": "text", "title": "Who"},
              {"key": "city", "type": "text", "title": "City"}]}]}
            """)
        // A draft saved when the fill stops, and resumed.
        let first = try scratch.start(["fill", form])
        try first.answer("Who: ", "Ada")
        try first.waitFor("City: ")
        try first.sendControl("c")
        #expect(try first.waitForExit() == 130)
        #expect(first.lines.suffix(2).first == "askform: stopped; your answers are saved. Resume with: askform fill \(form) --resume")
        #expect(try scratch.json("state/askform/drafts/\(name).json")?["answers"] == ["who": "Ada"])
        let resumed = try scratch.start(["fill", form, "--resume", "--no-review"], stdoutFile: scratch.path("answers.json"))
        try resumed.answer("City: ", "Paris")
        #expect(try resumed.waitForExit() == 0)
        #expect(resumed.lines.first == "askform: resuming with 1 saved answer")
        #expect(try JSON.parse(#require(try scratch.read("answers.json"))) == ["who": "Ada", "city": "Paris"])
        #expect(!scratch.exists("state/askform/drafts/\(name).json"))
        #expect(try scratch.read("state/askform/history/\(name).history") == "Ada\nParis\n")

        // Unsaved answers, when the output cannot be written.
        let environment = ["XDG_STATE_HOME": scratch.path("state")]
        let unwritable = try AskformBinary.run(["fill", form, "--set", "who=Ada", "--set", "city=Paris", "--non-interactive",
                                                "-o", "/nonexistent-askform-dir/x.json"], environment: environment)
        #expect(unwritable.status == 73)
        let unsaved = try FileManager.default.contentsOfDirectory(atPath: scratch.path("state/askform/unsaved"))
        try #require(unsaved.count == 1)
        #expect(unsaved[0].hasPrefix(name + "-") && unsaved[0].hasSuffix(".json"))
        #expect(unwritable.stderr.hasSuffix("askform: the answers are kept in \(scratch.path("state/askform/unsaved/" + unsaved[0]))\n"))

        // A recovery file in the outbox, when submitting fails.
        let port = try ClosedPort()
        let failed = try AskformBinary.run(["fill", form, "--set", "who=Ada", "--set", "city=Paris", "--non-interactive",
                                            "--post", "http://127.0.0.1:\(port.port)/", "--retries", "0"], environment: environment)
        #expect(failed.status == 75)
        let outbox = try FileManager.default.contentsOfDirectory(atPath: scratch.path("state/askform/outbox"))
        try #require(outbox.count == 1)
        #expect(outbox[0].hasPrefix(name + ".") && outbox[0].hasSuffix(".json"))
        #expect(scratch.mode(of: "state/askform/outbox/" + outbox[0]) == 0o600)

        for file in [unsaved[0], outbox[0]] { #expect(file.utf8.count <= 255) }
    }

    // MARK: The reason a state file cannot be written

    /// The history's reason first (a note: the fill itself did not fail), then the draft's.
    @Test func aDraftThatCannotBeSavedSaysWhy() throws {
        let scratch = try Scratch()
        let form = try scratch.write("vault.json", Self.vault)
        // XDG_STATE_HOME names a file: no directory can be made under it.
        let notADirectory = try scratch.write("state-file", "a file\n")
        let pty = try scratch.start(["fill", form], environment: ["XDG_STATE_HOME": notADirectory])
        try pty.answer(Self.site, "example.org")
        try pty.waitFor(Self.token)
        try pty.sendControl("c")
        #expect(try pty.waitForExit() == 130)
        #expect(Array(pty.lines.suffix(4)) == [
            "askform: cannot write '\(notADirectory)': Not a directory",
            "askform: error: cannot write '\(notADirectory)': Not a directory",
            "askform: stopped; the draft could not be saved in \(notADirectory)/askform",
            "",
        ])
    }
}
