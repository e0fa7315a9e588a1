/// HTTP header fields as askform sends them. One rule for every source of a header (the
/// form's `headers`, the `${env:NAME}` values they expand, and `-H`), so that no line break
/// or other control character can reach the wire and start a header or a request of its own
/// (docs/SECURITY.md). The rule reads Unicode scalars, never Characters: `"\r\n"` is one
/// Character, which `contains("\r")` does not find.
public enum HTTPHeader {
    /// What is wrong with a header.
    public enum Problem: Error, Sendable, Equatable {
        /// The name is empty or holds a character that is not an RFC 9110 `token` character.
        case invalidName
        /// The value holds this control character: C0 (NUL, CR, LF…) other than tab, DEL, or C1.
        case controlCharacter(UInt32)
    }

    /// The rule: a name of `token` characters, a value without control characters.
    public static func problem(name: String, value: String) -> Problem? {
        guard isValidName(name) else { return .invalidName }
        return controlCharacter(in: value).map { .controlCharacter($0) }
    }

    /// True for a non-empty RFC 9110 `token`: ASCII letters, digits and ``!#$%&'*+-.^_`|~``.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isTokenByte)
    }

    /// The first control character in `value` (tab is allowed: RFC 9110 field values hold it).
    public static func controlCharacter(in value: String) -> UInt32? {
        value.unicodeScalars.first(where: isControl).map(\.value)
    }

    /// Splits a `-H 'Name: value'` argument at its first colon, dropping the spaces and tabs
    /// around name and value (RFC 9110 optional whitespace), and applies the rule. nil when
    /// there is no colon.
    public static func parse(_ line: String) -> Result<SubmitSpec.Header, Problem>? {
        guard let colon = line.unicodeScalars.firstIndex(of: ":") else { return nil }
        let name = String(line.unicodeScalars[..<colon]).trimmingOptionalWhitespace()
        let value = String(line.unicodeScalars[line.unicodeScalars.index(after: colon)...]).trimmingOptionalWhitespace()
        if let problem = problem(name: name, value: value) { return .failure(problem) }
        return .success(.init(name: name, value: value))
    }

    /// A `-H 'Name: value'` argument as a header, or the message saying what is wrong with it
    /// (no colon, a bad name, a control character).
    public static func parseArgument(_ argument: String) -> Result<SubmitSpec.Header, Message> {
        let name = String(argument.unicodeScalars.prefix { $0 != ":" })
        switch parse(argument) {
        case nil: return .failure(.headerNotNameValue(argument))
        case .success(let header): return .success(header)
        case .failure(.invalidName): return .failure(.invalidHeaderName(InertText.line(name)))
        case .failure(.controlCharacter(let character)):
            return .failure(.headerControlCharacter(name.trimmingWhitespace(), character: character))
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

extension String {
    /// Without the spaces and tabs at either end (nothing else: a line break stays, for the
    /// header rule to refuse).
    func trimmingOptionalWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
              let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(scalars[first...last])
    }
}

/// A message can be the failure of a step that only has something to say (a refused
/// command-line argument): the caller renders it in the reader's language.
extension Message: Error {}
