/// Reads a binary property list (`bplist00`) into a ``SourceNode`` tree without locations.
///
/// The file is hostile until proven otherwise: every offset, count and reference is checked
/// against the file before it is used, so a forged header can neither crash the reader nor
/// make it allocate more than the file could describe. A container that contains itself is
/// an error, nesting is capped at ``SourceLimits/maxDepth``, and because one object may be
/// referenced from many places, the tree is capped at one value per byte of the file: a
/// file without sharing never reaches that, while a few hundred bytes of shared arrays
/// would otherwise unfold into billions of values.
///
/// Layout: an 8-byte header, the objects, a table of object offsets, and a 32-byte trailer
/// giving the offset and reference sizes, the object count, the top object and where the
/// offset table starts. Integers are big-endian.
struct PropertyListBinaryReader {
    static let magicPrefix = Array("bplist".utf8)
    private static let headerSize = 8
    private static let trailerSize = 32

    private let bytes: [UInt8]
    private let limits: SourceLimits
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    /// Where the offset table starts, which is also where the objects end.
    private let objectsEnd: Int
    private var path = PropertyListPath()
    /// The containers being read, outermost first: meeting one again is a cycle.
    private var openContainers: Set<Int> = []
    /// Strings already decoded, by object number, so a shared string is decoded once.
    private var strings: [Int: String] = [:]
    /// How many more values the tree may hold.
    private var valueBudget: Int

    static func parse(_ bytes: [UInt8], limits: SourceLimits) throws(Diagnostic) -> SourceNode {
        var reader = try PropertyListBinaryReader(bytes: bytes, limits: limits)
        return try reader.readObject(reader.topObject, depth: 0)
    }

    private init(bytes: [UInt8], limits: SourceLimits) throws(Diagnostic) {
        guard bytes.count >= Self.headerSize else {
            throw Self.fileFailure(.binaryTooShort(bytes: bytes.count))
        }
        guard bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
            let version = bytes[0..<8].map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "?" }.joined()
            throw Self.fileFailure(.binaryVersion(version))
        }
        guard bytes.count >= Self.headerSize + 2 + Self.trailerSize else {
            throw Self.fileFailure(.binaryTooShort(bytes: bytes.count))
        }
        let trailer = bytes.count - Self.trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = Self.readUnsigned(bytes, at: trailer + 8, size: 8)
        let topObject = Self.readUnsigned(bytes, at: trailer + 16, size: 8)
        let tableOffset = Self.readUnsigned(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize) else {
            throw Self.fileFailure(.offsetSize(offsetSize))
        }
        guard (1...8).contains(referenceSize) else {
            throw Self.fileFailure(.referenceSize(referenceSize))
        }
        guard tableOffset > UInt64(Self.headerSize), tableOffset < UInt64(trailer) else {
            throw Self.fileFailure(.offsetTableOutside(at: tableOffset))
        }
        guard objectCount > 0 else { throw Self.fileFailure(.noObjects) }
        let tableSpace = UInt64(trailer) - tableOffset
        guard objectCount <= tableSpace / UInt64(offsetSize) else {
            throw Self.fileFailure(.offsetTableTooLong(objects: objectCount))
        }
        guard topObject < objectCount else {
            throw Self.fileFailure(.topObjectMissing(topObject, objects: objectCount))
        }
        // All three are now below the file's length, so they fit an Int.
        self.bytes = bytes
        self.limits = limits
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = Int(objectCount)
        self.topObject = Int(topObject)
        self.objectsEnd = Int(tableOffset)
        self.valueBudget = bytes.count
    }

    // MARK: - Objects

    /// Reads object `object`; `depth` counts the enclosing arrays and dictionaries.
    private mutating func readObject(_ object: Int, depth: Int) throws(Diagnostic) -> SourceNode {
        guard valueBudget > 0 else {
            throw failure(.tooManySharedValues(limit: bytes.count))
        }
        valueBudget -= 1
        guard !openContainers.contains(object) else {
            throw failure(.objectContainsItself(object))
        }
        let offset = try offsetOfObject(object)
        let marker = bytes[offset]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return SourceNode(.null, at: nil)
            case 0x08: return SourceNode(.bool(false), at: nil)
            case 0x09: return SourceNode(.bool(true), at: nil)
            default: throw unsupported(marker, object: object, offset: offset)
            }
        case 0x1:
            return SourceNode(.number(try readInteger(at: offset, object: object)), at: nil)
        case 0x2:
            return SourceNode(.number(try readReal(at: offset, object: object)), at: nil)
        case 0x3:
            guard marker == 0x33 else { throw unsupported(marker, object: object, offset: offset) }
            let seconds = Double(bitPattern: try readPayload(at: offset + 1, size: 8, object: object))
            guard let text = PropertyListValueText.isoDate(secondsSinceReferenceDate: seconds) else {
                throw failure(.dateOutOfRange(object: object))
            }
            return SourceNode(.date(text), at: nil)
        case 0x4:
            let (count, start) = try readCount(at: offset, object: object)
            guard count <= objectsEnd - start else { throw runsPast(.data, object: object) }
            return SourceNode(.data(count), at: nil)
        case 0x5, 0x6:
            return SourceNode(.string(try readString(object, at: offset)), at: nil)
        case 0x8:
            throw failure(.uid(object: object))
        case 0xA:
            return try readArray(object, at: offset, depth: depth + 1)
        case 0xD:
            return try readDictionary(object, at: offset, depth: depth + 1)
        default:
            throw unsupported(marker, object: object, offset: offset)
        }
    }

    private mutating func readArray(_ object: Int, at offset: Int, depth: Int) throws(Diagnostic) -> SourceNode {
        if depth > limits.maxDepth {
            throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), at: nil, pointer: path.pointer)
        }
        let (count, start) = try readCount(at: offset, object: object)
        guard count <= (objectsEnd - start) / referenceSize else { throw runsPast(.array, object: object) }
        openContainers.insert(object)
        var elements: [SourceNode] = []
        elements.reserveCapacity(count)
        for element in 0..<count {
            let reference = try readReference(at: start + element * referenceSize)
            path.push(index: element)
            elements.append(try readObject(reference, depth: depth))
            path.pop()
        }
        openContainers.remove(object)
        return SourceNode(.array(elements), at: nil)
    }

    /// Keys come first, then values, each as `count` references; members keep that order.
    private mutating func readDictionary(_ object: Int, at offset: Int, depth: Int) throws(Diagnostic) -> SourceNode {
        if depth > limits.maxDepth {
            throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), at: nil, pointer: path.pointer)
        }
        let (count, start) = try readCount(at: offset, object: object)
        guard count <= (objectsEnd - start) / referenceSize / 2 else { throw runsPast(.dictionary, object: object) }
        openContainers.insert(object)
        var members: [SourceNode.Member] = []
        members.reserveCapacity(count)
        for member in 0..<count {
            let keyObject = try readReference(at: start + member * referenceSize)
            let keyOffset = try offsetOfObject(keyObject)
            guard bytes[keyOffset] >> 4 == 0x5 || bytes[keyOffset] >> 4 == 0x6 else {
                throw failure(.keyNotString(member: member, object: keyObject))
            }
            let key = try readString(keyObject, at: keyOffset)
            let valueObject = try readReference(at: start + (count + member) * referenceSize)
            path.push(key: key)
            let value = try readObject(valueObject, depth: depth)
            path.pop()
            members.append(SourceNode.Member(key: key, keyLocation: nil, value: value))
        }
        openContainers.remove(object)
        return SourceNode(.object(members), at: nil)
    }

    /// An ASCII (`0x5n`, one byte a character) or UTF-16BE (`0x6n`, two) string.
    private mutating func readString(_ object: Int, at offset: Int) throws(Diagnostic) -> String {
        if let known = strings[object] { return known }
        let (count, start) = try readCount(at: offset, object: object)
        let text: String
        if bytes[offset] >> 4 == 0x5 {
            guard count <= objectsEnd - start else { throw runsPast(.string, object: object) }
            let characters = bytes[start..<(start + count)]
            guard characters.allSatisfy({ $0 < 0x80 }) else {
                throw failure(.asciiHighByte(object: object))
            }
            text = String(decoding: characters, as: UTF8.self)
        } else {
            guard count <= (objectsEnd - start) / 2 else { throw runsPast(.string, object: object) }
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for unit in 0..<count {
                units.append(UInt16(bytes[start + 2 * unit]) << 8 | UInt16(bytes[start + 2 * unit + 1]))
            }
            var scalars = String.UnicodeScalarView()
            var decoder = UTF16()
            var iterator = units.makeIterator()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break decoding
                case .error: throw failure(.unpairedSurrogate(object: object))
                }
            }
            text = String(scalars)
        }
        strings[object] = text
        return text
    }

    /// `0x1n`: an integer of 2ⁿ bytes. CF writes 1, 2 and 4 bytes unsigned and 8 signed;
    /// 16-byte integers are refused.
    private func readInteger(at offset: Int, object: Int) throws(Diagnostic) -> String {
        let exponent = bytes[offset] & 0x0F
        guard exponent <= 3 else {
            throw failure(.integerSize(bytes: 1 << Int(min(exponent, 15)), object: object))
        }
        let size = 1 << Int(exponent)
        let value = try readPayload(at: offset + 1, size: size, object: object)
        return size == 8 ? String(Int64(bitPattern: value)) : String(value)
    }

    /// `0x22` (4-byte float) or `0x23` (8-byte double), as the shortest text that reads back.
    private func readReal(at offset: Int, object: Int) throws(Diagnostic) -> String {
        let text: String
        let isFinite: Bool
        switch bytes[offset] & 0x0F {
        case 2:
            let value = Float(bitPattern: UInt32(try readPayload(at: offset + 1, size: 4, object: object)))
            (text, isFinite) = (value.description, value.isFinite)
        case 3:
            let value = Double(bitPattern: try readPayload(at: offset + 1, size: 8, object: object))
            (text, isFinite) = (value.description, value.isFinite)
        default:
            throw unsupported(bytes[offset], object: object, offset: offset)
        }
        guard isFinite else { throw failure(.binaryRealNotFinite(text, object: object)) }
        return text
    }

    // MARK: - Bytes

    /// The count in a marker's low nibble or, when that is `0xF`, in the integer after it;
    /// returns it with where the object's contents start.
    private func readCount(at offset: Int, object: Int) throws(Diagnostic) -> (count: Int, start: Int) {
        let nibble = Int(bytes[offset] & 0x0F)
        if nibble < 0xF { return (nibble, offset + 1) }
        guard offset + 1 < objectsEnd else { throw runsPast(.length, object: object) }
        let lengthMarker = bytes[offset + 1]
        guard lengthMarker >> 4 == 0x1, lengthMarker & 0x0F <= 3 else {
            throw failure(.malformedLength(object: object, marker: lengthMarker))
        }
        let size = 1 << Int(lengthMarker & 0x0F)
        let count = try readPayload(at: offset + 2, size: size, object: object)
        guard count <= UInt64(Int.max) else { throw failure(.negativeLength(object: object)) }
        return (Int(count), offset + 2 + size)
    }

    /// `size` big-endian bytes at `offset`, which must lie inside the object area.
    private func readPayload(at offset: Int, size: Int, object: Int) throws(Diagnostic) -> UInt64 {
        guard size <= objectsEnd - offset else { throw runsPast(.value, object: object) }
        return Self.readUnsigned(bytes, at: offset, size: size)
    }

    /// An object reference from an array or dictionary, checked against the object count.
    private func readReference(at offset: Int) throws(Diagnostic) -> Int {
        let reference = Self.readUnsigned(bytes, at: offset, size: referenceSize)
        guard reference < UInt64(objectCount) else {
            throw failure(.referenceOutOfRange(reference, objects: objectCount))
        }
        return Int(reference)
    }

    private func offsetOfObject(_ object: Int) throws(Diagnostic) -> Int {
        let offset = Self.readUnsigned(bytes, at: objectsEnd + object * offsetSize, size: offsetSize)
        guard offset >= UInt64(Self.headerSize), offset < UInt64(objectsEnd) else {
            throw failure(.objectOutside(object, offset: offset))
        }
        return Int(offset)
    }

    /// The caller has checked that `size` bytes are there.
    private static func readUnsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value
    }

    // MARK: - Errors

    private func failure(_ detail: PropertyListProblem) -> Diagnostic {
        Diagnostic(.invalidPropertyList(detail), at: nil, pointer: path.pointer)
    }

    /// A problem of the file as a whole, found before any value is read.
    private static func fileFailure(_ detail: PropertyListProblem) -> Diagnostic {
        Diagnostic(.invalidPropertyList(detail), at: nil, pointer: nil)
    }

    private func runsPast(_ part: PropertyListProblem.BinaryPart, object: Int) -> Diagnostic {
        failure(.runsPastEnd(part, object: object))
    }

    private func unsupported(_ marker: UInt8, object: Int, offset: Int) -> Diagnostic {
        failure(.unsupportedMarker(object: object, offset: offset, marker: marker))
    }
}
