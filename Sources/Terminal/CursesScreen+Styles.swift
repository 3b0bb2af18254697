@preconcurrency import CNcursesw
import GasView

/// How each style is shown: the attributes and colour pair, worked out once per colour mode
/// for every role and flag, so drawing a cell is one lookup.
extension CursesScreen {
    /// Bold, reverse and underline: eight combinations per role.
    static let flagCount = 8

    /// Where a style's look is in the table ``looks(for:)`` makes.
    static func lookIndex(_ style: Style) -> Int {
        Int(style.role.rawValue) * flagCount + (style.bold ? 1 : 0) + (style.reverse ? 2 : 0) + (style.underline ? 4 : 0)
    }

    /// The look of every role with every combination of flags, in ``lookIndex(_:)`` order.
    static func looks(for mode: ColorMode) -> [(attributes: attr_t, pair: Int16)] {
        var looks: [(attributes: attr_t, pair: Int16)] = []
        let count = (Int(Style.Role.allCases.map(\.rawValue).max() ?? 0) + 1) * flagCount
        looks.reserveCapacity(count)
        for index in 0..<count {
            let role = Style.Role(rawValue: UInt8(index / flagCount)) ?? .normal
            let flags = index % flagCount
            let style = Style(role, bold: flags & 1 != 0, reverse: flags & 2 != 0, underline: flags & 4 != 0)
            let appearance = Palette.appearance(for: style, mode: mode)
            looks.append((attributes(appearance.attributes), appearance.pair))
        }
        return looks
    }

    static func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = cncurses_a_normal()
        if attributes.contains(.bold) { result |= cncurses_a_bold() }
        if attributes.contains(.dim) { result |= cncurses_a_dim() }
        if attributes.contains(.reverse) { result |= cncurses_a_reverse() }
        if attributes.contains(.underline) { result |= cncurses_a_underline() }
        return result
    }
}
