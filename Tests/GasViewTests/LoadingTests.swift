import Foundation
import GasPrices
import GasView
import Lenient
import Testing

/// Sources arrive as messages: `App.start` asks for them, `loadProgressed` shows how far
/// loading has come, `sourceLoaded` adds to the catalog and asks for an order,
/// `sourceFailed` shows on the status line, `loadingFinished` settles where the app opens,
/// `stationsOrdered` is taken only while its query is the current one.
@Suite struct LoadingTests {
    static func empty(width: Int = 80, height: Int = 24) -> AppState {
        AppState(timeZone: Fixtures.newYork, width: width, height: height, now: Fixtures.now)
    }

    static func loaded(_ label: String) throws -> LoadedSource {
        try SourceLoader.load(.builtIn(label))
    }

    static func statusRow(_ state: AppState) -> String {
        App.view(state).text(row: state.height - 2)
    }

    @Test func startAsksForTheSourcesAndShowsThatItLoads() {
        var state = Self.empty()
        #expect(App.start(&state, sources: ["A", "big.json"]) == [.load(["A", "big.json"])])
        #expect(state.isLoading && state.screen == .list)
        #expect(Self.statusRow(state) == "Loading…")
        #expect(App.view(state).text(row: 2) == "   Loading…")
    }

    static let progress: [(LoadProgress, String)] = [
        (LoadProgress(source: "/data/big.json", phase: .reading, done: 177_400_000, total: 392_000_000), "Loading big.json… 45% (177 of 392 MB)"),
        (LoadProgress(source: "/data/big.json", phase: .validating, done: 392_000_000, total: 392_000_000), "Validating big.json… (392 MB)"),
        (LoadProgress(source: "small.json", phase: .reading, done: 12_000, total: 40_000), "Loading small.json… 30% (12 of 40 kB)"),
        (LoadProgress(source: "pipe", phase: .reading, done: 3_000_000, total: 0), "Loading pipe… 3 MB"),
        (LoadProgress(source: "x\u{1b}[2J.json", phase: .reading, done: 0, total: 10), "Loading x\\u001B[2J.json… 0% (0 of 0 kB)"),
    ]

    @Test(arguments: progress)
    func progressShowsOnTheStatusLine(_ progress: LoadProgress, _ line: String) {
        var state = Self.empty()
        _ = App.start(&state, sources: ["x"])
        #expect(App.update(&state, .loadProgressed(progress)).isEmpty)
        #expect(Self.statusRow(state) == line)
    }

    @Test func aReportAfterLoadingEndedIsIgnored() {
        var state = Self.empty()
        _ = App.update(&state, .loadProgressed(LoadProgress(source: "late", phase: .reading, done: 1, total: 2)))
        #expect(!state.isLoading && state.progress == nil)
    }

    @Test func eachSourceLoadedIsAddedAndOrdered() throws {
        var state = Self.empty()
        _ = App.start(&state, sources: ["A", "F"])
        let commands = App.update(&state, .sourceLoaded(try Self.loaded("A")))
        #expect(commands == [.order(StationQuery(), among: nil)])
        #expect(state.catalog.count == 1 && state.entries.map(\.label) == ["A"])
        #expect(state.screen == .list, "one station so far: not settled")
        Fixtures.send([.sourceLoaded(try Self.loaded("F"))], &state)
        #expect(state.catalog.count == 25 && state.listCount == 25)
        #expect(state.screen == .list && state.browses)
        Fixtures.send([.loadingFinished], &state)
        #expect(state.screen == .list && !state.isLoading)
        #expect(!App.view(state).text.contains("Loading"))
    }

    @Test func oneStationPerSourceOpensOnTheDetailOnceLoadingEnds() throws {
        var state = Self.empty()
        _ = App.start(&state, sources: ["A", "B", "C", "D", "E"])
        for label in ["A", "B", "C", "D", "E"] { Fixtures.send([.sourceLoaded(try Self.loaded(label))], &state) }
        #expect(state.screen == .list)
        Fixtures.send([.loadingFinished], &state)
        #expect(state.screen == .detail && !state.browses)
        // The same screen as the one the samples are recorded with.
        #expect(App.view(state) == App.view(Fixtures.state()))
    }

    @Test func theUsersOwnMoveIsNotUndone() throws {
        var state = Self.empty()
        _ = App.start(&state, sources: ["A", "B"])
        Fixtures.send([.sourceLoaded(try Self.loaded("A"))], &state)
        Fixtures.type([.enter], &state)
        #expect(state.screen == .detail)
        Fixtures.send([.sourceLoaded(try Self.loaded("B")), .loadingFinished], &state)
        #expect(state.screen == .detail && state.browses, "opened from the list: Esc goes back to it")
    }

    @Test func aFailureShowsOnTheStatusLineEscapedWithTheCountOfOthers() {
        var state = Self.empty()
        _ = App.start(&state, sources: ["a", "b"])
        Fixtures.send([.sourceFailed(SourceFailure(source: "x\u{1b}]0;t\u{07}.json", line: 3, column: 7, reason: .emptyList(key: nil))),
                       .loadingFinished], &state)
        #expect(Self.statusRow(state) == #"✗ x\u001B]0;t\u0007.json:3:7: the list is empty: no stations"#)
        Fixtures.send([.sourceFailed(SourceFailure(source: "b.json", reason: .unreadable(SourceReadError(path: "b.json", errno: ENODEV))))], &state)
        #expect(Self.statusRow(state) == "✗ b.json: cannot read: a device, not a file  +1 more")
        #expect(state.failures.count == 2)
    }

    /// A source naming more fuel kinds than the list keeps columns for: the status line
    /// says how many prices are not listed, and where they are shown.
    @Test func pricesOfFuelsPastTheColumnsAreNotedOnTheStatusLine() throws {
        var state = Self.empty(width: 120)
        _ = App.start(&state, sources: ["uk.json"])
        let stations = (0..<70).map { #"{"site_id": "s\#($0)", "prices": {"X\#($0)": 1.5}}"# }
        let source = try SourceLoader.read(SourceText(name: "uk.json", text: #"{"stations": ["# + stations.joined(separator: ",") + "]}"),
                                           label: "uk", path: nil, feed: .auto)
        Fixtures.send([.sourceLoaded(source), .loadingFinished], &state)
        #expect(Self.statusRow(state) == "! 6 prices of fuels past the 64 kinds the list keeps are not listed (a station's details show them)")
        var plain = Self.empty(width: 120)
        _ = App.start(&plain, sources: ["A"])
        Fixtures.send([.sourceLoaded(try Self.loaded("A")), .loadingFinished], &plain)
        #expect(!Self.statusRow(plain).hasPrefix("! "), "\(Self.statusRow(plain))")
    }

    @Test func aLongFailureIsCutAndKeepsItsCount() {
        var state = Self.empty(width: 40, height: 12)
        Fixtures.send([.sourceFailed(SourceFailure(source: String(repeating: "long/", count: 20) + "x.json", reason: .emptyFolder)),
                       .sourceFailed(SourceFailure(source: "y", reason: .emptyFolder)), .loadingFinished], &state)
        let line = Self.statusRow(state)
        #expect(line.hasPrefix("✗ y: the folder has no"))
        #expect(line.hasSuffix("…  +1 more"), "\(line)")
        #expect(TextWidth.of(line) <= 40)
    }

    @Test func failuresOnlyLeaveTheListListingThem() {
        var state = Self.empty()
        _ = App.start(&state, sources: ["a"])
        Fixtures.send([.sourceFailed(SourceFailure(source: "a.json", reason: .emptyFolder)), .loadingFinished], &state)
        #expect(state.screen == .list && state.catalog.count == 0)
        let text = App.view(state).text
        #expect(text.contains("No stations: 1 source could not be loaded."))
        #expect(text.contains("   ✗ a.json: the folder has no .json, .ndjson or .jsonl files"))
        #expect(Fixtures.type([.enter, .down, .character("s"), .character("/")], &state).isEmpty)
    }

    @Test func withNothingLoadedTheListSaysSo() {
        var state = Self.empty()
        Fixtures.send([.loadingFinished], &state)
        #expect(App.view(state).text(row: 2) == "   No stations.")
        #expect(Self.statusRow(state) == "")
    }

    @Test func aStaleOrderIsDropped() throws {
        var state = Fixtures.browsing()
        let byName = App.update(&state, .keyPressed(.character("s")))
        let byCity = App.update(&state, .keyPressed(.character("s")))
        guard case .order(let nameQuery, _, _) = byName.first, case .order(let cityQuery, _, _) = byCity.first else {
            Issue.record("no order asked for")
            return
        }
        let before = state.order
        _ = App.update(&state, .stationsOrdered(state.catalog.order(nameQuery)))
        #expect(state.order == before, "sorted by name: no longer what the list shows")
        _ = App.update(&state, .stationsOrdered(state.catalog.order(cityQuery)))
        #expect(state.order?.query.sort == .city)
    }

    @Test func theClockMovesTheAges() {
        var state = Fixtures.browsing()
        #expect(App.view(state).text(row: 2).contains("23 h"))
        _ = App.update(&state, .clockTicked(Fixtures.now.addingTimeInterval(40 * 86_400)))
        #expect(App.view(state).text(row: 2).contains("1 mo"))
        #expect(state.now == Fixtures.now.addingTimeInterval(40 * 86_400))
    }

    @Test func withoutANowAgesAreMeasuredFromTheLatestPrice() {
        let state = AppState(responses: StubResponse.builtIn, timeZone: Fixtures.newYork, width: 80, height: 24)
        #expect(state.now == state.catalog.updated(0).map { _ in state.now })
        let latest = (0..<state.catalog.count).compactMap { state.catalog.updated($0) }.max()
        #expect(state.now == latest)
    }

    @Test func anEmptyStateHasNoStationAndDrawsEveryScreen() {
        let state = Self.empty()
        for screen in ScreenName.allCases {
            let grid = screen.render(state)
            #expect(grid.width == 80)
        }
        #expect(state.entry == nil && state.listStation == nil)
    }
}
