import GasPrices

/// Widths of the station list's text columns: the widest value of each over every station,
/// within a cap, measured once as stations are added (never per frame, never per key).
struct ListMetrics: Sendable {
    var name = 0
    var brand = 0
    var city = 0
    var postcode = 0
    var price = 0
    /// The most coerced and defaulted fields any station has.
    var coerced = 0
    var defaulted = 0

    static let caps = (name: 40, brand: 16, city: 20, postcode: 10, price: 10)

    mutating func include(_ catalog: Catalog, stations: Range<Int>) {
        for index in stations {
            name = max(name, Self.width(catalog.name(index), cap: Self.caps.name))
            brand = max(brand, Self.width(catalog.brand(index), cap: Self.caps.brand))
            city = max(city, Self.width(catalog.city(index), cap: Self.caps.city))
            postcode = max(postcode, Self.width(catalog.postcode(index), cap: Self.caps.postcode))
            let badge = catalog.badge(index)
            coerced = max(coerced, badge.coerced)
            defaulted = max(defaulted, badge.defaulted)
        }
        // The widest price is the largest one's: formatting a million prices is not needed.
        for fuel in catalog.fuels {
            var largest = 0.0
            for index in stations { if let value = catalog.price(index, of: fuel) { largest = max(largest, abs(value)) } }
            if largest > 0 { price = max(price, min(Self.caps.price, TextWidth.of(StationList.price(largest)))) }
        }
    }

    /// Columns `text` takes, up to `cap`; a text far longer than the cap is not measured.
    static func width(_ text: String, cap: Int) -> Int {
        text.utf8.count > cap * 4 ? cap : min(cap, TextWidth.of(text))
    }
}
