import Foundation

extension Station {
    /// The station as the catalog holds it. `price` is the `regular` fuel in US dollars per
    /// US gallon; `sellsDiesel` is a `diesel` fuel offered with no price; the history is of
    /// `regular`. A price that was defaulted (validated to 0), or is zero or negative, is
    /// absent: no station sells fuel for nothing, so 0 is never the cheapest. The sample model
    /// has no time for its current price: the latest date of its history stands for it.
    public var catalogStation: CatalogStation {
        let history = Array(priceHistory)
        // The fuels and the update time are the list's facts, made in one place.
        let facts = listFacts
        let fuels = facts.fuels.map { fuel, price in
            fuel == .regular
                ? FuelPrice(fuel: fuel, label: "price", price: price, currency: "USD", unit: .gallon, updated: facts.updated)
                : FuelPrice(fuel: fuel, label: "sellsDiesel", price: price, currency: "USD", unit: .gallon, updated: nil)
        }
        return CatalogStation(
            name: stationName,
            address: PostalAddress(street: address.street, city: address.city, region: address.state,
                                   postcode: address.zip, country: "US"),
            fuels: fuels,
            history: history
        )
    }

    /// A price, or `nil` for one that is no price: 0 (the default), negative, or not finite.
    static func known(_ price: Double) -> Double? {
        FuelPrice.known(price)
    }
}
