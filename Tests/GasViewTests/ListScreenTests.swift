import Foundation
import GasPrices
import GasView
import Lenient
import Testing

/// The station list of the built-in responses A–F (29 stations: the sample app's five and
/// F's neighbourhood of 24), recorded as text at 80×24 and 120×40 in
/// `__snapshots__/list-<case>-<width>x<height>.txt`; and the detail screen of one of F's
/// stations, with its long history as a table and as a chart.
@Suite struct ListScreenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Keys typed from the list, the orders they ask for performed.
        var keys: [Key]
        var width: Int
        var height: Int

        var file: String { "list-\(name)-\(width)x\(height)" }
        var testDescription: String { file }
    }

    static let scenarios: [(name: String, keys: [Key])] = [
        ("price", []),
        ("price-reversed", [.character("S")]),
        ("name", [.character("s")]),
        ("city", [.character("s"), .character("s")]),
        ("updated", [.character("s"), .character("s"), .character("s")]),
        ("diesel", [.character("f")]),
        ("filter-typing", Fixtures.keys("/newark")),
        ("filter-kept", Fixtures.keys("/ave") + [.enter]),
        ("filter-none", Fixtures.keys("/zzz")),
        ("scrolled", Array(repeating: .pageDown, count: 2)),
        ("help", [.character("?")]),
        ("station", Array(repeating: .down, count: 3) + [.enter]),
        ("station-chart", Array(repeating: .down, count: 3) + [.enter, .character("h")]),
    ]

    static let cases: [Case] = scenarios.flatMap { scenario in
        Fixtures.sizes.map { Case(name: scenario.name, keys: scenario.keys, width: $0.width, height: $0.height) }
    }

    @Test(arguments: cases)
    func screen(_ test: Case) {
        var state = Fixtures.browsing(width: test.width, height: test.height)
        #expect(state.screen == .list)
        Fixtures.type(test.keys, &state)
        let grid = App.view(state)
        #expect(grid.width == test.width && grid.height == test.height)
        Snapshot.assert(grid.text, named: test.file)
    }

    /// `gasprices render B --screen list`: the list with the shown station's row selected;
    /// `gasprices render --screen list`: the list from its top.
    @Test func theRenderedListSelectsTheShownStation() throws {
        var state = Fixtures.browsing()
        let top = try #require(ScreenName.list.render(state).text.split(separator: "\n").first { $0.hasPrefix("▸") })
        #expect(top.contains("Costco Union"))
        let found = state.selectResponse(labeled: "B")
        #expect(found)
        state.screen = .detail
        let text = ScreenName.list.render(state).text
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("▸") })
        #expect(row.contains("7/11 Fake St."))
    }

    /// The states the list has without rows: loading, nothing loaded, every source failed.
    @Test(arguments: Fixtures.sizes.map(\.width))
    func emptyLists(_ width: Int) {
        let height = width == 80 ? 24 : 40
        var loading = AppState(timeZone: Fixtures.newYork, width: width, height: height, now: Fixtures.now)
        _ = App.start(&loading, sources: ["big.json"])
        _ = App.update(&loading, .loadProgressed(LoadProgress(source: "/data/big.json", phase: .reading, done: 177_400_000, total: 392_000_000)))
        Snapshot.assert(App.view(loading).text, named: "list-loading-\(width)x\(height)")

        var failed = AppState(timeZone: Fixtures.newYork, width: width, height: height, now: Fixtures.now)
        _ = App.start(&failed, sources: ["a.json", "b.json", "c"])
        Fixtures.send([
            .sourceFailed(SourceFailure(source: "a.json", line: 3, column: 7, reason: .emptyList(key: "data"))),
            .sourceFailed(SourceFailure(source: "b\u{1b}[2J.json", reason: .unreadable(SourceReadError(path: "b\u{1b}[2J.json", errno: ENODEV)))),
            .sourceFailed(SourceFailure(source: "c", reason: .emptyFolder)),
            .loadingFinished,
        ], &failed)
        #expect(failed.screen == .list)
        Snapshot.assert(App.view(failed).text, named: "list-failures-\(width)x\(height)")
    }
}
