#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore
import CCurlShim

/// libcurl, loaded with `dlopen` only when a submission happens, so fills, checks and
/// validations that send nothing never pay for an HTTP stack at start-up (measured in
/// docs/SUBMIT.md). Only the handful of functions askform needs are bound.
///
/// `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot call: a small
/// C target (`CCurlShim`) calls them through their addresses as C passes variadic arguments.
struct Curl {
    typealias Handle = OpaquePointer
    typealias HeaderList = OpaquePointer

    let easyInit: @convention(c) () -> Handle?
    let easyCleanup: @convention(c) (Handle?) -> Void
    let easyPerform: @convention(c) (Handle?) -> Int32
    /// `curl_easy_setopt` and `curl_easy_getinfo`, called through `CCurlShim`.
    let setopt: UnsafeMutableRawPointer
    let getinfo: UnsafeMutableRawPointer
    let listAppend: @convention(c) (HeaderList?, UnsafePointer<CChar>?) -> HeaderList?
    let listFree: @convention(c) (HeaderList?) -> Void
    let errorText: @convention(c) (Int32) -> UnsafePointer<CChar>?

    func setLong(_ handle: Handle?, _ option: Int32, _ value: Int) -> Int32 {
        askform_curl_setopt_long(setopt, UnsafeMutableRawPointer(handle), option, value)
    }

    func setPointer(_ handle: Handle?, _ option: Int32, _ value: UnsafeRawPointer?) -> Int32 {
        askform_curl_setopt_pointer(setopt, UnsafeMutableRawPointer(handle), option, value)
    }

    func setWriter(_ handle: Handle?, _ option: Int32, _ value: WriteCallback?) -> Int32 {
        askform_curl_setopt_writer(setopt, UnsafeMutableRawPointer(handle), option, value)
    }

    func setProgress(_ handle: Handle?, _ option: Int32, _ value: ProgressCallback?) -> Int32 {
        askform_curl_setopt_xferinfo(setopt, UnsafeMutableRawPointer(handle), option, value)
    }

    func getLong(_ handle: Handle?, _ info: Int32, _ value: UnsafeMutablePointer<Int>?) -> Int32 {
        askform_curl_getinfo_long(getinfo, UnsafeMutableRawPointer(handle), info, value)
    }

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
            guard let setopt = dlsym(handle, "curl_easy_setopt") else {
                throw LoadError(reason: .curlSymbolMissing("curl_easy_setopt"))
            }
            guard let getinfo = dlsym(handle, "curl_easy_getinfo") else {
                throw LoadError(reason: .curlSymbolMissing("curl_easy_getinfo"))
            }
            return .success(Curl(
                easyInit: try symbol("curl_easy_init", as: (@convention(c) () -> Handle?).self),
                easyCleanup: try symbol("curl_easy_cleanup", as: (@convention(c) (Handle?) -> Void).self),
                easyPerform: try symbol("curl_easy_perform", as: (@convention(c) (Handle?) -> Int32).self),
                setopt: setopt,
                getinfo: getinfo,
                listAppend: try symbol("curl_slist_append", as: (@convention(c) (HeaderList?, UnsafePointer<CChar>?) -> HeaderList?).self),
                listFree: try symbol("curl_slist_free_all", as: (@convention(c) (HeaderList?) -> Void).self),
                errorText: try symbol("curl_easy_strerror", as: (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)))
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
