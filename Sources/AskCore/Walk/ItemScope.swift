/// The repeat items a row of a walk's layout is inside, innermost last: how its keys and
/// `index()` are read (docs/FORMAT.md, "Repeat groups").
struct ItemScope: Sendable {
    /// One item: its key prefix (`travellers.2`), the keys its group declares, and its number.
    struct Level: Sendable {
        var prefix: String
        var keys: Set<String>
        var index: Int
    }

    /// The items, outermost first; empty outside every group.
    var levels: [Level] = []

    /// The scope one item deeper.
    func entering(_ prefix: String, keys: Set<String>, index: Int) -> ItemScope {
        var scope = self
        scope.levels.append(Level(prefix: prefix, keys: keys, index: index))
        return scope
    }

    /// A key as written inside the scope, as the walk stores it: the innermost item's own row
    /// first, then enclosing items', then the form's.
    func resolve(_ key: String) -> String {
        for level in levels.reversed() where level.keys.contains(key) { return level.prefix + "." + key }
        return key
    }

    /// The key of a row the innermost item declares.
    func qualify(_ key: String) -> String {
        levels.last.map { $0.prefix + "." + key } ?? key
    }

    /// `index()` here: the innermost item's number.
    var index: Int? { levels.last?.index }

    // MARK: Rewriting

    func rewrite(_ expression: Expression) -> Expression {
        var copy = expression
        switch expression.node {
        case .literal: break
        case .key(let key): copy.node = .key(resolve(key))
        case .list(let items): copy.node = .list(items.map(rewrite))
        case .not(let inner): copy.node = .not(rewrite(inner))
        case .negate(let inner): copy.node = .negate(rewrite(inner))
        case .binary(let op, let left, let right): copy.node = .binary(op, rewrite(left), rewrite(right))
        case .call(.index, _):
            copy.node = .literal(index.map { .number(Double($0)) } ?? .null)
        case .call(let function, let arguments): copy.node = .call(function, arguments.map(rewrite))
        }
        return copy
    }

    func rewrite(_ condition: Condition) -> Condition {
        switch condition {
        case .comparison(let key, let op, let literal): return .comparison(key: resolve(key), op, literal)
        case .membership(let key, let literals): return .membership(key: resolve(key), literals)
        case .contains(let key, let literal): return .contains(key: resolve(key), literal)
        case .and(let a, let b): return .and(rewrite(a), rewrite(b))
        case .or(let a, let b): return .or(rewrite(a), rewrite(b))
        case .not(let inner): return .not(rewrite(inner))
        case .expression(let expression): return .expression(rewrite(expression))
        }
    }

    func rewrite(_ template: Template) -> Template {
        var copy = template
        copy.parts = template.parts.map { part in
            if case .expression(let expression) = part { return .expression(rewrite(expression)) }
            return part
        }
        return copy
    }

    func rewrite(_ text: LocalizedText) -> LocalizedText {
        guard text.hasTemplates else { return text }
        var copy = text
        for index in copy.variants.indices where Template.opens(copy.variants[index].text) {
            guard let template = try? Template.parse(copy.variants[index].text) else { continue }
            copy.variants[index].text = rewrite(template).written
        }
        return copy
    }

    func rewrite(_ text: LocalizedText?) -> LocalizedText? { text.map { rewrite($0) } }

    func rewrite(_ check: Check) -> Check {
        Check(that: rewrite(check.that), message: rewrite(check.message), pointer: check.pointer)
    }

    /// A row of the item: its keys qualified, what it reads resolved, `index()` its number.
    func rewrite(_ row: Row) -> Row {
        var copy = row
        copy.key = row.key.map(qualify)
        if var kind = row.kind as? IntegerKind, let unit = kind.unit {
            kind.unit?.key = qualify(unit.key)
            copy.kind = kind
        } else if var kind = row.kind as? NumberKind, let unit = kind.unit {
            kind.unit?.key = qualify(unit.key)
            copy.kind = kind
        }
        copy.title = rewrite(row.title)
        copy.help = rewrite(row.help)
        copy.placeholder = rewrite(row.placeholder)
        copy.when = row.when.map(rewrite)
        copy.checks = row.checks.map(rewrite)
        copy.computed = row.computed.map(rewrite)
        if case .template(let template)? = row.defaultValue { copy.defaultValue = .template(rewrite(template)) }
        return copy
    }
}

extension Template {
    /// The template written back as text: parsing it gives the same parts.
    var written: String {
        parts.map { part -> String in
            switch part {
            case .text(let text): return text.replacingAll("{{", with: "{{ '{{' }}")
            case .expression(let expression): return "{{ " + expression.description + " }}"
            }
        }.joined()
    }
}
