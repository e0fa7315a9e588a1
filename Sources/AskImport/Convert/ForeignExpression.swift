/// Translates the condition and expression languages of SurveyJS (`{age} >= 18 and {role}
/// anyof ['a', 'b']`) and of XLForm's predicates (`$role.value == 'a' AND NOT $ok.value == 0`)
/// into askform's expression language (docs/FORMAT.md, "Grammar"), when the meaning is certain.
///
/// Anything else — an unknown function, a comparison of lists, a reference that names no
/// converted row — is refused (`nil`), and the converter warns and leaves the construct out.
struct ForeignExpression {
    /// Whose syntax the text is in.
    enum Dialect {
        /// `{name}` references, `[…]` lists, `empty`, `notempty`, `anyof`, `allof`, `noneof`,
        /// `contains`, `notcontains`, `iif(…)`.
        case surveyJS
        /// NSPredicate text as XLForm writes it: `$tag.value`, `{…}` lists, `IN`, `CONTAINS`.
        case xlform
    }

    /// A reference resolved to the askform key it became and that row's type.
    struct Reference {
        var key: String
        var type: String
    }

    let dialect: Dialect
    /// The askform key and type of a reference by the name the other tool uses; nil when it
    /// names nothing converted (so far).
    let resolve: (String) -> Reference?

    /// The askform text of `source`, read as a test (`when`, a check) when `test` is true.
    func translate(_ source: String, test: Bool) -> String? {
        var parser = Parser(tokens: Self.tokens(source, dialect), resolve: resolve, dialect: dialect)
        guard let tokens = parser.tokensIfValid, !tokens.isEmpty, let result = parser.disjunction(),
              parser.atEnd, !test || result.isTest else { return nil }
        return result.text
    }

    // MARK: Tokens

    enum Token: Equatable {
        case reference(String), string(String), number(String), word(String), symbol(String), invalid
    }

    static func tokens(_ source: String, _ dialect: Dialect) -> [Token] {
        let scalars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func take(while predicate: (Unicode.Scalar) -> Bool) -> String {
            var text = ""
            while index < scalars.count, predicate(scalars[index]) { text.unicodeScalars.append(scalars[index]); index += 1 }
            return text
        }
        let wordScalar: (Unicode.Scalar) -> Bool = { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { index += 1; continue }
            if dialect == .surveyJS, scalar == "{" {
                index += 1
                let name = take { $0 != "}" }
                guard index < scalars.count else { return [.invalid] }
                index += 1
                tokens.append(.reference(name.trimmingWhitespace()))
            } else if dialect == .xlform, scalar == "$" {
                index += 1
                let name = take { wordScalar($0) || $0 == "-" || $0 == "." }
                var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                // `$tag`, `$tag.value` and `$tag.value.formValue` all read the row's value.
                if parts.count >= 2, parts[1] == "value" { parts.removeSubrange(1...) }
                if parts.count >= 2, parts[1] == "formValue" { parts.removeSubrange(1...) }
                guard parts.count == 1, !parts[0].isEmpty else { return [.invalid] }
                tokens.append(.reference(parts[0]))
            } else if scalar == "'" || scalar == "\"" {
                index += 1
                var text = ""
                var closed = false
                while index < scalars.count {
                    let next = scalars[index]
                    index += 1
                    if next == scalar { closed = true; break }
                    if next == "\\", index < scalars.count { text.unicodeScalars.append(scalars[index]); index += 1; continue }
                    text.unicodeScalars.append(next)
                }
                guard closed else { return [.invalid] }
                tokens.append(.string(text))
            } else if scalar.isASCIIDigit || (scalar == "." && index + 1 < scalars.count && scalars[index + 1].isASCIIDigit) {
                var number = take { $0.isASCIIDigit }
                if index < scalars.count, scalars[index] == "." {
                    index += 1
                    let fraction = take { $0.isASCIIDigit }
                    number = (number.isEmpty ? "0" : number) + "." + (fraction.isEmpty ? "0" : fraction)
                }
                tokens.append(.number(number))
            } else if wordScalar(scalar) {
                tokens.append(.word(take(while: wordScalar)))
            } else {
                let two = index + 1 < scalars.count ? String(scalar) + String(scalars[index + 1]) : ""
                if ["==", "!=", "<>", ">=", "<=", "=>", "=<", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!()[]{},+-*/".unicodeScalars.contains(scalar) {
                    tokens.append(.symbol(String(scalar)))
                    index += 1
                } else {
                    return [.invalid]
                }
            }
        }
        return tokens
    }
}
