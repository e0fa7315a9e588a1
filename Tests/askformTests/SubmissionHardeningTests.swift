import AskCore
import Foundation
import Glibc
import Testing

/// Submitting under attack or interruption (docs/SECURITY.md, docs/SUBMIT.md): header
/// injection, stop signals while sending, settings too large to compute with, proxies for
/// plain http, secrets in shown bodies and URLs, and responses cut short. End to end through
/// the built binary against the scripted server on 127.0.0.1 (Tests/Fixtures/http/server.py),
/// which also records every byte each connection brought, so a smuggled request would show.
@Suite("Submission hardening")
struct SubmissionHardeningTests {
    typealias Base = SubmissionTests

    // MARK: Header injection

    static let smuggling = "a\r\nContent-Length: 5\r\n\r\nPOST /smuggled HTTP/1.1\r\nHost: x"

    /// A line break in a `${env:NAME}` value would end the header and start a request of
    /// its own, carrying the answers: refused (78) before a question is asked, naming the
    /// variable; nothing reaches the server.
    @Test func lineBreakFromTheEnvironmentIsRefusedBeforeAnythingIsAsked() throws {
        let server = try TestHTTPServer([.respond(200, body: "stored\n")])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips", headers: [("X-Extra", "${env:XV}")])
        let answers = try TemporaryDirectory.file("answers.json", Base.answersJSON)

        for (variable, code) in [(Self.smuggling, "000D"), ("a\nb", "000A"), ("a\u{7F}", "007F"), ("a\u{85}b", "0085")] {
            let fill = try AskformBinary.run(["fill", form], stdin: Base.answers, environment: ["XV": variable])
            #expect(fill.status == 78)
            #expect(fill.stdout == "")
            #expect(fill.stderr == """
                askform: error: $XV, used in header 'X-Extra', holds control character U+\(code); a header is one line of printable text

                """)
            let submit = try AskformBinary.run(["submit", form, answers], environment: ["XV": variable])
            #expect(submit.status == 78)
            #expect(submit.stderr == fill.stderr)
        }
        #expect(try server.requests().isEmpty)
        #expect(try server.rawConnections().isEmpty)
    }

    /// A tab is allowed in a value (RFC 9110); the wire then holds exactly one request with
    /// the header as given.
    @Test func acceptedHeadersReachTheWireAsOneRequest() throws {
        let server = try TestHTTPServer([.respond(200, body: "stored\n")])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips", headers: [("X-Extra", "${env:XV}")])

        let outcome = try AskformBinary.run(["fill", form, "-H", "X-Trace:\tt 1\t"], stdin: Base.answers,
                                            environment: ["XV": "one\ttwo"])

        #expect(outcome.status == 0)
        #expect(outcome.stderr == "askform: submitted (HTTP 200)\n")
        let raw = try server.rawConnections(atLeast: 1)
        try #require(raw.count == 1)
        let head = raw[0].split(separator: "\r\n\r\n", maxSplits: 1, omittingEmptySubsequences: false)
        try #require(head.count == 2)
        #expect(head[0].hasPrefix("POST /trips HTTP/1.1\r\n"))
        #expect(head[0].contains("\r\nX-Extra: one\ttwo\r\n"))
        #expect(head[0].contains("\r\nX-Trace: t 1\r\n"))
        #expect(head[1].components(separatedBy: "HTTP/1.1").count == 1)
        #expect(head[1] == Base.answersJSON)
    }

    @Test func controlCharacterInAFormHeaderIsACheckError() throws {
        for (escaped, code) in [(#"a\r\nX-Injected: 1"#, "000D"), (#"a\u0000b"#, "0000"), (#"\u001b[31m"#, "001B")] {
            let form = try Base.form(url: "https://example.invalid/trips", headers: [("X-Extra", escaped)])
            let check = try AskformBinary.run(["check", form])
            #expect(check.status == 65)
            let message = "header 'X-Extra' holds control character U+\(code); a header is one line of printable text"
            #expect(check.stderr.hasPrefix("\(form):10:77: error: \(message) (at /submit/headers/X-Extra)\n"),
                    "\(check.stderr)")
            let fill = try AskformBinary.run(["fill", form], stdin: Base.answers)
            #expect(fill.status == 65)
            #expect(fill.stdout == "")
        }
    }

    @Test func controlCharacterInACommandLineHeaderIsAUsageError() throws {
        let server = try TestHTTPServer([.respond(200)])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")
        let cases = [
            ("X-A: a\r\nX-Injected: 1", "askform: error: header 'X-A' holds control character U+000D; a header is one line of printable text"),
            ("X-A: a\u{7F}", "askform: error: header 'X-A' holds control character U+007F; a header is one line of printable text"),
            ("X A: b", "askform: error: invalid header name 'X A'"),
            ("X-A\r\nX-B: c", "askform: error: invalid header name 'X-A\\r\\nX-B'"),
        ]
        for (header, message) in cases {
            let outcome = try AskformBinary.run(["fill", form, "-H", header], stdin: Base.answers)
            #expect(outcome.status == 64)
            #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == message)
        }
        #expect(try server.rawConnections().isEmpty)
    }

    // MARK: Bounds

    @Test func hugeTimeoutAndRetriesAreRefusedInTheForm() throws {
        let form = try TemporaryDirectory.file("big.json", """
            {
              "askform": 1,
              "id": "big",
              "title": "Big",
              "sections": [{"title": "S", "rows": [{"key": "name", "type": "text"}]}],
              "submit": {"url": "http://127.0.0.1:9/x", "timeout": 1e300, "retries": 9223372036854775807}
            }

            """)
        let check = try AskformBinary.run(["check", form])
        #expect(check.status == 65)
        #expect(check.stderr == """
            \(form):6:56: error: 'timeout' is 1e300; it must be from 0.1 to 3600 (at /submit/timeout)
            \(form):6:74: error: 'retries' is 9223372036854775807; it must be from 0 to 100 (at /submit/retries)
            \(form): invalid (2 errors)

            """)
        let fill = try AskformBinary.run(["fill", form], stdin: "Ada\n")
        #expect(fill.status == 65)
        #expect(fill.stdout == "")
    }

    @Test(arguments: [
        (["--timeout", "1e300"], "--timeout '1e300' is not a number of seconds from 0.1 to 3600"),
        (["--timeout", "0.01"], "--timeout '0.01' is not a number of seconds from 0.1 to 3600"),
        (["--retries", "101"], "--retries '101' is not a whole number from 0 to 100"),
        (["--retries", "9223372036854775807"], "--retries '9223372036854775807' is not a whole number from 0 to 100"),
    ])
    func hugeTimeoutAndRetriesAreRefusedOnTheCommandLine(options: [String], message: String) throws {
        let form = try Base.form(url: "http://127.0.0.1:9/trips")
        let outcome = try AskformBinary.run(["fill", form] + options, stdin: Base.answers)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.split(separator: "\n").first.map(String.init) == "askform: error: " + message)
    }

    /// A `Retry-After` date past what a calendar computes with is no hint: the jittered
    /// backoff applies, and nothing traps.
    @Test func farAwayRetryAfterDateIsIgnored() throws {
        let server = try TestHTTPServer([.respond(503, headers: ["Retry-After": "Wed, 21 Oct 9223372036854775807 07:28:00 GMT"]),
                                         .respond(200, body: "stored\n")])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")
        let outcome = try AskformBinary.run(["fill", form], stdin: Base.answers)
        #expect(outcome.status == 0)
        #expect(Base.maskTimings(outcome.stderr) == """
            askform: try 1 of 4 failed: HTTP 503; trying again in N s
            askform: submitted (HTTP 200)

            """)
    }

    // MARK: Proxies

    /// With every proxy variable pointing at a listening socket on 127.0.0.1, a plain-http
    /// submission of a secret form goes straight to its host: the "proxy" receives nothing.
    @Test func plainHTTPNeverGoesThroughAProxy() throws {
        let proxy = try TestHTTPServer([.respond(200, body: "proxied\n")])
        defer { proxy.stop() }
        let server = try TestHTTPServer([.respond(200, body: "direct\n")])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/collect", headers: [("Authorization", "Bearer ${env:TOKEN}")], secret: true)
        let environment = ["http_proxy": proxy.url, "HTTP_PROXY": proxy.url, "all_proxy": proxy.url, "ALL_PROXY": proxy.url,
                           "TOKEN": "tok-abc123"]

        let outcome = try AskformBinary.run(["fill", form], stdin: Base.secretAnswers, environment: environment)

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "direct\n")
        let requests = try server.requests()
        try #require(requests.count == 1)
        #expect(requests[0].header("Authorization") == "Bearer tok-abc123")
        #expect(requests[0].body == Base.secretAnswersJSON)
        #expect(try proxy.requests().isEmpty)
        #expect(try proxy.rawConnections().isEmpty)
    }

    // MARK: Secrets and credentials shown

    /// A server that echoes the request in its refusal shows the answers: the secret one is
    /// masked like a token; other text (`text/plain`, the other answers) is left alone.
    @Test func echoedSecretAnswerIsMasked() throws {
        let server = try TestHTTPServer([.echo(422)])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/collect", secret: true)

        let outcome = try AskformBinary.run(["fill", form, "-H", "Accept: text/plain"], stdin: Base.secretAnswers)

        #expect(outcome.status == 75)
        #expect(Base.maskRecovery(outcome.stderr, form: form, server: server) == """
            askform: error: submitting to URL/collect failed: HTTP 422 (refused by the server)
            {
              "name": "Ada",
              "age": 36,
              "city": "Paris",
              "pin": "***"
            }
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY (and your -H options again)

            """)
    }

    /// Credentials in `--post`'s URL never show: not in retry lines, errors or the resend
    /// command (which the reader completes by hand).
    @Test func userInfoInTheURLIsMasked() throws {
        let server = try TestHTTPServer([.respond(503), .respond(422, body: "no\n")])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")
        let host = "127.0.0.1:\(server.port)"

        let outcome = try AskformBinary.run(["fill", form, "--post", "http://ada:pass-word-123@\(host)/trips"],
                                            stdin: Base.answers)

        #expect(outcome.status == 75)
        #expect(!outcome.stderr.contains("pass-word-123"))
        #expect(!outcome.stderr.contains("ada:"))
        #expect(Base.maskTimings(Base.maskRecovery(outcome.stderr, form: form, server: server)) == """
            askform: try 1 of 4 failed: HTTP 503; trying again in N s
            askform: error: submitting to http://***@\(host)/trips failed: HTTP 422 (refused by the server)
            no
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY --post 'http://***@\(host)/trips'

            """)
        // The credentials were used all the same.
        #expect(try server.requests().first?.header("Authorization") == "Basic " + Data("ada:pass-word-123".utf8).base64EncodedString())
        // A malformed URL is quoted without them too.
        let bad = try AskformBinary.run(["fill", form, "--post", "http://ada:pass-word-123@\(host):x/trips"], stdin: Base.answers)
        #expect(bad.status == 64)
        #expect(bad.stderr.split(separator: "\n").first.map(String.init)
                == "askform: error: --post: invalid URL 'http://***@\(host):x/trips'")
    }

    // MARK: Responses

    @Test func responseCutOffInItsHeadersIsRetried() throws {
        let server = try TestHTTPServer([.cutHeaders, .respond(200, body: "stored\n")])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")

        let outcome = try AskformBinary.run(["fill", form], stdin: Base.answers)

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "stored\n")
        #expect(Base.maskTimings(outcome.stderr) == """
            askform: try 1 of 4 failed: the response ended before its headers were complete; trying again in N s
            askform: submitted (HTTP 200)

            """)
        #expect(try server.requests().count == 2)
    }

    @Test func longBodyIsShownCutAndSaysSo() throws {
        let long = String(repeating: "0123456789abcdef", count: 70_000)  // 1,120,000 bytes
        let server = try TestHTTPServer([.respond(200, body: long), .respond(400, body: long)])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")

        let sent = try AskformBinary.run(["fill", form], stdin: Base.answers)
        #expect(sent.status == 0)
        #expect(sent.stdout == String(long.prefix(1 << 20)) + "\n")
        #expect(sent.stderr == """
            askform: the response body was cut: only its first 1048576 bytes are shown
            askform: submitted (HTTP 200)

            """)

        let refused = try AskformBinary.run(["fill", form], stdin: Base.answers)
        #expect(refused.status == 75)
        // Line by line: the masking regex is not for a megabyte-long line.
        let lines = refused.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count == 6)
        #expect(lines[0] == "askform: error: submitting to \(server.url)/trips failed: HTTP 400 (refused by the server)")
        #expect(lines[1] == String(long.prefix(1 << 20)))
        #expect(Base.maskRecovery(lines[2...].joined(separator: "\n"), form: form, server: server) == """
            askform: the response body was cut: only its first 1048576 bytes are shown
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY

            """)
    }

    // MARK: Stop signals while submitting

    /// Piped: a stop signal during the wait before a retry keeps the answers, prints the
    /// resend command and exits with the signal's code.
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130)), (SIGHUP, Int32(129))])
    func stopDuringARetryWaitKeepsTheAnswers(signal: Int32, code: Int32) throws {
        let server = try TestHTTPServer([.respond(503, headers: ["Retry-After": "30"])])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")
        let run = try BackgroundRun(["fill", form], stdin: Base.answers)

        try run.waitForStderr("trying again in 30 s")
        kill(run.pid, signal)
        let status = try run.waitForExit()

        #expect(status == code)
        try Self.expectStopped(run.stderr, home: run.home, form: form, server: server, tryLine: true)
        #expect(try server.requests().count == 1)
    }

    /// Piped: a stop signal while a try waits for the server ends the transfer at once.
    @Test func stopDuringATransferKeepsTheAnswers() throws {
        let server = try TestHTTPServer([TestHTTPServer.Step(status: 200, body: "late\n", delay: 30)])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")
        let run = try BackgroundRun(["fill", form], stdin: Base.answers)

        try run.waitUntil { try server.requests().count == 1 }
        kill(run.pid, SIGINT)
        let status = try run.waitForExit()

        #expect(status == 130)
        try Self.expectStopped(run.stderr, home: run.home, form: form, server: server, tryLine: false)
    }

    /// The recovery file is written before the first try: even SIGKILL, which nothing can
    /// catch, loses no answers.
    @Test func answersAreKeptBeforeTheFirstTry() throws {
        let server = try TestHTTPServer([TestHTTPServer.Step(status: 200, body: "late\n", delay: 30)])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")
        let run = try BackgroundRun(["fill", form], stdin: Base.answers)

        try run.waitUntil { try server.requests().count == 1 }
        kill(run.pid, SIGKILL)
        #expect(try run.waitForExit() == 128 + SIGKILL)

        let key = try #require(try server.requests().first?.header("Idempotency-Key"))
        try Base.expectRecoveryFile(Base.outbox(run.home) + "/trip-submit.\(key).json", home: run.home)
    }

    /// At the terminal, after the review: Ctrl-C during the retry wait, and a closed terminal
    /// during a try, stop the submission the same way.
    @Test func stopAtTheTerminalWhileSubmittingKeepsTheAnswers() throws {
        let server = try TestHTTPServer([.respond(503, headers: ["Retry-After": "30"])])
        defer { server.stop() }
        let form = try Base.form(url: server.url + "/trips")

        let pty = try PseudoTerminal.askform(["fill", form])
        try Self.answerAtTheTerminal(pty)
        try pty.waitFor("trying again in 30 s")
        try pty.sendControl("c")
        #expect(try pty.waitForExit() == 130)
        try Self.expectStopped(pty.text, home: pty.home, form: form, server: server, tryLine: false, lastLinesOnly: true)
        #expect(try server.requests().count == 1)

        let slow = try TestHTTPServer([TestHTTPServer.Step(status: 200, body: "late\n", delay: 30)])
        defer { slow.stop() }
        let slowForm = try Base.form(url: slow.url + "/trips")
        let hangUp = try PseudoTerminal.askform(["fill", slowForm])
        try Self.answerAtTheTerminal(hangUp)
        let deadline = Date(timeIntervalSinceNow: 20)
        while try slow.requests().isEmpty, Date() < deadline { usleep(20_000) }
        try hangUp.signal(SIGHUP)
        #expect(try hangUp.waitForExit() == 129)
        let kept = try FileManager.default.contentsOfDirectory(atPath: Base.outbox(hangUp.home))
        #expect(kept.count == 1)
    }

    // MARK: Helpers

    /// Answers the trip form at the terminal and accepts the review.
    static func answerAtTheTerminal(_ pty: PseudoTerminal) throws {
        for answer in ["Ada", "36", "Paris"] {
            try pty.waitFor(": ")
            try pty.sendLine(answer)
        }
        try pty.waitFor("Submit these answers? [Y/n]")
        try pty.sendLine("y")
    }

    /// The stop message, the recovery file (holding the answers) and the resend command.
    static func expectStopped(_ output: String, home: URL, form: String, server: TestHTTPServer, tryLine: Bool,
                              lastLinesOnly: Bool = false) throws {
        let kept = try FileManager.default.contentsOfDirectory(atPath: Base.outbox(home))
        try #require(kept.count == 1)
        let recovery = Base.outbox(home) + "/" + kept[0]
        try Base.expectRecoveryFile(recovery, home: home)
        let expected = (tryLine ? "askform: try 1 of 4 failed: HTTP 503; trying again in 30 s\n" : "") + """
            askform: stopped before the server confirmed the submission
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY

            """
        let masked = Base.maskRecovery(output, form: form, server: server)
        if lastLinesOnly {
            #expect(masked.hasSuffix(expected), "\(masked)")
        } else {
            #expect(masked == expected)
        }
        #expect(try Base.resendCommand(in: output) == ["submit", form, recovery])
    }
}

/// askform run in the background, so a test can signal it mid-run: stdin from a file,
/// stdout and stderr into files, started with no signal blocked or ignored (the test
/// process's threads may block some; Foundation's Process would pass that on).
final class BackgroundRun {
    let pid: pid_t
    let home: URL
    private let errorPath: String
    private var exitStatus: Int32?

    init(_ arguments: [String], stdin: String, environment: [String: String] = [:]) throws {
        home = try TemporaryDirectory.make()
        var env = ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8"]
        env.merge(SanitizerOptions.environment) { _, new in new }
        env.merge(environment) { _, new in new }
        let stdinPath = home.appendingPathComponent("stdin").path
        try Data(stdin.utf8).write(to: URL(fileURLWithPath: stdinPath))
        errorPath = home.appendingPathComponent("stderr").path

        pid = try CleanSpawn.askform(arguments, environment: env, stdin: stdinPath, stdout: "/dev/null", stderr: errorPath)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    var stderr: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    struct TimedOut: Error, CustomStringConvertible {
        var description: String
    }

    /// Waits (20 s at most: a hang guard) until `condition` holds.
    func waitUntil(_ what: String = "the condition", _ condition: () throws -> Bool) throws {
        let deadline = Date(timeIntervalSinceNow: 20)
        while try !condition() {
            guard Date() < deadline, exitStatus == nil || what == "the exit" else {
                throw TimedOut(description: "gave up waiting for \(what); stderr so far:\n\(stderr)")
            }
            usleep(20_000)
        }
    }

    func waitForStderr(_ text: String) throws {
        try waitUntil(String(reflecting: text)) { stderr.contains(text) }
    }

    /// The exit status, or 128 + the signal that ended the process (20 s at most).
    func waitForExit() throws -> Int32 {
        try waitUntil("the exit") {
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return false }
            // WIFEXITED and friends are macros Swift cannot import.
            let signal = status & 0x7F
            exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
            return true
        }
        return exitStatus ?? -1
    }
}
