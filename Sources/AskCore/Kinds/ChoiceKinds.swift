/// `select` rows: one of the options, by value, label, number or a unique prefix
/// (``AnswerParser/choose(_:among:from:)``).
public struct SelectKind: RowKind {
    /// In the form's order, which is also the order they are numbered and listed in.
    public var options: [Option]

    /// A `select` kind choosing one of `options`.
    public init(_ options: [Option]) {
        self.options = options
    }

    /// `select`.
    public var typeName: String { "select" }
    /// `select`: one of the options' values.
    public var expectedValue: ExpectedValue { .optionValue }

    /// `select`: an option by value, label (in any language), number or unique prefix.
    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        AnswerParser.choose(text, among: options, from: source).map(AnswerValue.string)
    }

    /// `select`: a string that is one of the options' values.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        guard case .string(let text) = value else {
            return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
        return options.contains { $0.value == text } ? nil : .notAnOption(text, options: options)
    }

    /// `select`: an `enum` of the option values (and `null` when the row is optional).
    public func schema(required: Bool) -> [(String, JSONValue)] {
        var values = options.map { JSONValue.string($0.value) }
        if !required { values.append(.null) }
        return [("enum", .array(values))]
    }

    /// `select`: how many options there are.
    public func hint(_ text: (LocalizedText) -> String) -> [Message] {
        [.hintSelect(options: options.count)]
    }
}

/// `multiselect` rows: options separated by commas (full-width ones too), written once
/// each in the form's option order, with optional bounds on how many.
public struct MultiselectKind: RowKind {
    /// In the form's order: answers are written in it whatever order they were typed in.
    public var options: [Option]
    /// How many options may be chosen, inclusive.
    public var selected: Bounds<Int>

    /// A `multiselect` kind choosing from `options`, as many as `selected` allows.
    public init(_ options: [Option], selected: Bounds<Int> = .unbounded) {
        self.options = options
        self.selected = selected
    }

    /// `multiselect`.
    public var typeName: String { "multiselect" }
    /// `multiselect`: a list of option values.
    public var shape: AnswerShape? { .list }
    /// `multiselect`: one line chooses several, so completion works after the last comma.
    public var choosesSeveral: Bool { true }
    /// `multiselect`: an array of option values.
    public var expectedValue: ExpectedValue { .optionValues }

    /// `multiselect`: items separated by commas (full-width ones too), each chosen as a select's answer; nothing chosen is `.null`.
    public func interpret(_ text: String, from source: AnswerParser.Source) -> Result<AnswerValue, AnswerProblem> {
        var chosen: [String] = []
        for item in text.split(whereSeparator: FullWidth.isListSeparator) {
            let item = String(item).trimmingWhitespace()
            if item.isEmpty { continue }
            switch AnswerParser.choose(item, among: options, from: source) {
            case .success(let value): if !chosen.contains(value) { chosen.append(value) }
            case .failure(let problem): return .failure(problem)
            }
        }
        if chosen.isEmpty { return .success(.null) }
        return .success(.list(ordered(chosen)))
    }

    /// `multiselect`: known values, each once, as many as ``selected`` allows.
    public func problem(with value: AnswerValue) -> AnswerProblem? {
        guard case .list(let values) = value else {
            return .wrongType(expected: expectedValue, found: .kind(value.valueKind))
        }
        var seen: Set<String> = []
        for value in values {
            guard options.contains(where: { $0.value == value }) else { return .notAnOption(value, options: options) }
            if !seen.insert(value).inserted { return .duplicateSelection(value) }
        }
        if let minimum = selected.min, values.count < minimum { return .tooFewSelected(count: values.count, minimum: minimum) }
        if let maximum = selected.max, values.count > maximum { return .tooManySelected(count: values.count, maximum: maximum) }
        return nil
    }

    /// `multiselect`: a JSON array of strings, put in the form's option order.
    public func decode(_ node: SourceNode) -> Result<AnswerValue, AnswerProblem> {
        guard case .array(let items) = node.value else {
            return .failure(.wrongType(expected: expectedValue, found: .kind(node.valueKind)))
        }
        var values: [String] = []
        for item in items {
            guard let text = item.stringValue else {
                return .failure(.wrongType(expected: expectedValue, found: .arrayHolding(item.valueKind)))
            }
            values.append(text)
        }
        return .success(.list(ordered(values)))
    }

    /// `multiselect`: an array of unique option values, with `minItems` (at least 1 when required) and `maxItems`.
    public func schema(required: Bool) -> [(String, JSONValue)] {
        var members = [RowSchema.type("array", required: required),
                       ("items", .object([("enum", .array(options.map { .string($0.value) }))])),
                       ("uniqueItems", .bool(true))]
        // A required multiselect needs a choice: an empty list is no answer.
        let minimum = required ? max(selected.min ?? 0, 1) : selected.min
        if let minimum, minimum > 0 { members.append(("minItems", .integer(minimum))) }
        if let maximum = selected.max { members.append(("maxItems", .integer(maximum))) }
        return members
    }

    /// `multiselect`: the bounds on how many, and whether TAB completes the options.
    public func hint(_ text: (LocalizedText) -> String) -> [Message] {
        [.hintMultiselect(min: selected.min, max: selected.max, completes: options.count > 1)]
    }

    /// Values in the form's option order; values that are not options (to be refused by the
    /// rules) and repeats keep their place at the end, so the rules still see them.
    func ordered(_ values: [String]) -> [String] {
        guard values.count > 1 else { return values }
        var rank: [String: Int] = [:]
        for (index, option) in options.enumerated() { rank[option.value] = index }
        return values.enumerated().sorted { a, b in
            let x = rank[a.element] ?? Int.max, y = rank[b.element] ?? Int.max
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }
}

extension RowKind where Self == SelectKind {
    /// A `select` row's kind.
    public static func select(_ options: [Option]) -> SelectKind { SelectKind(options) }
}

extension RowKind where Self == MultiselectKind {
    /// A `multiselect` row's kind.
    public static func multiselect(_ options: [Option], selected: Bounds<Int> = .unbounded) -> MultiselectKind {
        MultiselectKind(options, selected: selected)
    }
}
