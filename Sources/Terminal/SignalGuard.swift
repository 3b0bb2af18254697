#if canImport(Glibc)
import Glibc
#endif

/// Restores the terminal when the process is stopped by a signal while the screen is up:
/// SIGINT and SIGTERM (`kill`), and crashes (SIGSEGV, SIGILL — a Swift trap —, SIGTRAP,
/// SIGABRT, SIGBUS, SIGFPE), which ncurses does not handle. Without it a crash leaves the
/// shell in the alternate screen with the cursor hidden and echo off.
///
/// The handler only calls functions that are safe in a signal handler: it writes the
/// precomputed ``ResetSequence`` bytes and puts back the terminal settings saved before
/// ncurses started. Then it runs the signal's previous handler — for a crash, Swift's
/// backtracer, which now prints on a readable screen — and dies of the signal with its
/// default action, so the exit status says what happened (128 + n) even when the signal was
/// sent with `kill` rather than raised by a fault.
enum SignalGuard {
    static let terminating: [Int32] = [SIGINT, SIGTERM]
    static let crashing: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

    /// Memory the handler reads, allocated once and never freed, so the handler touches no
    /// Swift-managed storage.
    private struct Storage {
        var armed: sig_atomic_t = 0
        var hasSettings: sig_atomic_t = 0
        var settings = termios()
        var length = 0
        var bytes: UnsafeMutablePointer<UInt8>
        var previous: UnsafeMutablePointer<sigaction>
        var installed = false
    }

    private static let capacity = 1024
    private static let signalCount = 65

    nonisolated(unsafe) private static let storage: UnsafeMutablePointer<Storage> = {
        let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        pointer.initialize(to: Storage(bytes: .allocate(capacity: capacity),
                                       previous: .allocate(capacity: signalCount)))
        return pointer
    }()

    /// Saves the terminal settings and installs the handlers. Call before `newterm`: ncurses
    /// then leaves SIGINT and SIGTERM to us instead of installing its own. A terminating
    /// signal the process was started ignoring (`nohup`, a background job) stays ignored.
    static func install() {
        let state = storage
        guard !state.pointee.installed else { return }
        state.pointee.hasSettings = tcgetattr(STDIN_FILENO, &state.pointee.settings) == 0 ? 1 : 0
        for signal in terminating + crashing {
            let previous = state.pointee.previous + Int(signal)
            _ = sigaction(signal, nil, previous)
            if terminating.contains(signal), isIgnored(previous.pointee) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, context in SignalGuard.handle(signal, info, context) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            _ = sigaction(signal, &action, nil)
        }
        state.pointee.installed = true
    }

    /// Arms the guard with the bytes that reset this terminal, once the screen is up.
    static func arm(reset bytes: [UInt8]) {
        let state = storage
        let count = min(bytes.count, capacity)
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { state.pointee.bytes.update(from: base, count: count) }
        }
        state.pointee.length = count
        state.pointee.armed = 1
    }

    /// Disarms the guard (the screen was closed normally) and puts the previous handlers back.
    static func uninstall() {
        let state = storage
        state.pointee.armed = 0
        guard state.pointee.installed else { return }
        for signal in terminating + crashing {
            _ = sigaction(signal, state.pointee.previous + Int(signal), nil)
        }
        state.pointee.installed = false
    }

    private static func handle(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        let state = storage
        if state.pointee.armed != 0 {
            state.pointee.armed = 0
            _ = write(STDOUT_FILENO, state.pointee.bytes, state.pointee.length)
            if state.pointee.hasSettings != 0 { _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.settings) }
        }
        let previous = state.pointee.previous[Int(signal)]
        if previous.sa_flags & SA_SIGINFO != 0, let handler = previous.__sigaction_handler.sa_sigaction {
            handler(signal, info, context)
        } else if !isIgnored(previous), let handler = previous.__sigaction_handler.sa_handler {
            handler(signal)
        }
        // The signal is blocked while this runs; it is delivered, with the default action,
        // as soon as the handler returns.
        var fallback = sigaction()
        sigemptyset(&fallback.sa_mask)
        _ = sigaction(signal, &fallback, nil)
        _ = raise(signal)
    }

    /// Whether an action is `SIG_IGN` (the handler pointer 1), which Swift does not import.
    private static func isIgnored(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0, let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1
    }
}
