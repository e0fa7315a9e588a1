/// One run of ``JSONReader``: the bytes, the read position, line and column bookkeeping,
/// and the arrays and objects that are open.
///
/// The parser is iterative rather than recursive, so nesting costs heap rather than call
/// stack whatever the depth limit. The stack of open containers is also the path to the
/// value being read: JSON pointers are rendered from it only when an error is thrown, so a
/// successful parse builds no pointer strings.
struct JSONParser {
    /// An array or object whose closing bracket has not been read yet.
    struct OpenContainer {
        let isObject: Bool
        let location: SourceLocation
        var elements: [SourceNode] = []
        var members: [SourceNode.Member] = []
        /// The key of the member whose value is being read (objects only).
        var key = ""
        var keyLocation = SourceLocation(line: 0, column: 0)
        /// Whether an element or member value is being read, so that the pointer of an
        /// error names it rather than the container.
        var isReadingValue: Bool
    }

    let bytes: [UInt8]
    let end: Int
    let limits: SourceLimits
    var index = 0
    var stack: [OpenContainer] = []
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []

    // Positions: the current line and where it starts. Columns are counted lazily from a
    // mark that only moves forward within the line, so every location costs time
    // proportional to the bytes since the previous one and a long line stays linear.
    var line = 1
    var lineStart = 0
    var columnMarkOffset = 0
    var columnMark = 1

    init(bytes: [UInt8], limits: SourceLimits) {
        self.bytes = bytes
        self.end = bytes.count
        self.limits = limits
    }

    mutating func parseDocument() throws(Diagnostic) -> SourceNode {
        guard end <= limits.maxFileBytes else {
            throw Diagnostic(.fileTooLarge(bytes: end, limit: limits.maxFileBytes), at: nil, pointer: nil)
        }
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            columnMarkOffset = 3
        }
        skipWhitespace()
        guard index < end else { throw Diagnostic(.emptyFile, at: nil, pointer: nil) }
        let root = try parseValue()
        skipWhitespace()
        if index < end {
            if let invalid = invalidUTF8(at: index) { throw invalid }
            throw diagnostic(.trailingContent(found: found(at: index)), at: index)
        }
        return root
    }

    /// Reads one value, however deeply nested, leaving `index` just after it.
    mutating func parseValue() throws(Diagnostic) -> SourceNode {
        var expected = JSONExpected.value
        reading: while true {
            skipWhitespace()
            guard index < end else { throw unexpected(expected) }
            let start = index
            var node: SourceNode
            switch bytes[start] {
            case UInt8(ascii: "{"):
                let location = try open(at: start)
                skipWhitespace()
                if index < end, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    node = SourceNode(.object([]), at: location)
                } else {
                    stack.append(OpenContainer(isObject: true, location: location, isReadingValue: false))
                    try parseMemberKey(expected: .keyOrEndOfObject)
                    expected = .value
                    continue reading
                }
            case UInt8(ascii: "["):
                let location = try open(at: start)
                skipWhitespace()
                if index < end, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    node = SourceNode(.array([]), at: location)
                } else {
                    stack.append(OpenContainer(isObject: false, location: location, isReadingValue: true))
                    expected = .valueOrEndOfArray
                    continue reading
                }
            case UInt8(ascii: "\""):
                let location = location(at: start)
                node = SourceNode(.string(try parseString()), at: location)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
                node = try parseNumber()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                node = try parseLiteral(expected: expected)
            default:
                throw unexpected(expected)
            }

            // Hand the finished value to its container, closing every container whose
            // closing bracket follows, until one continues with ',' or the top is done.
            while !stack.isEmpty {
                let top = stack.count - 1
                let isObject = stack[top].isObject
                if isObject {
                    let member = SourceNode.Member(key: stack[top].key, keyLocation: stack[top].keyLocation, value: node)
                    stack[top].members.append(member)
                } else {
                    stack[top].elements.append(node)
                }
                stack[top].isReadingValue = false
                skipWhitespace()
                let separators: JSONExpected = isObject ? .commaOrEndOfObject : .commaOrEndOfArray
                guard index < end else { throw unexpected(separators) }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    if isObject {
                        try parseMemberKey(expected: .key)
                    } else {
                        stack[top].isReadingValue = true
                    }
                    expected = .value
                    continue reading
                }
                guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw unexpected(separators) }
                index += 1
                let container = stack.removeLast()
                node = SourceNode(isObject ? .object(container.members) : .array(container.elements),
                                  at: container.location)
            }
            return node
        }
    }

    /// Checks the depth limit for the array or object opening at `start` and steps past
    /// its bracket.
    private mutating func open(at start: Int) throws(Diagnostic) -> SourceLocation {
        let location = location(at: start)
        guard stack.count < limits.maxDepth else {
            throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), at: location, pointer: currentPointer())
        }
        index = start + 1
        return location
    }

    /// Reads `"key" :` into the innermost (object) container.
    private mutating func parseMemberKey(expected: JSONExpected) throws(Diagnostic) {
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { throw unexpected(expected) }
        let keyLocation = location(at: index)
        let key = try parseString()
        let top = stack.count - 1
        stack[top].key = key
        stack[top].keyLocation = keyLocation
        stack[top].isReadingValue = true
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ":") else { throw unexpected(.colon) }
        index += 1
    }

    mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
                columnMarkOffset = index
                columnMark = 1
            default:
                return
            }
        }
    }

    // MARK: Positions and errors

    /// The line and column of `offset`, which must lie on the current line.
    mutating func location(at offset: Int) -> SourceLocation {
        if offset < columnMarkOffset {
            columnMarkOffset = lineStart
            columnMark = 1
        }
        var column = columnMark
        var position = columnMarkOffset
        while position < offset {
            // A UTF-8 continuation byte does not start a new scalar.
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        columnMarkOffset = offset
        columnMark = column
        return SourceLocation(line: line, column: column)
    }

    /// The RFC 6901 pointer of the value being read.
    func currentPointer() -> String {
        // Appending each token to "" and the result in place keeps a deep path linear.
        var pointer = ""
        for container in stack where container.isReadingValue {
            pointer += container.isObject
                ? JSONPointer.appending(container.key, to: "")
                : JSONPointer.appending(container.elements.count, to: "")
        }
        return pointer
    }

    mutating func diagnostic(_ problem: FormProblem, at offset: Int) -> Diagnostic {
        Diagnostic(problem, at: location(at: offset), pointer: currentPointer())
    }

    /// The error for whatever stands at `index` where `expected` should: the end of the
    /// file, a byte that is not UTF-8, or an unexpected character.
    mutating func unexpected(_ expected: JSONExpected) -> Diagnostic {
        guard index < end else { return diagnostic(.unexpectedEnd(expected: expected), at: end) }
        if let invalid = invalidUTF8(at: index) { return invalid }
        return diagnostic(.unexpectedCharacter(found: found(at: index), expected: expected), at: index)
    }
}
