import Testing
@testable import AskCore

@Suite struct AnswerSchemaTests {
    // MARK: The whole schema of a small form

    static let form = #"""
        {
          "askform": 1,
          "id": "mini form",
          "title": "Mini",
          "sections": [
            {
              "rows": [
                { "key": "name", "type": "text", "title": "Name", "required": true, "minLength": 2 },
                { "key": "age", "type": "integer", "min": 0, "max": 120 },
                { "key": "guardian.name", "type": "text", "required": true, "when": "age < 18" },
                { "key": "height", "type": "number", "min": 0.5, "unit": { "key": "height_unit", "options": ["cm", "in"] } },
                { "key": "day", "type": "date", "min": "2026-01-01", "when": "name >= 'm' and height != null" }
              ]
            }
          ]
        }
        """#

    @Test func smallFormGivesTheWholeSchema() throws {
        let form = try #require(FormLoader().load(Array(Self.form.utf8)).form)
        #expect(AnswerSchema.schema(for: form).serialized() == #"""
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": "mini%20form",
              "title": "Mini",
              "type": "object",
              "properties": {
                "name": {
                  "title": "Name",
                  "type": "string",
                  "minLength": 2
                },
                "age": {
                  "title": "age",
                  "type": [
                    "integer",
                    "null"
                  ],
                  "minimum": 0,
                  "maximum": 120
                },
                "guardian": {
                  "type": "object",
                  "properties": {
                    "name": {
                      "title": "guardian.name",
                      "type": "string",
                      "minLength": 1
                    }
                  },
                  "additionalProperties": false
                },
                "height": {
                  "title": "height",
                  "type": [
                    "number",
                    "null"
                  ],
                  "minimum": 0.5,
                  "maximum": 1.7976931348623157e+308
                },
                "height_unit": {
                  "title": "height_unit",
                  "enum": [
                    "cm",
                    "in",
                    null
                  ]
                },
                "day": {
                  "title": "day",
                  "type": [
                    "string",
                    "null"
                  ],
                  "pattern": "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$(?!\\n)",
                  "allOf": [
                    {
                      "pattern": "^(?:[3-9]|2(?:[1-9]|0(?:[3-9]|2(?:[7-9]|6-(?:[1-9]|0(?:[2-9]|1-(?:[1-9]|0(?:[2-9]|1))))))))"
                    }
                  ]
                }
              },
              "required": [
                "name"
              ],
              "additionalProperties": false,
              "allOf": [
                {
                  "if": {
                    "required": [
                      "age"
                    ],
                    "properties": {
                      "age": {
                        "type": "number",
                        "exclusiveMaximum": 18
                      }
                    }
                  },
                  "then": {
                    "required": [
                      "guardian"
                    ],
                    "properties": {
                      "guardian": {
                        "required": [
                          "name"
                        ]
                      }
                    }
                  },
                  "else": {
                    "not": {
                      "required": [
                        "guardian"
                      ],
                      "properties": {
                        "guardian": {
                          "required": [
                            "name"
                          ]
                        }
                      }
                    }
                  }
                },
                {
                  "if": {
                    "required": [
                      "height"
                    ],
                    "properties": {
                      "height": {
                        "not": {
                          "type": "null"
                        }
                      }
                    }
                  },
                  "then": {
                    "required": [
                      "height_unit"
                    ],
                    "properties": {
                      "height_unit": {
                        "not": {
                          "type": "null"
                        }
                      }
                    }
                  },
                  "else": {
                    "not": {
                      "required": [
                        "height_unit"
                      ],
                      "properties": {
                        "height_unit": {
                          "not": {
                            "type": "null"
                          }
                        }
                      }
                    }
                  }
                },
                {
                  "if": {
                    "allOf": [
                      {
                        "required": [
                          "name"
                        ],
                        "properties": {
                          "name": {
                            "type": "string",
                            "pattern": "^(?:[^\\u0000-\\u006D]|m)"
                          }
                        }
                      },
                      {
                        "required": [
                          "height"
                        ],
                        "properties": {
                          "height": {
                            "not": {
                              "type": "null"
                            }
                          }
                        }
                      }
                    ]
                  },
                  "else": {
                    "not": {
                      "required": [
                        "day"
                      ]
                    }
                  }
                }
              ]
            }
            """#)
    }

    // MARK: Value rules

    static func schema(_ rows: String) throws -> JSONValue {
        let text = #"{"askform": 1, "sections": [{"rows": ["# + rows + "]}]}"
        let result = FormLoader().load(Array(text.utf8))
        let form = try #require(result.form, "\(result.errors.map { $0.rendered(file: "form") })")
        return AnswerSchema.schema(for: form)
    }

    /// The schema of the first key of the form, on one line.
    static func property(_ row: String) throws -> String {
        guard case .object(let members) = try schema(row),
              case .object(let properties)? = members.first(where: { $0.0 == "properties" })?.1,
              let first = properties.first else { return "" }
        return first.1.serialized(pretty: false)
    }

    static let valueRules: [(row: String, schema: String)] = [
        (#"{"key": "k", "type": "integer"}"#,
         #"{"title":"k","type":["integer","null"],"minimum":-9223372036854775808,"maximum":9223372036854775807}"#),
        (#"{"key": "k", "type": "number", "required": true, "max": 1e20}"#,
         #"{"title":"k","type":"number","minimum":-1.7976931348623157e+308,"maximum":1e+20}"#),
        (#"{"key": "k", "type": "confirm", "required": true}"#, #"{"title":"k","type":"boolean"}"#),
        (#"{"key": "k", "type": "select", "options": ["a", {"value": "b", "label": "B"}]}"#,
         #"{"title":"k","enum":["a","b",null]}"#),
        (#"{"key": "k", "type": "multiselect", "options": ["a", "b"], "minSelected": 1, "maxSelected": 2}"#,
         #"{"title":"k","type":["array","null"],"items":{"enum":["a","b"]},"uniqueItems":true,"minItems":1,"maxItems":2}"#),
        // A required multiselect needs at least one choice.
        (#"{"key": "k", "type": "multiselect", "options": ["a", "b"], "required": true}"#,
         #"{"title":"k","type":"array","items":{"enum":["a","b"]},"uniqueItems":true,"minItems":1}"#),
        (#"{"key": "k", "type": "secret", "minLength": 6, "maxLength": 8, "pattern": "^[0-9]+$"}"#,
         #"{"title":"k","type":["string","null"],"minLength":6,"maxLength":8,"pattern":"^[0-9]+$(?!\\n)"}"#),
        (#"{"key": "k", "type": "date", "required": true, "max": "2026-12-31"}"#,
         #"{"title":"k","type":"string","pattern":"# + "\"" + AnswerSchema.Patterns.date.replacing("\\", with: "\\\\")
            + #"","allOf":[{"pattern":"^(?:[0-1]|20(?:[0-1]|2(?:[0-5]|6-(?:0|1(?:[0-1]|2-(?:[0-2]|3(?:0|1)))))))"}]}"#),
    ]

    @Test(arguments: valueRules)
    func valueRulesOfEachType(_ row: String, _ schema: String) throws {
        #expect(try Self.property(row) == schema)
    }

    @Test func emailWithItsOwnPatternChecksBoth() throws {
        let schema = try Self.property(#"{"key": "k", "type": "email", "maxLength": 30, "pattern": "[.]org$"}"#)
        let email = AnswerSchema.Patterns.email.replacing("\\", with: "\\\\")
        #expect(schema == #"{"title":"k","type":["string","null"],"maxLength":30,"pattern":""# + email
                + #"","allOf":[{"pattern":"\\.org$(?!\\n)"}]}"#)
    }

    // MARK: Conditions

    /// The `if` of the second row's rule, when the first row is `first` and the second's
    /// `when` is `condition`.
    static func condition(_ first: String, _ condition: String) throws -> String {
        let second = #"{"key": "z", "type": "text", "when": "# + "\"" + condition + #""}"#
        guard case .object(let members) = try schema(first + ", " + second),
              case .array(let rules)? = members.first(where: { $0.0 == "allOf" })?.1,
              case .object(let rule)? = rules.last else { return "" }
        return (rule.first(where: { $0.0 == "if" })?.1 ?? .object(rule)).serialized(pretty: false)
    }

    static let conditions: [(first: String, when: String, predicate: String)] = [
        (#"{"key": "a", "type": "integer"}"#, "a == 18", #"{"required":["a"],"properties":{"a":{"const":18}}}"#),
        // Never true: the row is never shown, so its key is never allowed.
        (#"{"key": "a", "type": "integer"}"#, "a == 1.5", #"{"not":{"required":["z"]}}"#),
        (#"{"key": "a", "type": "number"}"#, "a >= -2.5",
         #"{"required":["a"],"properties":{"a":{"type":"number","minimum":-2.5}}}"#),
        (#"{"key": "a", "type": "integer"}"#, "a == null",
         #"{"not":{"required":["a"],"properties":{"a":{"not":{"type":"null"}}}}}"#),
        (#"{"key": "a", "type": "integer", "required": true}"#, "a != null", #"{"required":["a"]}"#),
        (#"{"key": "a.b", "type": "confirm"}"#, "a.b == true",
         #"{"required":["a"],"properties":{"a":{"required":["b"],"properties":{"b":{"const":true}}}}}"#),
        (#"{"key": "a", "type": "select", "options": ["x", "y"]}"#, "a in ['x', 'y']",
         #"{"anyOf":[{"required":["a"],"properties":{"a":{"const":"x"}}},{"required":["a"],"properties":{"a":{"const":"y"}}}]}"#),
        (#"{"key": "a", "type": "multiselect", "options": ["x", "y"]}"#, "a contains 'x'",
         #"{"required":["a"],"properties":{"a":{"type":"array","contains":{"const":"x"}}}}"#),
        (#"{"key": "a", "type": "text"}"#, "a contains 'x.y'",
         #"{"required":["a"],"properties":{"a":{"type":"string","pattern":"x\\.y"}}}"#),
        (#"{"key": "a", "type": "text"}"#, "a contains ''", #"{"required":["a"],"properties":{"a":{"type":"string"}}}"#),
        (#"{"key": "a", "type": "text"}"#, "a < 'ab'",
         #"{"required":["a"],"properties":{"a":{"type":"string","pattern":"^(?:$(?!\\n)|[\\u0000-\\u0060]|a(?:$(?!\\n)|[\\u0000-\\u0061]))"}}}"#),
        (#"{"key": "a", "type": "text"}"#, "a < ''", #"{"not":{"required":["z"]}}"#),
        (#"{"key": "a", "type": "date"}"#, "a > '2026-06-30'",
         #"{"required":["a"],"properties":{"a":{"type":"string","pattern":"^(?:[3-9]|2(?:[1-9]|0(?:[3-9]|2(?:[7-9]|6-(?:[1-9]|0(?:[7-9]|6-(?:[4-9]|3[1-9])))))))"}}}"#),
        (#"{"key": "a", "type": "confirm"}"#, "not (a == true) and not not (a != false)",
         #"{"allOf":[{"not":{"required":["a"],"properties":{"a":{"const":true}}}},{"not":{"required":["a"],"properties":{"a":{"const":false}}}}]}"#),
    ]

    @Test(arguments: conditions)
    func conditionsBecomePredicates(_ first: String, _ when: String, _ predicate: String) throws {
        #expect(try Self.condition(first, when) == predicate)
    }

    // MARK: Patterns, checked against what askform does

    static func matches(_ pattern: String, _ text: String) throws -> Bool {
        try matches(Regex(pattern), text)
    }

    static func matches(_ regex: Regex<AnyRegexOutput>, _ text: String) throws -> Bool {
        try regex.firstMatch(in: text) != nil
    }

    @Test func datePatternAcceptsExactlyTheRealDays() throws {
        let pattern = try Regex(AnswerSchema.Patterns.date)
        for year in [0, 1, 4, 100, 400, 1900, 2000, 2023, 2024, 2100, 9999] {
            for month in 0...13 {
                for day in 0...32 {
                    let text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
                    #expect(try Self.matches(pattern, text) == (ISODate(text) != nil), "\(text)")
                }
            }
        }
        for year in 0...9999 where try Self.matches(pattern, padded(year, 4) + "-02-29") != (ISODate(padded(year, 4) + "-02-29") != nil) {
            Issue.record("February 29 of \(year)")
        }
        for text in ["2026-01-01\n", "2026-1-01", "12026-01-01", "2026-01-011", "２０２６-01-01", " 2026-01-01"] {
            #expect(try !Self.matches(pattern, text), "\(text)")
        }
    }

    /// `\s` is ECMA-262's WhiteSpace and LineTerminator scalars, defined there by name: tab,
    /// VT, FF, ZWNBSP, the space separators (Zs), LF, CR, LS and PS.
    @Test func whitespaceIsWhatECMAScriptCallsWhitespace() throws {
        let pattern = try Pattern(#"^\s$"#)
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let ecma = [0x09, 0x0B, 0x0C, 0xFEFF, 0x0A, 0x0D, 0x2028, 0x2029].contains(value)
                || scalar.properties.generalCategory == .spaceSeparator
            #expect(pattern.matches(String(Character(scalar))) == ecma, "U+\(String(value, radix: 16))")
        }
    }

    @Test func orderPatternsOrderLikeConditions() throws {
        let alphabet: [Unicode.Scalar] = ["\u{0}", "\n", "a", "b", "北", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}",
                                          "😀", "\u{10FFFF}"]
        let single = alphabet.map { String(Character($0)) }
        let strings = [""] + single + single.flatMap { a in single.map { a + $0 } }
        let literals = [""] + single + ["ab", "a\u{E000}", "😀\u{0}", "\u{10FFFF}a", "北京"]
        for literal in literals {
            for op in [Condition.ComparisonOperator.less, .lessOrEqual, .greater, .greaterOrEqual] {
                let pattern = AnswerSchema.Patterns.order(op, literal, digits: false)
                let regex = try pattern.flatMap { $0.isEmpty ? nil : try Regex($0) }
                for text in strings {
                    let expected = Condition.compare(.string(text), op, .string(literal))
                    let found = try regex.map { try Self.matches($0, text) } ?? (pattern == "")
                    #expect(found == expected, "\(text.debugDescription) \(op.rawValue) \(literal.debugDescription)")
                }
            }
        }
    }

    @Test func dateOrderPatternsOrderLikeDates() throws {
        let days = ["2025-12-31", "2026-01-01", "2026-01-02", "2026-02-28", "2026-06-30", "2026-07-01", "2027-01-01",
                    "1999-12-31", "0000-01-01", "9999-12-31"]
        for literal in days {
            for op in [Condition.ComparisonOperator.less, .lessOrEqual, .greater, .greaterOrEqual] {
                let pattern = try Regex(#require(AnswerSchema.Patterns.order(op, literal, digits: true)))
                for text in days {
                    let expected = Condition.compare(.string(text), op, .string(literal))
                    #expect(try Self.matches(pattern, text) == expected, "\(text) \(op.rawValue) \(literal)")
                }
            }
        }
    }

    @Test func literalPatternsMatchOnlyTheText() throws {
        for (needle, other) in [("x.y", "xzy"), ("a.*(b)", "ab"), ("[x]", "x"), ("\\", "/"), ("^$", ""), ("a b", "a\u{A0}b"),
                                ("北京", "北"), ("😀", "😁"), ("{1}|?+", "1")] {
            let pattern = AnswerSchema.Patterns.literal(needle)
            #expect(try Self.matches(pattern, "<" + needle + ">"), "\(needle)")
            #expect(try !Self.matches(pattern, other), "\(needle) \(other)")
        }
    }

    @Test func idBecomesAURIReference() {
        #expect(AnswerSchema.uriReference("trip-request") == "trip-request")
        #expect(AnswerSchema.uriReference("a b/c?北") == "a%20b%2Fc%3F%E5%8C%97")
    }
}

private func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
