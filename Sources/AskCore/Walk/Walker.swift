/// The walk through a form as a step machine, with no I/O: it says what to show or ask
/// next, takes answers, and moves back, skips and jumps. A terminal, a pipe and the tests
/// all drive this one type, so the rules cannot differ between them.
///
///     var walker = Walker(form: form)
///     while case .ask(let prompt) = walker.next() {       // (other events: show them)
///         switch walker.answer(readLine() ?? "") { ... }  // re-ask on .failure
///     }
public struct Walker: Sendable {
    /// What the driver should do next.
    public enum Event: Sendable, Equatable {
        /// A section starts: show its title, with progress (`question` of `total`).
        case sectionStart(section: Int, question: Int, total: Int)
        /// Show a note row.
        case note(section: Int, row: Int)
        /// Ask this prompt, then call ``answer(_:)``, ``skip()`` or ``back()``.
        case ask(Prompt)
        /// A section's last row is done: show its footer.
        case sectionEnd(section: Int)
        /// Every shown row has an answer: review, then write.
        case finished
    }

    /// One question as the driver shows it.
    public struct Prompt: Sendable, Equatable {
        /// Index into ``FormLayout/items``.
        public var item: Int
        /// The output key asked (a row key, or a unit key).
        public var key: String
        /// True when this asks the unit of an amount.
        public var isUnit: Bool
        /// What an empty answer gives: the current answer, else the row's default.
        public var defaultValue: AnswerValue?
        /// Why the row is asked again though it has an answer: a check it no longer passes
        /// (an earlier answer changed in the review). Show it before asking.
        public var refusal: AnswerProblem?
    }

    /// The form laid out in walk order; a form with repeat groups is laid out with the
    /// items it has now (``RepeatExpansion``), and again when that number changes.
    public internal(set) var layout: FormLayout
    /// The form as loaded; ``form`` is it laid out with its items.
    public let template: Form
    /// The number of items of each repeat group (by path: `travellers`, `travellers.1.documents`).
    public internal(set) var itemCounts: [String: Int] = [:]
    /// The number of items each group is laid out with: at least ``itemCounts``; those past it
    /// are hidden until their add question is answered yes, so adding an item within it is an
    /// answer like any (the layout grows by doubling: a fill of n items lays out O(n) rows).
    var capacities: [String: Int] = [:]
    /// Every answer given so far, by key; hidden rows keep theirs until they show again.
    public internal(set) var answers: [String: AnswerValue]
    /// Keys answered from outside the walk (`--answers`, `--set`, `--defaults`, a draft):
    /// not asked when walking forward, but still reachable with ``back()`` and ``edit(_:)``.
    public internal(set) var presetKeys: Set<String>
    /// Variables for `${env:NAME}` defaults and `env()` in conditions.
    let environment: [String: String]
    /// What `today()` reads in conditions.
    let today: ISODate
    var position = -1
    var current: Int?
    /// After an edit from the review, only rows without an answer are asked.
    var fillingGaps = false
    var unitDue: Int?
    /// Whether section starts carry progress (`[n/N]`); counting it reads every question of
    /// the layout, so a driver that shows none (a pipe) turns it off, and the walk of a layout
    /// with many sections (repeat items) stays linear. Off, section starts carry 0 of 0.
    public var tracksProgress = true
    /// Defaults offered instead of the form's (an earlier run's answers): Enter keeps them.
    private var offeredDefaults: [String: AnswerValue] = [:]
    /// The section walked past because every question in it was answered ahead: its notes
    /// and footer are not shown either.
    var passedOver: Int?
    var visibility: Visibility

    /// - Parameters:
    ///   - answers: answers known before the walk; their keys are ``presetKeys``.
    ///   - environment: variables for `${env:NAME}` defaults and `env()` in conditions.
    ///   - today: what `today()` reads in conditions; AskCore reads no clock, so the caller
    ///     says (askform: `SOURCE_DATE_EPOCH`, else the local date).
    public init(form: Form, answers: [String: AnswerValue] = [:], environment: [String: String] = [:],
                today: ISODate = .epoch) {
        self.init(form: form, answers: answers, environment: environment, today: today, laidOut: nil)
    }

    /// The walk of `form`, reusing `laidOut` (a layout of its groups with those item counts)
    /// when the answers give the same counts: an answers check lays a document out once.
    init(form: Form, answers: [String: AnswerValue], environment: [String: String], today: ISODate,
         laidOut given: (layout: FormLayout, counts: [String: Int])?) {
        template = form
        var counts: [String: Int] = [:]
        if form.hasGroups { counts = Self.itemCounts(of: form, answers: answers, today: today, environment: environment) }
        var laidOut: [String: Int] = [:]
        let layout: FormLayout
        if let given, given.counts == counts {
            layout = given.layout
            laidOut = counts
        } else {
            layout = form.hasGroups ? FormLayout(form: RepeatExpansion.expand(form) { path, _, _ in
                laidOut[path] = counts[path] ?? 0
                return counts[path] ?? 0
            }, template: form) : FormLayout(form: form)
        }
        itemCounts = counts
        capacities = laidOut
        self.layout = layout
        self.answers = answers
        for (path, items) in counts { self.answers[path] = .integer(items) }
        presetKeys = Set(answers.keys)
        self.environment = environment
        self.today = today
        computedRows = Self.computedRows(of: layout.form)
        computedKeys = Set(computedRows.map(\.key))
        // (The answers with the groups' counts, which `count(travellers)` reads.)
        visibility = Visibility(layout: layout, answers: self.answers, today: today, environment: environment)
        if !computedRows.isEmpty {
            recompute(after: nil)
            visibility = Visibility(layout: layout, answers: self.answers, today: today, environment: environment)
        }
    }

    /// The `computed` rows in form order: their answers are kept in ``answers`` as the
    /// answers they read change, so conditions, checks and templates read them like any.
    private var computedRows: [(key: String, value: Expression)]
    /// Their keys.
    private var computedKeys: Set<String>

    private static func computedRows(of form: Form) -> [(key: String, value: Expression)] {
        var computed: [(key: String, value: Expression)] = []
        for section in form.sections.indices {
            for row in form.sections[section].rows.indices {
                // A group's count is kept by the walk itself (``itemCounts``).
                guard let value = form.sections[section].rows[row].computed, let key = form.sections[section].rows[row].key,
                      form.sections[section].rows[row].role == nil
                else { continue }
                computed.append((key, value))
            }
        }
        return computed
    }

    /// What expressions read: the answers (with `key` reading `value`, an answer being
    /// checked), the day and the environment.
    public func context(with key: String? = nil, reading value: AnswerValue? = nil) -> ExpressionContext {
        scope.context(with: key, reading: value)
    }

    /// The answers so far with the day and the environment: what the texts' templates read
    /// (give it to ``Presenter/scope`` before showing a step).
    public var scope: AnswerScope {
        AnswerScope(answers: answers, today: today, environment: environment)
    }

    /// Computes again the computed rows that read `changed` (every one for `nil`), and those
    /// that read them, in form order; returns the keys whose answers changed.
    @discardableResult
    mutating func recompute(after changed: String?) -> [String] {
        var changedKeys: [String] = changed.map { [$0] } ?? []
        var updated: [String] = []
        for (key, value) in computedRows where changed == nil || value.keys.contains(where: changedKeys.contains) {
            let result = AnswerValue(value.evaluate(in: context()))
            if answers[key] != result {
                answers[key] = result
                changedKeys.append(key)
                updated.append(key)
            }
        }
        return updated
    }

    /// The form being filled.
    public var form: Form { layout.form }

    /// The prompt being asked, if any.
    var currentPrompt: Prompt? { current.flatMap(prompt(at:)) }

    // MARK: Moving

    /// Moves to the next thing to show or ask.
    public mutating func next() -> Event {
        current = nil
        let items = layout.items
        while position + 1 < items.count {
            position += 1
            let item = items[position]
            switch item {
            case .sectionStart(let section):
                guard !fillingGaps, visibility.sections[section], hasShownRows(section),
                      layout.form.sections[section].role == nil else { continue }
                // Every question answered ahead (`--resume`, `--set`): nothing to show here.
                if isAnsweredAhead(section) {
                    passedOver = section
                    continue
                }
                let (number, total) = tracksProgress ? progress(from: position) : (0, 0)
                return .sectionStart(section: section, question: number, total: total)
            case .sectionEnd(let section):
                guard !fillingGaps, visibility.sections[section], hasShownRows(section), passedOver != section,
                      layout.form.sections[section].role == nil else { continue }
                return .sectionEnd(section: section)
            case .row(let section, let row):
                guard visibility.isShown(section, row) else { continue }
                let rowValue = layout.row(section, row)
                guard let key = rowValue.key else {
                    if fillingGaps || passedOver == section { continue }
                    return .note(section: section, row: row)
                }
                if rowValue.computed != nil { continue }
                if fillingGaps ? answers[key] != nil : presetKeys.contains(key) { continue }
                guard let prompt = prompt(at: position) else { continue }
                current = position
                return .ask(prompt)
            case .unit(let section, let row):
                let amountRow = layout.row(section, row)
                guard visibility.isShown(section, row), let amountKey = amountRow.key,
                      let unit = amountRow.unit(after: answers[amountKey]) else { continue }
                // An amount changed in an edit asks its unit again; walking forward, a unit
                // answered by a preset (`--set`, `--defaults`) is never read again.
                let due = unitDue == position
                if fillingGaps ? !due && answers[unit.key] != nil : presetKeys.contains(unit.key) { continue }
                guard let prompt = prompt(at: position) else { continue }
                current = position
                return .ask(prompt)
            }
        }
        if !fillingGaps, let gap = firstGap() {
            // A row became visible behind the walk (an earlier answer changed): ask it.
            fillingGaps = true
            position = gap - 1
            return next()
        }
        fillingGaps = false
        if let (item, problem) = firstFailedCheck(), var prompt = prompt(at: item) {
            // An answer changed in the review can break a later row's check: ask that row again.
            fillingGaps = true
            position = item
            current = item
            prompt.refusal = problem
            return .ask(prompt)
        }
        return .finished
    }

    /// Goes back to the previous shown question; `nil` when there is none.
    public mutating func back() -> Prompt? {
        let start = current ?? position
        var index = start - 1
        while index >= 0 {
            if isAskable(index) {
                position = index
                current = index
                fillingGaps = false
                return prompt(at: index)
            }
            index -= 1
        }
        return nil
    }

    /// Asks the row of `key` again (review's edit); afterwards only rows that have no
    /// answer yet (e.g. newly shown by the change) are asked before finishing again.
    public mutating func edit(_ key: String) -> Prompt? {
        guard let item = layout.itemOfKey[key], isAskable(item) else { return nil }
        fillingGaps = true
        position = item
        current = item
        return prompt(at: item)
    }

    // MARK: Answering

    /// Answers the current prompt with typed text. On failure nothing changes and the same
    /// prompt stays current.
    public mutating func answer(_ text: String, from source: AnswerParser.Source = .person) -> Result<AnswerValue, AnswerProblem> {
        guard let item = current, let prompt = prompt(at: item), let row = layout.row(of: layout.items[item]) else {
            return .failure(.unknownKey(suggestion: nil))
        }
        var result = parse(text, for: row, unit: prompt.isUnit ? row.kind.unit : nil, default: prompt.defaultValue, from: source)
        if case .success(let value) = result, !prompt.isUnit, let problem = failedCheck(of: item, reading: value) {
            result = .failure(problem)
        }
        if case .success(let value) = result { store(value, at: item) }
        return result
    }

    /// The message of the first check that `value`, as the answer of the row at `item`, does
    /// not pass: the row's own checks, then its section's when it is the section's last question.
    func failedCheck(of item: Int, reading value: AnswerValue) -> AnswerProblem? {
        failedChecks(of: item, reading: value, all: false).first
    }

    /// The messages of the checks `value`, as the answer of the row at `item`, does not pass
    /// (every one, or only the first).
    private func failedChecks(of item: Int, reading value: AnswerValue, all: Bool) -> [AnswerProblem] {
        guard case .row(let section, let rowIndex) = layout.items[item] else { return [] }
        let row = layout.row(section, rowIndex)
        guard let key = row.key, !row.checks.isEmpty || !form.sections[section].checks.isEmpty else { return [] }
        var sectionChecks: [Check] = []
        var context = self.context(with: key, reading: value)
        // A section's checks, and checks that read computed rows, see the walk as the answer
        // leaves it: which question is the section's last, what the computed rows become.
        if !form.sections[section].checks.isEmpty || row.checks.contains(where: { $0.that.keys.contains(where: computedKeys.contains) }) {
            var trial = self
            trial.answers[key] = value
            trial.refreshVisibility(changed: key)
            if trial.isLastQuestion(item) { sectionChecks = form.sections[section].checks }
            context = trial.context()
        }
        var failed: [AnswerProblem] = []
        for check in row.checks + sectionChecks where !check.passes(in: context) {
            failed.append(.checkFailed(check.renderedMessage(in: context)))
            if !all { break }
        }
        return failed
    }

    /// Whether the row at `item` is the last question its section shows now.
    private func isLastQuestion(_ item: Int) -> Bool {
        guard case .row(let section, let row) = layout.items[item], !form.sections[section].checks.isEmpty else { return false }
        let rows = form.sections[section].rows
        return !rows.indices.contains { $0 > row && rows[$0].asks && visibility.isShown(section, $0) }
    }

    /// Every check that a shown row among `keys` does not pass (its own, and its section's
    /// for the section's last question), with why, in form order: the checks of answers
    /// given from outside the walk (`--answers`, `--set`) and of an answers file (`validate`).
    public func failedChecks(of keys: Set<String>) -> [(key: String, problem: AnswerProblem)] {
        failedChecks(all: true) { keys.contains($0) }.map { ($0.key, $0.problem) }
    }

    /// The first shown, answered row whose checks its answer no longer passes, with why.
    private func firstFailedCheck() -> (Int, AnswerProblem)? {
        failedChecks(all: false) { _ in true }.first.map { ($0.item, $0.problem) }
    }

    /// The failed checks of the shown questions whose key `includes`, in form order: every
    /// one, or only the first.
    private func failedChecks(all: Bool, of includes: (String) -> Bool) -> [(item: Int, key: String, problem: AnswerProblem)] {
        guard layout.hasChecks else { return [] }
        var failed: [(item: Int, key: String, problem: AnswerProblem)] = []
        for (index, item) in layout.items.enumerated() {
            guard case .row(let section, let row) = item, visibility.isShown(section, row),
                  let key = layout.row(section, row).key, layout.row(section, row).asks, includes(key) else { continue }
            for problem in failedChecks(of: index, reading: answers[key] ?? .null, all: all) {
                failed.append((index, key, problem))
                if !all { return failed }
            }
        }
        return failed
    }

    /// Typed text as the answer of `row`, or of its `unit`: empty takes `fallback`.
    private func parse(_ text: String, for row: Row, unit: Unit?, default fallback: AnswerValue?,
                       from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        guard let unit else { return AnswerParser.parse(text, for: row, default: fallback, from: source) }
        if text.trimmingWhitespace().isEmpty, let fallback { return .success(fallback) }
        return AnswerParser.parseUnit(text, for: unit, from: source)
    }

    /// Leaves the current optional row empty (null); refused for required rows and units.
    public mutating func skip() -> Result<AnswerValue, AnswerProblem> {
        guard let item = current, let prompt = prompt(at: item), let row = layout.row(of: layout.items[item]) else {
            return .failure(.unknownKey(suggestion: nil))
        }
        if prompt.isUnit || row.isRequired { return .failure(.cannotSkip) }
        if let problem = failedCheck(of: item, reading: .null) { return .failure(problem) }
        store(.null, at: item)
        return .success(.null)
    }

    /// Offers `value` as the default of the row (or unit) of `key`, in place of the form's
    /// (`fill --defaults-from`): asked as usual, an empty answer takes it. The value must
    /// already satisfy the row's rules (see ``AnswerValidator``).
    public mutating func offerDefault(_ value: AnswerValue, for key: String) {
        offeredDefaults[key] = value
    }

    /// The default of a unit: an offered one, else the form's.
    public func unitDefault(of unit: Unit) -> AnswerValue? {
        offeredDefaults[unit.key] ?? unit.defaultValue.map(AnswerValue.string)
    }

    /// Sets the answer of `key` (a row's or a unit's) from outside the walk (`--answers`, a
    /// draft, a program), marking it preset: not asked when walking forward.
    ///
    /// The value is checked like any answer (its type and the row's rules; a unit's value
    /// must be one of its options, or null): on failure nothing changes.
    @discardableResult
    public mutating func preset(_ key: String, to value: AnswerValue) -> AnswerProblem? {
        guard let row = layout.row(forKey: key) ?? itemRow(forKey: key) else { return .unknownKey(suggestion: suggestedKey(for: key)) }
        if row.computed != nil { return .isComputed }
        let problem: AnswerProblem?
        if let unit = row.kind.unit, unit.key == key {
            problem = value.isNull ? nil : AnswerValidator.unitProblem(value, unit)
        } else {
            problem = AnswerRules.problem(with: value, for: row)
        }
        if let problem { return problem }
        answers[key] = value
        presetKeys.insert(key)
        refreshVisibility(changed: key)
        return nil
    }

    /// Sets the answer of `key` from text, read as a script's typed answer (`--set`): an
    /// empty text takes the row's default. A key inside a repeat item may be written as shown
    /// (`travellers[2].name`) or stored (`travellers.2.name`). On failure nothing changes.
    @discardableResult
    public mutating func preset(_ typedKey: String, typed text: String) -> AnswerProblem? {
        let key = layout.storedKey(typedKey)
        guard let row = layout.row(forKey: key) ?? itemRow(forKey: key) else { return .unknownKey(suggestion: suggestedKey(for: key)) }
        if row.computed != nil { return .isComputed }
        let unit = row.kind.unit.flatMap { $0.key == key ? $0 : nil }
        // A unit's empty text takes the unit's default (``AnswerParser/parseUnit(_:for:from:)``).
        let fallback = unit == nil ? (try? resolvedDefault(of: row).get()) ?? nil : nil
        switch parse(text, for: row, unit: unit, default: fallback, from: .script) {
        case .success(let value):
            answers[key] = value
            presetKeys.insert(key)
            refreshVisibility(changed: key)
            return nil
        case .failure(let problem):
            return problem
        }
    }

    /// The row of `key` in an item not laid out yet (`travellers.3.name`), once the items up to
    /// it are made; `nil` when no group can hold it.
    private mutating func itemRow(forKey key: String) -> Row? {
        guard template.hasGroups, createItems(for: key) else { return nil }
        return layout.row(forKey: key)
    }

    /// The form's key closest to `key`, for "did you mean".
    private func suggestedKey(for key: String) -> String? {
        Suggestion.closest(to: key, in: layout.itemOfKey.keys).map(layout.shownKey)
    }

    /// Answers every row (and unit) not yet answered that has a default with it, as preset
    /// (`--defaults`). A default from the environment that breaks its row's rules is left
    /// out (see ``brokenEnvironmentDefault()``).
    public mutating func takeDefaults() {
        for row in form.rows {
            guard let key = row.key else { continue }
            if !presetKeys.contains(key), case .success(let value?) = resolvedDefault(of: row) {
                preset(key, to: value)
            }
            if let unit = row.kind.unit, !presetKeys.contains(unit.key), let unitDefault = unitDefault(of: unit) {
                preset(unit.key, to: unitDefault)
            }
        }
    }

    /// The first row still to be asked whose `${env:NAME}` default breaks its rules, with the
    /// variable and why: an empty answer would lose it without a word, so a fill refuses it
    /// before anything is read.
    public func brokenEnvironmentDefault() -> (key: String, variable: String, problem: AnswerProblem)? {
        for row in form.rows {
            guard let key = row.key, !presetKeys.contains(key), case .environment(let name) = row.defaultValue,
                  case .failure(let problem) = resolvedDefault(of: row) else { continue }
            return (key, name, problem)
        }
        return nil
    }

    private mutating func store(_ value: AnswerValue, at item: Int) {
        guard let key = key(at: item) else { return }
        answers[key] = value
        unitDue = nil
        if case .row(let section, let row) = layout.items[item], let unit = layout.row(section, row).kind.unit {
            if value.isNull {
                answers[unit.key] = nil
            } else {
                unitDue = item + 1
            }
        }
        refreshVisibility(changed: key)
    }

    /// Takes `layout` (the form laid out with other item counts) and rebuilds what depends on
    /// it, keeping the walk at `anchor`: the key it was at, and how far past it.
    mutating func replaceLayout(_ layout: FormLayout, counts: [String: Int], anchor: (key: String, offset: Int)?) {
        let hadCurrent = current != nil
        self.layout = layout
        itemCounts = counts
        for (path, items) in counts { answers[path] = .integer(items) }
        computedRows = Self.computedRows(of: layout.form)
        computedKeys = Set(computedRows.map(\.key))
        recompute(after: nil)
        visibility = Visibility(layout: layout, answers: answers, today: today, environment: environment)
        if let anchor, let index = layout.itemOfKey[anchor.key] {
            position = Swift.min(index + anchor.offset, layout.items.count - 1)
        } else if position >= layout.items.count {
            position = layout.items.count - 1
        }
        current = hadCurrent ? position : nil
        unitDue = nil
        passedOver = nil
    }

    /// Conditions read answers, so each change may show or hide rows: only the conditions
    /// that read `key` (or its unit) are evaluated again. A form without conditions (or units,
    /// whose keys show with their amount) never needs this.
    private mutating func refreshVisibility(changed key: String) {
        var changed = [key]
        if template.hasGroups {
            guard let counted = regroup(after: key) else { return }
            changed += counted
        }
        var computed: [String] = []
        if !computedRows.isEmpty { for key in changed { computed += recompute(after: key) } }
        if layout.isConditional { visibility.update(changed: changed + computed, layout: layout, answers: answers) }
    }

    /// How many conditions have been evaluated since the walk began (for tests: a change
    /// evaluates only the conditions it can affect).
    var conditionEvaluations: Int { visibility.evaluations }

    // MARK: Reading the state

    /// The answers as written to the output: shown rows only, in form order.
    public var visibleAnswers: [(key: String, value: AnswerValue)] {
        var result: [(String, AnswerValue)] = []
        for (sectionIndex, section) in form.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() where visibility.isShown(sectionIndex, rowIndex) {
                guard let key = row.key, row.role?.isAdd != true else { continue }
                let value = answers[key] ?? .null
                result.append((key, value))
                if let unit = row.unit(after: value) { result.append((unit.key, answers[unit.key] ?? .null)) }
            }
        }
        return result
    }

    /// The answers document `fill` writes: ``visibleAnswers`` nested by their dotted keys,
    /// each encoded by its row's kind.
    public var answersDocument: JSONValue {
        AnswerEncoder.json(visibleAnswers, layout: layout)
    }

    /// Whether the row of `key` is shown now.
    public func isShown(_ key: String) -> Bool {
        guard let item = layout.itemOfKey[key] else { return false }
        // A computed row is shown (and written) when its `when` holds, though never asked.
        if case .row(let section, let row) = layout.items[item], layout.row(section, row).computed != nil {
            return visibility.isShown(section, row)
        }
        return isAskable(item)
    }

    /// The default an empty answer takes for `row`: its `default`, read from the
    /// environment for `${env:NAME}` (unset means none). A default from the environment that
    /// breaks the row's rules is returned as the failure.
    public func resolvedDefault(of row: Row) -> Result<AnswerValue?, AnswerProblem> {
        if let key = row.key, let offered = offeredDefaults[key] { return .success(offered) }
        switch row.defaultValue {
        case nil: return .success(nil)
        case .value(let value): return .success(value)
        case .environment(let name):
            guard let text = environment[name], !text.isEmpty else { return .success(nil) }
            return AnswerParser.parse(text, for: row, from: .script).map { $0 }
        case .template(let template):
            // Computed from the answers so far; one that breaks the row's rules is offered nowhere.
            let text = template.render(in: context())
            guard !text.trimmingWhitespace().isEmpty, case .success(let value) = AnswerParser.parse(text, for: row, from: .script)
            else { return .success(nil) }
            return .success(value)
        }
    }

    private func prompt(at item: Int) -> Prompt? {
        switch layout.items[item] {
        case .row(let section, let row):
            let row = layout.row(section, row)
            guard let key = row.key else { return nil }
            let fallback = (try? resolvedDefault(of: row).get()) ?? nil
            return Prompt(item: item, key: key, isUnit: false, defaultValue: answers[key] ?? fallback)
        case .unit(let section, let row):
            guard let unit = layout.row(section, row).kind.unit else { return nil }
            return Prompt(item: item, key: unit.key, isUnit: true,
                          defaultValue: answers[unit.key] ?? unitDefault(of: unit))
        case .sectionStart, .sectionEnd:
            return nil
        }
    }

    func isAskable(_ index: Int) -> Bool {
        switch layout.items[index] {
        case .row(let section, let row):
            return visibility.isShown(section, row) && layout.row(section, row).asks
        case .unit(let section, let row):
            let amountRow = layout.row(section, row)
            guard visibility.isShown(section, row), let key = amountRow.key else { return false }
            return amountRow.unit(after: answers[key]) != nil
        case .sectionStart, .sectionEnd:
            return false
        }
    }

    private func hasShownRows(_ section: Int) -> Bool {
        visibility.rows[section].contains(true)
    }

    /// Whether a section has questions shown and every one of them (with its unit, when its
    /// amount is given) was answered from outside the walk.
    private func isAnsweredAhead(_ section: Int) -> Bool {
        var questions = 0
        for (index, row) in form.sections[section].rows.enumerated() where visibility.isShown(section, index) {
            guard let key = row.key, row.asks else { continue }
            questions += 1
            guard presetKeys.contains(key) else { return false }
            if let unit = row.unit(after: answers[key]), !presetKeys.contains(unit.key) { return false }
        }
        return questions > 0
    }

    /// The first shown row (from the start) that has no answer.
    private func firstGap() -> Int? {
        layout.items.indices.first { index in
            guard isAskable(index), let key = key(at: index) else { return false }
            return answers[key] == nil
        }
    }

    /// The key asked at an item (a row's key, or its unit's).
    func key(at item: Int) -> String? {
        switch layout.items[item] {
        case .row(let section, let row): return layout.row(section, row).key
        case .unit(let section, let row): return layout.row(section, row).kind.unit?.key
        case .sectionStart, .sectionEnd: return nil
        }
    }

    /// The number of the first question at or after `item` among shown rows, and their count;
    /// past the last question (a closing section of notes) the number stays at the count.
    private func progress(from item: Int) -> (Int, Int) {
        var before = 0, total = 0
        for index in layout.questionItems {
            guard case .row(let section, let row) = layout.items[index], visibility.isShown(section, row) else { continue }
            total += 1
            if index < item { before += 1 }
        }
        return (min(before + 1, total), total)
    }
}
