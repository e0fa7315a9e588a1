#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore

/// The submission options shared by `fill` and `submit`, checked before anything is asked
/// or sent, and the sending itself with its recovery file on failure.
struct SubmissionOptions {
    var overrideURL: String?
    var headers: [SubmitSpec.Header] = []
    var caFile: String?
    var insecure = false
    var retries: Int?
    var timeout: Double?
    /// For the lines printed while sending.
    var catalog: Catalog

    init(_ arguments: ParsedArguments, usage: String, catalog: Catalog) throws(CommandFailure) {
        self.catalog = catalog
        func usageError(_ message: Message) -> CommandFailure {
            CommandFailure(.usage, .error(message), .plain(.usage(usage)))
        }
        let post = arguments.value("post")
        overrideURL = post.flatMap { $0.isEmpty ? nil : $0 }
        for header in arguments.all("header") {
            guard let colon = header.firstIndex(of: ":") else {
                throw usageError(.headerNotNameValue(header))
            }
            let name = String(header[..<colon]).trimmingWhitespace()
            guard HTTPHeader.isValidName(name) else { throw usageError(.invalidHeaderName(name)) }
            let value = String(header[header.index(after: colon)...]).trimmingWhitespace()
            guard !value.contains("\r"), !value.contains("\n") else { throw usageError(.headerLineBreak(name)) }
            headers.append(.init(name: name, value: value))
        }
        caFile = arguments.value("cacert")
        insecure = arguments.flag("insecure")
        if let text = arguments.value("retries") {
            guard let value = Int(text), value >= 0, value <= 100 else { throw usageError(.retriesInvalid(text)) }
            retries = value
        }
        if let text = arguments.value("timeout") {
            guard let value = AnswerParser.parseNumber(text), value > 0 else { throw usageError(.timeoutInvalid(text)) }
            timeout = value
        }
    }

    /// Checks everything that can be checked before the walk: an endpoint exists, plain
    /// http for secrets, the CA file, and the environment variables the headers need (78).
    func preflight(_ form: Form) throws(CommandFailure) {
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
        case .failure(let missing):
            throw CommandFailure(.configuration, .error(.headerVariablesMissing(missing.names)))
        }
    }

    /// Sends `answers` (the JSON text `fill` writes). On success the response body goes to
    /// stdout; on failure the answers are kept in a recovery file in the outbox (unless they
    /// already are one) and the command to resend them is printed (75).
    func submit(_ answers: String, form: Form, formPath: String, idempotencyKey: String?,
                recoveryFile: String?) throws(CommandFailure) -> ExitCode {
        let key = idempotencyKey ?? IdempotencyKey.make()
        let plan = try plan(form, body: answers, idempotencyKey: key)
        switch Submitter(caFile: caFile, catalog: catalog).send(plan) {
        case .sent(let response):
            if !response.body.isEmpty {
                var body = response.body
                if body.last != 0x0A { body.append(0x0A) }
                _ = body.withUnsafeBufferPointer { StandardStreams.writeAll($0, to: 1) }
            }
            StandardStreams.error("askform: " + catalog.text(for: .submitted(status: response.status)) + "\n")
            if let recoveryFile, Self.isInOutbox(recoveryFile) { unlink(recoveryFile) }
            return .success
        case .failed(let reason, let body):
            var lines: [CommandFailure.Line] = [.error(.submitFailed(url: plan.redacted(plan.url), reason: reason))]
            if let body { lines.append(.verbatim(body.hasSuffix("\n") ? String(body.dropLast()) : body)) }
            let kept = recoveryFile ?? keep(answers, form: form, formPath: formPath, key: key)
            if let kept {
                lines.append(.note(.answersKept(kept)))
                let resend = ["askform", "submit", formPath, kept] + resendOptions()
                lines.append(.note(.resendWith(resend.map(AnswerEncoder.shellQuotedIfNeeded).joined(separator: " "),
                                               headers: !headers.isEmpty)))
            } else {
                lines.append(.note(.answersNotKept(directory: StateDirectory.path)))
                lines.append(.verbatim(answers))
            }
            throw CommandFailure(.temporaryFailure, lines: lines)
        }
    }

    /// Options to repeat in the printed resend command (never `-H` values: they may hold tokens).
    private func resendOptions() -> [String] {
        var options: [String] = []
        if let overrideURL { options += ["--post", overrideURL] }
        if let caFile { options += ["--cacert", caFile] }
        if insecure { options.append("--insecure") }
        return options
    }

    /// Writes a recovery file, `outbox/<form>.<idempotency key>.json` (0600): an answers
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
