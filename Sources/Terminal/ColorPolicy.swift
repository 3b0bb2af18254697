/// What the terminal can do with colour, as ncurses reports it after `start_color()`.
public struct ColorCapabilities: Hashable, Sendable {
    /// `has_colors()`.
    public var hasColors: Bool
    /// `COLORS`: 8 under `TERM=xterm`, 256 under tmux, 0 without colour.
    public var colors: Int
    /// `COLOR_PAIRS`.
    public var colorPairs: Int
    /// `use_default_colors()` succeeded, so colour -1 means the terminal's own foreground or
    /// background. Without it a background would have to be hard-coded, which is unreadable
    /// on half the terminals in use; such terminals get monochrome instead.
    public var defaultColors: Bool

    public init(hasColors: Bool, colors: Int, colorPairs: Int, defaultColors: Bool) {
        self.hasColors = hasColors
        self.colors = colors
        self.colorPairs = colorPairs
        self.defaultColors = defaultColors
    }
}

/// How the screen shows styles: the 8 ANSI colours plus attributes, or attributes alone.
/// 256 colours are never assumed: the palette is designed for 8.
public enum ColorMode: Hashable, Sendable {
    case eightColors
    case monochrome

    /// Whether the user turned colour off: `--no-color`, or `NO_COLOR` set to anything but
    /// the empty string (no-color.org). Decided before ncurses starts, so that a colour-less
    /// run never calls `start_color()`.
    public static func userDisabled(flag: Bool, environment: [String: String]) -> Bool {
        flag || !(environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The mode for a terminal the user did not forbid colour on.
    public static func choose(for capabilities: ColorCapabilities) -> ColorMode {
        let usable = capabilities.hasColors && capabilities.colors >= 8
            && capabilities.colorPairs > Palette.pairs.count && capabilities.defaultColors
        return usable ? .eightColors : .monochrome
    }
}
