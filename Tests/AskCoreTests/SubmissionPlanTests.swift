@testable import AskCore
import Testing

@Suite("SubmissionPlan")
struct SubmissionPlanTests {
    static let key = "0f5c8a52-8d1e-4b7a-9c3d-2e6f1a0b4c7d"
    static let own: [[String]] = [
        ["Content-Type", "application/json"],
        ["Accept", "application/json, text/plain;q=0.9, */*;q=0.8"],
        ["Idempotency-Key", key],
    ]

    static func make(_ spec: SubmitSpec?, override: String? = nil, extra: [(String, String)] = [],
                     environment: [String: String] = [:]) -> Result<SubmissionPlan, SubmissionPlan.Problem> {
        SubmissionPlan.make(spec: spec, overrideURL: override, extraHeaders: extra.map { .init(name: $0.0, value: $0.1) },
                            body: "{}\n", idempotencyKey: key, policy: RetryPolicy(retries: 2, timeout: 5),
                            environment: environment)
    }

    static func spec(_ headers: [(String, String)], url: String = "https://example.org/trips", method: String = "POST") -> SubmitSpec {
        SubmitSpec(url: url, method: method, headers: headers.map { .init(name: $0.0, value: $0.1) })
    }

    static func headers(_ result: Result<SubmissionPlan, SubmissionPlan.Problem>) -> [[String]]? {
        guard case .success(let plan) = result else { return nil }
        return plan.headers.map { [$0.name, $0.value] }
    }

    // MARK: What is sent

    @Test func planHoldsEverythingOneSubmissionSends() throws {
        let plan = try Self.make(Self.spec([("Authorization", "Bearer ${env:TRIP_TOKEN}")], method: "PUT"),
                                 environment: ["TRIP_TOKEN": "tok-1"]).get()
        #expect(plan.url == "https://example.org/trips")
        #expect(plan.method == "PUT")
        #expect(plan.body == "{}\n")
        #expect(plan.idempotencyKey == Self.key)
        #expect(plan.policy == RetryPolicy(retries: 2, timeout: 5))
        #expect(plan.headers.map { [$0.name, $0.value] } == Self.own + [["Authorization", "Bearer tok-1"]])
    }

    @Test(arguments: [
        ("https://example.org/trips", "https://override.example/in", "https://override.example/in"),
        ("https://example.org/trips", nil, "https://example.org/trips"),
    ] as [(String, String?, String)])
    func postURLOverridesTheForms(formURL: String, override: String?, expected: String) throws {
        #expect(try Self.make(Self.spec([], url: formURL), override: override).get().url == expected)
    }

    @Test func postWithoutASubmitBlockUsesPOST() throws {
        let plan = try Self.make(nil, override: "http://127.0.0.1:8080/in").get()
        #expect(plan.url == "http://127.0.0.1:8080/in")
        #expect(plan.method == "POST")
        #expect(plan.headers.map { [$0.name, $0.value] } == Self.own)
    }

    /// Order: askform's own, the form's, then `-H`; a later header replaces every earlier one
    /// of the same name (case-insensitive) and takes its place at the end.
    @Test(arguments: [
        ([("X-Client", "form")], [("X-Trace", "t-1")],
         own + [["X-Client", "form"], ["X-Trace", "t-1"]]),
        ([("X-Client", "form"), ("X-Other", "o")], [("x-client", "cli")],
         own + [["X-Other", "o"], ["x-client", "cli"]]),
        ([("content-type", "application/vnd.trip+json")], [],
         [own[1], own[2], ["content-type", "application/vnd.trip+json"]]),
        ([], [("Accept", "text/plain")],
         [own[0], own[2], ["Accept", "text/plain"]]),
        ([], [("X-A", "1"), ("X-B", "b"), ("x-a", "2")],
         own + [["X-B", "b"], ["x-a", "2"]]),
        ([("Authorization", "Bearer ${env:TRIP_TOKEN}")], [("Authorization", "Bearer from-command-line")],
         own + [["Authorization", "Bearer from-command-line"]]),
    ] as [([(String, String)], [(String, String)], [[String]])])
    func headerOverrideOrder(form: [(String, String)], commandLine: [(String, String)], expected: [[String]]) {
        let result = Self.make(Self.spec(form), extra: commandLine, environment: ["TRIP_TOKEN": "tok-1"])
        #expect(Self.headers(result) == expected)
    }

    // MARK: Environment references

    @Test(arguments: [
        ("Bearer ${env:TRIP_TOKEN}", "Bearer tok-1"),
        ("${env:TRIP_TOKEN}", "tok-1"),
        ("${env:TEAM}/${env:TRIP_TOKEN}", "blue/tok-1"),
        ("${env:EMPTY}", ""),
        ("no references", "no references"),
        ("$TRIP_TOKEN and {env:TRIP_TOKEN} are text", "$TRIP_TOKEN and {env:TRIP_TOKEN} are text"),
    ])
    func formHeadersAreExpanded(value: String, expected: String) {
        let result = Self.make(Self.spec([("X-Value", value)]),
                               environment: ["TRIP_TOKEN": "tok-1", "TEAM": "blue", "EMPTY": ""])
        #expect(Self.headers(result) == Self.own + [["X-Value", expected]])
    }

    @Test func commandLineHeadersAreNotExpanded() {
        // The shell already expanded what the user meant; askform takes -H values as given.
        let result = Self.make(nil, override: "http://127.0.0.1/", extra: [("X-Literal", "${env:TRIP_TOKEN}")])
        #expect(Self.headers(result) == Self.own + [["X-Literal", "${env:TRIP_TOKEN}"]])
    }

    /// Every missing variable is listed once, in the order the headers first use it.
    @Test(arguments: [
        ([("Authorization", "Bearer ${env:TRIP_TOKEN}")], ["TRIP_TOKEN"]),
        ([("X-Twice", "${env:T}${env:T}")], ["T"]),
        ([("A", "${env:ONE} ${env:TWO}"), ("B", "${env:ONE}${env:THREE}"), ("C", "${env:TWO}-${env:TWO}"),
          ("D", "${env:SET}")], ["ONE", "TWO", "THREE"]),
        ([("A", "${env:SET}"), ("B", "${env:LATE}")], ["LATE"]),
    ] as [([(String, String)], [String])])
    func missingVariablesAreListedOnceEach(headers: [(String, String)], missing: [String]) {
        let result = Self.make(Self.spec(headers), extra: [("X-Cli", "set")], environment: ["SET": "x"])
        guard case .failure(.missingVariables(let absent)) = result else {
            Issue.record("expected missing variables, got \(result)")
            return
        }
        #expect(absent == missing)
    }

    /// One rule for every header (``HTTPHeader``): a variable that would bring a control
    /// character is named; a header given in code with one is refused too.
    @Test(arguments: [
        ("${env:XV}", ["XV": "a\r\nHost: x"], SubmissionPlan.Problem.unsafeVariable("XV", header: "X-Extra", character: 0x0D)),
        ("${env:OK}-${env:XV}", ["OK": "fine", "XV": "\u{0}"], .unsafeVariable("XV", header: "X-Extra", character: 0)),
        ("a\u{85}${env:OK}", ["OK": "fine"], .invalidHeader("X-Extra", .controlCharacter(0x85))),
    ] as [(String, [String: String], SubmissionPlan.Problem)])
    func headerRuleIsAppliedToExpandedValues(value: String, environment: [String: String], problem: SubmissionPlan.Problem) {
        #expect(Self.make(Self.spec([("X-Extra", value)]), environment: environment) == .failure(problem))
    }

    @Test func commandLineHeadersFollowTheRuleToo() {
        #expect(Self.make(Self.spec([]), extra: [("X-A", "a\nb")]) == .failure(.invalidHeader("X-A", .controlCharacter(0x0A))))
        #expect(Self.make(Self.spec([]), extra: [("X A", "b")]) == .failure(.invalidHeader("X A", .invalidName)))
        #expect(Self.headers(Self.make(Self.spec([]), extra: [("X-A", "a\tb ü")])) == Self.own + [["X-A", "a\tb ü"]])
    }

    /// A form header that -H replaces is not expanded, so its variables need not be set.
    @Test func aReplacedFormHeaderNeedsNoVariable() {
        let result = Self.make(Self.spec([("Authorization", "Bearer ${env:TRIP_TOKEN}"), ("X-Team", "${env:TEAM}")]),
                               extra: [("authorization", "Bearer from-the-command-line")], environment: ["TEAM": "blue"])
        #expect(Self.headers(result) == Self.own + [["X-Team", "blue"], ["authorization", "Bearer from-the-command-line"]])
    }

    // MARK: Redaction

    static let redacting = try! make(spec([("Authorization", "Bearer SECRET-TOKEN-123"), ("X-Api-Key", "k-123456"),
                                           ("X-Short", "abc"), ("X-Client", "command line"), ("X-Basic", "Basic dXNlcjpwYXNz")]),
                                     extra: [("Proxy-Authorization", "Bearer short"), ("user-agent", "custom agent")]).get()

    @Test func secretValuesAreEveryGivenHeaderButAskformsOwn() {
        // Whole values, plus the credentials of `SCHEME CREDENTIALS` values when they are long
        // enough to be a token; longest first. Values under 4 characters would mask ordinary text.
        #expect(Set(Self.redacting.secretValues) == [
            "Bearer SECRET-TOKEN-123", "SECRET-TOKEN-123", "Basic dXNlcjpwYXNz", "dXNlcjpwYXNz",
            "command line", "k-123456", "Bearer short",
        ])
        let lengths = Self.redacting.secretValues.map(\.count)
        #expect(lengths == lengths.sorted(by: >))
    }

    @Test(arguments: [
        ("401: Bearer SECRET-TOKEN-123 has expired", "401: *** has expired"),
        ("invalid token 'SECRET-TOKEN-123'", "invalid token '***'"),
        ("SECRET-TOKEN-123SECRET-TOKEN-123", "******"),
        ("key k-123456 unknown; so is dXNlcjpwYXNz", "key *** unknown; so is ***"),
        ("Bearer short was refused", "*** was refused"),
        // Too short to mask, or askform's own harmless headers: left alone.
        ("abc, short and Bearer stay", "abc, short and Bearer stay"),
        ("application/json expected", "application/json expected"),
        ("duplicate \(key)", "duplicate \(key)"),
        ("custom agent", "custom agent"),
        ("", ""),
    ])
    func redactedMasksTokens(text: String, expected: String) {
        #expect(Self.redacting.redacted(text) == expected)
    }

    /// Secret answers are masked as they stand and as JSON strings; one under 4 characters
    /// only as a whole JSON string, so that unrelated text holding it stays readable.
    @Test(arguments: [
        (#"{"pin": "4711", "echo": "pin 4711"}"#, #"{"pin": "***", "echo": "pin ***"}"#),
        (#"{"code": "12", "type": "text/plain", "count": 12}"#, #"{"code": "***", "type": "text/plain", "count": 12}"#),
        (#"{"quote": "say \"hi\" now"}"#, #"{"quote": "***"}"#),
        ("raw say \"hi\" now.", "raw ***."),
    ])
    func secretAnswersAreMasked(text: String, expected: String) throws {
        var plan = try Self.make(Self.spec([])).get()
        plan.secretAnswers = ["4711", "12", "say \"hi\" now"]
        #expect(plan.redacted(text) == expected)
    }

    @Test func userInfoIsNeverShown() throws {
        let plan = try Self.make(nil, override: "https://ada:pass-word-123@example.org/in").get()
        #expect(plan.shownURL == "https://***@example.org/in")
        #expect(plan.redacted("login pass-word-123 for ada:pass-word-123 refused") == "login *** for *** refused")
        #expect(SubmitTarget.redactingUserInfo("https://example.org/a@b") == "https://example.org/a@b")
        #expect(SubmitTarget.redactingUserInfo("http://tok@[::1]:8080/") == "http://***@[::1]:8080/")
        #expect(try SubmitTarget.parse("https://example.org/in").get().allowsProxy)
        #expect(try !SubmitTarget.parse("http://example.org/in").get().allowsProxy)
    }
}

@Suite("IdempotencyKey")
struct IdempotencyKeyTests {
    struct FixedGenerator: RandomNumberGenerator {
        var value: UInt64
        mutating func next() -> UInt64 { value }
    }

    @Test(arguments: [
        (UInt64(0), "00000000-0000-4000-8000-000000000000"),
        (UInt64.max, "ffffffff-ffff-4fff-bfff-ffffffffffff"),
    ])
    func versionAndVariantBitsAreSet(value: UInt64, expected: String) {
        var generator = FixedGenerator(value: value)
        #expect(IdempotencyKey.make(using: &generator) == expected)
    }

    @Test func keysAreRandomVersion4UUIDs() {
        let keys = (0..<200).map { _ in IdempotencyKey.make() }
        #expect(Set(keys).count == keys.count)
        for key in keys {
            let characters = Array(key)
            #expect(IdempotencyKey.isWellFormed(key[...]), "\(key)")
            #expect(key == key.lowercased())
            #expect(characters[14] == "4")
            #expect("89ab".contains(characters[19]))
        }
    }

    @Test(arguments: [
        ("0f5c8a52-8d1e-4b7a-9c3d-2e6f1a0b4c7d", true),
        ("0F5C8A52-8D1E-4B7A-9C3D-2E6F1A0B4C7D", true),
        ("0f5c8a52-8d1e-4b7a-9c3d-2e6f1a0b4c7", false),
        ("0f5c8a52-8d1e-4b7a-9c3d-2e6f1a0b4c7dd", false),
        ("0f5c8a528d1e-4b7a-9c3d-2e6f1a0b4c7d", false),
        ("0f5c8a52-8d1e-4b7a-9c3d-2e6f-1a0b4c7d", false),
        ("0f5c8a52-8d1e-4b7a-9c3d-2e6f1a0b4c7g", false),
        ("0f5c8a52-8d1e-4b7a-9c3d-2e6f1a0b4c7d-", false),
        ("0f5c8a52_8d1e_4b7a_9c3d_2e6f1a0b4c7d", false),
        // Full-width digits are hex digits to Unicode, not in a header value.
        ("０f5c8a52-8d1e-4b7a-9c3d-2e6f1a0b4c7d", false),
        ("", false),
    ])
    func wellFormedKeys(text: String, expected: Bool) {
        #expect(IdempotencyKey.isWellFormed(text[...]) == expected)
    }
}
