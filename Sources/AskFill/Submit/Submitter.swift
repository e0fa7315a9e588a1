#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore

/// Sends a submission plan with the retry policy, saying on stderr what each failed try
/// was and when the next comes. A stop signal (Ctrl-C, SIGTERM, SIGHUP, Ctrl-\\) ends it at
/// once, during a try or a wait, piped or at a terminal; Ctrl-Z suspends it (docs/SUBMIT.md).
struct Submitter {
    enum Outcome {
        case sent(HTTPClient.Response)
        /// `body`: the last response's body as shown (tokens and secret answers masked).
        case failed(reason: Message, body: String?, bodyCut: Bool)
        /// Ended by this signal before the server confirmed anything.
        case stopped(Int32)
    }

    var caFile: String?
    /// For the line printed before each retry.
    var catalog: Catalog

    func send(_ plan: SubmissionPlan) -> Outcome {
        // Caught from here on, for piped runs too (the line editor's handlers may already be
        // in place); Ctrl-Z gets its default: nothing to restore at the terminal while sending.
        StopSignals.install(StopSignals.stops)
        StopSignals.restoreDefault(SIGTSTP)
        if let signal = StopSignals.pendingStop() { return .stopped(signal) }
        let curl: Curl
        switch Curl.load() {
        case .success(let loaded): curl = loaded
        case .failure(let error): return .failed(reason: error.reason, body: nil, bodyCut: false)
        }
        let client = HTTPClient(curl: curl, caFile: caFile)
        let start = Self.now()
        var generator = SystemRandomNumberGenerator()
        let tries = plan.policy.retries + 1
        var attempt = 1
        while true {
            let remaining = plan.policy.deadline - (Self.now() - start)
            guard remaining > 0.05 else {
                return .failed(reason: .deadlinePassed(seconds: plan.policy.deadline), body: nil, bodyCut: false)
            }
            let result = client.send(plan, timeout: min(plan.policy.timeout, remaining))
            let outcome: RetryPolicy.Outcome
            let what: Message
            switch result {
            case .success(let response):
                outcome = .response(status: response.status, retryAfter: response.header("Retry-After"))
                what = .httpStatus(response.status)
            case .failure(.transport(let message, let isTimeout)):
                outcome = .transportFailure(catalog.text(for: message), isTimeout: isTimeout)
                what = message
            case .failure(.stopped(let signal)):
                return .stopped(signal)
            }
            let decision = plan.policy.decision(after: outcome, attempt: attempt, elapsed: Self.now() - start,
                                                random: Double.random(in: 0..<1, using: &generator),
                                                now: Double(time(nil)))
            switch decision {
            case .succeeded:
                if case .success(let response) = result { return .sent(response) }
                return .failed(reason: what, body: nil, bodyCut: false)
            case .retry(let wait):
                CommandFailure.Line.note(.retrying(attempt: attempt, of: tries, failure: what, wait: wait)).print(catalog)
                if let signal = StopSignals.wait(wait, now: Self.now) { return .stopped(signal) }
                attempt += 1
            case .fail(let reason):
                var body: String?
                var bodyCut = false
                if case .success(let response) = result, !response.body.isEmpty {
                    body = plan.redacted(InertText.make(String(decoding: response.body, as: UTF8.self), keepNewlines: true))
                    bodyCut = response.bodyCut
                }
                switch reason {
                case .rejected(let status):
                    return .failed(reason: (300..<400).contains(status) ? .redirectRefused(status) : .refusedByServer(status),
                                   body: body, bodyCut: bodyCut)
                case .exhausted:
                    return .failed(reason: .failedAfterTries(what, tries: attempt), body: body, bodyCut: bodyCut)
                }
            }
        }
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
