#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Synchronization

/// Signals caught since they were last taken, as a bit mask by signal number.
private let caughtSignals = Atomic<UInt64>(0)
/// The write end of the self-pipe that wakes `poll` when a signal arrives.
private let wakeDescriptor = Atomic<Int32>(-1)

private func catchSignal(_ signal: Int32) {
    caughtSignals.bitwiseOr(1 << UInt64(signal), ordering: .sequentiallyConsistent)
    var byte: UInt8 = 1
    _ = write(wakeDescriptor.load(ordering: .sequentiallyConsistent), &byte, 1)
}

/// askform's signal catching, shared by the line editor and the submitter: a handler that
/// only records the signal in a mask and writes a byte to a self-pipe, so that whoever waits
/// (in `poll`, on the pipe's read end) wakes and acts on it outside the handler, where the
/// terminal can be restored and the answers kept.
enum StopSignals {
    /// The signals that end what askform is doing: Ctrl-C, Ctrl-\, `kill`, a closed terminal.
    static let stops = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

    /// The pipe's read end (non-blocking), made on first use; -1 when no pipe could be made.
    static let wakeReader: Int32 = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor.store(ends[1], ordering: .sequentiallyConsistent)
        return ends[0]
    }()

    /// Catches `signals` from now on (installing again is harmless).
    static func install(_ signals: [Int32]) {
        _ = wakeReader
        // Swift initialises globals lazily, under a lock: were a signal to arrive while the
        // main thread first used one, the handler would wait on that lock for ever. So the
        // handler's globals are made ready before it can run.
        _ = caughtSignals.load(ordering: .sequentiallyConsistent)
        _ = wakeDescriptor.load(ordering: .sequentiallyConsistent)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = catchSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Gives `signal` its default action again.
    static func restoreDefault(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    /// Stops the process now, as Ctrl-Z would by default, and catches SIGTSTP again once it
    /// is continued (`fg`).
    static func suspend() {
        restoreDefault(SIGTSTP)
        raise(SIGTSTP)
        install([SIGTSTP])
    }

    /// The signals caught since the last call, as a mask by signal number; clears them.
    static func take() -> UInt64 {
        caughtSignals.exchange(0, ordering: .sequentiallyConsistent)
    }

    /// Forgets `signals` if they were caught and not yet taken: keys typed for another
    /// program at the terminal (Ctrl-C in the editor) are not askform's.
    static func forget(_ signals: [Int32]) {
        let mask = signals.reduce(UInt64(0)) { $0 | 1 << UInt64($1) }
        caughtSignals.bitwiseAnd(~mask, ordering: .sequentiallyConsistent)
    }

    /// The first stop signal caught and not yet taken, if any (leaves the mask as it is).
    /// Safe to call from any thread, libcurl's callbacks included.
    static func pendingStop() -> Int32? {
        let caught = caughtSignals.load(ordering: .sequentiallyConsistent)
        return stops.first { caught & (1 << UInt64($0)) != 0 }
    }

    /// Empties the self-pipe after `poll` saw it readable.
    static func drain() {
        guard wakeReader >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeReader, &buffer, buffer.count) > 0 {}
    }

    /// Waits `seconds`, or less when a stop signal comes: returns that signal.
    static func wait(_ seconds: Double, now: () -> Double) -> Int32? {
        let end = now() + max(0, seconds)
        while true {
            if let stop = pendingStop() { return stop }
            let left = end - now()
            guard left > 0 else { return nil }
            var descriptor = pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)
            // Whole milliseconds, rounded up so the wait is never cut short; at most a minute
            // a round (waits are capped far below that anyway).
            let milliseconds = Int32(min(60_000, (left * 1000).rounded(.up)))
            if wakeReader >= 0 {
                if poll(&descriptor, 1, milliseconds) > 0 { drain() }
            } else {
                usleep(useconds_t(min(milliseconds, 100)) * 1000)
            }
        }
    }
}
