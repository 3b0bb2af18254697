import GasPrices
import GasView
import Lenient
import Testing

/// Every screen for every built-in response at 80×24 and 120×40, recorded as text in
/// `__snapshots__/<screen>-<response>-<width>x<height>.txt`: the spec `docs/screens.md` shows.
@Suite struct ScreenSnapshotTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var screen: ScreenName
        var label: String
        var width: Int
        var height: Int

        var name: String { "\(screen.rawValue)-\(label)-\(width)x\(height)" }
        var testDescription: String { name }
    }

    /// Every screen of one station; the list of every station is recorded apart
    /// (`ListScreenTests`).
    static let cases: [Case] = ScreenName.allCases.filter { $0 != .list }.flatMap { screen in
        StubResponse.samples.map(\.label).flatMap { label in
            Fixtures.sizes.map { Case(screen: screen, label: label, width: $0.width, height: $0.height) }
        }
    }

    @Test(arguments: cases)
    func screen(_ test: Case) throws {
        var state = Fixtures.state(width: test.width, height: test.height)
        let found = state.selectResponse(labeled: test.label)
        #expect(found)
        // The raw JSON and the trace show the field that tells the most about the response.
        if test.screen == .json || test.screen == .trace {
            let path = try #require(Fixtures.showcaseField[test.label])
            let selected = state.selectField(path)
            #expect(selected)
        }
        let grid = test.screen.render(state)
        if test.screen != .station {
            #expect(grid.width == test.width && grid.height == test.height)
        }
        Snapshot.assert(grid.text, named: test.name)
    }
}
