// The only file that touches GNU readline (and the terminal's modes).
@preconcurrency import CReadline
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Synchronization

/// State shared with readline's C callbacks, which cannot capture context.
private struct EditorState: Sendable {
    var completion: CompletionIndex?
    var line: String?
    var lineDone = false
    /// Put in the line as the read starts (an answer being changed).
    var prefill = ""
    /// What was typed when Ctrl-X Ctrl-E asked for the editor, if it did.
    var editRequested: String?
}

private let editorState = Mutex(EditorState())

private func acceptLine(_ text: UnsafeMutablePointer<CChar>?) {
    let line = text.map { String(cString: $0) }
    free(text)
    editorState.withLock {
        $0.line = line
        $0.lineDone = true
    }
    rl_callback_handler_remove()
}

private func completeAnswer(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1
    let typed = text.map { String(cString: $0) } ?? ""
    guard let index = editorState.withLock({ $0.completion }) else { return nil }
    let leading = String(typed.prefix { $0 == " " })
    let item = String(typed.dropFirst(leading.count))
    if item.isEmpty, rl_point == rl_end, let listing = index.listing {
        // Too many options to list in columns: the numbered list, then the prompt again.
        fputs("\n" + listing(), rl_outstream)
        rl_on_new_line()
        return nil
    }
    guard let candidates = index.candidates() else { return nil }
    let matches = candidates.matches(for: item)
    guard !matches.isEmpty else { return nil }
    rl_completion_append_character = candidates.itemsAfterComma && matches.count == 1 ? 0x2C : 0
    rl_completion_suppress_append = candidates.itemsAfterComma && matches.count == 1 ? 0 : 1
    // readline wants [replacement, match…, NULL]; the replacement is the longest common
    // prefix, never shorter than what was typed (matching ignores case).
    var common = matches[0]
    for match in matches.dropFirst() {
        common = String(zip(common, match).prefix { $0 == $1 }.map(\.0))
    }
    if common.count < item.count { common = item }
    let entries = matches.count == 1 ? [leading + matches[0]] : [leading + common] + matches
    guard let array = malloc((entries.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1) else { return nil }
    for (index, entry) in entries.enumerated() {
        array[index] = strdup(entry)
    }
    array[entries.count] = nil
    return array
}

/// readline's startup hook: puts the answer being changed in the line, before it is drawn.
private func insertPrefill() -> Int32 {
    let text = editorState.withLock { $0.prefill }
    if !text.isEmpty { rl_insert_text(text) }
    return 0
}

/// Ctrl-X Ctrl-E (`askform-edit-answer`): ends the line, asking for the editor on what was typed.
private func requestEditor(_ count: Int32, _ key: Int32) -> Int32 {
    let typed = rl_line_buffer.map { String(cString: $0) } ?? ""
    editorState.withLock { $0.editRequested = typed }
    return rl_newline(1, key)
}

private func completeNothing(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    nil
}

/// Draws nothing: a secret's characters are never shown.
private func redisplayNothing() {}

/// Line editing at the terminal with GNU readline: history, TAB completion, CJK text.
/// Readline writes to stderr (the terminal), never to stdout, so answers piped onwards
/// stay clean. Signals are caught by askform, not readline, so every exit path restores
/// the terminal.
///
/// GNU readline keeps its state in process-wide globals and reads the controlling
/// terminal: use one `LineEditor` at a time, on stdin (0) and stderr (2). A program that asks
/// elsewhere (another stream, a GUI, a test) gives ``TerminalDriver`` a ``FillTerminal`` of
/// its own instead.
public final class LineEditor: FillTerminal {
    private var savedModes = termios()
    private var hasSavedModes = false
    private var rememberedSinceStart = false

    /// `history`: lines typed at earlier fills, oldest first, for up-arrow recall.
    public init(history: [String]) {
        if setlocale(LC_CTYPE, "") == nil || String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        hasSavedModes = tcgetattr(0, &savedModes) == 0
        StopSignals.install(StopSignals.stops + [SIGWINCH, SIGTSTP])

        rl_readline_name = UnsafePointer(strdup("askform"))
        rl_instream = stdin
        // A buffered stream of its own on the terminal (stderr's descriptor): unbuffered
        // stderr would send every echoed character in a write of its own. It is flushed
        // after every step of readline, before askform writes anything itself.
        if let stream = fdopen(dup(2), "w") {
            setvbuf(stream, nil, _IOFBF, 8192)
            rl_outstream = stream
        } else {
            rl_outstream = stderr
        }
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_change_environment = 0
        rl_attempted_completion_function = completeAnswer
        rl_completion_entry_function = completeNothing
        rl_basic_quote_characters = UnsafePointer(strdup(""))
        // A paste arrives whole, line breaks and all, as one line to accept or refuse; set
        // before readline reads the person's inputrc, which may still turn it off.
        _ = rl_variable_bind("enable-bracketed-paste", "on")
        rl_startup_hook = insertPrefill
        // Named, so an inputrc can bind it to other keys.
        _ = rl_add_defun("askform-edit-answer", requestEditor, -1)
        _ = rl_bind_keyseq("\\C-x\\C-e", requestEditor)
        using_history()
        stifle_history(1000)
        for line in history { add_history(line) }
    }

    /// Puts the terminal back as it was found. Safe to call more than once.
    func restoreTerminal() {
        if hasSavedModes { tcsetattr(0, TCSANOW, &savedModes) }
    }

    /// Reads one line at `prompt` (which may hold `\u{1}`…`\u{2}`-marked colour codes).
    /// Secrets are not echoed and never enter history. `whileWaiting` runs once the prompt
    /// shows, before the first key is read: work that must happen before the next answer
    /// but need not delay the prompt.
    public func read(prompt: String, secret: Bool = false, completion: CompletionIndex? = nil,
                     whileWaiting: () -> Void = {}) -> LineResult {
        read(prompt: prompt, secret: secret, completion: completion, prefill: "", whileWaiting: whileWaiting)
    }

    /// As ``read(prompt:secret:completion:whileWaiting:)`` with `prefill` in the line, ready
    /// to edit; Enter keeps it. Never for secrets. Ctrl-X Ctrl-E ends the read with
    /// ``LineResult/edit(_:)``.
    public func read(prompt: String, secret: Bool, completion: CompletionIndex?, prefill: String,
                     whileWaiting: () -> Void) -> LineResult {
        editorState.withLock {
            $0.completion = completion
            $0.line = nil
            $0.lineDone = false
            $0.prefill = secret ? "" : prefill
            $0.editRequested = nil
        }
        rl_completer_word_break_characters = UnsafePointer(completion?.itemsAfterComma == true ? commaBreak : noBreak)
        // A hidden prompt has no history: up-arrow, Ctrl-R and the rest would put an earlier
        // answer there unseen, to be taken as the secret.
        let shownHistory = secret ? hideHistory() : nil
        defer { if let shownHistory { restoreHistory(shownHistory) } }
        if secret {
            rl_redisplay_function = redisplayNothing
            rl_callback_handler_install("", acceptLine)
            fflush(rl_outstream)
            // Shown only now that readline has turned echo off: nothing typed after it appears.
            StandardStreams.error(prompt.filter { $0 != "\u{1}" && $0 != "\u{2}" })
        } else {
            rl_callback_handler_install(prompt, acceptLine)
            fflush(rl_outstream)
        }
        keepInputOnSignalKeys()
        defer {
            if secret { rl_redisplay_function = rl_redisplay }
        }
        whileWaiting()
        while true {
            var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: StopSignals.wakeReader, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, StopSignals.wakeReader >= 0 ? 2 : 1, -1)
            if descriptors[1].revents != 0 { StopSignals.drain() }
            if let result = handleSignals() { return result }
            if ready > 0, descriptors[0].revents != 0 {
                if descriptors[0].revents & Int16(POLLIN) == 0 {
                    // The terminal hung up.
                    abandonLine()
                    return .terminated(SIGHUP)
                }
                rl_callback_read_char()
                fflush(rl_outstream)
                let (done, line, edit) = editorState.withLock { ($0.lineDone, $0.line, $0.editRequested) }
                if done {
                    if secret || line == nil { StandardStreams.error("\n") }
                    if let edit { return .edit(edit) }
                    guard let line else { return .endOfInput }
                    return .line(line)
                }
            }
        }
    }

    /// Adds a typed line to the history, so up-arrow recalls it (now, and in later fills of
    /// the same form once ``finish()`` has written the file).
    public func remember(_ line: String) {
        guard !line.isEmpty else { return }
        add_history(line)
        rememberedSinceStart = true
    }

    /// The history to keep for later fills (at most 1,000 lines, oldest first), or nil when
    /// nothing was added to it: written once, as the fill ends, not after every answer.
    public var historyToKeep: [String]? {
        guard rememberedSinceStart, let entries = history_list() else { return nil }
        var lines: [String] = []
        var index = 0
        while let entry = entries[index] {
            if let line = entry.pointee.line { lines.append(String(cString: line)) }
            index += 1
        }
        return lines
    }

    /// Ends the editor: restores the terminal.
    public func finish() {
        restoreTerminal()
    }

    /// Swaps readline's history for an empty one, returning it for ``restoreHistory(_:)``.
    private func hideHistory() -> UnsafeMutablePointer<HISTORY_STATE>? {
        let shown = history_get_history_state()
        var empty = HISTORY_STATE(entries: nil, offset: 0, length: 0, size: 0, flags: 0)
        history_set_history_state(&empty)
        return shown
    }

    private func restoreHistory(_ state: UnsafeMutablePointer<HISTORY_STATE>) {
        history_set_history_state(state)
        free(state)
    }

    /// Writes to the terminal (stderr), unbuffered.
    public func write(_ text: String) {
        StandardStreams.error(text)
    }

    /// The terminal's width now, read at every prompt so a resized window wraps right.
    public var columns: Int { Self.columns() }

    /// The terminal's width in columns (80 when it cannot be told).
    public static func columns() -> Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    // Word-break sets for completion, allocated once and never freed (readline keeps them).
    private let noBreak = strdup("\n")
    private let commaBreak = strdup(",")

    /// Readline reads a key only after `poll` saw one. Were Ctrl-C to flush the input in
    /// between (the kernel's default), readline would block in `read` with the signal already
    /// caught, and askform would hang until the next key. So the kernel keeps the input on
    /// signal keys while a line is read, and `abandonLine` discards it instead.
    private func keepInputOnSignalKeys() {
        var modes = termios()
        guard tcgetattr(0, &modes) == 0 else { return }
        modes.c_lflag |= tcflag_t(NOFLSH)
        tcsetattr(0, TCSANOW, &modes)
    }

    private func abandonLine() {
        // What was typed ahead is not for the shell that gets the terminal next.
        tcflush(0, TCIFLUSH)
        rl_callback_sigcleanup()
        rl_callback_handler_remove()
        fflush(rl_outstream)
        restoreTerminal()
    }

    /// Acts on signals caught since the last look; a result ends the read.
    private func handleSignals() -> LineResult? {
        let caught = StopSignals.take()
        guard caught != 0 else { return nil }
        func has(_ signal: Int32) -> Bool { caught & (1 << UInt64(signal)) != 0 }
        if has(SIGTERM) || has(SIGHUP) {
            abandonLine()
            StandardStreams.error("\n")
            return .terminated(has(SIGTERM) ? SIGTERM : SIGHUP)
        }
        if has(SIGINT) || has(SIGQUIT) {
            abandonLine()
            StandardStreams.error("^C\n")
            return .interrupted
        }
        if has(SIGWINCH) {
            rl_resize_terminal()
            fflush(rl_outstream)
        }
        if has(SIGTSTP) {
            // Stop with the terminal as the shell expects it, and take it back on `fg`.
            tcflush(0, TCIFLUSH)
            rl_deprep_terminal()
            fflush(rl_outstream)
            StopSignals.suspend()
            rl_prep_terminal(1)
            keepInputOnSignalKeys()
            rl_forced_update_display()
            fflush(rl_outstream)
        }
        return nil
    }
}
