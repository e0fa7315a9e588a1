@testable import AskCore
import Testing

@Suite("RetryPolicy")
struct RetryPolicyTests {
    /// Room for every wait these tables ask for: only the deadline tests cut.
    static let policy = RetryPolicy(retries: 3, timeout: 10, deadline: 1000, baseDelay: 0.5, maxDelay: 30)
    static let refused = RetryPolicy.Outcome.transportFailure("Couldn't connect to server", isTimeout: false)

    static func response(_ status: Int, retryAfter: String? = nil) -> RetryPolicy.Outcome {
        .response(status: status, retryAfter: retryAfter)
    }

    // MARK: Status classes

    /// With `random` 0 the first wait is half the base delay: 0.25 s.
    @Test(arguments: [
        (200, RetryPolicy.Decision.succeeded), (201, .succeeded), (202, .succeeded), (204, .succeeded), (299, .succeeded),
        (408, .retry(after: 0.25)), (429, .retry(after: 0.25)),
        (500, .retry(after: 0.25)), (502, .retry(after: 0.25)), (503, .retry(after: 0.25)), (504, .retry(after: 0.25)),
        (599, .retry(after: 0.25)),
        (300, .fail(.rejected(status: 300))), (301, .fail(.rejected(status: 301))), (302, .fail(.rejected(status: 302))),
        (303, .fail(.rejected(status: 303))), (304, .fail(.rejected(status: 304))), (307, .fail(.rejected(status: 307))),
        (308, .fail(.rejected(status: 308))),
        (400, .fail(.rejected(status: 400))), (401, .fail(.rejected(status: 401))), (403, .fail(.rejected(status: 403))),
        (404, .fail(.rejected(status: 404))), (409, .fail(.rejected(status: 409))), (410, .fail(.rejected(status: 410))),
        (413, .fail(.rejected(status: 413))), (422, .fail(.rejected(status: 422))), (451, .fail(.rejected(status: 451))),
        (499, .fail(.rejected(status: 499))),
        // Statuses no server should send as a final answer are final failures too.
        (100, .fail(.rejected(status: 100))), (600, .fail(.rejected(status: 600))),
    ])
    func statusClasses(status: Int, expected: RetryPolicy.Decision) {
        #expect(Self.policy.decision(after: Self.response(status), attempt: 1, elapsed: 0, random: 0) == expected)
    }

    @Test func transportFailuresAndTimeoutsAreRetried() {
        let outcomes: [RetryPolicy.Outcome] = [
            Self.refused,
            .transportFailure("Could not resolve host: example.invalid", isTimeout: false),
            .transportFailure("Operation timed out after 1000 milliseconds", isTimeout: true),
        ]
        for outcome in outcomes {
            #expect(Self.policy.decision(after: outcome, attempt: 1, elapsed: 0, random: 0) == .retry(after: 0.25))
        }
    }

    // MARK: Attempt counts

    @Test(arguments: [
        (0, [RetryPolicy.Decision.fail(.exhausted)]),
        (1, [.retry(after: 0.25), .fail(.exhausted)]),
        (2, [.retry(after: 0.25), .retry(after: 0.5), .fail(.exhausted)]),
        (3, [.retry(after: 0.25), .retry(after: 0.5), .retry(after: 1), .fail(.exhausted)]),
    ])
    func triesOnceMoreThanTheRetries(retries: Int, expected: [RetryPolicy.Decision]) {
        let policy = RetryPolicy(retries: retries, timeout: 10, deadline: 1000)
        for outcome in [Self.refused, Self.response(503), Self.response(429)] {
            let decisions = (1...expected.count).map { policy.decision(after: outcome, attempt: $0, elapsed: 0, random: 0) }
            #expect(decisions == expected, "after \(outcome)")
        }
    }

    @Test func successAndRejectionDoNotDependOnTheAttempt() {
        let policy = RetryPolicy(retries: 1, timeout: 10, deadline: 1000)
        for attempt in 1...3 {
            #expect(policy.decision(after: Self.response(200), attempt: attempt, elapsed: 0, random: 0) == .succeeded)
            #expect(policy.decision(after: Self.response(404), attempt: attempt, elapsed: 0, random: 0) == .fail(.rejected(status: 404)))
        }
    }

    // MARK: Backoff

    /// Exponential from 0.5 s, capped at 30 s, with full jitter over the upper half:
    /// `random` 0 waits half the backoff, 0.5 three quarters, and nearly 1 nearly all of it.
    @Test(arguments: [
        (1, 0.25, 0.375), (2, 0.5, 0.75), (3, 1.0, 1.5), (4, 2.0, 3.0), (5, 4.0, 6.0), (6, 8.0, 12.0),
        (7, 15.0, 22.5), (8, 15.0, 22.5), (40, 15.0, 22.5), (100, 15.0, 22.5),
    ])
    func backoffDoublesUpToTheCap(attempt: Int, atZero: Double, atHalf: Double) {
        let policy = RetryPolicy(retries: 100, timeout: 10, deadline: 100_000)
        #expect(policy.decision(after: Self.refused, attempt: attempt, elapsed: 0, random: 0) == .retry(after: atZero))
        #expect(policy.decision(after: Self.refused, attempt: attempt, elapsed: 0, random: 0.5) == .retry(after: atHalf))
        guard case .retry(let most) = policy.decision(after: Self.refused, attempt: attempt, elapsed: 0, random: 0.999_999) else {
            Issue.record("no retry at attempt \(attempt)")
            return
        }
        #expect(most > atHalf && most < atZero * 2)
    }

    // MARK: Retry-After

    @Test(arguments: [
        ("2", 2.0), ("0", 0), ("120", 120), (" 7 ", 7), ("\t3\t", 3), ("007", 7), ("999999999", 999_999_999),
        // Only the first nine digits count; the cap applies afterwards anyway.
        ("12345678901234567890", 123_456_789),
    ] as [(String, Double?)])
    func retryAfterSeconds(value: String, seconds: Double?) {
        #expect(RetryPolicy.parseRetryAfter(value) == seconds)
    }

    @Test(arguments: ["", " ", "-1", "+1", "1.5", "1e3", "0x10", "2 s", "soon", "Wed, 21 Oct 2015 07:28:00 GMT", "٣", "３"])
    func retryAfterThatIsNotSecondsIsIgnored(value: String) {
        #expect(RetryPolicy.parseRetryAfter(value) == nil)
        // … and the normal backoff applies.
        #expect(Self.policy.decision(after: Self.response(503, retryAfter: value), attempt: 1, elapsed: 0, random: 0)
                == .retry(after: 0.25))
    }

    @Test(arguments: [
        ("Wed, 21 Oct 2015 07:28:00 GMT", 1_445_412_480.0 - 30, 30.0),
        ("Thu, 01 Jan 1970 00:00:10 GMT", 0, 10),
        ("Tue, 29 Feb 2028 12:00:00 GMT", 1_835_438_400 - 5, 5),
        ("Wed, 21 Oct 2015 07:28:00 GMT", 1_445_412_480.0 + 100, 0),
    ] as [(String, Double, Double)])
    func retryAfterAsAnHTTPDateCountsFromNow(value: String, now: Double, seconds: Double) {
        #expect(RetryPolicy.parseRetryAfter(value, now: now) == seconds)
    }

    @Test(arguments: ["Wed, 21 Oct 2015 07:28:00 UTC", "21 Oct 2015 07:28:00 GMT", "Wed, 32 Oct 2015 07:28:00 GMT",
                      "Wed, 21 Foo 2015 07:28:00 GMT", "Wed, 21 Oct 2015 24:00:00 GMT"])
    func malformedHTTPDatesAreIgnored(value: String) {
        #expect(RetryPolicy.parseRetryAfter(value, now: 0) == nil)
    }

    @Test(arguments: [
        (429, "2", RetryPolicy.Decision.retry(after: 2)),
        (503, "5", .retry(after: 5)),
        (408, "0", .retry(after: 0)),
        (503, "30", .retry(after: 30)),
        // Capped at maxDelay.
        (429, "31", .retry(after: 30)),
        (503, "86400", .retry(after: 30)),
        // Only retried statuses look at it.
        (200, "5", .succeeded),
        (422, "5", .fail(.rejected(status: 422))),
        (307, "5", .fail(.rejected(status: 307))),
    ])
    func retryAfterReplacesTheBackoff(status: Int, retryAfter: String, expected: RetryPolicy.Decision) {
        // No jitter on a server's explicit wait, whatever `random` says.
        for random in [0, 0.5, 0.99] {
            #expect(Self.policy.decision(after: Self.response(status, retryAfter: retryAfter), attempt: 2, elapsed: 0,
                                         random: random) == expected)
        }
    }

    @Test func retryAfterDoesNotAddTries() {
        let policy = RetryPolicy(retries: 1, timeout: 10, deadline: 1000)
        #expect(policy.decision(after: Self.response(429, retryAfter: "1"), attempt: 2, elapsed: 0, random: 0) == .fail(.exhausted))
    }

    // MARK: Deadline

    /// A retry is taken only when, after the wait, there is still room for a try (the
    /// try's timeout, or 1 s when that is longer) before the deadline.
    @Test(arguments: [
        // timeout 10: room needed after the wait is 1 s.
        (10.0, 20.0, 18.5, nil, RetryPolicy.Decision.retry(after: 0.25)),
        (10.0, 20.0, 18.74, nil, .retry(after: 0.25)),
        (10.0, 20.0, 18.75, nil, .fail(.exhausted)),
        (10.0, 20.0, 25.0, nil, .fail(.exhausted)),
        // A server asking for a wait past the deadline ends the submission now.
        (10.0, 20.0, 0.0, "30", .fail(.exhausted)),
        (10.0, 40.0, 0.0, "30", .retry(after: 30)),
        // timeout 0.5: room needed is 0.5 s.
        (0.5, 2.0, 1.2, nil, .retry(after: 0.25)),
        (0.5, 2.0, 1.25, nil, .fail(.exhausted)),
    ] as [(Double, Double, Double, String?, RetryPolicy.Decision)])
    func deadlineCutsRetries(timeout: Double, deadline: Double, elapsed: Double, retryAfter: String?,
                             expected: RetryPolicy.Decision) {
        let policy = RetryPolicy(retries: 5, timeout: timeout, deadline: deadline)
        #expect(policy.decision(after: Self.response(503, retryAfter: retryAfter), attempt: 1, elapsed: elapsed, random: 0)
                == expected)
    }

    @Test func defaults() {
        let standard = RetryPolicy()
        #expect(standard == RetryPolicy(retries: 3, timeout: 30, deadline: 180, baseDelay: 0.5, maxDelay: 30))
        // The deadline defaults to every try's timeout plus a minute for the waits.
        #expect(RetryPolicy(retries: 0, timeout: 5).deadline == 65)
        #expect(RetryPolicy(retries: 2, timeout: 1.5).deadline == 64.5)
        #expect(RetryPolicy(retries: 2, timeout: 1, deadline: 7).deadline == 7)
        // Negative retries mean none.
        #expect(RetryPolicy(retries: -2, timeout: 5) == RetryPolicy(retries: 0, timeout: 5, deadline: 65))
    }

    // MARK: Bounds

    /// Settings past the ranges are held to them, so that no sum or conversion can trap
    /// (the form loader and the command line refuse them before this).
    @Test func settingsAreHeldToTheirRanges() {
        #expect(RetryPolicy.timeoutRange == 0.1...3600)
        #expect(RetryPolicy.retriesRange == 0...100)
        let huge = RetryPolicy(retries: .max, timeout: 1e300)
        #expect(huge.retries == 100)
        #expect(huge.timeout == 3600)
        #expect(huge.deadline == 3600 * 101 + 60)
        #expect(RetryPolicy(retries: 1, timeout: .nan).timeout == 3600)
        #expect(RetryPolicy(retries: 1, timeout: 0).timeout == 0.1)
    }

    @Test func noArithmeticTrapsOnHugeValues() {
        let policy = RetryPolicy(retries: 100, timeout: 3600)
        for attempt in [Int.min, -1, 0, 1, 63, 64, Int.max - 1] {
            if case .retry(let wait) = policy.decision(after: .transportFailure("x", isTimeout: false), attempt: attempt,
                                                        elapsed: 0, random: 0.99) {
                #expect(wait <= policy.maxDelay)
            }
        }
        for value in ["999999999999999999999999", "Wed, 21 Oct 9223372036854775807 07:28:00 GMT",
                      "Wed, 21 Oct -9223372036854775807 07:28:00 GMT", "Wed, 21 Oct 10000 07:28:00 GMT"] {
            _ = policy.decision(after: Self.response(503, retryAfter: value), attempt: 1, elapsed: 0, random: 0, now: 1e18)
        }
        #expect(RetryPolicy.parseRetryAfter("Wed, 21 Oct 9223372036854775807 07:28:00 GMT", now: 0) == nil)
        #expect(RetryPolicy.parseRetryAfter("Fri, 31 Dec 9999 23:59:59 GMT", now: 0) == 253_402_300_799)
    }
}
