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
    /// While a station is added, per fuel column: whether it sells it, and its price.
    private var sold: [Bool] = []
    private var row: [Double] = []
    /// Per place in a station's list of fuels, the column that fuel had last.
    private var lastColumns: [Int] = []
    /// The stations of the run, for a new column's capacity.
    private var stationCount = 0
    /// Prices of fuels past the first ``Catalog/fuelColumnLimit`` kinds: in no column.
    var unlisted = 0

    /// The columns of stations `range` of `source`.
    init(_ source: LoadedSource, _ range: Range<Int>) {
        let count = range.count
        stationCount = count
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
            // Each of the station's fuels to its column; a feed lists its fuels in the same
            // order station after station, so the column found at the same place before is
            // tried first.
            for (place, (fuel, price)) in facts.fuels.enumerated() {
                guard let number = column(of: fuel, at: place, stationsBefore: local) else {
                    unlisted += 1
                    continue
                }
                // A fuel named twice: the first counts.
                if !sold[number] {
                    sold[number] = true
                    row[number] = price ?? .nan
                }
            }
            // One value per fuel known, NaN where this station does not sell it.
            for number in fuels.indices {
                if sold[number] {
                    sellers[number] += 1
                    basisSellers[basis][number] += 1
                    prices[number].append(row[number])
                    sold[number] = false
                } else {
                    prices[number].append(.nan)
                }
            }
            let counts = source.counts(at: index)
            coerced.append(UInt32(clamping: counts.coerced))
            defaulted.append(UInt32(clamping: counts.defaulted + counts.dropped))
        }
    }

    /// The column of `fuel`, the `place`-th of a station's fuels, added (with no price for
    /// the `stationsBefore` stations) when first seen; `nil` for a new fuel once there are
    /// ``Catalog/fuelColumnLimit`` columns.
    private mutating func column(of fuel: FuelKind, at place: Int, stationsBefore: Int) -> Int? {
        if place < lastColumns.count, fuels[lastColumns[place]] == fuel { return lastColumns[place] }
        let number: Int
        if let known = fuels.firstIndex(of: fuel) {
            number = known
        } else {
            guard fuels.count < Catalog.fuelColumnLimit else { return nil }
            number = fuels.count
            fuels.append(fuel)
            var column = [Double](repeating: .nan, count: stationsBefore)
            column.reserveCapacity(stationCount)
            prices.append(column)
            sellers.append(0)
            sold.append(false)
            row.append(.nan)
            for basis in basisSellers.indices { basisSellers[basis].append(0) }
        }
        if place < lastColumns.count {
            lastColumns[place] = number
        } else {
            lastColumns.append(contentsOf: [Int](repeating: number, count: place - lastColumns.count + 1))
        }
        return number
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
