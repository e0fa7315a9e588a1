/// A part of askform's screen text that a form's `appearance` and the user's theme can style.
///
/// `title` is the form's title, `section` a section's title, `prompt` a question's title at
/// the prompt, `hint` what is dimmed (hints, progress, keys in the review, a link's address),
/// `error` a refused answer, `note` help, footers and note rows, `code` Markdown's code, and
/// `accent` option and review numbers and a link's text (docs/FORMAT.md, "Appearance").
public enum StyleRole: String, CaseIterable, Sendable {
    case title, section, prompt, hint, error, note, code, accent
}

/// A foreground colour: one of the sixteen ANSI colours, or a 24-bit one.
public enum TerminalColour: Sendable, Equatable {
    /// 0–7 the normal colours (`black` … `white`), 8–15 their `bright-` variants.
    case ansi(UInt8)
    /// `#RRGGBB`: 24-bit where the terminal says it takes it, else the nearest of xterm's 256.
    case rgb(UInt8, UInt8, UInt8)

    /// The eight ANSI names in SGR order; `bright-` before one is its bright variant.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The SGR parameters of the colour as a foreground: `31`, `91`, `38;2;R;G;B` or `38;5;N`.
    public func parameters(trueColour: Bool) -> String {
        switch self {
        case .ansi(let index): return String(index < 8 ? 30 + Int(index) : 90 + Int(index) - 8)
        case .rgb(let r, let g, let b):
            return trueColour ? "38;2;\(r);\(g);\(b)" : "38;5;\(Self.nearest256(r, g, b))"
        }
    }

    /// The xterm-256 index (16–255: the 6×6×6 cube or the grey ramp, never the sixteen colours a
    /// terminal may have redefined) nearest to `r`, `g`, `b` by squared distance. Computed, not
    /// looked up: no table is paged in at start-up.
    public static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        func level(_ value: UInt8) -> Int {
            // The cube's levels are 0, 95, 135, 175, 215, 255.
            let v = Int(value)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        func value(_ level: Int) -> Int { level == 0 ? 0 : 55 + level * 40 }
        func distance(_ x: Int, _ y: Int, _ z: Int) -> Int {
            let dr = x - Int(r), dg = y - Int(g), db = z - Int(b)
            return dr * dr + dg * dg + db * db
        }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        let cube = 16 + 36 * lr + 6 * lg + lb
        let cubeDistance = distance(value(lr), value(lg), value(lb))
        // The grey ramp: 232–255 are 8, 18, …, 238.
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grey = min(23, max(0, (average - 3) / 10))
        let greyValue = 8 + grey * 10
        return distance(greyValue, greyValue, greyValue) < cubeDistance ? 232 + grey : cube
    }
}

/// How one role is drawn: attributes and an optional foreground colour.
public struct Style: Sendable, Equatable {
    /// SGR 1.
    public var bold = false
    /// SGR 2.
    public var dim = false
    /// SGR 3.
    public var italic = false
    /// SGR 4.
    public var underline = false
    /// The foreground; the terminal's own when nil.
    public var colour: TerminalColour?

    /// A style with nothing set (the terminal's own text).
    public init(bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
                colour: TerminalColour? = nil) {
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.colour = colour
    }

    /// The words a style is written with, for did-you-mean: attributes, then colours.
    public static let words = ["bold", "dim", "italic", "underline"] + TerminalColour.names
        + TerminalColour.names.map { "bright-" + $0 }

    /// Adds one word of a style (`bold`, `red`, `bright-blue`, `#1E90FF`, any case); false
    /// when it is none of them.
    public mutating func add(_ word: String) -> Bool {
        let word = word.lowercased()
        switch word {
        case "bold": bold = true
        case "dim": dim = true
        case "italic": italic = true
        case "underline": underline = true
        default:
            if word.utf8.first == UInt8(ascii: "#") {
                guard let rgb = Self.hex(word) else { return false }
                colour = rgb
            } else {
                let bright = word.hasPrefix("bright-")
                guard let index = TerminalColour.names.firstIndex(of: bright ? String(word.dropFirst(7)) : word) else {
                    return false
                }
                colour = .ansi(UInt8(index + (bright ? 8 : 0)))
            }
        }
        return true
    }

    /// `#RRGGBB` (six hex digits) as a colour.
    static func hex(_ word: String) -> TerminalColour? {
        let digits = Array(word.utf8.dropFirst())
        guard digits.count == 6 else { return nil }
        var values: [UInt8] = []
        for pair in stride(from: 0, to: 6, by: 2) {
            guard let high = hexDigit(digits[pair]), let low = hexDigit(digits[pair + 1]) else { return nil }
            values.append(high * 16 + low)
        }
        return .rgb(values[0], values[1], values[2])
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    /// The SGR sequence that starts the style (`ESC[1;31m`); empty for a style with nothing set.
    public func sequence(trueColour: Bool) -> String {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if italic { parameters.append("3") }
        if underline { parameters.append("4") }
        if let colour { parameters.append(colour.parameters(trueColour: trueColour)) }
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}

/// Styles for some of the roles: a form's `appearance`, or the user's theme file.
///
///     {"title": ["bold", "#1E90FF"], "error": "bright-red", "note": "italic"}
///
/// A role given replaces askform's own style for it (``TextStyle/ansi``); ``overridden(by:)``
/// lays the user's theme over a form's, role by role.
public struct Appearance: Sendable, Equatable {
    /// The roles given, and how each is drawn.
    public var styles: [StyleRole: Style]

    /// An appearance styling `styles`' roles.
    public init(_ styles: [StyleRole: Style] = [:]) {
        self.styles = styles
    }

    /// This appearance with `other`'s roles replacing its own where `other` gives them.
    public func overridden(by other: Appearance?) -> Appearance {
        guard let other else { return self }
        return Appearance(styles.merging(other.styles) { _, theirs in theirs })
    }

    /// Reads an `appearance` object (a form's, or a theme file's root) at `pointer`, reporting
    /// every unknown role, unknown word and wrong type to `report` (with a did-you-mean) and
    /// keeping everything else: a role with a bad word keeps its good ones, and one with no
    /// good word is left out (the style beneath it, the form's or askform's, stays).
    public static func read(_ node: SourceNode, at pointer: String,
                            report: (FormProblem, SourceLocation?, String) -> Void) -> Appearance {
        guard case .object(let members) = node.value else {
            report(.wrongType(key: pointer.isEmpty ? "theme" : "appearance", expected: .object, found: node.found),
                   node.location, pointer)
            return Appearance()
        }
        var appearance = Appearance()
        for member in members {
            let memberPointer = JSONPointer.appending(member.key, to: pointer)
            guard let role = StyleRole(rawValue: member.key) else {
                let suggestion = Suggestion.closest(to: member.key, in: StyleRole.allCases.map(\.rawValue))
                report(.unknownStyleRole(member.key, suggestion: suggestion), member.keyLocation ?? member.value.location,
                       memberPointer)
                continue
            }
            var words: [(String, SourceNode, String)] = []
            switch member.value.value {
            case .string(let word): words = [(word, member.value, memberPointer)]
            case .array(let items):
                for (index, item) in items.enumerated() {
                    let itemPointer = JSONPointer.appending(index, to: memberPointer)
                    guard let word = item.stringValue else {
                        report(.wrongType(key: member.key, expected: .styleWords, found: item.found), item.location, itemPointer)
                        continue
                    }
                    words.append((word, item, itemPointer))
                }
            default:
                report(.wrongType(key: member.key, expected: .styleWords, found: member.value.found),
                       member.value.location, memberPointer)
                continue
            }
            var style = Style()
            var known = words.isEmpty
            for (word, item, itemPointer) in words {
                if style.add(word) { known = true; continue }
                let suggestion = word.hasPrefix("#") ? nil : Suggestion.closest(to: word, in: Style.words)
                report(.unknownStyleWord(word, suggestion: suggestion), item.location, itemPointer)
            }
            // A role none of whose words is known keeps the style beneath it (`[]` is plain text).
            if known { appearance.styles[role] = style }
        }
        return appearance
    }
}
