/// Reads a form file (JSON, XML or binary property list) into a checked ``Form``.
///
/// Every rule of the format is enforced and every problem reported, not only the first:
///
///     let result = FormLoader().load(bytes)
///     for diagnostic in result.diagnostics { print(diagnostic.rendered(file: path)) }
///     guard let form = result.form else { exit(65) }
public struct FormLoader: Sendable {
    /// The bounds on a file's size, depth, rows and options, so a hostile file cannot eat memory.
    public var limits: SourceLimits
    /// The row kinds form files may name by `type`.
    public var kinds: RowKinds

    /// A loader with `limits` that knows the row kinds of `kinds`.
    ///
    /// Pass `RowKinds.builtIn.registering(_:)` to let form files name a kind of your own by `type`
    /// (docs/LIBRARY.md, "A row kind of your own").
    public init(limits: SourceLimits = .standard, kinds: RowKinds = .builtIn) {
        self.limits = limits
        self.kinds = kinds
    }

    /// What loading found: the form when there were no errors, and every diagnostic
    /// (errors and warnings) in file order.
    public struct Outcome: Sendable {
        /// The loaded form; `nil` when any diagnostic is an error.
        public var form: Form?
        /// Every diagnostic in file order; warnings never stop a form.
        public var diagnostics: [Diagnostic]

        /// An outcome of `form` (nil when an error stops it) with `diagnostics` in file order.
        public init(form: Form?, diagnostics: [Diagnostic]) {
            self.form = form
            self.diagnostics = diagnostics
        }

        /// The diagnostics that stop the form from loading.
        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        /// The diagnostics that do not stop the form (`check --strict` treats them as errors).
        public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    }

    /// The syntax a file is written in, told from its first bytes (not its name).
    public enum Syntax: Sendable, Equatable {
        case json, xmlPropertyList, binaryPropertyList

        /// `bplist` is binary, a first `<` (after a BOM and whitespace) XML, anything else JSON.
        public init(sniffing bytes: [UInt8]) {
            if bytes.starts(with: Array("bplist".utf8)) {
                self = .binaryPropertyList
                return
            }
            var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            self = index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xmlPropertyList : .json
        }
    }

    /// Parses and checks a whole form file.
    public func load(_ bytes: [UInt8]) -> Outcome {
        let tree: SourceNode
        // JSON keeps its bytes so that positions inside strings can count escapes as written.
        var source: [UInt8] = []
        do throws(Diagnostic) {
            if bytes.count > limits.maxFileBytes {
                throw Diagnostic(.fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes), at: nil, pointer: nil)
            }
            switch Syntax(sniffing: bytes) {
            case .json:
                tree = try JSONReader.parse(bytes, limits: limits)
                source = bytes
            case .xmlPropertyList, .binaryPropertyList: tree = try PropertyListReader.parse(bytes, limits: limits)
            }
        } catch {
            return Outcome(form: nil, diagnostics: [error])
        }
        return check(tree, source: source)
    }

    /// Checks a form tree that was not read from a file, by the same rules as a file's.
    ///
    /// For programs that build the tree themselves, as the result-builder definitions do
    /// (``FormDefinition``). Positions are the tree's own `location`s; a `when` error inside
    /// an expression is placed as if the expression's location were its opening quote
    /// (one column before its first character), moved on by the offending character's offset.
    ///
    ///     let tree = SourceNode(.object([...]), at: SourceLocation(line: 1, column: 1))
    ///     let outcome = FormLoader().load(tree)
    public func load(_ tree: SourceNode) -> Outcome {
        check(tree, source: [])
    }

    /// Checks a tree that was parsed from `bytes` (by ``JSONReader`` or ``PropertyListReader``,
    /// as a program that looks at a file before loading it does), exactly as ``load(_:)-([UInt8])``
    /// would: JSON's bytes give positions inside strings as written; pass `[]` for a property list.
    public func load(_ tree: SourceNode, readFrom bytes: [UInt8]) -> Outcome {
        check(tree, source: bytes)
    }

    private func check(_ tree: SourceNode, source: [UInt8]) -> Outcome {
        let builder = FormBuilder(limits: limits, kinds: kinds, source: source)
        let form = builder.form(from: tree)
        let diagnostics = builder.diagnostics.sorted(by: FormBuilder.fileOrder)
        let failed = diagnostics.contains { $0.severity == .error }
        return Outcome(form: failed ? nil : form, diagnostics: diagnostics)
    }
}
