/// What a price is counted in: a currency and a unit (euros per litre, US dollars per
/// gallon). Prices compare only within one basis: the list, its order, the cheapest and the
/// differences to it never mix two.
public struct PriceBasis: Hashable, Sendable {
    /// The ISO 4217 code, as the feed gives it (`EUR`, `USD`).
    public var currency: String
    public var unit: PriceUnit

    public init(currency: String, unit: PriceUnit) {
        self.currency = currency
        self.unit = unit
    }
}
