#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore

/// One HTTP request/response over libcurl: TLS verified, redirects never followed, only
/// http and https, no proxy for plain http, a total time limit per try, a cap on how much of
/// a response is kept, and an end as soon as a stop signal is caught.
struct HTTPClient {
    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]
        /// The body was longer than ``HTTPClient/maxResponseBytes``: `body` is its start.
        var bodyCut = false

        func header(_ name: String) -> String? {
            headers.last { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    enum Failure: Error {
        /// What went wrong (libcurl's words for a failed transfer), and whether it was a timeout.
        case transport(Message, isTimeout: Bool)
        /// A stop signal (``StopSignals``) ended the try.
        case stopped(Int32)
    }

    let curl: Curl
    var caFile: String?
    static let maxResponseBytes = 1 << 20

    func send(_ plan: SubmissionPlan, timeout: Double) -> Result<Response, Failure> {
        guard let handle = curl.easyInit() else { return .failure(.transport(.curlRequestFailed, isTimeout: false)) }
        defer { curl.easyCleanup(handle) }
        let sink = ResponseSink()
        let sinkPointer = Unmanaged.passRetained(sink)
        defer { sinkPointer.release() }

        var headerList: Curl.HeaderList?
        for header in plan.headers {
            // `Name:` with nothing after it would make libcurl drop the header; `Name;` sends it empty.
            headerList = curl.listAppend(headerList, header.value.isEmpty ? "\(header.name);" : "\(header.name): \(header.value)")
        }
        headerList = curl.listAppend(headerList, "Expect:")
        defer { curl.listFree(headerList) }

        var errorBuffer = [CChar](repeating: 0, count: 256)
        // `timeout` is at most the policy's, which RetryPolicy holds to its range (≤ 3600 s),
        // and more than the few milliseconds the submitter leaves: the conversion cannot trap.
        let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
        let proxied = if case .success(let target) = SubmitTarget.parse(plan.url) { target.allowsProxy } else { false }
        let code: Int32 = errorBuffer.withUnsafeMutableBufferPointer { errorPointer in
            _ = curl.setPointer(handle, Curl.Option.url, plan.url)
            _ = curl.setPointer(handle, Curl.Option.protocolsString, "http,https")
            // An empty proxy turns the proxy variables off for this transfer (docs/SUBMIT.md).
            if !proxied { _ = curl.setPointer(handle, Curl.Option.proxy, "") }
            _ = curl.setLong(handle, Curl.Option.noProgress, 0)
            _ = curl.setProgress(handle, Curl.Option.transferInfoFunction, checkForStop)
            _ = curl.setLong(handle, Curl.Option.noSignal, 1)
            _ = curl.setLong(handle, Curl.Option.followLocation, 0)
            _ = curl.setLong(handle, Curl.Option.verifyPeer, 1)
            _ = curl.setLong(handle, Curl.Option.verifyHost, 2)
            if let caFile { _ = curl.setPointer(handle, Curl.Option.caInfo, caFile) }
            _ = curl.setLong(handle, Curl.Option.timeoutMilliseconds, milliseconds)
            _ = curl.setLong(handle, Curl.Option.connectTimeoutMilliseconds, min(milliseconds, 10_000))
            _ = curl.setPointer(handle, Curl.Option.userAgent, "askform/\(Release.version)")
            _ = curl.setPointer(handle, Curl.Option.httpHeader, headerList.map { UnsafeRawPointer($0) })
            _ = curl.setLong(handle, Curl.Option.post, 1)
            _ = curl.setLong(handle, Curl.Option.postFieldSizeLarge, plan.body.utf8.count)
            _ = curl.setPointer(handle, Curl.Option.copyPostFields, plan.body)
            if plan.method != "POST" { _ = curl.setPointer(handle, Curl.Option.customRequest, plan.method) }
            _ = curl.setWriter(handle, Curl.Option.writeFunction, receiveBody)
            _ = curl.setPointer(handle, Curl.Option.writeData, sinkPointer.toOpaque())
            _ = curl.setWriter(handle, Curl.Option.headerFunction, receiveHeader)
            _ = curl.setPointer(handle, Curl.Option.headerData, sinkPointer.toOpaque())
            _ = curl.setPointer(handle, Curl.Option.errorBuffer, errorPointer.baseAddress)
            return curl.easyPerform(handle)
        }
        if code == Curl.Code.abortedByCallback, let signal = StopSignals.pendingStop() {
            return .failure(.stopped(signal))
        }
        guard code == 0 || (code == Curl.Code.writeError && sink.truncated) else {
            let detail = errorBuffer.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { String(cString: $0) } ?? ""
            }
            let text = detail.isEmpty ? curl.errorText(code).map { String(cString: $0) } ?? "error \(code)" : detail
            return .failure(.transport(.transferFailed(plan.redacted(text)), isTimeout: code == Curl.Code.operationTimedOut))
        }
        // A response whose header block never ended is no answer, whatever its status line said.
        guard sink.headersComplete else { return .failure(.transport(.responseHeadersCutOff, isTimeout: false)) }
        var status = 0
        _ = curl.getLong(handle, Curl.Info.responseCode, &status)
        return .success(Response(status: status, headers: sink.headers, body: sink.body, bodyCut: sink.truncated))
    }
}

/// Collects a response for the C callbacks (which reach it through an opaque pointer).
private final class ResponseSink {
    var body: [UInt8] = []
    var headers: [(name: String, value: String)] = []
    var truncated = false
    /// The empty line that ends the last response's header block has arrived.
    var headersComplete = false
}

/// libcurl's progress callback, called often during a transfer (about once a second when
/// nothing moves): a caught stop signal aborts the transfer.
private func checkForStop(_ context: UnsafeMutableRawPointer?, _ downloadTotal: Int64, _ downloaded: Int64,
                          _ uploadTotal: Int64, _ uploaded: Int64) -> Int32 {
    StopSignals.pendingStop() == nil ? 0 : 1
}

private func receiveBody(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let data, let context else { return 0 }
    let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    let room = HTTPClient.maxResponseBytes - sink.body.count
    let kept = min(room, length)
    data.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
        sink.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: kept))
    }
    if kept < length {
        sink.truncated = true
        return 0
    }
    return length
}

private func receiveHeader(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let data, let context else { return 0 }
    let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    let line = data.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
        String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
    if line.hasPrefix("HTTP/") {
        sink.headers.removeAll()  // a new response (e.g. after 100 Continue)
        sink.headersComplete = false
    } else if line == "\r\n" || line == "\n" {
        sink.headersComplete = true
    } else if let colon = line.firstIndex(of: ":") {
        let name = String(line[..<colon]).trimmingWhitespace()
        let value = String(line[line.index(after: colon)...]).trimmingWhitespace()
        sink.headers.append((name, value))
    }
    return length
}
