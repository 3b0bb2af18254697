@preconcurrency import CNcursesw
import GasView
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through the wide-character ncurses. The only type that calls curses;
/// everything it decides (keys, colours, what to redraw, what to send for a cell) is a pure
/// function beside it. Use it from one thread: ncurses is not thread-safe.
public final class CursesScreen: Screen {
    public private(set) var width: Int
    public private(set) var height: Int
    /// How styles are shown, decided at start.
    public let colorMode: ColorMode

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let guarded: Bool
    private var previous: Grid?
    private var closed = false
    /// Whether the terminal reports the mouse (asked for, and the terminal can).
    public private(set) var mouseOn = false
    /// Files opened for a headless screen, closed with it.
    private var files: [UnsafeMutablePointer<FILE>] = []
    /// Attributes and pair for every style, indexed by ``lookIndex(_:)``.
    private let looks: [(attributes: attr_t, pair: Int16)]
    /// Reused for every cell: the characters for `setcchar` and the cell it fills.
    private let characters = UnsafeMutablePointer<wchar_t>.allocate(capacity: Cell.maximumMarks + 2)
    private var cell = cchar_t()

    /// Opens the user's terminal: checks it can run the app, sets the locale, installs the
    /// signal guard, then starts ncurses. Nothing reaches the terminal before every check
    /// has passed.
    /// - Parameters:
    ///   - noColor: `--no-color`.
    ///   - mouse: report clicks and the wheel (`--no-mouse` turns it off, and the terminal's
    ///     own selection works without Shift).
    ///   - environment: the process environment (`TERM`, `NO_COLOR`, `ESCDELAY`).
    /// - Throws: why this is not a terminal the app can run in.
    public static func open(noColor: Bool, mouse: Bool = true, environment: [String: String]) throws(TerminalProblem) -> CursesScreen {
        if let problem = TerminalProblem.check(inputIsTerminal: isatty(STDIN_FILENO) == 1,
                                               outputIsTerminal: isatty(STDOUT_FILENO) == 1,
                                               term: environment["TERM"]) {
            throw problem
        }
        LocaleSetup.apply()
        SignalGuard.install()
        // newterm, unlike initscr, returns NULL for an unknown TERM instead of exiting.
        guard let screen = newterm(nil, cncurses_stdout(), cncurses_stdin()), let window = cncurses_stdscr() else {
            SignalGuard.uninstall()
            throw .termUnknown(environment["TERM"] ?? "")
        }
        let disabled = ColorMode.userDisabled(flag: noColor, environment: environment)
        let result = CursesScreen(screen: screen, window: window, colorsAllowed: !disabled, mouse: mouse,
                                  escapeDelaySet: environment["ESCDELAY"] != nil, guarded: true)
        SignalGuard.arm(reset: result.resetBytes())
        return result
    }

    /// A screen that writes to `/dev/null` at a fixed size, for measuring the drawing path
    /// without a terminal. Nil if the terminal type is not installed.
    public static func headless(width: Int, height: Int, term: String = "xterm-256color", colors: Bool = true) -> CursesScreen? {
        LocaleSetup.apply()
        guard let output = fopen("/dev/null", "w") else { return nil }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            return nil
        }
        guard let screen = newterm(term, output, input), let window = cncurses_stdscr() else {
            fclose(input)
            fclose(output)
            return nil
        }
        let result = CursesScreen(screen: screen, window: window, colorsAllowed: colors, mouse: false,
                                  escapeDelaySet: true, guarded: false)
        result.files = [output, input]
        _ = resizeterm(Int32(height), Int32(width))
        result.width = width
        result.height = height
        return result
    }

    private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, colorsAllowed: Bool, mouse: Bool,
                 escapeDelaySet: Bool, guarded: Bool) {
        self.screen = screen
        self.window = window
        self.guarded = guarded
        // Raw mode: Ctrl-C arrives as a key, so quitting goes through the app like any key;
        // kill and crashes are left to the signal guard.
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = keypad(window, true)
        _ = curs_set(0)
        // ESC starts every escape sequence, so ncurses waits to see whether more follows: a
        // second by default. 25 ms is ample for sequences from a local terminal or ssh.
        if !escapeDelaySet { _ = set_escdelay(25) }
        // Presses and the wheel only (no drags), delivered at once: with the default
        // interval ncurses holds a press back a sixth of a second to see if a release
        // follows. endwin turns reporting off again; the signal guard does on a crash.
        if mouse {
            _ = mouseinterval(0)
            mouseOn = mousemask(mmask_t(MouseDecoder.wanted), nil) != 0
        }

        var mode = ColorMode.monochrome
        if colorsAllowed, has_colors() {
            _ = start_color()
            let defaults = use_default_colors() == OK
            mode = ColorMode.choose(for: ColorCapabilities(hasColors: true, colors: Int(cncurses_colors()),
                                                           colorPairs: Int(cncurses_color_pairs()), defaultColors: defaults))
            if mode == .eightColors {
                for (index, pair) in Palette.pairs.enumerated() {
                    _ = init_pair(Int16(index + 1), pair.foreground.rawValue, pair.background.rawValue)
                }
            }
        }
        colorMode = mode
        looks = Self.looks(for: mode)
        width = Int(getmaxx(window))
        height = Int(getmaxy(window))
    }

    deinit {
        close()
        characters.deallocate()
    }

    /// Ends curses and gives the terminal back as it was: normal screen, cursor, echo and
    /// line editing. Safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = set_term(screen)
        _ = endwin()
        if guarded { SignalGuard.uninstall() }
        delscreen(screen)
        for file in files { fclose(file) }
        files = []
    }

    // MARK: Drawing

    public func draw(_ grid: Grid) {
        let cells = grid.cells
        let columns = min(grid.width, width)
        let rows = min(grid.height, height)
        GridDiff.forEachChange(from: previous, to: grid) { index in
            let x = index % grid.width
            let y = index / grid.width
            guard x < columns, y < rows else { return }
            let cell = cells[index]
            let wide = x + 1 < grid.width && cells[index + 1].isContinuation
            let look = looks[Self.lookIndex(cell.style)]
            if wide && x + 1 >= columns {
                put(Glyph.replacement(columns: 1, terminalWidth: Self.terminalWidth), x: x, y: y, look: look)
                return
            }
            let glyph = Glyph.make(cell.character, columns: wide ? 2 : 1, terminalWidth: Self.terminalWidth)
            put(glyph, x: x, y: y, look: look)
            if glyph.blanksContinuation { put(Glyph(base: 0x20), x: x + 1, y: y, look: look) }
        }
        previous = grid
        _ = wrefresh(window)
    }

    private func put(_ glyph: Glyph, x: Int, y: Int, look: (attributes: attr_t, pair: Int16)) {
        characters[0] = wchar_t(bitPattern: glyph.base)
        var count = 1
        for mark in glyph.marks {
            characters[count] = wchar_t(bitPattern: mark)
            count += 1
        }
        characters[count] = 0
        _ = setcchar(&cell, characters, look.attributes, look.pair, nil)
        // The bottom-right cell reports ERR (the cursor cannot move past it) but is drawn.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    /// The locale's width of a scalar: what ncurses and the terminal go by.
    private static func terminalWidth(_ scalar: UInt32) -> Int {
        Int(cncurses_wcwidth(wchar_t(bitPattern: scalar)))
    }

    /// What ncurses holds for one cell of the screen, read back: the text of a row, and the
    /// look of a cell. For checking the drawing path without a terminal.
    public func text(row y: Int) -> String {
        var line = ""
        var x = 0
        while x < width {
            let read = cell(x: x, y: y)
            line += read.text
            x += max(1, read.columns)
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The characters and appearance ncurses holds at `x, y`, and how many columns they take.
    public func cell(x: Int, y: Int) -> (text: String, columns: Int, appearance: Appearance) {
        var stored = cchar_t()
        guard mvwin_wch(window, Int32(y), Int32(x), &stored) == OK else { return ("", 1, Appearance(pair: 0, attributes: [])) }
        let buffer = UnsafeMutablePointer<wchar_t>.allocate(capacity: 16)
        defer { buffer.deallocate() }
        var attributes: attr_t = 0
        var pair: Int16 = 0
        _ = getcchar(&stored, buffer, &attributes, &pair, nil)
        var text = ""
        var index = 0
        while buffer[index] != 0, index < 15 {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: buffer[index])) { text.unicodeScalars.append(scalar) }
            index += 1
        }
        var found: TextAttributes = []
        if attributes & cncurses_a_bold() != 0 { found.insert(.bold) }
        if attributes & cncurses_a_dim() != 0 { found.insert(.dim) }
        if attributes & cncurses_a_reverse() != 0 { found.insert(.reverse) }
        if attributes & cncurses_a_underline() != 0 { found.insert(.underline) }
        let columns = buffer[0] == 0 ? 1 : max(1, Self.terminalWidth(UInt32(bitPattern: buffer[0])))
        return (text, columns, Appearance(pair: pair, attributes: found))
    }

    // MARK: Input

    public func nextEvent(timeout: Duration?) -> ScreenInput {
        let milliseconds = timeout.map(Self.milliseconds) ?? -1
        wtimeout(window, milliseconds)
        let start = ContinuousClock.now
        var earlyErrors = 0
        while true {
            var character: wint_t = 0
            errno = 0
            let status = wget_wch(window, &character)
            let read: KeyDecoder.Read
            switch status {
            case OK: read = .character(character)
            case KEY_CODE_YES where Int32(bitPattern: character) == KeyDecoder.Code.mouse:
                guard let event = readMouse() else { continue }
                return .event(.mouse(event))
            case KEY_CODE_YES: read = .keyCode(Int32(bitPattern: character))
            default:
                if errno == EINTR { continue }
                // ERR is "nothing within the timeout", "input ended", and also bytes that
                // are no character in the locale (a Latin-1 terminal's é, a Meta key that
                // sets the eighth bit, pasted binary), which are dropped. The clock tells
                // the first apart; the terminal itself the other two: input has ended only
                // when it hung up, or when ERR keeps coming back at once.
                let waited = ContinuousClock.now - start
                if milliseconds >= 0, waited + .milliseconds(5) >= .milliseconds(milliseconds) {
                    return .timedOut
                }
                earlyErrors += 1
                if earlyErrors > Self.earlyErrorLimit || Self.inputHungUp() { return .ended }
                if milliseconds >= 0 {
                    let left = Duration.milliseconds(milliseconds) - waited
                    wtimeout(window, max(1, Self.milliseconds(left)))
                }
                continue
            }
            guard let event = KeyDecoder.decode(read) else { continue }
            switch event {
            case .resized:
                // ncurses has already resized stdscr; the whole frame is drawn again.
                width = Int(getmaxx(window))
                height = Int(getmaxy(window))
                previous = nil
                _ = werase(window)
            case .key(.control("z")):
                suspend()
                continue
            case .key, .mouse:
                break
            }
            return .event(event)
        }
    }

    /// How many times in a row ERR may come back before its wait is over, for bytes that are
    /// no character, before the input counts as ended: a terminal that is gone answers ERR at
    /// once every time, where a burst of invalid bytes ends.
    static let earlyErrorLimit = 64

    /// Whether the terminal has hung up (or standard input is closed): what tells the end of
    /// input from bytes that are no character, both of which make `wget_wch` answer ERR.
    static func inputHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return errno != EINTR }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Whole milliseconds for `wtimeout`, rounded up so a short wait is not a poll.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return 0 }
        let whole = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: whole)
    }

    /// The report behind a `KEY_MOUSE`, decoded; nil if ncurses has none or the app has no
    /// use for it.
    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return MouseDecoder.decode(buttons: UInt32(event.bstate), x: Int(event.x), y: Int(event.y))
    }

    /// Ctrl-Z: raw mode turns off the terminal's own suspend, so the app raises SIGTSTP
    /// itself; ncurses' handler leaves the screen, stops, and repaints on `fg`.
    /// Saves the app's terminal modes and leaves curses (the normal screen, cooked input,
    /// the cursor shown), runs `body`, then restores the modes and repaints everything: the
    /// other program's output is gone and the next frame is drawn whole.
    public func handOver(_ body: () -> Void) {
        _ = def_prog_mode()
        _ = endwin()
        body()
        _ = reset_prog_mode()
        if mouseOn { _ = mousemask(mmask_t(MouseDecoder.wanted), nil) }
        previous = nil
        _ = clearok(window, true)
        _ = werase(window)
        _ = wrefresh(window)
    }

    private func suspend() {
        _ = raise(SIGTSTP)
    }

    /// The bytes that reset this terminal, from its terminfo entry.
    private func resetBytes() -> [UInt8] {
        ResetSequence.bytes(ResetSequence.capabilities.map { name in
            guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
            return String(cString: value)
        }, mouse: mouseOn)
    }
}
