/// A plot area of braille cells (U+2800–U+28FF), each two dots wide and four high, on which
/// lines are drawn dot by dot. Dots are addressed from the top left; any dot outside the
/// canvas is ignored.
struct BrailleCanvas: Equatable {
    /// Which dots along a line are drawn, counted from the start of a series so that a dash
    /// carries on across the series' segments.
    enum Pattern: Equatable {
        /// Every dot.
        case solid
        /// Two dots on, two off.
        case dashed
        /// Every other dot.
        case dotted

        func isOn(_ step: Int) -> Bool {
            switch self {
            case .solid: true
            case .dashed: step % 4 < 2
            case .dotted: step % 2 == 0
            }
        }
    }

    let columns: Int
    let rows: Int
    private var cells: [UInt8]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: 0, count: self.columns * self.rows)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    /// The bit of each dot in a cell, by column then row: Unicode numbers dots 1-2-3 down the
    /// left, 4-5-6 down the right, and 7, 8 below them.
    private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        cells[(y / 4) * columns + x / 2] |= Self.bits[x % 2][y % 4]
    }

    /// Draws the dots of a straight line between two dots where `pattern` is on.
    /// - Parameters:
    ///   - includeStart: false to leave out the first dot, which the previous segment of a
    ///     series already drew.
    ///   - step: the dots drawn so far in the series; advanced by this segment's dots.
    mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), pattern: Pattern, includeStart: Bool = true, step: inout Int) {
        // Clamped first, so the walk below takes at most the canvas's width plus height steps.
        let (x0, y0) = clamp(start)
        let (x1, y1) = clamp(end)
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        var error = dx + dy
        var (x, y) = (x0, y0)
        var first = true
        while true {
            if !first || includeStart {
                if pattern.isOn(step) { set(x: x, y: y) }
                step += 1
            }
            first = false
            if x == x1, y == y1 { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        }
    }

    /// The dot nearest to `point` inside the canvas.
    func clamp(_ point: (x: Int, y: Int)) -> (x: Int, y: Int) {
        (min(max(point.x, 0), max(0, dotWidth - 1)), min(max(point.y, 0), max(0, dotHeight - 1)))
    }

    /// The braille character of a cell; `nil` when none of its dots is set (or it is outside),
    /// so that an empty cell stays blank.
    func character(column: Int, row: Int) -> Character? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let bits = cells[row * columns + column]
        guard bits != 0 else { return nil }
        return Unicode.Scalar(0x2800 + UInt32(bits)).map(Character.init)
    }

    /// The canvas as text, one line per row, empty cells as spaces: for legend samples.
    var text: [String] {
        (0..<rows).map { row in String((0..<columns).map { character(column: $0, row: row) ?? " " }) }
    }
}
