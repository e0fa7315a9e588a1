/// The rules for the text of property-list leaf values, shared by the XML and binary readers.
enum PropertyListValueText {
    /// An optional sign then decimal digits: `42`, `-7`, `+3`.
    static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text).utf8
        if let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(isDigit)
    }

    /// A decimal number: `2.5`, `-.5`, `3.`, `1e-3`, `+4E2`. Hex floats, `nan` and `inf` are not.
    static func isReal(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var position = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
            position += 1
        }
        let integerDigits = countDigits(bytes, from: &position)
        var fractionDigits = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            fractionDigits = countDigits(bytes, from: &position)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard countDigits(bytes, from: &position) > 0 else { return false }
        }
        return position == bytes.count
    }

    /// `nan`, `inf` and `infinity` in any case and with any sign, or a decimal number too
    /// large for a `Double` (`1e999`).
    static func isNonFinite(_ text: String) -> Bool {
        var word = Substring(text.lowercased())
        if word.hasPrefix("+") || word.hasPrefix("-") { word = word.dropFirst() }
        if word == "nan" || word == "inf" || word == "infinity" { return true }
        guard isReal(text), let value = Double(text) else { return false }
        return !value.isFinite
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, as property lists write dates, with a real calendar day.
    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: "Z"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]),
              let second = number(bytes[17..<19]) else { return false }
        return year >= 1 && (1...12).contains(month) && day >= 1 && day <= ISODate.days(inMonth: month, of: year)
            && hour <= 23 && minute <= 59 && second <= 60
    }

    /// The number of bytes that base64 `text` decodes to. Whitespace anywhere and missing
    /// `=` padding are accepted; any other character, or a length no encoder writes, is not.
    static func base64ByteCount(_ text: String) -> Result<Int, PropertyListProblem> {
        var symbols = 0
        var padding = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\r":
                continue
            case "=":
                padding += 1
            case "A"..."Z", "a"..."z", "0"..."9", "+", "/":
                guard padding == 0 else { return .failure(.base64AfterPadding) }
                symbols += 1
            default:
                let shown = scalar.value < 0x20 || scalar.value == 0x7F ? "U+" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
                return .failure(.base64Character(shown))
            }
        }
        let remainder = symbols % 4
        guard remainder != 1, padding <= 2, padding == 0 || (symbols + padding) % 4 == 0 else {
            return .failure(.base64Length)
        }
        return .success(symbols / 4 * 3 + max(0, remainder - 1))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` for a binary plist date (seconds since 2001-01-01T00:00:00Z),
    /// fractions of a second dropped; `nil` when not finite or outside years 1 to 9999.
    static func isoDate(secondsSinceReferenceDate seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
        let unixSeconds = Int(seconds.rounded(.down)) + 978_307_200
        let days = floorDivide(unixSeconds, 86_400)
        let secondOfDay = unixSeconds - days * 86_400
        // Howard Hinnant's civil_from_days: proleptic Gregorian calendar from 1970-01-01.
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (1...9999).contains(year) else { return nil }
        return ISODate.zeroPadded(year, 4) + "-" + ISODate.zeroPadded(month, 2) + "-" + ISODate.zeroPadded(day, 2) + "T"
            + ISODate.zeroPadded(secondOfDay / 3_600, 2) + ":" + ISODate.zeroPadded(secondOfDay / 60 % 60, 2) + ":"
            + ISODate.zeroPadded(secondOfDay % 60, 2) + "Z"
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func countDigits(_ bytes: [UInt8], from position: inout Int) -> Int {
        let start = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        return position - start
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard digits.allSatisfy(isDigit) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

}
