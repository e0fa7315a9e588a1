import AskCore
import Testing

@Suite("SubmitTarget")
struct SubmitTargetTests {
    /// Scheme and host as parsed, and whether the host is loopback (where plain http may
    /// carry secret answers without --insecure).
    @Test(arguments: [
        ("http://127.0.0.1:8080/trips", "http", "127.0.0.1", true),
        ("http://127.0.0.1", "http", "127.0.0.1", true),
        ("http://127.1.2.3/x", "http", "127.1.2.3", true),
        ("http://127.255.255.254/", "http", "127.255.255.254", true),
        ("http://127.000.000.001/", "http", "127.000.000.001", true),
        ("http://localhost:3000/in", "http", "localhost", true),
        ("HTTP://LOCALHOST/in", "http", "localhost", true),
        ("http://api.localhost/in", "http", "api.localhost", true),
        ("http://[::1]:8080/in", "http", "::1", true),
        ("http://[::1]", "http", "::1", true),
        ("https://[::1]/in", "https", "::1", true),
        ("http://user:pass@127.0.0.1/in", "http", "127.0.0.1", true),
        ("http://127.0.0.1?x=@example.org", "http", "127.0.0.1", true),
        // Not loopback, or not recognisably so (then --insecure is needed: the safe side).
        ("https://example.org/trips", "https", "example.org", false),
        ("http://example.invalid/collect", "http", "example.invalid", false),
        ("http://127.0.0.1.example.org/", "http", "127.0.0.1.example.org", false),
        ("http://127.0.0.1@example.org/", "http", "example.org", false),
        ("http://localhost@example.org/", "http", "example.org", false),
        ("http://example.org#@127.0.0.1", "http", "example.org", false),
        ("http://example.org/@127.0.0.1", "http", "example.org", false),
        ("http://localhost.example.org/", "http", "localhost.example.org", false),
        ("http://notlocalhost/", "http", "notlocalhost", false),
        ("http://128.0.0.1/", "http", "128.0.0.1", false),
        ("http://126.255.255.255/", "http", "126.255.255.255", false),
        ("http://127.0.0.256/", "http", "127.0.0.256", false),
        ("http://127.0.0/", "http", "127.0.0", false),
        ("http://127.0.0.1.1/", "http", "127.0.0.1.1", false),
        ("http://127..0.1/", "http", "127..0.1", false),
        ("http://0.0.0.0/", "http", "0.0.0.0", false),
        ("http://[::2]/", "http", "::2", false),
        ("http://[::ffff:127.0.0.1]/", "http", "::ffff:127.0.0.1", false),
        ("http://10.0.0.1:80/", "http", "10.0.0.1", false),
    ])
    func parsesSchemeHostAndLoopback(url: String, scheme: String, host: String, loopback: Bool) throws {
        let target = try SubmitTarget.parse(url).get()
        #expect([target.scheme, target.host] == [scheme, host])
        #expect(target.isLoopback == loopback)
    }

    @Test(arguments: [
        ("ftp://example.org/x", FormProblem.unsupportedURLScheme("ftp://example.org/x")),
        ("file:///etc/passwd", .unsupportedURLScheme("file:///etc/passwd")),
        ("example.org/trips", .unsupportedURLScheme("example.org/trips")),
        ("", .unsupportedURLScheme("")),
        ("http://", .invalidURL("http://")),
        ("http:///trips", .invalidURL("http:///trips")),
        ("http://exa mple.org/", .invalidURL("http://exa mple.org/")),
        ("http://example.org/\n", .invalidURL("http://example.org/\n")),
        ("http://example.org:/", .invalidURL("http://example.org:/")),
        ("http://example.org:80a/", .invalidURL("http://example.org:80a/")),
        ("http://example.org:123456/", .invalidURL("http://example.org:123456/")),
        ("http://[::1/", .invalidURL("http://[::1/")),
        ("http://[::1]x/", .invalidURL("http://[::1]x/")),
        ("http://[]/", .invalidURL("http://[]/")),
    ])
    func refusesWhatIsNotAnHTTPURL(url: String, problem: FormProblem) {
        #expect(SubmitTarget.parse(url) == .failure(problem))
    }
}

/// The one header rule (docs/SECURITY.md): names are RFC 9110 tokens, values hold no
/// control character, checked on scalars (`"\r\n"` is one Character).
@Suite("HTTPHeader")
struct HTTPHeaderTests {
    @Test(arguments: [
        ("X-Extra", "a\r\nHost: x", HTTPHeader.Problem.controlCharacter(0x0D)),
        ("X-Extra", "a\nb", .controlCharacter(0x0A)),
        ("X-Extra", "a\u{0}", .controlCharacter(0)),
        ("X-Extra", "\u{7F}", .controlCharacter(0x7F)),
        ("X-Extra", "\u{9B}31m", .controlCharacter(0x9B)),
        ("X Extra", "a", .invalidName),
        ("X-Extra\r\n", "a", .invalidName),
        ("", "a", .invalidName),
        ("Ünïcode", "a", .invalidName),
    ] as [(String, String, HTTPHeader.Problem)])
    func refused(name: String, value: String, problem: HTTPHeader.Problem) {
        #expect(HTTPHeader.problem(name: name, value: value) == problem)
    }

    @Test(arguments: [("X-Extra", "a\tb"), ("Authorization", "Bearer tok"), ("x!#$%&'*+-.^_`|~1", "ünïcode 値"), ("A", "")])
    func accepted(name: String, value: String) {
        #expect(HTTPHeader.problem(name: name, value: value) == nil)
    }

    @Test func commandLineHeadersAreSplitAtTheFirstColon() {
        #expect(HTTPHeader.parse("X-A: b: c ") == .success(.init(name: "X-A", value: "b: c")))
        #expect(HTTPHeader.parse("\tX-A\t:\tb\t") == .success(.init(name: "X-A", value: "b")))
        #expect(HTTPHeader.parse("X-A:") == .success(.init(name: "X-A", value: "")))
        #expect(HTTPHeader.parse("X-A: b\r\n") == .failure(.controlCharacter(0x0D)))
        #expect(HTTPHeader.parse("X-A b") == nil)
    }
}
