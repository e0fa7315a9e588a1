import AskCore
import AskImport
import Testing

/// A compact rendering of a tree with every position: `{"a"@1:1: 1@1:4}@1:1`.
func render(_ node: SourceNode) -> String {
    let at = node.location.map { "@\($0)" } ?? ""
    switch node.value {
    case .object(let members):
        let inner = members.map { member in
            member.key.debugDescription + (member.keyLocation.map { "@\($0)" } ?? "") + ": " + render(member.value)
        }
        return "{" + inner.joined(separator: ", ") + "}" + at
    case .array(let elements):
        return "[" + elements.map(render).joined(separator: ", ") + "]" + at
    case .string(let string): return string.debugDescription + at
    case .number(let text): return text + at
    case .bool(let bool): return "\(bool)" + at
    case .null: return "null" + at
    case .date(let text): return "date(\(text))" + at
    case .data(let count): return "data(\(count))" + at
    }
}

/// Every key and value with its pointer and position, one a line: `/name 2:7 (key 2:1)`.
func positions(_ node: SourceNode, pointer: String = "") -> [String] {
    var lines = ["\(pointer.isEmpty ? "/" : pointer) \(node.location.map(\.description) ?? "-")"]
    switch node.value {
    case .object(let members):
        for member in members {
            let path = pointer + "/" + member.key
            var inner = positions(member.value, pointer: path)
            inner[0] += " (key \(member.keyLocation.map(\.description) ?? "-"))"
            lines += inner
        }
    case .array(let elements):
        for (index, element) in elements.enumerated() {
            lines += positions(element, pointer: pointer + "/\(index)")
        }
    default:
        break
    }
    return lines
}

func parsed(_ text: String, limits: SourceLimits = .standard) throws -> String {
    render(try YAMLReader.parse(Array(text.utf8), limits: limits))
}

/// The error parsing `bytes` throws, or `nil` when it parses.
func failure(_ bytes: [UInt8], limits: SourceLimits = .standard) -> YAMLReadError? {
    do {
        _ = try YAMLReader.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// A source and what it should read as, for table-driven tests.
struct ReadCase: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: String

    init(_ source: String, _ expected: String) {
        self.source = source
        self.expected = expected
    }

    var testDescription: String { source.debugDescription }
}
