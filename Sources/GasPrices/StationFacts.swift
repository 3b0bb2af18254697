import Foundation

/// The few values of a station the list shows, sorts and filters by, made without building
/// the whole ``CatalogStation`` (no history).
public struct StationFacts: Sendable, Equatable {
    public var name: String
    public var brand: String
    public var city: String
    public var postcode: String
    public var updated: Date?
    /// Each fuel sold, with its price when known.
    public var fuels: [(FuelKind, Double?)]
    /// The ISO 4217 code of its prices (a station prices every fuel in one currency).
    public var currency: String
    /// What its prices are per (a station prices every fuel per one unit).
    public var unit: PriceUnit

    public init(name: String, brand: String, city: String, postcode: String, updated: Date?,
                fuels: [(FuelKind, Double?)], currency: String, unit: PriceUnit) {
        self.unit = unit
        self.name = name
        self.brand = brand
        self.city = city
        self.postcode = postcode
        self.updated = updated
        self.fuels = fuels
        self.currency = currency
    }

    public static func == (lhs: StationFacts, rhs: StationFacts) -> Bool {
        lhs.name == rhs.name && lhs.brand == rhs.brand && lhs.city == rhs.city && lhs.postcode == rhs.postcode
            && lhs.updated == rhs.updated && lhs.currency == rhs.currency && lhs.unit == rhs.unit && lhs.fuels.elementsEqual(rhs.fuels) { $0.0 == $1.0 && $0.1 == $1.1 }
    }
}

extension Station {
    /// What the list needs of the station, as ``catalogStation`` maps it.
    public var listFacts: StationFacts {
        var latest: Date? = nil
        for entry in historicalPrices {
            if let date = entry.date, latest.map({ date > $0 }) ?? true { latest = date }
        }
        var fuels: [(FuelKind, Double?)] = [(.regular, Self.known(price))]
        if sellsDiesel { fuels.append((.diesel, nil)) }
        return StationFacts(name: stationName, brand: "", city: address.city, postcode: address.zip, updated: latest, fuels: fuels, currency: "USD", unit: .gallon)
    }
}
