import Foundation
import GasPrices
import Lenient
@testable import GasView
import Testing

/// A large catalog's list shows its first rows as soon as its source is added: the app asks
/// for them ahead of the whole order, says that the rest is being sorted, and takes the whole
/// order when it arrives, never a late preview over it.
@Suite struct ListPreviewTests {
    /// A source of `count` stations named `S0`…, priced from a few values (many ties).
    static let large: LoadedSource = {
        let count = App.previewAbove
        var text = "["
        text.reserveCapacity(count * 48)
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #"{"description":"S\#(index)","price":\#(index % 5 == 0 ? "null" : "\(2 + (index * 7 % 90) / 10)")}"#
        }
        text += "]"
        do {
            return try LoadedSource(label: "big", path: "big.json", source: SourceText(name: "big.json", text: text), feed: SampleFeed.self)
        } catch {
            fatalError("the test's source did not load: \(error)")
        }
    }()

    static func loading() -> AppState {
        var state = LoadingTests.empty(width: 100, height: 40)
        _ = App.start(&state, sources: ["big.json"])
        return state
    }

    @Test func aLargeSourceAsksForItsFirstRowsFirst() throws {
        var state = Self.loading()
        let commands = App.update(&state, .sourceLoaded(Self.large))
        guard case .order(let query, let among, let first)? = commands.first, let first else {
            Issue.record("no preview asked for: \(commands)")
            return
        }
        #expect(query == state.query && among == nil)
        #expect(first >= App.previewRows && first >= 2 * Layout(state).list.height)
    }

    @Test func aSmallSourceAsksForTheWholeOrderAtOnce() throws {
        var state = Self.loading()
        #expect(App.update(&state, .sourceLoaded(try LoadingTests.loaded("F"))) == [.order(StationQuery(), among: nil, first: nil)])
    }

    @Test func theFirstRowsShowWhileTheRestIsSorted() throws {
        var state = Self.loading()
        _ = App.update(&state, .sourceLoaded(Self.large))
        let whole = state.catalog.order(state.query)
        let preview = state.catalog.order(state.query, limit: 100)
        _ = App.update(&state, .stationsOrdered(preview))
        _ = App.update(&state, .loadingFinished)
        #expect(state.isSorting)
        #expect(state.listCount == 100)
        #expect(state.listStation == Int(whole.indices[0]), "the cheapest, as the whole order has it")
        #expect(LoadingTests.statusRow(state) == "Sorting 50,000 stations… (the first 100 shown)")
        // The whole order replaces it, and the status line has nothing more to say.
        _ = App.update(&state, .stationsOrdered(whole))
        #expect(!state.isSorting && state.listCount == 50_000)
        #expect(LoadingTests.statusRow(state) != "Sorting 50,000 stations… (the first 100 shown)")
        // A preview that arrives late does not undo it.
        _ = App.update(&state, .stationsOrdered(preview))
        #expect(state.listCount == 50_000)
    }

    /// Typing a filter while only the first rows are known searches every station, not
    /// those rows.
    @Test func aFilterTypedOverAPreviewSearchesTheWholeCatalog() throws {
        var state = Self.loading()
        _ = App.update(&state, .sourceLoaded(Self.large))
        _ = App.update(&state, .stationsOrdered(state.catalog.order(state.query, limit: 100)))
        _ = App.update(&state, .loadingFinished)
        _ = App.update(&state, .keyPressed(.character("/")))
        let commands = App.update(&state, .keyPressed(.character("9")))
        #expect(commands == [.order(StationQuery(filter: "9"), among: nil, first: nil)])
    }
}
