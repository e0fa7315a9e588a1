// swift-tools-version:6.0
import PackageDescription

// Release builds put every function in a section of its own, so that the linker can lay the
// functions a start runs side by side (bench/startup.order, docs/PERFORMANCE.md): a page fault
// maps the 64 KB around it, and fewer such windows hold the start-up code.
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]
let startupOrder = String(#filePath.dropLast("Package.swift".count)) + "bench/startup.order"

let package = Package(
    name: "askform",
    products: [
        .executable(name: "askform", targets: ["askform"]),
        .library(name: "AskCore", targets: ["AskCore"]),
        .library(name: "AskFill", targets: ["AskFill"]),
        .library(name: "AskImport", targets: ["AskImport"]),
    ],
    targets: [
        // GNU readline, the only C surface; used from one file (AskFill's LineEditor).
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
            swiftSettings: functionSections,
            linkerSettings: [.linkedLibrary("m")]
        ),
        // Calls libcurl's variadic functions correctly; libcurl itself is loaded with dlopen
        // only when a submission happens, so this links nothing of it.
        .target(name: "CCurlShim", path: "Sources/CCurlShim"),
        // Running a questionnaire: the terminal (readline) and line drivers of the walk, the
        // review, drafts, history, completion, presets, answer files, output and submission.
        // The I/O around AskCore, for `askform` and for any program that fills forms; form files
        // written for other tools are read through AskImport.
        .target(
            name: "AskFill",
            dependencies: ["AskCore", "AskImport", "CReadline", "CCurlShim"],
            path: "Sources/AskFill"
        ),
        // libyaml's header, for its types: AskImport loads the library itself with dlopen on
        // the first YAML file it reads, so this target links nothing (no `link` in its module map).
        .systemLibrary(
            name: "CYAML",
            path: "Sources/CYAML",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Reading forms written for other tools (YAML: copier.yml, GitHub issue forms) into
        // AskCore's source tree, with positions.
        .target(
            name: "AskImport",
            dependencies: ["AskCore", "CYAML"],
            path: "Sources/AskImport",
            swiftSettings: functionSections
        ),
        // Argument parsing and wiring, on AskFill's, AskImport's and AskCore's public API only.
        .executableTarget(
            name: "askform",
            dependencies: ["AskCore", "AskFill", "AskImport"],
            path: "Sources/askform",
            swiftSettings: functionSections,
            // Release builds carry the Swift runtime inside the binary: it starts faster (no
            // Swift libraries to load and relocate) and runs where no toolchain is installed.
            // They are linked by lld with packed relative relocations (DT_RELR, glibc 2.36+):
            // the 20,000 relocations of a position-independent binary fit in 4 KB instead of
            // 520 KB that every start read; with the functions that are the same folded (only
            // where no address is compared) and no dynamic symbol table of the binary's own
            // 2,800 Swift symbols, which nothing looks up (docs/PERFORMANCE.md).
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                                           "-Xlinker", "--icf=safe", "-Xlinker", "--no-export-dynamic",
                                           "-Xlinker", "--symbol-ordering-file=" + startupOrder, "-Xlinker", "--no-warn-symbol-ordering"],
                                          .when(configuration: .release))]
        ),
        .testTarget(
            name: "AskCoreTests",
            dependencies: ["AskCore"],
            path: "Tests/AskCoreTests"
        ),
        .testTarget(
            name: "AskFillTests",
            dependencies: ["AskCore", "AskFill"],
            path: "Tests/AskFillTests"
        ),
        .testTarget(
            name: "AskImportTests",
            dependencies: ["AskCore", "AskImport", "AskFill"],
            path: "Tests/AskImportTests"
        ),
        .testTarget(
            name: "askformTests",
            dependencies: ["AskCore", "AskFill", "AskImport"],
            path: "Tests/askformTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
