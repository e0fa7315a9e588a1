#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore
import CYAML

/// libyaml, loaded with `dlopen` on the first YAML file read, so that a program linking
/// AskImport (and `askform`, which reads JSON and property lists without it) pays nothing
/// for it at start-up: the module map of `CYAML` exposes the header's types and links
/// nothing. Only the functions of the event API that ``YAMLReader`` uses are bound.
struct LibYAML: @unchecked Sendable {
    // @unchecked: C function pointers carry no state; the struct is immutable once loaded.
    typealias Parser = UnsafeMutablePointer<yaml_parser_t>
    typealias Event = UnsafeMutablePointer<yaml_event_t>

    let parserInitialize: @convention(c) (Parser?) -> Int32
    let parserSetInputString: @convention(c) (Parser?, UnsafePointer<UInt8>?, Int) -> Void
    let parserSetEncoding: @convention(c) (Parser?, yaml_encoding_t) -> Void
    let parserParse: @convention(c) (Parser?, Event?) -> Int32
    let parserDelete: @convention(c) (Parser?) -> Void
    let eventDelete: @convention(c) (Event?) -> Void

    /// The library, loaded once per process; the outcome (or why it failed) is kept.
    static let shared: Result<LibYAML, YAMLProblem> = load()

    private static func load() -> Result<LibYAML, YAMLProblem> {
        var handle: UnsafeMutableRawPointer?
        // The runtime package's soname first (libyaml-0-2); the development link as a fallback.
        for name in ["libyaml-0.so.2", "libyaml.so"] {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
        }
        guard let handle else { return .failure(.libraryMissing) }
        func symbol<T>(_ name: String, as type: T.Type) throws(YAMLProblem) -> T {
            guard let address = dlsym(handle, name) else { throw .librarySymbolMissing(name) }
            return unsafeBitCast(address, to: type)
        }
        do throws(YAMLProblem) {
            return .success(LibYAML(
                parserInitialize: try symbol("yaml_parser_initialize", as: (@convention(c) (Parser?) -> Int32).self),
                parserSetInputString: try symbol("yaml_parser_set_input_string",
                                                 as: (@convention(c) (Parser?, UnsafePointer<UInt8>?, Int) -> Void).self),
                parserSetEncoding: try symbol("yaml_parser_set_encoding",
                                              as: (@convention(c) (Parser?, yaml_encoding_t) -> Void).self),
                parserParse: try symbol("yaml_parser_parse", as: (@convention(c) (Parser?, Event?) -> Int32).self),
                parserDelete: try symbol("yaml_parser_delete", as: (@convention(c) (Parser?) -> Void).self),
                eventDelete: try symbol("yaml_event_delete", as: (@convention(c) (Event?) -> Void).self)))
        } catch {
            return .failure(error)
        }
    }
}
