/// How presented text is decorated: ANSI SGR sequences at a colour terminal, nothing elsewhere.
///
/// Each ``StyleRole`` has its sequence (``title``, ``prompt``, ``error`` …); ``bold``,
/// ``italic`` and ``dim`` are Markdown's strong, emphasis and rules. ``ansi`` is askform's own
/// look; ``init(appearance:trueColour:)`` lays a form's `appearance` and the user's theme over it.
public struct TextStyle: Sendable, Equatable {
    /// Starts bold text (Markdown's strong emphasis and headings).
    public var bold: String
    /// Starts italic text (Markdown's emphasis).
    public var italic: String
    /// Starts dim text (Markdown's rules and quote bars).
    public var dim: String
    /// The form's title.
    public var title: String
    /// A section's title.
    public var section: String
    /// A question's title at the prompt.
    public var prompt: String
    /// Hints, progress, the review's keys, a link's address.
    public var hint: String
    /// A refused answer's line.
    public var error: String
    /// Help, section footers and note rows.
    public var note: String
    /// Markdown's code spans and blocks.
    public var code: String
    /// Option and review numbers, a link's text.
    public var accent: String
    /// Ends any of the others.
    public var reset: String
    /// True when sequences must be wrapped in `\u{1}`…`\u{2}` (readline's markers for
    /// characters that take no columns), as in a readline prompt.
    public var forPrompt: Bool

    /// No decoration: for pipes, files, `NO_COLOR` and `TERM=dumb`.
    public static let plain = TextStyle(bold: "", italic: "", dim: "", title: "", section: "", prompt: "", hint: "",
                                        error: "", note: "", code: "", accent: "", reset: "", forPrompt: false)
    /// askform's own look at a colour terminal, outside a readline prompt (use ``promptVariant``
    /// there): titles bold, hints and notes dim, errors red, code and numbers cyan.
    public static let ansi = TextStyle(bold: "\u{1B}[1m", italic: "\u{1B}[3m", dim: "\u{1B}[2m",
                                       title: "\u{1B}[1m", section: "\u{1B}[1m", prompt: "\u{1B}[1m",
                                       hint: "\u{1B}[2m", error: "\u{1B}[31m", note: "\u{1B}[2m",
                                       code: "\u{1B}[36m", accent: "\u{1B}[36m", reset: "\u{1B}[0m", forPrompt: false)

    /// ``ansi`` with the roles `appearance` styles drawn its way; `#RRGGBB` colours in 24 bits
    /// when `trueColour` (`COLORTERM` is `truecolor` or `24bit`), else the nearest of xterm's 256.
    public init(appearance: Appearance, trueColour: Bool) {
        self = .ansi
        for (role, style) in appearance.styles {
            // A role with nothing set (an empty list) is drawn as plain text.
            self[role] = style.sequence(trueColour: trueColour)
        }
    }

    private init(bold: String, italic: String, dim: String, title: String, section: String, prompt: String,
                 hint: String, error: String, note: String, code: String, accent: String, reset: String,
                 forPrompt: Bool) {
        self.bold = bold
        self.italic = italic
        self.dim = dim
        self.title = title
        self.section = section
        self.prompt = prompt
        self.hint = hint
        self.error = error
        self.note = note
        self.code = code
        self.accent = accent
        self.reset = reset
        self.forPrompt = forPrompt
    }

    /// The sequence that starts `role`'s text.
    public subscript(role: StyleRole) -> String {
        get {
            switch role {
            case .title: return title
            case .section: return section
            case .prompt: return prompt
            case .hint: return hint
            case .error: return error
            case .note: return note
            case .code: return code
            case .accent: return accent
            }
        }
        set {
            switch role {
            case .title: title = newValue
            case .section: section = newValue
            case .prompt: prompt = newValue
            case .hint: hint = newValue
            case .error: error = newValue
            case .note: note = newValue
            case .code: code = newValue
            case .accent: accent = newValue
            }
        }
    }

    /// The same sequences, marked as non-printing for a readline prompt.
    public var promptVariant: TextStyle {
        guard !forPrompt, !reset.isEmpty else { return self }
        func mark(_ sequence: String) -> String { sequence.isEmpty ? "" : "\u{1}" + sequence + "\u{2}" }
        var marked = self
        marked.bold = mark(bold)
        marked.italic = mark(italic)
        marked.dim = mark(dim)
        for role in StyleRole.allCases { marked[role] = mark(self[role]) }
        marked.reset = mark(reset)
        marked.forPrompt = true
        return marked
    }

    /// `text` in `code` (e.g. `style.prompt`), reset after; unchanged when `code` is empty.
    public func apply(_ code: String, _ text: String) -> String {
        code.isEmpty ? text : code + text + reset
    }
}

/// Makes text from a form or an answer safe to show: control characters (escape sequences
/// included) never reach the terminal raw.
public enum InertText {
    /// For one-line messages (diagnostics, errors): line breaks and tabs are written `\n`,
    /// `\r`, `\t`, every other control, format or separator character as `\u{1B}`, so a
    /// quoted value can neither move the cursor nor break the line.
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Controls, separators, and the format characters that can disguise text (direction
    /// marks and overrides, the byte-order mark); joiners stay, so emoji and Indic text read right.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        default: return false
        }
    }

    /// For text shown to a person (titles, labels, answers): control characters in caret
    /// notation (`^[`), bidirectional overrides as `<U+202E>`; emoji sequences stay whole.
    public static func make(_ text: String, keepNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" && keepNewlines {
                result.unicodeScalars.append(scalar)
            } else if scalar == "\t" {
                result += " "
            } else if scalar.value < 0x20 {
                result += "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
            } else if scalar.value == 0x7F {
                result += "^?"
            } else if needsEscape(scalar) {
                result += "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // C0 and DEL, C1 controls, and the bidirectional overrides that can disguise text.
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
