/// How presented text is decorated: ANSI colours at a colour terminal, nothing elsewhere.
public struct TextStyle: Sendable, Equatable {
    /// Starts bold text (headers, titles).
    public var bold: String
    /// Starts dim text (progress, hints, footers).
    public var dim: String
    /// Starts red text (problems).
    public var red: String
    /// Starts cyan text (the numbers of options and review lines).
    public var cyan: String
    /// Ends any of the others.
    public var reset: String
    /// True when sequences must be wrapped in `\u{1}`…`\u{2}` (readline's markers for
    /// characters that take no columns), as in a readline prompt.
    public var forPrompt: Bool

    /// No decoration: for pipes, files, `NO_COLOR` and `TERM=dumb`.
    public static let plain = TextStyle(bold: "", dim: "", red: "", cyan: "", reset: "", forPrompt: false)
    /// ANSI SGR sequences, for a colour terminal outside a readline prompt (use ``promptVariant`` there).
    public static let ansi = TextStyle(bold: "\u{1B}[1m", dim: "\u{1B}[2m", red: "\u{1B}[31m",
                                       cyan: "\u{1B}[36m", reset: "\u{1B}[0m", forPrompt: false)

    /// The same colours, marked as non-printing for a readline prompt.
    public var promptVariant: TextStyle {
        guard !forPrompt, !reset.isEmpty else { return self }
        func mark(_ sequence: String) -> String { "\u{1}" + sequence + "\u{2}" }
        return TextStyle(bold: mark(bold), dim: mark(dim), red: mark(red), cyan: mark(cyan),
                         reset: mark(reset), forPrompt: true)
    }

    /// `text` in `code` (e.g. `style.bold`), reset after; unchanged in the plain style.
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
