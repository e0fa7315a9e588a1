import AskCore
import AskImport
import Testing

/// cookiecutter's variables as askform rows.
@Suite struct CookiecutterConverterTests {
    @Test func everyConstructConvertsToTheExpectedForm() throws {
        let (kind, conversion) = FormSource.convert(try conversionFixture("cookiecutter/cookiecutter.json"), fileName: "cookiecutter.json")
        #expect(kind == .cookiecutter)
        #expect(FormSource.json(conversion.form) == String(decoding: try conversionFixture("cookiecutter/form.json"), as: UTF8.self))
        // The one dict variable has no askform counterpart.
        #expect(conversion.diagnostics.map { $0.rendered(file: "cookiecutter.json") } == [
            "cookiecutter.json:15:15: warning: 'settings' is not asked: its cookiecutter answer is a mapping, and no askform row answers with one (at /settings)",
        ])
        #expect(FormLoader().load(conversion.form).errors.isEmpty)
    }

    @Test func privateVariablesAreNotAskedButRead() throws {
        let json = #"""
        {"_v": "2", "__full": "{{ cookiecutter._v }}.0", "name": "x-{{ cookiecutter.__full }}", "n": 3, "y": "y"}
        """#
        let conversion = CookiecutterConverter.convert(try JSONReader.parse(Array(json.utf8)))
        #expect(JSONValue(conversion.form).serialized(pretty: false) == #"""
        {"askform":1,"sections":[{"rows":[{"type":"text","key":"name","default":"x-{{ '2' + '.0' }}"},{"type":"text","key":"n","default":"3"},{"type":"text","key":"y","default":"y"}]}]}
        """#)
    }

    /// Python's `json` reads `0.10` and `1e3` as floats, and cookiecutter renders them with
    /// `str()`: `0.1`, `1000.0` (what cookiecutter 2.7.1 renders).
    @Test func numbersAreRenderedAsPythonWritesThem() throws {
        let conversion = CookiecutterConverter.convert(try JSONReader.parse(Array(#"{"a": 0.10, "b": 1e3, "c": [2.50, 7]}"#.utf8)))
        #expect(JSONValue(conversion.form).serialized(pretty: false) == #"""
        {"askform":1,"sections":[{"rows":[{"type":"text","key":"a","default":"0.1"},{"type":"text","key":"b","default":"1000.0"},{"type":"select","key":"c","options":["2.5","7"],"default":"2.5"}]}]}
        """#)
    }

    @Test func listsOfDictsAndUnknownVariablesWarn() throws {
        let json = #"{"db": [{"name": "pg"}], "name": "{{ cookiecutter.missing }}", "other": "{{ name }}"}"#
        let conversion = CookiecutterConverter.convert(try JSONReader.parse(Array(json.utf8)))
        #expect(conversion.diagnostics.map { $0.rendered(file: "c.json") } == [
            "c.json:1:8: warning: 'db' is not asked: its cookiecutter answer is a mapping, and no askform row answers with one (at /db)",
            "c.json:1:34: warning: cookiecutter template 'cookiecutter.missing' is not translated; the row works without it (at /name)",
            "c.json:1:73: warning: cookiecutter template 'name' is not translated; the row works without it (at /other)",
        ])
    }
}
