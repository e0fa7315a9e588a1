/// Finds invalid UTF-8 so that answers and files are refused with a position instead of
/// being silently repaired with U+FFFD. The one decoder of sequence lengths that the JSON
/// and property-list readers and the stdin line reader share.
package enum UTF8Validation {
    /// The length of the well-formed UTF-8 sequence starting at `offset` (1 for ASCII), or
    /// `nil` when it is overlong, an encoded surrogate, past U+10FFFF, truncated by the end
    /// of `bytes`, or a stray continuation byte.
    @inlinable
    package static func sequenceLength<C: RandomAccessCollection>(_ bytes: C, at offset: Int) -> Int?
    where C.Element == UInt8, C.Index == Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard bytes.endIndex - offset >= length else { return nil }
        let second = bytes[offset + 1]
        guard second >= low, second <= high else { return nil }
        for position in (offset + 2)..<(offset + length) where bytes[position] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The 0-based offset (from the start of `bytes`) of the first byte that does not
    /// begin a valid UTF-8 sequence, or `nil` when all of `bytes` is valid.
    package static func firstInvalidByte<C: RandomAccessCollection>(in bytes: C) -> Int?
    where C.Element == UInt8, C.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard let length = sequenceLength(bytes, at: index) else { return index - bytes.startIndex }
            index += length
        }
        return nil
    }
}
