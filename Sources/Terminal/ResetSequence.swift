/// The bytes that put a terminal back as the shell had it: mouse reporting off, attributes
/// off, default colours, cursor shown, keypad mode off, alternate screen left. Built from
/// terminfo while the screen is up, and written by the signal guard with `write(2)`, which is
/// safe in a signal handler where `endwin()` is not.
public enum ResetSequence {
    /// The terminfo capabilities, in the order they are sent: `rmcup` last, so that the
    /// shell's screen comes back with sane attributes.
    public static let capabilities = ["sgr0", "op", "cnorm", "rmkx", "rmcup"]

    /// Turns off the xterm mouse modes ncurses may have turned on: press and release
    /// reports (1000), drags (1002) and the SGR encoding (1006). terminfo has no capability
    /// for it; terminals that do not know a private mode ignore resetting it. Left on, the
    /// shell would receive a burst of escape codes for every click after a crash.
    public static let mouseOff = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l".utf8)

    /// The bytes of the capabilities the terminal has (nil: it lacks one), with terminfo's
    /// `$<…>` delay markers removed: only `tputs` interprets them, and `write` would print
    /// them. With `mouse` (the mouse was turned on), ``mouseOff`` comes first.
    public static func bytes(_ strings: [String?], mouse: Bool = false) -> [UInt8] {
        var result: [UInt8] = mouse ? mouseOff : []
        for string in strings {
            guard let string else { continue }
            result += withoutPadding(Array(string.utf8))
        }
        return result
    }

    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}
