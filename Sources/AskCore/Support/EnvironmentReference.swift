/// `${env:NAME}` references, the only expansion askform ever does in form text (header
/// values and defaults).
enum EnvironmentReference {
    /// A piece of a text with references: a literal run, or the name of a variable to expand.
    enum Part: Sendable, Equatable {
        case literal(String)
        case variable(String)
    }

    /// Splits `text` into literal runs and variable names; fails on a `${` that does not
    /// open a well-formed `${env:NAME}` (NAME: letters, digits, `_`, not starting with a digit).
    static func split(_ text: String) -> Result<[Part], FormProblem> {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            literal += rest[..<start.lowerBound]
            let afterOpen = rest[start.upperBound...]
            guard afterOpen.hasPrefix("env:"), let close = afterOpen.firstIndex(of: "}") else {
                return .failure(.environmentReferenceSyntax(text))
            }
            let name = afterOpen[afterOpen.index(afterOpen.startIndex, offsetBy: 4)..<close]
            guard isValidName(name) else { return .failure(.environmentReferenceSyntax(text)) }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.variable(String(name)))
            rest = afterOpen[afterOpen.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty || parts.isEmpty { parts.append(.literal(literal)) }
        return .success(parts)
    }

    /// Expands every reference with `lookup`; the names that `lookup` does not know are
    /// returned as the failure, so the caller can say which are missing.
    static func expand(_ text: String, lookup: (String) -> String?) -> Result<String, MissingVariables> {
        guard case .success(let parts) = split(text) else { return .success(text) }
        var result = ""
        var missing: [String] = []
        for part in parts {
            switch part {
            case .literal(let literal): result += literal
            case .variable(let name):
                if let value = lookup(name) { result += value } else { missing.append(name) }
            }
        }
        return missing.isEmpty ? .success(result) : .failure(MissingVariables(names: missing))
    }

    /// Environment variables a form needs that are not set.
    struct MissingVariables: Error, Sendable, Equatable {
        /// The unset names, in the order the text uses them.
        var names: [String]
    }

    static func isValidName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    }
}

extension Substring {
    /// The first occurrence of `needle`, searched by Unicode scalars.
    func range(of needle: String) -> Range<Index>? {
        let pattern = Array(needle.unicodeScalars)
        guard let first = pattern.first else { return nil }
        var index = startIndex
        let scalars = unicodeScalars
        while index < endIndex {
            if scalars[index] == first {
                var probe = index, matched = 0
                while matched < pattern.count, probe < endIndex, scalars[probe] == pattern[matched] {
                    probe = scalars.index(after: probe)
                    matched += 1
                }
                if matched == pattern.count { return index..<probe }
            }
            index = scalars.index(after: index)
        }
        return nil
    }
}

extension String {
    func range(of needle: String) -> Range<Index>? {
        self[...].range(of: needle)
    }
}
