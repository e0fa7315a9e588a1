/// Writes answers the way `fill` outputs them (docs/CLI.md, "Output").
public enum AnswerEncoder {
    /// The answers as a JSON object in form order; dotted keys nest
    /// (`address.city` → `{"address": {"city": …}}`).
    public static func json(_ answers: [(key: String, value: AnswerValue)]) -> JSONValue {
        json(answers) { _, value in value.json }
    }

    /// The answers of a form as `fill` writes them: each row's answer encoded by its kind
    /// (``RowKind/encode(_:)``), a unit's as its value.
    public static func json(_ answers: [(key: String, value: AnswerValue)], layout: FormLayout) -> JSONValue {
        json(answers) { key, value in
            guard !value.isNull, let kind = layout.kind(ofRowKey: key) else { return value.json }
            return kind.encode(value)
        }
    }

    private static func json(_ answers: [(key: String, value: AnswerValue)],
                             encoding: (String, AnswerValue) -> JSONValue) -> JSONValue {
        var root: [(String, JSONValue)] = []
        for (key, value) in answers {
            insert(encoding(key, value), at: key.split(separator: ".").map(String.init)[...], into: &root)
        }
        return .object(root)
    }

    private static func insert(_ value: JSONValue, at path: ArraySlice<String>, into members: inout [(String, JSONValue)]) {
        guard let head = path.first else { return }
        if path.count == 1 {
            members.append((head, value))
            return
        }
        if let index = members.firstIndex(where: { $0.0 == head }), case .object(var inner) = members[index].1 {
            insert(value, at: path.dropFirst(), into: &inner)
            members[index].1 = .object(inner)
        } else {
            var inner: [(String, JSONValue)] = []
            insert(value, at: path.dropFirst(), into: &inner)
            members.append((head, .object(inner)))
        }
    }

    /// `KEY='value'` lines for `eval` in a POSIX shell: keys upper-cased with `.` and `-`
    /// turned into `_`, after `naming`'s prefix; values single-quoted (a `'` inside becomes
    /// `'\''`), so `$(...)`, backticks and newlines stay inert. null is empty, a multiselect
    /// comma-separated, a confirm `true` or `false`. A key whose variable a shell relies on
    /// (``EnvironmentNaming/isReserved(_:)``) is refused, and then nothing is written.
    public static func env(_ answers: [(key: String, value: AnswerValue)],
                           naming: EnvironmentNaming = EnvironmentNaming()) throws(EnvironmentNaming.Problem) -> String {
        var output = ""
        for (key, value) in answers {
            if let problem = naming.problem(forKey: key) { throw problem }
            output += naming.name(for: key) + "=" + shellQuoted(value.envText) + "\n"
        }
        return output
    }

    /// The variable name `env` output uses for a key.
    public static func environmentName(_ key: String) -> String {
        String(key.uppercased().map { $0 == "." || $0 == "-" ? "_" : $0 })
    }

    /// `text` as is when it needs no quoting in a shell command line, else single-quoted.
    public static func shellQuotedIfNeeded(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCIILetter || scalar.isASCIIDigit || "-_./,:=+@%".unicodeScalars.contains(scalar)
        }
        return plain ? text : shellQuoted(text)
    }

    /// `text` in single quotes, each `'` written as `'\''`: safe in any POSIX shell whatever it holds.
    ///
    /// Use ``shellQuotedIfNeeded(_:)`` for output a person reads; this one always quotes, so a
    /// caller building a command line never has to reason about which characters are special.
    public static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

extension AnswerValue {
    /// The answer as a JSON value: numbers as numbers, confirm as booleans, multiselect as
    /// an array of values.
    public var json: JSONValue {
        switch self {
        case .null: return .null
        case .string(let text): return .string(text)
        case .integer(let value): return .number(String(value))
        case .number(let value): return .number(AnswerValue.format(value))
        case .bool(let value): return .bool(value)
        case .list(let values): return .array(values.map(JSONValue.string))
        }
    }

    var envText: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .list(let values): return values.joined(separator: ",")
        default: return plainText
        }
    }
}
