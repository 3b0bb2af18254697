import GasView

/// What is actually sent to the terminal for one cell: a printable base character, the
/// combining marks that belong on it, and whether the cell after it must be blanked.
///
/// The grid measures text with its own width table; ncurses and the terminal use the
/// locale's `wcwidth`. Where they disagree (a flag, a newer emoji, any non-ASCII text when
/// the locale is not UTF-8) the character is replaced, so that everything to its right
/// stays in its column. Only the first scalar of a sequence is drawn: an emoji joined with
/// ZWJ shows its first member, which the terminal measures the same as the grid did.
public struct Glyph: Hashable, Sendable {
    public var base: UInt32
    /// Combining marks drawn on the base (at most 4: ncurses' `CCHARW_MAX` is 5).
    public var marks: [UInt32]
    /// The base is narrow but the grid gave it two columns: the second is drawn blank.
    public var blanksContinuation: Bool

    public init(base: UInt32, marks: [UInt32] = [], blanksContinuation: Bool = false) {
        self.base = base
        self.marks = marks
        self.blanksContinuation = blanksContinuation
    }

    /// The glyph for a cell holding `character` across `columns` (1, or 2 for a wide
    /// character), given the terminal's width for a scalar (`wcwidth`: -1 when unprintable).
    public static func make(_ character: Character, columns: Int, terminalWidth: (UInt32) -> Int) -> Glyph {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F, columns == 1 {
            return Glyph(base: UInt32(ascii))
        }
        let (first, candidates) = Cell.drawnScalars(character)
        guard isPrintable(first), terminalWidth(first.value) == columns else {
            return replacement(columns: columns, terminalWidth: terminalWidth)
        }
        let marks = candidates.filter { terminalWidth($0.value) == 0 }.map(\.value)
        return Glyph(base: first.value, marks: marks)
    }

    /// U+FFFD where the terminal can show it in one column, else `?`.
    static func replacement(columns: Int, terminalWidth: (UInt32) -> Int) -> Glyph {
        let base: UInt32 = terminalWidth(0xFFFD) == 1 ? 0xFFFD : 0x3F
        return Glyph(base: base, blanksContinuation: columns == 2)
    }

    /// Controls (C0, DEL, C1) and format characters (bidirectional overrides, joiners) are
    /// never sent, whatever the grid holds: they could move the cursor or reorder the line.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator,
             .nonspacingMark, .enclosingMark:
            false
        default:
            true
        }
    }
}
