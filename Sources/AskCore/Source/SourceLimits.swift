/// Limits that keep a hostile or broken form file from eating memory or time.
///
/// Each is well above what a real form needs and at or above what docs/SECURITY.md ("Limits") promises to
/// accept (10 MB files, 100,000 rows, 1,000,000 options, nesting 64 deep, 1 MB lines).
public struct SourceLimits: Sendable, Equatable {
    /// Largest form file read, in bytes.
    public var maxFileBytes: Int
    /// Deepest nesting of arrays and objects.
    public var maxDepth: Int
    /// Most rows in a form, notes included.
    public var maxRows: Int
    /// Most options in a form, all select, multiselect and unit rows together.
    public var maxOptions: Int

    /// Limits of your own, for a program that reads forms larger (or smaller) than ``standard`` allows.
    public init(maxFileBytes: Int, maxDepth: Int, maxRows: Int, maxOptions: Int) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxRows = maxRows
        self.maxOptions = maxOptions
    }

    /// 32 MiB files, 128 deep, 250,000 rows and 2,000,000 options: the loader's default.
    public static let standard = SourceLimits(
        maxFileBytes: 32 * 1024 * 1024,
        maxDepth: 128,
        maxRows: 250_000,
        maxOptions: 2_000_000
    )
}
