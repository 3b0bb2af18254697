import GasView

/// What the event loop needs from a terminal: its size, a way to show a frame, and the next
/// thing the user did. ``CursesScreen`` is the real one; tests pass a scripted one.
public protocol Screen: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// Shows `grid`, drawing only what differs from the frame before.
    func draw(_ grid: Grid)
    /// Waits for the next key, resize or mouse event, but no longer than `timeout` (`nil`:
    /// as long as it takes; zero: only what has already arrived).
    func nextEvent(timeout: Duration?) -> ScreenInput
    /// Gives the terminal to another program for as long as `body` runs (the user's
    /// editor), then takes it back and draws the next frame whole.
    func handOver(_ body: () -> Void)
}

/// What one wait for input gave.
public enum ScreenInput: Hashable, Sendable {
    case event(TerminalEvent)
    /// Nothing arrived within the timeout.
    case timedOut
    /// Input has ended: the terminal went away.
    case ended
}

extension Screen {
    /// Waits as long as it takes for the next event; nil when input has ended.
    public func nextEvent() -> TerminalEvent? {
        while true {
            switch nextEvent(timeout: nil) {
            case .event(let event): return event
            case .timedOut: continue
            case .ended: return nil
            }
        }
    }
}
