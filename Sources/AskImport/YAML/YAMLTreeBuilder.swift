import AskCore

/// Builds the ``SourceNode`` tree from libyaml's events: the open sequences and mappings,
/// the anchors seen so far, and the count of nodes against the limit.
///
/// An alias is resolved by copying its anchored node. The copy shares storage with the
/// original (Swift arrays are copy-on-write), so copying costs nothing; what is bounded is
/// the number of nodes the tree holds once expanded, which is what whoever walks it pays
/// for. Each anchor keeps its node count and height, so an alias costs O(1) to check.
struct YAMLTreeBuilder {
    /// A sequence or mapping whose end has not been read yet.
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        let anchor: String?
        var elements: [SourceNode] = []
        var members: [SourceNode.Member] = []
        /// The key whose value is read next; `nil` while a mapping waits for a key.
        var key: Key?
        /// The members each merge key `<<` brings, and where among `members` it stood.
        var merges: [(position: Int, members: [SourceNode.Member])] = []
        /// Nodes in this subtree, itself included, and sequences or mappings on its deepest path.
        var count = 1
        var height = 1

        init(isMapping: Bool, location: SourceLocation, anchor: String?) {
            self.isMapping = isMapping
            self.location = location
            self.anchor = anchor
        }
    }

    private struct Key {
        var text: String
        var location: SourceLocation
        /// A plain, untagged `<<`.
        var isMerge: Bool
    }

    private struct Anchored {
        var node: SourceNode
        var count: Int
        var height: Int
        /// The text of a scalar, so that an alias can stand as a key.
        var keyText: String?
    }

    let limits: SourceLimits
    /// The most nodes a tree may hold: as many as the largest JSON file `limits` accepts
    /// could (each JSON value takes at least two bytes, `1,`).
    let maxNodes: Int
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var openAnchors: [String: Int] = [:]
    private var total = 0
    private(set) var root: SourceNode?

    init(limits: SourceLimits) {
        self.limits = limits
        self.maxNodes = max(1, limits.maxFileBytes / 2)
    }

    private var awaitsKey: Bool {
        guard let top = stack.last else { return false }
        return top.isMapping && top.key == nil
    }

    // MARK: Events

    mutating func scalar(_ text: String, plain: Bool, tag: String?, anchor: String?,
                         at location: SourceLocation) throws(YAMLReadError) {
        let value: SourceNode.Value
        do throws(YAMLProblem) {
            value = try YAMLScalar.value(text, plain: plain, tag: tag)
        } catch {
            throw self.error(error, at: location)
        }
        let node = SourceNode(value, at: location)
        if awaitsKey {
            // Keys are their text as written: `1:` and `true:` are the keys "1" and "true".
            stack[stack.count - 1].key = Key(text: text, location: location, isMerge: plain && tag == nil && text == "<<")
            if let anchor { anchors[anchor] = Anchored(node: node, count: 1, height: 0, keyText: text) }
            return
        }
        try count(1, at: location)
        try finish(node, count: 1, height: 0, anchor: anchor, keyText: text)
    }

    mutating func open(mapping isMapping: Bool, tag: String?, anchor: String?, at location: SourceLocation) throws(YAMLReadError) {
        if awaitsKey { throw error(.keyNotScalar, at: location) }
        if let tag, tag != "!", tag != YAMLScalar.tagPrefix + (isMapping ? "map" : "seq") {
            let known = ["str", "null", "bool", "int", "float", "seq", "map"].map { YAMLScalar.tagPrefix + $0 }
            throw error(known.contains(tag)
                ? .tagMismatch(tag: YAMLScalar.shortTag(tag), value: isMapping ? "{…}" : "[…]")
                : .unsupportedTag(YAMLScalar.shortTag(tag)), at: location)
        }
        guard stack.count < limits.maxDepth else { throw error(.nestingTooDeep(limit: limits.maxDepth), at: location) }
        try count(1, at: location)
        if let anchor { openAnchors[anchor, default: 0] += 1 }
        stack.append(Frame(isMapping: isMapping, location: location, anchor: anchor))
    }

    mutating func close() throws(YAMLReadError) {
        let frame = stack.removeLast()
        if let anchor = frame.anchor {
            openAnchors[anchor, default: 1] -= 1
            if openAnchors[anchor] == 0 { openAnchors[anchor] = nil }
        }
        let value: SourceNode.Value = frame.isMapping ? .object(Self.merged(frame.members, frame.merges)) : .array(frame.elements)
        try finish(SourceNode(value, at: frame.location), count: frame.count, height: frame.height,
                   anchor: frame.anchor, keyText: nil)
    }

    mutating func alias(_ name: String, at location: SourceLocation) throws(YAMLReadError) {
        if openAnchors[name] != nil { throw error(.aliasInsideItsAnchor(name), at: location) }
        guard let anchored = anchors[name] else { throw error(.undefinedAlias(name), at: location) }
        if awaitsKey {
            guard let text = anchored.keyText else { throw error(.keyNotScalar, at: location) }
            stack[stack.count - 1].key = Key(text: text, location: location, isMerge: false)
            return
        }
        guard stack.count + anchored.height <= limits.maxDepth else {
            throw error(.nestingTooDeep(limit: limits.maxDepth), at: location)
        }
        try count(anchored.count, at: location)
        // The copy stands where the alias is; the nodes inside keep where they were written.
        var node = anchored.node
        node.location = location
        try finish(node, count: anchored.count, height: anchored.height, anchor: nil, keyText: anchored.keyText)
    }

    // MARK: Building

    private mutating func count(_ nodes: Int, at location: SourceLocation) throws(YAMLReadError) {
        guard nodes <= maxNodes - total else { throw error(.tooManyNodes(limit: maxNodes), at: location) }
        total += nodes
    }

    /// Hands a finished node to the open container (or makes it the root).
    private mutating func finish(_ node: SourceNode, count: Int, height: Int, anchor: String?,
                                 keyText: String?) throws(YAMLReadError) {
        if let anchor { anchors[anchor] = Anchored(node: node, count: count, height: height, keyText: keyText) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].count += count
        stack[top].height = max(stack[top].height, height + 1)
        guard stack[top].isMapping else {
            stack[top].elements.append(node)
            return
        }
        guard let key = stack[top].key else { return }
        stack[top].key = nil
        if key.isMerge {
            stack[top].merges.append((stack[top].members.count, try mergedMembers(node)))
        } else {
            stack[top].members.append(SourceNode.Member(key: key.text, keyLocation: key.location, value: node))
        }
    }

    /// The members a merge key's value brings: a mapping's, or those of a sequence of
    /// mappings with earlier mappings winning (YAML 1.1's merge key type).
    private func mergedMembers(_ node: SourceNode) throws(YAMLReadError) -> [SourceNode.Member] {
        let sources: [[SourceNode.Member]]
        switch node.value {
        case .object(let members):
            sources = [members]
        case .array(let elements):
            var mappings: [[SourceNode.Member]] = []
            for element in elements {
                guard case .object(let members) = element.value else {
                    throw error(.mergeValueNotMapping, at: element.location)
                }
                mappings.append(members)
            }
            sources = mappings
        default:
            throw error(.mergeValueNotMapping, at: node.location)
        }
        var seen = Set<String>()
        return sources.joined().filter { seen.insert($0.key).inserted }
    }

    /// `members` with each merge's members inserted where its `<<` stood, leaving out keys
    /// the mapping writes itself (anywhere) and keys an earlier merge brought.
    private static func merged(_ members: [SourceNode.Member],
                               _ merges: [(position: Int, members: [SourceNode.Member])]) -> [SourceNode.Member] {
        guard !merges.isEmpty else { return members }
        let written = Set(members.map(\.key))
        var brought = Set<String>()
        var result: [SourceNode.Member] = []
        var next = 0
        for position in 0...members.count {
            while next < merges.count, merges[next].position == position {
                result += merges[next].members.filter { !written.contains($0.key) && brought.insert($0.key).inserted }
                next += 1
            }
            if position < members.count { result.append(members[position]) }
        }
        return result
    }

    // MARK: Errors

    /// `problem` at `location`, with the pointer of the value being read.
    func error(_ problem: YAMLProblem, at location: SourceLocation?) -> YAMLReadError {
        YAMLReadError(problem, at: location, pointer: pointer)
    }

    /// The RFC 6901 pointer of the value being read.
    private var pointer: String {
        var pointer = ""
        for frame in stack {
            if frame.isMapping {
                guard let key = frame.key else { break }
                pointer = JSONPointer.appending(key.text, to: pointer)
            } else {
                pointer = JSONPointer.appending(frame.elements.count, to: pointer)
            }
        }
        return pointer
    }
}
