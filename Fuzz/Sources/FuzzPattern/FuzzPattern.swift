@testable import AskCore
import FuzzSupport

/// Patterns through `Pattern`: the first input byte splits the rest into a pattern and a
/// subject text. Beyond not crashing or hanging:
/// - a refused pattern has an offset inside it (or at the length limit);
/// - an accepted one keeps the limits (length, nesting, repetition counts);
/// - on short subjects (≤ 12 scalars) the engine agrees with a backtracking matcher over the
///   parsed tree, written here independently of the engine;
/// - the portable rewrite, when it is askform syntax too (no `$` or `\b`, which it writes
///   with lookarounds), parses back to a pattern that matches the same;
/// - a refused pattern in a form gives inert one-line diagnostics and no form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Oracle.bytes(data, size)
    guard let split = bytes.first else { return 0 }
    let rest = Array(bytes.dropFirst())
    let cut = rest.isEmpty ? 0 : Int(split) % (rest.count + 1)
    let source = String(decoding: rest[..<cut], as: UTF8.self)
    let subject = String(decoding: rest[cut...], as: UTF8.self)

    let pattern: Pattern
    do {
        pattern = try Pattern(source)
    } catch {
        Oracle.require(error.offset >= 0 && error.offset <= max(source.unicodeScalars.count, PatternLimits.length),
                       "offset \(error.offset) outside \(source.debugDescription)")
        checkInForm(source)
        return 0
    }
    Oracle.require(source.unicodeScalars.count <= PatternLimits.length, "a pattern past the length limit was accepted")
    var subjects = [subject, ""]
    subjects.append(String(String.UnicodeScalarView(subject.unicodeScalars.prefix(12))))
    subjects.append(String(String.UnicodeScalarView(source.unicodeScalars.prefix(12))))
    for text in subjects {
        let found = pattern.matches(text)
        let scalars = Array(text.unicodeScalars.map(\.value))
        guard scalars.count <= 12 else { continue }
        let budget = Reference.Budget(steps: 200_000)
        if let expected = Reference.search(pattern.syntax, scalars, budget) {
            Oracle.require(found == expected,
                           "\(source.debugDescription) on \(text.debugDescription): engine \(found), reference \(expected)")
        }
    }
    // The rewrite is askform syntax too unless it holds lookarounds (`$(?!\n)`, `\b`, `(?!)`).
    let portable = pattern.portable
    if !portable.contains("(?!"), !portable.contains("(?="), !portable.contains("(?<"), let reread = try? Pattern(portable) {
        for text in subjects {
            Oracle.require(reread.matches(text) == pattern.matches(text),
                           "the rewrite \(portable.debugDescription) of \(source.debugDescription) differs on \(text.debugDescription)")
        }
    }
    return 0
}

/// A refused pattern in a form: the loader reports it in inert one-line diagnostics.
private func checkInForm(_ source: String) {
    let form = #"{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text", "pattern": "#
        + JSONValue.string(source).serialized() + "}]}]}"
    let result = FormLoader().load(Array(form.utf8))
    Oracle.require(result.form == nil, "the loader accepted \(source.debugDescription), which Pattern refuses")
    for diagnostic in result.diagnostics {
        Oracle.requireInertLine(diagnostic.rendered(file: "form.json"), "a diagnostic")
    }
}

/// A backtracking matcher over the tree, by continuations: exponential, but the subjects
/// are short and a step budget stops it (then it gives no verdict).
enum Reference {
    final class Budget {
        var steps: Int
        init(steps: Int) { self.steps = steps }
    }

    static func search(_ node: PatternNode, _ text: [UInt32], _ budget: Budget) -> Bool? {
        for start in 0...text.count {
            let found = match(node, text, start, budget) { _ in true }
            if budget.steps <= 0 { return nil }
            if found { return true }
        }
        return false
    }

    static let word: Set<UInt32> = Set(Array(0x30...0x39) + Array(0x41...0x5A) + [0x5F] + Array(0x61...0x7A))

    /// Calls `next` with each position where `node` can end when started at `at`, until it returns true.
    @discardableResult
    static func match(_ node: PatternNode, _ text: [UInt32], _ at: Int, _ budget: Budget,
                      _ next: (Int) -> Bool) -> Bool {
        budget.steps -= 1
        if budget.steps <= 0 { return false }
        switch node {
        case .empty:
            return next(at)
        case .scalar(let value):
            return at < text.count && text[at] == value && next(at + 1)
        case .set(let set):
            return at < text.count && set.ranges.contains { $0.contains(text[at]) } && next(at + 1)
        case .start:
            return at == 0 && next(at)
        case .end:
            return at == text.count && next(at)
        case .wordBoundary(let negated):
            let before = at > 0 && word.contains(text[at - 1])
            let after = at < text.count && word.contains(text[at])
            return (before != after) != negated && next(at)
        case .sequence(let items):
            return sequence(items[...], text, at, budget, next)
        case .alternation(let alternatives):
            for alternative in alternatives where match(alternative, text, at, budget, next) { return true }
            return false
        case .repetition(let body, let min, let max, _):
            return repeated(body, min: min, max: max, count: 0, text, at, budget, next)
        }
    }

    static func sequence(_ items: ArraySlice<PatternNode>, _ text: [UInt32], _ at: Int, _ budget: Budget,
                         _ next: (Int) -> Bool) -> Bool {
        guard let first = items.first else { return next(at) }
        return match(first, text, at, budget) { end in
            sequence(items.dropFirst(), text, end, budget, next)
        }
    }

    static func repeated(_ body: PatternNode, min: Int, max: Int?, count: Int, _ text: [UInt32], _ at: Int,
                         _ budget: Budget, _ next: (Int) -> Bool) -> Bool {
        if let max, count >= max { return next(at) }
        // Another copy, unless it matched empty past the minimum (it would loop forever).
        let more = match(body, text, at, budget) { end in
            if end == at && count >= min { return false }
            return repeated(body, min: min, max: max, count: count + 1, text, end, budget, next)
        }
        if more { return true }
        return count >= min && next(at)
    }
}
