/// The JSON kind of a value, as problems name it (`a string`, `an object`, `null`).
public enum ValueKind: Sendable, Equatable, CaseIterable {
    case object
    case array
    case string
    case number
    case boolean
    case null
    /// A property list's `<date>`.
    case date
    /// A property list's `<data>`.
    case data
}

/// What a value must be, as data: the `expected` of a ``FormProblem/wrongType(key:expected:found:)``
/// or an ``AnswerProblem/wrongType(expected:found:)``. Every ``Catalog`` language renders each case.
///
/// A row kind of a program's own describes what it takes with ``custom(_:)``, in its own words.
public enum ExpectedValue: Sendable, Equatable {
    /// `a string`
    case string
    /// `an email address (string)`
    case emailString
    /// `a URL (string)`
    case urlString
    /// `a whole number`
    case wholeNumber
    /// `a whole number from -9007199254740992 to 9007199254740992`: the bounds as written.
    case wholeNumberBetween(String, String)
    /// `a number`
    case number
    /// `a number from -1.79…e308 to 1.79…e308`: the bounds as written.
    case numberBetween(String, String)
    /// `true or false`
    case boolean
    /// `a date string YYYY-MM-DD`
    case dateString
    /// `one option value (string)`
    case optionValue
    /// `an array of option values`
    case optionValues
    /// `nothing`: a row that asks nothing (a note).
    case nothing
    /// `an object`
    case object
    /// `a colour or style name, or an array of them` (a role of `appearance`)
    case styleWords
    /// `one value`: a key written once.
    case oneValue
    /// `{"address": {"city": …}}`: a dotted key written as nested objects; the parts of the key.
    case nestedObjects([String])
    /// `the format version number 1`
    case formatVersion(Int)
    /// `a row type name`
    case rowTypeName
    /// `an array of options`
    case options
    /// `a string or an object with 'value' and 'label'`
    case option
    /// `an object with 'key' and 'options'`
    case unit
    /// `an array of sections`
    /// `an array of items, each an object` (a repeat group)
    case items
    case sections
    /// `an array of rows`
    case rows
    /// `an array of checks, each {"that": …, "message": …}`
    case checks
    /// `an object of header names to values`
    case headers
    /// `an array of language tags`
    case languageTags
    /// `BCP 47 language tags such as "en" or "zh-Hans"` (the items of `languages`).
    case wellFormedLanguageTags
    /// `a BCP 47 language tag such as "en" or "zh-Hans"`
    case wellFormedLanguageTag
    /// `text, or an object of language tags to text`; `examples` adds `("en", "zh-Hans")`.
    case localizedText(examples: Bool)
    /// A custom row kind's own words for what it takes.
    case custom(LocalizedText)
}

/// What a value is instead, as data: the `found` of a wrong-type problem.
public enum FoundValue: Sendable, Equatable {
    /// `a string`, `an object`, `null`, …
    case kind(ValueKind)
    /// `the string 'x'`: the text as shown (shortened where long).
    case string(String)
    /// `the number 3`: the number as written (shortened where long).
    case number(String)
    /// `true` or `false`
    case bool(Bool)
    /// `an array holding a number`
    case arrayHolding(ValueKind)
    /// `the key twice`
    case keyTwice
    /// `the member name 'address.city'`
    case memberName(String)
    /// `'x'`: a name or tag as written.
    case written(String)
}

/// What the JSON reader expected where it stopped, as data.
public enum JSONExpected: Sendable, Equatable {
    /// `a value`
    case value
    /// `a value or ']'`
    case valueOrEndOfArray
    /// `a string key`
    case key
    /// `a string key or '}'`
    case keyOrEndOfObject
    /// `':'`
    case colon
    /// `',' or '}'`
    case commaOrEndOfObject
    /// `',' or ']'`
    case commaOrEndOfArray
    /// `'true'`: the literal surely meant (`True`, `nul`).
    case literal(String)
    /// `'"' to close the string`
    case closingQuote
}

/// What the JSON reader found where it stopped, as data.
public enum JSONFound: Sendable, Equatable {
    /// `'}'`, `'yes'` (a bare word), `"'"`: the text as written.
    case text(String)
    /// `end of line`
    case endOfLine
    /// `byte 0x00`: a control byte.
    case byte(UInt8)
    /// `character U+00A0`: an invisible character.
    case character(UInt32)
}

extension SourceNode {
    /// The value's kind, for problems.
    public var valueKind: ValueKind {
        switch value {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number: return .number
        case .bool: return .boolean
        case .null: return .null
        case .date: return .date
        case .data: return .data
        }
    }
}

extension AnswerValue {
    /// The JSON kind of the value, for problems.
    public var valueKind: ValueKind {
        switch self {
        case .null: return .null
        case .string: return .string
        case .integer, .number: return .number
        case .bool: return .boolean
        case .list: return .array
        }
    }
}
