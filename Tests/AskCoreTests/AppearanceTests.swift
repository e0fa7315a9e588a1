import Testing
@testable import AskCore

/// A form's `appearance` and the user's theme: the words of a style, their SGR sequences in
/// 24 bits and in xterm's 256, how a theme lays over a form, and what the loader reports.
@Suite struct AppearanceTests {
    /// A role's value as written in JSON, then its sequence in 24 bits and in 256 colours.
    static let sequences: [(String, String, String)] = [
        (#""red""#, "\u{1B}[31m", "\u{1B}[31m"),
        (#""bright-red""#, "\u{1B}[91m", "\u{1B}[91m"),
        (#""WHITE""#, "\u{1B}[37m", "\u{1B}[37m"),
        (##"["bold", "underline", "#1E90FF"]"##, "\u{1B}[1;4;38;2;30;144;255m", "\u{1B}[1;4;38;5;33m"),
        (#"["italic", "dim", "bright-black"]"#, "\u{1B}[2;3;90m", "\u{1B}[2;3;90m"),
        (#"["red", "blue"]"#, "\u{1B}[34m", "\u{1B}[34m"),
        (##""#d7875f""##, "\u{1B}[38;2;215;135;95m", "\u{1B}[38;5;173m"),
        ("[]", "", ""),
    ]

    static func appearance(_ json: String) throws -> (Appearance, [String]) {
        let root = try JSONReader.parse(Array(json.utf8))
        var problems: [String] = []
        let appearance = Appearance.read(root, at: "/appearance") { problem, location, pointer in
            problems.append("\(location.map(\.description) ?? "-"): \(Catalog.english.text(for: problem)) (at \(pointer))")
        }
        return (appearance, problems)
    }

    @Test(arguments: sequences)
    func aStyleIsOneSequence(_ value: String, _ trueColour: String, _ palette: String) throws {
        let (appearance, problems) = try Self.appearance(#"{"code": "# + value + "}")
        #expect(problems.isEmpty)
        let style = try #require(appearance.styles[.code])
        #expect(style.sequence(trueColour: true) == trueColour)
        #expect(style.sequence(trueColour: false) == palette)
        #expect(TextStyle(appearance: appearance, trueColour: true).code == trueColour)
    }

    /// The nearest of the cube (16–231) or the grey ramp (232–255), never the sixteen colours.
    static let nearest: [((UInt8, UInt8, UInt8), Int)] = [
        ((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((0, 255, 0), 46), ((0, 0, 255), 21),
        ((128, 128, 128), 244), ((8, 8, 8), 232), ((238, 238, 238), 255), ((0x1E, 0x90, 0xFF), 33),
        ((95, 135, 175), 67), ((114, 114, 114), 243), ((47, 48, 47), 236),
    ]

    @Test(arguments: nearest)
    func aTrueColourFallsBackToTheNearestOf256(_ rgb: (UInt8, UInt8, UInt8), _ index: Int) {
        #expect(TerminalColour.nearest256(rgb.0, rgb.1, rgb.2) == index)
    }

    /// Brute force over the palette's own values: the computed index is always a nearest one.
    @Test func theNearestIsNeverFartherThanAnyOther() {
        func value(_ index: Int) -> (Int, Int, Int) {
            if index >= 232 { let v = 8 + (index - 232) * 10; return (v, v, v) }
            let levels = [0, 95, 135, 175, 215, 255], cube = index - 16
            return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        }
        func distance(_ a: (Int, Int, Int), _ r: Int, _ g: Int, _ b: Int) -> Int {
            (a.0 - r) * (a.0 - r) + (a.1 - g) * (a.1 - g) + (a.2 - b) * (a.2 - b)
        }
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 3, through: 255, by: 28) {
                    let found = distance(value(TerminalColour.nearest256(UInt8(r), UInt8(g), UInt8(b))), r, g, b)
                    let best = (16...255).map { distance(value($0), r, g, b) }.min() ?? 0
                    #expect(found == best, "\(r),\(g),\(b)")
                }
            }
        }
    }

    @Test func everyProblemIsReportedAtItsPlaceAndTheRestApplies() throws {
        let json = ##"{"titel": "red", "prompt": ["bold", "rd", "#12345"], "hint": 3, "note": ["italic", true], "error": "bright-red"}"##
        let (appearance, problems) = try Self.appearance(json)
        #expect(problems == [
            "1:2: unknown appearance role 'titel' (did you mean 'title'?) (at /appearance/titel)",
            "1:37: unknown colour or style 'rd' (did you mean 'red'?) (at /appearance/prompt/1)",
            "1:43: unknown colour or style '#12345'; write a colour name (red, bright-blue), #RRGGBB, bold, dim, italic or underline (at /appearance/prompt/2)",
            "1:62: 'hint' must be a colour or style name, or an array of them, found the number 3 (at /appearance/hint)",
            "1:84: 'note' must be a colour or style name, or an array of them, found true (at /appearance/note/1)",
        ])
        #expect(appearance == Appearance([.prompt: Style(bold: true), .note: Style(italic: true),
                                          .error: Style(colour: .ansi(9))]))
    }

    @Test func theUsersThemeWinsRoleByRole() {
        let form = Appearance([.title: Style(colour: .ansi(2)), .prompt: Style(underline: true)])
        let user = Appearance([.title: Style(bold: true), .error: Style(colour: .rgb(1, 2, 3))])
        #expect(form.overridden(by: user) == Appearance([.title: Style(bold: true), .prompt: Style(underline: true),
                                                         .error: Style(colour: .rgb(1, 2, 3))]))
        #expect(form.overridden(by: nil) == form)
    }

    @Test func rolesNotGivenKeepAskformsLook() {
        let style = TextStyle(appearance: Appearance([.prompt: Style(colour: .ansi(2))]), trueColour: false)
        var expected = TextStyle.ansi
        expected.prompt = "\u{1B}[32m"
        #expect(style == expected)
        let marked = style.promptVariant
        #expect(marked.prompt == "\u{1}\u{1B}[32m\u{2}")
        #expect(marked.hint == "\u{1}\u{1B}[2m\u{2}")
        #expect(marked.italic == "\u{1}\u{1B}[3m\u{2}")
        #expect(marked.reset == "\u{1}\u{1B}[0m\u{2}")
        #expect(TextStyle.plain.promptVariant == TextStyle.plain)
    }

    /// `check`'s lines for a form's appearance: each at its place, with a did-you-mean.
    @Test func theLoaderReportsAppearanceProblemsWithPositions() throws {
        let json = """
            {"askform": 1, "markdown": "no",
             "appearance": {"titel": "bold", "error": ["bold", "bright-rd"], "code": "#GGGGGG", "accent": {}},
             "sections": [{"rows": [{"key": "a", "type": "text"}]}]}
            """
        let outcome = FormLoader().load(Array(json.utf8))
        #expect(outcome.diagnostics.map { $0.rendered(file: "f.json") } == [
            "f.json:1:28: error: 'markdown' must be true or false, found the string 'no' (at /markdown)",
            "f.json:2:17: error: unknown appearance role 'titel' (did you mean 'title'?) (at /appearance/titel)",
            "f.json:2:52: error: unknown colour or style 'bright-rd' (did you mean 'bright-red'?) (at /appearance/error/1)",
            "f.json:2:74: error: unknown colour or style '#GGGGGG'; write a colour name (red, bright-blue), #RRGGBB, bold, dim, italic or underline (at /appearance/code)",
            "f.json:2:95: error: 'accent' must be a colour or style name, or an array of them, found an object (at /appearance/accent)",
        ])
    }

    @Test func aFormKeepsItsAppearanceAndMarkdownSwitch() throws {
        let json = #"{"askform": 1, "markdown": false, "appearance": {"title": ["bold", "green"]}, "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#
        let form = try #require(FormLoader().load(Array(json.utf8)).form)
        #expect(form.markdown == false)
        #expect(form.appearance == Appearance([.title: Style(bold: true, colour: .ansi(2))]))
        let plain = try #require(FormLoader().load(Array(#"{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#.utf8)).form)
        #expect(plain.markdown && plain.appearance == nil)
    }
}
