import AskCore

/// Answers given before the walk, as `fill` and `questions` take them: an earlier run's
/// answers offered as defaults, an answers file, single answers as typed text, and the
/// form's defaults taken without asking.
public struct Presets: Sendable {
    /// An answers file (as `fill` writes them) whose answers become the defaults, asked again
    /// (`--defaults-from`).
    public var defaultsFrom: String?
    /// An answers file whose answers are taken without asking (`--answers`).
    public var answersFile: String?
    /// Answers as typed text by key, applied in order, later winning (`--set KEY=VALUE`).
    public var typed: [(key: String, text: String)]
    /// Whether rows with a default take it without asking (`--defaults`).
    public var takeDefaults: Bool
    /// Answers read from files by key, each file's text taken as typed text, applied after
    /// ``typed`` (`--set-file KEY=PATH`).
    public var files: [(key: String, path: String)] = []

    /// Presets as the `fill` options give them; the defaults preset nothing.
    ///
    /// - Parameters:
    ///   - defaultsFrom: An answers file offered as defaults, asked again (`--defaults-from`).
    ///   - answersFile: An answers file taken without asking (`--answers`).
    ///   - typed: Answers as typed text, later winning (`--set KEY=VALUE`).
    ///   - takeDefaults: Rows with a default take it without asking (`--defaults`).
    public init(defaultsFrom: String? = nil, answersFile: String? = nil, typed: [(key: String, text: String)] = [],
                takeDefaults: Bool = false) {
        self.defaultsFrom = defaultsFrom
        self.answersFile = answersFile
        self.typed = typed
        self.takeDefaults = takeDefaults
    }

    /// The walk of `form`, with the environment variables it reads (``Form/environmentNames``:
    /// only those, the environment is read per variable), and today's date for `today()`.
    public static func walker(for form: Form) -> Walker {
        Walker(form: form, environment: ProcessEnvironment.subset(form.environmentNames), today: ProcessEnvironment.today)
    }


    /// Applies the presets to `walker`: the offered defaults, then the answers file, then the
    /// typed answers, then the defaults for rows still open.
    ///
    /// - Returns: the keys answered by the file and the typed answers (not by defaults).
    /// - Throws: every problem of an answers file at once (65), a typed answer that breaks its
    ///   row's rules (65), or a `${env:NAME}` default that breaks them (65).
    public func apply(to walker: inout Walker) throws(CommandFailure) -> Set<String> {
        var given: Set<String> = []
        if let path = defaultsFrom {
            for (key, value) in try Self.answers(in: path, layout: walker.layout) where !value.isNull {
                walker.offerDefault(value, for: key)
            }
        }
        if let path = answersFile {
            var fromFile: Set<String> = []
            for (key, value) in try Self.answers(in: path, layout: walker.layout) where walker.preset(key, to: value) == nil {
                fromFile.insert(key)
            }
            // Checks read other answers: judged once the whole file is in.
            let failed = walker.failedChecks(of: fromFile)
            guard failed.isEmpty else {
                let name = InputFile.displayName(path)
                throw CommandFailure(.dataError, lines: failed.map { failure in
                    .issue(AnswerIssue(key: failure.key, problem: failure.problem, location: nil,
                                       pointer: AnswerValidator.pointer(of: failure.key)), file: name)
                })
            }
            given.formUnion(fromFile)
        }
        var typedKeys: Set<String> = []
        for (key, text) in typed {
            if let problem = walker.preset(key, typed: text) {
                throw CommandFailure(.dataError, .error(.setFailed(key: key, problem)))
            }
            typedKeys.insert(walker.layout.storedKey(key))
        }
        // As for a file, checks are judged once every typed answer is in.
        if let failed = walker.failedChecks(of: typedKeys).first {
            throw CommandFailure(.dataError, .error(.setFailed(key: failed.key, failed.problem)))
        }
        given.formUnion(typedKeys)
        var fileKeys: Set<String> = []
        for (key, path) in files {
            let text = try Self.text(of: path, key: key)
            if let problem = walker.preset(key, typed: text) {
                throw CommandFailure(.dataError, .error(.setFileFailed(key: key, .answerProblem(problem))))
            }
            fileKeys.insert(walker.layout.storedKey(key))
        }
        if let failed = walker.failedChecks(of: fileKeys).first {
            throw CommandFailure(.dataError, .error(.setFileFailed(key: failed.key, .answerProblem(failed.problem))))
        }
        given.formUnion(fileKeys)
        if let broken = walker.brokenEnvironmentDefault() {
            throw CommandFailure(.dataError, .error(.environmentDefaultFailed(key: broken.key, variable: broken.variable,
                                                                             broken.problem)))
        }
        if takeDefaults { walker.takeDefaults() }
        return given
    }

    /// The text of a `--set-file` file: unreadable is 66, not UTF-8 is 65 naming the key.
    private static func text(of path: String, key: String) throws(CommandFailure) -> String {
        let bytes = try InputFile.read(path, limit: LineReader.maxLineBytes)
        guard bytes.count <= LineReader.maxLineBytes else {
            throw CommandFailure(.dataError, .error(.setFileFailed(key: key, .lineTooLong(bytes: LineReader.maxLineBytes))))
        }
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            throw CommandFailure(.dataError, .error(.setFileFailed(key: key, .lineNotUTF8(byte: offset + 1))))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The answers in an answers file, each typed and within its row's rules; every problem
    /// at once (65) otherwise.
    private static func answers(in path: String, layout: FormLayout) throws(CommandFailure) -> [(key: String, value: AnswerValue)] {
        let (answers, issues) = AnswerValidator.presets(from: try AnswersFile.read(path), layout: layout)
        guard issues.isEmpty else {
            let name = InputFile.displayName(path)
            let (shown, more) = ProblemList.capped(issues)
            throw CommandFailure(.dataError, lines: shown.map { .issue($0, file: name) } + (more.map { [.plain($0)] } ?? []))
        }
        return answers
    }
}
