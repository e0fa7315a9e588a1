/// How the loader makes a row kind from a row of a form file: the `type` name, the keys
/// such a row may have besides the common ones (`key`, `title`, `help`, `required`,
/// `default`, `when`, `placeholder`), and a function from those keys to the kind.
///
///     let semver = RowKindDefinition("semver", keys: ["prerelease"]) { row in
///         SemverKind(allowsPrerelease: row.bool("prerelease") ?? false)
///     }
///     let loader = FormLoader(kinds: .builtIn.registering(semver))
///
/// `make` reads keys through the ``RowKindReader``, which reports a key of the wrong type
/// (and anything `make` reports) as a form error with its line, column and JSON pointer;
/// returning `nil` leaves the row out of the form, which then fails to load.
public struct RowKindDefinition: Sendable {
    /// The `type` that form files write.
    public var typeName: String
    /// The row keys of this kind's own, besides the common ones; any other key is an error.
    public var keys: [String]
    /// Makes the kind of one row from its keys; `nil` after reporting what is wrong.
    public var make: @Sendable (RowKindReader) -> (any RowKind)?

    /// - Parameters:
    ///   - typeName: the `type` that form files write.
    ///   - keys: the row keys of this kind's own; any other key is an error ("did you mean").
    ///   - make: the kind of one row, from its keys; `nil` after reporting what is wrong.
    public init(_ typeName: String, keys: [String] = [], make: @escaping @Sendable (RowKindReader) -> (any RowKind)?) {
        self.typeName = typeName
        self.keys = keys
        self.make = make
    }
}

/// The row kinds a loader knows, by `type` name: askform's own (``builtIn``) and those a
/// program registers.
public struct RowKinds: Sendable {
    private var definitions: [RowKindDefinition]

    /// `text`, `integer`, `number`, `select`, `multiselect`, `confirm`, `secret`, `email`,
    /// `url` and `date` (`note` rows ask nothing and have no kind to register).
    public static let builtIn = RowKinds(definitions: BuiltInKinds.definitions)

    /// The `type` names known, in registration order (`note` included, first the built-in ones).
    public var typeNames: [String] {
        var names = definitions.map(\.typeName)
        names.insert("note", at: min(BuiltInKinds.noteIndex, names.count))
        return names
    }

    /// These kinds and `definition`; a definition of a name already known replaces it.
    public func registering(_ definition: RowKindDefinition) -> RowKinds {
        var kinds = self
        kinds.register(definition)
        return kinds
    }

    /// Adds `definition`, replacing a definition of the same name.
    public mutating func register(_ definition: RowKindDefinition) {
        if let index = definitions.firstIndex(where: { $0.typeName == definition.typeName }) {
            definitions[index] = definition
        } else {
            definitions.append(definition)
        }
    }

    /// The definition of `typeName`, if one is known.
    public func definition(named typeName: String) -> RowKindDefinition? {
        definitions.first { $0.typeName == typeName }
    }
}

/// A row of a form file as its kind's ``RowKindDefinition/make`` reads it. Every reader
/// reports what is wrong (a string where a number belongs, `min` above `max`) at the key's
/// position, and returns `nil` for a key that is absent or wrong.
public struct RowKindReader {
    let builder: FormBuilder
    let fields: Fields

    /// Whether the row has `key`.
    public func has(_ key: String) -> Bool { fields[key] != nil }

    /// The value of `key` as written, for kinds that read something the readers here do not.
    public func node(_ key: String) -> SourceNode? { fields[key] }

    /// The JSON pointer of `key` in the form file (`/sections/0/rows/2/min`).
    public func pointer(_ key: String) -> String { fields.pointer(key) }

    /// `key` as a string.
    public func string(_ key: String) -> String? { builder.string(fields, key) }
    /// `key` as a whole number that fits an `Int`.
    public func integer(_ key: String) -> Int? { builder.integer(fields, key) }
    /// `key` as a finite number.
    public func number(_ key: String) -> Double? { builder.number(fields, key) }
    /// `key` as a boolean.
    public func bool(_ key: String) -> Bool? { builder.bool(fields, key) }
    /// A translatable text (a string, or language tags to strings).
    public func text(_ key: String) -> LocalizedText? { builder.text(fields, key) }
    /// A non-negative whole number (a length, a count).
    public func count(_ key: String) -> Int? { builder.count(fields, key) }
    /// A `YYYY-MM-DD` date naming a real day.
    public func date(_ key: String) -> ISODate? { builder.date(fields, key) }

    /// `minKey` and `maxKey` read as bounds by `read`; `min` above `max` is reported.
    public func bounds<T>(_ minKey: String, _ maxKey: String, _ read: (String) -> T?) -> Bounds<T> {
        let bounds = Bounds(min: read(minKey), max: read(maxKey))
        builder.checkOrder(bounds, fields, minKey, maxKey)
        return bounds
    }

    /// The row's `options` (each a string, or `value` with a `label`); `severalChosen` for
    /// kinds whose typed answers list several, whose values must not hold a separator.
    public func options(severalChosen: Bool) -> [Option]? { builder.options(fields, separated: severalChosen) }

    /// The row's `unit` (asked after an amount), if it has one.
    public func unit() -> Unit? { builder.unit(fields) }

    /// `minLength`, `maxLength`, `pattern` and `patternMessage`.
    public func textRules() -> TextRules? { builder.textRules(fields) }

    /// Reports that `key` is wrong for this kind, with the kind's own words.
    public func report(_ key: String, _ message: LocalizedText) {
        builder.report(.invalidSetting(key: key, message: message), at: fields[key] ?? fields.node,
                       fields[key] == nil ? fields.basePointer : fields.pointer(key))
    }
}

/// askform's own row kinds, registered like any program's.
enum BuiltInKinds {
    static let textKeys = ["minLength", "maxLength", "pattern", "patternMessage"]
    /// Where `note` stands among the type names listed in messages.
    static let noteIndex = 10

    static let definitions: [RowKindDefinition] = TextKind.Format.allCases.prefix(1).map(text) + [
        RowKindDefinition("integer", keys: ["min", "max", "unit"]) { row in
            IntegerKind(row.bounds("min", "max", row.integer), unit: row.unit())
        },
        RowKindDefinition("number", keys: ["min", "max", "unit"]) { row in
            NumberKind(row.bounds("min", "max", row.number), unit: row.unit())
        },
        RowKindDefinition("select", keys: ["options"]) { row in
            row.options(severalChosen: false).map(SelectKind.init)
        },
        RowKindDefinition("multiselect", keys: ["options", "minSelected", "maxSelected"]) { row in
            guard let options = row.options(severalChosen: true) else { return nil }
            let selected = row.bounds("minSelected", "maxSelected", row.count)
            if let minimum = selected.min, minimum > options.count {
                row.builder.report(.boundExceedsOptions(key: "minSelected", value: minimum, options: options.count),
                                   at: row.node("minSelected"), row.pointer("minSelected"))
            }
            return MultiselectKind(options, selected: selected)
        },
        RowKindDefinition("confirm") { _ in ConfirmKind() },
    ] + TextKind.Format.allCases.dropFirst().map(text) + [
        RowKindDefinition("date", keys: ["min", "max"]) { row in
            DateKind(row.bounds("min", "max", row.date))
        },
    ]

    /// Only `text` rows may be `multiline`: a key of another free-text type is reported as not for it.
    private static func text(_ format: TextKind.Format) -> RowKindDefinition {
        RowKindDefinition(format.rawValue, keys: format == .text ? textKeys + ["multiline", "render"] : textKeys) { row in
            let multiline = format == .text && row.bool("multiline") == true
            let render = format == .text ? renderLanguage(row) : nil
            return row.textRules().map { TextKind(format, rules: $0, multiline: multiline, render: render) }
        }
    }

    /// A `render` language: a name a code fence can carry (letters, digits, `+ - _ . #`).
    private static func renderLanguage(_ row: RowKindReader) -> String? {
        guard let language = row.string("render") else { return nil }
        let allowed = language.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "+-_.#".unicodeScalars.contains(scalar)
        }
        guard !language.isEmpty, language.unicodeScalars.count <= 40, allowed else {
            row.report("render", LocalizedText(variants: [
                .init(language: "en", text: "a language a code block can name: letters, digits and + - _ . #, such as 'shell'"),
                .init(language: "zh-Hans", text: "须为代码块可用的语言名：字母、数字和 + - _ . #，例如 'shell'"),
                .init(language: "ko", text: "코드 블록에 쓸 수 있는 언어 이름이어야 합니다: 문자, 숫자, + - _ . #(예: 'shell')"),
                .init(language: "ja", text: "コードブロックに書ける言語名にしてください: 英字、数字、+ - _ . #（例: 'shell'）"),
            ]))
            return nil
        }
        return language
    }

    /// Every key a built-in row may have: a key of another type is reported as not for
    /// this one rather than as unknown.
    static let allKeys = Set(definitions.flatMap(\.keys))
}
