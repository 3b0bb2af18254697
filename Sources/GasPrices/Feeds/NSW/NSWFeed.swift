import Foundation
import Lenient

/// NSW FuelCheck (New South Wales, Australia): `{"stations": [ … ], "prices": [ … ]}`, each
/// station joined to its prices by its code, prices in Australian cents per litre converted
/// to dollars; or the reference data, stations without prices. Used under the API's terms.
public enum NSWFeed: Feed {
    public static let name = "nsw"

    public static let attribution: String? = "NSW FuelCheck, NSW Government"

    /// Stations with `code` beside prices with `stationcode`; or the reference lists. Either
    /// list may be longer than the first bytes a document is told by (a whole state's
    /// stations are), so the other one's key may not have been read: stations named by
    /// `code` with a `location` or a `brand`, or prices naming their station by
    /// `stationcode` and their `fueltype`, say it is FuelCheck's alone.
    public static func recognizes(_ sketch: DocumentSketch) -> Bool {
        (sketch.has("stations", "prices") && sketch.member("prices", has: "stationcode"))
            || (sketch.member("stations", has: "code") && (sketch.member("stations", has: "location") || sketch.member("stations", has: "brand")))
            || sketch.member("prices", has: "stationcode", "fueltype")
            || isReference(sketch)
            || isError(sketch)
    }

    /// Every document of FuelCheck's is an object: its lists of stations and prices.
    public static func isAnswer(_ object: DocumentSketch) -> Bool {
        object.root == .object && recognizes(object)
    }

    static func isReference(_ sketch: DocumentSketch) -> Bool {
        sketch.has("stations") && sketch.member("stations", has: "items") && (sketch.has("fueltypes") || sketch.has("brands"))
    }

    /// FuelCheck's times: day first, Sydney's time.
    static let time = DateFormat("dd/MM/yyyy HH:mm:ss", timeZone: TimeZone(identifier: "Australia/Sydney") ?? .gmt)

    /// The error answer: `errorDetails` and no list of stations or prices.
    static func isError(_ sketch: DocumentSketch) -> Bool {
        sketch.root == .object && sketch.has("errorDetails") && !sketch.has("stations") && !sketch.has("prices")
    }

    public static func read(_ source: SourceText, sketch: DocumentSketch) throws(SourceFailure) -> FeedContent {
        if isError(sketch) {
            let error = try? LenientDecoder<NSWError>().decode(source).values.first
            throw SourceFailure(source: source.name, reason: .feedError(feed: name, message: error?.message ?? "(no message)"))
        }
        if isReference(sketch) {
            return try StationDocument<NSWReferenceDocument>.read(source, feed: name, options: ValidationOptions()) { document in
                let stations = document.stations.items.enumerated().map { index, wire in
                    entry(wire, prices: [], paths: [FieldPath([.key("stations"), .key("items"), .index(index)])])
                }
                return DocumentStations(stations: stations, listKey: "stations.items")
            }
        }
        return try StationDocument<NSWPricesDocument>.read(source, feed: name, options: ValidationOptions()) { document in
            let join = KeyJoin(left: document.stations.map(\.code), right: document.prices.map(\.stationcode))
            let stations = document.stations.enumerated().map { index, wire in
                let prices = join.matches[index].map { document.prices[$0] }
                let paths = [FieldPath([.key("stations"), .index(index)])]
                    + join.matches[index].map { FieldPath([.key("prices"), .index($0)]) }
                return entry(wire, prices: prices, paths: paths)
            }
            let unjoined = join.unmatched.map { (path: FieldPath([.key("prices"), .index($0)]), key: document.prices[$0].stationcode) }
            let repeated = join.repeats.map { shared in
                (path: FieldPath([.key("stations"), .index(shared.index)]), key: document.stations[shared.index].code,
                 first: FieldPath([.key("stations"), .index(shared.first)]))
            }
            return DocumentStations(stations: stations, unjoined: unjoined, repeated: repeated, listKey: "stations",
                                    entryLists: ["prices"])
        }
    }

    /// FuelCheck's fuel codes in the catalog's kinds; others keep their own name.
    static func kind(_ code: String) -> FuelKind {
        let named = FuelKind(rawValue: code)
        switch named.rawValue {
        case "u91": return .regular
        case "p95": return .premium
        case "p98": return .superPlus
        case "e10": return .e10
        case "dl": return .diesel
        case "pdl": return .premiumDiesel
        case "lpg": return .lpg
        case "e85": return .e85
        default: return named
        }
    }

    static func entry(_ wire: NSWStation, prices: [NSWPrice], paths: [FieldPath]) -> DocumentStation {
        let fuels = FuelPrice.oneEach(prices.compactMap { price in
            FuelPrice.known(price.price).map {
                FuelPrice(fuel: kind(price.fueltype), label: price.fueltype, price: $0, currency: "AUD", unit: .litre,
                          updated: price.lastupdated)
            }
        }, fuel: \.fuel, updated: \.updated)
        let location = Coordinate(latitude: wire.location.latitude, longitude: wire.location.longitude)
        let station = CatalogStation(id: wire.code, name: wire.name, brand: wire.brand,
                                     address: PostalAddress(street: wire.address, region: "NSW", country: "AU"),
                                     location: location, fuels: fuels)
        let facts = StationFacts(name: wire.name, brand: wire.brand, city: "", postcode: "",
                                 updated: fuels.compactMap(\.updated).max(), fuels: fuels.map { ($0.fuel, $0.price) },
                                 currency: "AUD", unit: .litre)
        return DocumentStation(station: station, facts: facts, paths: paths)
    }
}
