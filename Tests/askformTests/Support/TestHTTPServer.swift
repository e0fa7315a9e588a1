import Foundation

/// A real HTTP(S) server on 127.0.0.1 for end-to-end submission tests:
/// `Tests/Fixtures/http/server.py` run with python3, answering the requests in arrival order
/// with the steps of a script (the last step repeats) and logging every request it gets.
///
/// The server is stopped by ``stop()`` or, at the latest, when the object goes away; on its
/// own it exits when its stdin closes (so a crashed test process takes it along) or after
/// `lifetime` seconds.
final class TestHTTPServer {
    /// One scripted answer; see server.py for what each field does.
    struct Step: Encodable {
        var status: Int?
        var headers: [String: String]?
        var body: String?
        /// Seconds to wait before answering.
        var delay: Double?
        /// Milliseconds between body bytes, sent one at a time after the headers.
        var trickle: Double?
        /// Drop the connection without answering.
        var close: Bool?
        /// Answer with this Location (and status 307 unless `status` says otherwise).
        var redirect: String?
        /// Answer with the request's own body.
        var echo: Bool?
        /// Send the status line and one header, then close: the header block never ends.
        var cutHeaders: Bool?

        static func respond(_ status: Int, body: String = "", headers: [String: String] = [:]) -> Step {
            Step(status: status, headers: headers.isEmpty ? nil : headers, body: body)
        }

        static let drop = Step(close: true)

        static func trickle(everyMilliseconds interval: Double) -> Step {
            Step(status: 200, trickle: interval)
        }

        static func redirect(to location: String, status: Int = 307) -> Step {
            Step(status: status, redirect: location)
        }

        static func echo(_ status: Int) -> Step {
            Step(status: status, echo: true)
        }

        static let cutHeaders = Step(status: 200, cutHeaders: true)
    }

    /// A request as the server recorded it.
    struct Request: Decodable {
        var index: Int
        var method: String
        /// The request target: a path, or an absolute URL when sent through a proxy.
        var path: String
        /// Header names and values in the order they arrived.
        var headers: [[String]]
        var body: String
        /// The server's CLOCK_MONOTONIC seconds when the request had been read.
        var time: Double

        /// The last value of header `name` (case-insensitive).
        func header(_ name: String) -> String? {
            headers.last { $0.first?.lowercased() == name.lowercased() }.flatMap { $0.count == 2 ? $0[1] : nil }
        }
    }

    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// `http://127.0.0.1:PORT` (or `https://…`), without a trailing slash.
    let url: String
    let port: Int
    private let process = Process()
    private let input = Pipe()
    private let directory: URL
    private var stopped = false

    static let script = AskformBinary.packageRoot.appendingPathComponent("Tests/Fixtures/http/server.py")

    /// Starts the server and waits until it listens. `tls` holds the server's certificate
    /// chain and key (PEM files) for HTTPS.
    init(_ steps: [Step], tls: (certificate: String, key: String)? = nil, lifetime: Double = 60) throws {
        directory = try TemporaryDirectory.make()
        let scriptFile = directory.appendingPathComponent("script.json")
        try JSONEncoder().encode(steps).write(to: scriptFile)
        var arguments = [Self.script.path, "--script", scriptFile.path, "--log", directory.appendingPathComponent("requests.jsonl").path,
                         "--lifetime", String(lifetime)]
        if let tls { arguments += ["--cert", tls.certificate, "--key", tls.key] }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        let errorLog = directory.appendingPathComponent("server.stderr")
        try Data().write(to: errorLog)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        try process.run()

        // The first line of stdout is the port; end of file first means it did not start.
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard let port = Int(text) else {
            process.waitUntilExit()
            let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
            throw StartFailure(description: "server.py did not start: \(errors)")
        }
        self.port = port
        url = (tls == nil ? "http" : "https") + "://127.0.0.1:\(port)"
    }

    deinit {
        stop()
    }

    /// Every request the server has received so far, in arrival order.
    func requests() throws -> [Request] {
        let log = directory.appendingPathComponent("requests.jsonl")
        guard FileManager.default.fileExists(atPath: log.path) else { return [] }
        let decoder = JSONDecoder()
        return try Data(contentsOf: log).split(separator: 0x0A).map { try decoder.decode(Request.self, from: Data($0)) }
    }

    /// Every byte each connection brought, in the order the connections ended (Latin-1 text):
    /// what reached the wire, a smuggled second request included. A connection is recorded
    /// once it has ended, so call this after the client has exited.
    /// `atLeast` waits (10 s at most, a hang guard) until that many connections have ended.
    func rawConnections(atLeast count: Int = 0) throws -> [String] {
        struct Connection: Decodable { var raw: String }
        let log = directory.appendingPathComponent("requests.jsonl.raw")
        let decoder = JSONDecoder()
        let deadline = Date(timeIntervalSinceNow: 10)
        while true {
            let connections = try FileManager.default.fileExists(atPath: log.path)
                ? Data(contentsOf: log).split(separator: 0x0A).map { try decoder.decode(Connection.self, from: Data($0)).raw }
                : []
            if connections.count >= count || Date() >= deadline { return connections }
            usleep(20_000)
        }
    }

    /// What the server wrote on stderr (its access log and errors), for failure messages.
    var errorLog: String {
        (try? String(contentsOf: directory.appendingPathComponent("server.stderr"), encoding: .utf8)) ?? ""
    }

    /// Stops the server and waits for it to exit; safe to call more than once.
    func stop() {
        guard !stopped else { return }
        stopped = true
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
