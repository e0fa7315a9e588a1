/// A rule across answers, on a row or a section: `{"that": EXPR, "message": TEXT}`
/// (docs/FORMAT.md, "Checks"). A false check refuses the answer as a broken `min` does, in
/// every mode.
public struct Check: Sendable, Equatable {
    /// What must hold (`end >= start`).
    public var that: Expression
    /// Why the answer is refused, in the reader's language; it may hold `{{ … }}` templates.
    public var message: LocalizedText
    /// Where the check is in the form file (`/sections/0/rows/2/checks/0`).
    public var pointer: String

    /// A check of `that`, refusing with `message`.
    public init(that: Expression, message: LocalizedText, pointer: String = "") {
        self.that = that
        self.message = message
        self.pointer = pointer
    }

    /// Whether the answers in `context` pass. A check that reads an empty answer passes,
    /// unless it tests for empty answers itself (`start != null and …`, `default(…)`): an
    /// optional row left empty is not refused by a rule about its value.
    public func passes(in context: ExpressionContext) -> Bool {
        if that.holds(in: context) { return true }
        guard !testsForNull else { return false }
        return that.keys.contains { context.answer($0).isNull }
    }

    /// The message with its templates rendered for `context`, in every language it has.
    public func renderedMessage(in context: ExpressionContext) -> LocalizedText {
        message.rendered(in: context)
    }

    /// Whether `that` says itself what an empty answer means: it compares with `null` or
    /// gives a fallback with `default(…)`.
    private var testsForNull: Bool {
        var found = false
        that.visit { part in
            switch part.node {
            case .binary(.equal, let a, let b), .binary(.notEqual, let a, let b):
                if a.node == .literal(.null) || b.node == .literal(.null) { found = true }
            case .call(.default, _):
                found = true
            default:
                break
            }
        }
        return found
    }
}

extension LocalizedText {
    /// Whether any translation holds a `{{ … }}` template.
    var hasTemplates: Bool {
        variants.contains { Template.opens($0.text) }
    }

    /// Every translation with its templates rendered for `context` (a translation that is not
    /// a valid template, which the loader refuses, stays as written).
    public func rendered(in context: ExpressionContext) -> LocalizedText {
        guard hasTemplates else { return self }
        var text = self
        for index in text.variants.indices where Template.opens(text.variants[index].text) {
            if let template = try? Template.parse(text.variants[index].text) {
                text.variants[index].text = template.render(in: context)
            }
        }
        return text
    }
}

extension Form {
    /// Every environment variable the form reads: `${env:NAME}` defaults and the `env(…)`
    /// calls of its conditions, checks, computed values and templates, each once.
    public var environmentNames: [String] {
        var names: [String] = []
        func add(_ more: [String]) {
            for name in more where !names.contains(name) { names.append(name) }
        }
        func add(_ text: LocalizedText?) {
            guard let text, text.hasTemplates else { return }
            for variant in text.variants {
                guard let template = try? Template.parse(variant.text) else { continue }
                for case .expression(let expression) in template.parts { add(expression.environmentNames) }
            }
        }
        add(title)
        add(description)
        for section in sections {
            add(section.when?.environmentNames ?? [])
            add(section.title)
            add(section.footer)
            for check in section.checks {
                add(check.that.environmentNames)
                add(check.message)
            }
            for row in section.rows {
                if case .environment(let name) = row.defaultValue { add([name]) }
                if case .template(let template) = row.defaultValue {
                    for case .expression(let expression) in template.parts { add(expression.environmentNames) }
                }
                add(row.when?.environmentNames ?? [])
                add(row.computed?.environmentNames ?? [])
                add(row.title)
                add(row.help)
                add(row.placeholder)
                for check in row.checks {
                    add(check.that.environmentNames)
                    add(check.message)
                }
            }
        }
        return names
    }
}
