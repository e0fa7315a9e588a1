import Foundation
import Testing

/// Forms, stdin and form texts written to break askform (docs/SECURITY.md), through the built binary:
/// each is a clear error or a correct answer, in bounded time and memory, and what a form
/// says reaches neither the terminal nor a shell as anything but text.
@Suite("hostile input")
struct HostileInputTests {
    /// askform's own memory for a small form, to which a big input's run is compared.
    static func baseline() throws -> MeasuredRun {
        try MeasuredRun.askform(["check", AskformBinary.form("trip.json")])
    }

    // MARK: Forms past the limits

    @Test func aFormOf100MBIsRefusedAfterReadingOnlyUpToTheLimit() throws {
        let path = try LargeFile.make("big.json", head: #"{"askform": 1, "title": ""#, repeating: UInt8(ascii: "a"),
                                      count: 100 << 20, tail: #"", "sections": []}"#)
        defer { LargeFile.remove(path) }
        let baseline = try Self.baseline()
        let runs = [
            (try MeasuredRun.askform(["check", path]), "\(path): error: the file is larger than the limit of 33554432 bytes\n\(path): invalid (1 error)\n"),
            (try MeasuredRun.askform(["fill", path]), "\(path): error: the file is larger than the limit of 33554432 bytes\n"),
            (try MeasuredRun.askform(["fill", "-"], stdinPath: path), "<stdin>: error: the file is larger than the limit of 33554432 bytes\n"),
        ]
        for (run, expected) in runs {
            #expect(run.timedOut == false)
            #expect(run.stderr == expected)
            #expect(run.status == 65)
            #expect(run.stdout == "")
            // Reading stops one byte past the 32 MiB limit: far less than the file's 100 MiB.
            #expect(run.peakMemory - baseline.peakMemory < 64 << 20,
                    "peak memory \(run.peakMemory >> 20) MiB against \(baseline.peakMemory >> 20) MiB for a small form")
        }
    }

    @Test func aMillionRowsAreRefusedBeforeAnyRowIsChecked() throws {
        let head = #"{"askform":1,"sections":[{"rows":["#
        let path = try LargeFile.make("rows.json", head: head, repeating: UInt8(ascii: " "), count: 0,
                                      tail: String(repeating: "{},", count: 999_999) + "{}]}]}")
        defer { LargeFile.remove(path) }
        // Found before any row is built; the time is that of parsing 3 MB.
        let run = try MeasuredRun.askform(["check", path], timeout: 60)
        #expect(run.timedOut == false)
        #expect(run.stderr == """
            \(path):1:\(head.count + 1 + 3 * 250_000): error: more than 250000 rows (at /sections/0/rows/250000)
            \(path): invalid (1 error)

            """)
        #expect(run.status == 65)
    }

    @Test(arguments: ["JSON", "XML property list"])
    func nesting1000DeepIsRefusedWithItsPosition(syntax: String) throws {
        // The 128th array inside the title would be the 129th level: it is refused where it opens.
        let (head, open, close, tail) = syntax == "JSON"
            ? (#"{"askform": 1, "title": "#, "[", "]", #", "sections": []}"#)
            : (#"<plist version="1.0"><dict><key>askform</key><integer>1</integer><key>title</key>"#, "<array>", "</array>",
               "</dict></plist>")
        let path = try TemporaryDirectory.file("deep", head + String(repeating: open, count: 1000)
            + String(repeating: close, count: 1000) + tail)
        let run = try MeasuredRun.askform(["check", path])
        #expect(run.timedOut == false)
        #expect(run.stderr == """
            \(path):1:\(head.count + 1 + 127 * open.count): error: nesting deeper than 128 levels (at /title\(String(repeating: "/0", count: 127)))
            \(path): invalid (1 error)

            """)
        #expect(run.status == 65)
    }

    @Test func aFormOnOneLineWithAOneMegabyteTitleLoads() throws {
        let path = try LargeFile.make("long-line.json", head: #"{"askform":1,"title":""#, repeating: UInt8(ascii: "t"),
                                      count: 1 << 20, tail: #"","sections":[{"rows":[{"key":"a","type":"text"}]}]}"#)
        defer { LargeFile.remove(path) }
        let check = try MeasuredRun.askform(["check", path])
        #expect(check.stderr == "\(path): ok (1 section, 1 question)\n")
        #expect(check.status == 0)
        let input = try TemporaryDirectory.file("stdin", "an answer\n")
        let fill = try MeasuredRun.askform(["fill", path], stdinPath: input)
        #expect(fill.stderr == "")
        #expect(fill.stdout == "{\n  \"a\": \"an answer\"\n}\n")
        #expect(fill.status == 0)
    }

    static let brokenForms: [(String, [UInt8], String)] = [
        ("invalid UTF-8 in a string on line 3",
         Array("{\n  \"askform\": 1,\n  \"title\": \"caf".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8),
         "<stdin>:3:16: error: invalid UTF-8 byte sequence (at /title)"),
        ("a lone continuation byte in a key",
         Array("{\"ask".utf8) + [0x80] + Array("form\": 1}".utf8),
         "<stdin>:1:6: error: invalid UTF-8 byte sequence (at /)"),
        ("a NUL byte inside a string",
         Array("{\"askform\": 1, \"title\": \"a".utf8) + [0x00] + Array("b\"}".utf8),
         "<stdin>:1:27: error: control character U+0000 in string; write it as an escape such as \\n (at /title)"),
        ("a NUL byte between values",
         Array("{\"askform\": 1,".utf8) + [0x00] + Array("\"sections\": []}".utf8),
         "<stdin>:1:15: error: unexpected byte 0x00, expected a string key (at /)"),
        ("nothing but NUL bytes",
         [UInt8](repeating: 0, count: 16),
         "<stdin>:1:1: error: unexpected byte 0x00, expected a value (at /)"),
        ("UTF-16 with a byte order mark",
         [0xFF, 0xFE] + Array("{".utf8) + [0x00],
         "<stdin>:1:1: error: invalid UTF-8 byte sequence (at /)"),
        ("invalid UTF-8 in an XML property list",
         Array("<plist version=\"1.0\">\n<dict><key>title</key><string>caf".utf8) + [0xE9] + Array("</string></dict></plist>".utf8),
         "<stdin>:2:34: error: invalid UTF-8 byte sequence (at /title)"),
        ("a NUL byte in an XML property list",
         Array("<plist version=\"1.0\"><dict><key>ti".utf8) + [0x00] + Array("tle</key></dict></plist>".utf8),
         "<stdin>:1:35: error: invalid property list: control character U+0000 is not allowed in XML (at /)"),
    ]

    @Test(arguments: brokenForms)
    func brokenBytesInAFormAreAnErrorWithTheirPosition(name: String, bytes: [UInt8], expected: String) throws {
        let path = try TemporaryDirectory.file("form", "")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = try MeasuredRun.askform(["check", "-"], stdinPath: path)
        #expect(run.stderr == expected + "\n<stdin>: invalid (1 error)\n")
        #expect(run.status == 65)
    }

    // MARK: stdin

    /// One text row without a length limit, so any line is an answer.
    static let textForm = #"{"askform": 1, "id": "one-text", "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#

    @Test func binaryJunkOnStdinIsRefusedWithItsPosition() throws {
        let form = try TemporaryDirectory.file("form.json", Self.textForm)
        let input = try TemporaryDirectory.file("stdin", "")
        try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0xFF, 0xD8, 0x0A, 0x00]).write(to: URL(fileURLWithPath: input))
        let run = try MeasuredRun.askform(["fill", form], stdinPath: input)
        #expect(run.stderr == "askform: error: stdin line 1: a: invalid UTF-8 at byte 7\n")
        #expect(run.status == 65)
        #expect(run.stdout == "")
    }

    @Test func aNULByteOnStdinIsRefusedWithItsPosition() throws {
        let input = try TemporaryDirectory.file("stdin", "Pizzeria\nveg\u{0}an\ny\n")
        let run = try MeasuredRun.askform(["fill", AskformBinary.form("poll.json"), "--no-submit"], stdinPath: input)
        #expect(run.stderr == "askform: error: stdin line 2: dietary: a NUL byte at byte 4\n")
        #expect(run.status == 65)
        #expect(run.stdout == "")
    }

    @Test func aTenMegabyteLineIsAnAnswerForATextRow() throws {
        let form = try TemporaryDirectory.file("form.json", Self.textForm)
        let input = try LargeFile.make("stdin", head: "", repeating: UInt8(ascii: "x"), count: 10 << 20, tail: "\r\n")
        defer { LargeFile.remove(input) }
        let run = try MeasuredRun.askform(["fill", form], stdinPath: input)
        #expect(run.timedOut == false)
        #expect(run.stderr == "")
        #expect(run.status == 0)
        // Compared byte for byte, so that a failure does not print 20 MB.
        let expected = "{\n  \"a\": \"" + String(repeating: "x", count: 10 << 20) + "\"\n}\n"
        #expect(run.stdout.utf8.count == expected.utf8.count)
        #expect(run.stdout.utf8.elementsEqual(expected.utf8))
    }

    @Test func aTenMegabyteLineForAChoiceIsRefusedInOneShortLine() throws {
        let input = try LargeFile.make("stdin", head: "", repeating: UInt8(ascii: "x"), count: 10 << 20, tail: "\n")
        defer { LargeFile.remove(input) }
        let run = try MeasuredRun.askform(["fill", AskformBinary.form("poll.json"), "--no-submit"], stdinPath: input)
        #expect(run.timedOut == false)
        #expect(run.stderr == "askform: error: stdin line 1: choice: '" + String(repeating: "x", count: 100)
            + "…' is not one of the options: Noodle bar, Pizzeria, Salad place, Dumpling house\n")
        #expect(run.status == 65)
    }

    @Test func aLineWithoutEndIsRefusedAtTheCapWithoutReadingOn() throws {
        let form = try TemporaryDirectory.file("form.json", Self.textForm)
        // 1 GiB without a line end (a sparse file: it costs no disk), so that reading on would
        // show whatever the build (AddressSanitizer keeps freed memory in quarantine).
        let input = try TemporaryDirectory.file("stdin", "")
        try FileHandle(forWritingTo: URL(fileURLWithPath: input)).truncate(atOffset: 1 << 30)
        let baseline = try Self.baseline()
        let run = try MeasuredRun.askform(["fill", form], stdinPath: input)
        #expect(run.timedOut == false)
        #expect(run.stderr == "askform: error: stdin line 1: a: the line is longer than 16777216 bytes\n")
        #expect(run.status == 65)
        #expect(run.peakMemory - baseline.peakMemory < 512 << 20,
                "peak memory \(run.peakMemory >> 20) MiB against \(baseline.peakMemory >> 20) MiB for a small form")
    }

    // MARK: Form text is inert

    /// A form whose every text tries something: escape sequences (a window title, clearing
    /// the screen, blinking, a terminal query whose reply would be typed input, the
    /// alternate screen, hidden text, a DCS request), a C1 control, a bidirectional
    /// override, backspaces and a bell, and shell syntax that must stay text.
    static func labelsForm(markers: String) -> String {
        #"""
        {"askform": 1, "id": "hostile-labels",
         "title": "Survey \u001b]0;pwned\u0007 $(touch \#(markers)1) `touch \#(markers)2`",
         "description": "Please \u001b[2J\u001b[H answer \u009b5m and \u202eevil\u202c.",
         "sections": [{"title": "Part \u001b[5mone", "footer": "Thanks\b\b\b\u0007",
           "rows": [
             {"type": "note", "title": "Note \u001b[?1049h here"},
             {"key": "pick", "type": "select", "title": "Pick \u001bP+q\u001b\\", "help": "Help \u001b[6n",
              "options": [{"value": "a", "label": "Alpha \u001b[8m$(touch \#(markers)3)"}, {"value": "b", "label": "Beta `touch \#(markers)4`"}]},
             {"key": "name", "type": "text", "title": "Name", "placeholder": "your\u0085name"}
           ]}]}
        """#
    }

    @Test func formTextReachesTheTerminalInert() throws {
        let directory = try TemporaryDirectory.make()
        let markers = directory.appendingPathComponent("ran").path
        let form = directory.appendingPathComponent("labels.json").path
        try Data(Self.labelsForm(markers: markers).utf8).write(to: URL(fileURLWithPath: form))
        let output = directory.appendingPathComponent("answers.json").path
        // Colour on (TERM=xterm-256color, no NO_COLOR), as most people run it.
        let pty = try PseudoTerminal.askform(["fill", form], stdoutFile: output)
        try pty.waitFor("TAB completes): ")
        try pty.sendLine("2")
        try pty.waitFor("(e.g. your<U+85>name): ")
        try pty.sendLine("Ada")
        try pty.waitFor("Write these answers? [Y/n] or a number or key to change: ")
        try pty.sendLine()
        #expect(try pty.waitForExit() == 0)
        #expect(try FillFixture.contents(output) == "{\n  \"pick\": \"b\",\n  \"name\": \"Ada\"\n}\n")

        // Not one of the form's sequences reached the terminal raw...
        let raw = pty.rawText
        for sequence in ["\u{1B}]0;pwned", "\u{1B}[2J", "\u{1B}[H", "\u{9B}", "\u{202E}", "\u{1B}[5m", "\u{1B}P+q",
                         "\u{1B}[6n", "\u{1B}[?1049h", "\u{1B}[8m", "\u{85}", "\u{8}", "\u{7}"] {
            #expect(!raw.contains(sequence), "\(String(reflecting: sequence)) reached the terminal raw")
        }
        // ...each is shown as text instead,
        let text = pty.text
        for shown in ["Survey ^[]0;pwned^G $(touch \(markers)1) `touch \(markers)2`\n",
                      "Please ^[[2J^[[H answer <U+9B>5m and <U+202E>evil<U+202C>.\n",
                      "] Part ^[[5mone\n", "  Note ^[[?1049h here\n", "  Help ^[[6n\n",
                      "1) Alpha ^[[8m$(touch \(markers)3)\n", "2) Beta `touch \(markers)4`\n",
                      "Pick ^[P+q^[\\ (1–2 or a name, TAB completes): 2\n", "  Thanks^H^H^H^G\n"] {
            #expect(text.contains(shown), "not shown: \(String(reflecting: shown))")
        }
        // ...and nothing in it was run.
        for number in 1...4 {
            #expect(FileManager.default.fileExists(atPath: markers + String(number)) == false)
        }
    }

    @Test func optionValuesThatAreNotPlainTextAreNotOfferedByCompletion() throws {
        // readline lists completion candidates itself: it writes C0 controls as ^[, but a C1
        // control or a direction override it would write raw. Only "plain" is offered here.
        let form = try TemporaryDirectory.file("options.json", #"""
            {"askform": 1, "id": "hostile-options", "sections": [{"rows": [{"key": "pick", "type": "select",
              "options": ["\u001b]0;pwned\u0007v1", "\u009b5mv2", "\u202ev3", "plain"]}]}]}
            """#)
        let pty = try PseudoTerminal.askform(["fill", form, "--no-review"], environment: ["NO_COLOR": "1"])
        try pty.waitFor("pick (1–4 or a name, TAB completes): ")
        try pty.send("\t")
        try pty.waitFor("plain")
        try pty.sendLine()
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text.hasSuffix("{\n  \"pick\": \"plain\"\n}\n"))
        #expect(pty.text.contains("  1) ^[]0;pwned^Gv1\n  2) <U+9B>5mv2\n  3) <U+202E>v3\n  4) plain\n"))
        for sequence in ["\u{1B}]0;pwned", "\u{9B}", "\u{202E}"] {
            #expect(!pty.rawText.contains(sequence), "\(String(reflecting: sequence)) reached the terminal raw")
        }
    }

    @Test func envOutputOfHostileValuesRunsNothingInEval() throws {
        let directory = try TemporaryDirectory.make()
        let markers = directory.appendingPathComponent("ran").path
        let form = directory.appendingPathComponent("values.json").path
        try Data(#"""
            {"askform": 1, "id": "hostile-values", "sections": [{"rows": [
              {"key": "pick", "type": "select", "options": ["$(touch \#(markers)1)", "`touch \#(markers)2`", "it's"],
               "default": "$(touch \#(markers)1)"},
              {"key": "tags", "type": "multiselect", "options": ["a'b; touch \#(markers)3", "$HOME"],
               "default": ["a'b; touch \#(markers)3", "$HOME"]},
              {"key": "note", "type": "text", "default": "one\n'$(touch \#(markers)4)' \\ $IFS \u001b[2J"}
            ]}]}
            """#.utf8).write(to: URL(fileURLWithPath: form))
        let script = """
            output=$("$ASKFORM" fill "$FORM" --defaults --format env --non-interactive < /dev/null) || exit
            eval "$output"
            printf '%s|' "$PICK" "$TAGS" "$NOTE"
            """
        let outcome = try FillFixture.bash(script, environment: [
            "ASKFORM": AskformBinary.url.path, "FORM": form, "HOME": directory.path, "XDG_STATE_HOME": directory.path,
        ])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "$(touch \(markers)1)|a'b; touch \(markers)3,$HOME|one\n'$(touch \(markers)4)' \\ $IFS \u{1B}[2J|")
        for number in 1...4 {
            #expect(FileManager.default.fileExists(atPath: markers + String(number)) == false)
        }
    }
}
