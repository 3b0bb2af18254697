import Foundation
import GasPrices
import Testing

/// A price history reads the sample's entries as the catalog maps them, one when it is read.
@Suite struct PriceHistoryTests {
    @Test func sampleEntriesReadAsCatalogPoints() {
        let date = Date(timeIntervalSince1970: 1_361_220_204)
        let entries = [HistoricalPrice(date: date, price: 4.6), HistoricalPrice(date: nil, price: 0), HistoricalPrice(date: date, price: -1)]
        let history = PriceHistory(entries)
        #expect(history.count == 3)
        #expect(Array(history) == [PricePoint(date: date, fuel: .regular, price: 4.6), PricePoint(date: nil, fuel: .regular, price: nil),
                                   PricePoint(date: date, fuel: .regular, price: nil)])
        let station = Station(stationName: "S", price: 3.5, sellsDiesel: false, address: Address(street: "", city: "", state: "", zip: ""),
                              historicalPrices: entries)
        #expect(Array(station.priceHistory) == station.catalogStation.history)
    }

    @Test func pointsReadAsTheyAre() {
        let points = [PricePoint(date: nil, fuel: .diesel, price: 1.5), PricePoint(date: Date(timeIntervalSince1970: 0), fuel: .e10, price: nil)]
        #expect(Array(PriceHistory(points)) == points)
        #expect(PriceHistory().isEmpty)
    }
}
