// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for AskCore's parsers, kept out of the main package: a product built
// with -sanitize=fuzzer there would break `swift test --sanitize=...`. Build and run them
// with Fuzz/run.sh; see docs/SECURITY.md.
//
// Each target is an executable compiled as a library (-parse-as-library), so libFuzzer's
// own main() drives LLVMFuzzerTestOneInput.
let askCore: Target.Dependency = .product(name: "AskCore", package: "askform")
let askImport: Target.Dependency = .product(name: "AskImport", package: "askform")
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "askform-fuzz",
    products: [
        .executable(name: "fuzz-form-loader", targets: ["FuzzFormLoader"]),
        .executable(name: "fuzz-when", targets: ["FuzzWhen"]),
        .executable(name: "fuzz-answers", targets: ["FuzzAnswers"]),
        .executable(name: "fuzz-pattern", targets: ["FuzzPattern"]),
        .executable(name: "fuzz-headers", targets: ["FuzzHeaders"]),
        .executable(name: "fuzz-yaml", targets: ["FuzzYAML"]),
        .executable(name: "fuzz-markdown", targets: ["FuzzMarkdown"]),
    ],
    // Named, so that `package: "askform"` below holds whatever the checkout's directory is called.
    dependencies: [.package(name: "askform", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [askCore], path: "Sources/FuzzSupport"),
        .executableTarget(name: "FuzzFormLoader", dependencies: [askCore, "FuzzSupport"],
                          path: "Sources/FuzzFormLoader", swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzWhen", dependencies: [askCore, "FuzzSupport"],
                          path: "Sources/FuzzWhen", swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzAnswers", dependencies: [askCore, "FuzzSupport"],
                          path: "Sources/FuzzAnswers", swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPattern", dependencies: [askCore, "FuzzSupport"],
                          path: "Sources/FuzzPattern", swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzHeaders", dependencies: [askCore, "FuzzSupport"],
                          path: "Sources/FuzzHeaders", swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzYAML", dependencies: [askCore, askImport, "FuzzSupport"],
                          path: "Sources/FuzzYAML", swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzMarkdown", dependencies: [askCore, "FuzzSupport"],
                          path: "Sources/FuzzMarkdown", swiftSettings: fuzzTarget),
    ],
    swiftLanguageModes: [.v6]
)
