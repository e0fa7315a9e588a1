/// Reads the XML form of a property list: a small, strict reader for the subset of XML
/// that plists use, keeping the line and column of every value.
///
/// Accepted: an optional UTF-8 byte order mark, `<?xml …?>` declaring UTF-8 (or nothing),
/// one `<!DOCTYPE …>` without an internal subset, comments between elements and inside
/// text, the root `<plist>` holding exactly one value, the five predefined entities,
/// character references, CDATA sections in `<string>` and `<key>`, and empty-element forms.
/// Anything else is an error rather than a guess, so a broken file never loads half-read.
/// Line breaks are `\n`, `\r\n` or a lone `\r` (XML's rule); text gets them as `\n`.
struct PropertyListXMLReader {
    struct Attribute {
        var name: String
        var value: String
        var location: SourceLocation
    }

    struct Tag {
        var name: String
        var attributes: [Attribute]
        /// Written `<name/>`: no content and no end tag follow.
        var isEmpty: Bool
        var location: SourceLocation
    }

    /// What follows inside an element once whitespace and comments are skipped.
    enum Item {
        case start(Tag)
        case end
        case endOfFile
    }

    typealias Cursor = PropertyListXMLCursor

    var cursor: Cursor
    let limits: SourceLimits
    var path = PropertyListPath()
    /// Whether the root value is being read: only then do errors carry a JSON pointer.
    var inValue = false

    static func parse(_ bytes: [UInt8], limits: SourceLimits) throws(Diagnostic) -> SourceNode {
        var reader = PropertyListXMLReader(bytes: bytes, limits: limits)
        return try reader.readDocument()
    }

    private init(bytes: [UInt8], limits: SourceLimits) {
        self.cursor = Cursor(bytes: bytes)
        self.limits = limits
    }

    // MARK: - Document

    mutating func readDocument() throws(Diagnostic) -> SourceNode {
        cursor.skipByteOrderMark()
        var sawMarkup = false
        if cursor.lookingAt(Self.declarationStart), let after = cursor.byte(at: Self.declarationStart.count),
           Cursor.isWhitespace(after) {
            try readDeclaration()
            sawMarkup = true
        }
        var sawDoctype = false
        while true {
            cursor.skipWhitespace()
            guard let current = cursor.byte() else {
                if !sawMarkup { throw Diagnostic(.emptyFile, at: nil, pointer: nil) }
                throw failure(.noPlistElement, at: cursor.location)
            }
            guard current == UInt8(ascii: "<") else {
                throw failure(.textBeforePlist(cursor.snippet()), at: cursor.location)
            }
            sawMarkup = true
            if cursor.lookingAt(Self.commentStart) {
                try skipComment()
            } else if cursor.lookingAt(Self.doctypeStart) {
                if sawDoctype { throw failure(.doctypeTwice, at: cursor.location) }
                try skipDoctype()
                sawDoctype = true
            } else if cursor.lookingAt(Self.declarationStart) {
                throw failure(.declarationNotFirst, at: cursor.location)
            } else {
                let tag = try readStartTag(in: nil)
                guard tag.name == "plist" else {
                    throw failure(.rootNotPlist(tag.name), at: tag.location)
                }
                let root = try readPlist(tag)
                try readEpilog()
                return root
            }
        }
    }

    mutating func readDeclaration() throws(Diagnostic) {
        let start = cursor.location
        cursor.advance(by: Self.declarationStart.count)
        for attribute in try readAttributes(of: "?xml") {
            switch attribute.name {
            case "version", "standalone":
                break
            case "encoding":
                let encoding = attribute.value.lowercased()
                guard encoding == "utf-8" || encoding == "utf8" else {
                    throw failure(.unsupportedEncoding(attribute.value),
                                  at: attribute.location)
                }
            default:
                throw failure(.declarationAttribute(attribute.name),
                              at: attribute.location)
            }
        }
        guard cursor.lookingAt(Self.declarationEnd) else {
            if cursor.byte() == nil { throw failure(.unterminatedDeclaration, at: start) }
            throw failure(.malformedDeclaration, at: cursor.location)
        }
        cursor.advance(by: Self.declarationEnd.count)
    }

    /// Skips `<!DOCTYPE …>`. An internal subset is refused: it could declare entities,
    /// which this reader neither expands nor wants to.
    mutating func skipDoctype() throws(Diagnostic) {
        let start = cursor.location
        cursor.advance(by: Self.doctypeStart.count)
        var quote: UInt8?
        while let current = cursor.byte() {
            if let open = quote {
                if current == open { quote = nil }
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                quote = current
            } else if current == UInt8(ascii: "[") {
                throw failure(.internalSubset, at: cursor.location)
            } else if current == UInt8(ascii: ">") {
                cursor.advanceASCII()
                return
            }
            try advanceScalar()
        }
        throw failure(.unterminatedDoctype, at: start)
    }

    mutating func readPlist(_ tag: Tag) throws(Diagnostic) -> SourceNode {
        for attribute in tag.attributes {
            guard attribute.name == "version" else {
                throw failure(.unexpectedAttribute(attribute.name, element: "plist"), at: attribute.location)
            }
            guard attribute.value == "1.0" else {
                throw failure(.unsupportedVersion(attribute.value), at: attribute.location)
            }
        }
        if tag.isEmpty { throw failure(.plistEmpty, at: tag.location) }
        let valueTag: Tag
        switch try nextItem(in: "plist") {
        case .start(let start): valueTag = start
        case .end: throw failure(.plistEmpty, at: cursor.location)
        case .endOfFile: throw failure(.endOfFileInPlist, at: cursor.location)
        }
        inValue = true
        let root = try readValue(valueTag, depth: 0)
        inValue = false
        switch try nextItem(in: "plist") {
        case .start(let extra): throw failure(.plistHoldsSeveral, at: extra.location)
        case .end: try readEndTag(expected: "plist")
        case .endOfFile: throw failure(.endOfFileBeforeEndTag("plist"), at: cursor.location)
        }
        return root
    }

    mutating func readEpilog() throws(Diagnostic) {
        while true {
            cursor.skipWhitespace()
            guard cursor.byte() != nil else { return }
            guard cursor.lookingAt(Self.commentStart) else {
                throw failure(.contentAfterPlist, at: cursor.location)
            }
            try skipComment()
        }
    }

    // MARK: - Values

    /// Reads the value whose start tag was just read; `depth` counts the enclosing
    /// dictionaries and arrays.
    mutating func readValue(_ tag: Tag, depth: Int) throws(Diagnostic) -> SourceNode {
        if let attribute = tag.attributes.first {
            throw failure(.unexpectedAttribute(attribute.name, element: tag.name), at: attribute.location)
        }
        switch tag.name {
        case "dict":
            return try readDict(tag, depth: depth + 1)
        case "array":
            return try readArray(tag, depth: depth + 1)
        case "string":
            return SourceNode(.string(try readText(of: tag)), at: tag.location)
        case "integer":
            let text = Cursor.trimmed(try readText(of: tag))
            guard PropertyListValueText.isInteger(text) else {
                throw failure(.invalidInteger(text), at: tag.location)
            }
            return SourceNode(.number(text), at: tag.location)
        case "real":
            let text = Cursor.trimmed(try readText(of: tag))
            if PropertyListValueText.isNonFinite(text) {
                throw failure(.realNotFinite(text), at: tag.location)
            }
            guard PropertyListValueText.isReal(text) else {
                throw failure(.invalidReal(text), at: tag.location)
            }
            return SourceNode(.number(text), at: tag.location)
        case "true", "false":
            guard Cursor.trimmed(try readText(of: tag)).isEmpty else {
                throw failure(.mustBeEmpty(tag.name), at: tag.location)
            }
            return SourceNode(.bool(tag.name == "true"), at: tag.location)
        case "date":
            let text = Cursor.trimmed(try readText(of: tag))
            guard PropertyListValueText.isDate(text) else {
                throw failure(.invalidDate(text), at: tag.location)
            }
            return SourceNode(.date(text), at: tag.location)
        case "data":
            let text = try readText(of: tag)
            switch PropertyListValueText.base64ByteCount(text) {
            case .success(let count): return SourceNode(.data(count), at: tag.location)
            case .failure(let detail): throw failure(detail, at: tag.location)
            }
        case "key":
            throw failure(.keyOutsideDict, at: tag.location)
        case "plist":
            throw failure(.plistInsidePlist, at: tag.location)
        default:
            throw failure(.unknownElement(tag.name), at: tag.location)
        }
    }

    mutating func readDict(_ tag: Tag, depth: Int) throws(Diagnostic) -> SourceNode {
        if depth > limits.maxDepth {
            throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), at: tag.location, pointer: path.pointer)
        }
        var members: [SourceNode.Member] = []
        if tag.isEmpty { return SourceNode(.object(members), at: tag.location) }
        while true {
            let keyTag: Tag
            switch try nextItem(in: "dict") {
            case .start(let start): keyTag = start
            case .end:
                try readEndTag(expected: "dict")
                return SourceNode(.object(members), at: tag.location)
            case .endOfFile:
                throw failure(.endOfFileBeforeEndTag("dict"), at: cursor.location)
            }
            guard keyTag.name == "key" else {
                throw failure(.keyExpected(found: keyTag.name), at: keyTag.location)
            }
            if let attribute = keyTag.attributes.first {
                throw failure(.unexpectedAttribute(attribute.name, element: "key"), at: attribute.location)
            }
            let key = keyTag.isEmpty ? "" : try readText(of: keyTag)
            path.push(key: key)
            let valueTag: Tag
            switch try nextItem(in: "dict") {
            case .start(let start) where start.name == "key":
                throw failure(.keyWithoutValue(key), at: start.location)
            case .start(let start): valueTag = start
            case .end: throw failure(.keyWithoutValue(key), at: cursor.location)
            case .endOfFile: throw failure(.endOfFileBeforeKeyValue(key), at: cursor.location)
            }
            let value = try readValue(valueTag, depth: depth)
            path.pop()
            members.append(SourceNode.Member(key: key, keyLocation: keyTag.location, value: value))
        }
    }

    mutating func readArray(_ tag: Tag, depth: Int) throws(Diagnostic) -> SourceNode {
        if depth > limits.maxDepth {
            throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), at: tag.location, pointer: path.pointer)
        }
        var elements: [SourceNode] = []
        if tag.isEmpty { return SourceNode(.array(elements), at: tag.location) }
        while true {
            switch try nextItem(in: "array") {
            case .start(let start):
                path.push(index: elements.count)
                elements.append(try readValue(start, depth: depth))
                path.pop()
            case .end:
                try readEndTag(expected: "array")
                return SourceNode(.array(elements), at: tag.location)
            case .endOfFile:
                throw failure(.endOfFileBeforeEndTag("array"), at: cursor.location)
            }
        }
    }

    /// The text content of `tag` up to its end tag: entities decoded, CDATA kept as is,
    /// comments dropped, line breaks as `\n`.
    mutating func readText(of tag: Tag) throws(Diagnostic) -> String {
        if tag.isEmpty { return "" }
        var text: [UInt8] = []
        while let current = cursor.byte() {
            switch current {
            case UInt8(ascii: "<"):
                if cursor.lookingAt(Self.endTagStart) {
                    try readEndTag(expected: tag.name)
                    return String(decoding: text, as: UTF8.self)
                } else if cursor.lookingAt(Self.cdataStart) {
                    try readCDATA(into: &text)
                } else if cursor.lookingAt(Self.commentStart) {
                    try skipComment()
                } else if let next = cursor.byte(at: 1), Cursor.isNameStart(next) {
                    let inner = try readStartTag(in: tag.name)
                    throw failure(.elementInside(inner.name, parent: tag.name), at: inner.location)
                } else {
                    throw failure(.lessThanInText(tag.name), at: cursor.location)
                }
            case UInt8(ascii: "&"):
                try readReference(into: &text)
            case UInt8(ascii: "\r"):
                cursor.advanceLineBreak()
                text.append(UInt8(ascii: "\n"))
            default:
                let start = cursor.index
                try advanceScalar()
                text.append(contentsOf: cursor.bytes[start..<cursor.index])
            }
        }
        throw failure(.endOfFileBeforeEndTag(tag.name), at: cursor.location)
    }

    mutating func readCDATA(into text: inout [UInt8]) throws(Diagnostic) {
        let start = cursor.location
        cursor.advance(by: Self.cdataStart.count)
        while let current = cursor.byte() {
            if cursor.lookingAt(Self.cdataEnd) {
                cursor.advance(by: Self.cdataEnd.count)
                return
            }
            if current == UInt8(ascii: "\r") {
                cursor.advanceLineBreak()
                text.append(UInt8(ascii: "\n"))
            } else {
                let first = cursor.index
                try advanceScalar()
                text.append(contentsOf: cursor.bytes[first..<cursor.index])
            }
        }
        throw failure(.unterminatedCDATA, at: start)
    }

    /// Decodes `&name;`, `&#NN;` or `&#xNN;`, refusing what XML 1.0 does not allow.
    mutating func readReference(into text: inout [UInt8]) throws(Diagnostic) {
        let start = cursor.location
        cursor.advanceASCII()
        var name = ""
        while let current = cursor.byte(), current != UInt8(ascii: ";") {
            guard name.count < 16, Cursor.isASCIIAlphanumeric(current) || current == UInt8(ascii: "#") else {
                throw failure(.bareAmpersand, at: start)
            }
            name.append(Character(Unicode.Scalar(current)))
            cursor.advanceASCII()
        }
        guard cursor.byte() != nil else {
            throw failure(.bareAmpersand, at: start)
        }
        cursor.advanceASCII()
        let scalar: Unicode.Scalar?
        switch name {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            guard name.hasPrefix("#") else { throw failure(.unknownEntity(name), at: start) }
            scalar = Self.characterReference(name.dropFirst())
            guard scalar != nil else { throw failure(.invalidCharacterReference(name), at: start) }
        }
        if let scalar { UTF8.encode(scalar) { text.append($0) } }
    }

    /// The scalar of `NN` or `xNN` in `&#…;`, when XML 1.0 allows it as a character.
    static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
        let isHex = digits.hasPrefix("x")
        let number = isHex ? digits.dropFirst() : digits
        guard !number.isEmpty, number.count <= 8, let value = UInt32(number, radix: isHex ? 16 : 10),
              let scalar = Unicode.Scalar(value), Cursor.isXMLCharacter(scalar.value) else { return nil }
        return scalar
    }
}
