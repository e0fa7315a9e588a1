#if canImport(Glibc)
import Glibc
#endif

/// Writes files the safe way: a new temporary file beside the target (created with
/// O_EXCL, so nothing existing is followed or reused), written, fsync'd, then renamed into
/// place. A reader sees the old file or the new one, never half of one, and a symlink at
/// the target is replaced, not followed.
enum AtomicFile {
    typealias WriteError = FileWriteError

    /// - Parameters:
    ///   - private: mode 0600 (answers with secrets, drafts); else 0666 less umask.
    ///   - durable: fsync before the rename, so the file survives a power cut too (not
    ///     only the process dying); drafts, rewritten after every answer, skip it.
    ///   - unlinkingFirst: remove the old file before the rename instead of renaming over
    ///     it. ext4 flushes a file renamed over another (auto_da_alloc), milliseconds each
    ///     time, which a draft rewritten after every answer cannot afford. In between only
    ///     the temporary file (`.NAME.askform-XXXXXX`) holds the content: see ``leftover(of:)``.
    static func write(_ text: String, to path: String, private isPrivate: Bool, durable: Bool = true,
                      unlinkingFirst: Bool = false) throws(WriteError) {
        var bytes = Array(text.utf8)
        let directory = parent(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(directory)/.\(name).askform-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: StandardStreams.describe(errno: errno)) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        let mode: mode_t = isPrivate ? 0o600 : 0o666 & ~currentUmask()
        guard fchmod(descriptor, mode) == 0 else {
            let reason = StandardStreams.describe(errno: errno)
            close(descriptor)
            throw WriteError(path: path, reason: reason)
        }
        let written = bytes.withUnsafeMutableBufferPointer { StandardStreams.writeAll(UnsafeBufferPointer($0), to: descriptor) }
        let writeErrno = errno
        let synced = written && (!durable || fsync(descriptor) == 0)
        let syncErrno = errno
        guard close(descriptor) == 0, written, synced else {
            throw WriteError(path: path, reason: StandardStreams.describe(errno: written ? syncErrno : writeErrno))
        }
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw WriteError(path: path, reason: StandardStreams.describe(errno: EISDIR))
        }
        if unlinkingFirst { unlink(path) }
        guard rename(temporary, path) == 0 else {
            throw WriteError(path: path, reason: StandardStreams.describe(errno: errno))
        }
        succeeded = true
    }

    /// The newest complete temporary file left for `path` by a write that was cut off
    /// between its unlink and its rename (see `unlinkingFirst`).
    static func leftover(of path: String) -> String? {
        let directory = parent(of: path)
        let prefix = "." + (path.split(separator: "/").last.map(String.init) ?? path) + ".askform-"
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var newest: (path: String, time: Int)?
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix) else { continue }
            let candidate = directory + "/" + name
            var info = stat()
            guard lstat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { continue }
            if newest == nil || info.st_mtim.tv_sec > newest?.time ?? 0 { newest = (candidate, info.st_mtim.tv_sec) }
        }
        return newest?.path
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// Creates `path` and its missing parents with mode 0700 (only the last is forced to it);
    /// throws the reason one cannot be made (`Not a directory`, `Read-only file system`).
    static func makeDirectory(_ path: String) throws(WriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw WriteError(path: path, reason: StandardStreams.describe(errno: ENOTDIR)) }
            return
        }
        let parentPath = parent(of: path)
        if parentPath != path { try makeDirectory(parentPath) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw WriteError(path: path, reason: StandardStreams.describe(errno: errno))
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// A file that could not be written: which, and why (`strerror`'s words).
public struct FileWriteError: Error, Sendable {
    /// The path that could not be written.
    public var path: String
    /// Why, in `strerror`'s words.
    public var reason: String
}
