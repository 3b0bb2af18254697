import GasView

/// One of the 8 ANSI colours, or the terminal's own (`-1` after `use_default_colors()`).
public enum TerminalColor: Int16, Hashable, Sendable {
    case terminalDefault = -1
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// Attributes a cell is drawn with; the backend turns them into ncurses `A_*` bits.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// A foreground and background colour, registered with `init_pair`.
public struct ColorPair: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
}

/// How a style looks on the screen: a colour pair (0 is the terminal's own colours) and
/// attributes.
public struct Appearance: Hashable, Sendable {
    public var pair: Int16
    public var attributes: TextAttributes
}

/// The one place styles become colours and attributes. Every ``Style/Role`` has a colour
/// for 8-colour terminals and, for monochrome (`NO_COLOR`, `--no-color`, no colour
/// support), attributes that keep apart what colour would have told apart. The view never
/// relies on colour alone (outcomes also carry ✓ and ~), so both modes read the same.
///
/// No role sets a background: text stands out by reverse video of its foreground, which
/// reads the same on dark and light terminals and is unchanged if the view also asks for
/// reverse.
public enum Palette {
    /// A role's look in each mode.
    struct Entry {
        var color: ColorPair
        var colorAttributes: TextAttributes
        var monochrome: TextAttributes
    }

    static func entry(for role: Style.Role) -> Entry {
        switch role {
        case .normal: Entry(.terminalDefault, [], [])
        case .title: Entry(.cyan, [.bold], [.bold])
        case .selected: Entry(.cyan, [.reverse], [.reverse])
        case .dim: Entry(.terminalDefault, [.dim], [.dim])
        case .keyHint: Entry(.cyan, [.bold], [.bold])
        case .exact: Entry(.green, [], [])
        case .coerced: Entry(.yellow, [], [.underline])
        case .defaulted: Entry(.red, [], [.bold])
        case .dropped: Entry(.red, [.bold], [.bold, .underline])
        case .ignored: Entry(.magenta, [], [.dim])
        case .jsonKey: Entry(.blue, [.bold], [.bold])
        case .jsonString: Entry(.green, [], [])
        case .jsonNumber: Entry(.magenta, [], [])
        case .jsonLiteral: Entry(.yellow, [], [.underline])
        case .jsonPunctuation: Entry(.terminalDefault, [.dim], [.dim])
        case .lineNumber: Entry(.terminalDefault, [.dim], [.dim])
        case .highlight: Entry(.yellow, [.reverse], [.reverse])
        case .warning: Entry(.red, [.bold], [.bold])
        case .differs: Entry(.magenta, [.bold], [.underline])
        }
    }

    /// The colour pairs to register, numbered from 1 in this order; roles that share colours
    /// share a pair. The terminal's default colours are pair 0 and are not registered.
    public static let pairs: [ColorPair] = {
        var pairs: [ColorPair] = []
        for role in Style.Role.allCases {
            let color = entry(for: role).color
            if color != plainColors, !pairs.contains(color) { pairs.append(color) }
        }
        return pairs
    }()

    /// How `style` looks in `mode`: the role's colour and attributes, plus the style's own
    /// bold, reverse and underline.
    public static func appearance(for style: Style, mode: ColorMode) -> Appearance {
        let entry = entry(for: style.role)
        var attributes: TextAttributes
        var pair: Int16 = 0
        switch mode {
        case .eightColors:
            attributes = entry.colorAttributes
            if let index = pairs.firstIndex(of: entry.color) { pair = Int16(index + 1) }
        case .monochrome:
            attributes = entry.monochrome
        }
        if style.bold { attributes.insert(.bold) }
        if style.reverse { attributes.insert(.reverse) }
        if style.underline { attributes.insert(.underline) }
        return Appearance(pair: pair, attributes: attributes)
    }

    private static let plainColors = ColorPair(foreground: .terminalDefault, background: .terminalDefault)
}

extension Palette.Entry {
    init(_ foreground: TerminalColor, _ colorAttributes: TextAttributes, _ monochrome: TextAttributes) {
        self.init(color: ColorPair(foreground: foreground, background: .terminalDefault),
                  colorAttributes: colorAttributes, monochrome: monochrome)
    }
}
