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
        if !layout.groupPaths.isEmpty { return grouped(answers, layout: layout) }
        return json(answers) { key, value in
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

    /// The answers of a form with repeat groups: a group's key holds an array of its items'
    /// objects (`travellers.2.name` is `{"travellers": [{…}, {"name": …}]}`); the group's
    /// count row makes the array even when it has no items.
    private static func grouped(_ answers: [(key: String, value: AnswerValue)], layout: FormLayout) -> JSONValue {
        var root: [(String, JSONValue)] = []
        for (key, value) in answers {
            // Add questions are the walk's, never answers.
            if key.contains(".+") { continue }
            let encoded: JSONValue
            if layout.groupPaths.contains(key) {
                encoded = .array([])
            } else if !value.isNull, let kind = layout.kind(ofRowKey: key) {
                encoded = kind.encode(value)
            } else {
                encoded = value.json
            }
            insertGrouped(encoded, at: key.split(separator: ".").map(String.init)[...], prefix: "", groups: layout.groupPaths,
                          into: &root)
        }
        return .object(root)
    }

    private static func insertGrouped(_ value: JSONValue, at path: ArraySlice<String>, prefix: String, groups: Set<String>,
                                      into members: inout [(String, JSONValue)]) {
        guard let head = path.first else { return }
        let name = prefix.isEmpty ? head : prefix + "." + head
        let existing = members.firstIndex { $0.0 == head }
        if groups.contains(name) {
            var items: [JSONValue] = []
            if let existing, case .array(let present) = members[existing].1 {
                items = present
                members[existing].1 = .null  // the array is changed in place, not copied
            }
            if path.count > 2, let number = Int(path[path.startIndex + 1]), number >= 1 {
                while items.count < number { items.append(.object([])) }
                var inner: [(String, JSONValue)] = []
                if case .object(let present) = items[number - 1] { inner = present }
                insertGrouped(value, at: path.dropFirst(2), prefix: name + "." + String(number), groups: groups, into: &inner)
                items[number - 1] = .object(inner)
            }
            if let existing { members[existing].1 = .array(items) } else { members.append((head, .array(items))) }
            return
        }
        if path.count == 1 {
            members.append((head, value))
            return
        }
        if let existing, case .object(var inner) = members[existing].1 {
            insertGrouped(value, at: path.dropFirst(), prefix: name, groups: groups, into: &inner)
            members[existing].1 = .object(inner)
        } else {
            var inner: [(String, JSONValue)] = []
            insertGrouped(value, at: path.dropFirst(), prefix: name, groups: groups, into: &inner)
            members.append((head, .object(inner)))
        }
    }

    /// `KEY='value'` lines for `eval` in a POSIX shell: keys upper-cased with `.` and `-`
    /// turned into `_`, after `naming`'s prefix; values single-quoted (a `'` inside becomes
    /// `'\''`), so `$(...)`, backticks and newlines stay inert. null is empty, a multiselect
    /// comma-separated, a confirm `true` or `false`. A key whose variable a shell relies on
    /// (``EnvironmentNaming/isReserved(_:)``) is refused, and then nothing is written.
    /// A repeat group's key (among `groups`) writes `KEY_COUNT=N`, its items' rows
    /// `KEY_1_ROW='…'` (items from 1).
    public static func env(_ answers: [(key: String, value: AnswerValue)],
                           naming: EnvironmentNaming = EnvironmentNaming(),
                           groups: Set<String> = []) throws(EnvironmentNaming.Problem) -> String {
        var output = ""
        for (key, value) in answers {
            if groups.contains(key) {
                // A repeat group: its number of items, then its items' rows (`TRAVELLERS_1_NAME`).
                let count = naming.name(for: key) + "_COUNT"
                if naming.refuses(count) { throw .reserved(key: key, variable: count) }
                output += count + "=" + value.countText + "\n"
                continue
            }
            if key.contains(".+") { continue }
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

    /// A count row's value as a whole number.
    var countText: String {
        switch self {
        case .integer(let value): return String(value)
        case .number(let value) where value.isFinite: return String(Int(value))
        default: return "0"
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
