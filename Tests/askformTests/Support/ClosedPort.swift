#if canImport(Glibc)
import Glibc
#endif

/// A TCP port on 127.0.0.1 where connections are refused: a socket bound to it but never
/// listening. Holding the socket keeps the port from being handed to anyone else while the
/// test runs, so "refused" stays true until ``close()``.
final class ClosedPort {
    let port: Int
    private var descriptor: Int32

    struct Failure: Error {
        var errno: Int32
    }

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            Glibc.close(descriptor)
            throw Failure(errno: code)
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    deinit {
        close()
    }
}
