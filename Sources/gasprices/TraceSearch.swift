import GasView
import Lenient

/// Where the field or ignored key that a `--trace` path names is in a station's record, looked
/// for a part at a time (the first field it names, else the first ignored key), and the
/// record's first paths, for the message when it names none.
struct TraceSearch {
    /// Paths the message lists before it says how many more there are.
    static let pathsListed = 20

    let path: String
    private(set) var fieldOrdinal: Int?
    private(set) var ignoredOrdinal: Int?
    private var listed: [String] = []
    private var count = 0

    init(_ path: String) {
        self.path = path
    }

    /// Looks at `fields`, the record's from ordinal `first` on.
    mutating func look(atFields fields: [FieldRecord], from first: Int) {
        for (offset, field) in fields.enumerated() {
            if fieldOrdinal == nil, FieldLine.names(path, field.path) { fieldOrdinal = first + offset }
            list(FieldLine.path(field))
        }
    }

    /// Looks at `keys`, the record's ignored keys from ordinal `first` on.
    mutating func look(atIgnored keys: [IgnoredKey], from first: Int) {
        for (offset, key) in keys.enumerated() {
            if ignoredOrdinal == nil, FieldLine.names(path, key.path) { ignoredOrdinal = first + offset }
            list(key.path.description)
        }
    }

    private mutating func list(_ path: String) {
        count += 1
        if listed.count < Self.pathsListed { listed.append(SafeText.line(path)) }
    }

    /// `no field 'nope' in station 1 (fields: stationName, price, …)`: every path of a small
    /// record, the first 20 and how many more of a large one.
    func notFound(station index: Int) -> CommandFailure {
        let more = count > listed.count ? ", and \(count - listed.count) more" : ""
        return .usage("no field '\(SafeText.line(path))' in station \(index + 1) (fields: \(listed.joined(separator: ", "))\(more))")
    }
}
