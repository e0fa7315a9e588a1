/// The markup side of ``PropertyListXMLReader``: tags, attributes, names, comments, and the
/// errors and literals they share.
extension PropertyListXMLReader {
    // MARK: - Markup

    /// Skips whitespace and comments, then says what comes next; text there is an error.
    mutating func nextItem(in element: String) throws(Diagnostic) -> Item {
        while true {
            cursor.skipWhitespace()
            guard let current = cursor.byte() else { return .endOfFile }
            guard current == UInt8(ascii: "<") else {
                throw failure(.textIn(cursor.snippet(), element: element), at: cursor.location)
            }
            if cursor.lookingAt(Self.commentStart) {
                try skipComment()
            } else if cursor.lookingAt(Self.endTagStart) {
                return .end
            } else if cursor.lookingAt(Self.cdataStart) {
                throw failure(.cdataIn(element), at: cursor.location)
            } else {
                return .start(try readStartTag(in: element))
            }
        }
    }

    /// Reads `<name attr="value">` or `<name/>` at `<`; `parent` names the enclosing element
    /// for messages.
    mutating func readStartTag(in parent: String?) throws(Diagnostic) -> Tag {
        let start = cursor.location
        guard let next = cursor.byte(at: 1), Cursor.isNameStart(next) else {
            if cursor.lookingAt(Self.declarationStart.prefix(2)) {
                throw failure(.processingInstruction, at: start)
            }
            if cursor.lookingAt(Self.doctypeStart.prefix(2)) {
                throw failure(.markupDeclaration(in: parent), at: start)
            }
            throw failure(.elementNameMissing, at: start)
        }
        cursor.advanceASCII()
        let name = try readName()
        let attributes = try readAttributes(of: name)
        let isEmpty = cursor.lookingAt(Self.emptyTagEnd)
        if isEmpty {
            cursor.advance(by: Self.emptyTagEnd.count)
        } else if cursor.byte() == UInt8(ascii: ">") {
            cursor.advanceASCII()
        } else if cursor.byte() == nil {
            throw failure(.endOfFileInside(name), at: cursor.location)
        } else {
            throw failure(.malformedTag(name), at: cursor.location)
        }
        return Tag(name: name, attributes: attributes, isEmpty: isEmpty, location: start)
    }

    mutating func readEndTag(expected: String) throws(Diagnostic) {
        let start = cursor.location
        cursor.advance(by: Self.endTagStart.count)
        guard let first = cursor.byte(), Cursor.isNameStart(first) else {
            throw failure(.endTagMissing(expected), at: start)
        }
        let name = try readName()
        guard name == expected else { throw failure(.endTagMismatch(expected: expected, found: name), at: start) }
        cursor.skipWhitespace()
        guard cursor.byte() == UInt8(ascii: ">") else { throw failure(.malformedEndTag(name), at: start) }
        cursor.advanceASCII()
    }

    /// Reads `name="value"` pairs after a tag name, each after whitespace.
    mutating func readAttributes(of element: String) throws(Diagnostic) -> [Attribute] {
        var attributes: [Attribute] = []
        while true {
            let hadSpace = cursor.skipWhitespace()
            guard hadSpace, let current = cursor.byte(), Cursor.isNameStart(current) else { return attributes }
            let start = cursor.location
            let name = try readName()
            cursor.skipWhitespace()
            guard cursor.byte() == UInt8(ascii: "=") else {
                throw failure(.attributeWithoutEquals(name, element: element), at: cursor.location)
            }
            cursor.advanceASCII()
            cursor.skipWhitespace()
            guard let quote = cursor.byte(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw failure(.attributeWithoutQuotedValue(name, element: element), at: cursor.location)
            }
            cursor.advanceASCII()
            var value: [UInt8] = []
            while true {
                guard let current = cursor.byte() else {
                    throw failure(.endOfFileInside(element), at: cursor.location)
                }
                if current == quote {
                    cursor.advanceASCII()
                    break
                } else if current == UInt8(ascii: "<") {
                    throw failure(.lessThanInAttribute(name), at: cursor.location)
                } else if current == UInt8(ascii: "&") {
                    try readReference(into: &value)
                } else {
                    let first = cursor.index
                    try advanceScalar()
                    value.append(contentsOf: cursor.bytes[first..<cursor.index])
                }
            }
            attributes.append(Attribute(name: name, value: String(decoding: value, as: UTF8.self), location: start))
        }
    }

    mutating func readName() throws(Diagnostic) -> String {
        let start = cursor.index
        while let current = cursor.byte(), Cursor.isNameStart(current) || Cursor.isNameContinuation(current) {
            if current < 0x80 { cursor.advanceASCII() } else { try advanceScalar() }
        }
        return String(decoding: cursor.bytes[start..<cursor.index], as: UTF8.self)
    }

    mutating func skipComment() throws(Diagnostic) {
        let start = cursor.location
        cursor.advance(by: Self.commentStart.count)
        while cursor.byte() != nil {
            if cursor.lookingAt(Self.commentEnd) {
                cursor.advance(by: Self.commentEnd.count)
                return
            }
            try advanceScalar()
        }
        throw failure(.unterminatedComment, at: start)
    }

    // MARK: - Errors

    /// Moves past one Unicode scalar, refusing bytes that are not UTF-8 and characters
    /// that XML does not allow.
    mutating func advanceScalar() throws(Diagnostic) {
        switch cursor.advanceScalar() {
        case nil:
            return
        case .invalidUTF8(let location):
            throw Diagnostic(.invalidUTF8, at: location, pointer: inValue ? path.pointer : nil)
        case .controlCharacter(let value, let location):
            throw failure(.controlCharacter(value), at: location)
        }
    }

    func failure(_ detail: PropertyListProblem, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidPropertyList(detail), at: location, pointer: inValue ? path.pointer : nil)
    }

    // MARK: - Markup literals

    static let declarationStart = Array("<?xml".utf8)
    static let declarationEnd = Array("?>".utf8)
    static let doctypeStart = Array("<!DOCTYPE".utf8)
    static let commentStart = Array("<!--".utf8)
    static let commentEnd = Array("-->".utf8)
    static let cdataStart = Array("<![CDATA[".utf8)
    static let cdataEnd = Array("]]>".utf8)
    static let endTagStart = Array("</".utf8)
    static let emptyTagEnd = Array("/>".utf8)
}
