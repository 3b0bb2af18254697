import Foundation
import Lenient

/// MyGasFeed (mygasfeed.com, US and Canada, closed since): `{"status": {"error": "NO", …},
/// "geoLocation": {…}, "stations": [ … ]}`, or one station alone. Answers were seen with a
/// server's PHP warning printed before the JSON: that text is skipped and reported. Ages
/// (`"3 hours ago"`) count back from the file's time (approximate: `relative_date`).
public enum MyGasFeedFeed: ListFeed {
    public typealias Wire = MyGasFeedStation

    public static let name = "mygasfeed"

    public static let listKeys = ["stations"]

    /// An answer (`status` with `error`, and `stations`), the error answer (`status` with
    /// `error` set, and no stations), or a station alone. An answer whose `status` comes
    /// after a list longer than the first bytes a document is told by (its keys sorted, say)
    /// is told by its stations' prices.
    public static func recognizes(_ sketch: DocumentSketch) -> Bool {
        (sketch.has("stations") && sketch.member("status", has: "error"))
            || (sketch.root == .object && isError(sketch))
            || sketch.member("stations", has: "reg_price", "diesel_price")
            || (sketch.has("reg_price") && sketch.has("diesel_price"))
    }

    /// Ages count back from the file's time (now, for a document that has none); text a
    /// server printed before the JSON is skipped.
    public static func options(for source: SourceText) -> ValidationOptions {
        ValidationOptions(referenceDate: source.modified ?? Date(), skipsLeadingText: true)
    }

    /// `"status": {"error": "YES", "message": …}` is the service's error answer, read from
    /// the document's first bytes.
    public static func refusal(of source: SourceText, sketch: DocumentSketch) -> SourceFailure.Reason? {
        guard isError(sketch) else { return nil }
        let message = ["status.message", "status.description"].compactMap(sketch.scalar).first { !$0.isEmpty && $0.lowercased() != "none" }
        return .feedError(feed: name, message: message ?? "error \(sketch.scalar("status.code") ?? "YES")")
    }

    /// Whether the document's `status.error` says yes (`"YES"`, `true`, `1`).
    static func isError(_ sketch: DocumentSketch) -> Bool {
        sketch.scalar("status.error").map { Coerce.bool(fromText: $0) == true } ?? false
    }

    public static func station(_ wire: MyGasFeedStation) -> CatalogStation {
        let location = Coordinate(latitude: wire.lat, longitude: wire.lng)
        let (currency, unit) = basis(wire)
        return CatalogStation(
            id: wire.id, name: name(wire), brand: wire.station,
            address: PostalAddress(street: wire.address, city: wire.city, region: wire.region, postcode: wire.zip,
                                   country: countryCode(wire)),
            location: location,
            fuels: fuels(wire).map { fuel, label, price, updated in
                FuelPrice(fuel: fuel, label: label, price: price, currency: currency, unit: unit, updated: updated)
            }
        )
    }

    public static func facts(_ wire: MyGasFeedStation) -> StationFacts {
        let sold = fuels(wire)
        let (currency, unit) = basis(wire)
        return StationFacts(name: name(wire), brand: wire.station, city: wire.city, postcode: wire.zip,
                            updated: sold.compactMap(\.updated).max(), fuels: sold.map { ($0.fuel, $0.price) },
                            currency: currency, unit: unit)
    }

    /// The brand, or the street when the feed gives none.
    static func name(_ wire: MyGasFeedStation) -> String {
        wire.station.isEmpty ? wire.address : wire.station
    }

    /// Canada's stations price per litre in Canadian dollars; the rest per US gallon in dollars.
    static func basis(_ wire: MyGasFeedStation) -> (currency: String, unit: PriceUnit) {
        countryCode(wire) == "CA" ? ("CAD", .litre) : ("USD", .gallon)
    }

    static func countryCode(_ wire: MyGasFeedStation) -> String {
        switch wire.country.lowercased() {
        case "canada", "ca": "CA"
        case "united states", "usa", "us": "US"
        default: ""
        }
    }

    /// The grades with a price (a missing one is `"N/A"`); diesel also when only the flag
    /// says it is sold, without a price.
    static func fuels(_ wire: MyGasFeedStation) -> [(fuel: FuelKind, label: String, price: Double?, updated: Date?)] {
        var fuels: [(fuel: FuelKind, label: String, price: Double?, updated: Date?)] = [
            (.regular, "reg_price", FuelPrice.known(wire.regularPrice), wire.regularDate),
            (.midgrade, "mid_price", FuelPrice.known(wire.midgradePrice), wire.midgradeDate),
            (.premium, "pre_price", FuelPrice.known(wire.premiumPrice), wire.premiumDate),
            (.diesel, "diesel_price", FuelPrice.known(wire.dieselPrice), wire.dieselDate),
        ].filter { $0.price != nil || ($0.fuel == .diesel && wire.diesel == true) }
        for index in fuels.indices where fuels[index].price == nil { fuels[index].updated = nil }
        return fuels
    }
}
