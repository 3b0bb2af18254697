import Lenient

/// How a cell looks, by meaning rather than by colour: the terminal backend maps each role to
/// colours (8 colours suffice) or, in monochrome, to attributes alone.
public struct Style: Hashable, Sendable {
    /// What the text is, which picks its colour.
    public enum Role: UInt8, Hashable, Sendable, CaseIterable {
        case normal, title, selected, dim, keyHint
        case exact, coerced, defaulted, dropped, ignored
        case jsonKey, jsonString, jsonNumber, jsonLiteral, jsonPunctuation, lineNumber
        case highlight, warning, differs

        /// The role of an outcome's text; `nil` (an ignored key) is ``ignored``.
        public init(_ outcome: Outcome?) {
            self = switch outcome {
            case .exact: .exact
            case .coerced: .coerced
            case .defaulted: .defaulted
            case .dropped: .dropped
            case nil: .ignored
            }
        }
    }

    public var role: Role
    public var bold: Bool
    public var reverse: Bool
    public var underline: Bool

    public init(_ role: Role = .normal, bold: Bool = false, reverse: Bool = false, underline: Bool = false) {
        self.role = role
        self.bold = bold
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()
}

extension Style {
    /// Labels and other quiet text.
    public static let dim = Style(.dim)
    /// A screen's title.
    public static let title = Style(.title, bold: true)
    /// A heading inside a screen.
    public static let heading = Style(.title)
    /// A key in a hint or in the help (`q`, `↑↓`).
    public static let key = Style(.keyHint, bold: true)
    /// The chosen item of a selector or list: reverse video, readable without colour.
    public static let chosen = Style(.selected, bold: true, reverse: true)
    /// Something the user must notice: a syntax error, an escaped control character.
    public static let warning = Style(.warning, bold: true)

    /// The style of an outcome's marker and path in the validation panel.
    public static func outcome(_ role: Role) -> Style {
        Style(role, bold: role == .defaulted || role == .dropped)
    }
}
