#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to stdout and stderr by file descriptor.
///
/// askform writes whole messages at once and never mixes `print` in, so what reaches a
/// pipe is exactly what was meant, in order, even when the process ends right after.
public enum StandardStreams {
    /// Writes `text` to stderr; errors (a closed stderr) are ignored.
    public static func error(_ text: String) {
        write(text, to: 2)
    }

    /// Writes `text` to stdout; returns false when it could not all be written (EPIPE, a
    /// full disk), so the caller can choose the exit code.
    @discardableResult
    public static func output(_ text: String) -> Bool {
        write(text, to: 1)
    }

    /// Writes all of `text` to `descriptor`, retrying short writes and `EINTR`.
    ///
    /// - Returns: false when it could not all be written (`EPIPE`, a full disk).
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            writeAll(buffer, to: descriptor)
        }
    }

    /// Writes all of `buffer` to `descriptor`, retrying short writes and `EINTR`.
    ///
    /// - Returns: false when it could not all be written.
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The text of an `errno` value: `No such file or directory`.
    public static func describe(errno code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}
