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
    /// The fuels of ``prices``, in the order they were first seen.
    var fuelOrder: [FuelKind] = []
    var coerced: [UInt32] = []
    var defaulted: [UInt32] = []
    /// Folded `name␁brand␁city␁postcode` of every station, one after another.
    var haystack: [UInt8] = []
    var haystackStarts: [Int] = []
    /// Each station's place in name order and in (city, name) order.
    var nameRanks: [Int32] = []
    var cityRanks: [Int32] = []

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
        for index in 0..<added {
            let facts = source.wire(at: index).listFacts
            references.append(Reference(source: sourceIndex, index: index))
            names.append(facts.name)
            brands.append(facts.brand)
            cities.append(facts.city)
            postcodes.append(facts.postcode)
            updated.append(facts.updated?.timeIntervalSince1970 ?? .nan)
            for (fuel, _) in facts.fuels where !fuelOrder.contains(fuel) {
                // A fuel seen for the first time: no price for the stations before.
                priceColumns.append([Double](repeating: .nan, count: first + index))
                fuelOrder.append(fuel)
            }
            // One value per fuel known, NaN where this station does not sell it.
            for (number, fuel) in fuelOrder.enumerated() {
                let price = facts.fuels.first { $0.0 == fuel }.map { $0.1 ?? .nan }
                if price != nil { sellers[fuel, default: 0] += 1 }
                priceColumns[number].append(price ?? .nan)
            }
            let counts = source.counts(at: index)
            coerced.append(UInt32(clamping: counts.coerced))
            defaulted.append(UInt32(clamping: counts.defaulted + counts.dropped))
            haystackStarts.append(haystack.count)
            TextFold.append(facts.name, to: &haystack)
            haystack.append(1)
            TextFold.append(facts.brand, to: &haystack)
            haystack.append(1)
            TextFold.append(facts.city, to: &haystack)
            haystack.append(1)
            TextFold.append(facts.postcode, to: &haystack)
        }
        rank()
    }

    /// Records a source that could not be loaded.
    public mutating func add(_ failure: SourceFailure) {
        failures.append(failure)
    }

    private mutating func reserve(_ count: Int) {
        references.reserveCapacity(count)
        for column in [\Catalog.names, \.brands, \.cities, \.postcodes] as [WritableKeyPath<Catalog, [String]>] {
            self[keyPath: column].reserveCapacity(count)
        }
        updated.reserveCapacity(count)
        coerced.reserveCapacity(count)
        defaulted.reserveCapacity(count)
        haystackStarts.reserveCapacity(count)
        for column in priceColumns.indices { priceColumns[column].reserveCapacity(count) }
    }

    /// How many stations there are.
    public var count: Int { references.count }

    /// The fuels some station sells, canonical kinds first.
    public var fuels: [FuelKind] { sellers.keys.sorted() }

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

    /// How many of station `index`'s fields were coerced, and defaulted (or dropped).
    public func badge(_ index: Int) -> (coerced: Int, defaulted: Int) {
        (Int(coerced[index]), Int(defaulted[index]))
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
