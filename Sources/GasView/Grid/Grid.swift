/// A screen as plain data: `width × height` cells. Views write into it; the terminal backend
/// copies it to the screen; tests read it back as text.
public struct Grid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at column `x` of row `y`; outside the grid, a blank. Setting a cell that
    /// belongs to a wide character blanks the character's other half, so a row never
    /// holds half a wide character and always spans exactly `width` columns.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            let index = y * width + x
            let old = cells[index]
            if old.isContinuation, !newValue.isContinuation, x > 0 {
                cells[index - 1] = Cell(" ", style: cells[index - 1].style)
            }
            if !old.isContinuation, x + 1 < width, cells[index + 1].isContinuation {
                cells[index + 1] = Cell(" ", style: cells[index + 1].style)
            }
            cells[index] = newValue
        }
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` at column `x` of row `y`, one cell per column, clipped to `maxWidth`
    /// columns and to the grid. Wide characters take two cells and are never split: one that
    /// would cross the edge is left out. Text must already be safe (see ``SafeText``);
    /// characters of width 0 are skipped.
    /// - Returns: the column after the last cell written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let limit = min(width, x + (maxWidth ?? width))
        var column = x
        for character in text {
            let columns = TextWidth.of(character)
            if columns == 0 { continue }
            if column + columns > limit { break }
            if column >= 0 {
                self[column, y] = Cell(character, style: style)
                if columns == 2 { self[column + 1, y] = Cell(" ", style: style, isContinuation: true) }
            }
            column += columns
        }
        return column
    }

    /// Fills a rectangle with blanks of `style`.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: Style = .plain) {
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                self[column, row] = Cell(" ", style: style)
            }
        }
    }

    /// The row as text, continuation cells left out, trailing spaces trimmed; each cell as a
    /// terminal is sent it (``Cell/drawnScalars(_:)``).
    public func text(row y: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for x in 0..<width where !self[x, y].isContinuation {
            let character = self[x, y].character
            if let ascii = character.asciiValue, ascii != 0x0A {
                scalars.append(Unicode.Scalar(ascii))
                continue
            }
            let (base, marks) = Cell.drawnScalars(character)
            scalars.append(base)
            scalars.append(contentsOf: marks)
        }
        var line = String(scalars)
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The whole grid as text, one line per row: what tests and `gasprices render` show.
    public var text: String {
        (0..<height).map { text(row: $0) }.joined(separator: "\n")
    }
}
