#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import AskCore

/// What completion offers at the current prompt.
struct CompletionCandidates: Sendable {
    /// The texts, in the byte order of their folded (lowercased) forms, so a prefix is
    /// found by binary search even among 100,000 options; `folded` runs parallel.
    private let texts: [String]
    private let folded: [String]
    /// Complete the item after the last comma (multiselect) rather than the whole line.
    let itemsAfterComma: Bool

    /// Avoids work a large option list does not need: ASCII text without capitals is its
    /// own folded form, and a list already in order (as generated lists usually are) is not
    /// sorted again.
    init(_ texts: [String], itemsAfterComma: Bool) {
        self.itemsAfterComma = itemsAfterComma
        var folded: [String] = []
        folded.reserveCapacity(texts.count)
        var ordered = true
        for text in texts {
            let form = Self.fold(text)
            if ordered, let last = folded.last, Self.compare(last, form) >= 0 { ordered = false }
            folded.append(form)
        }
        if ordered {
            self.texts = texts
            self.folded = folded
            return
        }
        let order = texts.indices.sorted { a, b in
            let byFold = Self.compare(folded[a], folded[b])
            return byFold != 0 ? byFold < 0 : Self.compare(texts[a], texts[b]) < 0
        }
        var keptTexts: [String] = [], keptFolded: [String] = []
        keptTexts.reserveCapacity(order.count)
        keptFolded.reserveCapacity(order.count)
        for index in order {
            // A label equal to its value is offered once.
            if let last = keptTexts.last, Self.compare(last, texts[index]) == 0 { continue }
            keptTexts.append(texts[index])
            keptFolded.append(folded[index])
        }
        self.texts = keptTexts
        self.folded = keptFolded
    }

    /// Texts starting with `prefix` (any case), in folded byte order.
    func matches(for prefix: String) -> [String] {
        let key = Self.fold(prefix)
        var low = 0, high = folded.count
        while low < high {
            let middle = (low + high) / 2
            if Self.compare(folded[middle], key) < 0 { low = middle + 1 } else { high = middle }
        }
        var result: [String] = []
        while low < folded.count, folded[low].utf8.starts(with: key.utf8) {
            result.append(texts[low])
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
final class CompletionIndex: @unchecked Sendable {
    // `thread` and `built` are touched only by the main thread, and by the builder before
    // it ends; pthread_join orders the builder's write before the main thread's read.
    private var thread: pthread_t?
    private var built: CompletionCandidates?
    let itemsAfterComma: Bool

    /// Lists past this many texts are indexed in the background.
    static let backgroundThreshold = 2_000

    init(count: Int, itemsAfterComma: Bool, build: @escaping @Sendable () -> CompletionCandidates) {
        self.itemsAfterComma = itemsAfterComma
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

    convenience init(_ texts: [String], itemsAfterComma: Bool) {
        self.init(count: texts.count, itemsAfterComma: itemsAfterComma) {
            CompletionCandidates(texts, itemsAfterComma: itemsAfterComma)
        }
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
