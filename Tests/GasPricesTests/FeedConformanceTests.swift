import Foundation
@testable import GasPrices
import Lenient
import Testing

/// Every published payload kept beside the project (`../shared/feeds/`), when the folder is
/// there: the feed it is told to be, its stations, and a few prices, postcodes and dates by
/// value. A payload without an expectation here fails, so none goes unchecked.
@Suite struct FeedConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/feeds").standardizedFileURL

    /// What one payload must give.
    struct Expectation: Sendable {
        var feed: String
        /// The station count; `nil` for a payload that is the feed's error answer.
        var stations: Int?
        var check: @Sendable (LoadedSource) throws -> Void = { _ in }
    }

    static func utc(_ text: String) -> Date? { Coerce.date(fromRFC3339: text) }

    /// The station whose id is `id`.
    static func station(_ source: LoadedSource, _ id: String) throws -> CatalogStation {
        try #require((0..<source.count).map(source.station(at:)).first { $0.id == id }, "no station \(id)")
    }

    static func price(_ station: CatalogStation, _ fuel: FuelKind) -> Double? { station.price(of: fuel)?.price }

    static let expectations: [String: Expectation] = [
        "tankerkoenig-aiotankerkoenig-detail.json": Expectation(feed: "tankerkoenig", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.address.postcode == "26689" && price(station, .e5) == 1.749)
        },
        "tankerkoenig-aiotankerkoenig-list.json": Expectation(feed: "tankerkoenig", stations: 3) { source in
            let station = try station(source, "5a27e942-38b4-5e83-adb8-cd396c99e0ab")
            // `e5: null`: absent, never 0.
            #expect(price(station, .e5) == nil)
        },
        "tankerkoenig-aiotankerkoenig-prices.json": Expectation(feed: "tankerkoenig", stations: 1) { source in
            let station = try station(source, "4fd02fd5-0a4c-46b3-a9b9-a488a62454be")
            #expect(price(station, .diesel) == 1.669)
        },
        "tankerkoenig-codengine-detail.json": Expectation(feed: "tankerkoenig", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.address.postcode == "10365" && station.address.street == "HERZBERGSTR. 27")
        },
        "tankerkoenig-codengine-detail_without_times.json": Expectation(feed: "tankerkoenig", stations: 1),
        "tankerkoenig-codengine-fail_response.json": Expectation(feed: "tankerkoenig", stations: nil),
        "tankerkoenig-codengine-list_all_prices.json": Expectation(feed: "tankerkoenig", stations: 2) { source in
            #expect(price(source.station(at: 0), .e5) == 1.289)
        },
        "tankerkoenig-codengine-list_one_price.json": Expectation(feed: "tankerkoenig", stations: 2) { source in
            // One fuel asked for: its price under `price`, named as such.
            #expect(source.station(at: 0).fuels.map(\.label) == ["price"])
        },
        "tankerkoenig-codengine-prices.json": Expectation(feed: "tankerkoenig", stations: 3) { source in
            #expect(source.station(at: 1).isOpen == false && source.station(at: 2).fuels.isEmpty)
            #expect(price(source.station(at: 0), .diesel) == 1.234)
        },
        "tankerkoenig-hugohabicht01-details.json": Expectation(feed: "tankerkoenig", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.address.street == "Hanauer Landstraße 34-40" && station.address.postcode == "60314")
            #expect(price(station, .diesel) == 1.449)
        },
        "tankerkoenig-hugohabicht01-list.json": Expectation(feed: "tankerkoenig", stations: 7) { source in
            #expect(source.station(at: 0).fuels.first?.price == 1.419)
        },
        "tankerkoenig-hugohabicht01-prices.json": Expectation(feed: "tankerkoenig", stations: 2),
        "spain-carbuapi-codpro12.json": Expectation(feed: "spain", stations: 166) { source in
            let station = try station(source, "13718")
            #expect(price(station, .diesel) == 1.849 && price(station, .e5) == 1.849 && price(station, .e10) == nil)
            #expect(station.address.postcode == "12140" && station.location?.latitude == 40.357667)
            // 10/03/2022 13:52:39 in Madrid (CET).
            #expect(station.fuels.first?.updated == utc("2022-03-10T12:52:39Z"))
            #expect(station.fuels.allSatisfy { $0.currency == "EUR" && $0.unit == .litre })
        },
        "spain-danimart1991-filtromunicipio52.json": Expectation(feed: "spain", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.address.postcode == "02250" && price(station, .e5) == 1.359)
            #expect(price(station, FuelKind(rawValue: "gasoleo b")) == 0.729)
            // 18/06/2021 10:59:49 in Madrid (CEST).
            #expect(station.fuels.first?.updated == utc("2021-06-18T08:59:49Z"))
        },
        "mygasfeed-comfysheep-radius-corrupted.json": Expectation(feed: "mygasfeed", stations: 1) { source in
            #expect(source.problems.map(\.code) == ["leading_text_skipped"])
            let station = source.station(at: 0)
            #expect(price(station, .regular) == 3.79 && station.address.postcode == "92122")
            // `diesel_price: "N/A"` with the diesel flag set: sold, no price.
            #expect(station.price(of: .diesel) != nil && price(station, .diesel) == nil)
            #expect(station.fuels.first?.currency == "USD" && station.fuels.first?.unit == .gallon)
            // "7 years ago", counted back from the file's time.
            let modified = try #require(source.source.modified)
            let updated = try #require(station.fuels.first?.updated)
            #expect(abs(modified.timeIntervalSince(updated) - 7 * 31_557_600) < 1)
        },
        "mygasfeed-docs-example-via-zahras09-gasify.json": Expectation(feed: "mygasfeed", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.fuels.first?.currency == "CAD" && station.fuels.first?.unit == .litre)
            // "3 hours agp" is no age.
            #expect(station.fuels.allSatisfy { $0.updated == nil })
        },
        "mygasfeed-ipetrol-station.json": Expectation(feed: "mygasfeed", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.price(of: .midgrade) == nil && price(station, .premium) == 4.29 && station.address.postcode == "98053")
        },
        "uk-fuelfinder-pascal22p-pfs-out.json": Expectation(feed: "uk", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.address.postcode == "NE34 0NB" && station.name == "Boldon Lane Service Station")
            #expect(station.fuels.map(\.fuel) == [.e5, .e10, .diesel, .premiumDiesel])
            #expect(station.fuels.allSatisfy { $0.price == nil && $0.currency == "GBP" })
        },
        "nsw-fuelcheck-nickw444-all_prices.json": Expectation(feed: "nsw", stations: 2) { source in
            let first = try station(source, "1")
            #expect(price(first, .diesel) == 1.579 && price(first, .e10) == 1.564 && price(first, .premium) == 1.749)
            // 29/05/2018 23:28:20 in Sydney (AEST).
            #expect(first.price(of: .diesel)?.updated == utc("2018-05-29T13:28:20Z"))
            let second = try station(source, "2")
            #expect(price(second, .superPlus) == 1.829)
            #expect(first.fuels.allSatisfy { $0.currency == "AUD" })
        },
        "nsw-fuelcheck-nickw444-lovs.json": Expectation(feed: "nsw", stations: 2) { source in
            #expect(source.station(at: 0).fuels.isEmpty && source.station(at: 1).location?.latitude == -31)
        },
        "france-hamedbellal-exemple_station.json": Expectation(feed: "france", stations: 1) { source in
            let station = source.station(at: 0)
            #expect(station.address.postcode == "71570" && station.location == Coordinate(latitude: 46.21, longitude: 4.757))
            #expect(price(station, .diesel) == 1.729 && price(station, .e5) == 1.809 && price(station, .superPlus) == 1.839)
            // 2025-11-14 23:54:00 in Paris (CET).
            #expect(station.price(of: .diesel)?.updated == utc("2025-11-14T22:54:00Z"))
        },
        "france-unidentified-repo-2023-records.json": Expectation(feed: "france", stations: 2) { source in
            let station = try station(source, "66700007")
            #expect(price(station, .diesel) == 1.908 && price(station, .e85) == 0.994 && price(station, .e10) == 1.92)
            #expect(station.location == Coordinate(latitude: 42.575, longitude: 3.035))
        },
    ]

    @Test func everyPublishedPayloadReadsAsItsFeed() throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path) else {
            print("note: \(Self.folder.path) is absent; the published feed payloads are not checked")
            return
        }
        let payloads = names.filter { $0.hasSuffix(".json") }.sorted()
        #expect(!payloads.isEmpty)
        for name in payloads {
            let expected = try #require(Self.expectations[name], "\(name) has no expectation")
            let path = Self.folder.appendingPathComponent(name).path
            let source: LoadedSource
            do {
                source = try SourceLoader.load(.file(path))
            } catch {
                #expect(expected.stations == nil, "\(name): \(error.message)")
                #expect(error.code == "feed_error" && error.feed == expected.feed, "\(name)")
                continue
            }
            #expect(source.feed == expected.feed, "\(name)")
            #expect(source.count == expected.stations, "\(name)")
            try expected.check(source)
            // Every station's record rebuilds, its fields placed in the file.
            for index in 0..<source.count {
                let record = try #require(source.record(at: index), "\(name) \(index)")
                #expect(record.line >= 1 && !record.fields.isEmpty, "\(name) \(index)")
            }
        }
    }
}
