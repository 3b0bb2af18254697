/// Two lists of one document joined by a key, as feeds send stations in one list and their
/// prices in another (`stations[].code` = `prices[].stationcode`).
///
/// Keys are compared as text with surrounding whitespace removed, so `"1"`, `" 1 "` and the
/// number `1` (read as text `"1"`) join; an empty key joins nothing. The order of each side is
/// kept. Each right element joins one left element at most, the first with its key: a key
/// that several left elements share joins the first alone, so that a document of N stations
/// all of one code and N prices of it makes N joins, not N² (until 2026-11-28 every such
/// station took every such price: 8,000 of each, 0.5 MB, took 14 GB). The later ones are
/// listed in ``repeats``, so that what they do not join is said.
public struct KeyJoin: Sendable, Equatable {
    /// A left element whose key an earlier one has, where that key joins right elements:
    /// they went to the earlier one, `first`.
    public struct Repeat: Sendable, Equatable {
        public let index: Int
        public let first: Int

        public init(index: Int, first: Int) {
            self.index = index
            self.first = first
        }
    }

    /// For each left element, the indices of the right elements with its key, in order.
    public let matches: [[Int]]
    /// The right elements whose key no left element has, in order.
    public let unmatched: [Int]
    /// The left elements that join nothing because an earlier one has their key and joined
    /// its right elements, in order.
    public let repeats: [Repeat]

    public init(left: [String], right: [String]) {
        var byKey: [String: [Int]] = [:]
        for (index, key) in right.enumerated() {
            let key = Coerce.trimWhitespace(key)
            guard !key.isEmpty else { continue }
            byKey[key, default: []].append(index)
        }
        var used = [Bool](repeating: false, count: right.count)
        var joined: [String: Int] = [:]
        var repeats: [Repeat] = []
        matches = left.enumerated().map { index, key in
            let key = Coerce.trimWhitespace(key)
            let found = byKey[key] ?? []
            if let first = joined[key] {
                if !found.isEmpty { repeats.append(Repeat(index: index, first: first)) }
                return []
            }
            joined[key] = index
            for index in found { used[index] = true }
            return found
        }
        unmatched = used.indices.filter { !used[$0] }
        self.repeats = repeats
    }
}
