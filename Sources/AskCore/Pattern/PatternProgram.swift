/// A compiled `pattern`: a Thompson NFA as a list of instructions, run by a Pike VM
/// (all threads in step, one pass over the answer), so matching takes time proportional
/// to the program's size times the answer's length, whatever the pattern.
struct PatternProgram: Sendable {
    enum Instruction: Sendable {
        /// Consume this scalar.
        case scalar(UInt32)
        /// Consume a scalar of the set.
        case set(ScalarSet)
        /// Continue at both.
        case split(Int, Int)
        case jump(Int)
        case start
        case end
        case wordBoundary(negated: Bool)
        case match
    }

    private(set) var instructions: [Instruction] = []

    /// The program for `node`, refused when it would exceed ``PatternLimits/program``
    /// instructions (it stops compiling there, so memory stays bounded too).
    init(_ node: PatternNode) throws(PatternProblem) {
        try emit(node)
        try append(.match)
    }

    /// True when some substring of `text` matches (an unanchored search, as JSON Schema's `pattern`).
    func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.lazy.map(\.value))
        var current = ThreadList(capacity: instructions.count)
        var next = ThreadList(capacity: instructions.count)
        var pending: [Int] = []
        let anchored: Bool
        if case .start = instructions[0] { anchored = true } else { anchored = false }
        for position in 0...scalars.count {
            if position == 0 || !anchored {
                if follow(0, at: position, in: scalars, into: &current, pending: &pending) { return true }
            }
            guard position < scalars.count, !(anchored && current.isEmpty) else { break }
            let scalar = scalars[position]
            next.clear()
            for pc in current.members {
                let advances: Bool
                switch instructions[pc] {
                case .scalar(let value): advances = value == scalar
                case .set(let set): advances = set.contains(scalar)
                default: advances = false
                }
                if advances, follow(pc + 1, at: position + 1, in: scalars, into: &next, pending: &pending) {
                    return true
                }
            }
            swap(&current, &next)
        }
        return false
    }

    /// Adds `pc` and every instruction reachable from it without consuming (splits, jumps,
    /// assertions that hold at `position`) to `list`; true when that reaches `match`.
    private func follow(_ pc: Int, at position: Int, in scalars: [UInt32], into list: inout ThreadList,
                        pending: inout [Int]) -> Bool {
        pending.append(pc)
        while let pc = pending.popLast() {
            guard list.insert(pc) else { continue }
            switch instructions[pc] {
            case .match:
                pending.removeAll(keepingCapacity: true)
                return true
            case .jump(let target):
                pending.append(target)
            case .split(let first, let second):
                pending.append(second)
                pending.append(first)
            case .start:
                if position == 0 { pending.append(pc + 1) }
            case .end:
                if position == scalars.count { pending.append(pc + 1) }
            case .wordBoundary(let negated):
                let before = position > 0 && ScalarSet.word.contains(scalars[position - 1])
                let after = position < scalars.count && ScalarSet.word.contains(scalars[position])
                if (before != after) != negated { pending.append(pc + 1) }
            case .scalar, .set:
                break
            }
        }
        return false
    }

    private mutating func append(_ instruction: Instruction) throws(PatternProblem) {
        guard instructions.count < PatternLimits.program else {
            throw PatternProblem(.tooLarge(limit: PatternLimits.program), at: 0, text: "")
        }
        instructions.append(instruction)
    }

    /// Recursion here follows the tree, whose depth the parser's group limit bounds.
    private mutating func emit(_ node: PatternNode) throws(PatternProblem) {
        switch node {
        case .empty: break
        case .scalar(let value): try append(.scalar(value))
        case .set(let set): try append(.set(set))
        case .start: try append(.start)
        case .end: try append(.end)
        case .wordBoundary(let negated): try append(.wordBoundary(negated: negated))
        case .sequence(let items):
            for item in items { try emit(item) }
        case .alternation(let alternatives):
            // split L1, next; L1: a; jump end; next: split L2, … ; last alternative; end:
            var jumps: [Int] = []
            for (offset, alternative) in alternatives.enumerated() {
                if offset < alternatives.count - 1 {
                    let split = instructions.count
                    try append(.split(split + 1, 0))
                    try emit(alternative)
                    jumps.append(instructions.count)
                    try append(.jump(0))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    try emit(alternative)
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
        case .repetition(let body, let min, let max, _):
            for _ in 0..<min { try emit(body) }
            if let max {
                // Each optional copy may end the repetition: split body, end.
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(instructions.count)
                    try append(.split(instructions.count + 1, 0))
                    try emit(body)
                }
                for split in splits { instructions[split] = .split(split + 1, instructions.count) }
            } else {
                // loop: split body, end; body; jump loop
                let loop = instructions.count
                try append(.split(loop + 1, 0))
                try emit(body)
                try append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            }
        }
    }
}

/// The instructions a Pike VM is at, each once, in a sparse set: insertion, lookup and
/// clearing take constant time.
private struct ThreadList {
    private(set) var members: [Int] = []
    private var slot: [Int]

    init(capacity: Int) {
        slot = Array(repeating: 0, count: capacity)
        members.reserveCapacity(capacity)
    }

    var isEmpty: Bool { members.isEmpty }

    /// Adds `pc`; false when it was there already.
    mutating func insert(_ pc: Int) -> Bool {
        let index = slot[pc]
        if index < members.count, members[index] == pc { return false }
        slot[pc] = members.count
        members.append(pc)
        return true
    }

    mutating func clear() {
        members.removeAll(keepingCapacity: true)
    }
}
