#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// Reads named input files (forms, answers; `-` is stdin), and the files askform keeps.
enum InputFile {
    /// The bytes of `path`, reading at most `limit + 1` bytes so an oversized file is
    /// detected without loading it whole.
    static func read(_ path: String, limit: Int) throws(CommandFailure) -> [UInt8] {
        let descriptor: Int32
        if path == "-" {
            descriptor = 0
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 { throw unreadable(path, errno) }
        }
        defer { if descriptor != 0 { close(descriptor) } }

        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw unreadable(path, EISDIR)
        }
        guard let bytes = readAll(descriptor, info, limit: limit) else { throw unreadable(path, errno) }
        return bytes
    }

    /// Why a file askform keeps (a draft, the history) was not read.
    /// The bytes of a file askform keeps in the state directory, or nil when there is none.
    /// Unlike a named input, it must be a regular file: it is opened without following a
    /// symlink and without waiting (a FIFO would block the open, a terminal the reads), then
    /// checked with `fstat`, so what is read is what was checked.
    static func readStateFile(_ path: String, limit: Int) throws(StateFileProblem) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        if descriptor < 0 {
            switch errno {
            case ENOENT: return nil
            case ELOOP: throw .notRegular
            default: throw .failed(reason: StandardStreams.describe(errno: errno))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .failed(reason: StandardStreams.describe(errno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegular }
        guard let bytes = readAll(descriptor, info, limit: limit) else { throw .failed(reason: StandardStreams.describe(errno: errno)) }
        return bytes
    }

    /// Reads to the end, or one byte past `limit`; nil on a read error (see `errno`).
    static func readAll(_ descriptor: Int32, _ info: stat, limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        let expected = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        bytes.reserveCapacity(min(expected, limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// How messages name `path`: `<stdin>` for `-`.
    static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    private static func unreadable(_ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure(.noInput, .error(.cannotRead(displayName(path), reason: StandardStreams.describe(errno: code))))
    }
}

/// Why a file askform keeps in the state directory (a draft, the history) cannot be read.
public enum StateFileProblem: Error, Sendable {
    /// A symlink, FIFO, device, socket or directory: never followed, opened or waited on.
    case notRegular
    case failed(reason: String)
}
