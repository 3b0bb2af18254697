/// Two lists of one document joined by a key, as feeds send stations in one list and their
/// prices in another (`stations[].code` = `prices[].stationcode`).
///
/// Keys are compared as text with surrounding whitespace removed, so `"1"`, `" 1 "` and the
/// number `1` (read as text `"1"`) join; an empty key joins nothing. The order of each side is
/// kept.
public struct KeyJoin: Sendable, Equatable {
    /// For each left element, the indices of the right elements with its key, in order.
    public let matches: [[Int]]
    /// The right elements whose key no left element has, in order.
    public let unmatched: [Int]

    public init(left: [String], right: [String]) {
        var byKey: [String: [Int]] = [:]
        for (index, key) in right.enumerated() {
            let key = Coerce.trimWhitespace(key)
            guard !key.isEmpty else { continue }
            byKey[key, default: []].append(index)
        }
        var used = [Bool](repeating: false, count: right.count)
        matches = left.map { key in
            let found = byKey[Coerce.trimWhitespace(key)] ?? []
            for index in found { used[index] = true }
            return found
        }
        unmatched = used.indices.filter { !used[$0] }
    }
}
