import GasView
import Testing
@testable import Terminal

@Suite struct GridDiffTests {
    func grid(_ rows: [String], width: Int = 6) -> Grid {
        var grid = Grid(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { grid.put(row, x: 0, y: y) }
        return grid
    }

    @Test func firstFrameDrawsEveryCellButContinuations() {
        let new = grid(["ab東c"])
        #expect(GridDiff.changes(from: nil, to: new) == [0, 1, 2, 4, 5])
    }

    @Test func sameFrameDrawsNothing() {
        let frame = grid(["abc", "東京"])
        #expect(GridDiff.changes(from: frame, to: frame).isEmpty)
    }

    @Test func onlyChangedCellsAreDrawn() {
        #expect(GridDiff.changes(from: grid(["abc", "def"]), to: grid(["abc", "dXf"])) == [7])
    }

    @Test func aStyleChangeIsAChange() {
        let old = grid(["abc"])
        var new = old
        new.put("b", x: 1, y: 0, style: Style(.selected))
        #expect(GridDiff.changes(from: old, to: new) == [1])
    }

    @Test func narrowToWideDrawsTheWideCharacterOnly() {
        #expect(GridDiff.changes(from: grid(["abcd"]), to: grid(["a東d"])) == [1])
    }

    @Test func wideToNarrowDrawsBothHalves() {
        #expect(GridDiff.changes(from: grid(["a東d"]), to: grid(["abcd"])) == [1, 2])
    }

    @Test func aChangedContinuationRedrawsItsWideCharacter() {
        let old = grid(["東"])
        var new = old
        new[1, 0] = Cell(" ", style: Style(.selected), isContinuation: true)
        #expect(GridDiff.changes(from: old, to: new) == [0])
    }

    @Test func aResizeDrawsEverything() {
        #expect(GridDiff.changes(from: grid(["ab"], width: 2), to: grid(["ab"], width: 3)) == [0, 1, 2])
    }
}
