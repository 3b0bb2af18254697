import GasView

/// What one read from the terminal means to the app.
public enum TerminalEvent: Hashable, Sendable {
    /// A key the app knows.
    case key(Key)
    /// The terminal changed size; the screen reads the new size.
    case resized
    /// A click or a turn of the wheel (only while the mouse is on).
    case mouse(MouseEvent)
}
