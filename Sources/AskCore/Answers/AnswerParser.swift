/// Turns typed text into an answer: what a person types, a piped line, a `--set` value
/// and a `${env:NAME}` default all go through here, so they follow the same rules.
///
///     AnswerParser.parse("  36 ", for: ageRow)   // .success(.integer(36))
///     AnswerParser.parse("pa", for: cityRow)     // .success(.string("Paris")) — unique prefix
public enum AnswerParser {
    /// Who gave an answer. A person at a terminal sees the options numbered and may answer
    /// with a number; a script (a pipe, `--set`, the environment) gives values, so for
    /// options whose values are themselves numbers (`"18"`, `"17"`, …) a script's `5` is
    /// never read as option 5.
    public enum Source: Sendable {
        case person, script
    }

    /// Parses `text` for `row`. Surrounding whitespace is ignored (but kept in secrets);
    /// an empty answer gives the row's default, or null. The result has passed every rule
    /// of ``AnswerRules``, required included.
    ///
    /// Line ends are read as `\n` (CR LF and CR included). A multi-line row
    /// (``RowKind/isMultiline``) keeps its inner line breaks and drops blank lines around
    /// them; any other row refuses an answer of several lines (a secret's final line end is
    /// dropped first, as a file holding it has one).
    public static func parse(_ text: String, for row: Row, default defaultValue: AnswerValue? = nil,
                             from source: Source = .person) -> Result<AnswerValue, AnswerProblem> {
        let hidden = row.kind.hidesAnswer
        var text = text
        if text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) {
            text = lineFeeds(text)
            if hidden { while text.unicodeScalars.last == "\n" { text.unicodeScalars.removeLast() } }
        }
        let trimmed = hidden ? text : row.kind.isMultiline ? trimmedLines(text) : text.trimmingWhitespace()
        if !row.kind.isMultiline, trimmed.unicodeScalars.contains("\n") {
            return .failure(.severalLines(trimmed.unicodeScalars.count { $0 == "\n" } + 1))
        }
        let value: AnswerValue
        if trimmed.isEmpty || (hidden && text.isEmpty) {
            value = defaultValue ?? .null
        } else {
            switch row.kind.interpret(trimmed, from: source) {
            case .success(let parsed): value = parsed
            case .failure(let problem): return .failure(problem)
            }
        }
        if let problem = AnswerRules.problem(with: value, for: row) { return .failure(problem) }
        return .success(value)
    }

    /// `text` with every CR LF and lone CR as LF.
    public static func lineFeeds(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = scalar == "\r"
            scalars.append(afterReturn ? "\n" : scalar)
        }
        return String(scalars)
    }

    /// A multi-line answer without its leading blank lines and trailing whitespace (trailing
    /// empty lines included); the first line keeps its indentation.
    static func trimmedLines(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        var start = scalars.startIndex
        var index = start
        while index < last, scalars[index].properties.isWhitespace {
            if scalars[index] == "\n" { start = scalars.index(after: index) }
            index = scalars.index(after: index)
        }
        return String(scalars[start...last])
    }

    /// Parses the unit that follows an amount: one of the unit's options, matched like a
    /// select. Empty takes the unit's default; a unit is needed whenever an amount is given.
    public static func parseUnit(_ text: String, for unit: Unit, from source: Source = .person) -> Result<AnswerValue, AnswerProblem> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty {
            return unit.defaultValue.map { .success(.string($0)) } ?? .failure(.required)
        }
        return choose(trimmed, among: unit.options, from: source).map(AnswerValue.string)
    }

    /// `text` when it is an optional sign and ASCII digits, without a `+`; `nil` otherwise.
    static func integerText(_ text: String) -> String? {
        var digits = Substring(text)
        var sign = ""
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? "-" : ""
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return sign + digits
    }

    /// Decimal numbers as people write them: `3.5`, `-2`, `.5`, `1e3`; no hex, `inf` or `nan`.
    public static func parseNumber(_ text: String) -> Double? {
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == 0x2B || first == 0x2D { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == 0x2E {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if let marker = bytes.first, marker == 0x65 || marker == 0x45 {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return nil }
            bytes = bytes.dropFirst(exponentDigits)
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value == 0 ? 0 : value
    }

    /// `y yes true 1` / `n no false 0` (any case), and the yes and no of askform's other
    /// languages: 是 是的 / 否 不是, 예 네 / 아니요 아니오, はい / いいえ. Every word is accepted
    /// whatever the language, so a script's answers never change meaning with `LANG`.
    public static func parseConfirm(_ text: String) -> Bool? {
        let word = text.lowercased()
        if yesWords.contains(word) { return true }
        if noWords.contains(word) { return false }
        return nil
    }

    /// The words ``parseConfirm(_:)`` reads as yes, lowercased.
    public static let yesWords: Set<String> = ["y", "yes", "true", "1", "是", "是的", "예", "네", "はい"]
    /// The words ``parseConfirm(_:)`` reads as no, lowercased.
    public static let noWords: Set<String> = ["n", "no", "false", "0", "否", "不是", "아니요", "아니오", "いいえ"]

    /// The option `text` names: its value (exact, then any case), its label (any case, in
    /// any of its languages), its 1-based number (full-width digits too), a prefix of
    /// exactly one value or label, or a later word of exactly one option's label or
    /// unlabelled value (`Beijing` for `北京 Beijing`, `york` for `New York`), or the start of one.
    public static func choose(_ text: String, among options: [Option], from source: Source = .person) -> Result<String, AnswerProblem> {
        if let exact = options.first(where: { $0.value == text }) { return .success(exact.value) }
        let folded = text.lowercased()
        if let match = options.first(where: { $0.value.lowercased() == folded }) { return .success(match.value) }
        if let match = options.first(where: { option in
            option.label?.variants.contains { $0.text.lowercased() == folded } ?? false
        }) {
            return .success(match.value)
        }
        if source == .person || !hasNumericValues(options), let number = Int(FullWidth.folded(text)), number >= 1,
           number <= options.count {
            return .success(options[number - 1].value)
        }
        let candidates = options.filter { option in
            option.value.lowercased().hasPrefix(folded)
                || (option.label?.variants.contains { $0.text.lowercased().hasPrefix(folded) } ?? false)
        }
        if candidates.count == 1 { return .success(candidates[0].value) }
        if !candidates.isEmpty { return .failure(.ambiguous(text, candidates: candidates)) }
        // A name of several words (`北京 Beijing`, `Standard (business hours)`, `New York`):
        // one of its words, or the start of one, names the option when no other option has
        // such a word. The name is what the prompt shows: the label, else the value.
        let words = options.filter { option in
            let names = option.label?.variants.map(\.text) ?? [option.value]
            return names.contains { name in labelWords(name).contains { $0.lowercased().hasPrefix(folded) } }
        }
        if words.count == 1 { return .success(words[0].value) }
        if words.isEmpty { return .failure(.notAnOption(text, options: options)) }
        return .failure(.ambiguous(text, candidates: words))
    }

    /// Whether some option's value is a whole number (`"18"`): then an option number given by
    /// a script could be meant as a value.
    static func hasNumericValues(_ options: [Option]) -> Bool {
        options.contains { isWholeNumber($0.value) }
    }

    /// Whether `text` is an optional sign and ASCII digits, read byte by byte: a form may
    /// list a million option values, and most fail at the first byte.
    static func isWholeNumber(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            if let sign = bytes.first, sign == 0x2B || sign == 0x2D { start = 1 }
            guard start < bytes.count else { return false }
            for index in start..<bytes.count where bytes[index] < 0x30 || bytes[index] > 0x39 { return false }
            return true
        }
    }

    /// The words of an option's name after its first: split at spaces and at the punctuation
    /// that brackets a word (`Standard (business hours)` → `business`, `hours`).
    private static func labelWords(_ label: String) -> [Substring] {
        let words = label.split { $0.isWhitespace || "()[]{}/,;:·・、，（）".contains($0) }
        return Array(words.dropFirst())
    }
}

extension String {
    /// Without leading and trailing whitespace (Unicode, including full-width spaces).
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
