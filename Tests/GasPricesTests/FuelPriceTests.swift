import Foundation
@testable import GasPrices
import Lenient
import Testing

/// A station sells each fuel once, whatever its source calls it: labels differing only in
/// case or the spaces around them are one fuel, and a fuel given twice keeps the price
/// updated last, else the first. Until 2026-12-01 a UK file's `"E10"`, `"e10"` and `"E10 "`
/// were three fuels, and NSW's or Fuel Finder's second price of a fuel a second row.
@Suite struct FuelPriceTests {
    static func load(_ text: String) throws -> LoadedSource {
        try FeedFixtureTests.load(text)
    }

    @Test(arguments: [("E10", "e10"), ("e10 ", "e10"), (" Super Plus\n", "super plus"), ("HVO", "hvo")])
    func aFuelsNameIsFoldedOnce(label: String, name: String) {
        #expect(FuelKind(rawValue: label).rawValue == name)
    }

    @Test func oneEachKeepsTheLatestElseTheFirst() {
        let early = Date(timeIntervalSince1970: 1_000), late = Date(timeIntervalSince1970: 2_000)
        let entries: [(FuelKind, String, Date?)] = [
            (.diesel, "first diesel", nil), (.e10, "early e10", early), (.diesel, "second diesel", nil),
            (.e10, "late e10", late), (.e10, "undated e10", nil), (.e5, "e5", nil), (.e5, "dated e5", early),
        ]
        let kept = FuelPrice.oneEach(entries, fuel: { $0.0 }, updated: { $0.2 })
        #expect(kept.map(\.1) == ["dated e5", "late e10", "first diesel"])
    }

    @Test func aUKFilesLabelsInAnotherCaseOrWithSpacesAreOneFuel() throws {
        let source = try Self.load(#"""
            {"last_updated": "14/07/2024 09:30:00", "stations": [
             {"site_id": "gb1", "brand": "ASDA", "postcode": "LS1 1AA", "prices": {"E10": 147.9, "e10": 149.9, "E10 ": 151.9, " b7": 155.9}}]}
            """#)
        let station = source.station(at: 0)
        #expect(station.fuels.map(\.fuel) == [.e10, .diesel])
        #expect(station.fuels.map(\.price) == [1.479, 1.559])
        #expect(source.facts(at: 0).fuels.map(\.0) == [.e10, .diesel])
        // The record still holds every key as it came.
        #expect(source.record(at: 0)?.field("prices.e10")?.outcome == .coerced)
    }

    @Test func aFuelPricedTwiceKeepsItsLatestPrice() throws {
        let nsw = try Self.load(#"""
            {"stations": [{"brand": "BP", "code": "2", "name": "BP Kogarah", "address": "2 Rocky Pt Rd"}],
             "prices": [{"stationcode": "2", "fueltype": "U91", "price": 157.9, "lastupdated": "07/01/2018 08:05:19"},
                        {"stationcode": "2", "fueltype": "u91 ", "price": 161.9, "lastupdated": "08/01/2018 08:05:19"},
                        {"stationcode": "2", "fueltype": "U91", "price": 150.9, "lastupdated": "06/01/2018 08:05:19"}]}
            """#)
        #expect(nsw.station(at: 0).fuels.map(\.price) == [1.619])

        let finder = try Self.load(#"""
            [{"node_id": "n1", "trading_name": "T", "fuel_types": ["E10"],
              "fuel_prices": [{"fuel_type": "E10", "price": 139.9, "price_last_updated": "2026-02-02T10:00:00Z"},
                              {"fuel_type": "E10", "price": 141.9, "price_last_updated": "2026-02-01T10:00:00Z"}]}]
            """#)
        #expect(finder.station(at: 0).fuels.map(\.price) == [1.399])

        let france = try Self.load(#"""
            [{"id": "1", "cp": "75001", "ville": "Paris", "prix": "[{\"@nom\": \"Gazole\", \"@maj\": \"2023-10-07 01:22:20\", \"@valeur\": \"1.908\"}, {\"@nom\": \"gazole\", \"@maj\": \"2023-10-08 01:22:20\", \"@valeur\": \"1.899\"}]"}]
            """#)
        #expect(france.station(at: 0).fuels.map(\.price) == [1.899])
    }
}
