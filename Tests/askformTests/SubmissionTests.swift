import AskCore
import Foundation
import Testing

/// Submitting end to end (docs/SUBMIT.md): the built binary against a real HTTP(S) server on
/// 127.0.0.1 that each test starts, scripts and stops. Nothing is ever sent anywhere else.
///
/// Messages are compared whole. The parts that change from run to run are masked by name,
/// and only those: temporary paths (`FORM`, `RECOVERY`), the server's address (`URL`), the
/// closed port (`PORT`), the jittered backoff (`trying again in N s`) and libcurl's timings
/// (`after N ms`, `N milliseconds with N out of`).
@Suite("Submitting answers over HTTP")
struct SubmissionTests {
    // MARK: Retries

    @Test func serverErrorsAreRetriedWithOneIdempotencyKey() throws {
        let server = try TestHTTPServer([.respond(503, body: "busy\n"), .respond(503), .respond(200, body: "{\"id\": 17}\n")])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips",
                                 headers: [("Authorization", "Bearer ${env:TRIP_TOKEN}"), ("X-Client", "form")])

        let outcome = try AskformBinary.run(["fill", form, "-H", "X-Trace: t-1", "-H", "x-client: command line"],
                                            stdin: Self.answers, environment: ["TRIP_TOKEN": "tok-abc123"])

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "{\"id\": 17}\n")
        #expect(Self.maskTimings(outcome.stderr) == """
            askform: try 1 of 4 failed: HTTP 503; trying again in N s
            askform: try 2 of 4 failed: HTTP 503; trying again in N s
            askform: submitted (HTTP 200)

            """)
        let requests = try server.requests()
        try #require(requests.count == 3)
        let key = try #require(requests[0].header("Idempotency-Key"))
        #expect(IdempotencyKey.isWellFormed(key[...]))
        let version = try Self.version()
        for request in requests {
            #expect(request.method == "POST")
            #expect(request.path == "/trips")
            #expect(request.body == Self.answersJSON)
            // The whole header list: askform's own, the form's (expanded), then -H, where a
            // later header replaces an earlier one of the same name.
            #expect(request.headers == [
                ["Host", "127.0.0.1:\(server.port)"],
                ["User-Agent", "askform/\(version)"],
                ["Content-Type", "application/json"],
                ["Accept", "application/json, text/plain;q=0.9, */*;q=0.8"],
                ["Idempotency-Key", key],
                ["Authorization", "Bearer tok-abc123"],
                ["X-Trace", "t-1"],
                ["x-client", "command line"],
                ["Content-Length", "\(Self.answersJSON.utf8.count)"],
            ])
        }
    }

    @Test func retryAfterIsHonoured() throws {
        let server = try TestHTTPServer([.respond(429, body: "slow down\n", headers: ["Retry-After": "2"]),
                                         .respond(200, body: "counted\n")])
        defer { server.stop() }

        let outcome = try AskformBinary.run(["fill", AskformBinary.form("poll.json"), "--post", server.url + "/polls/lunch",
                                             "--retries", "1"],
                                            stdin: "Pizzeria\nvegan,halal\ny\n")

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "counted\n")
        // Retry-After replaces the jittered backoff, so the wait is exact.
        #expect(outcome.stderr == """
            askform: try 1 of 2 failed: HTTP 429; trying again in 2.0 s
            askform: submitted (HTTP 200)

            """)
        let requests = try server.requests()
        try #require(requests.count == 2)
        let gap = requests[1].time - requests[0].time
        #expect(gap >= 1.9 && gap < 6, "second try came \(gap) s after the first")
        #expect(requests.map { $0.header("X-Poll-Client") } == ["askform", "askform"])
        #expect(requests[1].body == """
            {
              "choice": "Pizzeria",
              "dietary": [
                "vegan",
                "halal"
              ],
              "attending": true
            }

            """)
    }

    @Test func droppedConnectionIsRetried() throws {
        let server = try TestHTTPServer([.drop, TestHTTPServer.Step(status: 200, body: "stored\n", delay: 0.3)])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips")

        let outcome = try AskformBinary.run(["fill", form], stdin: Self.answers)

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "stored\n")
        #expect(Self.maskTimings(outcome.stderr) == """
            askform: try 1 of 4 failed: Empty reply from server; trying again in N s
            askform: submitted (HTTP 200)

            """)
        let requests = try server.requests()
        try #require(requests.count == 2)
        #expect(requests[0].header("Idempotency-Key") == requests[1].header("Idempotency-Key"))
    }

    // MARK: Final failures and recovery files

    @Test func rejectionIsFinalAndKeepsTheAnswers() throws {
        let server = try TestHTTPServer([.respond(422, body: "name: 'Ada' is already registered\n"),
                                         .respond(201, body: "accepted\n")])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips")
        let home = try TemporaryDirectory.make()

        let outcome = try AskformBinary.run(["fill", form], stdin: Self.answers, home: home)

        #expect(outcome.status == 75)
        #expect(outcome.stdout == "")
        let first = try server.requests()
        try #require(first.count == 1)
        let key = try #require(first[0].header("Idempotency-Key"))
        let recovery = Self.outbox(home) + "/trip-submit.\(key).json"
        #expect(Self.mask(outcome.stderr, [(recovery, "RECOVERY"), (form, "FORM"), (server.url, "URL")]) == """
            askform: error: submitting to URL/trips failed: HTTP 422 (refused by the server)
            name: 'Ada' is already registered
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY

            """)
        try Self.expectRecoveryFile(recovery, home: home)
        let validation = try AskformBinary.run(["validate", form, recovery], home: home)
        #expect(validation.status == 0)
        #expect(validation.stderr == "\(recovery): ok\n")

        // The printed command, run as printed, resends with the same key and clears the outbox.
        let resend = try Self.resendCommand(in: outcome.stderr)
        #expect(resend == ["submit", form, recovery])
        let again = try AskformBinary.run(resend, home: home)
        #expect(again.status == 0)
        #expect(again.stdout == "accepted\n")
        #expect(again.stderr == "askform: submitted (HTTP 201)\n")
        let requests = try server.requests()
        try #require(requests.count == 2)
        #expect(requests[1].header("Idempotency-Key") == key)
        #expect(requests[1].body == Self.answersJSON)
        #expect(!FileManager.default.fileExists(atPath: recovery))
    }

    @Test func refusedConnectionKeepsTheAnswersForALaterResend() throws {
        let closed = try ClosedPort()
        defer { closed.close() }
        let target = "http://127.0.0.1:\(closed.port)/trips"
        let form = try Self.form(url: target)
        let home = try TemporaryDirectory.make()

        let start = ContinuousClock.now
        let outcome = try AskformBinary.run(["fill", form, "--retries", "2"], stdin: Self.answers, home: home)
        let elapsed = ContinuousClock.now - start

        #expect(outcome.status == 75)
        #expect(outcome.stdout == "")
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: Self.outbox(home))
        try #require(kept.count == 1)
        let name = kept[0]
        #expect(name.hasPrefix("trip-submit.") && name.hasSuffix(".json"))
        let key = String(name.dropFirst("trip-submit.".count).dropLast(".json".count))
        #expect(IdempotencyKey.isWellFormed(key[...]))
        let recovery = Self.outbox(home) + "/" + name
        let refused = "Failed to connect to 127.0.0.1 port PORT after N ms: Couldn't connect to server"
        #expect(Self.maskTimings(Self.mask(outcome.stderr, [(recovery, "RECOVERY"), (form, "FORM"), (target, "TARGET"),
                                                            ("port \(closed.port) ", "port PORT ")])) == """
            askform: try 1 of 3 failed: \(refused); trying again in N s
            askform: try 2 of 3 failed: \(refused); trying again in N s
            askform: error: submitting to TARGET failed: \(refused) after 3 tries
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY

            """)
        try Self.expectRecoveryFile(recovery, home: home)

        // Later the endpoint is up (elsewhere): the resend reuses the key from the file's name.
        let server = try TestHTTPServer([.respond(200, body: "stored\n")])
        defer { server.stop() }
        let resent = try AskformBinary.run(["submit", form, recovery, "--post", server.url + "/trips"], home: home)
        #expect(resent.status == 0)
        #expect(resent.stdout == "stored\n")
        #expect(resent.stderr == "askform: submitted (HTTP 200)\n")
        let requests = try server.requests()
        try #require(requests.count == 1)
        #expect(requests[0].header("Idempotency-Key") == key)
        #expect(requests[0].body == Self.answersJSON)
        #expect(!FileManager.default.fileExists(atPath: recovery))
    }

    /// The per-try timeout is a total: a server that keeps sending a byte every 100 ms
    /// cannot stretch a try past it.
    @Test func tricklingServerCannotStretchATry() throws {
        let server = try TestHTTPServer([.trickle(everyMilliseconds: 100)])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips")

        let start = ContinuousClock.now
        let outcome = try AskformBinary.run(["fill", form, "--timeout", "1", "--retries", "1"], stdin: Self.answers)
        let elapsed = ContinuousClock.now - start

        #expect(outcome.status == 75)
        #expect(elapsed >= .milliseconds(1900) && elapsed < .seconds(8), "took \(elapsed)")
        #expect(try server.requests().count == 2)
        // Bytes kept arriving when the try was cut: an idle timeout would never have fired.
        let received = outcome.stderr.firstMatch(of: #/with (\d+) out of 600 bytes received/#).flatMap { Int($0.1) }
        #expect((received ?? 0) > 0)
        let timedOut = "Operation timed out after N milliseconds with N out of 600 bytes received"
        #expect(Self.maskTimings(Self.maskRecovery(outcome.stderr, form: form, server: server)) == """
            askform: try 1 of 2 failed: \(timedOut); trying again in N s
            askform: error: submitting to URL/trips failed: \(timedOut) after 2 tries
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY

            """)
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func redirectsAreNotFollowed(status: Int) throws {
        let elsewhere = try TestHTTPServer([.respond(200, body: "should never be reached\n")])
        defer { elsewhere.stop() }
        let server = try TestHTTPServer([.redirect(to: elsewhere.url + "/collect", status: status)])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips")

        let outcome = try AskformBinary.run(["fill", form, "-H", "Authorization: Bearer SECRET-TOKEN-123"],
                                            stdin: Self.answers)

        #expect(outcome.status == 75)
        #expect(outcome.stdout == "")
        #expect(Self.maskRecovery(outcome.stderr, form: form, server: server) == """
            askform: error: submitting to URL/trips failed: HTTP \(status) (a redirect, which askform does not follow)
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY (and your -H options again)

            """)
        // One try (a 3xx is final), and neither the body nor the token went elsewhere.
        #expect(try server.requests().count == 1)
        #expect(try elsewhere.requests().isEmpty)
    }

    // MARK: TLS

    @Test func httpsTrustsOnlyTheGivenCertificateAuthority() throws {
        let authority = try TestCertificateAuthority.make()
        let server = try TestHTTPServer([.respond(200, body: "secure\n")],
                                        tls: (authority.serverCertificate, authority.serverKey))
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips")

        let untrusted = try AskformBinary.run(["fill", form, "--retries", "0"], stdin: Self.answers)
        #expect(untrusted.status == 75)
        #expect(Self.maskRecovery(untrusted.stderr, form: form, server: server) == """
            askform: error: submitting to URL/trips failed: SSL certificate problem: unable to get local issuer certificate after 1 try
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY

            """)
        #expect(try server.requests().isEmpty)

        let trusted = try AskformBinary.run(["fill", form, "--retries", "0", "--cacert", authority.certificate],
                                            stdin: Self.answers)
        #expect(trusted.status == 0)
        #expect(trusted.stdout == "secure\n")
        #expect(trusted.stderr == "askform: submitted (HTTP 200)\n")
        let requests = try server.requests()
        try #require(requests.count == 1)
        #expect(requests[0].body == Self.answersJSON)
    }

    // MARK: Checks before anything is sent

    @Test func missingEnvironmentVariableStopsBeforeSending() throws {
        let server = try TestHTTPServer([.respond(200)])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips", headers: [("Authorization", "Bearer ${env:TRIP_TOKEN}")])
        let answersFile = try TemporaryDirectory.file("answers.json", Self.answersJSON)

        let fill = try AskformBinary.run(["fill", form], stdin: Self.answers)
        #expect(fill.status == 78)
        #expect(fill.stdout == "")
        #expect(fill.stderr == "askform: error: the form's submit headers need $TRIP_TOKEN, which is not set\n")

        let submit = try AskformBinary.run(["submit", form, answersFile])
        #expect(submit.status == 78)
        #expect(submit.stderr == "askform: error: the form's submit headers need $TRIP_TOKEN, which is not set\n")

        // Every missing variable is named, each once, in the order the headers use them.
        let twoMissing = try Self.form(url: server.url + "/trips",
                                       headers: [("Authorization", "Bearer ${env:TRIP_TOKEN}"),
                                                 ("X-Team", "${env:TRIP_TEAM}/${env:TRIP_TOKEN}/${env:TRIP_TEAM}")])
        let both = try AskformBinary.run(["fill", twoMissing], stdin: Self.answers)
        #expect(both.status == 78)
        #expect(both.stderr == "askform: error: the form's submit headers need $TRIP_TOKEN, $TRIP_TEAM, which are not set\n")

        #expect(try server.requests().isEmpty)
    }

    /// The non-loopback host is `0.0.0.0`, which the policy does not count as loopback but
    /// which Linux connects to the machine itself: the test server on 127.0.0.1 gets what
    /// would have left, and nothing leaves the machine. (Plain http never goes through a
    /// proxy: see SubmissionHardeningTests.)
    @Test func secretAnswersNeedInsecureForPlainHTTPToAnotherHost() throws {
        let proxy = try TestHTTPServer([.respond(200, body: "proxied\n")])
        defer { proxy.stop() }
        let remote = try Self.form(url: "http://0.0.0.0:\(proxy.port)/collect", secret: true)

        let refused = try AskformBinary.run(["fill", remote, "--retries", "0", "--timeout", "1"],
                                            stdin: Self.secretAnswers)
        #expect(refused.status == 78)
        #expect(refused.stdout == "")
        #expect(refused.stderr == """
            askform: error: the form has secret rows and '0.0.0.0' is plain http://; use https, or --insecure to send anyway

            """)
        #expect(try proxy.requests().isEmpty)

        let insecure = try AskformBinary.run(["fill", remote, "--retries", "0", "--timeout", "1", "--insecure"],
                                             stdin: Self.secretAnswers)
        #expect(insecure.status == 0)
        #expect(insecure.stdout == "proxied\n")
        var requests = try proxy.requests()
        try #require(requests.count == 1)
        #expect(requests[0].path == "/collect")
        #expect(requests[0].body == Self.secretAnswersJSON)

        // Plain http to loopback needs no --insecure.
        let local = try Self.form(url: proxy.url + "/collect", secret: true)
        let loopback = try AskformBinary.run(["fill", local], stdin: Self.secretAnswers)
        #expect(loopback.status == 0)
        #expect(loopback.stdout == "proxied\n")
        requests = try proxy.requests()
        try #require(requests.count == 2)
        #expect(requests[1].path == "/collect")
    }

    @Test func tokensNeverAppearInMessagesOrFiles() throws {
        let server = try TestHTTPServer([
            .respond(500, body: "upstream down for Bearer SECRET-TOKEN-123\n"),
            .respond(401, body: "invalid token 'SECRET-TOKEN-123'; team token env-secret-456 is not allowed either\n"),
        ])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips", headers: [("X-Team-Token", "${env:TEAM_TOKEN}")])
        let home = try TemporaryDirectory.make()

        let outcome = try AskformBinary.run(["fill", form, "-H", "Authorization: Bearer SECRET-TOKEN-123", "--retries", "1"],
                                            stdin: Self.answers, environment: ["TEAM_TOKEN": "env-secret-456"], home: home)

        #expect(outcome.status == 75)
        let requests = try server.requests()
        try #require(requests.count == 2)
        // The tokens were sent, so their absence below means something.
        #expect(requests[1].header("Authorization") == "Bearer SECRET-TOKEN-123")
        #expect(requests[1].header("X-Team-Token") == "env-secret-456")
        let key = try #require(requests[0].header("Idempotency-Key"))
        let recovery = Self.outbox(home) + "/trip-submit.\(key).json"
        let kept = try String(contentsOfFile: recovery, encoding: .utf8)
        for text in [outcome.stdout, outcome.stderr, kept] {
            #expect(!text.contains("SECRET-TOKEN-123"))
            #expect(!text.contains("env-secret-456"))
        }
        #expect(Self.maskTimings(Self.maskRecovery(outcome.stderr, form: form, server: server)) == """
            askform: try 1 of 2 failed: HTTP 500; trying again in N s
            askform: error: submitting to URL/trips failed: HTTP 401 (refused by the server)
            invalid token '***'; team token *** is not allowed either
            askform: the answers are kept in RECOVERY
            askform: resend them with: askform submit FORM RECOVERY (and your -H options again)

            """)
    }

    @Test func noSubmitOnlyWritesTheAnswers() throws {
        let server = try TestHTTPServer([.respond(200, body: "should never be reached\n")])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips")

        let outcome = try AskformBinary.run(["fill", form, "--no-submit"], stdin: Self.answers)

        #expect(outcome.status == 0)
        #expect(outcome.stdout == Self.answersJSON)
        #expect(outcome.stderr == "")
        #expect(try server.requests().isEmpty)
    }

    @Test func invalidAnswersAreNotSubmitted() throws {
        let server = try TestHTTPServer([.respond(200, body: "should never be reached\n")])
        defer { server.stop() }
        let answers = try TemporaryDirectory.file("answers.json", #"{"choice": "Sushi", "dietary": null, "attending": true}"#)

        let outcome = try AskformBinary.run(["submit", AskformBinary.form("poll.json"), answers,
                                             "--post", server.url + "/polls/lunch"])

        #expect(outcome.status == 65)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == """
            \(answers):1:12: error: choice: 'Sushi' is not one of the options: Noodle bar, Pizzeria, Salad place, Dumpling house (at /choice)
            askform: nothing was sent

            """)
        #expect(try server.requests().isEmpty)
    }

    /// With `-o`, the answers go to the file and stdout carries the response (a body without
    /// a final newline gets one, so the shell prompt does not stick to it).
    @Test func outputFileKeepsTheAnswersWhileStdoutGetsTheResponse() throws {
        let server = try TestHTTPServer([.respond(200, body: "{\"id\": 17}")])
        defer { server.stop() }
        let form = try Self.form(url: server.url + "/trips")
        let output = try TemporaryDirectory.make().appendingPathComponent("answers.json")

        let outcome = try AskformBinary.run(["fill", form, "-o", output.path], stdin: Self.answers)

        #expect(outcome.status == 0)
        #expect(outcome.stdout == "{\"id\": 17}\n")
        #expect(outcome.stderr == "askform: submitted (HTTP 200)\n")
        #expect(try String(contentsOf: output, encoding: .utf8) == Self.answersJSON)
        let requests = try server.requests()
        try #require(requests.count == 1)
        #expect(requests[0].body == Self.answersJSON)
    }

    // MARK: Helpers

    static let answers = "Ada\n36\nParis\n"
    static let answersJSON = """
        {
          "name": "Ada",
          "age": 36,
          "city": "Paris"
        }

        """
    static let secretAnswers = "Ada\n36\nParis\n4711\n"
    static let secretAnswersJSON = """
        {
          "name": "Ada",
          "age": 36,
          "city": "Paris",
          "pin": "4711"
        }

        """

    /// A small form (id `trip-submit`) that submits to `url`, written to a fresh temp file.
    static func form(url: String, headers: [(String, String)] = [], secret: Bool = false) throws -> String {
        let headerMembers = headers.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
        let secretRow = secret ? ",\n      {\"key\": \"pin\", \"type\": \"secret\"}" : ""
        return try TemporaryDirectory.file("trip-submit.json", """
            {
              "askform": 1,
              "id": "trip-submit",
              "title": "Trip",
              "sections": [{"title": "Traveller", "rows": [
                  {"key": "name", "type": "text", "required": true},
                  {"key": "age", "type": "integer", "min": 0},
                  {"key": "city", "type": "select", "options": ["Paris", "Rome"]}\(secretRow)
              ]}],
              "submit": {"url": "\(url)", "headers": {\(headerMembers)}, "retries": 3, "timeout": 5}
            }

            """)
    }

    /// The version askform reports, as it appears in its User-Agent.
    static func version() throws -> String {
        let outcome = try AskformBinary.run(["--version"])
        return String(outcome.stdout.dropFirst("askform ".count)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The outbox of the state directory of runs sharing `home`.
    static func outbox(_ home: URL) -> String {
        home.path + "/state/askform/outbox"
    }

    /// `text` with each value replaced by its placeholder, in the order given.
    static func mask(_ text: String, _ replacements: [(String, String)]) -> String {
        replacements.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Masks the recovery file's path (in any outbox: its name holds a random key), the
    /// form's temporary path and the server's address.
    static func maskRecovery(_ text: String, form: String, server: TestHTTPServer) -> String {
        mask(text.replacing(#/\S+/state/askform/outbox/trip-submit\.[0-9a-f-]{36}\.json/#, with: "RECOVERY"),
             [(form, "FORM"), (server.url, "URL")])
    }

    /// Masks the times that change from run to run: the jittered backoff and libcurl's
    /// elapsed-time figures.
    static func maskTimings(_ text: String) -> String {
        text.replacing(#/trying again in \d+(\.\d+)? s/#, with: "trying again in N s")
            .replacing(#/after \d+ ms:/#, with: "after N ms:")
            .replacing(#/after \d+ milliseconds with \d+ out of/#, with: "after N milliseconds with N out of")
    }

    /// The arguments of the `askform submit …` command a failed run printed.
    static func resendCommand(in stderr: String) throws -> [String] {
        let prefix = "askform: resend them with: askform "
        let line = try #require(stderr.split(separator: "\n").first { $0.hasPrefix(prefix) })
        return line.dropFirst(prefix.count).split(separator: " ").map(String.init)
    }

    /// A recovery file: 0600 in a 0700 outbox, holding exactly the answers `fill` wrote.
    static func expectRecoveryFile(_ path: String, home: URL) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: outbox(home))
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == answersJSON)
    }
}
