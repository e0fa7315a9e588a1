/// A questionnaire: sections of rows, and where to send the answers.
///
/// Built by ``FormLoader`` from a JSON or property-list file; every value here has passed
/// the loader's rules, so code that walks a `Form` never re-checks them.
public struct Form: Sendable {
    /// The format version this build reads (`"askform": 1`).
    public static let formatVersion = 1

    public var id: String?
    public var title: LocalizedText?
    public var description: LocalizedText?
    public var sections: [Section]
    public var submit: SubmitSpec?
    /// Languages the form's texts are written in (`languages`), in the author's order.
    public var languages: [String]
    public var defaultLanguage: String?

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

    /// Every row in form order, notes included.
    public var rows: [Row] { sections.flatMap(\.rows) }

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
        sections.contains { $0.rows.contains { $0.kind.hidesAnswer } }
    }
}

/// A group of rows with an optional header (`title`) and footer, shown or hidden as one.
public struct Section: Sendable {
    public var id: String?
    public var title: LocalizedText?
    public var footer: LocalizedText?
    public var when: Condition?
    public var rows: [Row]
    /// Where the section is in the file, for messages.
    public var pointer: String

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
    public struct Header: Sendable, Equatable {
        public var name: String
        /// May hold `${env:NAME}` references, expanded just before sending.
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var url: String
    public var method: String
    public var headers: [Header]
    /// Seconds allowed for one try.
    public var timeout: Double?
    /// Retries after the first try.
    public var retries: Int?

    public init(url: String, method: String = "POST", headers: [Header] = [],
                timeout: Double? = nil, retries: Int? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.retries = retries
    }
}
