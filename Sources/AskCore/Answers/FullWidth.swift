/// What a CJK input method types for ASCII punctuation and digits, read as ASCII where
/// askform expects numbers, option numbers, list separators or commands: `２` is `2`,
/// `－３` is `-3`, `：back` is `:back`, and `，` and `、` separate a multiselect's choices.
/// Text answers keep what was typed.
package enum FullWidth {
    /// `text` with the full-width forms of ASCII (U+FF01–U+FF5E), the ideographic space and
    /// the minus sign U+2212 replaced by their ASCII counterparts.
    public static func folded(_ text: some StringProtocol) -> String {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return String(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(ascii(scalar) ?? scalar)
        }
        return String(scalars)
    }

    /// The ASCII scalar a full-width one stands for, if any.
    static func ascii(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFF01 + 0x21)
        case 0x3000: return " "
        case 0x2212: return "-"
        default: return nil
        }
    }

    /// The separators between a multiselect's choices: `,`, and the full-width `，` and
    /// the ideographic enumeration comma `、` that Chinese and Japanese lists are typed with.
    public static func isListSeparator(_ character: Character) -> Bool {
        character == "," || character == "，" || character == "、"
    }
}
