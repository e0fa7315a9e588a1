#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// The user's theme: `$XDG_CONFIG_HOME/askform/theme.json`, else `~/.config/askform/theme.json`
/// (docs/CLI.md, "Colour and themes"). Its roles win over a form's `appearance`, role by role.
///
/// A theme is the user's taste, never a reason to stop a fill: a file that cannot be read or
/// is not JSON is left out, an unknown role or word is left out of what applies, and each
/// case is one warning line.
public enum ThemeFile {
    /// The largest theme read (a theme has eight roles).
    static let limit = 65_536

    /// Where the theme is looked for.
    public static var path: String {
        if let config = ProcessEnvironment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/askform/theme.json"
        }
        return StateDirectory.home + "/.config/askform/theme.json"
    }

    /// What a theme file gave: the styles that apply, and the one line to warn with.
    public struct Loaded {
        /// The roles that apply (none when the file could not be read).
        public var appearance: Appearance?
        /// The first problem, as the line to print on stderr; nil when there was none.
        public var warning: CommandFailure.Line?
    }

    /// The theme at ``path``; nothing, without a word, when there is no file. One `open` and
    /// one `fstat` when there is none.
    public static func load(from path: String = ThemeFile.path) -> Loaded {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        if descriptor < 0 {
            if errno == ENOENT || errno == ENOTDIR { return Loaded() }
            return Loaded(warning: .note(.themeNotRead(path, reason: StandardStreams.describe(errno: errno))))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return Loaded(warning: .note(.themeNotRead(path, reason: StandardStreams.describe(errno: EINVAL))))
        }
        guard let bytes = InputFile.readAll(descriptor, info, limit: limit) else {
            return Loaded(warning: .note(.themeNotRead(path, reason: StandardStreams.describe(errno: errno))))
        }
        return read(bytes, path: path)
    }

    /// A theme file's bytes read as ``load(from:)`` reads them.
    static func read(_ bytes: [UInt8], path: String) -> Loaded {
        guard bytes.count <= limit else {
            return Loaded(warning: .diagnostic(warning(Diagnostic(.fileTooLarge(bytes: bytes.count, limit: limit),
                                                                  at: nil, pointer: nil)), file: path))
        }
        var limits = SourceLimits.standard
        limits.maxFileBytes = limit
        let root: SourceNode
        do {
            root = try JSONReader.parse(bytes, limits: limits)
        } catch {
            return Loaded(warning: .diagnostic(warning(error), file: path))
        }
        var first: Diagnostic?
        let appearance = Appearance.read(root, at: "") { problem, location, pointer in
            if first == nil { first = warning(Diagnostic(problem, at: location, pointer: pointer)) }
        }
        return Loaded(appearance: appearance, warning: first.map { .diagnostic($0, file: path) })
    }

    private static func warning(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.severity = .warning
        return diagnostic
    }
}
