/// One question (or, for a note, one piece of text) in a section.
public struct Row: Sendable {
    /// The output key (`address.city` nests); `nil` only for notes.
    public var key: String?
    /// How answers are read, checked, shown and encoded (see ``RowKind``).
    public var kind: any RowKind
    /// Defaults to the key when the form gives none.
    public var title: LocalizedText
    /// Shown above the prompt, and again by `:help`.
    public var help: LocalizedText?
    /// Shown in the prompt's hint as `e.g. …`.
    public var placeholder: LocalizedText?
    /// An empty answer without a default is refused.
    public var isRequired: Bool
    /// What an empty answer takes; `nil` leaves it empty (or refused, when required).
    public var defaultValue: RowDefault?
    /// When false, the row is not asked and its key is not written; it names only keys asked before.
    public var when: Condition?
    /// Rules across answers that this row's answer must pass (docs/FORMAT.md, "Checks").
    public var checks: [Check] = []
    /// For a `computed` row: the expression its answer is; such a row is never asked.
    public var computed: Expression?
    /// Where the row is in the file, for messages.
    public var pointer: String
    /// What a row of a walk's layout does for a repeat group; `nil` for a row of the form.
    var role: RowRole?

    /// Whether the row is a repeat group's add question (`travellers.+3`), which a walk asks
    /// but no answers document holds.
    public var isAddQuestion: Bool { role?.isAdd == true }
    /// Whether the row is a repeat group's count (the key `travellers`), written as its array.
    public var isGroupCount: Bool { role != nil && role?.isAdd == false }

    /// A row that asks `key`, answered as `kind` says.
    ///
    ///     Row(key: "age", kind: .integer(Bounds(min: 0, max: 120)), isRequired: true)
    public init(key: String, kind: some RowKind, title: LocalizedText? = nil, help: LocalizedText? = nil,
                placeholder: LocalizedText? = nil, isRequired: Bool = false,
                defaultValue: RowDefault? = nil, when: Condition? = nil, pointer: String = "") {
        self.key = key
        self.kind = kind
        self.title = title ?? LocalizedText(key)
        self.help = help
        self.placeholder = placeholder
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.when = when
        self.pointer = pointer
    }

    /// A note: text shown to the person, asking nothing.
    public init(note title: LocalizedText, help: LocalizedText? = nil, when: Condition? = nil, pointer: String = "") {
        key = nil
        kind = NoteKind()
        self.title = title
        self.help = help
        placeholder = nil
        isRequired = false
        defaultValue = nil
        self.when = when
        self.pointer = pointer
    }

    /// True for every row that asks something (all but notes and computed rows).
    public var asks: Bool { key != nil && computed == nil }

    /// A `computed` row: written, never asked; its answer is `value`'s.
    public init(key: String, computed value: Expression, shape: AnswerShape, title: LocalizedText? = nil,
                when: Condition? = nil, pointer: String = "") {
        self.init(key: key, kind: ComputedKind(shape: shape), title: title, when: when, pointer: pointer)
        computed = value
    }

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
    /// `"{{ slug(project_name) }}"`: rendered from the answers when the row is reached (and
    /// again while it is not answered), then parsed like a typed answer; a result that breaks
    /// the row's rules means no default.
    case template(Template)
}

/// One choice of a select, multiselect or unit: the value written to the output, and the
/// label shown (defaults to the value).
public struct Option: Sendable, Equatable {
    /// What is written to the output, whatever the language.
    public var value: String
    /// Shown instead of the value; `nil` shows the value. Typed labels in every language choose the option.
    public var label: LocalizedText?

    /// An option written as `value`, shown as `label` (or the value).
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
    /// The unit's own output key, written beside the amount's.
    public var key: String
    /// Asked after the amount; defaults to the key.
    public var title: LocalizedText
    /// The units to choose from.
    public var options: [Option]
    /// The option value an empty answer takes; without one an empty answer is refused.
    public var defaultValue: String?

    /// A unit asked as `key` after its amount.
    ///
    /// - Parameters:
    ///   - title: Defaults to `key`.
    ///   - defaultValue: One of the options' values, or `nil` for none.
    public init(key: String, title: LocalizedText? = nil, options: [Option], defaultValue: String? = nil) {
        self.key = key
        self.title = title ?? LocalizedText(key)
        self.options = options
        self.defaultValue = defaultValue
    }
}

/// A calendar date as `date` rows write it (`2026-03-01`), ordered by day.
public struct ISODate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, four digits when written.
    public var year: Int
    /// 1 to 12.
    public var month: Int
    /// 1 to the days of the month.
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
    static func isWrittenAsDate(_ text: some StringProtocol) -> Bool {
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

    /// `YYYY-MM-DD`, zero-padded, as `date` rows write it.
    public var description: String {
        "\(Self.zeroPadded(year, 4))-\(Self.zeroPadded(month, 2))-\(Self.zeroPadded(day, 2))"
    }

    /// Earlier days first.
    public static func < (a: ISODate, b: ISODate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}

/// The rows a walk adds for a repeat group (``RepeatExpansion``); never written as answers.
indirect enum RowRole: Sendable, Equatable {
    /// The add question before item `item` of the group at `group` (`travellers[+3]`).
    case add(group: String, item: Int)
    /// The group's item count (the key `travellers`), which `count(travellers)` reads and the
    /// output writes as the group's array.
    case count(group: String)

    /// Whether this is an add question.
    var isAdd: Bool {
        if case .add = self { return true }
        return false
    }
}
