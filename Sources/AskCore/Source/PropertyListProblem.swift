/// Why a property list (XML or binary) cannot be read, as data: the detail of
/// ``FormProblem/invalidPropertyList(_:)``. Element, attribute and entity names and pieces of
/// text are carried as written; every ``Catalog`` language renders each case.
public enum PropertyListProblem: Error, Sendable, Equatable {
    // XML markup.
    /// `unexpected text 'hello' in <array>`
    case textIn(String, element: String)
    /// `unexpected CDATA section in <array>`
    case cdataIn(String)
    case processingInstruction
    /// `unexpected '<!'`, in an element or at the top.
    case markupDeclaration(in: String?)
    /// `<` not followed by a name.
    case elementNameMissing
    /// `unexpected end of file inside <string>`
    case endOfFileInside(String)
    case malformedTag(String)
    /// `expected </string>`
    case endTagMissing(String)
    /// `expected </string>, found </strin>`
    case endTagMismatch(expected: String, found: String)
    case malformedEndTag(String)
    /// `expected '=' after attribute 'x' of <true>`
    case attributeWithoutEquals(String, element: String)
    case attributeWithoutQuotedValue(String, element: String)
    /// `'<' in the value of attribute 'x'`
    case lessThanInAttribute(String)
    case unterminatedComment
    /// A control character XML does not allow.
    case controlCharacter(UInt32)
    /// `'<' in the text of <string>`
    case lessThanInText(String)
    case unterminatedCDATA
    /// `&` that starts no reference.
    case bareAmpersand
    /// `unknown entity '&nbsp;'`: the name between `&` and `;`.
    case unknownEntity(String)
    /// `invalid character reference '&#0;'`: the name between `&` and `;`.
    case invalidCharacterReference(String)

    // The XML document.
    case noPlistElement
    /// `unexpected text 'hello' before <plist>`
    case textBeforePlist(String)
    case doctypeTwice
    case declarationNotFirst
    /// `expected <plist> as the root element, found <dict>`
    case rootNotPlist(String)
    case unsupportedEncoding(String)
    case declarationAttribute(String)
    case unterminatedDeclaration
    case malformedDeclaration
    case internalSubset
    case unterminatedDoctype
    /// `unexpected attribute 'id' on <string>`
    case unexpectedAttribute(String, element: String)
    /// `unsupported plist version '2.0', expected 1.0`
    case unsupportedVersion(String)
    case plistEmpty
    case plistHoldsSeveral
    case endOfFileInPlist
    /// `unexpected end of file, expected </dict>`
    case endOfFileBeforeEndTag(String)
    case contentAfterPlist

    // XML values.
    case invalidInteger(String)
    case realNotFinite(String)
    case invalidReal(String)
    /// `<true> must be empty, as in <true/>`
    case mustBeEmpty(String)
    /// `invalid date '2026-01-01', expected YYYY-MM-DDTHH:MM:SSZ`
    case invalidDate(String)
    case keyOutsideDict
    case plistInsidePlist
    case unknownElement(String)
    /// `expected <key> in <dict>, found <string>`
    case keyExpected(found: String)
    /// `<key> 'title' has no value`
    case keyWithoutValue(String)
    case endOfFileBeforeKeyValue(String)
    /// `unexpected element <b> inside <string>`
    case elementInside(String, parent: String)
    case base64AfterPadding
    /// A character base64 does not use, as shown (`U+1F` for a control character).
    case base64Character(String)
    case base64Length

    // Binary property lists.
    case binaryTooShort(bytes: Int)
    /// The header's eight bytes, unprintable ones as `?`.
    case binaryVersion(String)
    case offsetSize(Int)
    case referenceSize(Int)
    case offsetTableOutside(at: UInt64)
    case noObjects
    case offsetTableTooLong(objects: UInt64)
    case topObjectMissing(UInt64, objects: UInt64)
    /// Shared objects that would make the tree hold more than `limit` values.
    case tooManySharedValues(limit: Int)
    case objectContainsItself(Int)
    case dateOutOfRange(object: Int)
    case uid(object: Int)
    case keyNotString(member: Int, object: Int)
    case asciiHighByte(object: Int)
    case unpairedSurrogate(object: Int)
    case integerSize(bytes: Int, object: Int)
    case binaryRealNotFinite(String, object: Int)
    case malformedLength(object: Int, marker: UInt8)
    case negativeLength(object: Int)
    case referenceOutOfRange(UInt64, objects: Int)
    case objectOutside(Int, offset: UInt64)
    /// What of an object runs past the end of the object area.
    case runsPastEnd(BinaryPart, object: Int)
    case unsupportedMarker(object: Int, offset: Int, marker: UInt8)

    /// The part of a binary object that does not fit.
    public enum BinaryPart: Sendable, Equatable, CaseIterable {
        case data, array, dictionary, string, length, value
    }
}
