/// The JSON Schema (2020-12) of a form's answers documents: what `askform schema` prints.
///
/// A document is valid against the schema exactly when ``AnswerValidator/validate(_:form:)``
/// finds no issue in it, so other tools (editors, CI checks, servers in any language) can
/// check answers without askform:
///
///     let schema = AnswerSchema.schema(for: form)
///     print(schema.serialized())
///
/// How the rules are written:
/// - `properties` holds each key's value rules, nested for dotted keys, with
///   `additionalProperties: false` at every level; a key of an optional row may be absent or
///   `null`, a required one may not be `null`.
/// - Keys asked unconditionally and required are in `required`. Every row with a `when`
///   (its own or its section's) gets an `if`/`then`/`else` in the root `allOf`: the `if` is the
///   `when` translated to a predicate on the whole document, the `else` forbids the key.
///   Keys read by a `when` are always asked earlier, and a hidden key must be absent, so "a
///   hidden key reads as null" is "an absent key reads as null" in every document that can
///   pass; the predicates rely on it.
/// - A unit has a value exactly when its amount is present and not null (one more `allOf`
///   entry per unit); otherwise it is absent or null, which `validate` reads alike.
/// - String ordering (`depart < '2026-06-01'`) has no keyword: it is a generated `pattern`
///   that matches exactly the strings before (or after) the literal by Unicode scalars.
/// - The patterns askform writes itself (email, URL, dates, orderings, `contains`) read
///   alike in ECMA-262 and Python's `re`: explicit character classes instead of `\s`, and
///   `$(?!\n)` for the end (Python's `$` alone also matches before a final line break).
/// - Integers without bounds are bounded to 64 bits and numbers to finite doubles, as askform
///   reads them.
///
/// Where the schema cannot say exactly what `validate` does:
/// - Lengths: `minLength`/`maxLength` count Unicode code points, askform counts characters
///   (grapheme clusters, `String.count`): `e` + U+0301, `\r\n`, a flag or a family emoji is
///   one character to askform and two or more code points to a schema validator. The two
///   agree on text without combining sequences.
/// - A row's own `pattern` is not copied as written but rewritten from askform's parse of it
///   (``Pattern/portable``), so ECMA-262 and Python's `re` read what askform matches: `\d`,
///   `\w`, `\s` and `.` as explicit classes, `$` as `$(?!\n)`, `\b` as lookarounds. Both
///   sides match Unicode scalars, so patterns agree exactly; a validator that runs ECMA-262
///   without the `u` flag sees an astral scalar as two code units, and may differ on those.
/// - Numbers past double precision: askform reads a number row's answer into a Double (to it
///   `100000000000000000001` is `1e20`), and refuses on an integer row a whole number written
///   with a fraction or exponent beyond ±2^53 (`1e18`), where the written value may have been
///   rounded. A schema validator sees exact numbers.
/// - A member name written twice in one object is refused by `validate`; a schema validator
///   sees the parsed object, where one of the values has won.
public enum AnswerSchema {
    /// The `$schema` of the documents this type writes.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of the answers to `form`, texts (titles) in the form's default language.
    public static func schema(for form: Form) -> JSONValue {
        let language = form.defaultLanguage
        var tree = ObjectSchema()
        var rules: [JSONValue] = []
        objectSchema(of: form.sections, values: KeyValues(form: form), local: nil, language: language, tree: &tree, rules: &rules)
        var members: [(String, JSONValue)] = [("$schema", .string(dialect))]
        if let id = form.id { members.append(("$id", .string(uriReference(id)))) }
        if let title = form.title { members.append(("title", .string(title.resolved(fallback: language)))) }
        if let description = form.description {
            members.append(("description", .string(description.resolved(fallback: language))))
        }
        members += tree.members
        if !rules.isEmpty { members.append(("allOf", .array(rules))) }
        members += acrossRows(form, language: language)
        return .object(members)
    }

    /// The properties and rules of `sections` (the form's, or one repeat item's) into `tree`
    /// and `rules`. Inside an item, `local` holds the item's keys: a `when` reading others
    /// (the form's, an enclosing item's) cannot be stated on the item's object, so it neither
    /// requires nor forbids the row there (`validate` judges it).
    static func objectSchema(of sections: [Section], values: KeyValues, local: Set<String>?, language: String?,
                             outerShown: Predicate = .always, outerExact: Bool = true,
                             tree: inout ObjectSchema, rules: inout [JSONValue]) {
        func exactHere(_ condition: Condition?) -> Bool {
            guard let condition else { return true }
            guard values.isExact(condition) else { return false }
            return local.map { keys in condition.keys.allSatisfy(keys.contains) } ?? true
        }
        for section in sections {
            let sectionShown = Predicate.all([outerShown, section.when.map { values.predicate($0) } ?? .always])
            let sectionExact = outerExact && exactHere(section.when)
            if let key = section.key, let rule = section.repeatRule {
                var itemTree = ObjectSchema()
                var itemRules: [JSONValue] = []
                let itemForm = Form(sections: [section.withoutGroup])
                objectSchema(of: [section.withoutGroup], values: KeyValues(form: itemForm),
                             local: RepeatExpansion.declaredKeys(of: section), language: language,
                             tree: &itemTree, rules: &itemRules)
                var item = itemTree.members
                if !itemRules.isEmpty { item.append(("allOf", .array(itemRules))) }
                var array: [(String, JSONValue)] = [("type", .string("array"))]
                if let title = section.title { array.insert(("title", .string(title.resolved(fallback: language))), at: 0) }
                if let count = rule.count {
                    array.append(("x-askform-count", .string(count.description)))
                } else {
                    if rule.min > 0 { array.append(("minItems", .integer(rule.min))) }
                    array.append(("maxItems", .integer(rule.highest)))
                }
                array.append(("items", .object(item)))
                let path = [key]
                // An absent group is one without items (`validate` reads it so): required when it needs some.
                let needsItems = rule.count == nil && rule.min > 0
                tree.insert(.object(array), at: path[...], required: sectionExact && sectionShown == .always && needsItems)
                if sectionExact, let visible = visibilityRule(sectionShown, path: path, required: needsItems) { rules.append(visible) }
                continue
            }
            for row in section.rows {
                guard let key = row.key else { continue }
                let shown = Predicate.all([sectionShown, row.when.map { values.predicate($0) } ?? .always])
                let path = Self.path(key)
                // A condition JSON Schema cannot state (`end >= start`): the closest schema
                // neither requires nor forbids the row.
                let exact = sectionExact && exactHere(row.when)
                tree.insert(valueSchema(row, language: language), at: path[...],
                            required: exact && row.isRequired && shown == .always)
                if exact, let rule = visibilityRule(shown, path: path, required: row.isRequired) { rules.append(rule) }
                guard let unit = row.kind.unit else { continue }
                let unitPath = Self.path(unit.key)
                tree.insert(unitSchema(unit, language: language), at: unitPath[...], required: false)
                rules.append(unitRule(amount: path, nullable: !row.isRequired, unit: unitPath))
            }
            if !section.sections.isEmpty {
                objectSchema(of: section.sections, values: values, local: local, language: language, outerShown: sectionShown,
                             outerExact: sectionExact, tree: &tree, rules: &rules)
            }
        }
    }

    /// What JSON Schema cannot state, listed for people and tools (`validate` judges it):
    /// `x-askform-checks` (each check: the key it refuses, `that`, its message) and
    /// `x-askform-computed` (each computed row: its key and `value`).
    static func acrossRows(_ form: Form, language: String?) -> [(String, JSONValue)] {
        var checks: [JSONValue] = []
        var computed: [JSONValue] = []
        func entry(_ check: Check, key: String) -> JSONValue {
            .object([("key", .string(key)), ("that", .string(check.that.description)),
                     ("message", .string(check.message.resolved(fallback: language)))])
        }
        // Keys inside repeat groups are listed as `travellers[].name`.
        func list(_ sections: [Section], prefix: String) {
            for section in sections {
                let inner = section.key.map { prefix + $0 + "[]." } ?? prefix
                for row in section.rows {
                    guard let key = row.key else { continue }
                    checks += row.checks.map { entry($0, key: inner + key) }
                    if let value = row.computed {
                        computed.append(.object([("key", .string(inner + key)), ("value", .string(value.description))]))
                    }
                }
                // Checked when the section's last question is answered: listed under that key.
                if let last = section.rows.last(where: \.asks)?.key {
                    checks += section.checks.map { entry($0, key: inner + last) }
                }
                list(section.sections, prefix: inner)
            }
        }
        list(form.sections, prefix: "")
        var members: [(String, JSONValue)] = []
        if !checks.isEmpty { members.append(("x-askform-checks", .array(checks))) }
        if !computed.isEmpty { members.append(("x-askform-computed", .array(computed))) }
        return members
    }

    /// The parts of a dotted key, outermost first.
    static func path(_ key: String) -> [String] {
        key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// `if` shown `then` present (when required) `else` absent; `nil` for rows always shown.
    static func visibilityRule(_ shown: Predicate, path: [String], required: Bool) -> JSONValue? {
        let absent = Predicate.not(.has(path, .bool(true))).json
        switch shown {
        case .always: return nil
        case .never: return absent
        default:
            var members: [(String, JSONValue)] = [("if", shown.json)]
            if required { members.append(("then", Predicate.has(path, .bool(true)).json)) }
            members.append(("else", absent))
            return .object(members)
        }
    }

    /// The unit has a value exactly when the amount is present and not null.
    static func unitRule(amount: [String], nullable: Bool, unit: [String]) -> JSONValue {
        let unitGiven = Predicate.has(unit, notNull)
        return .object([
            ("if", Predicate.has(amount, nullable ? notNull : .bool(true)).json),
            ("then", unitGiven.json),
            ("else", Predicate.not(unitGiven).json),
        ])
    }

    static let notNull: JSONValue = .object([("not", .object([("type", .string("null"))]))])

    // MARK: Value rules

    /// The rules for a row's value when its key is present: type, bounds, options, patterns.
    static func valueSchema(_ row: Row, language: String?) -> JSONValue {
        var members: [(String, JSONValue)] = [("title", .string(row.title.resolved(fallback: language)))]
        members += row.kind.schema(required: row.isRequired)
        return .object(members)
    }

    /// A unit's value when present: one of its options, or null when its amount is not
    /// given (``unitRule(amount:nullable:unit:)`` says when).
    static func unitSchema(_ unit: Unit, language: String?) -> JSONValue {
        .object([
            ("title", .string(unit.title.resolved(fallback: language))),
            ("enum", .array(unit.options.map { .string($0.value) } + [.null])),
        ])
    }

    /// A Double as a JSON number that reads back as the same Double.
    static func number(_ value: Double) -> JSONValue {
        .number(AnswerValue.format(value))
    }

    /// `id` as a URI reference for `$id`: characters outside RFC 3986's unreserved set are
    /// percent-encoded (UTF-8), so any form id gives a valid `$id`.
    static func uriReference(_ id: String) -> String {
        var result = ""
        for byte in id.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCIILetter || scalar.isASCIIDigit || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}

/// The `properties` tree of the answers object: one leaf per key, one nested object per
/// prefix of dotted keys (`address` for `address.city`), in form order.
struct ObjectSchema {
    enum Child {
        case value(JSONValue)
        case object(ObjectSchema)
    }

    var children: [(name: String, child: Child)] = []
    var required: [String] = []

    /// Adds `schema` for the key at `path`; `required` makes it (and its enclosing objects)
    /// required.
    mutating func insert(_ schema: JSONValue, at path: ArraySlice<String>, required isRequired: Bool) {
        guard let name = path.first else { return }
        if isRequired, !required.contains(name) { required.append(name) }
        if path.count == 1 {
            children.append((name, .value(schema)))
            return
        }
        var inner = ObjectSchema()
        let index = children.firstIndex { $0.name == name }
        if let index, case .object(let existing) = children[index].child { inner = existing }
        inner.insert(schema, at: path.dropFirst(), required: isRequired)
        if let index {
            children[index].child = .object(inner)
        } else {
            children.append((name, .object(inner)))
        }
    }

    /// `type`, `properties`, `required` and `additionalProperties: false`.
    var members: [(String, JSONValue)] {
        let properties = children.map { name, child -> (String, JSONValue) in
            switch child {
            case .value(let schema): return (name, schema)
            case .object(let inner): return (name, .object(inner.members))
            }
        }
        var members: [(String, JSONValue)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        members.append(("additionalProperties", .bool(false)))
        return members
    }
}
