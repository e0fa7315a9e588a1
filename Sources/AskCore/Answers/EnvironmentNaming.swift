/// How `env` output names its variables (an optional prefix, then the key upper-cased with
/// `.` and `-` as `_`), and the variables it never writes.
///
///     let naming = EnvironmentNaming(prefix: "TRIP_")
///     naming.name(for: "path")                 // "TRIP_PATH"
///     EnvironmentNaming().problem(in: form)    // .reserved(key: "path", variable: "PATH")
public struct EnvironmentNaming: Sendable, Equatable {
    /// Put before every variable name; empty for none. See ``isValidPrefix(_:)``.
    public var prefix: String

    /// Names with `prefix` before each variable; check it with ``isValidPrefix(_:)`` first.
    public init(prefix: String = "") {
        self.prefix = prefix
    }

    /// The variable name `env` output uses for a key.
    public func name(for key: String) -> String {
        prefix + AnswerEncoder.environmentName(key)
    }

    /// Why a form's answers cannot be written as `env` output with these names.
    public enum Problem: Error, Sendable, Equatable {
        /// Two keys (unit keys included) become the same variable (`a-b`, `a_b`).
        case clash(String, String, variable: String)
        /// A key becomes a variable that a shell, or a program it starts, relies on.
        case reserved(key: String, variable: String)
    }

    /// The first key of `form` (rows and units, in form order) whose variable is reserved or
    /// taken by an earlier key; `nil` when every answer can be written. Known from the form
    /// alone, so `fill` refuses before the first question.
    public func problem(in form: Form) -> Problem? {
        var seen: [String: String] = [:]
        // A repeat group's rows are named by item (`TRAVELLERS_1_NAME`): they cannot clash with the form's.
        for row in form.sections.flatMap(\.rowsOutsideGroups) {
            for key in [row.key, row.kind.unit?.key].compactMap({ $0 }) {
                if let problem = problem(forKey: key) { return problem }
                let variable = name(for: key)
                if let earlier = seen[variable] { return .clash(earlier, key, variable: variable) }
                seen[variable] = key
            }
        }
        return nil
    }

    /// The problem with writing `key` alone: its variable is reserved.
    public func problem(forKey key: String) -> Problem? {
        let variable = name(for: key)
        return refuses(variable) ? .reserved(key: key, variable: variable) : nil
    }

    /// ``isReserved(_:)`` for a name made with this prefix. A prefix ending in `_` starts a
    /// namespace of the form's own: `TRIP_` and `path` give `TRIP_PATH`, which no program
    /// searches; `MAN` and `path` still give `MANPATH`, and `LD_` and `preload` `LD_PRELOAD`.
    func refuses(_ variable: String) -> Bool {
        if Self.reservedNames.contains(variable) || Self.reservedPrefixes.contains(where: { variable.hasPrefix($0) }) {
            return true
        }
        return variable.hasSuffix(Self.reservedSuffix) && !prefix.hasSuffix("_")
    }

    // MARK: The reserved names

    /// Variables `env` output never overwrites: after `eval`, each would change what the shell
    /// runs or how (`PATH` finds a repository's `bin/ls`, `PS1` and `PROMPT_COMMAND` run
    /// commands at the next prompt, `LD_PRELOAD` loads a library into every program).
    /// docs/CLI.md lists them.
    public static let reservedNames: Set<String> = [
        "HOME", "IFS", "PS1", "PS2", "PS3", "PS4", "PROMPT_COMMAND", "BASH_ENV", "ENV", "SHELL", "USER",
        "PWD", "OLDPWD", "LANG", "OPTIND", "OPTARG", "TERM", "TMPDIR", "EDITOR", "VISUAL", "PAGER",
    ]
    /// Every name starting with one of these is reserved too (`LD_PRELOAD`, `LC_ALL`).
    public static let reservedPrefixes = ["BASH_", "LC_", "LD_", "DYLD_"]
    /// Every name ending in this is reserved: `PATH`, `MANPATH`, `CDPATH`, `FPATH`, `LD_LIBRARY_PATH`.
    public static let reservedSuffix = "PATH"

    /// Whether `env` output without a prefix refuses to write the variable `name`.
    public static func isReserved(_ name: String) -> Bool {
        EnvironmentNaming().refuses(name)
    }

    /// A prefix must start a shell variable name: a letter or `_`, then letters, digits and `_`
    /// (ASCII). Empty is no prefix.
    public static func isValidPrefix(_ prefix: String) -> Bool {
        var first = true
        for byte in prefix.utf8 {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || byte == UInt8(ascii: "_") || (isDigit && !first) else { return false }
            first = false
        }
        return true
    }
}
