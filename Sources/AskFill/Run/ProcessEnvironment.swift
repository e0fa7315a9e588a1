import AskCore
#if canImport(Glibc)
import Glibc
#endif

/// The process's environment. Single variables are read with `getenv` when asked for;
/// the whole table is copied only where a form may name any variable (submission headers).
enum ProcessEnvironment {
    static var variables: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    static subscript(name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The date `today()` reads: the UTC day of `SOURCE_DATE_EPOCH` (seconds since 1970) when
    /// it is set to a whole number, so that runs are reproducible; else the local date.
    static var today: ISODate {
        var seconds = time(nil)
        var parts = tm()
        if let epoch = self["SOURCE_DATE_EPOCH"].flatMap({ Int($0) }) {
            seconds = time_t(truncatingIfNeeded: epoch)
            gmtime_r(&seconds, &parts)
        } else {
            localtime_r(&seconds, &parts)
        }
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let text = padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2)
        return ISODate(text) ?? .epoch
    }

    /// The variables among `names` that are set.
    static func subset<S: Sequence>(_ names: S) -> [String: String] where S.Element == String {
        var result: [String: String] = [:]
        for name in names {
            if let value = self[name] { result[name] = value }
        }
        return result
    }
}

/// Where askform keeps drafts, history, recovery files and unsaved answers:
/// `$XDG_STATE_HOME/askform`, else `~/.local/state/askform` (docs/CLI.md, "Files askform keeps").
enum StateDirectory {
    static var path: String {
        if let state = ProcessEnvironment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/askform"
        }
        return home + "/.local/state/askform"
    }

    /// `$HOME`, else the home directory of the account (never a shared place like /tmp).
    static var home: String {
        if let home = ProcessEnvironment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            return String(cString: directory)
        }
        return "/"
    }

    /// The path of a file in the state directory, without creating anything (for files
    /// written later, if at all: drafts and history); ``file(_:in:)`` creates the directories.
    static func plannedFile(_ name: String, in subdirectory: String) -> String {
        path + "/" + subdirectory + "/" + name
    }

    /// The path of a file in the state directory (or a subdirectory), creating the
    /// directories (0700) as needed; throws the reason when they cannot be created.
    static func file(_ name: String, in subdirectory: String? = nil) throws(FileWriteError) -> String {
        let directory = subdirectory.map { path + "/" + $0 } ?? path
        try AtomicFile.makeDirectory(directory)
        return directory + "/" + name
    }

    /// The longest name ``safeName(_:)`` returns, in bytes. Every file askform keeps adds at
    /// most 58 bytes to it (an outbox file's `.KEY.json`, then its temporary file's
    /// `.….askform-XXXXXX`), well inside the 255 bytes a file name may have.
    static let maxNameBytes = 100

    /// The one name of a form's state files, made from its `id` (or file name): letters,
    /// digits, `-`, `_` and `.` kept, anything else `_`, never starting with `.`. A name
    /// that had to change (`旅行` and `出張` would both be `__`) or is longer than
    /// ``maxNameBytes`` keeps its first 83 characters and ends with `-` and 16 hex digits of
    /// a hash of the whole text (64-bit FNV-1a of its UTF-8), so that it stays a valid file
    /// name, the same in every run and on every machine, and different ids never share one.
    static func safeName(_ text: String) -> String {
        let cleaned = String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        let name = cleaned.isEmpty || cleaned.hasPrefix(".") ? "form" + cleaned : cleaned
        // ASCII only by now: characters are bytes.
        guard name.utf8.count > maxNameBytes || name != text else { return name }
        let hash = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return name.prefix(maxNameBytes - 17) + "-" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}
