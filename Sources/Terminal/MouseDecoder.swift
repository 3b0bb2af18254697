import GasView

/// Turns what ncurses' `getmouse` reports (the button-state bits and a cell) into the app's
/// ``MouseEvent``. Pure: the bits are the ncurses ABI (curses.h, mouse version 2: five bits
/// per button — released, pressed, clicked, double-clicked, triple-clicked — then the
/// modifiers).
public enum MouseDecoder {
    /// The `mmask_t` bits the app asks for and decodes.
    public enum Mask {
        public static let button1Released: UInt32 = 0o1
        public static let button1Pressed: UInt32 = 0o2
        public static let button1Clicked: UInt32 = 0o4
        public static let button1DoubleClicked: UInt32 = 0o10
        public static let button1TripleClicked: UInt32 = 0o20
        /// The wheel turned up (away from the user): button 4 pressed; a wheel never releases.
        public static let button4Pressed: UInt32 = 0o2 << 15
        public static let button4Clicked: UInt32 = 0o4 << 15
        /// The wheel turned down: button 5 pressed.
        public static let button5Pressed: UInt32 = 0o2 << 20
        public static let button5Clicked: UInt32 = 0o4 << 20
        public static let control: UInt32 = 0o1 << 25
        public static let shift: UInt32 = 0o2 << 25
        public static let alt: UInt32 = 0o4 << 25
        /// Motion reports: never asked for, so the terminal is not put in drag-tracking mode.
        public static let reportPosition: UInt32 = 0o10 << 25
    }

    /// What the app asks `mousemask` for: a press of the first button (the app acts on the
    /// press; `mouseinterval(0)` means ncurses never holds it back to see whether a release
    /// follows) and the wheel. No motion, so ncurses asks the terminal for its plainest
    /// tracking (presses and releases, mode 1000), never for drags (1002) or every move (1003).
    public static let wanted: UInt32 = Mask.button1Pressed | Mask.button1Clicked | Mask.button4Pressed | Mask.button5Pressed

    /// The event for one report at column `x`, row `y` (from 0), or nil for one the app has
    /// no use for: a release, another button, motion, a cell off the screen. Modifiers are
    /// ignored, so a Ctrl-click is a click. Wheel bits win over button 1 if both are set.
    public static func decode(buttons: UInt32, x: Int, y: Int) -> MouseEvent? {
        guard x >= 0, y >= 0 else { return nil }
        if buttons & (Mask.button4Pressed | Mask.button4Clicked) != 0 { return .wheelUp(x: x, y: y) }
        if buttons & (Mask.button5Pressed | Mask.button5Clicked) != 0 { return .wheelDown(x: x, y: y) }
        let click = Mask.button1Pressed | Mask.button1Clicked | Mask.button1DoubleClicked | Mask.button1TripleClicked
        if buttons & click != 0 { return .click(x: x, y: y) }
        return nil
    }
}
