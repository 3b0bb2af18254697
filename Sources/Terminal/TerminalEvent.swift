import GasView

/// What one read from the keyboard means to the app.
public enum TerminalEvent: Hashable, Sendable {
    /// A key the app knows.
    case key(Key)
    /// The terminal changed size; the screen reads the new size.
    case resized
}
