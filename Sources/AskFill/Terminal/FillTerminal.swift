import AskCore

/// The outcome of reading one line at a prompt.
public enum LineResult: Sendable, Equatable {
    case line(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C.
    case interrupted
    /// SIGTERM or SIGHUP: the terminal is going away or someone asked the fill to stop.
    case terminated(Int32)
    /// Ctrl-X Ctrl-E: edit the answer in an editor, starting from this text (what was typed
    /// on the line; empty for the current answer).
    case edit(String)
}

/// The terminal a ``TerminalDriver`` asks at: GNU readline for `askform fill`
/// (``LineEditor``), a ``ScriptedTerminal`` in tests, or a program's own.
public protocol FillTerminal: AnyObject {
    /// Reads one line at `prompt`, which may hold `\u{1}`…`\u{2}`-marked colour codes.
    ///
    /// - Parameters:
    ///   - secret: the answer is not echoed and never enters history.
    ///   - completion: what TAB completes, if anything.
    ///   - whileWaiting: runs once the prompt shows, before the first key is read.
    func read(prompt: String, secret: Bool, completion: CompletionIndex?, whileWaiting: () -> Void) -> LineResult

    /// As ``read(prompt:secret:completion:whileWaiting:)``, with `prefill` already in the
    /// line, ready to edit (Enter keeps it); never given for secrets. The default ignores it.
    func read(prompt: String, secret: Bool, completion: CompletionIndex?, prefill: String,
              whileWaiting: () -> Void) -> LineResult

    /// Edits `text` in the person's editor (`:edit`); the default runs ``ExternalEditor``.
    func edit(_ text: String) -> EditResult

    /// Shows `text` (prompts' preambles, section headers, refusals, the review).
    func write(_ text: String)

    /// The terminal's width in columns, for wrapping.
    var columns: Int { get }

    /// Keeps a typed line for up-arrow recall; never called for secrets.
    func remember(_ line: String)
}

extension FillTerminal {
    /// Reads the line without the prefill: a terminal that cannot put text in the line.
    public func read(prompt: String, secret: Bool, completion: CompletionIndex?, prefill: String,
                     whileWaiting: () -> Void) -> LineResult {
        read(prompt: prompt, secret: secret, completion: completion, whileWaiting: whileWaiting)
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`, on a temporary file (``ExternalEditor``).
    public func edit(_ text: String) -> EditResult {
        ExternalEditor.edit(text)
    }
}

/// A terminal that answers from a script and keeps a transcript of everything shown and
/// typed, for tests of a fill (a program's or askform's own):
///
///     let terminal = ScriptedTerminal(["Ada", "36", ""])
///     var driver = TerminalDriver(terminal: terminal, presenter: Presenter(form: form, width: 80, style: .plain))
///     _ = try Questionnaire.run(&walker, with: &driver)
///     print(terminal.transcript)      // "Your name (required): Ada\nAge …"
///
/// A prompt's line is shown followed by the typed answer (secrets as nothing); when the
/// script runs out, the next read ends the input as Ctrl-D does.
public final class ScriptedTerminal: FillTerminal {
    private var lines: [String]
    private var next = 0
    /// Everything shown and typed, colour markers (`\u{1}`, `\u{2}`) removed.
    public private(set) var transcript = ""
    /// The lines kept for recall, in order.
    public private(set) var remembered: [String] = []
    /// The width the prompts wrap at.
    public var columns: Int
    /// The text each read was given to put in the line (editing an answer), in order.
    public private(set) var prefills: [String] = []
    /// What `:edit` does: given the text to edit, what the editor returns. Without one the
    /// editor cannot be started.
    public var editor: ((String) -> EditResult)?

    /// A terminal answering with `lines` in order, then Ctrl-D.
    public init(_ lines: [String], columns: Int = 80) {
        self.lines = lines
        self.columns = columns
    }

    /// The next scripted line (secrets are not shown in the transcript); ``LineResult/endOfInput`` once they run out.
    public func read(prompt: String, secret: Bool, completion: CompletionIndex?, whileWaiting: () -> Void) -> LineResult {
        transcript += prompt.filter { $0 != "\u{1}" && $0 != "\u{2}" }
        whileWaiting()
        guard next < lines.count else {
            transcript += "\n"
            return .endOfInput
        }
        let line = lines[next]
        next += 1
        transcript += (secret ? "" : line) + "\n"
        return .line(line)
    }

    /// The next scripted line, recording `prefill` in ``prefills``: a scripted line is the
    /// whole line as it is when Enter is pressed.
    public func read(prompt: String, secret: Bool, completion: CompletionIndex?, prefill: String,
                     whileWaiting: () -> Void) -> LineResult {
        prefills.append(prefill)
        return read(prompt: prompt, secret: secret, completion: completion, whileWaiting: whileWaiting)
    }

    /// What ``editor`` makes of `text`; the transcript shows `[editor]` where it ran.
    public func edit(_ text: String) -> EditResult {
        transcript += "[editor]\n"
        return editor?(text) ?? .failed(status: nil)
    }

    /// Adds `text` to the transcript.
    public func write(_ text: String) {
        transcript += text
    }

    /// Keeps `line` in ``remembered``.
    public func remember(_ line: String) {
        remembered.append(line)
    }
}
