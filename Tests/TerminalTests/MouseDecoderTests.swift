import GasView
import Testing
@testable import Terminal

/// What each `getmouse` report becomes. Bits are written as curses.h builds them
/// (`NCURSES_MOUSE_MASK(button, bit)` is `bit << ((button - 1) * 5)`), so the table also
/// checks ``MouseDecoder/Mask`` against the ncurses ABI.
@Suite struct MouseDecoderTests {
    static func mask(_ button: UInt32, _ bit: UInt32) -> UInt32 { bit << ((button - 1) * 5) }

    static let reports: [(UInt32, Int, Int, MouseEvent?)] = [
        (mask(1, 0o2), 3, 4, .click(x: 3, y: 4)),        // BUTTON1_PRESSED
        (mask(1, 0o4), 0, 0, .click(x: 0, y: 0)),        // BUTTON1_CLICKED
        (mask(1, 0o10), 7, 1, .click(x: 7, y: 1)),       // BUTTON1_DOUBLE_CLICKED
        (mask(1, 0o20), 7, 1, .click(x: 7, y: 1)),       // BUTTON1_TRIPLE_CLICKED
        (mask(1, 0o1), 3, 4, nil),                       // BUTTON1_RELEASED: the press counted
        (mask(4, 0o2), 10, 5, .wheelUp(x: 10, y: 5)),    // BUTTON4_PRESSED
        (mask(4, 0o4), 10, 5, .wheelUp(x: 10, y: 5)),    // BUTTON4_CLICKED
        (mask(5, 0o2), 2, 3, .wheelDown(x: 2, y: 3)),    // BUTTON5_PRESSED = 0x200000
        (0x20_0000, 2, 3, .wheelDown(x: 2, y: 3)),
        (mask(5, 0o4), 2, 3, .wheelDown(x: 2, y: 3)),    // BUTTON5_CLICKED
        (mask(2, 0o2), 1, 1, nil),                       // BUTTON2_PRESSED: the middle button
        (mask(3, 0o4), 1, 1, nil),                       // BUTTON3_CLICKED: the right button
        (mask(1, 0o2) | mask(6, 0o2), 5, 5, .click(x: 5, y: 5)),  // with BUTTON_SHIFT
        (mask(1, 0o2) | mask(6, 0o1), 5, 5, .click(x: 5, y: 5)),  // with BUTTON_CTRL
        (mask(6, 0o10), 5, 5, nil),                      // REPORT_MOUSE_POSITION: motion
        (0, 5, 5, nil),
        (mask(1, 0o2), -1, 4, nil),                      // off the screen
        (mask(4, 0o2), 4, -1, nil),
        (mask(1, 0o2) | mask(5, 0o2), 1, 2, .wheelDown(x: 1, y: 2)),
    ]

    @Test(arguments: reports)
    func decode(_ buttons: UInt32, _ x: Int, _ y: Int, _ expected: MouseEvent?) {
        #expect(MouseDecoder.decode(buttons: buttons, x: x, y: y) == expected)
    }

    @Test func masksAreTheNcursesBits() {
        #expect(MouseDecoder.Mask.button1Released == Self.mask(1, 0o1))
        #expect(MouseDecoder.Mask.button1Pressed == Self.mask(1, 0o2))
        #expect(MouseDecoder.Mask.button1Clicked == Self.mask(1, 0o4))
        #expect(MouseDecoder.Mask.button4Pressed == Self.mask(4, 0o2))
        #expect(MouseDecoder.Mask.button5Pressed == 0x20_0000)
        #expect(MouseDecoder.Mask.shift == Self.mask(6, 0o2))
        #expect(MouseDecoder.Mask.reportPosition == Self.mask(6, 0o10))
    }

    @Test func asksForPressesAndTheWheelButNoMotion() {
        let wanted = MouseDecoder.wanted
        #expect(wanted & MouseDecoder.Mask.button1Pressed != 0)
        #expect(wanted & MouseDecoder.Mask.button4Pressed != 0)
        #expect(wanted & MouseDecoder.Mask.button5Pressed != 0)
        #expect(wanted & MouseDecoder.Mask.reportPosition == 0)
        #expect(wanted & MouseDecoder.Mask.button1Released == 0)
    }
}
