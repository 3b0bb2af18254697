import Foundation
import GasPrices
import GasView
import Testing

/// `--screen station`: only the station table, so responses that decode to the same station
/// print the same bytes.
@Suite struct StationTableTests {
    static func table(_ label: String, width: Int = 80) -> String {
        var state = Fixtures.state(width: width)
        state.selectResponse(labeled: label)
        return ScreenName.station.render(state).text
    }

    @Test(arguments: Fixtures.sizes.map(\.width))
    func aBAndDAreByteIdentical(_ width: Int) {
        let a = Array(Self.table("A", width: width).utf8)
        #expect(Array(Self.table("B", width: width).utf8) == a)
        #expect(Array(Self.table("D", width: width).utf8) == a)
    }

    @Test func cDiffersOnlyInThePriceLine() {
        let a = Self.table("A").components(separatedBy: "\n")
        let c = Self.table("C").components(separatedBy: "\n")
        #expect(a.count == c.count)
        let differing = a.indices.filter { a[$0] != c[$0] }
        #expect(differing.map { a[$0] } == ["Price         $3.50"])
        #expect(differing.map { c[$0] } == ["Price         $4.00"])
    }

    @Test func eShowsTheDefaults() {
        #expect(Self.table("E") == """
            Name
            Price         $0.00
            Sells Diesel  No
            Address


            Historical Prices
            No historical information is available.
            """)
    }

    @Test func theDetailTableDoesNotJumpBetweenResponses() {
        // The validation panel's heading is on the same row for every response.
        let rows = StubResponse.samples.map { response -> Int? in
            var state = Fixtures.state()
            state.selectResponse(labeled: response.label)
            let grid = App.view(state)
            return (0..<grid.height).first { grid.text(row: $0).hasPrefix("Validation") }
        }
        #expect(Set(rows).count == 1)
        #expect(rows.first == 10)
    }

    /// A station of a feed other than the sample's shows in the catalog's terms: each fuel
    /// with its price in its currency (absent ones as `–`), the address, and the history
    /// with its fuel named when it holds several.
    @Test func aStationInTheCatalogsTermsShowsItsFuels() {
        let station = CatalogStation(
            name: "Nord", address: PostalAddress(street: "Hafenstraße 1", city: "Kiel", region: "SH", postcode: "24103"),
            fuels: [FuelPrice(fuel: .e10, label: "e10", price: 1.79, currency: "EUR", unit: .litre, updated: nil),
                    FuelPrice(fuel: .diesel, label: "diesel", price: nil, currency: "EUR", unit: .litre, updated: nil)],
            history: [PricePoint(date: Date(timeIntervalSince1970: 1_700_000_000), fuel: .e10, price: 1.81),
                      PricePoint(date: nil, fuel: .diesel, price: 1.66)])
        let rows = StationRows(station, timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current)
        #expect(rows.lines() == [
            "Name          Nord",
            "Price         e10 €1.79  diesel –",
            "Sells Diesel  Yes",
            "Address       Hafenstraße 1",
            "              Kiel, SH 24103",
            "",
            "Historical Prices",
            "11/14/23      e10 €1.81",
            "              diesel €1.66",
        ])
    }
}
