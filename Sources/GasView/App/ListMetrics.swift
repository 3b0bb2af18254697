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
    /// The fuels some price of which has a third decimal: their column writes three for
    /// every price, so that the decimal marks align (`€1.290` above `€1.289`).
    var thousandths: Set<FuelKind> = []
    /// Each fuel's largest price so far, for its column's width.
    private var largestPrices: [FuelKind: Double] = [:]

    static let caps = (name: 40, brand: 16, city: 20, postcode: 10, price: 10)

    mutating func include(_ catalog: Catalog, stations: Range<Int>) {
        for index in stations {
            Self.widen(&name, catalog.name(index), cap: Self.caps.name)
            Self.widen(&brand, catalog.brand(index), cap: Self.caps.brand)
            Self.widen(&city, catalog.city(index), cap: Self.caps.city)
            Self.widen(&postcode, catalog.postcode(index), cap: Self.caps.postcode)
            let badge = catalog.badge(index)
            coerced = max(coerced, badge.coerced)
            defaulted = max(defaulted, badge.defaulted)
        }
        // The widest price is the largest one's: formatting a million prices is not needed.
        for fuel in catalog.fuels {
            if !thousandths.contains(fuel),
               catalog.containsPrice(of: fuel, among: stations, inCurrencies: ListFormat.writesThousandths(in:), where: ListFormat.hasThousandths) {
                thousandths.insert(fuel)
            }
            let largest = max(largestPrices[fuel] ?? 0, catalog.largestPrice(of: fuel, among: stations))
            largestPrices[fuel] = largest
            guard largest > 0 else { continue }
            for currency in catalog.currencyCodes {
                let text = ListFormat.price(largest, currency: currency, thousandths: thousandths.contains(fuel))
                price = max(price, min(Self.caps.price, TextWidth.of(text)))
            }
        }
    }

    /// Widens `width` to the columns `text` takes, up to `cap`. No text takes more columns
    /// than it has UTF-8 bytes, so one no longer than the width so far is not measured; nor
    /// is one far longer than the cap.
    static func widen(_ width: inout Int, _ text: String, cap: Int) {
        let bytes = text.utf8.count
        guard width < cap, bytes > width else { return }
        width = bytes > cap * 4 ? cap : max(width, min(cap, TextWidth.of(text)))
    }
}
