import Foundation
import Lenient

/// Tankerkönig (tankerkoenig.de, Germany): `list.php` responses, `{"ok": true, "license": …,
/// "stations": [ … ]}`, and its error response. Prices in euros per litre; the data is
/// Tankerkönig's under CC BY 4.0. `detail.php` (one station at `station`) and `prices.php`
/// (prices keyed by station id) are recognized and refused as not read yet.
public enum TankerkoenigFeed: ListFeed {
    public static let name = "tankerkoenig"

    /// The attribution the data's licence asks for.
    public static let attribution: String? = "Tankerkönig, CC BY 4.0"

    /// Every Tankerkönig document has `ok`; a list has `stations`, a station's details
    /// `station`, prices by id `prices`, an error `message`.
    public static func recognizes(_ sketch: DocumentSketch) -> Bool {
        sketch.root == .object && sketch.has("ok")
            && (sketch.has("stations") || sketch.has("station") || sketch.has("prices") || sketch.has("message"))
    }

    /// `{"ok": false, "message": …}` (read whole: it is small), and the shapes not read yet.
    public static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason? {
        if sketch.has("stations") { return nil }
        if let error = try? LenientDecoder<TankerkoenigError>().decode(source).values.first,
           error.ok == false || error.status.lowercased() == "error" {
            return .feedError(feed: name, message: error.message.isEmpty ? "(no message)" : error.message)
        }
        if sketch.has("station") { return .shapeNotRead(feed: name, shape: "detail.php, one station at \"station\"") }
        if sketch.has("prices") { return .shapeNotRead(feed: name, shape: "prices.php, prices keyed by station id") }
        return nil
    }

    public static func station(_ wire: TankerkoenigStation) -> CatalogStation {
        let location = wire.lat.flatMap { latitude in wire.lng.map { Coordinate(latitude: latitude, longitude: $0) } }
        return CatalogStation(
            id: wire.id, name: wire.name, brand: wire.brand,
            address: PostalAddress(street: street(wire), city: wire.place, postcode: wire.postCode, country: "DE"),
            location: location, isOpen: wire.isOpen,
            fuels: fuels(wire).map { fuel, label, price in
                FuelPrice(fuel: fuel, label: label, price: price, currency: "EUR", unit: .litre, updated: nil)
            }
        )
    }

    public static func facts(_ wire: TankerkoenigStation) -> StationFacts {
        StationFacts(name: wire.name, brand: wire.brand, city: wire.place, postcode: wire.postCode, updated: nil,
                     fuels: fuels(wire).map { ($0.fuel, $0.price) }, currency: "EUR")
    }

    /// The fuels with a price, named as the feed names them. `price` (one fuel asked for,
    /// which the response does not name) keeps its own name.
    static func fuels(_ wire: TankerkoenigStation) -> [(fuel: FuelKind, label: String, price: Double?)] {
        [(FuelKind.e5, "e5", wire.e5), (.e10, "e10", wire.e10), (.diesel, "diesel", wire.diesel),
         (FuelKind(rawValue: "price"), "price", wire.price)]
            .compactMap { fuel, label, price in FuelPrice.known(price).map { (fuel, label, $0) } }
    }

    /// The street with the house number after it, unless the street already ends with it.
    static func street(_ wire: TankerkoenigStation) -> String {
        let number = wire.houseNumber.trimmingCharacters(in: .whitespaces)
        guard !number.isEmpty, !wire.street.hasSuffix(number) else { return wire.street }
        return wire.street + " " + number
    }
}
