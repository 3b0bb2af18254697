import Foundation
@testable import GasPrices
import Lenient
import Testing

/// A feed of another shape than the sample's: pumps with a town and two fuels in euros per
/// litre, a missing price absent. Declared here as a feed's folder declares one.
@LenientModel
struct Pump: Equatable {
    var id: String
    var name: String
    var town: String
    var e10: Double?
    var diesel: Double?
}

enum PumpFeed: ListFeed {
    static let name = "pump"

    static func station(_ wire: Pump) -> CatalogStation {
        CatalogStation(id: wire.id, name: wire.name, address: PostalAddress(city: wire.town, country: "DE"),
                       fuels: fuels(wire).map { FuelPrice(fuel: $0.0, label: $0.0.rawValue, price: $0.1, currency: "EUR", unit: .litre, updated: nil) })
    }

    static func facts(_ wire: Pump) -> StationFacts {
        StationFacts(name: wire.name, brand: "", city: wire.town, postcode: "", updated: nil, fuels: fuels(wire), currency: "EUR", unit: .litre)
    }

    static func recognizes(_ sketch: DocumentSketch) -> Bool {
        sketch.has("pumps")
    }

    static func fuels(_ wire: Pump) -> [(FuelKind, Double?)] {
        [(.e10, wire.e10), (.diesel, wire.diesel)]
    }
}

/// Sources read with a feed's own model: the catalog, the list's order and the records see
/// only its stations in the catalog's terms.
@Suite struct FeedTests {
    static let text = #"""
        {"pumps": [
            {"id": "p1", "name": "Nord", "town": "Kiel", "e10": "1.799 €", "diesel": 1.659},
            {"id": "p2", "NAME": "Süd", "town": "Ulm", "e10": 1.749, "diesel": null},
            {"id": "p3", "name": "West", "town": "Köln", "e10": null}
        ]}
        """#

    static func source() throws -> LoadedSource {
        try LoadedSource(label: "pumps", path: nil, source: SourceText(name: "pumps.json", text: text), feed: PumpFeed.self)
    }

    @Test func aFeedsStationsLoadInTheCatalogsTerms() throws {
        let source = try Self.source()
        #expect(source.feed == "pump")
        #expect(source.count == 3 && source.layout.listKey == "pumps")
        #expect(source.station(at: 0).price(of: .e10)?.price == 1.799)
        #expect(source.station(at: 1).price(of: .diesel)?.price == nil, "null is absent, not 0")
        let catalog = Catalog(sources: [source])
        #expect(catalog.fuels == [.e10, .diesel])
        let order = catalog.order(StationQuery(fuel: .e10))
        #expect(order.indices.map { catalog.name(Int($0)) } == ["Süd", "Nord", "West"])
        #expect(order.cheapest == 1.749 && order.priced == 2)
        #expect(catalog.order(StationQuery(fuel: .diesel)).priced == 1)
    }

    @Test func aFeedsRecordKeepsEveryFieldAndHasNoSampleStation() throws {
        let source = try Self.source()
        let record = try #require(source.record(at: 0))
        #expect(record.sample == nil)
        #expect(record.station.name == "Nord" && record.station.address.city == "Kiel")
        #expect(record.field("e10")?.outcome == .coerced)
        #expect(record.outcomeCounts == source.counts(at: 0))
        #expect(try #require(source.record(at: 1)).station.name == "Süd", "a key in another case")
    }

    /// A document no feed recognizes is read as the sample's, with the sample's record.
    @Test func theSampleFeedReadsWhatNoOtherRecognizes() throws {
        let source = try SourceLoader.read(try #require(StubResponse.builtIn("A")).source, label: "A", path: nil, feed: .auto)
        #expect(source.feed == SampleFeed.name)
        #expect(try #require(source.record(at: 0)).sample != nil)
    }
}
