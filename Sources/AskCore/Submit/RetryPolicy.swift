/// When to try a submission again, and when to give up (docs/SUBMIT.md).
///
/// Retried: connection errors, timeouts, 408, 429 and 5xx, with exponential backoff and
/// full jitter, honouring `Retry-After` up to a cap. Final: 2xx (success), any other 4xx,
/// and 3xx (redirects are never followed). Nothing outlives the overall deadline.
///
/// No arithmetic here can trap, whatever a form, the command line or a server says: the
/// settings are held to ``timeoutRange`` and ``retriesRange``, and waits to ``maxDelay``.
public struct RetryPolicy: Sendable, Equatable {
    /// The seconds a try may be given (`timeout` in a form, `--timeout`): docs/SUBMIT.md.
    public static let timeoutRange: ClosedRange<Double> = 0.1...3600
    /// The retries a submission may be given (`retries` in a form, `--retries`).
    public static let retriesRange: ClosedRange<Int> = 0...100
    /// The ranges' bounds as messages show them: `("0.1", "3600")`, `("0", "100")`.
    public static let timeoutBounds = (lowest: "\(timeoutRange.lowerBound)", highest: "\(Int(timeoutRange.upperBound))")
    /// The bounds of ``retriesRange`` as messages show them.
    public static let retriesBounds = (lowest: "\(retriesRange.lowerBound)", highest: "\(retriesRange.upperBound)")

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

    /// A policy held to ``timeoutRange`` and ``retriesRange`` (values outside are clamped, a NaN timeout taken as the longest).
    ///
    /// - Parameters:
    ///   - retries: Retries after the first try.
    ///   - timeout: Seconds one try may take, connection to last byte.
    ///   - deadline: Seconds for the whole submission; `nil` for `timeout × tries + 60`.
    ///   - baseDelay: The first wait, doubled each retry (with jitter).
    ///   - maxDelay: The longest single wait, `Retry-After` included.
    public init(retries: Int = 3, timeout: Double = 30, deadline: Double? = nil,
                baseDelay: Double = 0.5, maxDelay: Double = 30) {
        // Held to the ranges (the form loader and the command line refuse values outside them).
        let retries = retries.clamped(to: Self.retriesRange)
        let timeout = timeout.isNaN ? Self.timeoutRange.upperBound : timeout.clamped(to: Self.timeoutRange)
        self.retries = retries
        self.timeout = timeout
        self.deadline = deadline ?? timeout * Double(retries + 1) + 60
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// How one try ended.
    public enum Outcome: Sendable, Equatable {
        case response(status: Int, retryAfter: String?)
        /// No response: refused, reset, DNS, TLS failure, or the try's timeout.
        case transportFailure(String, isTimeout: Bool)
    }

    /// What to do after a try (``decision(after:attempt:elapsed:random:now:)``): succeed, wait and retry, or fail.
    public enum Decision: Sendable, Equatable {
        case succeeded
        /// Wait this many seconds, then try again.
        case retry(after: Double)
        /// Stop: the submission failed.
        case fail(FailureReason)
    }

    /// Why a submission failed for good.
    public enum FailureReason: Sendable, Equatable {
        /// A 4xx other than 408/429, or a 3xx: trying again would not help.
        case rejected(status: Int)
        /// Every try failed, or the deadline left no room for another.
        case exhausted
    }

    /// What to do after try number `attempt` (1-based) ended with `outcome`, `elapsed`
    /// seconds into the submission. `random` gives the jitter, in 0..<1.
    ///
    /// `now` (seconds since 1970) lets a `Retry-After` written as an HTTP date count too.
    public func decision(after outcome: Outcome, attempt: Int, elapsed: Double, random: Double,
                         now: Double? = nil) -> Decision {
        var hint: Double?
        switch outcome {
        case .response(let status, let retryAfter):
            switch status {
            case 200..<300: return .succeeded
            case 408, 429, 500..<600: hint = retryAfter.flatMap { Self.parseRetryAfter($0, now: now) }
            default: return .fail(.rejected(status: status))
            }
        case .transportFailure:
            break
        }
        guard attempt <= retries else { return .fail(.exhausted) }
        let backoff = min(maxDelay, baseDelay * Double(1 << (attempt <= 1 ? 0 : min(attempt - 1, 20))))
        let wait = hint.map { min(maxDelay, max(0, $0)) } ?? backoff * (0.5 + random / 2)
        // A wait that would leave no time for the next try is not worth taking.
        guard elapsed + wait + min(timeout, 1) < deadline else { return .fail(.exhausted) }
        return .retry(after: wait)
    }

    /// Seconds from a `Retry-After` value: delta-seconds, or (when `now` is given, in
    /// seconds since 1970) an HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`) counted from now.
    static func parseRetryAfter(_ value: String, now: Double? = nil) -> Double? {
        let trimmed = value.trimmingWhitespace()
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let seconds = Int(trimmed.prefix(9)) {
            return Double(seconds)
        }
        guard let now, let date = httpDate(trimmed) else { return nil }
        return max(0, date - now)
    }

    /// Seconds since 1970 of an IMF-fixdate (RFC 9110 §5.6.7), the form servers send.
    static func httpDate(_ text: String) -> Double? {
        let parts = text.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT",
              let day = Int(parts[1]), let monthIndex = months.firstIndex(of: String(parts[2])), let year = Int(parts[3]),
              (1...9999).contains(year)  // four digits, as the format says; far years would overflow below
        else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (1...31).contains(day), (0..<24).contains(clock[0]), (0..<60).contains(clock[1]),
              (0...60).contains(clock[2]) else { return nil }
        // Days from 1970-01-01 to the civil date (Howard Hinnant's algorithm).
        let month = monthIndex + 1
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Double(days * 86_400 + clock[0] * 3_600 + clock[1] * 60 + clock[2])
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
