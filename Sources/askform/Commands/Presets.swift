import AskCore

/// Answers given before the walk, as `fill` and `questions` read them: `--defaults-from`
/// (offered as defaults), `--answers`, `--set` (later wins), `--defaults`.
enum Presets {
    /// The walk of `form`, with the environment variables its `${env:NAME}` defaults name
    /// (only those: the environment is read per variable).
    static func walker(for form: Form) -> Walker {
        let names = form.rows.compactMap { row -> String? in
            if case .environment(let name) = row.defaultValue { return name }
            return nil
        }
        return Walker(form: form, environment: ProcessEnvironment.subset(names))
    }

    /// `--defaults-from` (offered as defaults), then `--answers`, then `--set` (later wins),
    /// then `--defaults` for rows still open. Returns the keys answered by `--answers` and
    /// `--set` (not by `--defaults`).
    static func apply(_ arguments: ParsedArguments, to walker: inout Walker, for command: CommandSpec)
        throws(CommandFailure) -> Set<String> {
        var given: Set<String> = []
        if let path = arguments.value("defaults-from") {
            for (key, value) in try answers(in: path, layout: walker.layout) where !value.isNull {
                walker.offerDefault(value, for: key)
            }
        }
        if let path = arguments.value("answers") {
            for (key, value) in try answers(in: path, layout: walker.layout) {
                walker.preset(key, to: value)
                given.insert(key)
            }
        }
        for assignment in arguments.all("set") {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw CommandFailure.usage(.setNotAssignment(assignment), for: command)
            }
            let key = String(assignment[..<equals])
            let text = String(assignment[assignment.index(after: equals)...])
            guard let row = walker.layout.row(forKey: key) else {
                let suggestion = Suggestion.closest(to: key, in: walker.layout.itemOfKey.keys)
                throw CommandFailure(.dataError, .error(.setFailed(key: key, .unknownKey(suggestion: suggestion))))
            }
            let parsed: Result<AnswerValue, AnswerProblem>
            if let unit = row.kind.unit, unit.key == key {
                parsed = AnswerParser.parseUnit(text, for: unit, from: .script)
            } else {
                // As typed: an empty value takes the row's default.
                parsed = AnswerParser.parse(text, for: row, default: (try? walker.resolvedDefault(of: row).get()) ?? nil,
                                            from: .script)
            }
            switch parsed {
            case .success(let value):
                walker.preset(key, to: value)
                given.insert(key)
            case .failure(let problem): throw CommandFailure(.dataError, .error(.setFailed(key: key, problem)))
            }
        }
        // A `${env:NAME}` default that breaks its row's rules would be lost without a word by
        // an empty answer: refuse it before anything is read, with or without --defaults.
        for row in walker.form.rows {
            guard let key = row.key, !walker.presetKeys.contains(key), case .environment(let name) = row.defaultValue,
                  case .failure(let problem) = walker.resolvedDefault(of: row) else { continue }
            throw CommandFailure(.dataError, .error(.environmentDefaultFailed(key: key, variable: name, problem)))
        }
        if arguments.flag("defaults") {
            for row in walker.form.rows {
                guard let key = row.key else { continue }
                if !walker.presetKeys.contains(key), case .success(let value?) = walker.resolvedDefault(of: row) {
                    walker.preset(key, to: value)
                }
                if let unit = row.kind.unit, let unitDefault = walker.unitDefault(of: unit), !walker.presetKeys.contains(unit.key) {
                    walker.preset(unit.key, to: unitDefault)
                }
            }
        }
        return given
    }

    /// The answers in an answers file as `fill` writes it (`--answers`, `--defaults-from`),
    /// each typed and within its row's rules; every problem at once (65) otherwise.
    private static func answers(in path: String, layout: FormLayout) throws(CommandFailure) -> [(String, AnswerValue)] {
        let document = try AnswersFile.read(path)
        var (entries, issues) = AnswerValidator.entries(of: document, layout: layout)
        var answers: [(String, AnswerValue)] = []
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            guard let row = layout.row(forKey: key) else { continue }
            switch AnswerValidator.presetValue(entry.node, key: key, row: row) {
            case .success(let value): answers.append((key, value))
            case .failure(let problem):
                issues.append(AnswerIssue(key: key, problem: problem, location: entry.node.location, pointer: entry.pointer))
            }
        }
        guard issues.isEmpty else {
            let name = InputFile.displayName(path)
            let (shown, more) = ProblemList.capped(issues.sorted(by: AnswerIssue.fileOrder))
            throw CommandFailure(.dataError, lines: shown.map { .issue($0, file: name) } + (more.map { [.plain($0)] } ?? []))
        }
        return answers
    }
}
