import Lenient

/// What changed in one station between two versions of a source: the same document edited,
/// fetched again, or a payload compared with the one a client was written against.
///
/// Stations are matched by their position among the source's stations: the first with the
/// first. A station only the newer version has is ``Presence/added`` (every field new), one
/// only the older has ``Presence/removed``.
public struct StationDiff: Sendable {
    public enum Presence: Sendable, Equatable {
        case both, added, removed
    }

    /// The station's index (0-based) among the stations of the version that has it.
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

    /// Every station of `after` against the station at its position in `before`, in order,
    /// then the stations only `before` has. Each source's records are rebuilt in one pass;
    /// the older version's are held meanwhile.
    public static func forEach(before: LoadedSource, after: LoadedSource, _ body: (StationDiff) -> Void) {
        var older: [StationRecord?] = Array(repeating: nil, count: before.count)
        before.content.forEachRecord { index, record in
            if older.indices.contains(index) { older[index] = record }
        }
        var seen = 0
        after.content.forEachRecord { index, record in
            // A station the newer version could not rebuild is compared as absent.
            while seen < index {
                if seen < older.count, let gone = older[seen] { body(StationDiff(index: seen, before: gone, after: nil)) }
                seen += 1
            }
            body(StationDiff(index: index, before: index < older.count ? older[index] : nil, after: record))
            if index < older.count { older[index] = nil }
            seen = index + 1
        }
        while seen < older.count {
            if let gone = older[seen] { body(StationDiff(index: seen, before: gone, after: nil)) }
            seen += 1
        }
    }
}
