/// How a cell looks, by meaning rather than by colour: the terminal backend maps each role to
/// colours (8 colours suffice) or, in monochrome, to attributes alone.
public struct Style: Hashable, Sendable {
    /// What the text is, which picks its colour.
    public enum Role: UInt8, Hashable, Sendable, CaseIterable {
        case normal, title, selected, dim, keyHint
        case exact, coerced, defaulted, dropped, ignored
        case jsonKey, jsonString, jsonNumber, jsonLiteral, jsonPunctuation, lineNumber
        case highlight, warning, differs
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
