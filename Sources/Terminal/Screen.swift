import GasView

/// What the event loop needs from a terminal: its size, a way to show a frame, and the next
/// thing the user did. ``CursesScreen`` is the real one; tests pass a scripted one.
public protocol Screen: AnyObject {
    var width: Int { get }
    var height: Int { get }
    /// Shows `grid`, drawing only what differs from the frame before.
    func draw(_ grid: Grid)
    /// Waits for the next key or resize; nil when input has ended (the terminal went away).
    func nextEvent() -> TerminalEvent?
}
