import Foundation
import Testing

/// Where a secret answer may go (the answers file, 0600) and where it may not (the screen,
/// the draft, readline's history, the review), at a real terminal.
@Suite("secrets at the terminal")
struct SecretHandlingTests {
    @Test func aTypedSecretIsNotEchoedNorKeptInTheDraftOrHistory() throws {
        let directory = try TemporaryDirectory.make()
        let form = directory.appendingPathComponent("secret.json").path
        try Data(#"""
            {"askform": 1, "id": "secret-form", "sections": [{"rows": [
              {"key": "name", "type": "text"}, {"key": "token", "type": "secret"}, {"key": "after", "type": "text"}]}]}
            """#.utf8).write(to: URL(fileURLWithPath: form))
        let output = directory.appendingPathComponent("answers.json").path
        let pty = try PseudoTerminal.askform(["fill", form, "-o", output], environment: ["NO_COLOR": "1"])
        let state = pty.home.appendingPathComponent("state/askform")
        try pty.waitFor("name: ")
        try pty.sendLine("Ada")
        try pty.waitFor("token (hidden): ")
        try pty.sendLine("s3cr3t-XYZ")
        try pty.waitFor("after: ")
        // The draft saved after the secret's answer holds every answer but the secret.
        let draft = try FillFixture.contents(state.appendingPathComponent("drafts/secret-form.json").path)
        #expect(draft.contains("\"name\": \"Ada\""))
        #expect(!draft.contains("s3cr3t"))
        try pty.sendLine("done")
        try pty.waitFor("Write these answers? [Y/n] or a number or key to change: ")
        try pty.sendLine()
        #expect(try pty.waitForExit() == 0)

        #expect(!pty.rawText.contains("s3cr3t"), "the secret was echoed")
        #expect(pty.text.contains("  2  token     ••••••\n"), "the review masks the secret")
        #expect(try FillFixture.contents(output) == "{\n  \"name\": \"Ada\",\n  \"token\": \"s3cr3t-XYZ\",\n  \"after\": \"done\"\n}\n")
        #expect(try FillFixture.mode(output) == 0o600)
        let history = try FillFixture.contents(state.appendingPathComponent("history/secret-form.history").path)
        #expect(history == "Ada\ndone\n")
        #expect(try FillFixture.mode(state.appendingPathComponent("history/secret-form.history").path) == 0o600)
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("drafts/secret-form.json").path) == false)
    }
}
