import AskCore
import AskImport
import Testing

/// copier's questions as askform rows: whole files against their expected forms, and each
/// Jinja construct against its askform expression.
@Suite struct CopierConverterTests {
    /// Every mapped construct, in `Tests/Fixtures/convert/copier/copier.yml`.
    @Test func everyConstructConvertsToTheExpectedForm() throws {
        let (kind, conversion) = FormSource.convert(try conversionFixture("copier/copier.yml"), fileName: "copier.yml")
        #expect(kind == .copier)
        #expect(conversion.diagnostics.isEmpty)
        let expected = String(decoding: try conversionFixture("copier/form.json"), as: UTF8.self)
        #expect(FormSource.json(conversion.form) == expected)
        let outcome = FormLoader().load(conversion.form)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.form != nil)
    }

    /// `multiline: true` is carried over as is; the loader takes it once multi-line rows land.
    @Test func multilineIsCarriedOver() throws {
        let (_, conversion) = FormSource.convert(try conversionFixture("copier-multiline/copier.yml"), fileName: "copier.yml")
        #expect(conversion.diagnostics.isEmpty)
        #expect(FormSource.json(conversion.form) == String(decoding: try conversionFixture("copier-multiline/form.json"), as: UTF8.self))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var jinja: String
        var askform: String?
        var testDescription: String { jinja }
    }

    /// Defaults of a text row `out`, after `name` (text), `n` (int), `ok` (bool) and `kind`
    /// (a select of `a`, `b`); nil where a warning is expected and no default is written.
    static let defaults: [Case] = [
        Case(jinja: "{{ name }}", askform: "{{ name }}"),
        Case(jinja: "{{ name | lower }}", askform: "{{ lower(name) }}"),
        Case(jinja: "{{ name|upper }}", askform: "{{ upper(name) }}"),
        Case(jinja: "{{ name | trim }}", askform: "{{ trim(name) }}"),
        Case(jinja: "{{ name | trim('-_') }}", askform: "{{ trim(name, '-_') }}"),
        Case(jinja: "{{ name | replace(' ', '_') }}", askform: "{{ replace(name, ' ', '_') }}"),
        Case(jinja: "{{ name | default('x') }}", askform: "{{ default(name, 'x') }}"),
        Case(jinja: "{{ name | d('x') }}", askform: "{{ default(name, 'x') }}"),
        Case(jinja: "{{ name.lower() }}", askform: "{{ lower(name) }}"),
        Case(jinja: "{{ name.upper().strip() }}", askform: "{{ trim(upper(name)) }}"),
        Case(jinja: "{{ name.strip('.') }}", askform: "{{ trim(name, '.') }}"),
        Case(jinja: "{{ name.replace('-', '_') }}", askform: "{{ replace(name, '-', '_') }}"),
        Case(jinja: "{{ name ~ '-' ~ n }}", askform: "{{ name }}-{{ n }}"),
        Case(jinja: "{{ (name ~ 'x') | upper }}", askform: "{{ upper(name + 'x') }}"),
        Case(jinja: "{{ 'yes' if ok else 'no' }}", askform: "{{ if(ok == true, 'yes', 'no') }}"),
        Case(jinja: "{{ 'big' if n > 3 }}", askform: "{{ if(n > 3, 'big', '') }}"),
        Case(jinja: "{{ name or 'anonymous' }}", askform: "{{ default(name, 'anonymous') }}"),
        Case(jinja: "{% if kind == 'a' %}A{% elif kind == 'b' %}B{% else %}C{% endif %}",
             askform: "{{ if(kind == 'a', 'A', if(kind == 'b', 'B', 'C')) }}"),
        Case(jinja: "x-{% if ok %}{{ name }}{% endif %}", askform: "x-{{ if(ok == true, name, '') }}"),
        Case(jinja: "{% if not ok and n >= 2 or name != 'z' %}y{% endif %}",
             askform: "{{ if(((not (ok == true)) and (n >= 2)) or (name != 'z'), 'y', '') }}"),
        Case(jinja: "{{ name }}{# a comment #}!", askform: "{{ name }}!"),
        Case(jinja: "  {{- name -}}  ", askform: "{{ name }}"),
        Case(jinja: "{{ '{{' }}", askform: "{{ '{{' }}"),
        Case(jinja: "{{ name if kind in ['a', 'b'] else '' }}", askform: "{{ if(kind in ['a', 'b'], name, '') }}"),
        Case(jinja: "{{ 'y' if 'x' in name }}", askform: "{{ if(name contains 'x', 'y', '') }}"),
        Case(jinja: "{{ 'y' if 'x' not in name }}", askform: "{{ if(not (name contains 'x'), 'y', '') }}"),
        Case(jinja: "{{ name | title }}", askform: "{{ title(name) }}"),
        // Not certain: a warning, and the row has no default.
        Case(jinja: "{{ name | regex_replace('a', 'b') }}", askform: nil),
        Case(jinja: "{{ name.split('-') }}", askform: nil),
        Case(jinja: "{{ name[0] }}", askform: nil),
        Case(jinja: "{{ name is defined }}", askform: nil),
        Case(jinja: "{{ n % 2 }}", askform: nil),
        Case(jinja: "{{ ok }}", askform: nil),
        Case(jinja: "{{ 'a' if kind == 'zzz' }}", askform: nil),
        Case(jinja: "{{ later }}", askform: nil),
        Case(jinja: "{{ _copier_conf.dst_path }}", askform: nil),
        Case(jinja: "{% for x in y %}{{ x }}{% endfor %}", askform: nil),
        Case(jinja: "{% set x = 1 %}", askform: nil),
        Case(jinja: "{{ name | replace('a', 'b', 1) }}", askform: nil),
        Case(jinja: "{{ name ", askform: nil),
    ]

    static func convert(_ last: String) -> Conversion {
        let yaml = """
        name: {type: str, default: Ada}
        n: {type: int, default: 2}
        ok: {type: bool, default: true}
        kind: {type: str, choices: [a, b], default: a}
        \(last)
        """
        return CopierConverter.convert(try! YAMLReader.parse(Array(yaml.utf8)))
    }

    static func member(_ key: String, ofRow index: Int, _ form: SourceNode) -> SourceNode? {
        guard case .object(let top) = form.value, case .array(let sections)? = top.first(where: { $0.key == "sections" })?.value.value,
              case .object(let section) = sections[0].value, case .array(let rows)? = section.first?.value.value,
              index < rows.count, case .object(let row) = rows[index].value else { return nil }
        return row.first { $0.key == key }?.value
    }

    @Test(arguments: defaults)
    func jinjaDefault(_ test: Case) {
        let quoted = test.jinja.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        let conversion = Self.convert("out: {type: str, default: \"\(quoted)\"}")
        let written = Self.member("default", ofRow: 4, conversion.form)?.stringValue
        #expect(written == test.askform)
        let warnings = conversion.diagnostics.filter { if case .notConverted(.untranslatedTemplate) = $0.problem { true } else { false } }
        #expect(warnings.count == (test.askform == nil ? 1 : 0))
        if test.askform != nil {
            let loaded = FormLoader().load(conversion.form)
            #expect(loaded.errors.isEmpty, "\(loaded.errors.map { $0.rendered(file: "t") })")
        }
    }

    static let conditions: [Case] = [
        Case(jinja: "{{ ok }}", askform: "ok == true"),
        Case(jinja: "{{ not ok }}", askform: "not (ok == true)"),
        Case(jinja: "{{ name }}", askform: "name != null"),
        Case(jinja: "{{ n }}", askform: "n != null and n != 0"),
        Case(jinja: "{{ n > 1 and ok }}", askform: "(n > 1) and (ok == true)"),
        Case(jinja: "{{ kind == 'b' or n == 3 }}", askform: "(kind == 'b') or (n == 3)"),
        Case(jinja: "{{ kind != 'a' }}", askform: "kind != 'a'"),
        Case(jinja: "{{ name | lower == 'ada' }}", askform: "lower(name) == 'ada'"),
        Case(jinja: " {{ ok }}\n", askform: "ok == true"),
        Case(jinja: "{{ kind == 'c' }}", askform: nil),
        Case(jinja: "{{ name == 1 }}", askform: nil),
        Case(jinja: "yes {{ ok }}", askform: nil),
    ]

    @Test(arguments: conditions)
    func jinjaWhen(_ test: Case) {
        let quoted = test.jinja.replacingAll("\n", with: "\\n")
        let conversion = Self.convert("out: {type: str, when: \"\(quoted)\"}")
        #expect(Self.member("when", ofRow: 4, conversion.form)?.stringValue == test.askform)
        if test.askform != nil {
            #expect(FormLoader().load(conversion.form).errors.isEmpty)
        } else {
            #expect(conversion.diagnostics.count == 1)
        }
    }

    @Test func aValidatorBecomesACheckWithItsMessage() throws {
        let conversion = Self.convert(#"out: {type: str, validator: "{% if out | lower != out %}'{{ out }}' must be lower case{% endif %}"}"#)
        let checks = try #require(Self.member("checks", ofRow: 4, conversion.form))
        #expect(JSONValue(checks).serialized(pretty: false) == #"[{"that":"not (lower(out) != out)","message":"'{{ out }}' must be lower case"}]"#)
        #expect(conversion.diagnostics.isEmpty)
    }

    @Test func aQuestionThatIsNeverAskedIsReadInPlace() {
        let conversion = Self.convert("""
        hidden: {type: str, default: "{{ name | lower }}-x", when: false}
        out: {type: str, default: "{{ hidden | upper }}"}
        """)
        #expect(Self.member("key", ofRow: 4, conversion.form)?.stringValue == "out")
        #expect(Self.member("default", ofRow: 4, conversion.form)?.stringValue == "{{ upper(lower(name) + '-x') }}")
    }

    @Test func typesAndShorthands() {
        let conversion = Self.convert("""
        a: 3
        b: 2.5
        c: yes
        d: {type: bool, default: "off"}
        e: {type: int, default: "12"}
        f: {type: str, secret: true, default: ""}
        g: {type: str, multiselect: true, choices: {X: x, Y: y}, default: [y]}
        """)
        let types = (4..<11).map { Self.member("type", ofRow: $0, conversion.form)?.stringValue ?? "-" }
        #expect(types == ["integer", "number", "text", "confirm", "integer", "secret", "multiselect"])
        let defaults = (4..<11).map { Self.member("default", ofRow: $0, conversion.form).map { JSONValue($0).serialized(pretty: false) } ?? "-" }
        #expect(defaults == ["3", "2.5", #""yes""#, "false", "12", "-", #"["y"]"#])
    }

    /// A number where copier wants text is what PyYAML read, as Python writes it: `3.10` is
    /// the float 3.1, `1e3` (no dot) the string `1e3` (what copier 9.19.1 answers).
    @Test func numbersInTextAreWrittenAsPythonWritesThem() {
        let conversion = Self.convert("v: {type: str, choices: [3.10, 3.9], default: 3.10}\nw: {type: str, default: 1e3}")
        #expect(JSONValue(Self.member("options", ofRow: 4, conversion.form)!).serialized(pretty: false) == #"["3.1","3.9"]"#)
        #expect(Self.member("default", ofRow: 4, conversion.form)?.stringValue == "3.1")
        #expect(Self.member("default", ofRow: 5, conversion.form)?.stringValue == "1e3")
    }

    /// copier reads every document of its file and merges them: a question keeps the place it
    /// first had and the last definition; the lists of `_secret_questions` (and `_exclude`, …)
    /// are joined; an empty document (`---` alone) counts for nothing.
    @Test func theDocumentsOfACopierFileAreMergedAsCopierMergesThem() throws {
        let text = """
        colour: red
        _secret_questions: [token]
        size: {type: str, help: Size}
        ---
        ---
        colour:
          type: str
          choices: [red, blue]
          default: blue
        token: {type: str}
        _secret_questions: [size]
        """
        let (kind, outcome) = FormSource.load(Array(text.utf8), fileName: "copier.yml")
        #expect(kind == .copier)
        #expect(outcome.diagnostics.isEmpty)
        let rows = try #require(outcome.form?.sections.first?.rows)
        #expect(rows.map(\.key) == ["colour", "size", "token"])
        let (_, conversion) = FormSource.convert(Array(text.utf8), fileName: "copier.yml")
        let types = (0..<3).map { Self.member("type", ofRow: $0, conversion.form)?.stringValue ?? "-" }
        #expect(types == ["select", "secret", "secret"])
        #expect(Self.member("default", ofRow: 0, conversion.form)?.stringValue == "blue")
        // The merged question is located where its last definition was written.
        #expect(Self.member("default", ofRow: 0, conversion.form)?.location == SourceLocation(line: 9, column: 12))
        // Named otherwise, --from copier reads the documents too; without it, one document is a form file.
        #expect(FormSource.convert(Array(text.utf8), fileName: "questions.yml", from: .copier).conversion.diagnostics.isEmpty)
        #expect(FormSource.convert(Array(text.utf8), fileName: "questions.yml").conversion.diagnostics.map { $0.rendered(file: "q.yml") } == [
            "q.yml:4:1: error: a second YAML document; a form file holds one (remove this '---' and what follows)",
        ])
    }

    /// A `copier.yml` with no question (empty, comments only, `---` only, or settings only) is a
    /// template that asks nothing: a form without questions, not an error.
    @Test(arguments: ["", "# nothing yet\n", "---\n---\n", "_subdirectory: template\n"])
    func aCopierFileWithoutQuestionsAsksNothing(_ text: String) throws {
        let (kind, outcome) = FormSource.load(Array(text.utf8), fileName: "copier.yml")
        #expect(kind == .copier)
        #expect(!outcome.diagnostics.contains { $0.severity == .error })
        #expect(try #require(outcome.form).sections.allSatisfy(\.rows.isEmpty))
    }

    /// A `yaml` or `json` question whose default is a list or a mapping keeps it as its JSON
    /// text, which copier's parse of the answer reads back as the same value; the type is still
    /// a warning, and a default holding a template is dropped with one.
    @Test func aParsedQuestionKeepsAStructuredDefaultAsItsText() {
        let conversion = Self.convert("""
        langs: {type: yaml, default: [fr, "en gb", 2]}
        extra: {type: json, default: {on: yes, list: [1]}}
        sizes: {default: [1, 2]}
        echo: {type: yaml, default: ["{{ name }}"]}
        """)
        let defaults = (4..<8).map { Self.member("default", ofRow: $0, conversion.form)?.stringValue ?? "-" }
        #expect(defaults == [#"["fr","en gb",2]"#, #"{"on":"yes","list":[1]}"#, "[1,2]", "-"])
        #expect(conversion.diagnostics.map { "\($0.location?.line ?? 0) \($0.pointer ?? "")" } == [
            "5 /langs/type", "6 /extra/type", "7 /sizes/type", "8 /echo/type", "8 /echo/default",
        ])
    }

    @Test func anIncludeTagIsRefusedAtItsPosition() {
        let (_, outcome) = FormSource.load(Array("name: !include other.yml\n".utf8), fileName: "copier.yml")
        #expect(outcome.diagnostics.map { $0.rendered(file: "copier.yml") } == [
            "copier.yml:1:7: error: unsupported tag '!include' (the YAML 1.2 core schema: !!str, !!int, !!float, !!bool, !!null, !!seq, !!map) (at /name)",
        ])
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
