import Foundation
import Lenient

/// France's prix-carburants open data (Licence Ouverte / Etalab): records of stations, a
/// list or one alone (see ``FranceStation``), or the open data API's answer, the records
/// under `results` (`{"total_count": …, "results": [ … ]}`). Prices in euros per litre.
public enum FranceFeed: ListFeed {
    public typealias Wire = FranceStation

    public static let name = "france"

    public static let listKeys = ["results"]

    public static let attribution: String? = "Ministère de l'Économie, prix-carburants, Licence Ouverte (Etalab)"

    /// Records with `prix` (or its flattened copies) and `cp` or `ville`: the document's own
    /// keys, or those of the API answer's `results`.
    public static func recognizes(_ sketch: DocumentSketch) -> Bool {
        isRecord { sketch.has($0) } || isRecord { sketch.member("results", has: $0) }
    }

    private static func isRecord(_ has: (String) -> Bool) -> Bool {
        (has("prix") || has("gazole_prix")) && (has("cp") || has("ville"))
    }

    /// The export's times: `yyyy-MM-dd HH:mm:ss`, Paris time.
    static let time = DateFormat("yyyy-MM-dd HH:mm:ss", timeZone: TimeZone(identifier: "Europe/Paris") ?? .gmt)

    public static func station(_ wire: FranceStation) -> CatalogStation {
        let location = Coordinate(latitude: wire.latitude, longitude: wire.longitude)
        return CatalogStation(
            id: wire.id, name: name(wire), brand: "",
            address: PostalAddress(street: wire.adresse, city: wire.ville, postcode: wire.cp, country: "FR"),
            location: location,
            fuels: fuels(wire).map { FuelPrice(fuel: $0.fuel, label: $0.label, price: $0.price, currency: "EUR", unit: .litre, updated: $0.updated) }
        )
    }

    public static func facts(_ wire: FranceStation) -> StationFacts {
        let sold = fuels(wire)
        return StationFacts(name: name(wire), brand: "", city: wire.ville, postcode: wire.cp,
                            updated: sold.compactMap(\.updated).max(), fuels: sold.map { ($0.fuel, $0.price) }, currency: "EUR", unit: .litre)
    }

    /// The records name no station: its address and town stand for it.
    static func name(_ wire: FranceStation) -> String {
        [wire.adresse, wire.ville].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The export's fuel names in the catalog's kinds; others keep their own name.
    static func kind(_ name: String) -> FuelKind {
        let named = FuelKind(rawValue: name)
        switch named.rawValue {
        case "gazole": return .diesel
        case "sp95": return .e5
        case "sp98": return .superPlus
        case "e10": return .e10
        case "e85": return .e85
        case "gplc": return .lpg
        default: return named
        }
    }

    /// The prices of `prix`, or, when it holds none, of the flattened copies.
    static func fuels(_ wire: FranceStation) -> [(fuel: FuelKind, label: String, price: Double, updated: Date?)] {
        var fuels: [(fuel: FuelKind, label: String, price: Double, updated: Date?)] = wire.prix.value.compactMap { entry in
            FuelPrice.known(entry.value).map { (kind(entry.name), entry.name, $0, entry.updated) }
        }
        if fuels.isEmpty {
            fuels = FranceStation.flattened.compactMap { fuel, price, updated in
                FuelPrice.known(wire[keyPath: price]).map { (kind(fuel), "\(fuel.lowercased())_prix", $0, wire[keyPath: updated]) }
            }
        }
        return FuelPrice.oneEach(fuels, fuel: { $0.fuel }, updated: { $0.updated })
    }
}
