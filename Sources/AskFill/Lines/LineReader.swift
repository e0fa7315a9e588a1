import AskCore
#if canImport(Glibc)
import Glibc
#endif

/// A line that cannot be an answer: not valid UTF-8 or holding a NUL byte (with the 1-based
/// byte offset of the first bad byte), or longer than ``LineReader/maxLineBytes``.
public struct InvalidLine: Error, Sendable {
    /// Why the line cannot be an answer.
    public enum Reason: Sendable {
        case invalidUTF8
        /// A NUL byte is valid UTF-8 but never text: binary junk, or a file fed by mistake.
        /// (Nor could it survive `--format env`, the shell or a C string.)
        case nul
        case tooLong
    }

    /// 1-based.
    public var lineNumber: Int
    /// 1-based offset in the line of the first bad byte; ``LineReader/maxLineBytes`` for a line too long.
    public var byteOffset: Int
    /// What is wrong with the line.
    public var reason: Reason
}

/// Lines that answer a fill one by one, in order: stdin, a file, a program's strings.
public protocol AnswerLines {
    /// The next line without its line end; `nil` at the end of the input.
    mutating func next() throws(InvalidLine) -> String?
    /// The 1-based number of the line last returned (0 before the first).
    var lineNumber: Int { get }
}

/// Any sequence of strings as answer lines (a program's own, a test's).
///
///     var lines = StringLines(["Ada", "36", "Paris"])
public struct StringLines<Base: IteratorProtocol<String>>: AnswerLines {
    private var base: Base
    /// How many lines have been returned so far; the number of the last one.
    public private(set) var lineNumber = 0

    /// Lines from any sequence of strings, taken as they are (no byte checks: they are already text).
    public init<S: Sequence<String>>(_ lines: S) where S.Iterator == Base {
        base = lines.makeIterator()
    }

    /// The next line, counting it; `nil` after the last. Never throws.
    public mutating func next() throws(InvalidLine) -> String? {
        guard let line = base.next() else { return nil }
        lineNumber += 1
        return line
    }
}

/// Reads lines from a file descriptor (stdin in scripted fills), buffered, without
/// Foundation. Lines end at `\n`; a `\r` before it is dropped, so CRLF files work.
public struct LineReader: AnswerLines {
    /// Longest line read (16 MiB): far above any answer, and a bound on memory when stdin
    /// is a stream of junk without line ends.
    public static let maxLineBytes = 16 << 20

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next line end resumes: a long line arriving in many reads
    /// is scanned once, not once per read.
    private var scanned = 0
    private var finished = false
    /// How many lines have been returned so far; the number of the last one.
    public private(set) var lineNumber = 0

    /// Lines of `descriptor` (0: stdin), read as they are needed.
    public init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    /// The next line, without its line end; `nil` at end of input.
    public mutating func next() throws(InvalidLine) -> String? {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = try decode(buffer[start..<end])
                start = newline + 1
                scanned = start
                return line
            }
            scanned = buffer.count
            if buffer.count - start > Self.maxLineBytes {
                lineNumber += 1
                throw InvalidLine(lineNumber: lineNumber, byteOffset: Self.maxLineBytes, reason: .tooLong)
            }
            if finished {
                guard start < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == 0x0D { end -= 1 }
                let line = try decode(buffer[start..<end])
                start = buffer.count
                return line
            }
            fill()
        }
    }

    private mutating func fill() {
        if start > 0 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                finished = true
                return
            }
            buffer.append(contentsOf: chunk[0..<count])
            return
        }
    }

    private mutating func decode(_ bytes: ArraySlice<UInt8>) throws(InvalidLine) -> String {
        lineNumber += 1
        var bytes = bytes
        // A UTF-8 byte order mark (as Windows editors write) is not part of the first answer,
        // as it is not part of a form or an answers file.
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            throw InvalidLine(lineNumber: lineNumber, byteOffset: offset + 1, reason: .invalidUTF8)
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw InvalidLine(lineNumber: lineNumber, byteOffset: nul - bytes.startIndex + 1, reason: .nul)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
