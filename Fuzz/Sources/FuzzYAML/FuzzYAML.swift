import AskCore
import AskImport
import FuzzSupport

/// YAML files through `YAMLReader.parse`. Beyond not crashing or hanging:
/// - every node and key of a tree, and every error, is located inside the input (a column
///   may be one past a line's end: an empty value, the end of the file);
/// - JSON is YAML: when `JSONReader` reads the input, the YAML tree is the same, values,
///   key order and positions (numbers are compared as written: JSON's already are what the
///   YAML reader rewrites them to). Positions are compared only when the input has no line
///   break but `\n` (JSON counts lines at `\n` alone, YAML at `\r`, U+0085, U+2028 and U+2029 too),
///   and values only when it has none of U+0085, U+2028, U+2029, which fold lines in YAML's
///   quoted scalars. YAML may refuse valid JSON only for what YAML itself forbids, each with
///   its witness in the input: a `\u` escape of a surrogate (JSON pairs them; YAML names
///   scalars), a character outside YAML's printable set, a tab around the value (in YAML's
///   block context), a line break between a key and its `:` (YAML's implicit keys are one
///   line), or a key longer than 1024 characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Oracle.bytes(data, size)
    let lines = LineLengths(bytes)
    let yaml: Result<SourceNode, YAMLReadError>
    do {
        yaml = .success(try YAMLReader.parse(bytes))
    } catch {
        yaml = .failure(error)
        if let location = error.location {
            Oracle.require(lines.contains(location), "error \(error) outside the input (\(lines.lengths))")
        }
    }
    if case .success(let tree) = yaml { requireInside(tree, lines) }

    guard let json = try? JSONReader.parse(bytes) else { return 0 }
    let text = String(decoding: bytes, as: UTF8.self)
    let folds = text.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) }
    switch yaml {
    case .success(let tree):
        guard !folds else { return 0 }
        let samePositions = !text.unicodeScalars.contains { $0 == "\r" }
        Oracle.require(render(tree, positions: samePositions) == render(json, positions: samePositions),
                       "YAML reads JSON as \(render(tree, positions: true)), JSON as \(render(json, positions: true))")
    case .failure(let error):
        guard !folds else { return 0 }
        Oracle.require(divergenceIsYAMLs(error.problem, text), "YAML refuses this JSON: \(error)")
    }
    return 0
}

/// Whether `problem` is one YAML has for JSON that `JSONReader` accepts, with its witness.
private func divergenceIsYAMLs(_ problem: YAMLProblem, _ text: String) -> Bool {
    switch problem {
    case .controlCharacter(let value):
        return !(value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0x7E).contains(value)
                 || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000)
    case .syntax(.invalidUnicodeEscape):
        return text.contains(/\\u[dD][89a-fA-F]/)
    case .syntax(.tabIndentation):
        // Outside JSON's one value is YAML's block context, where a tab cannot stand
        // before or after a node; inside `[…]` and `{…}` (flow context) it may.
        let outside = text.unicodeScalars.filter { $0 != "\u{FEFF}" }
        return outside.prefix(while: { [" ", "\t", "\r", "\n"].contains($0) }).contains("\t")
            || outside.reversed().prefix(while: { [" ", "\t", "\r", "\n"].contains($0) }).contains("\t")
    case .syntax:
        // A line break between a key's closing quote and its ':' (in valid JSON, a string
        // followed by ':' is a key), or a key past 1024 characters.
        return text.contains(/"[ \t\r\n]*[\r\n][ \t\r\n]*:/) || text.contains(/"[^"]{1000,}/)
    default:
        return false
    }
}

/// Every node and key location inside the input.
private func requireInside(_ node: SourceNode, _ lines: LineLengths) {
    if let location = node.location {
        Oracle.require(lines.contains(location), "a value at \(location) outside the input (\(lines.lengths))")
    }
    switch node.value {
    case .object(let members):
        for member in members {
            if let location = member.keyLocation {
                Oracle.require(lines.contains(location), "a key at \(location) outside the input")
            }
            requireInside(member.value, lines)
        }
    case .array(let elements):
        for element in elements { requireInside(element, lines) }
    default:
        break
    }
}

/// The tree as text: values, key order and (when asked) every position.
private func render(_ node: SourceNode, positions: Bool) -> String {
    let at = positions ? node.location.map { "@\($0)" } ?? "" : ""
    switch node.value {
    case .object(let members):
        return "{" + members.map { member in
            member.key.debugDescription + (positions ? member.keyLocation.map { "@\($0)" } ?? "" : "")
                + ": " + render(member.value, positions: positions)
        }.joined(separator: ", ") + "}" + at
    case .array(let elements): return "[" + elements.map { render($0, positions: positions) }.joined(separator: ", ") + "]" + at
    case .string(let string): return string.debugDescription + at
    case .number(let text): return "#" + text + at
    case .bool(let bool): return "\(bool)" + at
    case .null: return "null" + at
    case .date(let text): return "date(\(text))" + at
    case .data(let count): return "data(\(count))" + at
    }
}

/// The length in scalars of each line, as YAMLReader counts lines (a leading BOM not counted).
private struct LineLengths {
    var lengths: [Int] = [0]

    init(_ bytes: [UInt8]) {
        var afterReturn = false
        var first = true
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            defer { first = false }
            if first, scalar.value == 0xFEFF { continue }
            switch scalar.value {
            case 0x0A where afterReturn:
                afterReturn = false
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                lengths.append(0)
                afterReturn = scalar.value == 0x0D
            default:
                lengths[lengths.count - 1] += 1
                afterReturn = false
            }
        }
    }

    func contains(_ location: SourceLocation) -> Bool {
        location.line >= 1 && location.line <= lengths.count
            && location.column >= 1 && location.column <= lengths[location.line - 1] + 1
    }
}
