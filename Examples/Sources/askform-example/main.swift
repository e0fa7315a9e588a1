#if canImport(Glibc)
import Glibc
#endif
import AskCore
import AskFill

/// Examples/Forms, found from this file so the program runs from any directory.
let formsDirectory = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Forms"

/// Each part of the example, by the name `--demo NAME` picks it with.
let demos: [(name: String, run: () throws -> Void)] = [
    ("trip-lines", fillTripFromLines),
    ("trip-presets", fillTripWithPresets),
    ("broken-definition", defineBrokenForm),
    ("release-terminal", fillReleaseAtTerminal),
    ("release-lines", fillReleaseFromLines),
    ("release-broken", loadBrokenReleaseForm),
    ("release-schema", printReleaseSchema),
    ("release-validate", validateReleaseAnswers),
    ("release-definition", defineReleaseInSwift),
]

/// Run only when named: they read stdin, and ask at the terminal when stdin is one.
let stdinDemos: [(name: String, run: () throws -> Void)] = [
    ("fill", fillLikeAskform),
    ("release-readline", fillReleaseWithReadline),
]

let arguments = Array(CommandLine.arguments.dropFirst())
let chosen = switch arguments.count {
case 0: demos
case 2 where arguments[0] == "--demo": (demos + stdinDemos).filter { $0.name == arguments[1] }
default: [] as [(name: String, run: () throws -> Void)]
}
if chosen.isEmpty {
    StandardStreams.error("usage: askform-example [--demo NAME]; names: \((demos + stdinDemos).map(\.name).joined(separator: ", "))\n")
    exit(ExitCode.usage.rawValue)
}
for (index, demo) in chosen.enumerated() {
    print((index == 0 ? "" : "\n") + "== \(demo.name) ==")
    // AnswerOutput writes to the descriptor itself: what print holds must go first.
    fflush(nil)
    do {
        try demo.run()
    } catch let failure as CommandFailure {
        exit(failure.report(.english).rawValue)
    } catch {
        StandardStreams.error("askform-example: \(error)\n")
        exit(ExitCode.dataError.rawValue)
    }
}
