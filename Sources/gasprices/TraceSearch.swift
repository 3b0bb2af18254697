import GasView
import Lenient

/// Where the field or ignored key that a `--trace` path names is in a station's record, looked
/// for a part at a time (the first field it names, else the first ignored key; spelled as
/// typed, else in any case, as `--get` and the keys themselves are read), and the record's
/// first paths, for the message when it names none.
struct TraceSearch {
    /// Paths the message lists before it says how many more there are.
    static let pathsListed = 20

    let path: String
    private var exactField: Int?
    private var exactIgnored: Int?
    private var foldedField: Int?
    private var foldedIgnored: Int?
    private var listed: [String] = []
    private var count = 0

    /// The field it names: spelled as typed, else, when no ignored key is spelled so either,
    /// in any case.
    var fieldOrdinal: Int? { exactField ?? (exactIgnored == nil ? foldedField : nil) }

    /// The ignored key it names, when it names no field.
    var ignoredOrdinal: Int? { fieldOrdinal == nil ? exactIgnored ?? foldedIgnored : nil }

    /// Whether what it names is spelled otherwise than typed (in another case): the trace is
    /// then headed with the record's spelling.
    var isFolded: Bool { exactField == nil && exactIgnored == nil }

    init(_ path: String) {
        self.path = path
    }

    /// Looks at `fields`, the record's from ordinal `first` on.
    mutating func look(atFields fields: [FieldRecord], from first: Int) {
        for (offset, field) in fields.enumerated() {
            Self.match(path, field.path, at: first + offset, exact: &exactField, folded: &foldedField)
            list(FieldLine.path(field))
        }
    }

    /// Looks at `keys`, the record's ignored keys from ordinal `first` on.
    mutating func look(atIgnored keys: [IgnoredKey], from first: Int) {
        for (offset, key) in keys.enumerated() {
            Self.match(path, key.path, at: first + offset, exact: &exactIgnored, folded: &foldedIgnored)
            list(key.path.description)
        }
    }

    private static func match(_ path: String, _ candidate: FieldPath, at ordinal: Int, exact: inout Int?, folded: inout Int?) {
        guard exact == nil else { return }
        if FieldLine.names(path, candidate) {
            exact = ordinal
        } else if folded == nil, FieldLine.namesInAnyCase(path, candidate) {
            folded = ordinal
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
