/// A syntax error libyaml reports, as data: the detail of ``YAMLProblem/syntax(_:)``.
///
/// libyaml describes its errors in fixed English phrases; the ones a person writing a form
/// meets are named here so that catalogs can render them, and the rest keep libyaml's
/// phrase in ``other(_:)``.
public enum YAMLSyntaxProblem: Sendable, Equatable, CustomStringConvertible {
    /// A tab where YAML wants indentation spaces.
    case tabIndentation
    /// A `'` or `"` scalar that the file ends inside; the location is its opening quote.
    case unterminatedQuote
    /// The file ends where more was expected (an unclosed `[`, `{` or block).
    case unexpectedEnd
    /// A character that cannot start a token (`@`, `` ` ``, `%` mid-document).
    case invalidCharacter(UInt32)
    /// `key: value: more` or a `:` where no mapping can start.
    case mappingValueNotAllowed
    /// A `- ` entry where a mapping's key was expected.
    case sequenceEntryNotAllowed
    /// An implicit key without its `:` (also a key longer than 1024 characters).
    case colonMissing
    /// A line indented so that it is neither a key of the mapping nor its value.
    case keyExpected
    /// A line of a block sequence that is not a `- ` entry (a key after the entries).
    case entryExpected
    /// A value was expected (after `? `, `- `, in a flow collection).
    case valueExpected
    /// A flow sequence without `,` or `]` where one of them must follow.
    case flowSequenceUnclosed
    /// A flow mapping without `,` or `}` where one of them must follow.
    case flowMappingUnclosed
    /// A `\x` escape YAML does not know, in a double-quoted scalar.
    case unknownEscape
    /// `\u`, `\U` or `\x` naming no character (a surrogate, past U+10FFFF).
    case invalidUnicodeEscape
    /// `---` or `...` inside a quoted scalar.
    case documentMarkerInside
    /// A `%YAML` or `%TAG` directive not followed by `---`.
    case documentStartMissing
    /// An anchor or alias name that is empty or holds a character YAML refuses.
    case invalidAnchorName
    /// Any other of libyaml's problems, in its words.
    case other(String)

    /// Names libyaml's `problem` (and, for an unterminated quote, its `context`).
    package init(problem: String, context: String?, character: UInt32?) {
        switch problem {
        case "found a tab character that violates indentation",
             "found a tab character where an indentation space is expected":
            self = .tabIndentation
        case "found unexpected end of stream":
            self = context == "while scanning a quoted scalar" ? .unterminatedQuote : .unexpectedEnd
        case "found character that cannot start any token":
            self = character == 0x09 ? .tabIndentation : .invalidCharacter(character ?? 0)
        case "mapping values are not allowed in this context": self = .mappingValueNotAllowed
        case "block sequence entries are not allowed in this context": self = .sequenceEntryNotAllowed
        case "could not find expected ':'": self = .colonMissing
        case "did not find expected key": self = .keyExpected
        case "did not find expected '-' indicator": self = .entryExpected
        case "did not find expected node content": self = .valueExpected
        case "did not find expected ',' or ']'": self = .flowSequenceUnclosed
        case "did not find expected ',' or '}'": self = .flowMappingUnclosed
        case "found unknown escape character": self = .unknownEscape
        case "found invalid Unicode character escape code": self = .invalidUnicodeEscape
        case "found unexpected document indicator": self = .documentMarkerInside
        case "did not find expected <document start>": self = .documentStartMissing
        case "anchor value must contain alphanumerical characters only", "anchor value must not be empty",
             "alias value must contain alphanumerical characters only", "alias value must not be empty":
            self = .invalidAnchorName
        case "did not find expected alphabetic or numeric character"
            where context == "while scanning an anchor" || context == "while scanning an alias":
            self = .invalidAnchorName
        default: self = .other(problem)
        }
    }

    /// The English message.
    public var description: String {
        switch self {
        case .tabIndentation: "a tab in indentation; YAML indents with spaces"
        case .unterminatedQuote: "this quoted scalar is not closed before the end of the file"
        case .unexpectedEnd: "unexpected end of file"
        case .invalidCharacter(let value):
            if let scalar = Unicode.Scalar(value), value >= 0x21, value != 0x7F {
                "'\(Character(scalar))' cannot start a value here (quote the value)"
            } else {
                "\(YAMLProblem.scalarName(value)) cannot start a value here"
            }
        case .mappingValueNotAllowed: "a ':' here does not start a mapping (quote the value, or indent it under its key)"
        case .sequenceEntryNotAllowed: "a '- ' entry is not allowed here (indent it under a key)"
        case .colonMissing: "a key without ':' (or one longer than 1024 characters)"
        case .keyExpected: "expected a key of the mapping here (check the indentation)"
        case .entryExpected: "expected a '- ' entry of the sequence here (check the indentation)"
        case .valueExpected: "expected a value here"
        case .flowSequenceUnclosed: "expected ',' or ']'"
        case .flowMappingUnclosed: "expected ',' or '}'"
        case .unknownEscape: "unknown escape in a double-quoted scalar"
        case .invalidUnicodeEscape: "this escape names no Unicode character"
        case .documentMarkerInside: "'---' or '...' inside a quoted scalar"
        case .documentStartMissing: "expected '---' after the directives"
        case .invalidAnchorName: "an anchor or alias name must be letters, digits, '-' or '_'"
        case .other(let problem): problem
        }
    }
}
