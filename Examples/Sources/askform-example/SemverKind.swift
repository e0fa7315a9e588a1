import AskCore

/// A semantic version, `1.2.3` or `1.2.3-beta.1`, ordered as semver.org says (a pre-release
/// comes before its release). Build metadata (`+build.5`) is not accepted.
struct Semver: Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int
    /// The dot-separated identifiers after `-`; empty for a release.
    var prerelease: [Substring]

    init?(_ text: String) {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = parts[0].split(separator: ".", omittingEmptySubsequences: false).map(Self.number)
        guard numbers.count == 3, let major = numbers[0], let minor = numbers[1], let patch = numbers[2] else { return nil }
        (self.major, self.minor, self.patch) = (major, minor, patch)
        prerelease = parts.count == 2 ? parts[1].split(separator: ".", omittingEmptySubsequences: false) : []
        guard parts.count == 1 || prerelease.allSatisfy(Self.isIdentifier) else { return nil }
    }

    init(_ major: Int, _ minor: Int, _ patch: Int) {
        (self.major, self.minor, self.patch, prerelease) = (major, minor, patch, [])
    }

    var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    /// The releases that can follow this one: the next patch, minor and major.
    var nextReleases: [Semver] {
        [Semver(major, minor, patch + 1), Semver(major, minor + 1, 0), Semver(major + 1, 0, 0)]
    }

    static func < (a: Semver, b: Semver) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) {
            return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
        }
        switch (a.prerelease.isEmpty, b.prerelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): break
        }
        for (x, y) in zip(a.prerelease, b.prerelease) where x != y {
            switch (Int(x), Int(y)) {
            case (let m?, let n?): return m < n
            case (_?, nil): return true     // numeric identifiers come first
            case (nil, _?): return false
            case (nil, nil): return x < y
            }
        }
        return a.prerelease.count < b.prerelease.count
    }

    /// A number without a leading zero (`0`, `12`, not `012`).
    private static func number(_ text: Substring) -> Int? {
        guard text.allSatisfy(\.isASCIIDigit), text == "0" || !text.hasPrefix("0") else { return nil }
        return Int(text)
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }) else { return false }
        return !text.allSatisfy(\.isASCIIDigit) || number(text) != nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

/// `semver` rows: a version above the row's `after` (the version released last), with a
/// pre-release part only when the row's `prerelease` is true.
///
/// The kind's rules are in ``problem(with:)``, not in ``interpret(_:from:)``: `problem` is
/// called for every answer (typed, from `--answers`, in `validate`), `interpret` only for
/// typed text.
struct SemverKind: RowKind {
    var after: Semver?
    var allowsPrerelease: Bool

    var typeName: String { "semver" }
    var expectedValue: ExpectedValue { .custom("a version string such as 1.2.3") }

    /// Typed text only: `v1.5.0` is taken as `1.5.0`.
    func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        .success(.string(text.hasPrefix("v") ? String(text.dropFirst()) : text))
    }

    func problem(with value: AnswerValue) -> AnswerProblem? {
        guard case .string(let text) = value else {
            return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
        guard let version = Semver(text) else { return .refused(text, because: "not a version like 1.2.3") }
        if !allowsPrerelease, !version.prerelease.isEmpty {
            return .refused(text, because: "a pre-release version is not allowed here")
        }
        if let after, version <= after {
            return .refused(text, because: LocalizedText("not after \(after), the current version"))
        }
        return nil
    }

    /// The shape only: JSON Schema cannot compare versions, so `after` is checked by
    /// `askform validate` (``AnswerValidator``) and not by the schema.
    func schema(required: Bool) -> [(String, JSONValue)] {
        let number = "(0|[1-9][0-9]*)"
        let identifier = "(0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)"
        let prerelease = allowsPrerelease ? "(-\(identifier)(\\.\(identifier))*)?" : ""
        // `$(?!\n)`: the end of the text, as ECMA-262 and Python's `re` both read it.
        return [RowSchema.type("string", required: required),
                ("pattern", .string("^\(number)\\.\(number)\\.\(number)\(prerelease)$(?!\\n)"))]
    }

    /// `e.g. 1.5.0`: the next minor release when the row has `after`.
    func hint(_ text: (LocalizedText) -> String) -> [Message] {
        [.hintExample(after.map { $0.nextReleases[1].description } ?? "1.0.0")]
    }

    /// TAB offers the releases that can follow `after`.
    var completions: [String] {
        after?.nextReleases.map(\.description) ?? []
    }
}

/// How a form file's `semver` row becomes a ``SemverKind``: its own keys are `after` (a
/// version) and `prerelease` (a bool); anything wrong is reported at the key.
let semverDefinition = RowKindDefinition("semver", keys: ["after", "prerelease"]) { row in
    var after: Semver?
    if let text = row.string("after") {
        guard let version = Semver(text) else {
            row.report("after", "must be a version like 1.2.3")
            return nil
        }
        after = version
    }
    return SemverKind(after: after, allowsPrerelease: row.bool("prerelease") ?? false)
}

/// A loader that knows askform's row kinds and `semver`.
let releaseLoader = FormLoader(kinds: RowKinds.builtIn.registering(semverDefinition))
