import GasView

/// Which cells of a new frame differ from the frame on screen, so that only those are drawn:
/// nothing is cleared and nothing is redrawn that did not change, which is what keeps the
/// screen from flickering.
public enum GridDiff {
    /// Calls `body` with the index in `new.cells` of every cell to draw, row by row, left to
    /// right (drawing a wide character covers the cell after it, so the order matters).
    ///
    /// Every cell is drawn when there is no previous frame or its size differs (after a
    /// resize). Continuation cells are never drawn themselves: a changed one redraws the wide
    /// character it belongs to.
    public static func forEachChange(from old: Grid?, to new: Grid, _ body: (Int) -> Void) {
        let cells = new.cells
        let width = new.width
        guard let old, old.width == new.width, old.height == new.height else {
            for index in cells.indices where !cells[index].isContinuation { body(index) }
            return
        }
        let previous = old.cells
        var lastDrawn = -1
        for index in cells.indices where cells[index] != previous[index] {
            if cells[index].isContinuation {
                let base = index - 1
                if index % width != 0, base != lastDrawn {
                    body(base)
                    lastDrawn = base
                }
            } else {
                body(index)
                lastDrawn = index
            }
        }
    }

    /// The indices ``forEachChange(from:to:_:)`` visits.
    public static func changes(from old: Grid?, to new: Grid) -> [Int] {
        var indices: [Int] = []
        forEachChange(from: old, to: new) { indices.append($0) }
        return indices
    }
}
