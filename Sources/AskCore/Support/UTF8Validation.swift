/// Finds invalid UTF-8 so that answers and files are refused with a position instead of
/// being silently repaired with U+FFFD.
public enum UTF8Validation {
    /// The 0-based offset (from the start of `bytes`) of the first byte that does not
    /// begin a valid UTF-8 sequence, or `nil` when all of `bytes` is valid.
    public static func firstInvalidByte<C: Collection>(in bytes: C) -> Int? where C.Element == UInt8, C.Index == Int {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index - bytes.startIndex
            }
            guard end - index >= length else { return index - bytes.startIndex }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return index - bytes.startIndex }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index - bytes.startIndex
            }
            index += length
        }
        return nil
    }
}
