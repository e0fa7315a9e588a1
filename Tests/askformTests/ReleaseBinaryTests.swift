import Foundation
import Testing

/// `make check-release` builds the one optimised binary (Swift runtime linked statically)
/// and proves it needs no Swift library and answers a piped fill. A release build takes
/// minutes on two cores, so it runs on CI (CI is set) or when ASKFORM_RELEASE_CHECK=1.
private let releaseCheckEnabled: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return environment["CI"] != nil || environment["ASKFORM_RELEASE_CHECK"] == "1"
}()

@Suite("release binary", .enabled(if: releaseCheckEnabled))
struct ReleaseBinaryTests {
    @Test func buildsAndRunsWithoutTheSwiftLibraries() throws {
        let root = AskformBinary.packageRoot
        let scratch = root.appendingPathComponent(".build/release-check").path
        var environment = ProcessInfo.processInfo.environment
        environment["SCRATCH"] = scratch
        let outcome = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["make", "-s", "check-release"],
                                           environment: environment, directory: root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == """
            askform 0.1.0
            {
              "choice": "Noodle bar",
              "dietary": [
                "vegan"
              ],
              "attending": true
            }

            """)
        let ldd = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/ldd"), [root.appendingPathComponent("dist/askform").path],
                                       environment: ["PATH": "/usr/bin:/bin"])
        #expect(ldd.status == 0)
        #expect(!ldd.stdout.contains("swift"))
        #expect(ldd.stdout.contains("libreadline.so.8"))

        // `make install` puts the manual page and the completion scripts beside the binary.
        let destination = try TemporaryDirectory.make()
        let install = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["make", "-s", "install", "DESTDIR=\(destination.path)", "PREFIX=/usr"],
                                           environment: environment, directory: root)
        #expect(install.status == 0, "\(install.stderr)")
        for file in ["bin/askform", "share/man/man1/askform.1", "share/bash-completion/completions/askform",
                     "share/zsh/site-functions/_askform", "share/fish/vendor_completions.d/askform.fish"] {
            #expect(FileManager.default.fileExists(atPath: destination.path + "/usr/" + file), "\(file)")
        }
        let page = try String(contentsOfFile: destination.path + "/usr/share/man/man1/askform.1", encoding: .utf8)
        #expect(page.hasPrefix(".TH ASKFORM 1 "))
    }
}
