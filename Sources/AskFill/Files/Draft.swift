#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// The draft of an interactive fill: every accepted answer but secrets, saved after each
/// one under the state directory (0600, atomically), so Ctrl-C, a closed terminal or a
/// crash loses nothing and `--resume` continues where the person stopped.
public final class Draft {
    /// The draft's file: `$XDG_STATE_HOME/askform/drafts/<form>.json`.
    public let path: String
    /// The form file's path as given: the `--resume` line shown on a stop names it.
    public let formPath: String
    /// Whether this run has saved an answer. Until it has, a draft an earlier run left stays
    /// as it was: stopping before answering anything (say, to rerun with --resume) loses nothing.
    private var hasUpdated = false

    /// The draft of `form`, filled from `formPath` (its `id` names the file, else the path's).
    public init(form: Form, formPath: String) {
        self.formPath = formPath
        // The directory is made with the first save: a fill that saves nothing creates nothing.
        path = StateDirectory.plannedFile(FormFile.stateName(of: form, path: formPath) + ".json", in: "drafts")
    }

    /// The file that holds the draft: the draft itself, or the temporary file of a save cut
    /// off between its two steps (drafts are replaced by unlink and rename; see AtomicFile).
    private var source: String? {
        var info = stat()
        return lstat(path, &info) == 0 ? path : AtomicFile.leftover(of: path)
    }

    /// Whether a draft is there (from this run or an earlier one).
    public var exists: Bool { source != nil }

    /// Saves the walk's answers after an answer was accepted; on failure the walk goes on.
    @discardableResult
    public func update(_ walker: Walker) -> Bool {
        hasUpdated = true
        do {
            try write(walker)
            return true
        } catch {
            return false
        }
    }

    /// What stopping did with the draft.
    enum StopSave: Sendable {
        /// No answer, and no earlier draft: nothing was written.
        case nothingToSave
        /// This run's answers are the draft.
        case saved
        /// This run answered nothing: an earlier run's draft stays as it was.
        case keptEarlier
        /// This run answered nothing but gave `--answers`/`--set`: those were added to an
        /// earlier run's draft, which keeps its other answers.
        case addedToEarlier
    }

    /// Saves the walk's answers as the fill stops. An earlier run's draft is never lost to a
    /// run that answered nothing, and answers this run was `given` (`--answers`, `--set`) are
    /// never lost either: they are added to it.
    func saveOnStop(_ walker: Walker, given: Set<String>) throws(FileWriteError) -> StopSave {
        guard !hasUpdated, exists else {
            if walker.answers.isEmpty && !exists { return .nothingToSave }
            try write(walker.answers, layout: walker.layout)
            return .saved
        }
        guard !given.isEmpty else { return .keptEarlier }
        var answers = (try? load(for: walker.layout)) ?? nil ?? [:]
        for key in given { answers[key] = walker.answers[key] }
        try write(answers, layout: walker.layout)
        return .addedToEarlier
    }

    private func write(_ walker: Walker) throws(FileWriteError) {
        try write(walker.answers, layout: walker.layout)
    }

    private func write(_ given: [String: AnswerValue], layout: FormLayout) throws(FileWriteError) {
        let form = layout.form
        try AtomicFile.makeDirectory(AtomicFile.parent(of: path))
        var answers: [(key: String, value: AnswerValue)] = []
        for row in form.rows {
            // Secrets are never kept; computed answers are computed again.
            guard let key = row.key, row.asks, !row.kind.hidesAnswer, let value = given[key] else { continue }
            answers.append((key, value))
            if let unit = row.kind.unit, let unitValue = given[unit.key] { answers.append((unit.key, unitValue)) }
        }
        // The answers as an answers document (`address.city` nested), read back like one.
        var members: [(String, JSONValue)] = [
            ("askformDraft", .integer(2)),
            ("form", .string(formPath)),
            ("saved", .integer(Int(time(nil)))),
            ("answers", AnswerEncoder.json(answers, layout: layout)),
        ]
        // The add questions of repeat groups answered so far: an item begun and the question
        // after the last item (asked or not yet) come back as they were.
        let added = answers.filter { layout.row(forKey: $0.key)?.isAddQuestion == true }
        if !added.isEmpty { members.append(("added", .object(added.map { ($0.key, $0.value.json) }))) }
        let document = JSONValue.object(members)
        // No fsync: a draft must survive the process dying, which the page cache does.
        try AtomicFile.write(document.serialized() + "\n", to: path, private: true, durable: false, unlinkingFirst: true)
    }

    /// The saved answers that still fit the form (an edited form may have dropped or
    /// changed rows; those answers are left out); nil when there is no draft. Throws, naming
    /// the file, when something other than a regular file is where the draft would be.
    public func load(for layout: FormLayout) throws(LoadError) -> [String: AnswerValue]? {
        try loadReporting(for: layout)?.answers
    }

    /// A draft's answers, and the keys of those it held that no longer fit the form.
    public struct Loaded {
        /// The saved answers that still fit the form, by key.
        public var answers: [String: AnswerValue]
        /// Keys the draft held that the form no longer has, or whose answers no longer fit it.
        public var leftOut: [String]
    }

    /// ``load(for:)``, saying which saved answers were left out (in the draft's order).
    public func loadReporting(for layout: FormLayout) throws(LoadError) -> Loaded? {
        guard let source else { return nil }
        let read: [UInt8]?
        do {
            read = try InputFile.readStateFile(source, limit: SourceLimits.standard.maxFileBytes)
        } catch {
            throw LoadError(path: source, problem: error)
        }
        guard let bytes = read,
              let document = try? JSONReader.parse(bytes),
              case .object(let members) = document.value,
              let answersNode = members.first(where: { $0.key == "answers" })?.value,
              case .object = answersNode.value else { return nil }
        // Read as every answers document is; what no longer fits is left out, not an error.
        // (A draft of askform 0.x kept dotted keys unnested: those answers are left out too.)
        let (presets, issues) = AnswerValidator.presets(from: answersNode, layout: layout, closingItems: false)
        var answers: [String: AnswerValue] = [:]
        for (key, value) in presets { answers[key] = value }
        if case .object(let added)? = members.first(where: { $0.key == "added" })?.value.value {
            for member in added { if case .bool(let flag) = member.value.value { answers[member.key] = .bool(flag) } }
        }
        return Loaded(answers: answers, leftOut: issues.map(\.key))
    }

    /// Something other than a regular file is where the draft would be, or it cannot be read.
    public struct LoadError: Error {
        /// The draft's path.
        public var path: String
        /// What is wrong with the file.
        public var problem: StateFileProblem
    }

    /// Removes the draft (a completed or discarded fill).
    public func remove() {
        unlink(path)
        while let leftover = AtomicFile.leftover(of: path), unlink(leftover) == 0 {}
    }
}
