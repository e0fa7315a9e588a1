import AskCore
import FuzzSupport

/// Markdown through `Markdown.render`, at a width taken from the first byte (1…96 columns).
/// Beyond not crashing or hanging:
/// - the plain rendering is inert: no C0 control but the line feed, no DEL, C1 control or
///   bidirectional override;
/// - the styled rendering holds no escape but SGR sequences (`ESC [ digits ; m`), and without
///   them it is the plain rendering, character for character;
/// - every line fits the width, but a line that is a single character wider than it;
/// - the output is at most a small multiple of the input, plus a rule's bytes a line (no
///   blow-up through nesting), and
///   styling adds a bounded number of bytes per input character and line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Oracle.bytes(data, size)
    guard let first = bytes.first else { return 0 }
    let width = Int(first % 96) + 1
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let plain = Markdown.render(text, width: width, style: .plain)
    Oracle.requireShownInert(plain, "the plain rendering of \(text.debugDescription)")
    for line in plain.split(separator: "\n", omittingEmptySubsequences: false) {
        Oracle.require(DisplayWidth.of(line) <= width || line.count == 1,
                       "line \(line.debugDescription) is wider than \(width) columns, from \(text.debugDescription)")
    }
    // A thematic break is a rule of up to 40 columns (120 bytes) from as few as 4 bytes.
    let inputLines = text.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    Oracle.require(plain.utf8.count <= 8 * text.utf8.count + 124 * inputLines,
                   "\(plain.utf8.count) bytes of output from \(text.utf8.count)")
    // Styling adds a few sequences (at most 96 bytes with readline's markers and a theme's
    // 24-bit colours) per span, and a span starts at an input character or at a line.
    let lines = plain.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    for style in [TextStyle.ansi, TextStyle.ansi.promptVariant, themed, themed.promptVariant] {
        let styled = Markdown.render(text, width: width, style: style)
        Oracle.require(styled.utf8.count <= plain.utf8.count + 96 * (text.unicodeScalars.count + lines) + 128,
                       "\(styled.utf8.count) bytes of styled output from \(text.utf8.count)")
        let stripped = withoutSequences(styled, prompt: style.forPrompt, from: text)
        Oracle.require(stripped == plain, "styled \(styled.debugDescription) is not plain \(plain.debugDescription) with colour")
    }
    return 0
}

/// A form's appearance with long sequences: 24-bit colours and every attribute.
private let themed = TextStyle(appearance: Appearance([
    .code: Style(bold: true, italic: true, underline: true, colour: .rgb(255, 175, 0)),
    .accent: Style(dim: true, underline: true, colour: .rgb(30, 144, 255)),
    .hint: Style(colour: .ansi(13)), .note: Style(italic: true, colour: .ansi(3)),
]), trueColour: true)

/// `styled` without its SGR sequences (and readline's \u{1}…\u{2} markers around them),
/// requiring that every escape starts one.
private func withoutSequences(_ styled: String, prompt: Bool, from text: String) -> String {
    var result = ""
    let scalars = Array(styled.unicodeScalars)
    var i = 0
    while i < scalars.count {
        var scalar = scalars[i]
        var marked = false
        if prompt, scalar == "\u{1}" {
            marked = true
            i += 1
            Oracle.require(i < scalars.count, "a \\u{1} marker ends the text of \(text.debugDescription)")
            scalar = scalars[i]
        }
        guard scalar == "\u{1B}" else {
            Oracle.require(!marked, "a \\u{1} marker without an escape, from \(text.debugDescription)")
            result.unicodeScalars.append(scalar)
            i += 1
            continue
        }
        i += 1
        Oracle.require(i < scalars.count && scalars[i] == "[", "an escape that is no SGR sequence, from \(text.debugDescription)")
        i += 1
        while i < scalars.count, ("0"..."9").contains(scalars[i]) || scalars[i] == ";" { i += 1 }
        Oracle.require(i < scalars.count && scalars[i] == "m", "an escape that is no SGR sequence, from \(text.debugDescription)")
        i += 1
        if marked {
            Oracle.require(i < scalars.count && scalars[i] == "\u{2}", "a \\u{1} marker not closed, from \(text.debugDescription)")
            i += 1
        }
    }
    return result
}
