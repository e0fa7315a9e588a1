import Foundation
import Testing
@testable import AskCore

/// A form whose rows start on line 2, so a row's columns can be counted on its own text:
/// line 1 is `{"askform": 1, "sections": [{"rows": [`, then the rows, then `]}]}`.
private func form(rows: String) -> String {
    "{\"askform\": 1, \"sections\": [{\"rows\": [\n" + rows + "\n]}]}"
}

/// A form with one text row and `members` added to its root object, all on line 1;
/// `members` starts at column 72.
private func form(root members: String) -> String {
    #"{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text"}]}], "# + members + "}"
}

/// Every diagnostic as `askform check` prints it for a file named `f.json`.
private func rendered(_ result: FormLoader.Outcome) -> [String] {
    result.diagnostics.map { $0.rendered(file: "f.json") }
}

private func load(_ text: String, limits: SourceLimits = .standard) -> FormLoader.Outcome {
    FormLoader(limits: limits).load(Array(text.utf8))
}

/// A form file and exactly the lines its diagnostics render to.
struct FormCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: [UInt8]
    let expected: [String]
    var limits = SourceLimits.standard

    init(_ name: String, _ text: String, _ expected: String..., limits: SourceLimits = .standard) {
        self.init(name, bytes: Array(text.utf8), expected, limits: limits)
    }

    init(_ name: String, bytes: [UInt8], _ expected: [String], limits: SourceLimits = .standard) {
        self.name = name
        self.source = bytes
        self.expected = expected
        self.limits = limits
    }

    var testDescription: String { name }

    func load() -> FormLoader.Outcome {
        FormLoader(limits: limits).load(source)
    }
}

@Suite("FormLoader")
struct FormLoaderTests {
    // MARK: Broken forms: every one is refused with exactly these lines

    static let duplicates: [FormCase] = [
        FormCase("duplicate member key at the root points at the second one",
                 #"{"askform": 1, "title": "a", "title": "b", "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#,
                 "f.json:1:30: error: duplicate key 'title' (at /title)"),
        FormCase("duplicate member key in a row",
                 form(rows: #"{"key": "a", "type": "text", "key": "b"}"#),
                 "f.json:2:30: error: duplicate key 'key' (at /sections/0/rows/0/key)"),
        FormCase("an unknown key written twice is unknown, then repeated",
                 form(rows: #"{"key": "a", "type": "text", "colour": 1, "colour": 2}"#),
                 "f.json:2:30: error: unknown key 'colour' (at /sections/0/rows/0/colour)",
                 "f.json:2:43: error: duplicate key 'colour' (at /sections/0/rows/0/colour)"),
        FormCase("duplicate row key",
                 form(rows: #"""
                     {"key": "a", "type": "text"},
                     {"key": "a", "type": "integer"}
                     """#),
                 "f.json:3:9: error: duplicate row key 'a', first used at 2:9 (at /sections/0/rows/1/key)"),
        FormCase("duplicate row key across sections",
                 #"""
                 {"askform": 1, "sections": [
                 {"rows": [{"key": "a", "type": "text"}]},
                 {"rows": [{"key": "a", "type": "text"}]}]}
                 """#,
                 "f.json:3:19: error: duplicate row key 'a', first used at 2:19 (at /sections/1/rows/0/key)"),
        FormCase("unit key clashing with an earlier row key",
                 form(rows: #"""
                     {"key": "currency", "type": "text"},
                     {"key": "budget", "type": "number", "unit": {"key": "currency", "options": ["EUR", "USD"]}}
                     """#),
                 "f.json:3:53: error: duplicate row key 'currency', first used at 2:9 (at /sections/0/rows/1/unit/key)"),
        FormCase("row key clashing with an earlier unit key",
                 form(rows: #"""
                     {"key": "budget", "type": "number", "unit": {"key": "currency", "options": ["EUR", "USD"]}},
                     {"key": "currency", "type": "text"}
                     """#),
                 "f.json:3:9: error: duplicate row key 'currency', first used at 2:53 (at /sections/0/rows/1/key)"),
        FormCase("unit key equal to its own row's key",
                 form(rows: #"{"key": "budget", "type": "number", "unit": {"key": "budget", "options": ["EUR", "USD"]}}"#),
                 "f.json:2:53: error: duplicate row key 'budget', first used at 2:9 (at /sections/0/rows/0/unit/key)"),
        FormCase("duplicate section id",
                 #"""
                 {"askform": 1, "sections": [
                 {"id": "s", "rows": [{"key": "a", "type": "text"}]},
                 {"id": "s", "rows": [{"key": "b", "type": "text"}]}]}
                 """#,
                 "f.json:3:8: error: duplicate section id 's' (at /sections/1/id)"),
        FormCase("header names repeat regardless of case",
                 form(root: #""submit": {"url": "https://example.org", "headers": {"X-A": "1", "x-a": "2"}}"#),
                 "f.json:1:137: error: duplicate key 'x-a' (at /submit/headers/x-a)"),
    ]

    static let unknownKeys: [FormCase] = [
        FormCase("unknown key at the root",
                 #"{"askform": 1, "titel": "a", "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#,
                 "f.json:1:16: error: unknown key 'titel' (did you mean 'title'?) (at /titel)"),
        FormCase("unknown key in a section",
                 #"{"askform": 1, "sections": [{"titel": "a", "rows": [{"key": "a", "type": "text"}]}]}"#,
                 "f.json:1:30: error: unknown key 'titel' (did you mean 'title'?) (at /sections/0/titel)"),
        FormCase("unknown key in a row",
                 form(rows: #"{"key": "a", "type": "text", "requird": true}"#),
                 "f.json:2:30: error: unknown key 'requird' (did you mean 'required'?) (at /sections/0/rows/0/requird)"),
        FormCase("unknown key with nothing close",
                 form(rows: #"{"key": "a", "type": "text", "colour": "red"}"#),
                 "f.json:2:30: error: unknown key 'colour' (at /sections/0/rows/0/colour)"),
        FormCase("unknown key in submit",
                 form(root: #""submit": {"url": "https://example.org", "methd": "PUT"}"#),
                 "f.json:1:113: error: unknown key 'methd' (did you mean 'method'?) (at /submit/methd)"),
        FormCase("unknown key in a unit",
                 form(rows: #"{"key": "b", "type": "number", "unit": {"key": "c", "options": ["EUR", "USD"], "defualt": "EUR"}}"#),
                 "f.json:2:80: error: unknown key 'defualt' (did you mean 'default'?) (at /sections/0/rows/0/unit/defualt)"),
        FormCase("unknown key in an option object",
                 form(rows: #"{"key": "c", "type": "select", "options": [{"value": "bj", "lable": "Beijing"}, "x"]}"#),
                 "f.json:2:60: error: unknown key 'lable' (did you mean 'label'?) (at /sections/0/rows/0/options/0/lable)"),
        FormCase("options on a text row",
                 form(rows: #"{"key": "a", "type": "text", "options": ["x", "y"]}"#),
                 "f.json:2:30: error: 'options' does not apply to a text row (at /sections/0/rows/0/options)"),
        FormCase("multiline on a secret row",
                 form(rows: #"{"key": "a", "type": "secret", "multiline": true}"#),
                 "f.json:2:32: error: 'multiline' does not apply to a secret row (at /sections/0/rows/0/multiline)"),
        FormCase("multiline that is not a boolean",
                 form(rows: #"{"key": "a", "type": "text", "multiline": "yes"}"#),
                 "f.json:2:43: error: 'multiline' must be true or false, found the string 'yes' (at /sections/0/rows/0/multiline)"),
        FormCase("minLength on an integer row",
                 form(rows: #"{"key": "a", "type": "integer", "minLength": 1}"#),
                 "f.json:2:33: error: 'minLength' does not apply to an integer row (at /sections/0/rows/0/minLength)"),
        FormCase("unknown row type close to a real one",
                 form(rows: #"{"key": "a", "type": "integr"}"#),
                 "f.json:2:22: error: unknown row type 'integr' (did you mean 'integer'?) (at /sections/0/rows/0/type)"),
        FormCase("unknown row type with nothing close lists the types",
                 form(rows: #"{"key": "a", "type": "slider"}"#),
                 "f.json:2:22: error: unknown row type 'slider'; types are text, integer, number, select, multiselect, "
                     + "confirm, secret, email, url, date, note (at /sections/0/rows/0/type)"),
        FormCase("row without a type",
                 form(rows: #"{"key": "a"}"#),
                 "f.json:2:1: error: missing required key 'type' (at /sections/0/rows/0)"),
    ]

    static let wrongTypes: [FormCase] = [
        FormCase("title as a number",
                 form(rows: #"{"key": "a", "type": "text", "title": 5}"#),
                 "f.json:2:39: error: 'title' must be text, or an object of language tags to text, found the number 5 "
                     + "(at /sections/0/rows/0/title)"),
        FormCase("required as a string",
                 form(rows: #"{"key": "a", "type": "text", "required": "yes"}"#),
                 "f.json:2:42: error: 'required' must be true or false, found the string 'yes' (at /sections/0/rows/0/required)"),
        FormCase("min as a string",
                 form(rows: #"{"key": "a", "type": "integer", "min": "0"}"#),
                 "f.json:2:40: error: 'min' must be a whole number, found the string '0' (at /sections/0/rows/0/min)"),
        FormCase("integer min with a fraction",
                 form(rows: #"{"key": "a", "type": "integer", "min": 0.5}"#),
                 "f.json:2:40: error: 'min' must be a whole number, found the number 0.5 (at /sections/0/rows/0/min)"),
        FormCase("integer max too large to hold",
                 form(rows: #"{"key": "a", "type": "integer", "max": 99999999999999999999}"#),
                 "f.json:2:40: error: 'max' must be a whole number from -9007199254740992 to 9007199254740992, "
                     + "found the number 99999999999999999999 (at /sections/0/rows/0/max)"),
        FormCase("number max past a double",
                 form(rows: #"{"key": "a", "type": "number", "max": 1e400}"#),
                 "f.json:2:39: error: 'max' must be a number from -1.7976931348623157e308 to 1.7976931348623157e308, "
                     + "found the number 1e400 (at /sections/0/rows/0/max)"),
        FormCase("type as a number",
                 form(rows: #"{"key": "a", "type": 3}"#),
                 "f.json:2:22: error: 'type' must be a row type name, found the number 3 (at /sections/0/rows/0/type)"),
        FormCase("a long string is shortened in the message",
                 form(rows: #"{"key": "a", "type": "text", "required": "\#(String(repeating: "y", count: 50))"}"#),
                 "f.json:2:42: error: 'required' must be true or false, found the string '\(String(repeating: "y", count: 40))…' "
                     + "(at /sections/0/rows/0/required)"),
        FormCase("sections as an object",
                 #"{"askform": 1, "sections": {}}"#,
                 "f.json:1:28: error: 'sections' must be an array of sections, found an object (at /sections)"),
        FormCase("a row that is not an object",
                 form(rows: "5"),
                 "f.json:2:1: error: 'row' must be an object, found the number 5 (at /sections/0/rows/0)"),
        FormCase("a control character in a key is shown escaped, never raw",
                 #"{"askform": 1, "\u001b[31mred": 1, "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#,
                 #"f.json:1:16: error: unknown key '\u{1B}[31mred' (at /\u{1B}[31mred)"#),
    ]

    static let bounds: [FormCase] = [
        FormCase("integer min above max",
                 form(rows: #"{"key": "a", "type": "integer", "min": 10, "max": 1}"#),
                 "f.json:2:40: error: 'min' (10) is greater than 'max' (1) (at /sections/0/rows/0/min)"),
        FormCase("number min above max",
                 form(rows: #"{"key": "a", "type": "number", "min": 2.5, "max": -1}"#),
                 "f.json:2:39: error: 'min' (2.5) is greater than 'max' (-1) (at /sections/0/rows/0/min)"),
        FormCase("date min after max",
                 form(rows: #"{"key": "a", "type": "date", "min": "2026-12-31", "max": "2026-01-01"}"#),
                 "f.json:2:37: error: 'min' (2026-12-31) is greater than 'max' (2026-01-01) (at /sections/0/rows/0/min)"),
        FormCase("date bound that is no day",
                 form(rows: #"{"key": "a", "type": "date", "min": "2026-02-30"}"#),
                 "f.json:2:37: error: 'min' must be a date written YYYY-MM-DD, found '2026-02-30' (at /sections/0/rows/0/min)"),
        FormCase("minLength above maxLength",
                 form(rows: #"{"key": "a", "type": "text", "minLength": 5, "maxLength": 2}"#),
                 "f.json:2:43: error: 'minLength' (5) is greater than 'maxLength' (2) (at /sections/0/rows/0/minLength)"),
        FormCase("minSelected above maxSelected",
                 form(rows: #"{"key": "a", "type": "multiselect", "options": ["x", "y", "z"], "minSelected": 3, "maxSelected": 1}"#),
                 "f.json:2:80: error: 'minSelected' (3) is greater than 'maxSelected' (1) (at /sections/0/rows/0/minSelected)"),
        FormCase("negative minLength",
                 form(rows: #"{"key": "a", "type": "text", "minLength": -1}"#),
                 "f.json:2:43: error: 'minLength' must not be negative, found -1 (at /sections/0/rows/0/minLength)"),
        FormCase("negative maxLength on a secret",
                 form(rows: #"{"key": "a", "type": "secret", "maxLength": -3}"#),
                 "f.json:2:45: error: 'maxLength' must not be negative, found -3 (at /sections/0/rows/0/maxLength)"),
        FormCase("negative maxSelected",
                 form(rows: #"{"key": "a", "type": "multiselect", "options": ["x", "y"], "maxSelected": -2}"#),
                 "f.json:2:75: error: 'maxSelected' must not be negative, found -2 (at /sections/0/rows/0/maxSelected)"),
        FormCase("minSelected above the number of options",
                 form(rows: #"{"key": "a", "type": "multiselect", "options": ["x", "y"], "minSelected": 3}"#),
                 "f.json:2:75: error: 'minSelected' is 3 but the row has only 2 options (at /sections/0/rows/0/minSelected)"),
        FormCase("pattern that does not compile",
                 form(rows: #"{"key": "a", "type": "text", "pattern": "a(b"}"#),
                 "f.json:2:41: error: pattern: '(' at character 2 is never closed (at /sections/0/rows/0/pattern)"),
        FormCase("pattern with an inverted range",
                 form(rows: #"{"key": "a", "type": "email", "pattern": "[z-a]"}"#),
                 "f.json:2:42: error: pattern: range 'z-a' at character 2 is out of order (at /sections/0/rows/0/pattern)"),
    ]

    static let conditions: [FormCase] = [
        FormCase("when syntax error points inside the string",
                 form(rows: #"""
                     {"key": "a", "type": "integer"},
                     {"key": "b", "type": "text", "when": "a >"}
                     """#),
                 "f.json:3:42: error: invalid 'when' expression: expected a value after '>', found end of expression "
                     + "(at /sections/0/rows/1/when)"),
        FormCase("when with '=' names the operator to use",
                 form(rows: #"""
                     {"key": "a", "type": "integer"},
                     {"key": "b", "type": "text", "when": "a = 1"}
                     """#),
                 "f.json:3:41: error: invalid 'when' expression: use '==' to compare (at /sections/0/rows/1/when)"),
        FormCase("when syntax error after CJK text counts characters",
                 form(rows: #"""
                     {"key": "city", "type": "text"},
                     {"key": "b", "type": "text", "when": "city == '北京"}
                     """#),
                 "f.json:3:47: error: invalid 'when' expression: unterminated string (at /sections/0/rows/1/when)"),
        FormCase("when syntax error after an escaped quote counts the escape as written",
                 form(rows: #"""
                     {"key": "city", "type": "text"},
                     {"key": "b", "type": "text", "when": "city == \"x\" && b"}
                     """#),
                 "f.json:3:53: error: invalid 'when' expression: use 'and' instead of '&&' (at /sections/0/rows/1/when)"),
        FormCase("when syntax error after a \\u escape counts six columns",
                 form(rows: #"""
                     {"key": "city", "type": "text"},
                     {"key": "b", "type": "text", "when": "city == '\u00e9' && b"}
                     """#),
                 "f.json:3:56: error: invalid 'when' expression: use 'and' instead of '&&' (at /sections/0/rows/1/when)"),
        FormCase("when syntax error after a surrogate pair counts twelve columns",
                 form(rows: #"""
                     {"key": "city", "type": "text"},
                     {"key": "b", "type": "text", "when": "city == '\ud83d\ude00' && b"}
                     """#),
                 "f.json:3:62: error: invalid 'when' expression: use 'and' instead of '&&' (at /sections/0/rows/1/when)"),
        FormCase("when naming a key asked later",
                 form(rows: #"""
                     {"key": "a", "type": "text", "when": "b == 1"},
                     {"key": "b", "type": "integer"}
                     """#),
                 "f.json:2:38: error: 'when' names 'b', which is asked later in the form; it can only read keys asked before it "
                     + "(at /sections/0/rows/0/when)"),
        FormCase("when naming an unknown key",
                 form(rows: #"""
                     {"key": "age", "type": "integer"},
                     {"key": "b", "type": "text", "when": "agee > 1"}
                     """#),
                 "f.json:3:38: error: 'when' names unknown key 'agee' (did you mean 'age'?) (at /sections/0/rows/1/when)"),
        FormCase("when naming its own row's key",
                 form(rows: #"{"key": "a", "type": "integer", "when": "a > 1"}"#),
                 "f.json:2:41: error: 'when' names the row's own key 'a'; it can only read keys asked before this row "
                     + "(at /sections/0/rows/0/when)"),
        FormCase("section when naming a key of that same section",
                 #"{"askform": 1, "sections": [{"when": "a == 1", "rows": [{"key": "a", "type": "integer"}]}]}"#,
                 "f.json:1:38: error: 'when' names 'a', which is asked later in the form; it can only read keys asked before it "
                     + "(at /sections/0/when)"),
        FormCase("section when naming a key of a later section",
                 #"""
                 {"askform": 1, "sections": [
                 {"when": "b == 1", "rows": [{"key": "a", "type": "integer"}]},
                 {"rows": [{"key": "b", "type": "integer"}]}]}
                 """#,
                 "f.json:2:10: error: 'when' names 'b', which is asked later in the form; it can only read keys asked before it "
                     + "(at /sections/0/when)"),
        FormCase("when naming a row whose options are broken reports only the options",
                 form(rows: #"""
                     {"key": "r", "type": "select", "options": []},
                     {"key": "b", "type": "text", "when": "r == 'x'"}
                     """#),
                 "f.json:2:43: error: 'options' must list at least one option (at /sections/0/rows/0/options)"),
        FormCase("when comparing an integer with a string",
                 form(rows: #"""
                     {"key": "a", "type": "integer"},
                     {"key": "b", "type": "text", "when": "a == 'x'"}
                     """#),
                 "f.json:3:38: error: 'when' compares 'a' with 'x', but it holds integer answers; compare with a number "
                     + "(at /sections/0/rows/1/when)"),
        FormCase("when comparing a confirm with a string",
                 form(rows: #"""
                     {"key": "c", "type": "confirm"},
                     {"key": "b", "type": "text", "when": "c == 'yes'"}
                     """#),
                 "f.json:3:38: error: 'when' compares 'c' with 'yes', but it holds confirm answers; compare with true or false "
                     + "(at /sections/0/rows/1/when)"),
        FormCase("when comparing a select with a value that is no option",
                 form(rows: #"""
                     {"key": "r", "type": "select", "options": ["employee", "guest"]},
                     {"key": "b", "type": "text", "when": "r == 'employe'"}
                     """#),
                 "f.json:3:38: error: 'when' compares 'r' with 'employe', which is not one of its option values "
                     + "(did you mean 'employee'?) (at /sections/0/rows/1/when)"),
        FormCase("when testing a multiselect for a value that is no option",
                 form(rows: #"""
                     {"key": "t", "type": "multiselect", "options": ["work", "solo"]},
                     {"key": "b", "type": "text", "when": "t contains 'wrk'"}
                     """#),
                 "f.json:3:38: error: 'when' compares 't' with 'wrk', which is not one of its option values "
                     + "(did you mean 'work'?) (at /sections/0/rows/1/when)"),
        FormCase("when comparing a unit with a value that is no option",
                 form(rows: #"""
                     {"key": "n", "type": "number", "unit": {"key": "cur", "options": ["EUR", "USD"]}},
                     {"key": "b", "type": "text", "when": "cur == 'GBP'"}
                     """#),
                 "f.json:3:38: error: 'when' compares 'cur' with 'GBP', which is not one of its option values "
                     + "(at /sections/0/rows/1/when)"),
        FormCase("when comparing a date with text that is no date",
                 form(rows: #"""
                     {"key": "d", "type": "date"},
                     {"key": "b", "type": "text", "when": "d > '2026-13-01'"}
                     """#),
                 "f.json:3:38: error: 'when' compares 'd' with '2026-13-01', which is not a YYYY-MM-DD date "
                     + "(at /sections/0/rows/1/when)"),
        FormCase("when ordering against null",
                 form(rows: #"""
                     {"key": "d", "type": "integer"},
                     {"key": "b", "type": "text", "when": "d > null"}
                     """#),
                 "f.json:3:38: error: 'when' compares 'd' with null by order; use == or != (at /sections/0/rows/1/when)"),
    ]

    static let defaults: [FormCase] = [
        FormCase("integer default over max",
                 form(rows: #"{"key": "a", "type": "integer", "max": 120, "default": 200}"#),
                 "f.json:2:56: error: default breaks the row's own rules: '200' is above the maximum 120 "
                     + "(at /sections/0/rows/0/default)"),
        FormCase("integer default with a fraction",
                 form(rows: #"{"key": "a", "type": "integer", "default": 2.5}"#),
                 "f.json:2:44: error: default breaks the row's own rules: '2.5' is not a whole number "
                     + "(at /sections/0/rows/0/default)"),
        FormCase("select default that is not an option",
                 form(rows: #"{"key": "a", "type": "select", "options": ["x", "y"], "default": "z"}"#),
                 "f.json:2:66: error: default breaks the row's own rules: 'z' is not one of the options: x, y "
                     + "(at /sections/0/rows/0/default)"),
        FormCase("multiselect default with too many",
                 form(rows: #"{"key": "a", "type": "multiselect", "options": ["x", "y", "z"], "maxSelected": 1, "default": ["x", "y"]}"#),
                 "f.json:2:94: error: default breaks the row's own rules: 2 selected; choose at most 1 (at /sections/0/rows/0/default)"),
        FormCase("date default before min",
                 form(rows: #"{"key": "a", "type": "date", "min": "2026-01-01", "default": "2025-12-31"}"#),
                 "f.json:2:62: error: default breaks the row's own rules: '2025-12-31' is below the minimum 2026-01-01 "
                     + "(at /sections/0/rows/0/default)"),
        FormCase("text default failing the pattern",
                 form(rows: #"{"key": "a", "type": "text", "pattern": "^[a-z]+$", "default": "Ab1"}"#),
                 "f.json:2:64: error: default breaks the row's own rules: 'Ab1' does not match the pattern '^[a-z]+$' "
                     + "(at /sections/0/rows/0/default)"),
        FormCase("text default failing the pattern, with the form's own message",
                 form(rows: #"{"key": "a", "type": "text", "pattern": "^[a-z]+$", "patternMessage": "lowercase only", "default": "Ab1"}"#),
                 "f.json:2:100: error: default breaks the row's own rules: 'Ab1': lowercase only (at /sections/0/rows/0/default)"),
        FormCase("unit default that is not an option",
                 form(rows: #"{"key": "b", "type": "number", "unit": {"key": "c", "options": ["EUR", "USD"], "default": "GBP"}}"#),
                 "f.json:2:91: error: default breaks the row's own rules: 'GBP' is not one of the options: EUR, USD "
                     + "(at /sections/0/rows/0/unit/default)"),
        FormCase("secret with a written default",
                 form(rows: #"{"key": "a", "type": "secret", "default": "hunter2"}"#),
                 "f.json:2:43: error: a secret row cannot have a written default; use \"${env:NAME}\" so the secret stays "
                     + "out of the form file (at /sections/0/rows/0/default)"),
        FormCase("environment default with no name",
                 form(rows: #"{"key": "a", "type": "text", "default": "${env:}"}"#),
                 "f.json:2:41: error: malformed environment reference in '${env:}'; write ${env:NAME} (at /sections/0/rows/0/default)"),
        FormCase("environment default without env:",
                 form(rows: #"{"key": "a", "type": "text", "default": "${HOME}"}"#),
                 "f.json:2:41: error: malformed environment reference in '${HOME}'; write ${env:NAME} (at /sections/0/rows/0/default)"),
        FormCase("environment default mixed with text",
                 form(rows: #"{"key": "a", "type": "text", "default": "x-${env:HOME}"}"#),
                 "f.json:2:41: error: default 'x-${env:HOME}' mixes text with ${env:NAME}; a default from the environment "
                     + "is exactly \"${env:NAME}\" (at /sections/0/rows/0/default)"),
    ]

    static let rowsAndOptions: [FormCase] = [
        FormCase("empty options",
                 form(rows: #"{"key": "a", "type": "select", "options": []}"#),
                 "f.json:2:43: error: 'options' must list at least one option (at /sections/0/rows/0/options)"),
        FormCase("select without options",
                 form(rows: #"{"key": "a", "type": "select"}"#),
                 "f.json:2:1: error: missing required key 'options' (at /sections/0/rows/0)"),
        FormCase("duplicate option values, as a string and as an object",
                 form(rows: #"{"key": "a", "type": "select", "options": ["x", {"value": "x", "label": "X"}]}"#),
                 "f.json:2:49: error: duplicate option value 'x' (at /sections/0/rows/0/options/1)"),
        FormCase("multiselect option values holding a list separator",
                 form(rows: #"{"key": "a", "type": "multiselect", "options": ["x", "a,b", "c，d", "e、f"]}"#),
                 "f.json:2:54: error: option value 'a,b' holds a comma, which separates a multiselect's choices: it could never be typed (at /sections/0/rows/0/options/1)",
                 "f.json:2:61: error: option value 'c，d' holds a comma, which separates a multiselect's choices: it could never be typed (at /sections/0/rows/0/options/2)",
                 "f.json:2:68: error: option value 'e、f' holds a comma, which separates a multiselect's choices: it could never be typed (at /sections/0/rows/0/options/3)"),
        FormCase("a label that is another option's value, in any case and any language",
                 form(rows: #"{"key": "a", "type": "select", "options": [{"value": "Paris", "label": "Berlin"}, "berlin", "#
                     + #"{"value": "x", "label": {"en": "X", "fr": "PARIS"}}, {"value": "y", "label": "y"}]}"#),
                 "f.json:2:44: error: the label 'Berlin' is another option's value: typing it would choose 'berlin' (at /sections/0/rows/0/options/0/label)",
                 "f.json:2:93: error: the label 'PARIS' is another option's value: typing it would choose 'Paris' (at /sections/0/rows/0/options/2/label)"),
        FormCase("empty option value",
                 form(rows: #"{"key": "a", "type": "select", "options": ["x", ""]}"#),
                 "f.json:2:49: error: 'value' must not be empty (at /sections/0/rows/0/options/1)"),
        FormCase("row key starting with a digit",
                 form(rows: #"{"key": "1abc", "type": "text"}"#),
                 "f.json:2:9: error: invalid key '1abc': use letters, digits, '_' and '-', with '.' between parts "
                     + "(e.g. 'address.city') (at /sections/0/rows/0/key)"),
        FormCase("row key with an empty part",
                 form(rows: #"{"key": "a..b", "type": "text"}"#),
                 "f.json:2:9: error: invalid key 'a..b': use letters, digits, '_' and '-', with '.' between parts "
                     + "(e.g. 'address.city') (at /sections/0/rows/0/key)"),
        FormCase("row without a key",
                 form(rows: #"{"type": "text"}"#),
                 "f.json:2:1: error: missing required key 'key' (at /sections/0/rows/0)"),
        FormCase("nesting conflict, value first",
                 form(rows: #"""
                     {"key": "a", "type": "text"},
                     {"key": "a.b", "type": "text"}
                     """#),
                 "f.json:3:9: error: key 'a.b' conflicts with 'a': one would nest inside the other's value (at /sections/0/rows/1/key)"),
        FormCase("nesting conflict, nested key first",
                 form(rows: #"""
                     {"key": "a.b", "type": "text"},
                     {"key": "a", "type": "text"}
                     """#),
                 "f.json:2:9: error: key 'a.b' conflicts with 'a': one would nest inside the other's value (at /sections/0/rows/0/key)"),
        FormCase("note without a title",
                 form(rows: #"{"type": "note"}"#),
                 "f.json:2:1: error: missing required key 'title' (at /sections/0/rows/0)"),
        FormCase("note with a key",
                 form(rows: #"{"type": "note", "key": "n", "title": "Hi"}"#),
                 "f.json:2:18: error: 'key' does not apply to a note row (at /sections/0/rows/0/key)"),
    ]

    static let structure: [FormCase] = [
        FormCase("missing askform",
                 #"{"sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#,
                 "f.json:1:1: error: missing required key 'askform' (at /)"),
        FormCase("a missing askform hides nothing else",
                 #"{"titel": "x", "sections": [{"rows": [{"key": "a", "type": "integer", "min": 5, "max": 1}]}]}"#,
                 "f.json:1:1: error: missing required key 'askform' (at /)",
                 "f.json:1:2: error: unknown key 'titel' (did you mean 'title'?) (at /titel)",
                 "f.json:1:78: error: 'min' (5) is greater than 'max' (1) (at /sections/0/rows/0/min)"),
        FormCase("XLForm's row vocabulary gets one line naming askform convert",
                 #"{"askform": 1, "sections": [{"footerTitle": "f", "rows": [{"tag": "a", "rowType": "text"}]}]}"#,
                 "f.json:1:1: warning: this file is written for XLForm, not askform: convert it with 'askform convert FILE --from xlform', "
                     + "or read it as it is with '--from xlform' (at /)",
                 "f.json:1:30: error: unknown key 'footerTitle' (at /sections/0/footerTitle)",
                 "f.json:1:59: error: missing required key 'type' (at /sections/0/rows/0)",
                 "f.json:1:60: error: unknown key 'tag' (at /sections/0/rows/0/tag)",
                 "f.json:1:72: error: unknown key 'rowType' (at /sections/0/rows/0/rowType)"),
        FormCase("an issue form's body gets one line naming askform convert",
                 #"{"name": "Bug", "body": [{"type": "dropdown", "attributes": {"label": "V", "options": ["1"]}}]}"#,
                 "f.json:1:1: warning: this file is written for GitHub issue forms, not askform: convert it with 'askform convert FILE --from github-issue-form', "
                     + "or read it as it is with '--from github-issue-form' (at /)",
                 "f.json:1:1: error: missing required key 'askform' (at /)",
                 "f.json:1:1: error: missing required key 'sections' (at /)",
                 "f.json:1:2: error: unknown key 'name' (at /name)",
                 "f.json:1:17: error: unknown key 'body' (at /body)"),
        FormCase("SurveyJS pages get one line naming askform convert",
                 #"{"askform": 1, "pages": [{"elements": []}], "sections": [{"rows": []}]}"#,
                 "f.json:1:1: warning: this file is written for SurveyJS, not askform: convert it with 'askform convert FILE --from surveyjs', "
                     + "or read it as it is with '--from surveyjs' (at /)",
                 "f.json:1:16: error: unknown key 'pages' (at /pages)",
                 "f.json:1:67: warning: section '/sections/0' has no rows (at /sections/0/rows)"),
        FormCase("copier questions get one line naming askform convert",
                 #"{"project_name": {"type": "str", "help": "Name"}, "_subdirectory": "template"}"#,
                 "f.json:1:1: warning: this file is written for copier, not askform: convert it with 'askform convert FILE --from copier', "
                     + "or read it as it is with '--from copier' (at /)",
                 "f.json:1:1: error: missing required key 'askform' (at /)",
                 "f.json:1:1: error: missing required key 'sections' (at /)",
                 "f.json:1:2: error: unknown key 'project_name' (at /project_name)",
                 "f.json:1:51: error: unknown key '_subdirectory' (at /_subdirectory)"),
        FormCase("a mistyped askform form is not told to convert",
                 #"{"askform": 1, "sections": [{"rows": [{"key": "a", "type": "text", "titel": "A"}]}], "tag": "x"}"#,
                 "f.json:1:68: error: unknown key 'titel' (did you mean 'title'?) (at /sections/0/rows/0/titel)",
                 "f.json:1:86: error: unknown key 'tag' (at /tag)"),
        FormCase("a future format version is the only diagnostic",
                 #"{"askform": 2, "sections": 5, "bogus": 1}"#,
                 "f.json:1:13: error: format version 2 is not supported by this askform (it reads version 1); upgrade askform "
                     + "(at /askform)"),
        FormCase("format version 0 never existed: no upgrade advice",
                 #"{"askform": 0, "sections": []}"#,
                 "f.json:1:13: error: 'askform' must be the format version number 1, found the number 0 (at /askform)"),
        FormCase("format version as a string",
                 #"{"askform": "1", "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#,
                 "f.json:1:13: error: 'askform' must be the format version number 1, found the string '1' (at /askform)"),
        FormCase("root that is an array",
                 "[1, 2]",
                 "f.json:1:1: error: a form must be an object, found an array (at /)"),
        FormCase("root that is a string",
                 #""form""#,
                 "f.json:1:1: error: a form must be an object, found the string 'form' (at /)"),
        FormCase("no sections",
                 #"{"askform": 1}"#,
                 "f.json:1:1: error: missing required key 'sections' (at /)"),
        FormCase("empty sections",
                 #"{"askform": 1, "sections": []}"#,
                 "f.json:1:28: error: 'sections' must not be empty (at /sections)"),
        FormCase("section without rows",
                 #"{"askform": 1, "sections": [{"title": "a"}]}"#,
                 "f.json:1:29: error: missing required key 'rows' (at /sections/0)"),
        FormCase("language list with a tag that is not BCP 47",
                 form(root: #""languages": ["en", "x"]"#),
                 "f.json:1:92: error: 'languages' must be BCP 47 language tags such as \"en\" or \"zh-Hans\", found 'x' "
                     + "(at /languages/1)"),
    ]

    static let syntax: [FormCase] = [
        FormCase("empty file",
                 "",
                 "f.json: error: the file is empty; a form is an object with 'askform' and 'sections'"),
        FormCase("string left open at the end of a line",
                 "{\"askform\": 1, \"title\": \"Trip\n}",
                 "f.json:1:30: error: unexpected end of line, expected '\"' to close the string (at /title)"),
        FormCase("string left open at the end of the file",
                 "{\"askform\": 1, \"title\": \"Trip",
                 "f.json:1:30: error: unexpected end of file, expected '\"' to close the string (at /title)"),
        FormCase("trailing comma",
                 "{\"askform\": 1,\n \"sections\": [],\n}",
                 "f.json:3:1: error: unexpected '}', expected a string key (at /)"),
        FormCase("trailing word after the form",
                 #"{"askform": 1, "sections": []} x"#,
                 "f.json:1:32: error: unexpected 'x' after the end of the form (at /)"),
        FormCase("a second object after the form",
                 "{\"askform\": 1, \"sections\": []}\n{}",
                 "f.json:2:1: error: unexpected '{' after the end of the form (at /)"),
        FormCase("binary junk starting with NUL",
                 bytes: [0x00, 0xFF, 0x13, 0x7B, 0x00, 0x9C],
                 ["f.json:1:1: error: unexpected byte 0x00, expected a value (at /)"]),
        FormCase("NUL where a key should be",
                 bytes: [0x7B, 0x00, 0x22],
                 ["f.json:1:2: error: unexpected byte 0x00, expected a string key or '}' (at /)"]),
        FormCase("raw NUL inside a string",
                 bytes: Array("{\"t\": \"a".utf8) + [0x00] + Array("\"}".utf8),
                 ["f.json:1:9: error: control character U+0000 in string; write it as an escape such as \\n (at /t)"]),
        FormCase("invalid UTF-8 inside a string",
                 bytes: Array("{\"askform\": 1,\n \"title\": \"caf".utf8) + [0xC3, 0x28] + Array("\"}".utf8),
                 ["f.json:2:15: error: invalid UTF-8 byte sequence (at /title)"]),
        FormCase("truncated UTF-8 after CJK text",
                 bytes: Array("{\"title\": \"北京".utf8) + [0xE4, 0xB8] + Array("\"}".utf8),
                 ["f.json:1:14: error: invalid UTF-8 byte sequence (at /title)"]),
        FormCase("invalid UTF-8 inside a key",
                 bytes: Array("{\"ti".utf8) + [0xFF] + Array("tle\": 1}".utf8),
                 ["f.json:1:5: error: invalid UTF-8 byte sequence (at /)"]),
        FormCase("invalid UTF-8 after the form",
                 bytes: Array("{\"askform\": 1} ".utf8) + [0xFE],
                 ["f.json:1:16: error: invalid UTF-8 byte sequence (at /)"]),
        FormCase("a byte order mark is not counted as a column",
                 bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"askform": 1, "titel": 1, "sections": [{"rows": [{"key": "a", "type": "text"}]}]}"#.utf8),
                 ["f.json:1:16: error: unknown key 'titel' (did you mean 'title'?) (at /titel)"]),
    ]

    static let limits: [FormCase] = [
        FormCase("more rows than the limit",
                 form(rows: #"{"key": "a", "type": "text"}, {"key": "b", "type": "text"}, {"key": "c", "type": "text"}"#),
                 "f.json:2:61: error: more than 2 rows (at /sections/0/rows/2)",
                 limits: SourceLimits(maxFileBytes: 1_000, maxDepth: 10, maxRows: 2, maxOptions: 10)),
        FormCase("more rows than the limit across sections is the only error, found before any row is checked",
                 #"{"askform": 1, "sections": [{"rows": [{"type": "nope"}]}, {"rows": [{}, {"key": 1}]}]}"#,
                 "f.json:1:73: error: more than 2 rows (at /sections/1/rows/1)",
                 limits: SourceLimits(maxFileBytes: 1_000, maxDepth: 10, maxRows: 2, maxOptions: 10)),
        FormCase("more options in all than the limit",
                 form(rows: #"{"key": "a", "type": "select", "options": ["x", "y"]}, {"key": "b", "type": "select", "options": ["x", "y"]}"#),
                 "f.json:2:98: error: more than 3 options in all (at /sections/0/rows/1/options)",
                 limits: SourceLimits(maxFileBytes: 1_000, maxDepth: 10, maxRows: 10, maxOptions: 3)),
        FormCase("nesting deeper than the limit",
                 form(rows: #"{"key": "a", "type": "select", "options": [{"value": "x", "label": {"en": "X"}}]}"#),
                 "f.json:2:43: error: nesting deeper than 5 levels (at /sections/0/rows/0/options)",
                 limits: SourceLimits(maxFileBytes: 1_000, maxDepth: 5, maxRows: 10, maxOptions: 10)),
        FormCase("file larger than the limit",
                 form(rows: #"{"key": "a", "type": "text"}"#),
                 "f.json: error: the file is larger than the limit of 60 bytes",
                 limits: SourceLimits(maxFileBytes: 60, maxDepth: 10, maxRows: 10, maxOptions: 10)),
    ]

    static let submit: [FormCase] = [
        FormCase("submit URL with another scheme",
                 form(root: #""submit": {"url": "ftp://example.org/x"}"#),
                 "f.json:1:90: error: URL 'ftp://example.org/x' must start with http:// or https:// (at /submit/url)"),
        FormCase("submit URL with a space",
                 form(root: #""submit": {"url": "https://exa mple.org"}"#),
                 "f.json:1:90: error: invalid URL 'https://exa mple.org' (at /submit/url)"),
        FormCase("submit without a URL",
                 form(root: #""submit": {"method": "PUT"}"#),
                 "f.json:1:82: error: missing required key 'url' (at /submit)"),
        FormCase("submit method GET",
                 form(root: #""submit": {"url": "https://example.org", "method": "GET"}"#),
                 "f.json:1:123: error: method 'GET' is not one of POST, PUT, PATCH (at /submit/method)"),
        FormCase("header name with a space, and a malformed reference in a header value",
                 form(root: #""submit": {"url": "https://example.org", "headers": {"X Token": "1", "Auth": "${env:}"}}"#),
                 "f.json:1:125: error: invalid header name 'X Token' (at /submit/headers/X Token)",
                 "f.json:1:149: error: malformed environment reference in '${env:}'; write ${env:NAME} (at /submit/headers/Auth)"),
        FormCase("timeout zero and negative retries",
                 form(root: #""submit": {"url": "https://example.org", "timeout": 0, "retries": -1}"#),
                 "f.json:1:124: error: 'timeout' is 0; it must be from 0.1 to 3600 (at /submit/timeout)",
                 "f.json:1:138: error: 'retries' is -1; it must be from 0 to 100 (at /submit/retries)"),
        FormCase("timeout and retries too large to compute with",
                 form(root: #""submit": {"url": "https://example.org", "timeout": 3600.5, "retries": 1e20}"#),
                 "f.json:1:124: error: 'timeout' is 3600.5; it must be from 0.1 to 3600 (at /submit/timeout)",
                 "f.json:1:143: error: 'retries' is 1e20; it must be from 0 to 100 (at /submit/retries)"),
        FormCase("header values with control characters",
                 form(root: #""submit": {"url": "https://example.org", "headers": {"X-A": "a\r\nX-B: c", "X-C": "\u0000"}}"#),
                 "f.json:1:132: error: header 'X-A' holds control character U+000D; a header is one line of printable text (at /submit/headers/X-A)",
                 "f.json:1:154: error: header 'X-C' holds control character U+0000; a header is one line of printable text (at /submit/headers/X-C)"),
    ]

    @Test(arguments: duplicates + unknownKeys + wrongTypes)
    func keysAndTypes(_ broken: FormCase) {
        let result = broken.load()
        #expect(rendered(result) == broken.expected)
        #expect(result.form == nil)
    }

    @Test(arguments: bounds + defaults + rowsAndOptions)
    func rowRules(_ broken: FormCase) {
        let result = broken.load()
        #expect(rendered(result) == broken.expected)
        #expect(result.form == nil)
    }

    @Test(arguments: conditions)
    func whenExpressions(_ broken: FormCase) {
        let result = broken.load()
        #expect(rendered(result) == broken.expected)
        #expect(result.form == nil)
    }

    @Test(arguments: structure + syntax + limits + submit)
    func fileStructure(_ broken: FormCase) {
        let result = broken.load()
        #expect(rendered(result) == broken.expected)
        #expect(result.form == nil)
    }

    // MARK: Warnings: reported, and the form still loads

    static let warnings: [FormCase] = [
        FormCase("a select with a single option",
                 form(rows: #"{"key": "a", "type": "select", "options": ["x"]}"#),
                 "f.json:2:43: warning: only one option to choose from (at /sections/0/rows/0/options)"),
        FormCase("a section with no rows, named by its id",
                 #"{"askform": 1, "sections": [{"id": "s", "rows": []}, {"rows": [{"key": "a", "type": "text"}]}]}"#,
                 "f.json:1:49: warning: section 's' has no rows (at /sections/0/rows)"),
        FormCase("a section with no rows and no id or title, named by its pointer",
                 #"{"askform": 1, "sections": [{"rows": []}, {"rows": [{"key": "a", "type": "text"}]}]}"#,
                 "f.json:1:38: warning: section '/sections/0' has no rows (at /sections/0/rows)"),
        FormCase("a secret form submitting over plain http to another host",
                 #"{"askform": 1, "sections": [{"rows": [{"key": "t", "type": "secret"}]}], "submit": {"url": "http://example.org/x"}}"#,
                 "f.json:1:92: warning: the form has secret rows but submits over plain http:// to 'example.org'; "
                     + "it will be refused unless --insecure is given (at /submit/url)"),
    ]

    @Test(arguments: warnings)
    func warningsKeepTheForm(_ warned: FormCase) {
        let result = warned.load()
        #expect(rendered(result) == warned.expected)
        #expect(result.errors.isEmpty)
        #expect(result.form != nil)
    }

    @Test(arguments: [
        #"{"askform": 1, "sections": [{"rows": [{"key": "t", "type": "secret"}]}], "submit": {"url": "http://127.0.0.1:8080/x"}}"#,
        #"{"askform": 1, "sections": [{"rows": [{"key": "t", "type": "secret"}]}], "submit": {"url": "http://localhost/x"}}"#,
        #"{"askform": 1, "sections": [{"rows": [{"key": "t", "type": "secret"}]}], "submit": {"url": "http://[::1]:80/x"}}"#,
        #"{"askform": 1, "sections": [{"rows": [{"key": "t", "type": "text"}]}], "submit": {"url": "http://example.org/x"}}"#,
    ])
    func plainHTTPIsQuietToLoopbackOrWithoutSecrets(_ text: String) {
        let result = load(text)
        #expect(rendered(result) == [])
        #expect(result.form != nil)
    }

    // MARK: Everything in one file

    @Test func everyProblemInAFileIsReportedInFileOrder() {
        let text = #"""
            {"askform": 1, "titel": "Trip", "sections": [{"rows": [
            {"key": "age", "type": "integer", "min": 10, "max": 1},
            {"key": "age", "type": "text"},
            {"key": "role", "type": "select", "options": ["a", "b"], "default": "c"},
            {"key": "b", "type": "text", "when": "rol == 'a'"}
            ]}],
            "submit": {"url": "https://example.org", "method": "GET"}}
            """#
        #expect(rendered(load(text)) == [
            "f.json:1:16: error: unknown key 'titel' (did you mean 'title'?) (at /titel)",
            "f.json:2:42: error: 'min' (10) is greater than 'max' (1) (at /sections/0/rows/0/min)",
            "f.json:3:9: error: duplicate row key 'age', first used at 2:9 (at /sections/0/rows/1/key)",
            "f.json:4:69: error: default breaks the row's own rules: 'c' is not one of the options: a, b (at /sections/0/rows/2/default)",
            "f.json:5:38: error: 'when' names unknown key 'rol' (did you mean 'role'?) (at /sections/0/rows/3/when)",
            "f.json:7:52: error: method 'GET' is not one of POST, PUT, PATCH (at /submit/method)",
        ])
    }

    // MARK: Hostile bytes never crash

    @Test func everyTruncationOfAGoodFormIsOneError() throws {
        let bytes = try Self.formBytes("trip.json")
        let closingBrace = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        for length in 0..<closingBrace {
            let result = FormLoader().load(Array(bytes[..<length]))
            #expect(result.form == nil && result.errors.count == 1, "truncated to \(length) bytes")
        }
    }

    @Test func randomBytesAreRefusedWithoutCrashing() {
        var generator = SplitMix64(seed: 0x5EED)
        for round in 0..<500 {
            let count = Int(generator.next() % 64) + 1
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let result = FormLoader().load(bytes)
            #expect(result.form == nil && !result.errors.isEmpty, "round \(round): \(bytes)")
        }
    }

    @Test func flippedBytesInAGoodFormNeverCrash() throws {
        let original = try Self.formBytes("trip.json")
        var generator = SplitMix64(seed: 42)
        for round in 0..<300 {
            var bytes = original
            for _ in 0..<3 {
                bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            let result = FormLoader().load(bytes)
            // A flip may land in a title and leave the form valid; a refused form always says why.
            #expect((result.form == nil) == !result.errors.isEmpty, "round \(round)")
        }
    }

    // MARK: Good forms

    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// The example forms (JSON and property lists), found by listing Forms/ so that new
    /// ones are covered as they are added.
    static let exampleForms: [String] = {
        let directory = packageRoot.appendingPathComponent("Forms").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".plist") }.sorted()
    }()

    static func formBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Forms").appendingPathComponent(name)))
    }

    @Test func theExampleFormsAreFound() {
        #expect(Self.exampleForms.contains("trip.json"))
    }

    @Test(arguments: exampleForms)
    func exampleFormLoadsClean(_ name: String) throws {
        let result = FormLoader().load(try Self.formBytes(name))
        #expect(rendered(result) == [])
        #expect(result.form != nil)
    }

    /// trip.json written as an XML and a binary property list (by Python's plistlib, keys in
    /// file order) loads to the same model: same sections, rows, kinds, bounds and texts.
    @Test(arguments: ["trip.xml.plist", "trip.binary.plist"])
    func propertyListLoadsLikeJSON(_ name: String) throws {
        let json = try #require(FormLoader().load(try Self.formBytes("trip.json")).form)
        let url = Self.packageRoot.appendingPathComponent("Tests/Fixtures/plist").appendingPathComponent(name)
        let plist = FormLoader().load([UInt8](try Data(contentsOf: url)))
        #expect(rendered(plist) == [])
        let form = try #require(plist.form as Form?)
        #expect(Self.describe(form) == Self.describe(json))
        #expect(Self.describe(form).count > 1000)
    }

    /// Everything a form holds, as text (patterns by their source).
    static func describe(_ form: Form) -> String {
        var text = "\(form.id ?? "-")|\(form.title?.variants ?? [])|\(form.description?.variants ?? [])|\(form.submit.map { "\($0)" } ?? "-")\n"
        for section in form.sections {
            text += "section \(section.id ?? "-") \(section.title?.variants ?? []) \(section.footer?.variants ?? []) \(section.when.map { "\($0)" } ?? "-")\n"
            for row in section.rows {
                let rules = (row.kind as? TextKind).map(\.rules).map { "\($0.length) \($0.pattern?.source ?? "-") \($0.patternMessage?.variants ?? [])" } ?? "-"
                text += "  \(row.key ?? "-") \(row.kind.typeName) \(row.title.variants) \(row.help?.variants ?? []) \(row.placeholder?.variants ?? [])"
                text += " \(row.isRequired) \(row.defaultValue.map { "\($0)" } ?? "-") \(row.when.map { "\($0)" } ?? "-") \(rules)"
                text += " \(row.kind.options) \(row.kind.unit.map { "\($0.key) \($0.title.variants) \($0.options) \($0.defaultValue ?? "-")" } ?? "-")"
                switch row.kind {
                case let kind as IntegerKind: text += " \(kind.bounds)"
                case let kind as NumberKind: text += " \(kind.bounds)"
                case let kind as MultiselectKind: text += " \(kind.selected)"
                case let kind as DateKind: text += " \(kind.bounds)"
                default: break
                }
                text += " \(row.pointer)\n"
            }
        }
        return text
    }

    @Test func tripFormModel() throws {
        let form = try #require(FormLoader().load(try Self.formBytes("trip.json")).form)
        #expect(form.id == "trip-request")
        #expect(form.title == "Trip request")
        #expect(form.sections.map { $0.id ?? "-" } == ["traveller", "trip", "extras"])
        #expect(form.submit == nil)
        #expect(form.rows.map(summary) == [
            "name text 'Your name' required minLength 2 maxLength 80 pattern ^[^0-9]+$ message 'no digits, please'",
            "age integer 'Age' min 0 max 120",
            "email email 'Email for the booking'",
            "role select 'Role' options employee, contractor, guest default employee",
            "guardian text 'Guardian's name' when age < 18",
            "city select 'Destination' required options Paris, Berlin, Lisbon, bj='北京 Beijing', seoul='서울 Seoul', New York",
            "depart date 'Departure date' required min 2026-01-01",
            "nights integer 'Nights' min 1 max 60 default 3",
            "budget number 'Budget' min 0 unit currency 'Currency' EUR, USD, CNY, KRW default EUR",
            "tags multiselect 'Purpose' options work, conference, family, solo minSelected 1 maxSelected 2",
            "address.street text 'Street address at the destination'",
            "address.city text 'City of that address'",
            "- note 'Insurance is recommended for trips longer than a week.'",
            "insurance confirm 'Travel insurance?' default no",
            "site url 'Conference website' when tags contains 'conference'",
            "token secret 'Booking token' minLength 6",
        ])
    }

    @Test func numericOptionValuesOtherThanTheirPositionsAreAWarning() throws {
        let warned = load(form(rows: #"{"key": "v", "type": "select", "options": ["18", "17", "16"]}"#))
        #expect(warned.form != nil)
        #expect(rendered(warned) == ["f.json:2:43: warning: option values are numbers other than their positions: at a terminal "
            + "'2' chooses the second option unless a value is '2', and a script's option number is refused (scripts give "
            + "values) (at /sections/0/rows/0/options)"])
        // A scale whose values are its positions reads the same either way.
        #expect(load(form(rows: #"{"key": "v", "type": "select", "options": ["1", "2", "3"]}"#)).diagnostics.isEmpty)
    }

    @Test func aSelectsOrAUnitsOptionValueMayHoldAComma() throws {
        let text = form(rows: #"{"key": "a", "type": "select", "options": ["x", "a,b"]}, "#
            + #"{"key": "n", "type": "number", "unit": {"key": "u", "options": ["kg, net", "lb"]}}"#)
        let result = load(text)
        #expect(result.diagnostics.isEmpty)
        #expect(result.form?.rows.first?.kind.options.map(\.value) == ["x", "a,b"])
    }

    @Test func titlesDefaultToTheKey() throws {
        let text = form(rows: #"{"key": "amount", "type": "number", "unit": {"key": "currency", "options": ["EUR", "USD"]}}"#)
        let row = try #require(load(text).form?.rows.first)
        #expect(summary(row) == "amount number 'amount' unit currency 'currency' EUR, USD")
    }

    @Test func environmentDefaultIsKeptByName() throws {
        let text = form(rows: #"{"key": "token", "type": "secret", "default": "${env:TRIP_TOKEN}"}"#)
        let row = try #require(load(text).form?.rows.first)
        #expect(row.defaultValue == .environment("TRIP_TOKEN"))
    }
}

/// One line per row with everything the loader decided about it, so the whole model can be
/// compared as text.
private func summary(_ row: Row) -> String {
    var parts = [row.key ?? "-", row.kind.typeName, "'\(row.title.text)'"]
    if row.isRequired { parts.append("required") }
    func bounds<T>(_ bounds: Bounds<T>, _ low: String = "min", _ high: String = "max") {
        if let min = bounds.min { parts.append("\(low) \(describe(min))") }
        if let max = bounds.max { parts.append("\(high) \(describe(max))") }
    }
    func describe<T>(_ value: T) -> String {
        if let double = value as? Double { return AnswerValue.format(double) }
        return String(describing: value)
    }
    func options(_ options: [Option]) -> String {
        options.map { option in option.label.map { "\(option.value)='\($0.text)'" } ?? option.value }.joined(separator: ", ")
    }
    switch row.kind {
    case let kind as TextKind:
        let rules = kind.rules
        bounds(rules.length, "minLength", "maxLength")
        if let pattern = rules.pattern { parts.append("pattern \(pattern.source)") }
        if let message = rules.patternMessage { parts.append("message '\(message.text)'") }
    case let kind as IntegerKind:
        let (range, unit) = (kind.bounds, kind.unit)
        bounds(range)
        if let unit { parts.append("unit \(unit.key) '\(unit.title.text)' \(options(unit.options))") }
        if let unitDefault = unit?.defaultValue { parts.append("default \(unitDefault)") }
    case let kind as NumberKind:
        let (range, unit) = (kind.bounds, kind.unit)
        bounds(range)
        if let unit { parts.append("unit \(unit.key) '\(unit.title.text)' \(options(unit.options))") }
        if let unitDefault = unit?.defaultValue { parts.append("default \(unitDefault)") }
    case let kind as SelectKind:
        parts.append("options \(options(kind.options))")
    case let kind as MultiselectKind:
        parts.append("options \(options(kind.options))")
        bounds(kind.selected, "minSelected", "maxSelected")
    case let kind as DateKind:
        bounds(kind.bounds)
    default:
        break
    }
    switch row.defaultValue {
    case .value(let value): parts.append("default \(value.plainText)")
    case .environment(let name): parts.append("default ${env:\(name)}")
    case .template(let template): parts.append("default \(template)")
    case nil: break
    }
    if let when = row.when { parts.append("when \(when)") }
    return parts.joined(separator: " ")
}
