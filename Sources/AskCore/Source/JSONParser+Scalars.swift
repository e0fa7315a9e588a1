extension JSONParser {
    /// Reads the number starting at `index`, kept as written once it matches the JSON
    /// grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    ///
    /// A number run on into letters or punctuation (`1x`, `1.2.3`, `0x1F`) is one invalid
    /// number rather than a number followed by an unexpected character: that is what the
    /// writer meant, and the message quotes it whole.
    mutating func parseNumber() throws(Diagnostic) -> SourceNode {
        let start = index
        var position = start
        var isValid = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        if position < end, bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else if position < end, isDigit(bytes[position]) {
            skipDigits(&position)
        } else {
            isValid = false
        }
        if isValid, position < end, bytes[position] == UInt8(ascii: ".") {
            position += 1
            if position < end, isDigit(bytes[position]) { skipDigits(&position) } else { isValid = false }
        }
        if isValid, position < end, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            if position < end, isDigit(bytes[position]) { skipDigits(&position) } else { isValid = false }
        }
        if isValid, position < end, isNumberTail(bytes[position]) { isValid = false }
        guard isValid else {
            position = start
            while position < end, isNumberTail(bytes[position]) { position += 1 }
            throw diagnostic(.invalidNumber(Self.capped(bytes[start..<position])), at: start)
        }
        let location = location(at: start)
        index = position
        return SourceNode(.number(String(decoding: bytes[start..<position], as: UTF8.self)), at: location)
    }

    /// Reads `true`, `false` or `null` at `index`, which holds an ASCII letter.
    mutating func parseLiteral(expected: JSONExpected) throws(Diagnostic) -> SourceNode {
        let start = index
        let stop = wordEnd(from: start)
        let word = bytes[start..<stop]
        let value: SourceNode.Value
        if word.elementsEqual("true".utf8) {
            value = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            value = .null
        } else {
            let text = String(decoding: word, as: UTF8.self)
            if text == "NaN" || text == "Infinity" {
                throw diagnostic(.invalidNumber(text), at: start)
            }
            // `True`, `NULL`, `fals`: name the literal that was surely meant.
            let lowercased = text.lowercased()
            let meant = ["true", "false", "null"].first { literal in
                lowercased == literal || (lowercased.count >= 2 && literal.hasPrefix(lowercased))
            }
            throw diagnostic(.unexpectedCharacter(found: .text(Self.capped(word)),
                                                  expected: meant.map(JSONExpected.literal) ?? expected),
                             at: start)
        }
        let location = location(at: start)
        index = stop
        return SourceNode(value, at: location)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func skipDigits(_ position: inout Int) {
        while position < end, isDigit(bytes[position]) { position += 1 }
    }

    /// Bytes that would continue a number as its writer saw it.
    private func isNumberTail(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// The end of the run of ASCII letters, digits and `_` starting at `start`.
    func wordEnd(from start: Int) -> Int {
        var position = start
        while position < end, isWordByte(bytes[position]) { position += 1 }
        return position
    }

    /// ASCII text for a message, shortened when a hostile file makes it long.
    static func capped(_ ascii: ArraySlice<UInt8>) -> String {
        let limit = 40
        guard ascii.count > limit else { return String(decoding: ascii, as: UTF8.self) }
        return String(decoding: ascii.prefix(limit), as: UTF8.self) + "…"
    }
}
