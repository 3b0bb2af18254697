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

    public init(query: StationQuery, indices: [Int32], cheapest: Double?, matched: Int) {
        self.query = query
        self.indices = indices
        self.cheapest = cheapest
        self.matched = matched
    }
}

extension Catalog {
    /// The stations `query` selects, in its order: filtered by its text, sorted by its key
    /// (stations without a value for the key last, whichever the direction), ties by name
    /// and then by load order.
    /// - Parameters:
    ///   - among: narrow an earlier result (a filter that extends the one before it).
    ///   - limit: keep only the first `limit`; the selection then costs little more than a
    ///     pass over the stations.
    public func order(_ query: StationQuery, among: [Int32]? = nil, limit: Int? = nil) -> StationOrder {
        let candidates = query.filter.isEmpty ? (among ?? Array(0..<Int32(clamping: count))) : matches(query.filter, among: among)
        let keys = sortKeys(query)
        var present: [Int32] = []
        var absent: [Int32] = []
        present.reserveCapacity(candidates.count)
        var cheapest: Double? = nil
        let column = prices[query.fuel]
        for index in candidates {
            if let column, !column[Int(index)].isNaN { cheapest = min(cheapest ?? .infinity, column[Int(index)]) }
            if keys[Int(index)].isNaN { absent.append(index) } else { present.append(index) }
        }
        let reversed = query.reversed
        let ranks = nameRanks
        let before: (Int32, Int32) -> Bool = { left, right in
            let a = keys[Int(left)], b = keys[Int(right)]
            if a != b { return reversed ? a > b : a < b }
            return ranks[Int(left)] < ranks[Int(right)]
        }
        let byName: (Int32, Int32) -> Bool = { ranks[Int($0)] < ranks[Int($1)] }
        var indices: [Int32]
        if let limit, limit < present.count / 4 {
            indices = Self.smallest(limit, of: present, by: before)
        } else {
            present.sort(by: before)
            indices = present
        }
        if let limit, indices.count >= limit {
            indices.removeLast(indices.count - limit)
        } else {
            if let limit, absent.count > limit - indices.count {
                absent = Self.smallest(limit - indices.count, of: absent, by: byName)
            } else {
                absent.sort(by: byName)
            }
            indices += absent
        }
        return StationOrder(query: query, indices: indices, cheapest: cheapest, matched: candidates.count)
    }

    /// The sort key of every station for `query`: NaN where the station has none.
    private func sortKeys(_ query: StationQuery) -> [Double] {
        switch query.sort {
        case .price: return prices[query.fuel] ?? [Double](repeating: .nan, count: count)
        case .updated: return updated.map { -$0 }
        case .name: return nameRanks.map(Double.init)
        case .city: return cityRanks.map(Double.init)
        }
    }

    /// The `k` first of `items` by `before`, in order, in one pass.
    static func smallest(_ k: Int, of items: [Int32], by before: (Int32, Int32) -> Bool) -> [Int32] {
        guard k > 0 else { return [] }
        var best: [Int32] = []
        best.reserveCapacity(k + 1)
        for item in items {
            if best.count == k, let last = best.last, !before(item, last) { continue }
            // Binary search for the insertion point.
            var low = 0, high = best.count
            while low < high {
                let middle = (low + high) / 2
                if before(item, best[middle]) { high = middle } else { low = middle + 1 }
            }
            best.insert(item, at: low)
            if best.count > k { best.removeLast() }
        }
        return best
    }

    /// The stations (of `among`, or all) whose name, brand, city or postcode contains
    /// `text` in any case, in load order (or `among`'s order).
    public func matches(_ text: String, among: [Int32]? = nil) -> [Int32] {
        let needle = TextFold.bytes(text)
        var result: [Int32] = []
        guard !needle.isEmpty else { return among ?? Array(0..<Int32(clamping: count)) }
        haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                guard let hayBase = hay.baseAddress, let pinBase = pin.baseAddress else { return }
                func test(_ index: Int) -> Bool {
                    let start = haystackStarts[index]
                    let end = index + 1 < haystackStarts.count ? haystackStarts[index + 1] : hay.count
                    return Self.contains(hayBase + start, end - start, pinBase, pin.count)
                }
                if let among {
                    for index in among where test(Int(index)) { result.append(index) }
                } else {
                    for index in 0..<count where test(index) { result.append(Int32(index)) }
                }
            }
        }
        return result
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

    /// Works out every station's place in name order and in (city, name) order.
    mutating func rank() {
        var segments: [(name: Range<Int>, city: Range<Int>)] = []
        segments.reserveCapacity(count)
        haystack.withUnsafeBufferPointer { hay in
            for index in 0..<count {
                let start = haystackStarts[index]
                let end = index + 1 < haystackStarts.count ? haystackStarts[index + 1] : hay.count
                var parts: [Range<Int>] = []
                var from = start
                for position in start..<end where hay[position] == 1 {
                    parts.append(from..<position)
                    from = position + 1
                }
                parts.append(from..<end)
                segments.append((parts[0], parts.count > 2 ? parts[2] : end..<end))
            }
        }
        nameRanks = ranks { segments[$0].name }
        cityRanks = ranks(then: nameRanks) { segments[$0].city }
    }

    /// Each station's place when sorted by the folded bytes `range` gives, then by `then`
    /// (or load order).
    private func ranks(then: [Int32]? = nil, _ range: (Int) -> Range<Int>) -> [Int32] {
        haystack.withUnsafeBufferPointer { hay -> [Int32] in
            guard let base = hay.baseAddress else { return Array(0..<Int32(clamping: count)) }
            let keys = (0..<count).map { TextFold.prefixKey(UnsafeBufferPointer(rebasing: hay[range($0)])) }
            /// The order of two stations' texts: negative, zero or positive.
            func compare(_ a: Int, _ b: Int) -> Int {
                if keys[a] != keys[b] { return keys[a] < keys[b] ? -1 : 1 }
                let x = range(a), y = range(b)
                guard x.count > 8 || y.count > 8 else { return 0 }
                let difference = memcmp(base + x.lowerBound, base + y.lowerBound, min(x.count, y.count))
                if difference != 0 { return Int(difference) }
                return x.count - y.count
            }
            var order = Array(0..<Int32(clamping: count))
            order.sort { left, right in
                let difference = compare(Int(left), Int(right))
                return difference != 0 ? difference < 0 : left < right
            }
            var result = [Int32](repeating: 0, count: count)
            var place: Int32 = 0
            for (position, index) in order.enumerated() {
                if position > 0, compare(Int(order[position - 1]), Int(index)) != 0 { place += 1 }
                result[Int(index)] = place
            }
            return result
        }
    }
}
