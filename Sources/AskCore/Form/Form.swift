/// A questionnaire: sections of rows, and where to send the answers.
///
/// Built by ``FormLoader`` from a JSON or property-list file; every value here has passed
/// the loader's rules, so code that walks a `Form` never re-checks them.
public struct Form: Sendable {
    /// The format version this build reads (`"askform": 1`).
    public static let formatVersion = 1

    /// The form's `id`: names its drafts, history and recovery files, so renaming the file keeps them.
    public var id: String?
    /// Shown first at the terminal.
    public var title: LocalizedText?
    /// Shown under the title, once, before the first question.
    public var description: LocalizedText?
    /// The sections in form order; the loader refuses a form without any.
    public var sections: [Section]
    /// Where `fill` and `submit` send the answers; `nil` when the form sends nothing.
    public var submit: SubmitSpec?
    /// Languages the form's texts are written in (`languages`), in the author's order.
    public var languages: [String]
    /// The language to fall back to when the reader's has no text (docs/FORMAT.md, "Texts and translations").
    public var defaultLanguage: String?
    /// Whether the description, footers, help and notes are Markdown (`"markdown"`, default
    /// true); when false they are shown as written, wrapped.
    public var markdown = true
    /// The form's `appearance`: styles for some ``StyleRole``s, under the user's theme.
    public var appearance: Appearance?

    /// A form assembled as it is; nothing here is checked. To build one in Swift by the rules of a
    /// form file, use `Form(id:title:…) { Part(…) { … } }` (docs/LIBRARY.md, "Define a form in Swift").
    ///
    /// - Parameters:
    ///   - id: Names the form's state files (drafts, history, recovery files).
    ///   - sections: The sections in form order.
    ///   - submit: Where answers are sent; `nil` to send nothing.
    ///   - languages: The languages the texts are written in, for `check`'s warnings.
    ///   - defaultLanguage: The fallback when the reader's language has no text.
    public init(id: String? = nil, title: LocalizedText? = nil, description: LocalizedText? = nil,
                sections: [Section], submit: SubmitSpec? = nil,
                languages: [String] = [], defaultLanguage: String? = nil) {
        self.id = id
        self.title = title
        self.description = description
        self.sections = sections
        self.submit = submit
        self.languages = languages
        self.defaultLanguage = defaultLanguage
    }

    /// Every row in form order, notes included: a section's own rows, then those of the
    /// sections it holds (a repeat group's rows as written, keyed relative to one item).
    public var rows: [Row] { sections.flatMap(\.allRows) }

    /// Whether any section repeats or holds sections: such a form is walked as
    /// ``RepeatExpansion`` lays it out (docs/FORMAT.md, "Repeat groups").
    public var hasGroups: Bool { sections.contains { $0.repeatRule != nil || !$0.sections.isEmpty } }

    /// The rows that ask something (all but notes).
    public var questionCount: Int { rows.filter(\.asks).count }

    /// The questions a `when` (their own or their section's) may hide.
    public var conditionalQuestionCount: Int {
        sections.reduce(0) { count, section in
            count + section.rows.filter { $0.asks && (section.when != nil || $0.when != nil) }.count
        }
    }

    /// True when any row is a secret: output files are then written 0600 and plain
    /// `http://` submission to a remote host is refused.
    public var hasSecrets: Bool {
        sections.contains(where: \.holdsSecret)
    }
}

/// A group of rows with an optional header (`title`) and footer, shown or hidden as one.
public struct Section: Sendable {
    /// Unique among the form's sections when given.
    public var id: String?
    /// The section's header, shown with progress (`[5/13] Trip`).
    public var title: LocalizedText?
    /// Shown after the section's last row.
    public var footer: LocalizedText?
    /// When false, none of the section's rows is asked or written; it may name only keys asked before the section.
    public var when: Condition?
    /// The rows in form order, notes included.
    public var rows: [Row]
    /// Rules across the section's answers, checked when its last question is answered.
    public var checks: [Check] = []
    /// Where the section is in the file, for messages.
    public var pointer: String
    /// The output key of a repeat group (`travellers`); `nil` for a plain section.
    public var key: String?
    /// How many items a repeat group has; `nil` for a plain section.
    public var repeatRule: RepeatRule?
    /// Sections inside this one, walked after its rows (how repeat groups nest).
    public var sections: [Section] = []
    /// What a section of a walk's layout is for: `nil` for one written in the form.
    var role: SectionRole?
    /// In a walk's layout, the key prefix of the innermost repeat item the section's rows
    /// belong to (`travellers.2`); the item's first such section is the item's own, whose
    /// title names it at the terminal (`Traveller 2`). `nil` outside every item.
    var item: String?

    /// Whether a row of the section, or of a section it holds, is a secret (read in place).
    var holdsSecret: Bool {
        rows.contains { $0.kind.hidesAnswer } || sections.contains(where: \.holdsSecret)
    }

    /// The section as one item of its group lays it out: its rows and sections, no repeat.
    var withoutGroup: Section {
        var item = self
        item.key = nil
        item.repeatRule = nil
        item.when = nil
        return item
    }

    /// The rows of the section and the plain sections it holds, leaving out repeat groups.
    var rowsOutsideGroups: [Row] {
        guard repeatRule == nil else { return [] }
        return sections.isEmpty ? rows : rows + sections.flatMap(\.rowsOutsideGroups)
    }

    /// The section's rows, then those of the sections it holds, in form order.
    var allRows: [Row] { sections.isEmpty ? rows : rows + sections.flatMap(\.allRows) }

    /// A section assembled as it is; nothing here is checked (a `Part` of a defined form is).
    public init(id: String? = nil, title: LocalizedText? = nil, footer: LocalizedText? = nil,
                when: Condition? = nil, rows: [Row], pointer: String = "") {
        self.id = id
        self.title = title
        self.footer = footer
        self.when = when
        self.rows = rows
        self.pointer = pointer
    }
}

/// Where and how `fill` and `submit` send the answers (`submit` block).
public struct SubmitSpec: Sendable, Equatable {
    /// One request header, sent as written after `${env:NAME}` references are expanded.
    public struct Header: Sendable, Equatable {
        /// The header's name (RFC 9110 token characters), unique ignoring case.
        public var name: String
        /// May hold `${env:NAME}` references, expanded just before sending.
        public var value: String

        /// A header `name: value`; the value may hold `${env:NAME}` references.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// `http://` or `https://`. For a form with secrets, plain `http://` to a remote host loads with
    /// a warning and is refused when sending (docs/SECURITY.md, "The network").
    public var url: String
    /// `POST`, `PUT` or `PATCH`.
    public var method: String
    /// In the form's order.
    public var headers: [Header]
    /// Seconds allowed for one try.
    public var timeout: Double?
    /// Retries after the first try.
    public var retries: Int?

    /// Where and how to send; see docs/SUBMIT.md for retries, time limits and recovery files.
    ///
    /// - Parameters:
    ///   - url: The endpoint, `http://` or `https://`.
    ///   - method: `POST`, `PUT` or `PATCH`.
    ///   - headers: Sent in this order; values may hold `${env:NAME}` references.
    ///   - timeout: Seconds allowed for one try, 0.1 to 3600; `nil` for the default (30).
    ///   - retries: Retries after the first try, 0 to 100; `nil` for the default (3).
    public init(url: String, method: String = "POST", headers: [Header] = [],
                timeout: Double? = nil, retries: Int? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.retries = retries
    }
}

/// How many items a repeat group has (`"repeat"` of a section): asked (`min`, `max`, `add`)
/// or counted from earlier answers (`count`).
public struct RepeatRule: Sendable {
    /// The most items any group may have, whatever its `max` or `count` says.
    public static let itemLimit = 10_000
    /// Items asked without the add question.
    public var min: Int
    /// The most items; `nil` up to ``itemLimit``.
    public var max: Int?
    /// The add question (a confirm, default no); `nil` for askform's own words.
    public var add: LocalizedText?
    /// The number of items, from earlier answers; when given, no add question is asked.
    public var count: Expression?

    /// Items asked while the person says so: at least `min`, at most `max`.
    public init(min: Int = 0, max: Int? = nil, add: LocalizedText? = nil) {
        self.min = min
        self.max = max
        self.add = add
    }

    /// As many items as `count` yields (rounded down, never below 0).
    public init(count: Expression) {
        min = 0
        self.count = count
    }

    /// The most items, the limit applied.
    var highest: Int { Swift.min(max ?? Self.itemLimit, Self.itemLimit) }
}

/// What a section of a walk's layout stands for (``RepeatExpansion``).
enum SectionRole: Sendable, Equatable {
    /// Shows no header, progress or footer: it holds a group's add question or its count.
    case headless
}
