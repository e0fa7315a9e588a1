#if canImport(Glibc)
import Glibc
#endif

/// Writes the answers to `-o FILE`. A regular file (or a new one) is replaced atomically,
/// and so is a symlink to a regular file, which is replaced rather than followed
/// (``AtomicFile``). Anything else is written into as it is, never replaced: a device
/// (`/dev/null`, `/dev/full`, a terminal), a FIFO, a pipe (`-o >(cat)`, `-o /dev/stdout`
/// into a pipe), and a link through an open descriptor (`/dev/stdout`, `/dev/fd/N`) even
/// when that descriptor is a regular file, since it names where askform's own output goes.
enum OutputFile {
    static func write(_ text: String, to path: String, private isPrivate: Bool) throws(FileWriteError) {
        guard let descriptor = try openInPlace(path) else {
            // Atomic (a reader never sees half a file), not fsync'd: like the output of other
            // tools, it survives askform ending however it ends, at no cost in milliseconds.
            try AtomicFile.write(text, to: path, private: isPrivate, durable: false)
            return
        }
        let written = StandardStreams.write(text, to: descriptor)
        let writeErrno = errno
        let closed = close(descriptor) == 0
        guard written, closed else {
            throw AtomicFile.WriteError(path: path, reason: StandardStreams.describe(errno: written ? errno : writeErrno))
        }
    }

    /// The target opened for writing in place, or nil when it is to be replaced atomically:
    /// nothing there, a dangling link, a regular file or a directory (an error later), or
    /// a symlink to one of those that does not pass through an open descriptor's link.
    private static func openInPlace(_ path: String) throws(FileWriteError) -> Int32? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        let throughDescriptor = passesThroughDescriptorLink(path)
        guard type != S_IFDIR, type != S_IFREG || throughDescriptor else { return nil }
        // Blocking, like a shell's `>`: a FIFO is opened once its reader is there. Appending,
        // so a `>>` redirection behind `/dev/stdout` keeps what it holds. Never created.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFile.WriteError(path: path, reason: StandardStreams.describe(errno: errno)) }
        // What was opened is what was checked: a regular file put there in between is
        // replaced atomically after all.
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, !throughDescriptor {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Whether following `path`'s symlinks reaches a link in procfs (`/proc/self/fd/1`,
    /// which `/dev/stdout` and `/dev/fd/1` lead to): a name for an open descriptor.
    private static func passesThroughDescriptorLink(_ path: String) -> Bool {
        var procfs = stat()
        guard stat("/proc", &procfs) == 0 else { return false }
        var current = path
        // As many links as the kernel follows (MAXSYMLINKS).
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return false }
            let directory = AtomicFile.parent(of: current)
            var directoryInfo = stat()
            if stat(directory, &directoryInfo) == 0, directoryInfo.st_dev == procfs.st_dev { return true }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return false }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : directory + "/" + target
        }
        return false
    }
}
