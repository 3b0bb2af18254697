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

    /// One entry per fuel, in the catalog's order of fuels: where a source names one fuel
    /// twice (`"E10"` and `"e10 "` in a UK file, one fuel type in two entries), the one
    /// updated last (a known time before none), else the first in the source's order.
    static func oneEach<Entry>(_ entries: [Entry], fuel: (Entry) -> FuelKind, updated: (Entry) -> Date?) -> [Entry] {
        var kept: [Entry] = []
        var index: [FuelKind: Int] = [:]
        kept.reserveCapacity(entries.count)
        for entry in entries {
            if let at = index[fuel(entry)] {
                if let time = updated(entry), updated(kept[at]).map({ time > $0 }) ?? true { kept[at] = entry }
            } else {
                index[fuel(entry)] = kept.count
                kept.append(entry)
            }
        }
        return kept.sorted { fuel($0) < fuel($1) }
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
