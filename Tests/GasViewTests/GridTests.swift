import GasView
import Testing

/// Cells and wide characters: a row never holds half a wide character.
@Suite struct GridTests {
    static func columns(_ grid: Grid, row: Int) -> Int {
        (0..<grid.width).filter { !grid[$0, row].isContinuation }.reduce(0) { $0 + TextWidth.of(grid[$1, row].character) }
    }

    @Test func aWideCharacterTakesTwoCells() {
        var grid = Grid(width: 6, height: 1)
        #expect(grid.put("東京", x: 0, y: 0) == 4)
        #expect(grid[1, 0].isContinuation && grid[3, 0].isContinuation)
        #expect(grid.text == "東京")
    }

    /// The text of a grid is what a terminal is sent: a joined emoji shows its first member,
    /// combining marks stay on their base.
    @Test func textShowsWhatTheTerminalDraws() {
        var grid = Grid(width: 12, height: 1)
        #expect(grid.put("👨\u{200D}👩\u{200D}👧 Cafe\u{301}", x: 0, y: 0) == 7)
        #expect(grid.text == "👨 Cafe\u{301}")
        #expect(Cell.drawnScalars("e\u{301}\u{302}").marks == ["\u{301}", "\u{302}"])
        #expect(Cell.drawnScalars("👨\u{200D}👩").marks.isEmpty)
    }

    @Test func overwritingTheSecondHalfBlanksTheFirst() {
        var grid = Grid(width: 6, height: 1)
        grid.put("東京", x: 0, y: 0)
        grid.put("a", x: 1, y: 0)
        #expect(grid.text == " a京")
        #expect(Self.columns(grid, row: 0) == 6)
    }

    @Test func overwritingTheFirstHalfBlanksTheSecond() {
        var grid = Grid(width: 6, height: 1)
        grid.put("東京", x: 0, y: 0)
        grid.put("b", x: 2, y: 0)
        #expect(grid.text == "東b")
        #expect(!grid[3, 0].isContinuation)
        #expect(Self.columns(grid, row: 0) == 6)
    }

    @Test func aWideCharacterOverAnotherOffByOne() {
        var grid = Grid(width: 6, height: 1)
        grid.put("東京", x: 0, y: 0)
        grid.put("⛽", x: 1, y: 0)
        #expect(grid.text == " ⛽")
        #expect(!grid[3, 0].isContinuation)
        #expect(Self.columns(grid, row: 0) == 6)
    }

    @Test func aWideCharacterIsNeverSplitAtTheEdge() {
        var grid = Grid(width: 5, height: 1)
        #expect(grid.put("ab東京", x: 0, y: 0) == 4)
        #expect(grid.text == "ab東")
        #expect(grid.put("東", x: 0, y: 0, maxWidth: 1) == 0)
    }

    @Test func spansFollowEachOtherAndClip() {
        var grid = Grid(width: 8, height: 1)
        let end = grid.put([Span("ab", .dim), Span("cdef", .title), Span("ghij")], x: 1, y: 0, maxWidth: 6)
        #expect(end == 7)
        #expect(grid.text == " abcdef")
        #expect(grid[1, 0].style == .dim && grid[3, 0].style == .title)
    }
}
