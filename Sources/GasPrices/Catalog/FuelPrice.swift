import Foundation

/// One fuel a station sells, and its price when the source gave one.
public struct FuelPrice: Sendable, Equatable {
    public var fuel: FuelKind
    /// The source's own name for the fuel (`price`, `e10`, `Precio Gasoleo A`).
    public var label: String
    /// In the currency's main unit (dollars, euros, pounds) per ``unit``; `nil` when the
    /// source gave none or nothing readable. Never 0 for "unknown".
    public var price: Double?
    /// An ISO 4217 code: `USD`, `EUR`, `GBP`, `AUD`.
    public var currency: String
    public var unit: PriceUnit
    /// When the price was last seen changing; `nil` when the source does not say.
    public var updated: Date?

    public init(fuel: FuelKind, label: String, price: Double?, currency: String, unit: PriceUnit, updated: Date?) {
        self.fuel = fuel
        self.label = label
        self.price = price
        self.currency = currency
        self.unit = unit
        self.updated = updated
    }

    /// A price, or `nil` for one that is no price: absent, 0 (an engine default, or a
    /// feed's "unknown"), negative, or not finite. No station sells fuel for nothing, so 0
    /// is never the cheapest.
    public static func known(_ price: Double?) -> Double? {
        guard let price, price > 0, price.isFinite else { return nil }
        return price
    }
}

/// One entry of a station's price history.
public struct PricePoint: Sendable, Equatable {
    /// `nil` when the source's date could not be read.
    public var date: Date?
    public var fuel: FuelKind
    /// `nil` when the source gave no readable price.
    public var price: Double?

    public init(date: Date?, fuel: FuelKind, price: Double?) {
        self.date = date
        self.fuel = fuel
        self.price = price
    }
}
