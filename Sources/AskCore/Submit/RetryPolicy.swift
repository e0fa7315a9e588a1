/// When to try a submission again, and when to give up (SPEC §6).
///
/// Retried: connection errors, timeouts, 408, 429 and 5xx, with exponential backoff and
/// full jitter, honouring `Retry-After` up to a cap. Final: 2xx (success), any other 4xx,
/// and 3xx (redirects are never followed). Nothing outlives the overall deadline.
public struct RetryPolicy: Sendable, Equatable {
    /// Retries after the first try.
    public var retries: Int
    /// Seconds one try may take, connection to last byte.
    public var timeout: Double
    /// Seconds the whole submission may take, retries and waits included.
    public var deadline: Double
    /// First backoff, doubled each retry.
    public var baseDelay: Double
    /// Longest single wait, `Retry-After` included.
    public var maxDelay: Double

    public init(retries: Int = 3, timeout: Double = 30, deadline: Double? = nil,
                baseDelay: Double = 0.5, maxDelay: Double = 30) {
        self.retries = max(0, retries)
        self.timeout = timeout
        self.deadline = deadline ?? timeout * Double(max(0, retries) + 1) + 60
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// How one try ended.
    public enum Outcome: Sendable, Equatable {
        case response(status: Int, retryAfter: String?)
        /// No response: refused, reset, DNS, TLS failure, or the try's timeout.
        case transportFailure(String, isTimeout: Bool)
    }

    public enum Decision: Sendable, Equatable {
        case succeeded
        /// Wait this many seconds, then try again.
        case retry(after: Double)
        /// Stop: the submission failed.
        case fail(FailureReason)
    }

    public enum FailureReason: Sendable, Equatable {
        /// A 4xx other than 408/429, or a 3xx: trying again would not help.
        case rejected(status: Int)
        /// Every try failed, or the deadline left no room for another.
        case exhausted
    }

    /// What to do after try number `attempt` (1-based) ended with `outcome`, `elapsed`
    /// seconds into the submission. `random` gives the jitter, in 0..<1.
    public func decision(after outcome: Outcome, attempt: Int, elapsed: Double, random: Double) -> Decision {
        var hint: Double?
        switch outcome {
        case .response(let status, let retryAfter):
            switch status {
            case 200..<300: return .succeeded
            case 408, 429, 500..<600: hint = retryAfter.flatMap(Self.parseRetryAfter)
            default: return .fail(.rejected(status: status))
            }
        case .transportFailure:
            break
        }
        guard attempt <= retries else { return .fail(.exhausted) }
        let backoff = min(maxDelay, baseDelay * Double(1 << min(attempt - 1, 20)))
        let wait = hint.map { min(maxDelay, max(0, $0)) } ?? backoff * (0.5 + random / 2)
        // A wait that would leave no time for the next try is not worth taking.
        guard elapsed + wait + min(timeout, 1) < deadline else { return .fail(.exhausted) }
        return .retry(after: wait)
    }

    /// Seconds from a `Retry-After` value: delta-seconds only (an HTTP date is ignored and
    /// the normal backoff applies).
    public static func parseRetryAfter(_ value: String) -> Double? {
        let trimmed = value.trimmingWhitespace()
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let seconds = Int(trimmed.prefix(9)) else {
            return nil
        }
        return Double(seconds)
    }
}
