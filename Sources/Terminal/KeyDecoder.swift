import GasView

/// Turns what ncurses' `get_wch` returns into the app's keys, so no other layer sees
/// terminal codes. Pure: the codes are the ncurses ABI, fixed across terminals (curses.h).
public enum KeyDecoder {
    /// How `get_wch` classified a read.
    public enum Read: Hashable, Sendable {
        /// `OK`: a character, as a Unicode code point (control characters included).
        case character(UInt32)
        /// `KEY_CODE_YES`: a function key, as a `KEY_*` code.
        case keyCode(Int32)
    }

    /// The ncurses key codes the app decodes (curses.h, in octal as it writes them).
    public enum Code {
        public static let down: Int32 = 0o402
        public static let up: Int32 = 0o403
        public static let left: Int32 = 0o404
        public static let right: Int32 = 0o405
        public static let home: Int32 = 0o406
        public static let backspace: Int32 = 0o407
        /// `KEY_F0`; F*n* is `KEY_F0 + n`, with room for 63 keys.
        public static let f0: Int32 = 0o410
        public static let pageDown: Int32 = 0o522
        public static let pageUp: Int32 = 0o523
        public static let enter: Int32 = 0o527
        /// The keypad's corners: upper left is Home, upper right PgUp, lower left End,
        /// lower right PgDn (curses.h draws the arrangement).
        public static let keypadA1: Int32 = 0o534
        public static let keypadA3: Int32 = 0o535
        public static let keypadC1: Int32 = 0o537
        public static let keypadC3: Int32 = 0o540
        public static let backTab: Int32 = 0o541
        public static let end: Int32 = 0o550
        public static let resize: Int32 = 0o632
        /// `KEY_MOUSE`: a mouse report waits for `getmouse` (``MouseDecoder``); ``decode(_:)``
        /// gives nil for it.
        public static let mouse: Int32 = 0o631
    }

    /// The event for one read, or nil for a key the app has no use for (Insert, Delete,
    /// mouse, a stray C1 control).
    public static func decode(_ read: Read) -> TerminalEvent? {
        switch read {
        case .character(let value): character(value).map(TerminalEvent.key)
        case .keyCode(let code): code == Code.resize ? .resized : keyCode(code).map(TerminalEvent.key)
        }
    }

    /// A character read: controls become named keys or Ctrl-letters; the rest is text.
    /// In raw mode Ctrl-C arrives here as 3, not as a signal.
    static func character(_ value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value) + 0x60)))
        case 0..<32, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// A function key read.
    static func keyCode(_ code: Int32) -> Key? {
        switch code {
        case Code.up: .up
        case Code.down: .down
        case Code.left: .left
        case Code.right: .right
        case Code.pageUp, Code.keypadA3: .pageUp
        case Code.pageDown, Code.keypadC3: .pageDown
        case Code.home, Code.keypadA1: .home
        case Code.end, Code.keypadC1: .end
        case Code.enter: .enter
        case Code.backTab: .backTab
        case Code.backspace: .backspace
        case (Code.f0 + 1)...(Code.f0 + 63): .function(Int(code - Code.f0))
        default: nil
        }
    }
}
