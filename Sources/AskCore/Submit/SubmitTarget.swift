/// The parts of a submission URL that the policy needs: scheme and host.
public struct SubmitTarget: Sendable, Equatable {
    /// `http` or `https`, lowercased.
    public var scheme: String
    /// The host without brackets or port, lowercased.
    public var host: String

    /// Accepts absolute `http://` and `https://` URLs with a host and no spaces.
    public static func parse(_ url: String) -> Result<SubmitTarget, FormProblem> {
        guard let separator = url.range(of: "://") else { return .failure(.unsupportedURLScheme(url)) }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return .failure(.unsupportedURLScheme(url)) }
        let rest = url[separator.upperBound...]
        guard !url.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) else {
            return .failure(.invalidURL(url))
        }
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return .failure(.invalidURL(url)) }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || (after.hasPrefix(":") && after.dropFirst().allSatisfy(\.isASCIIDigit)) else {
                return .failure(.invalidURL(url))
            }
        } else {
            host = authority
            if let colon = authority.firstIndex(of: ":") {
                host = authority[..<colon]
                let port = authority[authority.index(after: colon)...]
                guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCIIDigit) else { return .failure(.invalidURL(url)) }
            }
        }
        guard !host.isEmpty else { return .failure(.invalidURL(url)) }
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

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
