import AskCore

/// Checks that a fuzz target asserts beyond "did not crash": a broken promise traps, which
/// libFuzzer reports as a crash with the input that broke it.
public enum Oracle {
    /// The input libFuzzer hands over, as bytes (it may pass a null pointer for size 0).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("broken promise: " + message()) }
    }

    /// Text for the terminal, as ``InertText/make(_:keepNewlines:)`` and the ``Presenter``
    /// promise: no C0 control but the line feed, no DEL or C1 control, no bidirectional
    /// override or isolate. (The plain style adds no escape sequences of its own.)
    public static func requireShownInert(_ text: String, _ what: @autoclosure () -> String) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let raw = (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            require(!raw, "\(what()) shows U+\(String(value, radix: 16, uppercase: true)) raw: \(text.debugDescription)")
        }
    }

    /// A one-line message, as ``InertText/line(_:)`` promises: no control character at all
    /// (line feeds included), no line or paragraph separator, no format character but the
    /// zero-width (non-)joiner.
    public static func requireInertLine(_ text: String, _ what: @autoclosure () -> String) {
        for scalar in text.unicodeScalars {
            let raw: Bool
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: raw = true
            case .format: raw = scalar.value != 0x200C && scalar.value != 0x200D
            default: raw = false
            }
            require(!raw, "\(what()) holds U+\(String(scalar.value, radix: 16, uppercase: true)) raw: \(text.debugDescription)")
        }
    }

    /// Limits for reading back what askform itself wrote: its own output may nest deeper
    /// than a form may (a schema of dotted keys), and must still be JSON.
    public static let readBackLimits = SourceLimits(maxFileBytes: 1 << 30, maxDepth: 100_000, maxRows: .max, maxOptions: .max)

    /// `text` is JSON that askform's own reader accepts.
    public static func requireJSON(_ text: String, _ what: @autoclosure () -> String) -> SourceNode {
        do {
            return try JSONReader.parse(Array(text.utf8), limits: readBackLimits)
        } catch {
            fatalError("broken promise: \(what()) is not JSON: \(error.rendered(file: "output")): \(text.debugDescription)")
        }
    }
}
