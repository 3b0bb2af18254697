import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stations a query selects, in its order.
public struct StationOrder: Sendable, Equatable {
    public var query: StationQuery
    /// Catalog indices, in the order the list shows them.
    public var indices: [Int32]
    /// The lowest price of the query's fuel among them; `nil` when none has one.
    public var cheapest: Double?
    /// How many stations matched before any limit.
    public var matched: Int
    /// How many of those have a price for the query's fuel.
    public var priced: Int
    /// How many stations the catalog had when the order was worked out: it covers the whole
    /// catalog only while that is still its count.
    public var coverage: Int

    public init(query: StationQuery, indices: [Int32], cheapest: Double?, matched: Int, priced: Int, coverage: Int) {
        self.query = query
        self.indices = indices
        self.cheapest = cheapest
        self.matched = matched
        self.priced = priced
        self.coverage = coverage
    }

    /// Whether it lists every station it matched: an order asked for with a limit (the
    /// first rows, shown while the whole order is worked out) does not.
    public var isComplete: Bool { indices.count == matched }

    /// Whether an order for `query` can be worked out from this one's stations alone: its
    /// filter finds a subset of what this one's found (it contains this filter, folded as
    /// the catalog folds text), among stations of a price basis this one kept.
    public func narrows(to query: StationQuery) -> Bool {
        !query.filter.isEmpty && self.query.admitsEveryBasis(of: query)
            && TextFold.contains(TextFold.bytes(query.filter), TextFold.bytes(self.query.filter))
    }
}

extension Catalog {
    /// The stations `query` selects, in its order: filtered by its text and its currency and
    /// unit, sorted by its key
    /// (stations without a value for the key last, whichever the direction), ties by name
    /// and then by load order.
    /// - Parameters:
    ///   - earlier: narrow an earlier order of this catalog (a filter that extends the one
    ///     before it): only its stations are looked at, and when it was sorted as `query`
    ///     sorts, what it keeps of them is already in order.
    ///   - limit: keep only the first `limit`; the selection then costs little more than a
    ///     pass over the stations.
    public func order(_ query: StationQuery, among earlier: StationOrder? = nil, limit: Int? = nil) -> StationOrder {
        let among = earlier?.indices
        var candidates = query.filter.isEmpty ? (among ?? Array(0..<Int32(clamping: count))) : matches(query.filter, among: among)
        if earlier.map({ $0.query.currency != query.currency || $0.query.unit != query.unit }) ?? true {
            candidates = admitted(candidates, by: query)
        }
        let (cheapest, priced) = cheapest(of: query.fuel, among: candidates)
        if let earlier, earlier.query.sortsAs(query) {
            return StationOrder(query: query, indices: limit.map { Array(candidates.prefix($0)) } ?? candidates,
                                cheapest: cheapest, matched: candidates.count, priced: priced, coverage: count)
        }
        // A few cheapest (or latest) need no name ranks: only ties among them are put in
        // name order, by their names' bytes.
        if let limit, limit < candidates.count / 4, query.sort == .price || query.sort == .updated {
            return StationOrder(query: query, indices: fewest(limit, query, candidates), cheapest: cheapest, matched: candidates.count, priced: priced, coverage: count)
        }
        let ranks = rankings.get { rankAll() }
        // Every station gets one packed key, so sorting compares plain integers: stations
        // without a value after all others, then the primary key (turned round when
        // reversed), then the name's rank, then load order.
        let values = query.sort == .price || query.sort == .updated ? primaryValues(query) : []
        func key(_ index: Int32) -> SortKey {
            let station = Int(index)
            switch query.sort {
            case .price, .updated:
                return SortKey(value: values[station], reversed: query.reversed, rank: ranks.names[station], index: index)
            case .name:
                // A station without a name or city has no value for that key: last either way.
                let value = names[station].isEmpty ? .nan : Double(ranks.names[station])
                return SortKey(value: value, reversed: query.reversed, rank: 0, index: index)
            case .city:
                let value = cities[station].isEmpty ? .nan : Double(ranks.cities[station])
                return SortKey(value: value, reversed: query.reversed, rank: ranks.names[station], index: index)
            }
        }
        var keys = candidates.map(key)
        if let limit, limit < keys.count / 4 {
            keys = Self.smallest(limit, of: keys)
        } else {
            keys.sort()
            if let limit, keys.count > limit { keys.removeLast(keys.count - limit) }
        }
        return StationOrder(query: query, indices: keys.map(\.index), cheapest: cheapest, matched: candidates.count, priced: priced, coverage: count)
    }

    /// The stations `query` keeps, by its text and its currency and unit, in load order
    /// (its sort and fuel play no part): what a listing written as it is read selects.
    public func selection(_ query: StationQuery) -> [Int32] {
        let candidates = query.filter.isEmpty ? Array(0..<Int32(clamping: count)) : matches(query.filter, among: nil)
        return admitted(candidates, by: query)
    }

    /// Those of `stations` priced in a basis `query` admits, in their order.
    private func admitted(_ stations: [Int32], by query: StationQuery) -> [Int32] {
        guard !basisOrder.allSatisfy(query.admits) else { return stations }
        let currencies = currencyCodes.map(query.admits(currency:))
        return stations.filter { index in
            currencies[Int(currencyIndices[Int(index)])] && query.unit.map { units[Int(index)] == $0 } ?? true
        }
    }

    /// The lowest price of `fuel` among `stations`, and how many of them have one. Many
    /// stations (in another order) are marked in a bitset first, so the prices are read in
    /// place rather than jumped about.
    private func cheapest(of fuel: FuelKind, among stations: [Int32]) -> (Double?, Int) {
        guard let column = priceColumn(fuel) else { return (nil, 0) }
        var lowest = Double.infinity
        var priced = 0
        if stations.count < count / 8 {
            for index in stations where !column[Int(index)].isNaN {
                lowest = min(lowest, column[Int(index)])
                priced += 1
            }
        } else {
            var bits = [UInt64](repeating: 0, count: count / 64 + 1)
            for index in stations { bits[Int(index) >> 6] |= 1 << UInt64(index & 63) }
            for (word, value) in bits.enumerated() where value != 0 {
                var marked = value
                while marked != 0 {
                    let price = column[word << 6 | marked.trailingZeroBitCount]
                    marked &= marked - 1
                    if !price.isNaN {
                        lowest = min(lowest, price)
                        priced += 1
                    }
                }
            }
        }
        return (priced > 0 ? lowest : nil, priced)
    }

    /// Each station's price of the query's fuel, or its negated update time (most recent
    /// first); NaN where it has none.
    private func primaryValues(_ query: StationQuery) -> [Double] {
        switch query.sort {
        case .updated: return updated.map { -$0 }
        default: return priceColumn(query.fuel) ?? [Double](repeating: .nan, count: count)
        }
    }

    /// The first `limit` of `candidates` by price or time, ties by name bytes then load
    /// order, without ranking every name: the cut is found on the values alone, then the
    /// stations up to it (ties at the cut included, however many) are selected by value,
    /// name and load order.
    private func fewest(_ limit: Int, _ query: StationQuery, _ candidates: [Int32]) -> [Int32] {
        let values = primaryValues(query)
        var keys: [SortKey] = []
        keys.reserveCapacity(candidates.count)
        for index in candidates {
            keys.append(SortKey(value: values[Int(index)], reversed: query.reversed, rank: 0, index: index))
        }
        guard let cut = Self.smallest(limit, of: keys).last?.high else { return [] }
        // Those up to the cut (ties at the cut included), each with its folded name, sorted
        // by value, name and load order: a sort, not an insertion each into a kept list,
        // which took the square of `limit` when the values came largest first (400,000
        // stations of falling prices, the first 80,000: 7.6 s).
        var best: [(key: SortKey, name: [UInt8])] = []
        for key in keys where key.high <= cut { best.append((key, TextFold.bytes(names[Int(key.index)]))) }
        best.sort { left, right in
            if left.key.high != right.key.high { return left.key.high < right.key.high }
            if left.name != right.name { return left.name.lexicographicallyPrecedes(right.name) }
            return left.key.index < right.key.index
        }
        return best.prefix(limit).map(\.key.index)
    }

    /// A station's place in an order, as two integers compared in turn.
    struct SortKey: Comparable {
        /// Absent values last; then the primary key's order-preserving bits.
        var high: UInt64
        /// The name's rank, then the load order.
        var low: UInt64
        var index: Int32 { Int32(truncatingIfNeeded: low & 0xFFFF_FFFF) }

        init(value: Double, reversed: Bool, rank: Int32, index: Int32) {
            if value.isNaN {
                high = .max
            } else {
                // IEEE 754 bits, flipped so that unsigned order is numeric order (-0 and 0
                // apart, which no price or time tells apart anyway).
                let bits = value.bitPattern
                var ordered = bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
                if reversed { ordered = ~ordered }
                // Reserve the top value for absent.
                high = min(ordered, .max - 1)
            }
            low = UInt64(UInt32(bitPattern: rank)) << 32 | UInt64(UInt32(bitPattern: index))
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
        }
    }

    /// The `k` smallest of `items`, in order, in one pass.
    static func smallest(_ k: Int, of items: [SortKey]) -> [SortKey] {
        guard k > 0 else { return [] }
        // The `k` smallest so far in a heap whose root is the largest of them: each item costs
        // a comparison with the root and at most log k moves (an insertion into a sorted list
        // cost up to k moves, the square of `k` when the items came largest first).
        var heap: [SortKey] = []
        heap.reserveCapacity(k)
        for item in items {
            if heap.count < k {
                heap.append(item)
                var child = heap.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard heap[parent] < heap[child] else { break }
                    heap.swapAt(parent, child)
                    child = parent
                }
            } else if item < heap[0] {
                heap[0] = item
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    guard left < heap.count else { break }
                    let right = left + 1
                    let larger = right < heap.count && heap[left] < heap[right] ? right : left
                    guard heap[parent] < heap[larger] else { break }
                    heap.swapAt(parent, larger)
                    parent = larger
                }
            }
        }
        heap.sort()
        return heap
    }

    /// The stations (of `among`, or all) whose name, brand, city or postcode contains
    /// `text` in any case, in load order (or `among`'s order).
    public func matches(_ text: String, among: [Int32]? = nil) -> [Int32] {
        let needle = TextFold.bytes(text)
        guard !needle.isEmpty else { return among ?? Array(0..<Int32(clamping: count)) }
        let folded = self.folded
        return folded.bytes.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin -> [Int32] in
                var result: [Int32] = []
                guard let hayBase = hay.baseAddress, let pinBase = pin.baseAddress else { return result }
                func test(_ index: Int) -> Bool {
                    let range = folded.range(of: index)
                    return Self.contains(hayBase + range.lowerBound, range.count, pinBase, pin.count)
                }
                guard let among else {
                    for index in 0..<count where test(index) { result.append(Int32(index)) }
                    return result
                }
                if among.count < count / 8 {
                    for index in among where test(Int(index)) { result.append(index) }
                    return result
                }
                // Many stations in another order: testing them in that order would jump
                // about the text. Test every station in place, marking a bit each, then keep
                // `among`'s order.
                var bits = [UInt64](repeating: 0, count: count / 64 + 1)
                for index in 0..<count where test(index) { bits[index >> 6] |= 1 << UInt64(index & 63) }
                result.reserveCapacity(among.count)
                for index in among where bits[Int(index) >> 6] & (1 << UInt64(index & 63)) != 0 { result.append(index) }
                return result
            }
        }
    }

    /// Whether `length` bytes at `hay` contain the `count` bytes at `needle`: memchr finds
    /// each candidate first byte, memcmp checks the rest.
    static func contains(_ hay: UnsafePointer<UInt8>, _ length: Int, _ needle: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count <= length else { return false }
        let first = Int32(needle[0])
        var offset = 0
        let last = length - count
        while offset <= last {
            guard let found = memchr(hay + offset, first, last - offset + 1) else { return false }
            let position = hay.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(hay + position + 1, needle + 1, count - 1) == 0 { return true }
            offset = position + 1
        }
        return false
    }

    /// Every station's place in name order and in city order; equal names (or cities),
    /// folded, share a place, so ties fall to the next key whichever the direction. The two
    /// are worked out side by side.
    func rankAll() -> (names: [Int32], cities: [Int32]) {
        let folded = self.folded
        let (names, cities) = folded.bytes.withUnsafeBufferPointer { hay in
            var names: [Range<Int>] = []
            var cities: [Range<Int>] = []
            names.reserveCapacity(count)
            cities.reserveCapacity(count)
            for index in 0..<count {
                let range = folded.range(of: index)
                let (start, end) = (range.lowerBound, range.upperBound)
                // name ␁ brand ␁ city ␁ postcode
                var separators = (end, end, end)
                var found = 0
                for position in start..<end where hay[position] == 1 {
                    switch found {
                    case 0: separators.0 = position
                    case 1: separators.1 = position
                    default: separators.2 = position
                    }
                    found += 1
                    if found == 3 { break }
                }
                names.append(start..<separators.0)
                cities.append(found >= 3 ? (separators.1 + 1)..<separators.2 : end..<end)
            }
            return (names, cities)
        }
        let texts = [names, cities]
        let ranked = Slots<[Int32]>.make(2) { which in Self.ranks(texts[which], in: folded.bytes) }
        return (ranked[0], ranked[1])
    }

    /// Each station's place among the distinct folded texts at `ranges` of `bytes`, in byte
    /// order: texts are sorted by their first eight bytes as one integer, and only runs that
    /// share those and are longer are compared further.
    static func ranks(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [Int32] {
        let count = ranges.count
        return bytes.withUnsafeBufferPointer { hay -> [Int32] in
            guard let base = hay.baseAddress else { return [Int32](repeating: 0, count: count) }
            var entries = (0..<count).map { index in
                PrefixEntry(prefix: TextFold.prefixKey(UnsafeBufferPointer(rebasing: hay[ranges[index]])), index: Int32(index))
            }
            entries.sort()
            func compare(_ a: Int, _ b: Int) -> Int32 {
                let x = ranges[a], y = ranges[b]
                let difference = memcmp(base + x.lowerBound, base + y.lowerBound, min(x.count, y.count))
                return difference != 0 ? difference : Int32(clamping: x.count - y.count)
            }
            // Runs of one prefix whose texts go on past it: sorted by their whole bytes.
            var start = 0
            while start < entries.count {
                var end = start + 1
                while end < entries.count, entries[end].prefix == entries[start].prefix { end += 1 }
                if end - start > 1, entries[start..<end].contains(where: { ranges[Int($0.index)].count > 8 }) {
                    entries[start..<end].sort { left, right in
                        let difference = compare(Int(left.index), Int(right.index))
                        return difference != 0 ? difference < 0 : left.index < right.index
                    }
                }
                start = end
            }
            var result = [Int32](repeating: 0, count: count)
            var place: Int32 = 0
            for position in entries.indices {
                if position > 0 {
                    let previous = entries[position - 1], current = entries[position]
                    if previous.prefix != current.prefix
                        || ((ranges[Int(previous.index)].count > 8 || ranges[Int(current.index)].count > 8)
                            && compare(Int(previous.index), Int(current.index)) != 0) {
                        place += 1
                    }
                }
                result[Int(entries[position].index)] = place
            }
            return result
        }
    }

    /// A text's first eight bytes as one integer, and its station.
    struct PrefixEntry: Comparable {
        var prefix: UInt64
        var index: Int32

        static func < (lhs: PrefixEntry, rhs: PrefixEntry) -> Bool {
            lhs.prefix != rhs.prefix ? lhs.prefix < rhs.prefix : lhs.index < rhs.index
        }
    }
}
