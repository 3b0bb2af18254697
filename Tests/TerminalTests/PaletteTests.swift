import GasView
import Testing
@testable import Terminal

@Suite struct PaletteTests {
    /// Outcomes must stay distinguishable without colour.
    static let outcomeRoles: [Style.Role] = [.exact, .coerced, .defaulted, .dropped, .ignored]

    @Test func monochromeKeepsOutcomesApart() {
        let looks = Self.outcomeRoles.map { Palette.appearance(for: Style($0), mode: .monochrome) }
        #expect(Set(looks).count == looks.count)
    }

    @Test(arguments: Style.Role.allCases)
    func monochromeUsesNoColour(_ role: Style.Role) {
        #expect(Palette.appearance(for: Style(role), mode: .monochrome).pair == 0)
    }

    @Test(arguments: Style.Role.allCases)
    func eightColoursUseARegisteredPair(_ role: Style.Role) {
        let pair = Palette.appearance(for: Style(role), mode: .eightColors).pair
        #expect((0...Int16(Palette.pairs.count)).contains(pair))
    }

    /// Backgrounds stay the terminal's own, so light and dark themes both read.
    @Test func pairsFitAnEightColourTerminal() {
        // xterm with 8 colours has 64 pairs, pair 0 being the default.
        #expect(Palette.pairs.count < 64)
        #expect(Set(Palette.pairs).count == Palette.pairs.count)
        #expect(Palette.pairs.allSatisfy { $0.background == .terminalDefault })
    }

    @Test func noBackgroundIsForcedOnPlainText() {
        #expect(Palette.appearance(for: .plain, mode: .eightColors) == Appearance(pair: 0, attributes: []))
    }

    static let table: [(Style.Role, ColorMode, ColorPair?, TextAttributes)] = [
        (.selected, .eightColors, ColorPair(foreground: .cyan, background: .terminalDefault), [.reverse]),
        (.selected, .monochrome, nil, [.reverse]),
        (.coerced, .eightColors, ColorPair(foreground: .yellow, background: .terminalDefault), []),
        (.coerced, .monochrome, nil, [.underline]),
        (.defaulted, .eightColors, ColorPair(foreground: .red, background: .terminalDefault), []),
        (.defaulted, .monochrome, nil, [.bold]),
        (.lineNumber, .eightColors, nil, [.dim]),
        (.highlight, .monochrome, nil, [.reverse]),
        (.highlight, .eightColors, ColorPair(foreground: .yellow, background: .terminalDefault), [.reverse]),
    ]

    @Test(arguments: table)
    func roleLooks(_ role: Style.Role, _ mode: ColorMode, _ color: ColorPair?, _ attributes: TextAttributes) {
        let appearance = Palette.appearance(for: Style(role), mode: mode)
        #expect(appearance.attributes == attributes)
        let pair = color.flatMap { Palette.pairs.firstIndex(of: $0) }.map { Int16($0 + 1) } ?? 0
        #expect(appearance.pair == pair)
    }

    @Test func stylesOwnAttributesAreAdded() {
        let style = Style(.exact, bold: true, reverse: true, underline: true)
        #expect(Palette.appearance(for: style, mode: .monochrome).attributes == [.bold, .reverse, .underline])
        #expect(Palette.appearance(for: style, mode: .eightColors).attributes == [.bold, .reverse, .underline])
    }
}
