import Lenient

/// What changed in one station between two versions of a source: the same document edited,
/// fetched again, or a payload compared with the one a client was written against.
///
/// Stations are matched by their id where every station of both versions has one, each its
/// own (a feed's stations: an answer fetched again lists them in another order, by price or
/// distance, and prices by id are an object whose order means nothing); else by their place
/// in the source's document (its list's elements, its lines): the first with the first. A
/// station only the newer version has is ``Presence/added`` (every field new), one only the
/// older has ``Presence/removed``; an element that is no station (left out) holds no station
/// to match, so the stations after it still meet their own.
public struct StationDiff: Sendable {
    public enum Presence: Sendable, Equatable {
        case both, added, removed
    }

    /// The station's place (0-based) in the document of the version that has it, as
    /// ``forEach(before:after:)`` matches them; the caller's own index when it makes one.
    public var index: Int
    /// Its name in the newer version, else in the older.
    public var name: String
    public var presence: Presence
    public var diff: RecordDiff

    /// Station `index` of `before` against station `index` of `after`, either missing
    /// when its version has no such station (or could not rebuild it).
    public init(index: Int, before: StationRecord?, after: StationRecord?) {
        self.index = index
        name = after?.station.name ?? before?.station.name ?? ""
        presence = before == nil ? .added : after == nil ? .removed : .both
        diff = RecordDiff(before: before?.fields ?? [], after: after?.fields ?? [],
                          ignoredBefore: before?.ignored ?? [], ignoredAfter: after?.ignored ?? [])
    }

    /// Whether any field of the station got worse (``FieldChange/isWorse``).
    public var isWorse: Bool { diff.fields.contains(where: \.isWorse) }

    /// Every station of `after` against its own in `before` (by id, else at its place), in
    /// the newer version's order, then the stations only `before` has, in its order. Both
    /// sources' records are rebuilt in one pass each and held meanwhile.
    public static func forEach(before: LoadedSource, after: LoadedSource, _ body: (StationDiff) -> Void) {
        let older = placedRecords(of: before), newer = placedRecords(of: after)
        if let olderIDs = distinctIDs(older), let newerIDs = distinctIDs(newer) {
            for (place, record) in newer {
                let id = record.station.id ?? ""
                body(StationDiff(index: place, before: olderIDs[id].map { older[$0].record }, after: record))
            }
            for (place, record) in older where newerIDs[record.station.id ?? ""] == nil {
                body(StationDiff(index: place, before: record, after: nil))
            }
            return
        }
        // By place, in order of place, a station only `before` has among them.
        var next = 0
        for (place, record) in newer {
            while next < older.count, older[next].place < place {
                body(StationDiff(index: older[next].place, before: older[next].record, after: nil))
                next += 1
            }
            let matched = next < older.count && older[next].place == place
            body(StationDiff(index: place, before: matched ? older[next].record : nil, after: record))
            if matched { next += 1 }
        }
        for (place, record) in older[next...] { body(StationDiff(index: place, before: record, after: nil)) }
    }

    /// Each station's record with its place in the document, in order.
    private static func placedRecords(of source: LoadedSource) -> [(place: Int, record: StationRecord)] {
        var records: [(place: Int, record: StationRecord)] = []
        source.content.forEachRecord { index, record in records.append((source.documentIndex(of: index), record)) }
        return records
    }

    /// Where each id is among `records`, when every one has an id and no two the same.
    private static func distinctIDs(_ records: [(place: Int, record: StationRecord)]) -> [String: Int]? {
        guard !records.isEmpty else { return nil }
        var found: [String: Int] = [:]
        for (position, entry) in records.enumerated() {
            guard let id = entry.record.station.id, !id.isEmpty, found.updateValue(position, forKey: id) == nil else { return nil }
        }
        return found
    }
}
