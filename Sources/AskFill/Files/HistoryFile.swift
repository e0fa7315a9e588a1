import AskCore

/// The lines typed at a form's earlier fills, for readline's recall: `history/NAME.history`
/// in the state directory, one line each (readline's own format, without timestamps).
/// Kept like every other state file: read only when it is a regular file (never through a
/// link, never a FIFO or a device), written 0600 to a new file renamed into place.
struct HistoryFile {
    let path: String

    /// The lines, oldest first; none when there is no file yet.
    func read() throws(StateFileProblem) -> [String] {
        guard let bytes = try InputFile.readStateFile(path, limit: SourceLimits.standard.maxFileBytes) else { return [] }
        return bytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ lines: [String]) throws(FileWriteError) {
        try AtomicFile.makeDirectory(AtomicFile.parent(of: path))
        // Not fsync'd, as readline's own history files are not.
        try AtomicFile.write(lines.map { $0 + "\n" }.joined(), to: path, private: true, durable: false)
    }
}
