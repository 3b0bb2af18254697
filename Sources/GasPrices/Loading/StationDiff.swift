import Lenient

/// What changed in one station between two versions of a source: the same document edited,
/// fetched again, or a payload compared with the one a client was written against.
///
/// Stations are matched by their place in the source's document (its list's elements, its
/// lines): the first with the first. A station only the newer version has is
/// ``Presence/added`` (every field new), one only the older has ``Presence/removed``; an
/// element that is no station (left out) holds no station to match, so the stations after it
/// still meet their own.
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

    /// Every station of `after` against the station at its place in `before`, in order of
    /// place, the stations only `before` has among them. Each source's records are rebuilt in
    /// one pass; the older version's are held meanwhile.
    public static func forEach(before: LoadedSource, after: LoadedSource, _ body: (StationDiff) -> Void) {
        var older: [Int: StationRecord] = [:]
        var olderPlaces: [Int] = []
        before.content.forEachRecord { index, record in
            let place = before.documentIndex(of: index)
            older[place] = record
            olderPlaces.append(place)
        }
        var next = 0
        // A station the newer version could not rebuild is compared as absent.
        func flushOlder(before place: Int) {
            while next < olderPlaces.count, olderPlaces[next] < place {
                if let gone = older.removeValue(forKey: olderPlaces[next]) { body(StationDiff(index: olderPlaces[next], before: gone, after: nil)) }
                next += 1
            }
        }
        after.content.forEachRecord { index, record in
            let place = after.documentIndex(of: index)
            flushOlder(before: place)
            body(StationDiff(index: place, before: older.removeValue(forKey: place), after: record))
        }
        flushOlder(before: Int.max)
    }
}
