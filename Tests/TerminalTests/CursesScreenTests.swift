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

    @Test func inputThatHasEndedIsTheEndNotATimeout() throws {
        let savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) }
        defer { _ = setlocale(LC_ALL, savedLocale ?? "C") }
        // The headless screen reads /dev/null: the end of input at once (after the resize
        // its own resizeterm queued).
        let screen = try #require(CursesScreen.headless(width: 10, height: 2))
        defer { screen.close() }
        var input = screen.nextEvent(timeout: .milliseconds(200))
        if input == .event(.resized) { input = screen.nextEvent(timeout: .milliseconds(200)) }
        #expect(input == .ended)
        #expect(screen.nextEvent() == nil)
        #expect(!screen.mouseOn)
    }

    static let timeouts: [(Duration, Int32)] = [
        (.zero, 0), (.milliseconds(50), 50), (.microseconds(1), 1), (.microseconds(50_001), 51),
        (.seconds(60), 60_000), (.seconds(-1), 0), (.seconds(10_000_000), Int32.max),
    ]

    @Test(arguments: timeouts)
    func waitsAreWholeMillisecondsRoundedUp(_ duration: Duration, _ milliseconds: Int32) {
        #expect(CursesScreen.milliseconds(duration) == milliseconds)
    }
}
