#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore

/// What completion offers at the current prompt: one candidate per choice (an option as the
/// prompt shows it), found by any of its names (its label in any language, its value).
struct CompletionCandidates: Sendable {
    /// One choice: the text offered, and the texts a typed prefix may start.
    struct Choice: Sendable {
        var shown: String
        var names: [String]
    }

    /// The names, in the byte order of their folded (lowercased) forms, so a prefix is
    /// found by binary search even among 100,000 options; `shown` runs parallel, the text
    /// offered for each name.
    private let folded: [String]
    private let shown: [String]
    /// Complete the item after the last comma (multiselect) rather than the whole line.
    let itemsAfterComma: Bool

    /// Texts offered as they are, each its own name (keys, yes/no words).
    init(_ texts: [String], itemsAfterComma: Bool) {
        self.init(texts.map { Choice(shown: $0, names: [$0]) }, itemsAfterComma: itemsAfterComma)
    }

    /// Avoids work a large option list does not need: ASCII text without capitals is its
    /// own folded form, and names already in order (as generated lists usually are) are not
    /// sorted again.
    init(_ choices: [Choice], itemsAfterComma: Bool) {
        self.itemsAfterComma = itemsAfterComma
        var folded: [String] = [], shown: [String] = []
        folded.reserveCapacity(choices.count)
        shown.reserveCapacity(choices.count)
        var ordered = true
        for choice in choices {
            for name in choice.names {
                let form = Self.fold(name)
                if ordered, let last = folded.last, Self.compare(last, form) >= 0 { ordered = false }
                folded.append(form)
                shown.append(choice.shown)
            }
        }
        if ordered {
            self.folded = folded
            self.shown = shown
            return
        }
        let order = folded.indices.sorted { a, b in
            let byFold = Self.compare(folded[a], folded[b])
            return byFold != 0 ? byFold < 0 : Self.compare(shown[a], shown[b]) < 0
        }
        self.folded = order.map { folded[$0] }
        self.shown = order.map { shown[$0] }
    }

    /// The choices with a name starting with `prefix` (any case), each once, in the folded
    /// byte order of their first matching name.
    func matches(for prefix: String) -> [String] {
        let key = Self.fold(prefix)
        var low = 0, high = folded.count
        while low < high {
            let middle = (low + high) / 2
            if Self.compare(folded[middle], key) < 0 { low = middle + 1 } else { high = middle }
        }
        var result: [String] = []
        var seen: Set<String> = []
        while low < folded.count, folded[low].utf8.starts(with: key.utf8) {
            if seen.insert(shown[low]).inserted { result.append(shown[low]) }
            low += 1
        }
        return result
    }

    private static func fold(_ text: String) -> String {
        var text = text
        let plain = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 && ($0 < 0x41 || $0 > 0x5A) } }
        return plain ? text : text.lowercased()
    }

    private static func compare(_ a: String, _ b: String) -> Int32 {
        UTF8Order.compare(a, b)
    }
}

/// The completion candidates of one prompt, built on a background thread when there are
/// many (100,000 options take milliseconds to index), so the prompt shows at once; the
/// first TAB waits for the build if it is still running.
public final class CompletionIndex: @unchecked Sendable {
    // `thread` and `built` are touched only by the main thread, and by the builder before
    // it ends; pthread_join orders the builder's write before the main thread's read.
    private var thread: pthread_t?
    private var built: CompletionCandidates?
    let itemsAfterComma: Bool
    /// What TAB on an empty line shows instead of the candidates in columns: the numbered
    /// option list of a long select, made when asked.
    let listing: (@Sendable () -> String)?

    /// Lists past this many texts are indexed in the background.
    static let backgroundThreshold = 2_000

    init(count: Int, itemsAfterComma: Bool, listing: (@Sendable () -> String)? = nil,
         build: @escaping @Sendable () -> CompletionCandidates) {
        self.itemsAfterComma = itemsAfterComma
        self.listing = listing
        guard count > Self.backgroundThreshold else {
            built = build()
            return
        }
        let job = Unmanaged.passRetained(Job(index: self, build: build)).toOpaque()
        var handle = pthread_t()
        if pthread_create(&handle, nil, { context in
            guard let context else { return nil }
            // Signals are for the main thread's line editor.
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
            job.index.built = job.build()
            return nil
        }, job) == 0 {
            thread = handle
        } else {
            Unmanaged<Job>.fromOpaque(job).release()
            built = build()
        }
    }

    /// Completes `texts`; `itemsAfterComma` completes the item after the last comma
    /// (a multiselect's) rather than the whole line.
    public convenience init(_ texts: [String], itemsAfterComma: Bool) {
        self.init(count: texts.count, itemsAfterComma: itemsAfterComma) {
            CompletionCandidates(texts, itemsAfterComma: itemsAfterComma)
        }
    }

    /// The texts that complete `prefix` (ignoring case), as shown.
    public func matches(for prefix: String) -> [String] {
        candidates()?.matches(for: prefix) ?? []
    }

    /// The candidates, once built.
    func candidates() -> CompletionCandidates? {
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        return built
    }

    deinit {
        if let thread { pthread_join(thread, nil) }
    }

    private final class Job {
        let index: CompletionIndex
        let build: @Sendable () -> CompletionCandidates

        init(index: CompletionIndex, build: @escaping @Sendable () -> CompletionCandidates) {
            self.index = index
            self.build = build
        }
    }
}
