/// The tokens of a Jinja expression, with where each starts and ends in its text.
struct JinjaTokens {
    enum Kind: Equatable { case name, string, number, symbol, end }
    struct Token { var kind: Kind; var text: String; var start: Int; var end: Int }

    let scalars: [Unicode.Scalar]
    var tokens: [Token] = []

    init(_ text: String) throws(JinjaUnsupported) {
        scalars = Array(text.unicodeScalars)
        var index = 0
        let symbols = ["**", "//", "==", "!=", "<=", ">=", "<", ">", "|", "~", "(", ")", "[", "]", "{", "}",
                       ",", ".", "+", "-", "*", "/", "%", ":", "="]
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace { index += 1; continue }
            let start = index
            if scalar == "_" || scalar.properties.isAlphabetic {
                while index < scalars.count, scalars[index] == "_" || scalars[index].properties.isAlphabetic
                        || ("0"..."9").contains(scalars[index]) { index += 1 }
                tokens.append(Token(kind: .name, text: Self.text(scalars[start..<index]), start: start, end: index))
            } else if ("0"..."9").contains(scalar) {
                while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." || scalars[index] == "_"
                        || scalars[index] == "e" || scalars[index] == "E"
                        || ((scalars[index] == "+" || scalars[index] == "-") && (scalars[index - 1] == "e" || scalars[index - 1] == "E")) {
                    index += 1
                }
                tokens.append(Token(kind: .number, text: Self.text(scalars[start..<index]), start: start, end: index))
            } else if scalar == "'" || scalar == "\"" {
                var value = String.UnicodeScalarView()
                index += 1
                var closed = false
                while index < scalars.count {
                    let next = scalars[index]
                    if next == scalar { closed = true; index += 1; break }
                    if next == "\\", index + 1 < scalars.count {
                        let escaped = scalars[index + 1]
                        switch escaped {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "\\", "'", "\"": value.append(escaped)
                        default: throw JinjaUnsupported(construct: Self.text(scalars[index...(index + 1)]))
                        }
                        index += 2
                        continue
                    }
                    value.append(next)
                    index += 1
                }
                guard closed else { throw JinjaUnsupported(construct: Self.text(scalars[start...])) }
                tokens.append(Token(kind: .string, text: String(value), start: start, end: index))
            } else if let symbol = symbols.first(where: { Self.matches($0, scalars, at: index) }) {
                index += symbol.unicodeScalars.count
                tokens.append(Token(kind: .symbol, text: symbol, start: start, end: index))
            } else {
                throw JinjaUnsupported(construct: String(Character(scalar)))
            }
        }
        tokens.append(Token(kind: .end, text: "", start: scalars.count, end: scalars.count))
    }

    func written(from start: Int, to end: Int) -> String {
        Self.text(scalars[min(start, scalars.count)..<min(max(end, start), scalars.count)])
    }

    private static func text(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: slice)
        return String(view)
    }

    private static func matches(_ symbol: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let wanted = Array(symbol.unicodeScalars)
        return index + wanted.count <= scalars.count && Array(scalars[index..<(index + wanted.count)]) == wanted
    }
}
