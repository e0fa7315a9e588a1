import Testing
@testable import AskCore

/// Every field of a loaded form that the walker reads, row by row, as text: two forms with
/// equal summaries ask the same questions under the same rules.
private func summary(_ form: Form) -> String {
    var text = ""
    dump(form, to: &text)
    return text
}

/// The trip form as the JSON file a person would write.
private let tripJSON = #"""
{"askform": 1, "id": "trip-request", "title": "Trip request", "languages": ["en", "zh-Hans"], "defaultLanguage": "en",
 "sections": [
  {"id": "traveller", "title": "Traveller", "footer": {"en": "Thanks", "zh-Hans": "谢谢"}, "rows": [
    {"key": "name", "type": "text", "title": "Your name", "required": true, "minLength": 2, "maxLength": 80,
     "pattern": "^[^0-9]+$", "patternMessage": "no digits, please"},
    {"key": "age", "type": "integer", "title": "Age", "min": 0, "max": 120},
    {"key": "role", "type": "select", "options": ["employee", "contractor"], "default": "employee"},
    {"key": "agency", "type": "text", "when": "role == 'contractor'", "help": "Who pays you"},
    {"key": "budget", "type": "number", "min": 0.5,
     "unit": {"key": "currency", "options": ["EUR", "USD"], "default": "EUR"}},
    {"key": "city", "type": "select", "options": ["Paris", {"value": "bj", "label": {"en": "Beijing", "zh-Hans": "北京"}}],
     "required": true},
    {"key": "tags", "type": "multiselect", "options": ["work", "family"], "minSelected": 1, "maxSelected": 2},
    {"key": "insurance", "type": "confirm", "default": false}
  ]},
  {"title": "Details", "rows": [
    {"key": "token", "type": "secret"},
    {"key": "email", "type": "email", "placeholder": "name@example.org"},
    {"key": "site", "type": "url"},
    {"key": "depart", "type": "date", "min": "2026-01-01", "max": "2026-12-31"},
    {"type": "note", "title": "Text shown, asks nothing"},
    {"key": "address.city", "type": "text", "default": "${env:CITY}"}
  ], "when": "age >= 18"}
 ],
 "submit": {"url": "https://example.org/trips", "method": "PUT",
            "headers": {"Authorization": "Bearer ${env:TRIP_TOKEN}"}, "timeout": 30, "retries": 3}}
"""#

/// The line `tripDefinition` starts on: its diagnostics are counted from it.
private let tripLine = #line + 3

/// The same form in Swift.
private func tripDefinition() -> FormDefinition {
    FormDefinition(id: "trip-request", title: "Trip request", languages: ["en", "zh-Hans"], defaultLanguage: "en") {
        Part("Traveller", id: "traveller", footer: ["en": "Thanks", "zh-Hans": "谢谢"]) {
            TextQuestion("name", title: "Your name").required().length(2...80).pattern("^[^0-9]+$", message: "no digits, please")
            IntegerQuestion("age", title: "Age").range(0...120)
            SelectQuestion("role", options: ["employee", "contractor"]).default("employee")
            TextQuestion("agency").when("role == 'contractor'").help("Who pays you")
            NumberQuestion("budget").minimum(0.5).unit("currency", options: ["EUR", "USD"], default: "EUR")
            SelectQuestion("city", options: ["Paris", Choice(value: "bj", label: ["en": "Beijing", "zh-Hans": "北京"])]).required()
            MultiselectQuestion("tags", options: ["work", "family"]).selected(1...2)
            ConfirmQuestion("insurance").default(false)
        }
        Part("Details") {
            SecretQuestion("token")
            EmailQuestion("email").placeholder("name@example.org")
            URLQuestion("site")
            DateQuestion("depart").earliest("2026-01-01").latest("2026-12-31")
            Note("Text shown, asks nothing")
            TextQuestion("address.city").defaultFromEnvironment("CITY")
        }
        .when("age >= 18")
        Submit(url: "https://example.org/trips", method: "PUT", headers: ["Authorization": "Bearer ${env:TRIP_TOKEN}"],
               timeout: 30, retries: 3)
    }
}

/// The error a definition throws, or nil. Definitions are written outside `#require` and
/// `#expect`: inside a macro's argument `#line` and `#column` are the macro's position.
private func failure(_ define: () throws -> Form) -> FormDefinitionError? {
    do {
        _ = try define()
        return nil
    } catch {
        return error as? FormDefinitionError
    }
}

@Suite("FormDefinition")
struct FormDefinitionTests {
    @Test func aMultiLineTextQuestion() throws {
        let definition = FormDefinition {
            Part { TextQuestion("steps").multiline().required() }
        }
        let form = try #require(definition.load().form)
        #expect(form.rows.first?.kind.isMultiline == true)
        #expect(JSONValue(definition.tree).serialized(pretty: false).contains(#""multiline":true"#))
    }

    // MARK: The same form as a file

    @Test func aDefinitionBuildsTheTreeTheFileParsesTo() throws {
        let file = try JSONReader.parse(Array(tripJSON.utf8))
        #expect(JSONValue(tripDefinition().tree) == JSONValue(file))
    }

    @Test func aDefinitionLoadsToTheFormTheFileLoadsTo() throws {
        let fromFile = FormLoader().load(Array(tripJSON.utf8))
        let fromSwift = tripDefinition().load()
        let fileForm = try #require(fromFile.form)
        let swiftForm = try #require(fromSwift.form)
        #expect(summary(swiftForm) == summary(fileForm))
        // The same warnings (plain strings lack zh-Hans), at the same pointers.
        #expect(fromSwift.diagnostics.map(\.problem) == fromFile.diagnostics.map(\.problem))
        #expect(fromSwift.diagnostics.map(\.pointer) == fromFile.diagnostics.map(\.pointer))
        let definition = tripDefinition()
        let file = "AskCoreTests/FormDefinitionTests.swift"
        let missing = "has no text in zh-Hans, which the form lists in 'languages'"
        #expect(definition.load().diagnostics.map { definition.sources.rendered($0) } == [
            "\(file):\(tripLine + 1):20: warning: 'title' \(missing) (at /title)",
            "\(file):\(tripLine + 2):14: warning: 'title' \(missing) (at /sections/0/title)",
            "\(file):\(tripLine + 3):26: warning: 'title' \(missing) (at /sections/0/rows/0/title)",
            "\(file):\(tripLine + 3):88: warning: 'patternMessage' \(missing) (at /sections/0/rows/0/patternMessage)",
            "\(file):\(tripLine + 4):29: warning: 'title' \(missing) (at /sections/0/rows/1/title)",
            "\(file):\(tripLine + 6):70: warning: 'help' \(missing) (at /sections/0/rows/3/help)",
            "\(file):\(tripLine + 12):14: warning: 'title' \(missing) (at /sections/1/title)",
            "\(file):\(tripLine + 14):48: warning: 'placeholder' \(missing) (at /sections/1/rows/1/placeholder)",
            "\(file):\(tripLine + 17):18: warning: 'title' \(missing) (at /sections/1/rows/4/title)",
        ])

        #expect(swiftForm.id == "trip-request")
        #expect(swiftForm.rows.map(\.key) == ["name", "age", "role", "agency", "budget", "city", "tags", "insurance",
                                             "token", "email", "site", "depart", nil, "address.city"])
        #expect(swiftForm.rows.map(\.kind.typeName) == ["text", "integer", "select", "text", "number", "select", "multiselect",
                                                       "confirm", "secret", "email", "url", "date", "note", "text"])
        #expect(swiftForm.rows.map(\.title.text) == ["Your name", "Age", "role", "agency", "budget", "city", "tags",
                                                    "insurance", "token", "email", "site", "depart",
                                                    "Text shown, asks nothing", "address.city"])
        #expect(swiftForm.rows[0].isRequired)
        #expect((swiftForm.rows[0].kind as? TextKind)?.rules.length == Bounds(min: 2, max: 80))
        #expect((swiftForm.rows[0].kind as? TextKind)?.rules.patternMessage == "no digits, please")
        guard let ages = swiftForm.rows[1].kind as? IntegerKind, ages.unit == nil else { Issue.record("age is not an integer row"); return }
        #expect(ages.bounds == Bounds(min: 0, max: 120))
        guard let budget = swiftForm.rows[4].kind as? NumberKind, let unit = budget.unit else { Issue.record("budget has no unit"); return }
        #expect(budget.bounds == Bounds(min: 0.5, max: nil))
        #expect(unit.key == "currency")
        #expect(unit.options == ["EUR", "USD"])
        #expect(unit.defaultValue == "EUR")
        #expect(swiftForm.rows[5].kind.options == [Option(value: "Paris"),
                                                  Option(value: "bj", label: LocalizedText(variants: [
                                                      .init(language: "en", text: "Beijing"),
                                                      .init(language: "zh-Hans", text: "北京"),
                                                  ]))])
        guard let tags = swiftForm.rows[6].kind as? MultiselectKind else { Issue.record("tags"); return }
        #expect(tags.selected == Bounds(min: 1, max: 2))
        #expect(swiftForm.rows[7].defaultValue == .value(.bool(false)))
        #expect(swiftForm.rows[13].defaultValue == .environment("CITY"))
        #expect(swiftForm.rows[3].when == (try ConditionParser.parse("role == 'contractor'")))
        #expect(swiftForm.sections.map(\.title?.text) == ["Traveller", "Details"])
        #expect(swiftForm.sections[1].when == (try ConditionParser.parse("age >= 18")))
        #expect(swiftForm.submit == SubmitSpec(url: "https://example.org/trips", method: "PUT",
                                               headers: [.init(name: "Authorization", value: "Bearer ${env:TRIP_TOKEN}")],
                                               timeout: 30, retries: 3))
    }

    // MARK: Broken definitions: every problem at once, at the Swift line that caused it

    @Test func aBrokenDefinitionThrowsEveryProblemWithItsPointerAndLine() throws {
        let line = #line + 2
        let caught = failure {
            try Form(id: "broken") {
                Part("One") {
                    TextQuestion("name")
                    IntegerQuestion("age").minimum(18)
                        .maximum(12)
                    Question("size", type: "integr")
                    TextQuestion("name").when("age < 18 && size == 1")
                }
                Part {}
            }
        }
        let error = try #require(caught)
        let file = "AskCoreTests/FormDefinitionTests.swift"
        #expect(error.description == """
            \(file):\(line + 3):52: error: 'min' (18) is greater than 'max' (12) (at /sections/0/rows/1/min)
            \(file):\(line + 5):30: error: unknown row type 'integr' (did you mean 'integer'?) (at /sections/0/rows/2/type)
            \(file):\(line + 6):34: error: duplicate row key 'name', first used at \(line + 2):34 (at /sections/0/rows/3/key)
            \(file):\(line + 6):57: error: invalid 'when' expression: use 'and' instead of '&&' (at /sections/0/rows/3/when)
            \(file):\(line + 8):22: warning: section '/sections/1' has no rows (at /sections/1/rows)
            """)
        #expect(error.errors.count == 4)
        #expect(error.warnings.map(\.pointer) == ["/sections/1/rows"])
        // Values are placed just past the call's parenthesis, where the first argument starts;
        // the `when` error lands on the `&&` itself.
        #expect(error.errors.map(\.location) == [SourceLocation(line: line + 3, column: 52),
                                                 SourceLocation(line: line + 5, column: 30),
                                                 SourceLocation(line: line + 6, column: 34),
                                                 SourceLocation(line: line + 6, column: 57)])
    }

    @Test func aProblemInAPartFromAnotherFileNamesThatFile() throws {
        let line = #line + 2
        let caught = failure {
            try Form(id: "spread", title: ["en": "Spread", "en": "Again"]) {
                contactPart()
            }
        }
        let error = try #require(caught)
        // In line order, whatever the file: the fixture's line 8 comes first.
        #expect(error.rendered() == [
            "AskCoreTests/DefinitionFixture.swift:8:24: error: 'maxLength' must not be negative, found -1 (at /sections/0/rows/0/maxLength)",
            "AskCoreTests/FormDefinitionTests.swift:\(line):21: error: duplicate key 'en' (at /title/en)",
        ])
        #expect(error.sources.rootFile == "AskCoreTests/FormDefinitionTests.swift")
    }

    @Test func theCallersLoaderAndItsLimitsAreUsed() throws {
        let loader = FormLoader(limits: SourceLimits(maxFileBytes: 1_000, maxDepth: 16, maxRows: 2, maxOptions: 10))
        let caught = failure {
            try Form(loader: loader) {
                Part { for index in 0..<3 { ConfirmQuestion("q\(index)") } }
            }
        }
        let error = try #require(caught)
        #expect(error.diagnostics.map { $0.rendered(file: "f") } == [
            "f:\(#line - 4):60: error: more than 2 rows (at /sections/0/rows/2)",
        ])
        let form = try Form(loader: loader) { Part { ConfirmQuestion("a"); ConfirmQuestion("b") } }
        #expect(form.rows.map(\.key) == ["a", "b"])
    }

    @Test func aBrokenTextIsReportedNotTrapped() throws {
        let caught = failure {
            try Form(title: [:]) { Part { NumberQuestion("n").minimum(.infinity) } }
        }
        let error = try #require(caught)
        #expect(error.errors.map { "\($0.pointer ?? "") \(Catalog.english.text(for: $0.problem))" } == [
            "/title 'title' must not be empty",
            "/sections/0/rows/0/min 'min' must be a number from -1.7976931348623157e308 to 1.7976931348623157e308, found the number inf",
        ])
    }

    // MARK: Warnings on success

    @Test func defineReturnsTheFormWithItsWarnings() throws {
        let line = #line + 1
        let defined = try Form.define(id: "w") {
            Part("Size") { SelectQuestion("size", options: ["one"]) }
        }
        #expect(defined.form.rows.map(\.key) == ["size"])
        #expect(defined.warnings.map { defined.sources.rendered($0) } == [
            "AskCoreTests/FormDefinitionTests.swift:\(line + 1):42: warning: only one option to choose from (at /sections/0/rows/0/options)",
        ])
    }

    // MARK: Control flow in the builders

    @Test(arguments: [false, true])
    func ifElseAndForGenerateRowsAndParts(withTravel: Bool) throws {
        let stops = ["paris", "rome", "oslo"]
        let form = try Form(id: "flow") {
            Part("You") {
                TextQuestion("name")
                if withTravel {
                    DateQuestion("depart")
                } else {
                    Note("No travel this time.")
                }
                for stop in stops {
                    ConfirmQuestion("stops.\(stop)", title: "Stop in \(stop)?")
                }
                if !withTravel { IntegerQuestion("days") }
            }
            if withTravel {
                Part("Travel") { NumberQuestion("budget") }
                Submit(url: "https://example.org/trips")
            }
            for index in 1...2 {
                Part("Extra \(index)", id: "extra\(index)") { TextQuestion("extra\(index)") }
            }
        }
        if withTravel {
            #expect(form.rows.map(\.key) == ["name", "depart", "stops.paris", "stops.rome", "stops.oslo",
                                             "budget", "extra1", "extra2"])
            #expect(form.sections.map(\.id) == [nil, nil, "extra1", "extra2"])
            #expect(form.submit?.url == "https://example.org/trips")
        } else {
            #expect(form.rows.map(\.key) == ["name", nil, "stops.paris", "stops.rome", "stops.oslo", "days",
                                             "extra1", "extra2"])
            #expect(form.sections.map(\.title?.text) == ["You", "Extra 1", "Extra 2"])
            #expect(form.submit == nil)
        }
        #expect(form.rows[2].title.text == "Stop in paris?")
    }

    @Test func aModifierAppliedTwiceKeepsTheLaterValueInItsPlace() {
        let row = TextQuestion("a").minLength(1).required().minLength(3)
        #expect(JSONValue(row.node).serialized(pretty: false)
            == #"{"key":"a","type":"text","minLength":3,"required":true}"#)
    }

    @Test func twoSubmitBlocksAreARepeatedKey() throws {
        let line = #line + 2
        let caught = failure {
            try Form { Part { TextQuestion("a") }; Submit(url: "https://a.example"); Submit(url: "ftp://b") }
        }
        let error = try #require(caught)
        #expect(error.rendered() == [
            "AskCoreTests/FormDefinitionTests.swift:\(line):92: error: duplicate key 'submit' (at /submit)",
        ])
    }

    // MARK: Custom row types

    /// A program's own element for a row type of its own, with the built-in modifiers.
    struct SemverQuestion: FormQuestion {
        var definition: RowDefinition

        init(_ key: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
            definition = RowDefinition(type: "semver", key: key, fileID: fileID, line: line, column: column)
        }
    }

    @Test func aRowTypeByNameIsJudgedByTheLoader() throws {
        let line = #line + 2
        let caught = failure {
            try Form { Part { SemverQuestion("version").required().setting("prefix", to: "v") } }
        }
        let error = try #require(caught)
        #expect(error.rendered() == [
            "AskCoreTests/FormDefinitionTests.swift:\(line):46: error: unknown row type 'semver'; types are text, integer, number, select, multiselect, confirm, secret, email, url, date, note (at /sections/0/rows/0/type)",
            "AskCoreTests/FormDefinitionTests.swift:\(line):75: error: unknown key 'prefix' (at /sections/0/rows/0/prefix)",
        ])
        let custom = Question("version", type: "text").required().setting("maxLength", to: 12).default("1.0.0")
        #expect(JSONValue(custom.node).serialized(pretty: false)
            == #"{"key":"version","type":"text","required":true,"maxLength":12,"default":"1.0.0"}"#)
        let form = try Form { Part { custom } }
        #expect((form.rows[0].kind as? TextKind)?.rules.length == Bounds(min: nil, max: 12))
        #expect(form.rows[0].defaultValue == .value(.string("1.0.0")))
    }

    // MARK: The usage example of the report, as it compiles and runs

    @Test func aFormDefinedInSwiftIsWalkedAndItsAnswersDecoded() throws {
        struct Signup: Decodable, Equatable {
            struct Contact: Decodable, Equatable { var email: String; var phone: String? }
            enum Role: String, Decodable { case attendee, speaker }
            var name: String
            var role: Role
            var minutes: Int?
            var contact: Contact
        }
        let form = try Form(id: "signup", title: ["en": "Sign-up", "zh-Hans": "报名"]) {
            Part("You") {
                TextQuestion("name", title: "Name").required().length(2...80)
                EmailQuestion("contact.email").required()
                TextQuestion("contact.phone").pattern("^[0-9 +]+$", message: "digits only")
                SelectQuestion("role", options: ["attendee", "speaker"]).default("attendee")
                IntegerQuestion("minutes").range(10...60).when("role == 'speaker'")
            }
            Submit(url: "https://example.org/signups", retries: 3)
        }
        var walker = Walker(form: form)
        for line in ["Ada", "ada@example.org", "", "speaker", "30"] {
            while case .sectionStart = walker.next() {}
            _ = try walker.answer(line).get()
        }
        let signup = try AnswerDecoding.decode(Signup.self, from: walker.visibleAnswers)
        #expect(signup == Signup(name: "Ada", role: .speaker, minutes: 30, contact: .init(email: "ada@example.org", phone: nil)))
        #expect(walker.next() == .sectionEnd(section: 0))
        #expect(walker.next() == .finished)
    }
}
