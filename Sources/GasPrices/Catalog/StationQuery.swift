/// What the station list shows: which fuel's price, in which order, narrowed by what text
/// and to which currency and unit.
public struct StationQuery: Hashable, Sendable {
    /// The orders the list can be sorted in.
    public enum Sort: String, CaseIterable, Sendable {
        /// Cheapest first; stations without a price for the fuel last.
        case price
        case name
        /// By city, then name.
        case city
        /// Most recently updated first; stations without a time last.
        case updated

        /// The next order `s` cycles to.
        public var next: Sort {
            let all = Self.allCases
            return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
        }
    }

    public var sort: Sort
    /// Reverses the order; stations without a value still come last, and ties still go by name.
    public var reversed: Bool
    public var fuel: FuelKind
    /// Text to find in the name, brand, city or postcode, in any case; empty for every station.
    public var filter: String
    /// Only the stations priced in this currency (an ISO 4217 code, in any case); `nil` for
    /// every currency.
    public var currency: String?
    /// Only the stations priced per this unit; `nil` for every unit.
    public var unit: PriceUnit?

    public init(sort: Sort = .price, reversed: Bool = false, fuel: FuelKind = .regular, filter: String = "",
                currency: String? = nil, unit: PriceUnit? = nil) {
        self.sort = sort
        self.reversed = reversed
        self.fuel = fuel
        self.filter = filter
        self.currency = currency
        self.unit = unit
    }

    /// The one price basis the query keeps, when it names both a currency and a unit;
    /// setting `nil` keeps every station.
    public var basis: PriceBasis? {
        get { currency.flatMap { currency in unit.map { PriceBasis(currency: currency, unit: $0) } } }
        set {
            currency = newValue?.currency
            unit = newValue?.unit
        }
    }

    /// Whether the query keeps the stations priced in `basis`.
    public func admits(_ basis: PriceBasis) -> Bool {
        admits(currency: basis.currency) && (unit.map { $0 == basis.unit } ?? true)
    }

    /// Whether the query keeps stations priced in `code`, whatever their unit.
    func admits(currency code: String) -> Bool {
        currency.map { $0.uppercased() == code.uppercased() } ?? true
    }

    /// Whether every station `other` keeps for its currency and unit, this query keeps too.
    public func admitsEveryBasis(of other: StationQuery) -> Bool {
        (currency == nil || other.currency.map(admits(currency:)) == true) && (unit == nil || unit == other.unit)
    }

    /// Whether stations in this query's order are in `other`'s order too: the same key and
    /// direction (and, by price, the same fuel), whatever the filter.
    public func sortsAs(_ other: StationQuery) -> Bool {
        sort == other.sort && reversed == other.reversed && (sort != .price || fuel == other.fuel)
    }
}
