import Foundation

/// A throwaway certificate authority made with the `openssl` command, and a server
/// certificate it signed for 127.0.0.1 and localhost (subjectAltName), for HTTPS tests.
struct TestCertificateAuthority {
    /// The CA's certificate (PEM): what `--cacert` is given.
    let certificate: String
    /// The server's certificate and key (PEM), for ``TestHTTPServer``.
    let serverCertificate: String
    let serverKey: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func make() throws -> TestCertificateAuthority {
        let directory = try TemporaryDirectory.make()
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        let extensions = """
            subjectAltName=IP:127.0.0.1,DNS:localhost
            basicConstraints=critical,CA:FALSE
            keyUsage=critical,digitalSignature
            extendedKeyUsage=serverAuth

            """
        try Data(extensions.utf8).write(to: URL(fileURLWithPath: path("server.ext")))
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(["req", "-x509"] + key + ["-keyout", path("ca.key"), "-out", path("ca.pem"), "-days", "2",
                                               "-subj", "/CN=askform test CA",
                                               "-addext", "basicConstraints=critical,CA:TRUE",
                                               "-addext", "keyUsage=critical,keyCertSign,cRLSign"])
        try openssl(["req", "-new"] + key + ["-keyout", path("server.key"), "-out", path("server.csr"),
                                              "-subj", "/CN=127.0.0.1"])
        try openssl(["x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
                     "-CAcreateserial", "-out", path("server.pem"), "-days", "2", "-extfile", path("server.ext")])
        return TestCertificateAuthority(certificate: path("ca.pem"), serverCertificate: path("server.pem"),
                                        serverKey: path("server.key"))
    }

    private static func openssl(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "openssl \(arguments.joined(separator: " ")) failed: "
                          + String(decoding: text, as: UTF8.self))
        }
    }
}
