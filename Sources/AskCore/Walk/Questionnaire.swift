/// What a driver did with one prompt or with the review.
public enum FillStep: Sendable, Equatable {
    /// The prompt was answered (or skipped), or the review accepted: the walk goes on.
    case answered
    /// The person moved to another prompt (`:back`, an edit from the review): ask it next.
    case moved(Walker.Prompt)
    /// The fill stops here; nothing is written.
    case stopped(FillOutcome)
}

/// How a fill ended, when it did not fail.
public enum FillOutcome: Sendable, Equatable {
    /// Every shown row is answered and the review (if any) accepted: write the answers.
    case completed
    /// Stopped by the person (Ctrl-C, Ctrl-D, `:quit`), or by `signal` (SIGTERM, SIGHUP);
    /// the draft keeps what was answered.
    case stopped(signal: Int32?)
    /// `:discard`, confirmed: nothing is written and the draft goes.
    case discarded
}

/// The side of a fill that shows and asks: a terminal, a pipe's lines, a program's own UI
/// or a test. ``Questionnaire/run(_:with:)`` walks the form and calls it; the driver does
/// the I/O, and the ``Walker`` keeps every rule, so every driver follows the same ones.
public protocol FillDriver {
    /// The failure a driver may end the fill with (a bad piped line, say).
    associatedtype Failure: Error

    /// The fill starts: show the form's header.
    mutating func start(_ walker: Walker) throws(Failure)

    /// Show a section's start (with progress), its end (footer) or a note.
    mutating func show(_ event: Walker.Event, _ walker: Walker) throws(Failure)

    /// Ask `prompt` until it is answered through `walker` (``Walker/answer(_:from:)``,
    /// ``Walker/skip()``), or the person moves or stops.
    mutating func ask(_ prompt: Walker.Prompt, _ walker: inout Walker) throws(Failure) -> FillStep

    /// Every shown row has an answer: review them (``FillStep/answered`` accepts), or
    /// move to a row to change.
    mutating func review(_ walker: inout Walker) throws(Failure) -> FillStep

    /// The walk is complete and accepted: anything left to check (a pipe's left-over lines).
    mutating func finish(_ walker: Walker) throws(Failure)
}

extension FillDriver {
    /// Shows nothing: a driver without a header need not write one.
    public mutating func start(_ walker: Walker) throws(Failure) {}
    /// Shows nothing: for drivers that only answer prompts.
    public mutating func show(_ event: Walker.Event, _ walker: Walker) throws(Failure) {}
    /// Accepts the answers: a driver without a review finishes at once.
    public mutating func review(_ walker: inout Walker) throws(Failure) -> FillStep { .answered }
    /// Checks nothing more.
    public mutating func finish(_ walker: Walker) throws(Failure) {}
}

/// The one loop that fills a form: it takes the walker's events in order and hands each to
/// a driver.
///
///     var walker = Walker(form: form)
///     let outcome = try Questionnaire.run(&walker, with: &driver)
///     if outcome == .completed { print(walker.answersDocument.serialized()) }
public enum Questionnaire {
    /// Walks `walker` to its end with `driver`.
    ///
    /// - Returns: how the fill ended; on ``FillOutcome/completed`` the walker holds the
    ///   answers (``Walker/visibleAnswers``).
    /// - Throws: what the driver throws; the walker keeps the answers given until then.
    public static func run<Driver: FillDriver>(_ walker: inout Walker, with driver: inout Driver)
        throws(Driver.Failure) -> FillOutcome {
        try driver.start(walker)
        var pending: Walker.Prompt?
        while true {
            let event = pending.map { .ask($0) } ?? walker.next()
            pending = nil
            let step: FillStep
            switch event {
            case .ask(let prompt):
                step = try driver.ask(prompt, &walker)
            case .finished:
                step = try driver.review(&walker)
                if step == .answered {
                    try driver.finish(walker)
                    return .completed
                }
            case .sectionStart, .sectionEnd, .note:
                try driver.show(event, walker)
                continue
            }
            switch step {
            case .answered: break
            case .moved(let prompt): pending = prompt
            case .stopped(let outcome): return outcome
            }
        }
    }
}
