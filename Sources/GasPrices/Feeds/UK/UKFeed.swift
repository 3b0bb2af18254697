import Foundation
import Lenient

/// UK fuel prices: a retailer's file of the CMA scheme
/// (`{"last_updated": "dd/MM/yyyy HH:mm:ss", "stations": [ … ]}`, ``UKStation``) or Fuel
/// Finder's bare list of station records (``UKFuelFinderStation``). Prices in pounds per
/// litre (pence converted: `minor_unit`); Open Government Licence v3.0.
public enum UKFeed: Feed {
    public static let name = "uk"

    public static let attribution: String? = "Contains public sector information licensed under the Open Government Licence v3.0"

    /// A CMA file (stations with `site_id`), its stations taken out of it (one, a list, or
    /// one per line), or Fuel Finder records (`node_id`).
    /// The key the CMA scheme's files hold their stations at.
    static let listKeys = ["stations"]

    public static var answerTime: (key: String, format: DateFormat)? { ("last_updated", fileTime) }

    public static func recognizes(_ sketch: DocumentSketch) -> Bool {
        (sketch.has("stations") && holdsCMAStations(sketch))
            || (sketch.has("site_id") && (sketch.has("prices") || sketch.has("postcode")))
            || isFuelFinder(sketch)
    }

    /// A CMA file: its stations, with `site_id`, under `stations`.
    public static func isAnswer(_ object: DocumentSketch) -> Bool {
        object.root == .object && object.has("stations") && holdsCMAStations(object)
    }

    /// Whether the first station under `stations` is a CMA station: it has `site_id`, or,
    /// without one (a retailer's file whose first station lost it), `postcode` and `prices`.
    /// Until 2026-12-04 such a file was read as the sample's stations.
    static func holdsCMAStations(_ sketch: DocumentSketch) -> Bool {
        sketch.member("stations", has: "site_id") || sketch.member("stations", has: "postcode", "prices")
    }

    static func isFuelFinder(_ sketch: DocumentSketch) -> Bool {
        sketch.has("node_id") && (sketch.has("trading_name") || sketch.has("fuel_prices"))
    }

    /// The schemes' times: day first, UK time.
    static let fileTime = DateFormat("dd/MM/yyyy HH:mm:ss", timeZone: TimeZone(identifier: "Europe/London") ?? .gmt)

    /// The stations; a CMA file's prices are as of its `last_updated`.
    public static func read(_ source: SourceText, sketch: DocumentSketch) throws(SourceFailure) -> FeedContent {
        // Fuel Finder's stations put in an envelope of another's (`{"data": [{"node_id": …}]}`)
        // are told by their own keys, as they told the feed.
        // A list told by its first object (`[null, {"node_id": …}]`: until 2026-12-04 read as
        // a CMA file's stations) is read as that object says.
        if isFuelFinder(sketch) || Feeds.wrappedListSketch(of: source, sketch: sketch).map(isFuelFinder) == true
            || (sketch.keys.isEmpty && Feeds.firstObject(of: source, sketch: sketch).map(isFuelFinder) == true) {
            return try StationList<UKFuelFinderStation>.read(source, feed: name, options: ValidationOptions(),
                                                             station: station, facts: facts)
        }
        let time = AnswerTime(of: source, sketch: sketch, feed: self)
        let updated = time.date
        return time.adding(to: try StationList<UKStation>.read(source, feed: name, options: ValidationOptions(), listKeys: listKeys,
                                                               station: { station($0, updated: updated) },
                                                               facts: { facts($0, updated: updated) }))
    }

    /// One fuel of a UK station, in the catalog's terms.
    typealias Fuel = (fuel: FuelKind, label: String, price: Double?, updated: Date?)

    static func station(_ wire: UKStation, updated: Date?) -> CatalogStation {
        CatalogStation(id: wire.siteID, name: name(brand: wire.brand, place: wire.postcode), brand: wire.brand,
                       address: PostalAddress(street: wire.address, postcode: wire.postcode, country: "GB"),
                       location: Coordinate(latitude: wire.location.latitude, longitude: wire.location.longitude), fuels: prices(fuels(wire, updated: updated)))
    }

    static func facts(_ wire: UKStation, updated: Date?) -> StationFacts {
        facts(name: name(brand: wire.brand, place: wire.postcode), brand: wire.brand, city: "", postcode: wire.postcode,
              fuels: fuels(wire, updated: updated))
    }

    static func station(_ wire: UKFuelFinderStation) -> CatalogStation {
        let location = wire.location
        let coordinate = Coordinate(latitude: location.latitude, longitude: location.longitude)
        let closed = wire.temporaryClosure == true || wire.permanentClosure == true
        return CatalogStation(id: wire.nodeID, name: name(wire), brand: wire.brand,
                              address: PostalAddress(street: location.addressLine, city: location.city, region: location.country,
                                                     postcode: location.postcode, country: "GB"),
                              location: coordinate, isOpen: closed ? false : nil, fuels: prices(fuels(wire)))
    }

    static func facts(_ wire: UKFuelFinderStation) -> StationFacts {
        facts(name: name(wire), brand: wire.brand, city: wire.location.city, postcode: wire.location.postcode, fuels: fuels(wire))
    }

    static func facts(name: String, brand: String, city: String, postcode: String, fuels: [Fuel]) -> StationFacts {
        StationFacts(name: name, brand: brand, city: city, postcode: postcode, updated: fuels.compactMap(\.updated).max(),
                     fuels: fuels.map { ($0.fuel, $0.price) }, currency: "GBP", unit: .litre)
    }

    static func prices(_ fuels: [Fuel]) -> [FuelPrice] {
        fuels.map { FuelPrice(fuel: $0.fuel, label: $0.label, price: $0.price, currency: "GBP", unit: .litre, updated: $0.updated) }
    }

    /// A CMA file names no station: its brand and postcode stand for it.
    static func name(brand: String, place: String) -> String {
        [brand, place].filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func name(_ wire: UKFuelFinderStation) -> String {
        wire.tradingName.isEmpty ? name(brand: wire.brand, place: wire.location.postcode) : wire.tradingName
    }

    /// The schemes' fuel labels in the catalog's kinds; others keep their own name.
    static func kind(_ label: String) -> FuelKind {
        let named = FuelKind(rawValue: label)
        switch named.rawValue {
        case "e5": return .e5
        case "e10": return .e10
        case "b7", "b7_standard": return .diesel
        case "sdv", "b7_premium": return .premiumDiesel
        default: return named
        }
    }

    /// The CMA prices by label that hold a price, one per fuel (`"E10"` and `"e10 "` are one).
    static func fuels(_ wire: UKStation, updated: Date?) -> [Fuel] {
        FuelPrice.oneEach(wire.prices.entries.compactMap { label, price in
            FuelPrice.known(price.pounds).map { (kind(label), label, $0, updated) }
        }, fuel: { $0.fuel }, updated: { $0.updated })
    }

    /// Fuel Finder's prices, the latest of each fuel, then the fuels listed as sold without one.
    static func fuels(_ wire: UKFuelFinderStation) -> [Fuel] {
        var fuels: [Fuel] = FuelPrice.oneEach(wire.fuelPrices.compactMap { entry in
            FuelPrice.known(entry.price.pounds).map { (kind(entry.fuelType), entry.fuelType, $0, entry.updated) }
        }, fuel: { $0.fuel }, updated: { $0.updated })
        // The kinds seen, in a set: a station naming thousands of fuel types took the square
        // of their number, each one compared with every one before it (20,000 took 18.6 s).
        var seen = Set(fuels.map(\.fuel))
        for label in wire.fuelTypes {
            let fuel = kind(label)
            if seen.insert(fuel).inserted { fuels.append((fuel, label, nil, nil)) }
        }
        return fuels.sorted { $0.fuel < $1.fuel }
    }
}
