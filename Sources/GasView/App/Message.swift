/// Everything that can happen to the app; ``App/update(_:_:)`` is the only place state
/// changes in answer.
public enum Message: Hashable, Sendable {
    /// The user pressed a key.
    case keyPressed(Key)
    /// The terminal is now `width × height`.
    case resized(width: Int, height: Int)
}

/// I/O that ``App/update(_:_:)`` asks for; the backend performs it.
public enum Command: Hashable, Sendable {
    /// Leave the app, restoring the terminal.
    case quit
}
