extension AnswerSchema {
    /// A schema predicate over the whole answers document, simplified as it is built.
    indirect enum Predicate: Equatable {
        case always
        case never
        /// The key at the path is present and its value satisfies the schema (`true`: any).
        case has([String], JSONValue)
        case negation(Predicate)
        case conjunction([Predicate])
        case disjunction([Predicate])

        static func not(_ inner: Predicate) -> Predicate {
            switch inner {
            case .always: return .never
            case .never: return .always
            case .negation(let twice): return twice
            default: return .negation(inner)
            }
        }

        static func all(_ parts: [Predicate]) -> Predicate {
            var kept: [Predicate] = []
            for part in parts {
                switch part {
                case .always: continue
                case .never: return .never
                case .conjunction(let inner): kept += inner
                default: kept.append(part)
                }
            }
            if kept.isEmpty { return .always }
            return kept.count == 1 ? kept[0] : .conjunction(kept)
        }

        static func any(_ parts: [Predicate]) -> Predicate {
            var kept: [Predicate] = []
            for part in parts {
                switch part {
                case .never: continue
                case .always: return .always
                case .disjunction(let inner): kept += inner
                default: kept.append(part)
                }
            }
            if kept.isEmpty { return .never }
            return kept.count == 1 ? kept[0] : .disjunction(kept)
        }

        var json: JSONValue {
            switch self {
            case .always: return .bool(true)
            case .never: return .bool(false)
            case .has(let path, let schema): return Self.has(path[...], schema)
            case .negation(let inner): return .object([("not", inner.json)])
            case .conjunction(let parts): return .object([("allOf", .array(parts.map(\.json)))])
            case .disjunction(let parts): return .object([("anyOf", .array(parts.map(\.json)))])
            }
        }

        /// `{"required": ["a"], "properties": {"a": {"required": ["b"], …}}}` down the path.
        private static func has(_ path: ArraySlice<String>, _ schema: JSONValue) -> JSONValue {
            guard let name = path.first else { return schema }
            var members: [(String, JSONValue)] = [("required", .array([.string(name)]))]
            let inner = path.count == 1 ? schema : has(path.dropFirst(), schema)
            if inner != .bool(true) { members.append(("properties", .object([(name, inner)]))) }
            return .object(members)
        }
    }

    /// What each key's value can be in a document that passes: the domain on which the
    /// translated conditions have to agree with ``Condition/evaluate(_:)``.
    struct KeyValues {
        enum Kind: Equatable {
            /// text, secret, email, url, select, unit; `date` values are `YYYY-MM-DD`.
            case string(date: Bool)
            case integer
            case number
            case bool
            case list
        }

        struct Value {
            var kind: Kind
            /// Whether a present value may be null (optional rows; never units).
            var nullable: Bool
        }

        var values: [String: Value] = [:]

        init(form: Form) {
            for row in form.rows {
                guard let key = row.key else { continue }
                let kind: Kind?
                switch row.kind.shape {
                case .text: kind = .string(date: false)
                case .date: kind = .string(date: true)
                case .integer: kind = .integer
                case .number: kind = .number
                case .bool: kind = .bool
                case .list: kind = .list
                case nil: kind = nil
                }
                if let kind { values[key] = Value(kind: kind, nullable: !row.isRequired) }
                if let unit = row.kind.unit { values[unit.key] = Value(kind: .string(date: false), nullable: false) }
            }
        }

        /// Whether ``predicate(_:)`` states `condition` exactly: it holds no
        /// ``Condition/expression(_:)`` test.
        func isExact(_ condition: Condition) -> Bool {
            switch condition {
            case .and(let a, let b), .or(let a, let b): return isExact(a) && isExact(b)
            case .not(let inner): return isExact(inner)
            case .expression: return false
            default: return true
            }
        }

        /// The predicate that holds exactly when `condition` evaluates to true, a missing key
        /// reading as null.
        func predicate(_ condition: Condition) -> Predicate {
            switch condition {
            case .comparison(let key, let op, let literal):
                return compare(key, op, literal)
            case .membership(let key, let literals):
                return .any(literals.map { compare(key, .equal, $0) })
            case .contains(let key, let literal):
                return contains(key, literal)
            case .and(let left, let right):
                return .all([predicate(left), predicate(right)])
            case .or(let left, let right):
                return .any([predicate(left), predicate(right)])
            case .not(let inner):
                return .not(predicate(inner))
            case .expression:
                // Not exact: callers check ``isExact(_:)`` first.
                return .never
            }
        }

        private func compare(_ key: String, _ op: Condition.ComparisonOperator, _ literal: Condition.Literal) -> Predicate {
            guard let value = values[key] else {
                // A key no row asks is always null (the loader does not let this happen).
                return Condition.compare(.null, op, literal) ? .always : .never
            }
            let path = AnswerSchema.path(key)
            switch op {
            case .equal: return equals(path, value, literal)
            case .notEqual: return .not(equals(path, value, literal))
            case .less, .lessOrEqual, .greater, .greaterOrEqual: return order(path, value, op, literal)
            }
        }

        private func equals(_ path: [String], _ value: Value, _ literal: Condition.Literal) -> Predicate {
            switch (value.kind, literal) {
            case (_, .null):
                return .not(.has(path, value.nullable ? AnswerSchema.notNull : .bool(true)))
            case (.bool, .bool(let flag)):
                return .has(path, .object([("const", .bool(flag))]))
            case (.string, .string(let text)):
                return .has(path, .object([("const", .string(text))]))
            case (.integer, .number(let number)) where number.rounded() != number:
                return .never
            case (.integer, .number(let number)), (.number, .number(let number)):
                return .has(path, .object([("const", AnswerSchema.number(number))]))
            default:
                // Other pairings, a list with anything included, are never equal.
                return .never
            }
        }

        private func order(_ path: [String], _ value: Value, _ op: Condition.ComparisonOperator,
                           _ literal: Condition.Literal) -> Predicate {
            switch (value.kind, literal) {
            case (.integer, .number(let number)), (.number, .number(let number)):
                let keyword: String
                switch op {
                case .less: keyword = "exclusiveMaximum"
                case .lessOrEqual: keyword = "maximum"
                case .greater: keyword = "exclusiveMinimum"
                default: keyword = "minimum"
                }
                return .has(path, .object([("type", .string("number")), (keyword, AnswerSchema.number(number))]))
            case (.string(let date), .string(let text)):
                // Dates compare with date literals (the loader checks them): digits suffice.
                let digits = date && ISODate(text) != nil
                let pattern = Patterns.order(op, text, digits: digits)
                switch pattern {
                case nil: return .never
                case ""?: return .has(path, .object([("type", .string("string"))]))
                case let pattern?:
                    return .has(path, .object([("type", .string("string")), ("pattern", .string(pattern))]))
                }
            default:
                // Booleans, lists, null and mismatched literals have no order: always false.
                return .never
            }
        }

        private func contains(_ key: String, _ literal: Condition.Literal) -> Predicate {
            guard let value = values[key], case .string(let needle) = literal else { return .never }
            let path = AnswerSchema.path(key)
            switch value.kind {
            case .list:
                return .has(path, .object([("type", .string("array")), ("contains", .object([("const", .string(needle))]))]))
            case .string:
                if needle.isEmpty { return .has(path, .object([("type", .string("string"))])) }
                return .has(path, .object([("type", .string("string")), ("pattern", .string(Patterns.literal(needle)))]))
            default:
                return .never
            }
        }
    }
}
