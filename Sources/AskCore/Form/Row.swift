/// One question (or, for `note`, one piece of text) in a section.
public struct Row: Sendable {
    /// The output key (`address.city` nests); `nil` only for notes.
    public var key: String?
    public var kind: RowKind
    /// Defaults to the key when the form gives none.
    public var title: LocalizedText
    public var help: LocalizedText?
    public var placeholder: LocalizedText?
    public var isRequired: Bool
    public var defaultValue: RowDefault?
    public var when: Condition?
    /// Where the row is in the file, for messages.
    public var pointer: String

    public init(key: String?, kind: RowKind, title: LocalizedText? = nil, help: LocalizedText? = nil,
                placeholder: LocalizedText? = nil, isRequired: Bool = false,
                defaultValue: RowDefault? = nil, when: Condition? = nil, pointer: String = "") {
        self.key = key
        self.kind = kind
        self.title = title ?? LocalizedText(key ?? "")
        self.help = help
        self.placeholder = placeholder
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.when = when
        self.pointer = pointer
    }

    /// True for every row that asks something (all but notes).
    public var asks: Bool { key != nil }

    /// The unit asked after this row's amount, when `amount` is given: a unit has an answer
    /// exactly when its amount does (null or missing amounts ask and write no unit).
    public func unit(after amount: AnswerValue?) -> Unit? {
        guard let unit = kind.unit, let amount, !amount.isNull else { return nil }
        return unit
    }

    /// The choices of the row's prompt, or of its unit's.
    public func options(ofUnit isUnit: Bool) -> [Option] {
        isUnit ? kind.unit?.options ?? [] : kind.options
    }
}

/// A row's `default`: a value written in the form, or one read from the environment.
public enum RowDefault: Sendable, Equatable {
    case value(AnswerValue)
    /// `"${env:NAME}"`: the variable's text, parsed like a typed answer when the form is
    /// filled; an unset variable means no default.
    case environment(String)
}

/// The row types of the format (`"type"`).
public enum RowType: String, Sendable, CaseIterable {
    case text, integer, number, select, multiselect, confirm, secret, email, url, date, note
}

/// A row's type together with the rules that only that type has.
public enum RowKind: Sendable {
    case text(TextRules)
    case secret(TextRules)
    case email(TextRules)
    case url(TextRules)
    case integer(Bounds<Int>, unit: Unit?)
    case number(Bounds<Double>, unit: Unit?)
    case select([Option])
    case multiselect([Option], selected: Bounds<Int>)
    case confirm
    case date(Bounds<ISODate>)
    case note

    public var type: RowType {
        switch self {
        case .text: return .text
        case .secret: return .secret
        case .email: return .email
        case .url: return .url
        case .integer: return .integer
        case .number: return .number
        case .select: return .select
        case .multiselect: return .multiselect
        case .confirm: return .confirm
        case .date: return .date
        case .note: return .note
        }
    }

    /// The options of a select or multiselect row; empty for other types.
    public var options: [Option] {
        switch self {
        case .select(let options), .multiselect(let options, _): return options
        default: return []
        }
    }

    /// The unit sub-row of an integer or number row.
    public var unit: Unit? {
        switch self {
        case .integer(_, let unit), .number(_, let unit): return unit
        default: return nil
        }
    }

    /// The text rules of a text, secret, email or url row.
    public var textRules: TextRules? {
        switch self {
        case .text(let rules), .secret(let rules), .email(let rules), .url(let rules): return rules
        default: return nil
        }
    }
}

/// Inclusive lower and upper bounds, either of which may be absent.
public struct Bounds<Bound: Comparable & Sendable>: Sendable {
    public var min: Bound?
    public var max: Bound?

    public init(min: Bound? = nil, max: Bound? = nil) {
        self.min = min
        self.max = max
    }

    public static var unbounded: Bounds { Bounds() }
}

extension Bounds: Equatable where Bound: Equatable {}

/// Length and pattern rules of free-text rows.
public struct TextRules: Sendable {
    /// Lengths count characters (grapheme clusters), not bytes: `北京` has length 2.
    public var length: Bounds<Int>
    public var pattern: Pattern?
    /// Shown instead of the generic message when the pattern does not match.
    public var patternMessage: LocalizedText?

    public init(length: Bounds<Int> = .unbounded, pattern: Pattern? = nil, patternMessage: LocalizedText? = nil) {
        self.length = length
        self.pattern = pattern
        self.patternMessage = patternMessage
    }
}

/// One choice of a select, multiselect or unit: the value written to the output, and the
/// label shown (defaults to the value).
public struct Option: Sendable, Equatable {
    public var value: String
    public var label: LocalizedText?

    public init(value: String, label: LocalizedText? = nil) {
        self.value = value
        self.label = label
    }
}

extension Option: ExpressibleByStringLiteral {
    /// An option whose value is also its label: `"Paris"`.
    public init(stringLiteral value: String) {
        self.init(value: value)
    }
}

/// The unit asked after an amount (`"unit": {"key": "currency", "options": [...]}`).
public struct Unit: Sendable {
    public var key: String
    public var title: LocalizedText
    public var options: [Option]
    public var defaultValue: String?

    public init(key: String, title: LocalizedText? = nil, options: [Option], defaultValue: String? = nil) {
        self.key = key
        self.title = title ?? LocalizedText(key)
        self.options = options
        self.defaultValue = defaultValue
    }
}

/// A calendar date as `date` rows write it (`2026-03-01`), ordered by day.
public struct ISODate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Parses exactly `YYYY-MM-DD` naming a real day (leap years included).
    public init?(_ text: some StringProtocol) {
        guard let (year, month, day) = Self.fields(text), (1...12).contains(month), day >= 1,
              day <= Self.days(inMonth: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The days of `month` (1–12) in `year` of the Gregorian calendar: February has 29 in
    /// years divisible by 4 but not by 100, or by 400.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `value` in decimal with leading zeros to `width` digits (`0007`).
    static func zeroPadded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Whether `text` is written `YYYY-MM-DD` (four, two and two ASCII digits), whether or
    /// not it names a real day: `2026-02-30` is, `2026-2-3` is not.
    public static func isWrittenAsDate(_ text: some StringProtocol) -> Bool {
        fields(text) != nil
    }

    private static func fields(_ text: some StringProtocol) -> (Int, Int, Int)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return (year, month, day)
    }

    public var description: String {
        "\(Self.zeroPadded(year, 4))-\(Self.zeroPadded(month, 2))-\(Self.zeroPadded(day, 2))"
    }

    public static func < (a: ISODate, b: ISODate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}
