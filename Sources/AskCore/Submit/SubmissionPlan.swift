/// Everything one submission sends, decided before the first try: where, how, which
/// headers, the body, and the idempotency key every retry repeats.
public struct SubmissionPlan: Sendable, Equatable {
    /// Where the body goes: the form's `submit.url`, or `--post URL`.
    public var url: String
    /// `POST`, `PUT` or `PATCH`.
    public var method: String
    /// Headers in the order they are sent; values already expanded.
    public var headers: [SubmitSpec.Header]
    /// The request body: the answers as JSON.
    public var body: String
    /// Sent as `Idempotency-Key` on every try, so a server can tell a retry from a new submission.
    public var idempotencyKey: String
    /// When to retry and when to give up.
    public var policy: RetryPolicy

    /// Answers of `secret` rows: masked, like tokens, in every response body askform shows.
    public var secretAnswers: [String] = []

    /// Why a plan cannot be made.
    public enum Problem: Error, Sendable, Equatable {
        /// Every variable the headers need that is not set, in the order they are used.
        case missingVariables([String])
        /// A variable's value would put a control character (a line break, say) in a header.
        case unsafeVariable(String, header: String, character: UInt32)
        /// A header breaks ``HTTPHeader``'s rule (a form built in code, or `-H` not parsed
        /// by ``HTTPHeader/parse(_:)``).
        case invalidHeader(String, HTTPHeader.Problem)
    }

    /// Builds the plan: the form's submit block (or `--post URL`), its headers with
    /// `${env:NAME}` expanded, then `-H` headers (a later header of the same name replaces
    /// an earlier one). Fails with every variable the headers need that is not set, or with
    /// a header that breaks ``HTTPHeader``'s rule (naming the variable that brought it in).
    public static func make(spec: SubmitSpec?, overrideURL: String?, extraHeaders: [SubmitSpec.Header],
                            body: String, idempotencyKey: String, policy: RetryPolicy,
                            environment: [String: String]) -> Result<SubmissionPlan, Problem> {
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
            case .success(let value):
                if missing.isEmpty, let problem = HTTPHeader.problem(name: header.name, value: value) {
                    return .failure(blame(problem, header: header, environment: environment))
                }
                set(&headers, header.name, value)
            case .failure(let absent):
                // Once each, even when one value names a variable twice.
                for name in absent.names where !missing.contains(name) { missing.append(name) }
            }
        }
        if !missing.isEmpty { return .failure(.missingVariables(missing)) }
        for header in extraHeaders {
            if let problem = HTTPHeader.problem(name: header.name, value: header.value) {
                return .failure(.invalidHeader(header.name, problem))
            }
            set(&headers, header.name, header.value)
        }
        return .success(SubmissionPlan(url: overrideURL ?? spec?.url ?? "", method: spec?.method ?? "POST",
                                       headers: headers, body: body, idempotencyKey: idempotencyKey, policy: policy))
    }

    /// The variable whose value breaks the header rule, or the header itself when its own
    /// text does.
    private static func blame(_ problem: HTTPHeader.Problem, header: SubmitSpec.Header,
                              environment: [String: String]) -> Problem {
        if case .success(let parts) = EnvironmentReference.split(header.value) {
            for case .variable(let name) in parts {
                if let value = environment[name], let character = HTTPHeader.controlCharacter(in: value) {
                    return .unsafeVariable(name, header: header.name, character: character)
                }
            }
        }
        return .invalidHeader(header.name, problem)
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
    ///
    /// The URL's user information (`user:password@`) and its parts count as tokens too, and
    /// so does every secret answer: as it stands and as a JSON string holds it (a server
    /// that echoes the request shows it so). A secret answer shorter than 4 characters is
    /// masked only as a whole JSON string (`"12"`), so that unrelated text that happens to
    /// contain it (`text/plain`, a count) stays readable.
    var secretValues: [String] {
        var values: [String] = []
        for header in headers where !["content-type", "accept", "idempotency-key", "user-agent"].contains(header.name.lowercased()) {
            values.append(header.value)
            let words = header.value.split(separator: " ")
            if words.count == 2, words[1].count >= 8 { values.append(String(words[1])) }
        }
        if let userInfo = SubmitTarget.userInfo(of: url) {
            values.append(userInfo)
            values += userInfo.split(separator: ":").map(String.init)
        }
        var unique: [String] = []
        for value in values where value.count >= 4 && !unique.contains(value) { unique.append(value) }
        for answer in secretAnswers where !answer.isEmpty {
            let quoted = JSONValue.string(answer).serialized()
            for value in answer.count >= 4 ? [quoted, answer, String(quoted.dropFirst().dropLast())] : [quoted]
            where !unique.contains(value) {
                unique.append(value)
            }
        }
        return unique.sorted { $0.count > $1.count }
    }

    /// `text` with every header value that may hold a token, and every secret answer,
    /// replaced by `***` (a JSON string as `"***"`).
    public func redacted(_ text: String) -> String {
        var result = text
        for secret in secretValues {
            let isQuoted = secret.count >= 2 && secret.hasPrefix("\"") && secret.hasSuffix("\"")
            result = result.replacingAll(secret, with: isQuoted ? "\"***\"" : "***")
        }
        return result
    }

    /// The answers of `form`'s secret rows in an answers document, wherever they sit in it.
    public static func secretAnswers(in document: SourceNode, form: Form) -> [String] {
        let keys = Set(form.rows.filter { $0.kind.hidesAnswer }.compactMap(\.key))
        guard !keys.isEmpty else { return [] }
        var found: [String] = []
        func visit(_ node: SourceNode, secret: Bool) {
            switch node.value {
            case .string(let text) where secret: found.append(text)
            case .object(let members): for member in members { visit(member.value, secret: keys.contains(member.key)) }
            case .array(let items): for item in items { visit(item, secret: secret) }
            default: break
            }
        }
        visit(document, secret: false)
        return found
    }

    /// The URL as askform shows it: user information masked.
    public var shownURL: String {
        SubmitTarget.redactingUserInfo(url)
    }
}

/// A new random idempotency key (UUID version 4 text).
package enum IdempotencyKey {
    /// A key from `generator`, for tests that need the same key every run.
    package static func make<G: RandomNumberGenerator>(using generator: inout G) -> String {
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

    /// A key from the system's random source.
    package static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    /// True for text shaped like the keys ``make()`` returns.
    package static func isWellFormed(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        // ASCII hex only: `isHexDigit` also takes full-width digits, which have no place in a header.
        return parts.map(\.count) == [8, 4, 4, 4, 12] && parts.allSatisfy { part in
            part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        }
    }
}

extension String {
    /// Every `target` replaced by `replacement`, left to right (no Foundation needed).
    package func replacingAll(_ target: String, with replacement: String) -> String {
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
