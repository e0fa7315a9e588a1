/// The parts of a submission URL that the policy needs: scheme and host.
package struct SubmitTarget: Sendable, Equatable {
    /// `http` or `https`, lowercased.
    public var scheme: String
    /// The host without brackets or port, lowercased.
    public var host: String

    /// Accepts absolute `http://` and `https://` URLs with a host and no spaces. A problem
    /// quotes the URL with its user information masked (``redactingUserInfo(_:)``).
    public static func parse(_ url: String) -> Result<SubmitTarget, FormProblem> {
        let shown = redactingUserInfo(url)
        guard let separator = url.range(of: "://") else { return .failure(.unsupportedURLScheme(shown)) }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return .failure(.unsupportedURLScheme(shown)) }
        let rest = url[separator.upperBound...]
        guard !url.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) else {
            return .failure(.invalidURL(shown))
        }
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return .failure(.invalidURL(shown)) }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || (after.hasPrefix(":") && after.dropFirst().allSatisfy(\.isASCIIDigit)) else {
                return .failure(.invalidURL(shown))
            }
        } else {
            host = authority
            if let colon = authority.firstIndex(of: ":") {
                host = authority[..<colon]
                let port = authority[authority.index(after: colon)...]
                guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCIIDigit) else { return .failure(.invalidURL(shown)) }
            }
        }
        guard !host.isEmpty else { return .failure(.invalidURL(shown)) }
        return .success(SubmitTarget(scheme: scheme, host: host.lowercased()))
    }

    /// `localhost`, `127.0.0.0/8` and `::1`: traffic that never leaves the machine.
    public var isLoopback: Bool {
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { part in
            !part.isEmpty && part.allSatisfy(\.isASCIIDigit) && (Int(part) ?? 256) <= 255
        }
    }
}

extension SubmitTarget {
    /// Whether the proxy variables (`https_proxy`, `ALL_PROXY`…) may route this submission:
    /// only over https, where the proxy relays TLS it cannot read. Plain http always goes
    /// straight to the host the URL names, so the plain-http rule for secrets is about the
    /// hop actually taken, and no proxy sees answers or tokens in clear (docs/SUBMIT.md).
    public var allowsProxy: Bool { scheme == "https" }

    /// The user information of `url` (`user:password@` before the host), if it has any.
    public static func userInfo(of url: String) -> String? {
        userInfoRange(in: url).map { String(url[$0]) }
    }

    /// `url` with its user information, which holds credentials, replaced by `***`:
    /// `https://***@example.org/collect`. Every URL askform shows goes through this.
    public static func redactingUserInfo(_ url: String) -> String {
        guard let range = userInfoRange(in: url) else { return url }
        return String(url[..<range.lowerBound]) + "***" + String(url[range.upperBound...])
    }

    /// Where the user information sits: after `://`, before the authority's last `@`.
    private static func userInfoRange(in url: String) -> Range<String.Index>? {
        guard let separator = url.range(of: "://") else { return nil }
        let authority = url[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return nil }
        return separator.upperBound..<at
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
