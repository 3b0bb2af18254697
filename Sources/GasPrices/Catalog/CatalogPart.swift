/// The columns of a run of one source's stations, made apart (on their own thread for a
/// large source) and then appended to the catalog's.
struct CatalogPart {
    var names: [String] = []
    var brands: [String] = []
    var cities: [String] = []
    var postcodes: [String] = []
    var updated: [Double] = []
    /// Per fuel, in the order first seen in this run: each station's price, NaN if none.
    var fuels: [FuelKind] = []
    var prices: [[Double]] = []
    var sellers: [Int] = []
    var coerced: [UInt32] = []
    var defaulted: [UInt32] = []
    /// Each station's currency, as an index into ``currencies``.
    var currencyIndices: [UInt8] = []
    var currencies: [String] = []
    /// Each station's unit.
    var units: [PriceUnit] = []
    /// The price bases of the run, in the order first seen; per basis, how many stations
    /// are priced in it and, per fuel of ``fuels``, how many of those sell it.
    var bases: [PriceBasis] = []
    var basisStations: [Int] = []
    var basisSellers: [[Int]] = []

    /// The columns of stations `range` of `source`.
    init(_ source: LoadedSource, _ range: Range<Int>) {
        let count = range.count
        names.reserveCapacity(count)
        brands.reserveCapacity(count)
        cities.reserveCapacity(count)
        postcodes.reserveCapacity(count)
        updated.reserveCapacity(count)
        coerced.reserveCapacity(count)
        defaulted.reserveCapacity(count)
        currencyIndices.reserveCapacity(count)
        units.reserveCapacity(count)
        for index in range {
            let facts = source.facts(at: index)
            let local = index - range.lowerBound
            names.append(facts.name)
            brands.append(facts.brand)
            cities.append(facts.city)
            postcodes.append(facts.postcode)
            updated.append(facts.updated?.timeIntervalSince1970 ?? .nan)
            if !currencies.contains(facts.currency) { currencies.append(facts.currency) }
            currencyIndices.append(UInt8(clamping: currencies.firstIndex(of: facts.currency) ?? 0))
            units.append(facts.unit)
            let basis = basisNumber(facts.currency, facts.unit)
            basisStations[basis] += 1
            for (fuel, _) in facts.fuels where !fuels.contains(fuel) {
                // A fuel seen for the first time: no price for the stations before.
                fuels.append(fuel)
                prices.append([Double](repeating: .nan, count: local))
                sellers.append(0)
                for number in basisSellers.indices { basisSellers[number].append(0) }
            }
            // One value per fuel known, NaN where this station does not sell it.
            for number in fuels.indices {
                let price = facts.fuels.first { $0.0 == fuels[number] }.map { $0.1 ?? .nan }
                if price != nil {
                    sellers[number] += 1
                    basisSellers[basis][number] += 1
                }
                prices[number].append(price ?? .nan)
            }
            let counts = source.counts(at: index)
            coerced.append(UInt32(clamping: counts.coerced))
            defaulted.append(UInt32(clamping: counts.defaulted + counts.dropped))
        }
    }

    /// The number of the basis `currency` per `unit` among ``bases``, added when first seen.
    private mutating func basisNumber(_ currency: String, _ unit: PriceUnit) -> Int {
        if let known = bases.firstIndex(where: { $0.unit == unit && $0.currency == currency }) { return known }
        bases.append(PriceBasis(currency: currency, unit: unit))
        basisStations.append(0)
        basisSellers.append([Int](repeating: 0, count: fuels.count))
        return bases.count - 1
    }
}
