/// Where an element or modifier of a form definition was written in Swift: the caller's
/// `#fileID`, `#line` and `#column`.
struct DefinitionSite: Sendable, Equatable {
    var fileID: String
    var line: Int
    var column: Int

    /// Where the call is (the compiler's `#column` is its opening parenthesis), for keys.
    var callLocation: SourceLocation { SourceLocation(line: line, column: column) }

    /// Just past the parenthesis, where the first argument is written, for values: a `when`
    /// error inside the expression then counts its offset from there, as from a JSON quote.
    var argumentLocation: SourceLocation { SourceLocation(line: line, column: column + 1) }
}

/// A form tree as the definition elements build it: the shape of a ``SourceNode`` tree,
/// with the Swift file of every value, since a ``SourceLocation`` holds no file.
struct DraftNode: Sendable {
    indirect enum Value: Sendable {
        case object([DraftMember])
        case array([DraftNode])
        case scalar(SourceNode.Value)
    }

    var value: Value
    var site: DefinitionSite
}

struct DraftMember: Sendable {
    var key: String
    var site: DefinitionSite
    var value: DraftNode
}

/// An object being written by an element and its modifiers.
struct DraftObject: Sendable {
    private(set) var members: [DraftMember] = []
    let site: DefinitionSite

    init(at site: DefinitionSite) {
        self.site = site
    }

    /// Sets `key` to `value`, where the call that set it was written. A key set again keeps
    /// its place and takes the later value, as a modifier applied twice should.
    mutating func set(_ key: String, _ value: DraftNode, at site: DefinitionSite) {
        let member = DraftMember(key: key, site: site, value: value)
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index] = member
        } else {
            members.append(member)
        }
    }

    mutating func set(_ key: String, _ value: FormValue, at site: DefinitionSite) {
        set(key, value.draft(at: site), at: site)
    }

    mutating func set(_ key: String, _ text: FormText, at site: DefinitionSite) {
        set(key, text.draft(at: site), at: site)
    }

    /// Adds a check to the object's `checks` (made when it has none).
    mutating func addCheck(_ that: String, message: FormText, at site: DefinitionSite) {
        let check = DraftNode.object([DraftMember(key: "that", site: site, value: FormValue.string(that).draft(at: site)),
                                      DraftMember(key: "message", site: site, value: message.draft(at: site))], at: site)
        if let index = members.firstIndex(where: { $0.key == "checks" }), case .array(var checks) = members[index].value.value {
            checks.append(check)
            members[index].value = DraftNode(value: .array(checks), site: members[index].value.site)
        } else {
            set("checks", DraftNode(value: .array([check]), site: site), at: site)
        }
    }

    mutating func setOptions(_ options: [Choice], at site: DefinitionSite) {
        set("options", DraftNode(value: .array(options.map { $0.draft(at: site) }), site: site), at: site)
    }

    var draft: DraftNode { .object(members, at: site) }
}

extension DraftNode {
    /// An object of `members` written at `site`.
    static func object(_ members: [DraftMember], at site: DefinitionSite) -> DraftNode {
        DraftNode(value: .object(members), site: site)
    }

    /// The `SourceNode` tree a form file with the same content would parse to, and the file
    /// of every value written in another file than the value holding it, by pointer.
    func sourceTree() -> (tree: SourceNode, files: DefinitionSourceMap) {
        var files: [String: String] = [:]
        let tree = sourceNode(at: "", parentFile: site.fileID, files: &files)
        return (tree, DefinitionSourceMap(rootFile: site.fileID, files: files))
    }

    private func sourceNode(at pointer: String, parentFile: String, files: inout [String: String]) -> SourceNode {
        if site.fileID != parentFile { files[pointer] = site.fileID }
        switch value {
        case .scalar(let scalar):
            return SourceNode(scalar, at: site.argumentLocation)
        case .array(let items):
            let nodes = items.enumerated().map { index, item in
                item.sourceNode(at: JSONPointer.appending(index, to: pointer), parentFile: site.fileID, files: &files)
            }
            return SourceNode(.array(nodes), at: site.callLocation)
        case .object(let members):
            let converted = members.map { member in
                let memberPointer = JSONPointer.appending(member.key, to: pointer)
                if member.site.fileID != site.fileID { files[memberPointer] = member.site.fileID }
                let value = member.value.sourceNode(at: memberPointer, parentFile: member.site.fileID, files: &files)
                return SourceNode.Member(key: member.key, keyLocation: member.site.callLocation, value: value)
            }
            return SourceNode(.object(converted), at: site.callLocation)
        }
    }
}

/// The Swift file each diagnostic of a form definition points into.
///
/// A ``SourceLocation`` holds a line and a column but no file, and a definition may be
/// spread over files (a part returned by a function in another file). Each diagnostic's JSON
/// pointer names the value concerned; the map gives the `#fileID` of the element that wrote
/// it, so that a diagnostic renders as the compiler would:
///
///     let line = error.sources.rendered(error.errors[0])
///     // "TripForm.swift:14:37: error: 'min' (18) is greater than 'max' (12) (at /sections/0/rows/1/min)"
public struct DefinitionSourceMap: Sendable, Equatable {
    /// The `#fileID` of the `Form` definition itself.
    public let rootFile: String
    /// Pointers whose value was written in another file than its parent's.
    let files: [String: String]

    /// The `#fileID` of the element that wrote the value `diagnostic` points at: the nearest
    /// enclosing element's file, the definition's own for a problem of the whole form.
    public func file(of diagnostic: Diagnostic) -> String {
        guard var pointer = diagnostic.pointer else { return rootFile }
        while !pointer.isEmpty {
            if let file = files[pointer] { return file }
            guard let slash = pointer.lastIndex(of: "/") else { break }
            pointer = String(pointer[..<slash])
        }
        return rootFile
    }

    /// `FILE:LINE:COL: error: MESSAGE (at /pointer)` with the Swift file of the element; the
    /// line and column are those of the Swift call that wrote the value.
    public func rendered(_ diagnostic: Diagnostic, catalog: Catalog = .english) -> String {
        diagnostic.rendered(file: file(of: diagnostic), catalog: catalog)
    }
}
