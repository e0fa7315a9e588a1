import AskCore
import CYAML

/// One run of libyaml's parser over a file: pulls events and hands them to the builder.
struct YAMLEvents {
    let library: LibYAML
    let parser: LibYAML.Parser
    let bytes: [UInt8]
    /// Where the file ends, worked out when first needed.
    private var end: SourceLocation?
    private var documents = 0

    init(library: LibYAML, parser: LibYAML.Parser, bytes: [UInt8]) {
        self.library = library
        self.parser = parser
        self.bytes = bytes
    }

    /// Reads the stream's documents in order, each with its own anchors; a document that holds
    /// nothing is left out, and with `several` one that is null too (`---` alone, `~`), as
    /// PyYAML's `load_all` gives `None` for it and copier drops it. With `several` false, a second
    /// document is refused at its `---`.
    mutating func read(limits: SourceLimits, several: Bool) throws(YAMLReadError) -> [SourceNode] {
        var builder = YAMLTreeBuilder(limits: limits)
        var trees: [SourceNode] = []
        var event = yaml_event_t()
        while true {
            guard library.parserParse(parser, &event) == 1 else { throw syntaxError(builder) }
            defer { library.eventDelete(&event) }
            var location = SourceLocation(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1, !several { throw YAMLReadError(.severalDocuments, at: location, pointer: nil) }
                builder = YAMLTreeBuilder(limits: limits)
            case YAML_DOCUMENT_END_EVENT:
                // An empty document is an empty plain scalar: null, as for PyYAML.
                if let root = builder.root {
                    if several, case .null = root.value {} else { trees.append(root) }
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                // An empty value at the end of the file (`a:`, `?`) may be marked on the line libyaml adds.
                if text.isEmpty { location = clamped(location) }
                try builder.scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, tag: Self.text(scalar.tag),
                                   anchor: Self.text(scalar.anchor), at: location)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                try builder.open(mapping: false, tag: Self.text(start.tag), anchor: Self.text(start.anchor), at: location)
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                try builder.open(mapping: true, tag: Self.text(start.tag), anchor: Self.text(start.anchor), at: location)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try builder.close()
            case YAML_ALIAS_EVENT:
                try builder.alias(Self.text(event.data.alias.anchor) ?? "", at: location)
            case YAML_STREAM_END_EVENT:
                return trees
            default:
                // Stream start: nothing to build.
                break
            }
        }
    }

    /// `location`, or the end of the file when it is past it: at the end of a file whose last
    /// line has no line break, libyaml counts one line more.
    private mutating func clamped(_ location: SourceLocation) -> SourceLocation {
        let end = self.end ?? YAMLText.end(bytes)
        self.end = end
        return location.line > end.line ? end : location
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// libyaml's error, typed, at its problem mark (an unterminated quote at its opening quote).
    private mutating func syntaxError(_ builder: YAMLTreeBuilder) -> YAMLReadError {
        let state = parser.pointee
        if state.error == YAML_MEMORY_ERROR { return YAMLReadError(.outOfMemory, at: nil, pointer: nil) }
        let problem = state.problem.map { String(cString: $0) } ?? "unknown error"
        let context = state.context.map { String(cString: $0) }
        guard state.error == YAML_SCANNER_ERROR || state.error == YAML_PARSER_ERROR else {
            // The reader's errors (encoding, controls) were refused before libyaml ran.
            return builder.error(.syntax(.other(problem)), at: nil)
        }
        let mark = state.problem_mark
        if problem == "did not find expected <document start>", documents > 0 {
            // Content after `...`: a second document, begun without its `---`.
            return YAMLReadError(.severalDocuments, at: clamped(SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)),
                                 pointer: nil)
        }
        let character = YAMLText.scalar(bytes, line: Int(mark.line), column: Int(mark.column))
        let syntax = YAMLSyntaxProblem(problem: problem, context: context, character: character)
        let at = syntax == .unterminatedQuote ? state.context_mark : mark
        let location = clamped(SourceLocation(line: Int(at.line) + 1, column: Int(at.column) + 1))
        return builder.error(.syntax(syntax), at: location)
    }
}
