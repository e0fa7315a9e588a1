#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// Reads named input files (forms, answers); `-` is stdin.
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
        var bytes: [UInt8] = []
        let expected = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        bytes.reserveCapacity(min(expected, limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path, errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    private static func unreadable(_ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure(.noInput, .error(.cannotRead(displayName(path), reason: StandardStreams.describe(errno: code))))
    }
}
