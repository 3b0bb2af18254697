/// What the station list shows: which fuel's price, in which order, narrowed by what text.
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

    public init(sort: Sort = .price, reversed: Bool = false, fuel: FuelKind = .regular, filter: String = "") {
        self.sort = sort
        self.reversed = reversed
        self.fuel = fuel
        self.filter = filter
    }

    /// Whether stations in this query's order are in `other`'s order too: the same key and
    /// direction (and, by price, the same fuel), whatever the filter.
    public func sortsAs(_ other: StationQuery) -> Bool {
        sort == other.sort && reversed == other.reversed && (sort != .price || fuel == other.fuel)
    }
}
