import Foundation
import Testing

/// `askform completion bash|zsh|fish` and `askform help --man`: made from the command table
/// `--help` is made from, loaded by the real shells and rendered by groff.
@Suite("shell completion and the manual page")
struct ShellCompletionTests {
    static func shell(_ name: String) -> URL? {
        ["/usr/bin/", "/bin/"].map { URL(fileURLWithPath: $0 + name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// What bash completes for `words` (the last one being completed), with the script loaded
    /// the way its header says, in a directory holding a form, a plist, a text file and a folder.
    static func bashCompletes(_ words: [String]) throws -> [String] {
        let directory = try TemporaryDirectory.make()
        for file in ["form.json", "other.plist", "notes.txt", "copier.yml"] {
            try Data().write(to: directory.appendingPathComponent(file))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let script = """
            source <(askform completion bash)
            COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " ")))
            COMP_CWORD=\(words.count - 1)
            _askform
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let binDirectory = AskformBinary.url.deletingLastPathComponent().path
        let outcome = try ChildProcess.run(try #require(shell("bash")), ["-c", script],
                                           environment: ["PATH": binDirectory + ":/usr/bin:/bin", "HOME": directory.path],
                                           directory: directory)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        return outcome.stdout.split(separator: "\n").map(String.init).sorted()
    }

    static let bashCases: [([String], [String])] = [
        (["askform", "fi"], ["fill"]),
        (["askform", ""], ["--help", "--version", "check", "completion", "convert", "fill", "help", "questions", "schema", "submit", "validate"]),
        (["askform", "fill", "--fo"], ["--format"]),
        (["askform", "fill", "--format", ""], ["env", "json", "markdown"]),
        (["askform", "fill", "--lang", "z"], ["zh-Hans"]),
        (["askform", "fill", "--set", ""], []),
        (["askform", "fill", ""], ["copier.yml", "form.json", "other.plist", "sub/"]),
        (["askform", "convert", ""], ["copier.yml", "form.json", "other.plist", "sub/"]),
        (["askform", "fill", "--from", "c"], ["cookiecutter", "copier"]),
        (["askform", "convert", "-"], ["--from", "--help", "--lang", "--output", "-o"]),
        (["askform", "fill", "-o", "n"], ["notes.txt"]),
        (["askform", "check", "--st"], ["--strict"]),
        (["askform", "completion", ""], ["bash", "fish", "zsh"]),
        (["askform", "help", "va"], ["validate"]),
    ]

    @Test(arguments: bashCases)
    func bashCompletesCommandsOptionsValuesAndForms(_ words: [String], _ expected: [String]) throws {
        #expect(try Self.bashCompletes(words) == expected)
    }

    @Test(arguments: ["zsh", "fish"])
    func theOtherShellsReadTheirScripts(_ name: String) throws {
        // CI installs both shells; a machine without one has nothing to load the script with.
        guard let shell = Self.shell(name) else { return }
        let script = try AskformBinary.run(["completion", name])
        #expect(script.status == 0)
        let file = try TemporaryDirectory.make().appendingPathComponent("askform.\(name)")
        try Data(script.stdout.utf8).write(to: file)
        let check = try ChildProcess.run(shell, ["-n", file.path], environment: ["PATH": "/usr/bin:/bin"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr == "")
        // Every command and every option of `fill` is offered.
        for word in ["fill", "check", "validate", "submit", "schema", "convert", "completion", "output", "format", "non-interactive",
                     "env-prefix", "from"] {
            #expect(script.stdout.contains(word), "\(name): \(word)")
        }
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let outcome = try AskformBinary.run(["completion", "tcsh"])
        #expect(outcome.status == 64)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr == """
            askform: error: unknown shell 'tcsh'; use bash, zsh or fish
            Usage: askform completion SHELL [options]
            See 'askform help completion'.

            """)
    }

    /// Each option line of every command's `--help` (its names and its text) is in the manual
    /// page as groff renders it.
    @Test func theManualPageSaysWhatHelpSays() throws {
        let page = try AskformBinary.run(["help", "--man"])
        #expect(page.status == 0)
        let file = try TemporaryDirectory.make().appendingPathComponent("askform.1")
        try Data(page.stdout.utf8).write(to: file)
        let groff = try #require(Self.shell("groff"))
        let rendered = try ChildProcess.run(groff, ["-man", "-Tutf8", "-rLL=300n", "-rHY=0", "-P-cbou", "-ww", file.path],
                                            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(rendered.status == 0)
        #expect(rendered.stderr == "")
        let text = rendered.stdout.replacing("‐", with: "-").replacing("−", with: "-")
        for command in ["fill", "check", "validate", "submit", "schema", "questions", "completion"] {
            let help = try AskformBinary.run(["help", command])
            let options = help.stdout.split(separator: "\n").drop { $0 != "Options:" }.dropFirst()
            #expect(!options.isEmpty)
            for line in options {
                let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").filter { !$0.isEmpty }
                for part in parts {
                    #expect(text.contains(part.trimmingCharacters(in: .whitespaces)), "\(command): \(part)")
                }
            }
            #expect(text.contains("askform " + command))
        }
        #expect(text.contains("EXIT STATUS"))
    }
}
