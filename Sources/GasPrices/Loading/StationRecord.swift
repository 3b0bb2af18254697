import Lenient

/// A station's full validation record, whatever its feed: every field with its outcome and
/// the path its value took, the keys left out, where the station begins, and the station it
/// made in the catalog's terms.
public struct StationRecord: Sendable {
    public var fields: [FieldRecord]
    public var ignored: [IgnoredKey]
    /// The 1-based line and column where the station's JSON begins.
    public var line: Int
    public var column: Int
    /// The station in the catalog's terms.
    public var station: CatalogStation
    /// The sample app's model, when the station arrived in its shape: the detail screen
    /// draws it as the sample app does.
    public var sample: Station?

    public init<Model>(_ record: ModelRecord<Model>, station: CatalogStation) {
        fields = record.fields
        ignored = record.ignored
        line = record.line
        column = record.column
        self.station = station
        sample = record.value as? Station
    }

    public init(fields: [FieldRecord], ignored: [IgnoredKey], line: Int, column: Int, station: CatalogStation) {
        self.fields = fields
        self.ignored = ignored
        self.line = line
        self.column = column
        self.station = station
        sample = nil
    }

    /// How many fields ended in each outcome.
    public var counts: [Outcome: Int] {
        fields.reduce(into: [:]) { $0[$1.outcome, default: 0] += 1 }
    }

    /// Every field by outcome, and the ignored keys, as the compact record counts them.
    public var outcomeCounts: OutcomeCounts { OutcomeCounts(fields: fields, ignored: ignored.count) }

    /// The record of the field at `path`, if the station has one.
    public func field(_ path: FieldPath) -> FieldRecord? {
        fields.first { $0.path == path }
    }
}
