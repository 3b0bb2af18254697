/// A key the user pressed, as the backend decodes it; the view layer never sees terminal
/// codes.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace
    /// Ctrl and a letter (`control("c")` is Ctrl-C).
    case control(Character)
    case function(Int)
}
