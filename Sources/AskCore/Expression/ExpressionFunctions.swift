extension Expression.Function {
    /// The function applied to its (not yet evaluated) arguments; the parser has checked
    /// their number. `if` and `default` evaluate only the argument they return.
    func apply(to arguments: [Expression], in context: ExpressionContext) -> ExpressionValue {
        func value(_ index: Int) -> ExpressionValue {
            index < arguments.count ? arguments[index].evaluate(in: context) : .null
        }
        func text(_ index: Int) -> String? {
            if case .string(let text) = value(index) { return text }
            return nil
        }
        switch self {
        case .if:
            return arguments[0].holds(in: context) ? value(1) : value(2)
        case .default:
            let first = value(0)
            return first == .null ? value(1) : first
        case .today:
            return .string(context.today.description)
        case .index:
            return context.index.map { .number(Double($0)) } ?? .null
        case .env:
            guard let name = text(0) else { return .null }
            if let variable = context.environment(name), !variable.isEmpty { return .bounded(variable) }
            return value(1)
        case .len:
            switch value(0) {
            case .string(let text): return .number(Double(text.count))
            case .list(let items): return .number(Double(items.count))
            default: return .null
            }
        case .count:
            switch value(0) {
            case .list(let items): return .number(Double(items.count))
            // A repeat group's key reads as its number of items.
            case .number(let items): return .number(items)
            default: return .null
            }
        case .contains:
            return ExpressionValue.contains(value(0), value(1)).map(ExpressionValue.bool) ?? .null
        case .matches:
            guard let subject = text(0), let source = text(1), let pattern = try? Pattern(source),
                  subject.unicodeScalars.count <= pattern.longestAnswer else { return .null }
            return .bool(pattern.matches(subject))
        case .days:
            guard let from = text(0).flatMap({ ISODate($0) }), let to = text(1).flatMap({ ISODate($0) }) else { return .null }
            return .number(Double(to.dayNumber - from.dayNumber))
        case .lower, .upper, .trim, .title:
            guard let subject = text(0) else { return .null }
            switch self {
            case .lower: return .bounded(subject.lowercased())
            case .upper: return .bounded(subject.uppercased())
            case .trim:
                guard arguments.count > 1 else { return .string(Self.trimmed(subject)) }
                guard let characters = text(1) else { return .null }
                return .string(Self.trimmed(subject, characters: Set(characters.unicodeScalars)))
            default: return .bounded(Self.titled(subject))
            }
        case .replace:
            guard let subject = text(0), let old = text(1), let new = text(2) else { return .null }
            return Self.replacing(old, with: new, in: subject)
        case .slug:
            guard let subject = text(0) else { return .null }
            let separator = arguments.count > 1 ? text(1) : "-"
            guard let separator else { return .null }
            return .bounded(Slug.words(of: subject).joined(separator: separator))
        }
    }

    static func trimmed(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }

    /// `text` without the characters of `characters` at either end, as Python's `str.strip(chars)`
    /// (and Jinja's `trim(chars)`) does.
    static func trimmed(_ text: String, characters: Set<Unicode.Scalar>) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !characters.contains($0) }),
              let last = scalars.lastIndex(where: { !characters.contains($0) }) else { return "" }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[first...last])
        return String(view)
    }

    /// Each run of non-space characters with its first character upper case, the rest lower.
    static func titled(_ text: String) -> String {
        var result = ""
        var atStart = true
        for character in text {
            if character.isWhitespace {
                result.append(character)
                atStart = true
            } else {
                result += atStart ? character.uppercased() : character.lowercased()
                atStart = false
            }
        }
        return result
    }

    /// Every occurrence of `old` in `text`, left to right and not overlapping, replaced by
    /// `new`; `old` empty leaves the text as it is. `null` when the result is too long.
    static func replacing(_ old: String, with new: String, in text: String) -> ExpressionValue {
        guard !old.isEmpty else { return .string(text) }
        let scalars = Array(text.unicodeScalars)
        let search = TextSearch(old)
        let replacement = Array(new.unicodeScalars)
        var result = String.UnicodeScalarView()
        var count = 0
        var position = 0
        while let match = search.first(in: scalars, from: position) {
            count += match - position + replacement.count
            if count > Expression.maximumOutput { return .null }
            result.append(contentsOf: scalars[position..<match])
            result.append(contentsOf: replacement)
            position = match + search.pattern.count
        }
        if count + scalars.count - position > Expression.maximumOutput { return .null }
        result.append(contentsOf: scalars[position...])
        return .string(String(result))
    }
}

/// The words of `slug(s)`: ASCII lower-case letters and digits.
///
/// Latin letters with diacritics are written without them (`é` → `e`, also when the accent is
/// a combining mark), and a few letters as two (`ß` → `ss`, `æ` → `ae`, `œ` → `oe`, `þ` →
/// `th`); every other character — CJK, Cyrillic, punctuation, spaces — separates words and is
/// dropped: `slug('Crème brûlée à Zürich')` is `creme-brulee-a-zurich`, `slug('北京 Beijing')`
/// is `beijing`.
enum Slug {
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        func close() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if let ascii = latin[scalar] {
                word += ascii
            } else {
                close()
            }
        }
        close()
        return words
    }

    /// Lower-case Latin letters (Latin-1 Supplement and Latin Extended-A) as ASCII.
    static let latin: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("a", "àáâãäåāăą"), ("c", "çćĉċč"), ("d", "ďđð"), ("e", "èéêëēĕėęě"), ("g", "ĝğġģ"), ("h", "ĥħ"),
            ("i", "ìíîïĩīĭįı"), ("j", "ĵ"), ("k", "ķĸ"), ("l", "ĺļľŀł"), ("n", "ñńņňŉŋ"), ("o", "òóôõöøōŏő"),
            ("r", "ŕŗř"), ("s", "śŝşšſ"), ("t", "ţťŧ"), ("u", "ùúûüũūŭůűų"), ("w", "ŵ"), ("y", "ýÿŷ"), ("z", "źżž"),
            ("ss", "ß"), ("ae", "æ"), ("oe", "œ"), ("th", "þ"), ("ij", "ĳ"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (ascii, letters) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = ascii }
        }
        return table
    }()
}
