import AskCore

/// A row being built: members in the order askform forms write them, any of which a later
/// construct (a validator) may set or replace.
struct RowDraft {
    var members: [(String, SourceNode)]
    let location: SourceLocation?

    init(_ members: [(String, SourceNode)] = [], at location: SourceLocation?) {
        self.members = members
        self.location = location
    }

    subscript(key: String) -> SourceNode? {
        get { members.first { $0.0 == key }?.1 }
        set {
            if let index = members.firstIndex(where: { $0.0 == key }) {
                if let newValue { members[index].1 = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key, newValue))
            }
        }
    }

    var type: String { self["type"]?.stringValue ?? "" }
    var node: SourceNode { .object(members, at: location) }
}
