import Foundation
import Glibc
import Testing

/// The harness itself, proven against ordinary programs before askform relies on it.
@Suite("PseudoTerminal")
struct PseudoTerminalTests {
    static let python = "/usr/bin/python3"

    @Test func slaveIsTheControllingTerminalAndEchoes() throws {
        let pty = try PseudoTerminal("/bin/sh", ["-c", "tty; read x; echo got:$x"])
        try pty.waitFor(pty.slavePath + "\n")
        #expect(getsid(pty.pid) == pty.pid)
        #expect(pty.foregroundProcessGroup() == pty.pid)
        try pty.sendLine("hello")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text == "\(pty.slavePath)\nhello\ngot:hello\n")
    }

    @Test func askformRunsAtTheTerminal() throws {
        let form = AskformBinary.form("trip.json")
        let pty = try PseudoTerminal.askform(["check", form])
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text == "\(form): ok (3 sections, 15 questions, 2 of them conditional)\n")
    }

    @Test func childStartsWithNoBlockedOrIgnoredSignals() throws {
        let pty = try PseudoTerminal("/bin/grep", ["-E", "^Sig(Blk|Ign)", "/proc/self/status"])
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text == "SigBlk:\t0000000000000000\nSigIgn:\t0000000000000000\n")
    }

    @Test func environmentAndWindowSize() throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"echo "$TERM $LANG $LC_ALL $PWD"; cat "$INPUTRC"; [ "$HOME" = "${INPUTRC%/inputrc}" ] && echo home; stty size"#
        let pty = try PseudoTerminal("/bin/sh", ["-c", script], directory: directory,
                                     size: .init(rows: 40, cols: 132))
        #expect(try pty.waitForExit() == 0)
        let pwd = directory.resolvingSymlinksInPath().path
        #expect(pty.text == "xterm-256color C.UTF-8 C.UTF-8 \(pwd)\nset enable-bracketed-paste off\nhome\n40 132\n")
    }

    @Test func readlinePromptTypingAndEditing() throws {
        let pty = try PseudoTerminal(Self.python, ["-c", #"import readline; print("[" + input("name> ") + "]")"#])
        try pty.waitFor("name> ")
        try pty.send("Adx")
        try pty.waitFor("Adx")
        try pty.send("\u{7F}a")  // Backspace, then the right letter
        try pty.sendLine()
        try pty.waitFor("[Ada]\n")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text.hasPrefix("name> Adx"))
        #expect(pty.text.split(separator: "\n").last == "[Ada]")
        #expect(!pty.rawText.contains("\u{1B}[?2004h"), "INPUTRC turns bracketed paste off")
    }

    @Test(arguments: [(nil, false), ("/dev/null", true)] as [(String?, Bool)])
    func inputrcTurnsBracketedPasteOff(inputrc: String?, bracketed: Bool) throws {
        // Python's readline module turns bracketed paste off by itself; bash's readline does not.
        var environment = ["PS1": "prompt> "]
        environment["INPUTRC"] = inputrc
        let pty = try PseudoTerminal("/bin/bash", ["--norc", "--noprofile", "-i"], environment: environment)
        try pty.waitFor("prompt> ")
        try pty.sendLine("echo \"$((6 * 7))\"")
        try pty.waitFor("\n42\nprompt> ")
        try pty.sendLine("exit 5")
        #expect(try pty.waitForExit() == 5)
        #expect(pty.rawText.contains("\u{1B}[?2004h") == bracketed)
    }

    @Test func regexWaitReturnsTheMatchAndConsumes() throws {
        let pty = try PseudoTerminal("/bin/sh", ["-c", "echo one 1; echo two 22; echo three 333"])
        let first = try pty.waitFor(/([a-z]+) (\d+)\n/)
        let second = try pty.waitFor(/([a-z]+) (\d+)\n/)
        #expect(first.output.1 == "one" && second.output.2 == "22")
        try pty.waitFor("one 1", in: .anywhere)
        try pty.waitFor("three 333")
        #expect(throws: PseudoTerminal.Failure.self) { try pty.waitFor("two", timeout: .milliseconds(200)) }
    }

    @Test func ctrlCInterruptsTheForegroundChild() throws {
        let pty = try PseudoTerminal("/bin/sleep", ["30"])
        try pty.sendControl("c")
        #expect(try pty.waitForExit() == 128 + SIGINT)
        #expect(pty.text == "^C")
    }

    @Test(arguments: [("c", "SIGINT"), ("z", "SIGTSTP"), ("\\", "SIGQUIT")] as [(Character, String)])
    func controlKeysRaiseSignals(key: Character, name: String) throws {
        let script = """
            import os, signal, sys
            def caught(number, frame):
                os.write(1, f"caught {signal.Signals(number).name}\\n".encode())
                os._exit(3)
            for s in (signal.SIGINT, signal.SIGTSTP, signal.SIGQUIT):
                signal.signal(s, caught)
            os.write(1, b"ready\\n")
            sys.stdin.readline()
            """
        let pty = try PseudoTerminal(Self.python, ["-c", script])
        try pty.waitFor("ready\n")
        try pty.sendControl(key)
        #expect(try pty.waitForExit() == 3)
        try pty.waitFor("caught \(name)\n")
    }

    @Test func ctrlDEndsInput() throws {
        let pty = try PseudoTerminal("/bin/cat")
        try pty.sendLine("abc")
        try pty.waitFor("abc\nabc\n")
        try pty.sendControl("d")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text == "abc\nabc\n")
    }

    @Test(arguments: [SIGHUP, SIGTERM])
    func signalsReachTheChild(number: Int32) throws {
        let pty = try PseudoTerminal("/bin/sleep", ["30"])
        try pty.signal(number)
        #expect(try pty.waitForExit() == 128 + number)
        #expect(throws: PseudoTerminal.Failure.self) { try pty.signal(SIGTERM) }
    }

    @Test func resizeSendsSIGWINCH() throws {
        let pty = try PseudoTerminal("/bin/sh", ["-c", "trap 'stty size; exit 0' WINCH; stty size; while :; do sleep 0.05; done"])
        try pty.waitFor("24 100\n")
        try pty.resize(rows: 30, cols: 120)
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text == "24 100\n30 120\n")
    }

    @Test func stdoutCanGoToAFileWhileStdinAndStderrStayOnTheTerminal() throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.txt")
        let script = "echo to-file; echo to-terminal >&2; [ -t 0 ] && [ -t 2 ] && [ ! -t 1 ] && tty"
        let pty = try PseudoTerminal("/bin/sh", ["-c", script], stdoutFile: output.path)
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text == "to-terminal\n")
        #expect(try String(contentsOf: output, encoding: .utf8) == "to-file\n\(pty.slavePath)\n")
    }

    @Test func terminalFlagsFollowTheChildAndOutliveIt() throws {
        let pty = try PseudoTerminal("/bin/sh", ["-c", "read x; stty -echo -icanon; echo changed; read y"])
        let initial = try pty.terminalFlags()
        #expect(initial.echo && initial.canonical && initial.signals)
        try pty.sendLine()
        try pty.waitFor("changed\n")
        let changed = try pty.terminalFlags()
        #expect(!changed.echo && !changed.canonical && changed.signals)
        try pty.send("\n")
        #expect(try pty.waitForExit() == 0)
        #expect(try pty.terminalFlags() == changed)
    }

    @Test func waitingFailsFastWhenTheTerminalCloses() throws {
        let pty = try PseudoTerminal("/bin/sh", ["-c", "echo hello"])
        let started = Date()
        let error = try #require(throws: PseudoTerminal.Failure.self) { try pty.waitFor("never") }
        #expect(Date().timeIntervalSince(started) < 5)
        guard case let .ended(what, transcript) = error else { Issue.record("\(error)"); return }
        #expect(what == #""never""#)
        #expect(transcript.contains("hello"))
    }

    @Test func waitingTimesOutWithTheTranscriptTail() throws {
        let pty = try PseudoTerminal("/bin/sh", ["-c", "echo hello; sleep 30"])
        try pty.waitFor("hello")
        let error = try #require(throws: PseudoTerminal.Failure.self) { try pty.waitFor("never", timeout: .milliseconds(300)) }
        guard case let .timedOut(_, after, transcript) = error else { Issue.record("\(error)"); return }
        #expect(after == .milliseconds(300))
        #expect(transcript.hasPrefix("--- plain transcript (last 1500 characters) ---\nhello\n"))
        #expect(throws: PseudoTerminal.Failure.self) { try pty.waitForExit(timeout: .milliseconds(100)) }
    }

    @Test func spawnFailureIsReported() {
        #expect(throws: PseudoTerminal.Failure.self) { try PseudoTerminal("/nonexistent/program") }
    }

    @Test(arguments: [
        ("\u{1B}[1;32mgreen\u{1B}[0m", "green"),
        ("\u{1B}]0;title\u{7}x\u{1B}]2;t\u{1B}\\y", "xy"),
        ("\u{1}\u{1B}[1m\u{2}name\u{1}\u{1B}[0m\u{2}> ", "name> "),
        ("a\r\nb\rc", "a\nb\rc"),
        ("\r$ x\r\n\u{1B}[?2004l\r42", "$ x\n42"),
        ("\u{1B}[?2004h\u{1B}(B\u{1B}=ok\u{7}", "ok"),
        ("kept\u{1B}[12", "kept"),
    ])
    func strippingEscapes(raw: String, plain: String) {
        #expect(TerminalText.plain(raw) == plain)
    }
}
