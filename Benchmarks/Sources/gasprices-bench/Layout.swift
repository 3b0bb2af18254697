/// How `generate --layout` lays out the stations of a sample-shaped file (`clean`, `messy`):
/// the three framings `--format ndjson` reads a part at a time.
enum Layout: String, CaseIterable {
    /// A top-level list, a station on each few lines (the kind's own layout).
    case list
    /// The same list minified on one line, as an API sends it.
    case line
    /// One station a line, no list around them (NDJSON).
    case ndjson
    /// The list wrapped two levels deep in an API's envelope, after other members:
    /// `{"status":…,"meta":{…},"data":{"count":…,"stations":[…]}}`.
    case envelope

    /// The bytes before the first station of `kind`.
    func opening(_ kind: FileKind) -> String {
        switch self {
        case .list: kind.opening
        case .line: "["
        case .ndjson: ""
        case .envelope:
            """
            {
              "status": "ok",
              "meta": {"source": "gasprices-bench", "generated": "2013-02-18T15:43:24-05:00", "fields": ["description", "price", "address"]},
              "data": {
                "count": -1,
                "stations": [

            """
        }
    }

    /// The bytes between two stations of `kind`.
    func separator(_ kind: FileKind) -> String {
        switch self {
        case .list, .envelope: kind.separator
        case .line: ","
        case .ndjson: "\n"
        }
    }

    /// The bytes after the last station of `kind`.
    func closing(_ kind: FileKind) -> String {
        switch self {
        case .list: kind.closing
        case .line: "]\n"
        case .ndjson: "\n"
        case .envelope: "\n    ]\n  }\n}\n"
        }
    }

    /// Whether the line feeds a station of the kind holds are left out.
    var joinsLines: Bool { self == .line || self == .ndjson }
}
