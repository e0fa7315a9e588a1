/// A parsed expression: the language of `when`, templates and (later) checks and computed rows.
///
///     let expression = try Expression.parse("len(name) > 3 and lower(role) == 'admin'")
///     expression.keys          // ["name", "role"]
///     expression.description   // "len(name) > 3 and lower(role) == 'admin'"
///
/// Each part knows where it starts in its text (``offset``, in Unicode scalars), for messages.
/// Two expressions are equal when their trees are: offsets take no part, so an expression
/// equals the one its ``description`` parses to. See docs/FORMAT.md ("`when` conditions").
public struct Expression: Sendable, Equatable {
    /// What a part of an expression is.
    public indirect enum Node: Sendable, Equatable {
        /// `'x'`, `3`, `true`, `null`
        case literal(ExpressionValue)
        /// An answer, dotted keys as written.
        case key(String)
        /// `['a', 'b']`: only the right side of `in`.
        case list([Expression])
        case not(Expression)
        /// `-x`
        case negate(Expression)
        case binary(Expression.Operator, Expression, Expression)
        case call(Expression.Function, [Expression])
    }

    /// A binary operator, its `rawValue` as written.
    public enum Operator: String, Sendable, CaseIterable {
        case or, and
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case `in`, contains
        case add = "+", subtract = "-", multiply = "*", divide = "/"

        /// How tightly the operator binds: `or` 1, `and` 2, comparisons 4, `+ -` 5, `* /` 6
        /// (`not` is 3).
        var precedence: Int {
            switch self {
            case .or: return 1
            case .and: return 2
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .in, .contains: return 4
            case .add, .subtract: return 5
            case .multiply, .divide: return 6
            }
        }
    }

    /// A function an expression may call, its `rawValue` as written.
    public enum Function: String, Sendable, CaseIterable {
        case lower, upper, trim, title, replace, slug, len, contains, matches, count, today, days, env
        case `default`, `if`, index

        /// How many arguments it takes: at least, at most.
        public var arity: ClosedRange<Int> {
            switch self {
            case .today, .index: return 0...0
            case .lower, .upper, .title, .len, .count: return 1...1
            case .contains, .matches, .days, .default: return 2...2
            case .slug, .env, .trim: return 1...2
            case .replace, .if: return 3...3
            }
        }
    }

    /// What this part is.
    public var node: Node
    /// Where this part starts in its text, in Unicode scalars.
    public var offset: Int

    /// A part at `offset`.
    public init(_ node: Node, offset: Int = 0) {
        self.node = node
        self.offset = offset
    }

    /// The same trees, wherever they were written.
    public static func == (a: Expression, b: Expression) -> Bool {
        a.node == b.node
    }

    /// Every key read, in the order written, each once.
    public var keys: [String] {
        var seen: [String] = []
        var known: Set<String> = []
        visit { part in
            if case .key(let key) = part.node, known.insert(key).inserted { seen.append(key) }
        }
        return seen
    }

    /// The variables `env()` reads, by name as written (`env('HOME')`, `env(HOME)`), each once;
    /// a name computed when evaluated is not known here.
    public var environmentNames: [String] {
        var names: [String] = []
        visit { part in
            if case .call(.env, let arguments) = part.node, case .literal(.string(let name))? = arguments.first?.node,
               !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// Calls `body` with this part and then every part inside it, in the order written.
    func visit(_ body: (Expression) -> Void) {
        body(self)
        switch node {
        case .literal, .key: break
        case .list(let items), .call(_, let items): for item in items { item.visit(body) }
        case .not(let inner), .negate(let inner): inner.visit(body)
        case .binary(_, let left, let right):
            left.visit(body)
            right.visit(body)
        }
    }
}

/// A value an expression yields: an answer as it reads in an expression, or a computed one.
///
/// Integer answers read as numbers (exactly up to 2^53); a multiselect answer is a list.
public enum ExpressionValue: Sendable, Equatable {
    case null
    case string(String)
    case number(Double)
    case bool(Bool)
    case list([String])

    /// The value of an answer.
    public init(_ answer: AnswerValue) {
        switch answer {
        case .null: self = .null
        case .string(let text): self = .string(text)
        case .integer(let value): self = .number(Double(value))
        case .number(let value): self = .number(value)
        case .bool(let flag): self = .bool(flag)
        case .list(let items): self = .list(items)
        }
    }

    /// The value as it reads in a template: null is empty, numbers as answers write them
    /// (``AnswerValue/format(_:)``), booleans `true`/`false`, a list's items joined by `, `.
    public var text: String {
        switch self {
        case .null: return ""
        case .string(let text): return text
        case .number(let value): return AnswerValue.format(value)
        case .bool(let flag): return flag ? "true" : "false"
        case .list(let items): return items.joined(separator: ", ")
        }
    }
}

/// What an expression evaluates against: the answers, the day, the environment.
///
/// AskCore reads no clock: the caller says what `today()` is (askform computes it from
/// `SOURCE_DATE_EPOCH` or the local clock).
public struct ExpressionContext {
    /// The current answer of a key; unanswered and hidden keys are `.null`.
    public var answer: (String) -> AnswerValue
    /// What `today()` yields.
    public var today: ISODate
    /// An environment variable, for `env(NAME[, fallback])`; `nil` when unset.
    public var environment: (String) -> String?
    /// `index()`: the 1-based item number inside a repeat group; `nil` outside one.
    public var index: Int?

    /// A context over `answer`.
    public init(answer: @escaping (String) -> AnswerValue, today: ISODate = .epoch,
                environment: @escaping (String) -> String? = { _ in nil }, index: Int? = nil) {
        self.answer = answer
        self.today = today
        self.environment = environment
        self.index = index
    }
}

extension ISODate {
    /// 1970-01-01: the day `today()` reads when no caller says otherwise.
    public static let epoch = ISODate(unchecked: 1970, 1, 1)

    init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (negative before), in the proleptic Gregorian calendar.
    var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
