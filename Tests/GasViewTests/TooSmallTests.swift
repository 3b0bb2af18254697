import GasView
import Testing

/// Below 40×12 the app shows one line saying so, never a garbled screen.
@Suite struct TooSmallTests {
    @Test(arguments: [(39, 24), (80, 11), (30, 8), (12, 3), (1, 1)])
    func belowTheMinimumOneLineSaysSo(_ width: Int, _ height: Int) {
        let grid = App.view(Fixtures.state(width: width, height: height))
        let rows = (0..<grid.height).map { grid.text(row: $0) }.filter { !$0.isEmpty }
        #expect(rows.count == 1)
        #expect(rows.first?.contains("small") == true || width < 9)
        #expect(rows.allSatisfy { TextWidth.of($0) <= width })
    }

    @Test func theMessageNamesBothSizesWhenItFits() {
        let grid = App.view(Fixtures.state(width: 39, height: 11))
        // Centred: one column either side.
        #expect(grid.text(row: 5) == " Terminal too small: 39×11, need 40×12")
    }

    @Test func theMinimumSizeDrawsTheApp() {
        let grid = App.view(Fixtures.state(width: 40, height: 12))
        #expect(grid.text(row: 0).hasPrefix("Station Details"))
        #expect(grid.text(row: 11).hasPrefix("←→ response"))
    }
}
