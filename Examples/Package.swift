// swift-tools-version:6.0
import PackageDescription

// A program that uses askform as a library: a form defined in Swift, a form file with a row
// kind of its own, filled from lines and at a scripted terminal. docs/LIBRARY.md quotes it,
// and Tests/askformTests/ExamplePackageTests.swift builds and runs it, so neither goes stale.
let package = Package(
    name: "askform-examples",
    // Named, so that `package: "askform"` below holds whatever the checkout's directory is called.
    dependencies: [.package(name: "askform", path: "..")],
    targets: [
        .executableTarget(
            name: "askform-example",
            dependencies: [
                .product(name: "AskCore", package: "askform"),
                .product(name: "AskFill", package: "askform"),
            ],
            path: "Sources/askform-example"
        ),
    ],
    swiftLanguageModes: [.v6]
)
