/// Everything that can be wrong with a YAML file, as data.
///
/// ``description`` is the English message; the catalogs render every case in askform's four
/// languages (``Catalog/text(for:)-(FormProblem)`` of ``FormProblem/yaml(_:)``). It lives in
/// AskCore, beside the JSON and property-list problems, so that the catalogs can; `AskImport`'s
/// reader is what reports it.
public enum YAMLProblem: Error, Sendable, Equatable, CustomStringConvertible {
    // The file as a whole.
    case fileTooLarge(bytes: Int, limit: Int)
    /// No document at all: empty, or only comments and blank lines.
    case emptyFile
    case invalidUTF8
    /// A UTF-16 or UTF-32 byte order mark: forms are UTF-8 (libyaml would decode UTF-16).
    case unsupportedEncoding(String)
    /// U+FEFF beginning a line other than the first, where libyaml would skip it uncounted.
    case byteOrderMarkInside
    /// A character YAML does not allow in a file (C0 and C1 controls but tab and line
    /// breaks, DEL, U+FFFE, U+FFFF, surrogates).
    case controlCharacter(UInt32)
    /// The syntax, as libyaml's scanner and parser report it.
    case syntax(YAMLSyntaxProblem)
    /// A second `---` document in the stream; forms are one document.
    case severalDocuments

    // Structure.
    case nestingTooDeep(limit: Int)
    /// Aliases would build a tree of more than `limit` nodes ("billion laughs").
    case tooManyNodes(limit: Int)
    /// `*name` with no `&name` before it.
    case undefinedAlias(String)
    /// `*name` inside the node that `&name` anchors, which would be infinite.
    case aliasInsideItsAnchor(String)
    /// A mapping key that is a sequence or a mapping (`? [a, b]`); the tree's keys are text.
    case keyNotScalar
    /// The value of a merge key `<<` that is neither a mapping nor a sequence of mappings.
    case mergeValueNotMapping

    // Tags.
    /// A tag outside the YAML 1.2 core schema (`!custom`, `!!python/object`, `!!binary`).
    case unsupportedTag(String)
    /// A core-schema tag on a value it does not fit: `!!int abc`, `!!map [1]`.
    case tagMismatch(tag: String, value: String)
    /// `!!float .inf` or `.nan`: not a number the tree (and JSON) can hold.
    case numberNotFinite(String)

    // libyaml itself.
    /// Neither `libyaml-0.so.2` nor `libyaml.so` could be loaded (Debian: libyaml-0-2).
    case libraryMissing
    case librarySymbolMissing(String)
    case outOfMemory

    /// The English message.
    public var description: String {
        switch self {
        case .fileTooLarge(let bytes, let limit): "the file is \(bytes) bytes, more than the limit of \(limit)"
        case .emptyFile: "the file holds no YAML document"
        case .invalidUTF8: "invalid UTF-8"
        case .unsupportedEncoding(let encoding): "the file is \(encoding); YAML forms must be UTF-8"
        case .byteOrderMarkInside: "a byte order mark (U+FEFF) may begin the file, not a line inside it"
        case .controlCharacter(let value): "character \(Self.scalarName(value)) is not allowed in YAML"
        case .syntax(let problem): problem.description
        case .severalDocuments: "a second YAML document; a form file holds one (remove this '---' and what follows)"
        case .nestingTooDeep(let limit): "sequences and mappings nest deeper than \(limit)"
        case .tooManyNodes(let limit): "aliases expand to more than \(limit) values"
        case .undefinedAlias(let name): "alias '*\(name)' names no anchor defined before it"
        case .aliasInsideItsAnchor(let name): "alias '*\(name)' is inside the value anchored as '&\(name)'"
        case .keyNotScalar: "a mapping key must be a scalar, not a sequence or mapping"
        case .mergeValueNotMapping: "the value of a merge key '<<' must be a mapping or a sequence of mappings"
        case .unsupportedTag(let tag): "unsupported tag '\(tag)' (the YAML 1.2 core schema: !!str, !!int, !!float, !!bool, !!null, !!seq, !!map)"
        case .tagMismatch(let tag, let value): "'\(value)' is not a valid \(tag)"
        case .numberNotFinite(let text): "'\(text)' is not a finite number"
        case .libraryMissing: "libyaml (libyaml-0.so.2) is not installed"
        case .librarySymbolMissing(let name): "libyaml has no function '\(name)'"
        case .outOfMemory: "libyaml ran out of memory"
        }
    }

    package static func scalarName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
