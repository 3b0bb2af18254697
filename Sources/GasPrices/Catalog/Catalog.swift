import Dispatch
import Foundation
import Lenient

/// The stations of every loaded source, with the few values the list shows, sorts and
/// filters by kept in columns: a million stations are a million rows of plain values, not
/// a million objects. A station's full ``CatalogStation`` and validation record are made
/// from its source when asked for.
public struct Catalog: Sendable {
    /// Where a station lives: its source and its position among that source's stations.
    public struct Reference: Hashable, Sendable {
        public var source: Int
        public var index: Int

        public init(source: Int, index: Int) {
            self.source = source
            self.index = index
        }
    }

    public private(set) var sources: [LoadedSource] = []
    /// Sources that could not be loaded, in the order they were tried.
    public private(set) var failures: [SourceFailure] = []

    /// The columns, one entry per station, in load order.
    var references: [Reference] = []
    var names: [String] = []
    var brands: [String] = []
    var cities: [String] = []
    var postcodes: [String] = []
    /// Seconds since 1970 of the latest price; NaN when unknown.
    var updated: [Double] = []
    /// Per fuel (in ``fuelOrder``), each station's price; NaN when absent or not sold.
    var priceColumns: [[Double]] = []
    /// Per fuel, how many stations sell it.
    var sellers: [FuelKind: Int] = [:]
    /// The fuels of ``prices``, in the order they were first seen: at most
    /// ``fuelColumnLimit``.
    var fuelOrder: [FuelKind] = []
    /// How many prices are of fuels past the first ``fuelColumnLimit`` kinds, and so in no
    /// column: the stations keep them, but the list cannot show, sort or filter by them.
    public private(set) var unlistedPrices = 0
    var coerced: [UInt32] = []
    var defaulted: [UInt32] = []
    /// Each station's currency, as an index into ``currencyCodes``.
    var currencyIndices: [UInt8] = []
    /// The currencies of the stations, in the order first seen.
    public private(set) var currencyCodes: [String] = []
    /// Each station's unit: what its prices are per.
    var units: [PriceUnit] = []
    /// The price bases of the stations, in the order first seen; per basis, how many
    /// stations are priced in it and how many of those sell each fuel.
    var basisOrder: [PriceBasis] = []
    var basisStations: [PriceBasis: Int] = [:]
    var basisSellers: [PriceBasis: [FuelKind: Int]] = [:]
    /// The stations' texts folded for filtering and name order, made the first time they
    /// are needed and kept for this set of stations.
    var foldedTexts = LazyValue<FoldedTexts>()
    /// Each station's place in name order and in city order, worked out the first time an
    /// order needs them (a cheapest-ten query does not) and kept for this set of stations.
    var rankings = LazyValue<(names: [Int32], cities: [Int32])>()

    /// The most fuels kept as columns. Feeds name a few to a few dozen; a file naming a fuel
    /// of its own for each station (hostile, or broken) would otherwise take a column of
    /// every station's price per fuel: 8,000 stations, each selling a fuel no other sells,
    /// took 1.2 GB (2026-11-28), and 32,000 would have taken 8 GB.
    public static let fuelColumnLimit = 64

    public init() {}

    public init(sources: [LoadedSource], failures: [SourceFailure] = []) {
        for source in sources { add(source) }
        self.failures = failures
    }

    /// Adds a source's stations at the end.
    public mutating func add(_ source: LoadedSource) {
        let sourceIndex = sources.count
        sources.append(source)
        let first = references.count
        let added = source.count
        // Reserving for a small source added to a large catalog would reallocate every
        // column each time (many files one by one); appending alone doubles as it grows.
        if added > first / 2 { reserve(first + added) }
        references.append(contentsOf: (0..<added).lazy.map { Reference(source: sourceIndex, index: $0) })
        // A large source is read in parts on every core, then the parts are appended in order.
        let partCount = added >= 50_000 ? Processors.active * 4 : 1
        let parts = Slots<CatalogPart>.make(partCount) { number in
            CatalogPart(source, added * number / partCount..<added * (number + 1) / partCount)
        }
        for part in parts { append(part) }
        foldedTexts = LazyValue()
        rankings = LazyValue()
    }

    /// The stations' folded texts, made now if no filter or name order has needed them yet.
    var folded: FoldedTexts {
        foldedTexts.get { FoldedTexts(names: names, brands: brands, cities: cities, postcodes: postcodes) }
    }

    /// Appends a part's columns after the stations there are.
    private mutating func append(_ part: CatalogPart) {
        let before = names.count
        names += part.names
        brands += part.brands
        cities += part.cities
        postcodes += part.postcodes
        updated += part.updated
        coerced += part.coerced
        defaulted += part.defaulted
        // The part's own currency numbers, as the catalog's.
        let numbers = part.currencies.map { code -> UInt8 in
            if let known = currencyCodes.firstIndex(of: code) { return UInt8(clamping: known) }
            currencyCodes.append(code)
            return UInt8(clamping: currencyCodes.count - 1)
        }
        currencyIndices += part.currencyIndices.map { numbers[Int($0)] }
        units += part.units
        unlistedPrices += part.unlisted
        for (number, fuel) in part.fuels.enumerated() where !fuelOrder.contains(fuel) {
            guard fuelOrder.count < Self.fuelColumnLimit else {
                unlistedPrices += part.sellers[number]
                continue
            }
            fuelOrder.append(fuel)
            priceColumns.append([Double](repeating: .nan, count: before))
        }
        for (number, basis) in part.bases.enumerated() {
            if basisStations[basis] == nil { basisOrder.append(basis) }
            basisStations[basis, default: 0] += part.basisStations[number]
            for (fuel, sold) in zip(part.fuels, part.basisSellers[number]) where sold > 0 && fuelOrder.contains(fuel) {
                basisSellers[basis, default: [:]][fuel, default: 0] += sold
            }
        }
        for (column, fuel) in fuelOrder.enumerated() {
            if let number = part.fuels.firstIndex(of: fuel) {
                priceColumns[column] += part.prices[number]
                sellers[fuel, default: 0] += part.sellers[number]
            } else {
                priceColumns[column] += repeatElement(.nan, count: part.names.count)
            }
        }
    }

    /// Records a source that could not be loaded.
    public mutating func add(_ failure: SourceFailure) {
        failures.append(failure)
    }

    /// Puts a new version of source `index` in its place (a file read again): its stations
    /// keep their place among the others. The columns are made again from every source.
    public mutating func replace(sourceAt index: Int, with source: LoadedSource) {
        guard sources.indices.contains(index) else { return }
        var replaced = sources
        replaced[index] = source
        self = Catalog(sources: replaced, failures: failures)
    }

    /// Forgets the failures of `source` (a file that has since been read).
    public mutating func removeFailures(of source: String) {
        failures.removeAll { $0.source == source }
    }

    private mutating func reserve(_ count: Int) {
        references.reserveCapacity(count)
        for column in [\Catalog.names, \.brands, \.cities, \.postcodes] as [WritableKeyPath<Catalog, [String]>] {
            self[keyPath: column].reserveCapacity(count)
        }
        updated.reserveCapacity(count)
        coerced.reserveCapacity(count)
        defaulted.reserveCapacity(count)
        currencyIndices.reserveCapacity(count)
        units.reserveCapacity(count)
        for column in priceColumns.indices { priceColumns[column].reserveCapacity(count) }
    }

    /// How many stations there are.
    public var count: Int { references.count }

    /// The fuels some station sells, canonical kinds first.
    public var fuels: [FuelKind] { sellers.keys.sorted() }

    /// Whether any station has a price of any fuel: a station may sell fuels without
    /// pricing them (the sample's `sellsDiesel`, a feed's fuel listed with `null`).
    public var hasPrices: Bool {
        unlistedPrices > 0 || priceColumns.contains { column in column.contains { !$0.isNaN } }
    }

    /// Where station `index` (in load order) lives.
    public func reference(_ index: Int) -> Reference { references[index] }

    /// Station `index` in full.
    public func station(_ index: Int) -> CatalogStation {
        let reference = references[index]
        return sources[reference.source].station(at: reference.index)
    }

    /// The source of station `index`.
    public func source(of index: Int) -> LoadedSource { sources[references[index].source] }

    public func name(_ index: Int) -> String { names[index] }
    public func brand(_ index: Int) -> String { brands[index] }
    public func city(_ index: Int) -> String { cities[index] }
    public func postcode(_ index: Int) -> String { postcodes[index] }

    /// When station `index`'s price was last updated.
    public func updated(_ index: Int) -> Date? {
        updated[index].isNaN ? nil : Date(timeIntervalSince1970: updated[index])
    }

    /// Station `index`'s price of `fuel`; `nil` when absent or not sold.
    public func price(_ index: Int, of fuel: FuelKind) -> Double? {
        guard let column = priceColumn(fuel), !column[index].isNaN else { return nil }
        return column[index]
    }

    /// The ISO 4217 code of station `index`'s prices.
    public func currency(_ index: Int) -> String { currencyCodes[Int(currencyIndices[index])] }

    /// What station `index`'s prices are per.
    public func unit(_ index: Int) -> PriceUnit { units[index] }

    /// The currency and unit of station `index`'s prices.
    public func basis(_ index: Int) -> PriceBasis { PriceBasis(currency: currency(index), unit: units[index]) }

    /// The price bases of the stations, the one most stations are priced in first (on a
    /// tie, the one loaded first); empty without stations.
    public var bases: [PriceBasis] {
        basisOrder.enumerated().sorted { left, right in
            let (leftCount, rightCount) = (basisStations[left.element] ?? 0, basisStations[right.element] ?? 0)
            return leftCount != rightCount ? leftCount > rightCount : left.offset < right.offset
        }.map(\.element)
    }

    /// How many stations are priced in `basis`.
    public func count(in basis: PriceBasis) -> Int { basisStations[basis] ?? 0 }

    /// The fuels some station priced in `basis` sells, canonical kinds first.
    public func fuels(in basis: PriceBasis) -> [FuelKind] { (basisSellers[basis] ?? [:]).keys.sorted() }

    /// How many of station `index`'s fields were coerced, and defaulted (or dropped).
    public func badge(_ index: Int) -> (coerced: Int, defaulted: Int) {
        (Int(coerced[index]), Int(defaulted[index]))
    }

    /// The largest magnitude of a price of `fuel` among `stations`; 0 when none has one.
    public func largestPrice(of fuel: FuelKind, among stations: Range<Int>) -> Double {
        guard let column = priceColumn(fuel) else { return 0 }
        var largest = 0.0
        // NaN (absent) never compares larger.
        for index in stations where abs(column[index]) > largest { largest = abs(column[index]) }
        return largest
    }

    /// Whether a station among `stations` has a price of `fuel` for which `test` holds, in a
    /// currency `currencies` accepts (asked once per currency, not per station).
    public func containsPrice(of fuel: FuelKind, among stations: Range<Int>, inCurrencies currencies: (String) -> Bool,
                              where test: (Double) -> Bool) -> Bool {
        guard let column = priceColumn(fuel) else { return false }
        let accepted = currencyCodes.map(currencies)
        return stations.contains { index in accepted[Int(currencyIndices[index])] && !column[index].isNaN && test(column[index]) }
    }

    /// Every station's price of `fuel` (NaN where absent); `nil` when no station sells it.
    func priceColumn(_ fuel: FuelKind) -> [Double]? {
        fuelOrder.firstIndex(of: fuel).map { priceColumns[$0] }
    }

    /// The catalog index of the station `index` of source `source`.
    public func index(of reference: Reference) -> Int? {
        // Sources are added whole, in order: a station's index is its source's first plus its own.
        var first = 0
        for (number, source) in sources.enumerated() {
            if number == reference.source { return reference.index < source.count ? first + reference.index : nil }
            first += source.count
        }
        return nil
    }
}
