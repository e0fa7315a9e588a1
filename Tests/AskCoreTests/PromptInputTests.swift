import Testing
@testable import AskCore

@Suite struct PromptInputTests {
    static let lines: [(String, PromptInput)] = [
        (":back", .command(.back)),
        ("  :SKIP ", .command(.skip)),
        (":review", .command(.review)),
        (" :Edit", .command(.edit)),
        ("::edit", .answer(":edit")),
        ("::x", .answer(":x")),
        (":nope", .unknownCommand(":nope")),
        ("Ada", .answer("Ada")),
        ("  Ada ", .answer("  Ada ")),
        // A CJK input method types the full-width colon.
        ("：skip", .command(.skip)),
        ("\u{3000}：back\u{3000}", .command(.back)),
        ("：：x", .answer(":x")),
        ("：nope", .unknownCommand(":nope")),
        ("a：b", .answer("a：b")),
    ]

    @Test(arguments: lines)
    func reads(_ line: String, _ expected: PromptInput) {
        #expect(PromptInput(line) == expected)
    }
}
