#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore

/// libcurl, loaded with `dlopen` only when a submission happens, so fills, checks and
/// validations that send nothing never pay for an HTTP stack at start-up (measured in
/// docs/SUBMIT.md). Only the handful of functions askform needs are bound.
///
/// `curl_easy_setopt` is variadic, which Swift cannot call; it is bound once per argument
/// kind as a fixed-argument function, which is how the Linux calling conventions (x86-64
/// System V, AArch64 AAPCS) pass those variadic arguments anyway.
struct Curl {
    typealias Handle = OpaquePointer
    typealias HeaderList = OpaquePointer

    let easyInit: @convention(c) () -> Handle?
    let easyCleanup: @convention(c) (Handle?) -> Void
    let easyPerform: @convention(c) (Handle?) -> Int32
    let setLong: @convention(c) (Handle?, Int32, Int) -> Int32
    let setPointer: @convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32
    let setWriter: @convention(c) (Handle?, Int32, WriteCallback?) -> Int32
    let setProgress: @convention(c) (Handle?, Int32, ProgressCallback?) -> Int32
    let getLong: @convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>?) -> Int32
    let listAppend: @convention(c) (HeaderList?, UnsafePointer<CChar>?) -> HeaderList?
    let listFree: @convention(c) (HeaderList?) -> Void
    let errorText: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let version: @convention(c) () -> UnsafePointer<CChar>?

    typealias WriteCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
    /// `CURLOPT_XFERINFOFUNCTION`: context, bytes to receive, received, to send, sent; not 0 aborts.
    typealias ProgressCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32

    /// The library, or why it could not be loaded.
    static func load() -> Result<Curl, LoadError> {
        var handle: UnsafeMutableRawPointer?
        for name in ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"] {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
        }
        guard let handle else { return .failure(LoadError(reason: .curlMissing)) }
        func symbol<T>(_ name: String, as type: T.Type) throws(LoadError) -> T {
            guard let address = dlsym(handle, name) else { throw LoadError(reason: .curlSymbolMissing(name)) }
            return unsafeBitCast(address, to: type)
        }
        do throws(LoadError) {
            let globalInit = try symbol("curl_global_init", as: (@convention(c) (Int) -> Int32).self)
            guard globalInit(3) == 0 else { throw LoadError(reason: .curlFailedToStart) }
            let setopt = "curl_easy_setopt"
            return .success(Curl(
                easyInit: try symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
                easyCleanup: try symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
                easyPerform: try symbol("curl_easy_perform", as: (@convention(c) (Handle?) -> Int32).self),
                setLong: try symbol(setopt, as: (@convention(c) (Handle?, Int32, Int) -> Int32).self),
                setPointer: try symbol(setopt, as: (@convention(c) (Handle?, Int32, UnsafeRawPointer?) -> Int32).self),
                setWriter: try symbol(setopt, as: (@convention(c) (Handle?, Int32, WriteCallback?) -> Int32).self),
                setProgress: try symbol(setopt, as: (@convention(c) (Handle?, Int32, ProgressCallback?) -> Int32).self),
                getLong: try symbol("curl_easy_getinfo", as: (@convention(c) (Handle?, Int32, UnsafeMutablePointer<Int>?) -> Int32).self),
                listAppend: try symbol("curl_slist_append", as: (@convention(c) (HeaderList?, UnsafePointer<CChar>?) -> HeaderList?).self),
                listFree: try symbol("curl_slist_free_all", as: (@convention(c) (HeaderList?) -> Void).self),
                errorText: try symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self),
                version: try symbol("curl_version", as: (@convention(c) () -> UnsafePointer<CChar>?).self)))
        } catch {
            return .failure(error)
        }
    }

    struct LoadError: Error {
        var reason: Message
    }

    // Option and info numbers from curl.h (stable ABI since libcurl 7).
    enum Option {
        static let writeData: Int32 = 10001
        static let url: Int32 = 10002
        static let proxy: Int32 = 10004
        static let errorBuffer: Int32 = 10010
        static let userAgent: Int32 = 10018
        static let httpHeader: Int32 = 10023
        static let headerData: Int32 = 10029
        static let customRequest: Int32 = 10036
        static let caInfo: Int32 = 10065
        static let copyPostFields: Int32 = 10165
        static let protocolsString: Int32 = 10318
        static let writeFunction: Int32 = 20011
        static let headerFunction: Int32 = 20079
        static let transferInfoFunction: Int32 = 20219
        static let noProgress: Int32 = 43
        static let post: Int32 = 47
        static let followLocation: Int32 = 52
        static let verifyPeer: Int32 = 64
        static let verifyHost: Int32 = 81
        static let noSignal: Int32 = 99
        static let timeoutMilliseconds: Int32 = 155
        static let connectTimeoutMilliseconds: Int32 = 156
        static let postFieldSizeLarge: Int32 = 30120
    }

    enum Info {
        static let responseCode: Int32 = 0x200000 + 2
    }

    enum Code {
        static let operationTimedOut: Int32 = 28
        static let writeError: Int32 = 23
        static let abortedByCallback: Int32 = 42
    }
}
