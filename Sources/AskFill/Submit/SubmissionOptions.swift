#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore

/// How answers are sent (`fill`'s submission and `submit`): checked before anything is
/// asked or sent, then the sending itself with retries and a recovery file on failure.
public struct SubmissionOptions: Sendable {
    /// The endpoint instead of the form's (`--post URL`).
    public var overrideURL: String?
    /// Headers added to the form's (`-H`).
    public var headers: [SubmitSpec.Header]
    /// CA certificates to trust (`--cacert`).
    public var caFile: String?
    /// Plain `http://` to a remote host even with secret rows (`--insecure`).
    public var insecure: Bool
    /// Retries and per-try timeout instead of the form's (`--retries`, `--timeout`).
    public var retries: Int?
    /// Seconds per try instead of the form's (`--timeout`).
    public var timeout: Double?
    /// For the lines printed while sending.
    public var catalog: Catalog

    /// Options for one submission; every one defaults to the form's own settings.
    ///
    /// - Parameters:
    ///   - overrideURL: The endpoint instead of the form's (`--post URL`).
    ///   - headers: Added after the form's; one of the same name replaces it (`-H`).
    ///   - caFile: CA certificates to trust (`--cacert`).
    ///   - insecure: Allow plain `http://` to a remote host with secret rows (`--insecure`).
    ///   - retries: Retries instead of the form's (`--retries`).
    ///   - timeout: Seconds per try instead of the form's (`--timeout`).
    ///   - catalog: The language of the lines printed while sending.
    public init(overrideURL: String? = nil, headers: [SubmitSpec.Header] = [], caFile: String? = nil, insecure: Bool = false,
                retries: Int? = nil, timeout: Double? = nil, catalog: Catalog = .english) {
        self.overrideURL = overrideURL
        self.headers = headers
        self.caFile = caFile
        self.insecure = insecure
        self.retries = retries
        self.timeout = timeout
        self.catalog = catalog
    }

    /// Checks everything that can be checked before the walk: an endpoint exists, plain
    /// http for secrets, the CA file, and the environment variables the headers need (78).
    public func preflight(_ form: Form) throws(CommandFailure) {
        guard let url = overrideURL ?? form.submit?.url else {
            throw CommandFailure(.usage, .error(.noEndpoint))
        }
        switch SubmitTarget.parse(url) {
        case .failure(let problem):
            throw CommandFailure(.usage, .error(.postInvalid(problem)))
        case .success(let target):
            if form.hasSecrets, target.scheme == "http", !target.isLoopback, !insecure {
                throw CommandFailure(.configuration, .error(.secretOverPlainHTTP(host: target.host)))
            }
        }
        if let caFile, access(caFile, R_OK) != 0 {
            throw CommandFailure(.noInput, .error(.cannotReadCACert(caFile, reason: StandardStreams.describe(errno: errno))))
        }
        _ = try plan(form, body: "", idempotencyKey: "")
    }

    func plan(_ form: Form, body: String, idempotencyKey: String) throws(CommandFailure) -> SubmissionPlan {
        let spec = form.submit
        let policy = RetryPolicy(retries: retries ?? spec?.retries ?? 3, timeout: timeout ?? spec?.timeout ?? 30)
        switch SubmissionPlan.make(spec: spec, overrideURL: overrideURL, extraHeaders: headers, body: body,
                                   idempotencyKey: idempotencyKey, policy: policy,
                                   environment: ProcessEnvironment.variables) {
        case .success(let plan): return plan
        case .failure(.missingVariables(let names)):
            throw CommandFailure(.configuration, .error(.headerVariablesMissing(names)))
        case .failure(.unsafeVariable(let name, let header, let character)):
            throw CommandFailure(.configuration, .error(.headerVariableUnsafe(name, header: header, character: character)))
        case .failure(.invalidHeader(let name, .invalidName)):
            throw CommandFailure(.configuration, .error(.invalidHeaderName(name)))
        case .failure(.invalidHeader(let name, .controlCharacter(let character))):
            throw CommandFailure(.configuration, .error(.headerControlCharacter(name, character: character)))
        }
    }

    /// Sends `answers` (the JSON text `fill` writes). They are kept in a recovery file in the
    /// outbox first (unless they already are one), before any step that could fail or be
    /// stopped. On success the response body goes to stdout and the recovery file goes; on
    /// failure its path is printed with the command to resend it (75); a stop signal does the
    /// same and exits 130, 143 or 129.
    public func submit(_ answers: String, form: Form, formPath: String, idempotencyKey: String? = nil,
                       recoveryFile: String? = nil) throws(CommandFailure) -> ExitCode {
        let key = idempotencyKey ?? IdempotencyKey.make()
        let kept = recoveryFile ?? keep(answers, form: form, formPath: formPath, key: key)
        /// The lines that say where the answers are and how to send them again.
        func keptLines() -> [CommandFailure.Line] {
            guard let kept else {
                return [.note(.answersNotKept(directory: StateDirectory.path)), .verbatim(answers)]
            }
            let resend = ["askform", "submit", formPath, kept] + resendOptions()
            return [.note(.answersKept(kept)),
                    .note(.resendWith(resend.map(AnswerEncoder.shellQuotedIfNeeded).joined(separator: " "),
                                      headers: !headers.isEmpty))]
        }
        var plan: SubmissionPlan
        do {
            plan = try self.plan(form, body: answers, idempotencyKey: key)
        } catch {
            throw CommandFailure(error.code, lines: error.lines + keptLines())
        }
        if let document = try? JSONReader.parse(Array(answers.utf8)) {
            plan.secretAnswers = SubmissionPlan.secretAnswers(in: document, form: form)
        }
        switch Submitter(caFile: caFile, catalog: catalog).send(plan) {
        case .sent(let response):
            if !response.body.isEmpty {
                var body = response.body
                if body.last != 0x0A { body.append(0x0A) }
                _ = body.withUnsafeBufferPointer { StandardStreams.writeAll($0, to: 1) }
            }
            if response.bodyCut {
                CommandFailure.Line.note(.responseBodyCut(bytes: HTTPClient.maxResponseBytes)).print(catalog)
            }
            CommandFailure.Line.note(.submitted(status: response.status)).print(catalog)
            if let kept, Self.isInOutbox(kept) { unlink(kept) }
            return .success
        case .failed(let reason, let body, let bodyCut):
            var lines: [CommandFailure.Line] = [.error(.submitFailed(url: plan.redacted(plan.shownURL), reason: reason))]
            if let body { lines.append(.verbatim(body.hasSuffix("\n") ? String(body.dropLast()) : body)) }
            if bodyCut { lines.append(.note(.responseBodyCut(bytes: HTTPClient.maxResponseBytes))) }
            throw CommandFailure(.temporaryFailure, lines: lines + keptLines())
        case .stopped(let signal):
            throw CommandFailure(ExitCode(stoppedBy: signal), lines: [.note(.submissionStopped)] + keptLines())
        }
    }

    /// Sends a saved answers file (`askform submit`): validated first (nothing is sent when it
    /// breaks a rule, 65); a recovery file's idempotency key, in its name, is used again so
    /// that a resend is not a duplicate.
    public func submitFile(_ path: String, form: Form, formPath: String) throws(CommandFailure) -> ExitCode {
        let document = try AnswersFile.read(path)
        let issues = AnswerValidator.validate(document, form: form, today: ProcessEnvironment.today,
                                             environment: ProcessEnvironment.subset(form.environmentNames))
        guard issues.isEmpty else {
            let name = InputFile.displayName(path)
            throw CommandFailure(.dataError, lines: issues.map { .issue($0, file: name) } + [.note(.nothingSent)])
        }
        return try submit(JSONValue(document).serialized() + "\n", form: form, formPath: formPath,
                          idempotencyKey: Self.idempotencyKey(fromRecoveryPath: path), recoveryFile: path == "-" ? nil : path)
    }

    /// Options to repeat in the printed resend command (never `-H` values: they may hold tokens).
    private func resendOptions() -> [String] {
        var options: [String] = []
        // Credentials in the URL are masked: the reader puts them back (docs/SUBMIT.md).
        if let overrideURL { options += ["--post", SubmitTarget.redactingUserInfo(overrideURL)] }
        if let caFile { options += ["--cacert", caFile] }
        if insecure { options.append("--insecure") }
        return options
    }

    /// Writes a recovery file, `outbox/<form>.<idempotency key>.json` (0600, synced): an answers
    /// document `validate` and `submit` read as is; its name carries the key for resends.
    private func keep(_ answers: String, form: Form, formPath: String, key: String) -> String? {
        guard let path = try? StateDirectory.file(FormFile.stateName(of: form, path: formPath) + ".\(key).json", in: "outbox") else {
            return nil
        }
        do {
            try AtomicFile.write(answers, to: path, private: true)
            return path
        } catch {
            return nil
        }
    }

    /// True for a file in the outbox, however its path is written (relative, through links).
    static func isInOutbox(_ path: String) -> Bool {
        guard let file = realpath(path, nil) else { return false }
        defer { free(file) }
        let outbox = StateDirectory.path + "/outbox"
        guard let directory = realpath(outbox, nil) else { return false }
        defer { free(directory) }
        return String(cString: file).hasPrefix(String(cString: directory) + "/")
    }

    /// The idempotency key a recovery file's name carries, if it is one.
    static func idempotencyKey(fromRecoveryPath path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        let parts = name.split(separator: ".")
        guard parts.count >= 3, parts.last == "json" else { return nil }
        let candidate = parts[parts.count - 2]
        return IdempotencyKey.isWellFormed(candidate) ? String(candidate) : nil
    }
}
