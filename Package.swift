// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "askform",
    products: [
        .executable(name: "askform", targets: ["askform"]),
        .library(name: "AskCore", targets: ["AskCore"]),
    ],
    targets: [
        // GNU readline, the only C surface; used from one file of the executable.
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // The form model, loading, answers, rules, the walker's logic, encoding and the
        // submission policy. No terminal I/O, no printing, no exit.
        .target(
            name: "AskCore",
            path: "Sources/AskCore",
            linkerSettings: [.linkedLibrary("m")]
        ),
        // Calls libcurl's variadic functions correctly; libcurl itself is loaded with dlopen
        // only when a submission happens, so this links nothing of it.
        .target(name: "CCurlShim", path: "Sources/CCurlShim"),
        .executableTarget(
            name: "askform",
            dependencies: ["AskCore", "CReadline", "CCurlShim"],
            path: "Sources/askform",
            // Release builds carry the Swift runtime inside the binary: it starts faster (no
            // Swift libraries to load and relocate) and runs where no toolchain is installed.
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        .testTarget(
            name: "AskCoreTests",
            dependencies: ["AskCore"],
            path: "Tests/AskCoreTests"
        ),
        .testTarget(
            name: "askformTests",
            dependencies: ["AskCore"],
            path: "Tests/askformTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
