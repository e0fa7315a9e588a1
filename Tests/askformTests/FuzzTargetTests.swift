import Foundation
import Testing

/// The fuzz targets (Fuzz/, a package of their own, not built by `swift test`) still build
/// against AskCore and pass their oracles on every committed seed, so a change to the core
/// cannot leave them behind unnoticed. A libFuzzer + AddressSanitizer build takes minutes on
/// two cores, so this runs on CI (CI is set) or when ASKFORM_FUZZ_CHECK=1.
private let fuzzCheckEnabled: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["CI"] != nil || environment["ASKFORM_FUZZ_CHECK"] == "1"
}()

@Suite("fuzz targets", .enabled(if: fuzzCheckEnabled))
struct FuzzTargetTests {
    @Test func everyTargetBuildsAndPassesItsSeeds() throws {
        let fuzz = AskformBinary.packageRoot.appendingPathComponent("Fuzz")
        let scratch = AskformBinary.packageRoot.appendingPathComponent(".build/fuzz-check").path
        let build = ["swift", "build", "--scratch-path", scratch, "--sanitize=fuzzer", "-Xswiftc", "-sanitize=fuzzer,address"]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["ASAN_OPTIONS"] = "detect_leaks=0"
        let built = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), build, environment: environment, directory: fuzz)
        #expect(built.status == 0, "\(built.stderr.suffix(3000))")
        let bin = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), build + ["--show-bin-path"],
                                       environment: environment, directory: fuzz).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for target in ["form-loader", "when", "answers", "pattern", "headers", "yaml", "markdown"] {
            // -runs=0 runs each seed once and stops; an oracle's failure or a crash exits non-zero.
            let run = try ChildProcess.run(URL(fileURLWithPath: bin + "/fuzz-" + target),
                                           ["-runs=0", fuzz.appendingPathComponent("corpus/" + target).path],
                                           environment: environment, directory: fuzz)
            #expect(run.status == 0, "fuzz-\(target): \(run.stderr.suffix(2000))")
            #expect(run.stderr.contains("INITED"), "fuzz-\(target) ran no input")
        }
    }
}
