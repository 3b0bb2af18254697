import GasView
import Testing
@testable import Terminal
#if canImport(Glibc)
import Glibc
#endif

/// The drawing path through real ncurses, on a screen that writes to /dev/null: what the
/// grid holds is what ncurses holds. ncurses is one global state, hence one serialized test.
@Suite(.serialized) struct CursesScreenTests {
    @Test func drawsTheGridAndOnlyItsChanges() throws {
        let savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) }
        defer { _ = setlocale(LC_ALL, savedLocale ?? "C") }
        let screen = try #require(CursesScreen.headless(width: 24, height: 3))
        defer { screen.close() }
        #expect(screen.width == 24 && screen.height == 3)
        #expect(screen.colorMode == .eightColors)

        var grid = Grid(width: 24, height: 3)
        grid.put("Station 東京 ⛽ é", x: 0, y: 0, style: Style(.title, bold: true))
        grid.put("A B C", x: 0, y: 2, style: Style(.selected))
        screen.draw(grid)
        #expect(screen.text(row: 0) == "Station 東京 ⛽ é")
        #expect(screen.text(row: 2) == "A B C")
        #expect(screen.cell(x: 0, y: 0).appearance == Palette.appearance(for: Style(.title, bold: true), mode: .eightColors))
        #expect(screen.cell(x: 8, y: 0).columns == 2)
        #expect(screen.cell(x: 0, y: 2).appearance == Palette.appearance(for: Style(.selected), mode: .eightColors))

        var next = grid
        next.put("Details", x: 8, y: 0, style: .plain)
        screen.draw(next)
        #expect(screen.text(row: 0) == "Station Details é")
        #expect(screen.cell(x: 8, y: 0).appearance == Appearance(pair: 0, attributes: []))

        var hostile = Grid(width: 24, height: 3)
        hostile[0, 1] = Cell("\u{1B}")
        hostile[1, 1] = Cell("\u{202E}")
        hostile[2, 1] = Cell("x")
        screen.draw(hostile)
        #expect(screen.text(row: 1) == "\u{FFFD}\u{FFFD}x")
    }
}
