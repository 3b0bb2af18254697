import Testing
@testable import Terminal

@Suite struct ColorPolicyTests {
    static let disabling: [(Bool, [String: String], Bool)] = [
        (false, [:], false),
        (false, ["NO_COLOR": ""], false),
        (false, ["NO_COLOR": "1"], true),
        (false, ["NO_COLOR": "no"], true),
        (true, [:], true),
        (true, ["NO_COLOR": ""], true),
    ]

    @Test(arguments: disabling)
    func userDisabled(_ flag: Bool, _ environment: [String: String], _ disabled: Bool) {
        #expect(ColorMode.userDisabled(flag: flag, environment: environment) == disabled)
    }

    static let terminals: [(ColorCapabilities, ColorMode)] = [
        (ColorCapabilities(hasColors: true, colors: 256, colorPairs: 65536, defaultColors: true), .eightColors),
        (ColorCapabilities(hasColors: true, colors: 8, colorPairs: 64, defaultColors: true), .eightColors),
        (ColorCapabilities(hasColors: true, colors: 8, colorPairs: 64, defaultColors: false), .monochrome),
        (ColorCapabilities(hasColors: true, colors: 2, colorPairs: 64, defaultColors: true), .monochrome),
        (ColorCapabilities(hasColors: true, colors: 8, colorPairs: 4, defaultColors: true), .monochrome),
        (ColorCapabilities(hasColors: false, colors: 0, colorPairs: 0, defaultColors: false), .monochrome),
    ]

    @Test(arguments: terminals)
    func choose(_ capabilities: ColorCapabilities, _ mode: ColorMode) {
        #expect(ColorMode.choose(for: capabilities) == mode)
    }
}
