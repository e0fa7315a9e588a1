#if canImport(Glibc)
import Glibc
#endif
import AskCore

/// The draft of an interactive fill: every accepted answer but secrets, saved after each
/// one under the state directory (0600, atomically), so Ctrl-C, a closed terminal or a
/// crash loses nothing and `--resume` continues where the person stopped.
final class Draft {
    let path: String
    let formPath: String
    /// Whether this run has saved an answer. Until it has, a draft an earlier run left stays
    /// as it was: stopping before answering anything (say, to rerun with --resume) loses nothing.
    private var hasUpdated = false

    init(form: Form, formPath: String) {
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

    var exists: Bool { source != nil }

    /// Saves the walk's answers after an answer was accepted; on failure the walk goes on.
    func update(_ walker: Walker) -> Bool {
        hasUpdated = true
        do {
            try write(walker)
            return true
        } catch {
            return false
        }
    }

    /// What stopping did with the draft.
    enum StopSave {
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
    func saveOnStop(_ walker: Walker, given: Set<String>) throws(AtomicFile.WriteError) -> StopSave {
        guard !hasUpdated, exists else {
            if walker.answers.isEmpty && !exists { return .nothingToSave }
            try write(walker.answers, form: walker.form)
            return .saved
        }
        guard !given.isEmpty else { return .keptEarlier }
        var answers = (try? load(for: walker.layout)) ?? nil ?? [:]
        for key in given { answers[key] = walker.answers[key] }
        try write(answers, form: walker.form)
        return .addedToEarlier
    }

    private func write(_ walker: Walker) throws(AtomicFile.WriteError) {
        try write(walker.answers, form: walker.form)
    }

    private func write(_ given: [String: AnswerValue], form: Form) throws(AtomicFile.WriteError) {
        try AtomicFile.makeDirectory(AtomicFile.parent(of: path))
        var answers: [(String, JSONValue)] = []
        for row in form.rows {
            guard let key = row.key, !row.kind.hidesAnswer, let value = given[key] else { continue }
            answers.append((key, value.json))
            if let unit = row.kind.unit, let unitValue = given[unit.key] { answers.append((unit.key, unitValue.json)) }
        }
        let document = JSONValue.object([
            ("askformDraft", .integer(1)),
            ("form", .string(formPath)),
            ("saved", .integer(Int(time(nil)))),
            ("answers", .object(answers)),
        ])
        // No fsync: a draft must survive the process dying, which the page cache does.
        try AtomicFile.write(document.serialized() + "\n", to: path, private: true, durable: false, unlinkingFirst: true)
    }

    /// The saved answers that still fit the form (an edited form may have dropped or
    /// changed rows; those answers are left out); nil when there is no draft. Throws, naming
    /// the file, when something other than a regular file is where the draft would be.
    func load(for layout: FormLayout) throws(LoadError) -> [String: AnswerValue]? {
        try loadReporting(for: layout)?.answers
    }

    /// A draft's answers, and the keys of those it held that no longer fit the form.
    struct Loaded {
        var answers: [String: AnswerValue]
        var leftOut: [String]
    }

    /// ``load(for:)``, saying which saved answers were left out (in the draft's order).
    func loadReporting(for layout: FormLayout) throws(LoadError) -> Loaded? {
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
              case .object(let entries) = answersNode.value else { return nil }
        var answers: [String: AnswerValue] = [:]
        var leftOut: [String] = []
        for entry in entries {
            guard let row = layout.row(forKey: entry.key) else {
                leftOut.append(entry.key)
                continue
            }
            switch AnswerValidator.presetValue(entry.value, key: entry.key, row: row) {
            case .success(let value): answers[entry.key] = value
            case .failure: leftOut.append(entry.key)
            }
        }
        return Loaded(answers: answers, leftOut: leftOut)
    }

    struct LoadError: Error {
        var path: String
        var problem: InputFile.StateFileProblem
    }

    func remove() {
        unlink(path)
        while let leftover = AtomicFile.leftover(of: path), unlink(leftover) == 0 {}
    }
}
