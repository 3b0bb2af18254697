/// One terminal cell: a character and its style. A wide character occupies its cell and a
/// continuation cell after it (`isContinuation`), which the backend does not draw.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: Style
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()

    /// Combining marks a terminal cell can carry on its base (ncurses' `CCHARW_MAX` is 5).
    public static let maximumMarks = 4

    /// What a terminal is sent for a character: its first scalar and the combining marks in
    /// it (at most ``maximumMarks``). The rest of a sequence (the other members of an emoji
    /// joined with ZWJ, a flag's second letter) is not drawn, so `gasprices render` leaves it
    /// out too.
    public static func drawnScalars(_ character: Character) -> (base: Unicode.Scalar, marks: [Unicode.Scalar]) {
        var scalars = character.unicodeScalars.makeIterator()
        let base = scalars.next() ?? " "
        var marks: [Unicode.Scalar] = []
        while let scalar = scalars.next(), marks.count < maximumMarks {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: marks.append(scalar)
            default: continue
            }
        }
        return (base, marks)
    }
}
