/// Everything one submission sends, decided before the first try: where, how, which
/// headers, the body, and the idempotency key every retry repeats.
public struct SubmissionPlan: Sendable, Equatable {
    public var url: String
    public var method: String
    /// Headers in the order they are sent; values already expanded.
    public var headers: [SubmitSpec.Header]
    public var body: String
    public var idempotencyKey: String
    public var policy: RetryPolicy

    /// Builds the plan: the form's submit block (or `--post URL`), its headers with
    /// `${env:NAME}` expanded, then `-H` headers (a later header of the same name replaces
    /// an earlier one). Fails with every variable the headers need that is not set.
    public static func make(spec: SubmitSpec?, overrideURL: String?, extraHeaders: [SubmitSpec.Header],
                            body: String, idempotencyKey: String, policy: RetryPolicy,
                            environment: [String: String]) -> Result<SubmissionPlan, EnvironmentReference.MissingVariables> {
        var headers: [SubmitSpec.Header] = [
            .init(name: "Content-Type", value: "application/json"),
            .init(name: "Accept", value: "application/json, text/plain;q=0.9, */*;q=0.8"),
            .init(name: "Idempotency-Key", value: idempotencyKey),
        ]
        var missing: [String] = []
        // A form header that `-H` replaces is not expanded: its variables are not needed.
        let replaced = Set(extraHeaders.map { $0.name.lowercased() })
        for header in spec?.headers ?? [] where !replaced.contains(header.name.lowercased()) {
            switch EnvironmentReference.expand(header.value, lookup: { environment[$0] }) {
            case .success(let value): set(&headers, header.name, value)
            case .failure(let absent):
                // Once each, even when one value names a variable twice.
                for name in absent.names where !missing.contains(name) { missing.append(name) }
            }
        }
        if !missing.isEmpty { return .failure(.init(names: missing)) }
        for header in extraHeaders { set(&headers, header.name, header.value) }
        return .success(SubmissionPlan(url: overrideURL ?? spec?.url ?? "", method: spec?.method ?? "POST",
                                       headers: headers, body: body, idempotencyKey: idempotencyKey, policy: policy))
    }

    private static func set(_ headers: inout [SubmitSpec.Header], _ name: String, _ value: String) {
        headers.removeAll { $0.name.lowercased() == name.lowercased() }
        headers.append(.init(name: name, value: value))
    }

    /// The header values that must never appear in messages: every header the form or
    /// `-H` gave (tokens live there), except the harmless ones askform sets itself. A value
    /// shaped like `SCHEME CREDENTIALS` (`Bearer TOKEN`: one space, credentials of 8 or more
    /// characters) also gives its credentials alone, since a server may well echo the bare
    /// token. Longest first, so a whole value is masked as one.
    public var secretValues: [String] {
        var values: [String] = []
        for header in headers where !["content-type", "accept", "idempotency-key", "user-agent"].contains(header.name.lowercased()) {
            values.append(header.value)
            let words = header.value.split(separator: " ")
            if words.count == 2, words[1].count >= 8 { values.append(String(words[1])) }
        }
        var unique: [String] = []
        for value in values where value.count >= 4 && !unique.contains(value) { unique.append(value) }
        return unique.sorted { $0.count > $1.count }
    }

    /// `text` with every header value that may hold a token replaced by `***`.
    public func redacted(_ text: String) -> String {
        var result = text
        for secret in secretValues {
            result = result.replacingAll(secret, with: "***")
        }
        return result
    }
}

/// A new random idempotency key (UUID version 4 text).
public enum IdempotencyKey {
    public static func make<G: RandomNumberGenerator>(using generator: inout G) -> String {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        let characters = Array(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }

    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// True for text shaped like the keys ``make()`` returns.
    public static func isWellFormed(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        // ASCII hex only: `isHexDigit` also takes full-width digits, which have no place in a header.
        return parts.map(\.count) == [8, 4, 4, 4, 12] && parts.allSatisfy { part in
            part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
