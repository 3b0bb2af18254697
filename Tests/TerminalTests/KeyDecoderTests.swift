import GasView
import Testing
@testable import Terminal

/// What each `get_wch` result becomes. Codes are written as curses.h writes them (octal), so
/// the table also checks ``KeyDecoder/Code`` against the ncurses ABI.
@Suite struct KeyDecoderTests {
    static let characters: [(UInt32, TerminalEvent?)] = [
        (10, .key(.enter)), (13, .key(.enter)),
        (27, .key(.escape)),
        (9, .key(.tab)),
        (127, .key(.backspace)), (8, .key(.backspace)),
        (3, .key(.control("c"))), (1, .key(.control("a"))), (26, .key(.control("z"))),
        (0, nil), (28, nil), (31, nil),
        (0x9B, nil), (0x85, nil),
        (0x71, .key(.character("q"))), (0x20, .key(.character(" "))), (0x3F, .key(.character("?"))),
        (0xE9, .key(.character("é"))), (0x26FD, .key(.character("⛽"))), (0x6771, .key(.character("東"))),
        (0xD800, nil), (0x11_0000, nil),
    ]

    @Test(arguments: characters)
    func character(_ value: UInt32, _ expected: TerminalEvent?) {
        #expect(KeyDecoder.decode(.character(value)) == expected)
    }

    static let keyCodes: [(Int32, TerminalEvent?)] = [
        (0o403, .key(.up)), (0o402, .key(.down)), (0o404, .key(.left)), (0o405, .key(.right)),
        (0o523, .key(.pageUp)), (0o522, .key(.pageDown)),
        (0o406, .key(.home)), (0o550, .key(.end)),
        (0o534, .key(.home)), (0o537, .key(.end)), (0o535, .key(.pageUp)), (0o540, .key(.pageDown)),
        (0o527, .key(.enter)),
        (0o541, .key(.backTab)),
        (0o407, .key(.backspace)),
        (0o410 + 1, .key(.function(1))), (0o410 + 10, .key(.function(10))), (0o410 + 63, .key(.function(63))),
        (0o410, nil),
        (0o632, .resized),
        (0o512, nil),  // KEY_DC: Delete, unused
        (0o631, nil),  // KEY_MOUSE: read with getmouse (MouseDecoder), never a key
    ]

    @Test(arguments: keyCodes)
    func keyCode(_ code: Int32, _ expected: TerminalEvent?) {
        #expect(KeyDecoder.decode(.keyCode(code)) == expected)
    }

    @Test func theMouseCodeIsKeyMouse() {
        #expect(KeyDecoder.Code.mouse == 0o631)
    }

    @Test func everyControlLetterHasItsLetter() {
        let named: Set<UInt32> = [8, 9, 10, 13]
        for value in UInt32(1)...26 where !named.contains(value) {
            let letter = Character(Unicode.Scalar(UInt8(value) + 0x60))
            #expect(KeyDecoder.decode(.character(value)) == .key(.control(letter)))
        }
    }
}
