import AskCore

/// What one conversion has found and decided so far: its warnings, in file order once sorted,
/// and the askform keys it has handed out, so keys stay unique and stable (the same file
/// always gives the same keys).
final class ConversionRecorder {
    /// The other tool's name as its users know it (`SurveyJS`), for the warnings.
    let tool: String
    private(set) var diagnostics: [Diagnostic] = []
    private var usedKeys: Set<String> = []

    init(tool: String) {
        self.tool = tool
    }

    /// A warning about `node` (at `pointer` in the original file).
    func warn(_ loss: ConversionLoss, at node: SourceNode?, _ pointer: String) {
        diagnostics.append(Diagnostic(.notConverted(loss), at: node?.location, pointer: pointer, severity: .warning))
    }

    /// A warning that `key` of `node` is not carried over.
    func unsupported(_ key: String, _ node: SourceNode?, _ pointer: String) {
        warn(.unsupportedKey(key: key, tool: tool), at: node, pointer)
    }

    /// A warning that the question or element `construct` of `node` is not in the converted form.
    func leftOut(_ construct: String, _ node: SourceNode?, _ pointer: String) {
        warn(.leftOut(construct: construct, tool: tool), at: node, pointer)
    }

    /// An error: the file cannot be converted at all (not an object, no questions…).
    func fail(_ problem: FormProblem, at node: SourceNode?, _ pointer: String) {
        diagnostics.append(Diagnostic(problem, at: node?.location, pointer: pointer))
    }

    /// The diagnostics in file order; those without a position keep the order they were found in.
    var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (let x?, let y?) where (x.line, x.column) != (y.line, y.column): return (x.line, x.column) < (y.line, y.column)
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }

    /// Whether `name` is already an askform key of this form.
    func isUsed(_ name: String) -> Bool { usedKeys.contains(name) }

    /// Marks `name` as used without checking it (a key built from parts already checked).
    func reserve(_ name: String) { usedKeys.insert(name) }

    /// An askform key for `name` (an id the file gives, or a label a key is derived from),
    /// unique in the form: `name` itself when it is a valid key, else its letters and digits
    /// in lower case joined by `_`; a key already given gets `_2`, `_3`, … .
    func key(for name: String, fallback: String = "field") -> String {
        var base = Self.isKey(name) ? name : Self.derivedKey(from: name)
        if base.isEmpty { base = fallback }
        var candidate = base
        var number = 2
        while usedKeys.contains(candidate) {
            candidate = "\(base)_\(number)"
            number += 1
        }
        usedKeys.insert(candidate)
        return candidate
    }

    /// Whether `name` is a valid askform key part: an ASCII letter or `_`, then letters,
    /// digits, `_` and `-` (docs/FORMAT.md, "Keys").
    static func isKey(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" }
    }

    /// `Your e-mail?` → `your_e_mail`; a leading digit gets `q_` before it; nothing usable gives "".
    static func derivedKey(from text: String) -> String {
        var key = ""
        var pendingSeparator = false
        for scalar in text.unicodeScalars {
            if scalar.isASCIILetter || scalar.isASCIIDigit {
                if pendingSeparator && !key.isEmpty { key += "_" }
                pendingSeparator = false
                key.unicodeScalars.append(scalar.isASCIILetter ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
            } else {
                pendingSeparator = true
            }
            if key.utf8.count >= 40 { break }
        }
        if let first = key.unicodeScalars.first, first.isASCIIDigit { key = "q_" + key }
        return key
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
