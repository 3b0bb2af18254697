import Foundation
import GasPrices
import GasView
import Testing

/// `App.update` on the station list: sort, fuel, filter, moving, opening a station and
/// coming back, with the orders the keys ask for performed as the backend does.
@Suite struct ListUpdateTests {
    /// The names of the list's rows, in order.
    static func names(_ state: AppState) -> [String] {
        (state.order?.indices ?? []).map { state.catalog.name(Int($0)) }
    }

    /// The prices of the list's rows for the query's fuel.
    static func prices(_ state: AppState) -> [Double?] {
        (state.order?.indices ?? []).map { state.catalog.price(Int($0), of: state.query.fuel) }
    }

    static func selectedName(_ state: AppState) -> String? {
        state.listStation.map { state.catalog.name($0) }
    }

    // MARK: Where the app opens

    @Test func aSourceOfManyStationsOpensOnTheListAndOneStationPerSourceOnTheDetail() {
        let browsing = Fixtures.browsing()
        #expect(browsing.screen == .list && browsing.browses)
        #expect(browsing.catalog.count == 29)
        let samples = Fixtures.state()
        #expect(samples.screen == .detail && !samples.browses)
    }

    // MARK: Sort

    @Test func sCyclesTheSortAndAsksForAnOrder() {
        var state = Fixtures.browsing()
        var query = state.query
        query.sort = .name
        #expect(App.update(&state, .keyPressed(.character("s"))) == [.order(query, among: nil)])
        var sorts: [StationQuery.Sort] = []
        for _ in 0..<4 {
            Fixtures.type([.character("s")], &state)
            sorts.append(state.query.sort)
            #expect(state.order?.query == state.query)
        }
        #expect(sorts == [.city, .updated, .price, .name])
    }

    /// Sources arrive one by one at launch; until the user moves, the list stays on its first
    /// row (it used to keep A's station, the first loaded, selected far down the list).
    @Test func theListStartsAtItsFirstRowWhileSourcesArrive() throws {
        var state = AppState(timeZone: TimeZone(identifier: "America/New_York") ?? .current, width: 80, height: 24,
                             now: Date(timeIntervalSince1970: 1_790_000_000))
        _ = App.start(&state, sources: ["A", "F"])
        for label in ["A", "F"] {
            let source = try SourceLoader.load(.builtIn(label))
            for command in App.update(&state, .sourceLoaded(source)) {
                if case .order(let query, let among, _) = command {
                    _ = App.update(&state, .stationsOrdered(state.catalog.order(query, among: among)))
                }
            }
        }
        _ = App.update(&state, .loadingFinished)
        #expect(state.listRow == 0)
        #expect(state.listStation.map { state.catalog.name($0) } == "Costco Union")
        // Once the user has chosen a row, a new order keeps that station.
        _ = App.update(&state, .keyPressed(.down))
        let chosen = state.listStation
        for command in App.update(&state, .keyPressed(.character("s"))) {
            if case .order(let query, let among, _) = command {
                _ = App.update(&state, .stationsOrdered(state.catalog.order(query, among: among)))
            }
        }
        #expect(state.listStation == chosen)
    }

    @Test func byNameTheRowsAreInNameOrder() {
        var state = Fixtures.browsing()
        Fixtures.type([.character("s")], &state)
        #expect(state.query.sort == .name)
        let names = Self.names(state).map { $0.lowercased() }
        // E's station has no name: it has no value to sort by, so it comes last.
        #expect(names.last == "")
        #expect(Array(names.dropLast()) == names.dropLast().sorted())
        #expect(names.count == 29)
    }

    @Test func capitalSReversesAndStationsWithoutAPriceStayLast() {
        var state = Fixtures.browsing()
        let ascending = Self.prices(state)
        Fixtures.type([.character("S")], &state)
        #expect(state.query.reversed)
        let descending = Self.prices(state)
        #expect(descending.first == 4.00, "C's $4.00 is the dearest")
        for prices in [ascending, descending] {
            let known = prices.prefix { $0 != nil }
            #expect(known.count == 26)
            #expect(prices.dropFirst(known.count).allSatisfy { $0 == nil }, "no price, last in either direction")
        }
        #expect(descending.prefix(26).map { $0 ?? 0 } == ascending.prefix(26).map { $0 ?? 0 }.reversed())
        Fixtures.type([.character("S")], &state)
        #expect(!state.query.reversed)
        #expect(Self.prices(state) == ascending)
    }

    @Test func theSelectedStationStaysSelectedWhenTheOrderChanges() {
        var state = Fixtures.browsing()
        Fixtures.type([.down, .down, .down], &state)
        let name = Self.selectedName(state)
        #expect(name == "Valero Ferry St")
        Fixtures.type([.character("s")], &state)
        #expect(Self.selectedName(state) == name)
        #expect(state.listRow != 3)
    }

    // MARK: Fuel

    @Test func fCyclesTheFuelsTheCatalogSells() {
        var state = Fixtures.browsing()
        #expect(state.catalog.fuels == [.regular, .diesel])
        Fixtures.type([.character("f")], &state)
        #expect(state.query.fuel == .diesel)
        #expect(state.order?.cheapest == nil, "no diesel price: no station is cheapest")
        #expect(!App.view(state).text.contains("★"))
        Fixtures.type([.character("f")], &state)
        #expect(state.query.fuel == .regular)
    }

    // MARK: Filter

    @Test func slashOpensTheFilterAndEveryPrintableKeyIsText() {
        var state = Fixtures.browsing()
        Fixtures.type([.character("/")], &state)
        #expect(state.isFiltering)
        let commands = Fixtures.type(Fixtures.keys("qs/1?fSlhG jk"), &state)
        #expect(commands.isEmpty, "q does not quit")
        #expect(state.query.filter == "qs/1?fSlhG jk")
        #expect(state.screen == .list && !state.showsHelp && state.query.sort == .price && state.query.fuel == .regular)
        #expect(state.isFiltering)
        #expect(App.view(state).text(row: 22) == "/qs/1?fSlhG jk▏")
    }

    @Test func backspaceDeletesAndTheListRefiltersAsYouType() {
        var state = Fixtures.browsing()
        Fixtures.type(Fixtures.keys("/ELIZ"), &state)
        #expect(Set(Self.names(state)) == ["BJ's Gas Elizabeth", "Phillips 66 Elizabeth", "Citgo Elizabeth Ave"])
        Fixtures.type([.backspace, .backspace, .backspace, .backspace], &state)
        #expect(state.query.filter == "")
        #expect(state.order?.matched == 29)
        Fixtures.type([.backspace], &state)
        #expect(state.isFiltering && state.query.filter == "")
    }

    @Test func theFilterMatchesNameCityAndPostcodeInAnyCase() {
        var state = Fixtures.browsing()
        Fixtures.type(Fixtures.keys("/kearny"), &state)
        #expect(Set(Self.names(state)) == ["Sunoco Passaic Ave", "Shell Kearny Ave", "QuickChek Harrison Ave"])
        Fixtures.type([.escape] + Fixtures.keys("/07105"), &state)
        #expect(Self.names(state).filter { $0 == "7/11 Fake St." }.count == 4)
        #expect(Set(Self.names(state)).isSuperset(of: ["Valero Ferry St", "Lukoil Raymond Blvd"]))
    }

    @Test func enterKeepsTheFilterAndLeavesInputMode() {
        var state = Fixtures.browsing()
        Fixtures.type(Fixtures.keys("/newark") + [.enter], &state)
        #expect(!state.isFiltering && state.query.filter == "newark")
        #expect(state.order?.matched == 13)
        #expect(App.update(&state, .keyPressed(.character("q"))) == [.quit], "out of input mode, q quits again")
    }

    @Test func escClearsTheFilterAndLeavesInputMode() {
        var state = Fixtures.browsing()
        Fixtures.type(Fixtures.keys("/newark"), &state)
        Fixtures.type([.escape], &state)
        #expect(!state.isFiltering && state.query.filter.isEmpty)
        #expect(state.order?.matched == 29)
        // A kept filter: Esc on the list clears it too.
        Fixtures.type(Fixtures.keys("/ave") + [.enter, .escape], &state)
        #expect(state.query.filter.isEmpty && state.order?.matched == 29)
    }

    @Test func aFilterThatExtendsTheLastSearchesOnlyItsMatches() throws {
        var state = Fixtures.browsing()
        Fixtures.type(Fixtures.keys("/n"), &state)
        let previous = try #require(state.order)
        var query = state.query
        query.filter = "ne"
        #expect(App.update(&state, .keyPressed(.character("e"))) == [.order(query, among: previous)])
        _ = App.update(&state, .stationsOrdered(state.catalog.order(query)))
        #expect(state.order?.query.filter == "ne")
        // Deleting widens the search: every station again, from the last order of them all,
        // which is in this order already.
        query.filter = "n"
        let every = try #require(state.unfilteredOrder)
        #expect(every.query == StationQuery() && every.isComplete)
        #expect(App.update(&state, .keyPressed(.backspace)) == [.order(query, among: every)])
        _ = App.update(&state, .stationsOrdered(state.catalog.order(StationQuery(filter: "n"))))
        // A source added since the order shown: it does not cover the catalog any more…
        query.filter = "ne"
        _ = App.update(&state, .sourceLoaded(Fixtures.sources([Fixtures.response("N", #"{"description":"New"}"#)])[0]))
        #expect(App.update(&state, .keyPressed(.character("e"))) == [.order(query, among: nil)])
        // …until the order asked for after it arrives.
        _ = App.update(&state, .stationsOrdered(state.catalog.order(StationQuery(filter: "n"))))
        _ = App.update(&state, .stationsOrdered(state.catalog.order(query)))
        query.filter = "new"
        let covering = try #require(state.order)
        #expect(covering.indices.count == 14)
        #expect(App.update(&state, .keyPressed(.character("w"))) == [.order(query, among: covering)])
    }

    // MARK: Moving

    @Test func theSelectionMovesWithinTheRows() {
        var state = Fixtures.browsing()
        Fixtures.type([.up, .character("k")], &state)
        #expect(state.listRow == 0)
        Fixtures.type([.down, .character("j")], &state)
        #expect(state.listRow == 2)
        Fixtures.type([.character("G")], &state)
        #expect(state.listRow == 28)
        #expect(state.listScroll == 28 - 21 + 1, "21 rows at 80×24: the last row at the bottom")
        Fixtures.type([.character("g")], &state)
        #expect(state.listRow == 0 && state.listScroll == 0)
        Fixtures.type([.pageDown], &state)
        #expect(state.listRow == 20)
        Fixtures.type([.end, .pageUp], &state)
        #expect(state.listRow == 8)
        Fixtures.type([.home], &state)
        #expect(state.listRow == 0)
    }

    @Test func theListKeepsTheSelectionInViewWhenResized() {
        var state = Fixtures.browsing()
        Fixtures.type([.character("G")], &state)
        _ = App.update(&state, .resized(width: 80, height: 12))
        #expect(state.listRow == 28)
        #expect(state.listScroll == 28 - 9 + 1)
    }

    // MARK: Opening a station

    @Test func enterOpensTheSelectedStationAndEscComesBackToTheSameRow() throws {
        var state = Fixtures.browsing()
        Fixtures.type([.down, .down, .down], &state)
        Fixtures.type([.enter], &state)
        #expect(state.screen == .detail)
        #expect(state.entry?.label == "F")
        #expect(state.entry?.stationName == "Valero Ferry St")
        #expect(App.view(state).text(row: 0).hasSuffix("[F]"))
        #expect(App.view(state).text(row: 1).hasSuffix("this is station 14."))
        Fixtures.type([.escape], &state)
        #expect(state.screen == .list && state.listRow == 3)
    }

    @Test func escUnwindsTheDetailBeforeGoingBackToTheList() {
        var state = Fixtures.browsing()
        Fixtures.type([.enter, .character("r"), .enter, .character("?")], &state)
        #expect(state.showsHelp && state.showsTrace && state.showsJSON)
        Fixtures.type([.escape, .escape, .escape], &state)
        #expect(state.screen == .detail && !state.showsJSON)
        Fixtures.type([.escape], &state)
        #expect(state.screen == .list)
    }

    @Test func theSelectorStillSwitchesSourcesOnTheDetail() {
        var state = Fixtures.browsing()
        Fixtures.type([.enter], &state)
        #expect(state.entry?.label == "F")
        Fixtures.type([.character("b")], &state)
        #expect(state.entry?.label == "B")
        Fixtures.type([.character("F")], &state)
        #expect(state.entry?.label == "F", "uppercase F selects F")
        #expect(state.entry?.stationName == "Costco Union", "F remembers the station opened")
        Fixtures.type([.character("f")], &state)
        #expect(state.query.fuel == .regular && state.entry?.label == "F", "lowercase f is the list's fuel")
    }

    @Test func lShowsTheListFromTheSampleResponses() {
        var state = Fixtures.state()
        #expect(state.screen == .detail)
        Fixtures.type([.character("l")], &state)
        #expect(state.screen == .list && state.browses)
        #expect(state.order?.indices.count == 5)
        Fixtures.type([.down, .enter], &state)
        #expect(state.screen == .detail)
        Fixtures.type([.escape], &state)
        #expect(state.screen == .list && state.listRow == 1)
    }

    @Test func openStationAtARowOfTheCurrentOrder() {
        var state = Fixtures.browsing()
        let opened = state.openStation(atListRow: 1)
        #expect(opened)
        #expect(state.entry?.stationName == "BJ's Gas Elizabeth")
        let past = state.openStation(atListRow: 29)
        let before = state.openStation(atListRow: -1)
        #expect(!past && !before)
    }

    // MARK: The chart

    @Test func hSwitchesTheHistoryBetweenTableAndChart() {
        var state = Fixtures.browsing(width: 120, height: 40)
        Fixtures.type([.enter], &state)
        #expect(!App.view(state).text.contains("min $"))
        Fixtures.type([.character("h")], &state)
        #expect(state.showsChart)
        #expect(App.view(state).text(row: 2).hasPrefix("min $2.88  avg $2.98  max $3.08"))
        Fixtures.type([.character("h")], &state)
        #expect(!state.showsChart)
        #expect(App.view(state).text(row: 2).hasPrefix("Name          Costco Union"))
    }

    @Test func hDoesNothingForAHistoryOfOnePrice() {
        var state = Fixtures.state()
        Fixtures.type([.character("h")], &state)
        #expect(!state.showsChart)
    }

    // MARK: What the rows say

    @Test func responseEIsNeverMarkedCheapest() throws {
        var state = Fixtures.browsing()
        let e = try #require(state.catalog.index(of: Catalog.Reference(source: 4, index: 0)))
        #expect(state.catalog.price(e, of: .regular) == nil, "E's price was defaulted to 0: no price")
        for keys: [Key] in [[], [.character("S")], [.character("f")]] {
            Fixtures.type(keys, &state)
            let row = try #require(state.order?.indices.firstIndex(of: Int32(e)))
            state.listRow = row
            state.listScroll = row
            let text = App.view(state).text
            let line = try #require(text.split(separator: "\n").first { $0.contains("(no name)") })
            #expect(line.hasPrefix("▸  (no name)"), "\(line)")
            #expect(!line.contains("cheapest"))
        }
    }

    @Test func aStationWithoutAPriceShowsADashAndNoDifference() throws {
        var state = Fixtures.browsing()
        Fixtures.type(Fixtures.keys("/gulf") + [.enter], &state)
        let line = App.view(state).text(row: 2)
        #expect(line.hasPrefix("▸  Gulf Central Ave            —            East Orange"), "\(line)")
    }

    @Test func theCheapestRowIsMarked() {
        let state = Fixtures.browsing()
        let line = App.view(state).text(row: 2)
        #expect(line.hasPrefix("▸★ Costco Union            $2.89  cheapest"), "\(line)")
        #expect(App.view(state).text(row: 3).contains("$2.95     +0.06"))
    }
}
