import AskCore
import CYAML

/// Parses YAML files (copier's `copier.yml`, GitHub issue forms) into the ``SourceNode`` tree
/// the JSON reader gives, with the line and column of every value and key.
///
/// Built on libyaml's event API (loaded with `dlopen` on first use, so programs that never
/// read YAML never load it):
///
///     let tree = try YAMLReader.parse(Array("name: 名前\nage: 36\n".utf8))
///     // .object at 1:1: "name" (key at 1:1) = .string("名前") at 1:7,
///     //                 "age" (key at 2:1) = .number("36") at 2:6
///
/// **Schema.** Plain scalars are resolved by the YAML 1.2 core schema: `null`, `Null`, `NULL`,
/// `~` and nothing are null; `true`/`True`/`TRUE` and `false`/`False`/`FALSE` booleans;
/// decimal integers (`-12`, `007`), `0o17`, `0x1F` and floats (`-2.5`, `.5`, `1e3`) numbers,
/// rewritten as JSON numbers (`+1` → `1`, `007` → `7`, `.5` → `0.5`, `0x1F` → `31`) so that
/// `integerValue` and `doubleValue` read them; `.inf`, `-.inf` and `.nan` stay text (neither
/// the tree nor JSON holds them). Everything else, and every quoted, literal (`|`) or folded
/// (`>`) scalar, is a string. Keys are their text as written (`1:` is the key `"1"`).
///
/// **YAML 1.1.** copier reads its files with PyYAML and GitHub with a YAML 1.1 reader, where
/// `yes`/`no`/`on`/`off`/`y`/`n` are booleans, `010` is octal 8, `1_000` is 1000 and `12:30`
/// is 750. Here they stay as written (strings, and `10` for `010`): the core schema is what
/// YAML 1.2 specifies, it does not turn a country code `no` or a version `1.10` into
/// something else, and a reader that guessed 1.1 would be wrong for every file written for a
/// 1.2 tool. The converters, which know that a copier question is `type: bool`, are the place
/// to accept `yes` and `no` where a boolean is meant. A `%YAML` directive changes nothing.
///
/// **Tags.** The core schema's `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!seq` and
/// `!!map` are honoured (`!!str 12` is text, `!!int "12"` a number; `!!int abc` is an error), as
/// is the non-specific `!` (text). Any other tag (`!custom`, `!!python/object`, `!!binary`,
/// `!!timestamp`) is refused at its position: a form's meaning must not hang on a type askform
/// cannot know.
///
/// **Anchors, aliases, merge keys.** `*name` is replaced by a copy of the node anchored
/// `&name` (the copy is located at the alias; the nodes inside it where they were written).
/// The expanded tree may hold at most `limits.maxFileBytes / 2` nodes — as many as the largest
/// JSON file the same limits accept could — and nest at most `limits.maxDepth` deep, so a
/// "billion laughs" document is refused at the alias that crosses the limit, in time and
/// memory proportional to the file. Merge keys (`<<: *defaults`, `<<: [*a, *b]`, YAML 1.1,
/// which PyYAML and js-yaml honour and copier files use) are resolved: the merged members
/// stand where `<<` stood, a key the mapping writes itself wins, and earlier mappings win
/// over later ones. Duplicate keys written in one mapping are kept, as the JSON reader keeps
/// them, so the loader reports them.
///
/// **The file.** UTF-8 only (a UTF-16 or UTF-32 byte order mark is refused); a UTF-8 byte
/// order mark may begin the file (not counted in columns) and, as YAML 1.2 allows for JSON,
/// stand inside a quoted scalar, but not begin a later line (libyaml would skip it there
/// without counting it). One document: a second (`---` again) is refused at its `---`;
/// ``parseDocuments(_:limits:)`` reads them all, as copier reads `copier.yml`. Lines end at `\n`, `\r\n` or `\r` (and at
/// U+0085, U+2028, U+2029, which libyaml counts as YAML 1.1 does).
public enum YAMLReader {
    /// Parses `bytes` into a tree, or throws the first problem with its position.
    ///
    /// Files larger than `limits.maxFileBytes` are refused before reading; sequences and
    /// mappings nest at most `limits.maxDepth` deep (the top-level mapping is depth 1).
    /// Columns count Unicode scalars from the start of the line.
    public static func parse(_ bytes: [UInt8], limits: SourceLimits = .standard) throws(YAMLReadError) -> SourceNode {
        guard let root = try read(bytes, limits: limits, several: false).first else {
            throw YAMLReadError(.emptyFile, at: nil, pointer: nil)
        }
        return root
    }

    /// Parses every document of `bytes` (`---` begins the next), in file order, each a tree
    /// with its own anchors; documents that hold nothing, and an empty file, give none.
    ///
    /// copier reads its `copier.yml` so (docs/IMPORT.md, "copier"); every other file is one
    /// document (``parse(_:limits:)``). The limits are those of ``parse(_:limits:)``, for each
    /// document.
    public static func parseDocuments(_ bytes: [UInt8], limits: SourceLimits = .standard) throws(YAMLReadError) -> [SourceNode] {
        try read(bytes, limits: limits, several: true)
    }

    private static func read(_ bytes: [UInt8], limits: SourceLimits, several: Bool) throws(YAMLReadError) -> [SourceNode] {
        guard bytes.count <= limits.maxFileBytes else {
            throw YAMLReadError(.fileTooLarge(bytes: bytes.count, limit: limits.maxFileBytes), at: nil, pointer: nil)
        }
        // libyaml asserts that its input is not a null pointer, which an empty array's may be.
        guard !bytes.isEmpty else { return [] }
        try YAMLText.check(bytes)
        let library: LibYAML
        switch LibYAML.shared {
        case .success(let loaded): library = loaded
        case .failure(let problem): throw YAMLReadError(problem, at: nil, pointer: nil)
        }
        let parser = LibYAML.Parser.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard library.parserInitialize(parser) == 1 else { throw YAMLReadError(.outOfMemory, at: nil, pointer: nil) }
        defer { library.parserDelete(parser) }
        let result: Result<[SourceNode], YAMLReadError> = bytes.withUnsafeBufferPointer { buffer in
            // The encoding is set, so libyaml does not look for a byte order mark; given one, it
            // would skip it as a character and count it in the first line's columns.
            let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            library.parserSetEncoding(parser, YAML_UTF8_ENCODING)
            library.parserSetInputString(parser, buffer.baseAddress.map { $0 + bom }, buffer.count - bom)
            var events = YAMLEvents(library: library, parser: parser, bytes: bytes)
            do throws(YAMLReadError) {
                return .success(try events.read(limits: limits, several: several))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
