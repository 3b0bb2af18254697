import Lenient

/// A document's stations as one feed read them, whatever the feed's wire model: what the
/// catalog, the list and the detail screen ask of a source.
public protocol SourceContent: Sendable {
    /// The feed that read it.
    var feedName: String { get }
    /// How the document holds its stations.
    var layout: DocumentLayout { get }
    /// How many stations it holds.
    var count: Int { get }
    /// Station `index` (0-based, among the stations) in the catalog's terms.
    func station(at index: Int) -> CatalogStation
    /// What the list needs of station `index`.
    func facts(at index: Int) -> StationFacts
    /// Counts of station `index`'s outcomes, from the compact record.
    func counts(at index: Int) -> OutcomeCounts
    /// The full validation record of station `index`, rebuilt from the source.
    func record(at index: Int) -> StationRecord?
    /// Station `index`'s position in the document (its element's index in the list).
    func documentIndex(of index: Int) -> Int
}

/// A document validated with feed `F`'s wire model: the values and the compact record are
/// kept, and a station's full record is rebuilt when asked for.
struct DecodedContent<F: Feed>: SourceContent {
    let batch: Batch<F.Wire>
    /// Indices into ``batch`` of the elements that are stations (objects), in order.
    let stationIndices: [Int]

    var feedName: String { F.name }
    var layout: DocumentLayout { batch.layout }
    var count: Int { stationIndices.count }

    func station(at index: Int) -> CatalogStation { F.station(batch.values[stationIndices[index]]) }

    func facts(at index: Int) -> StationFacts { F.facts(batch.values[stationIndices[index]]) }

    func counts(at index: Int) -> OutcomeCounts { batch.counts(ofModel: stationIndices[index]) }

    func record(at index: Int) -> StationRecord? {
        LenientDecoder<F.Wire>().record(at: stationIndices[index], of: batch).map { record in
            StationRecord(record, station: F.station(record.value))
        }
    }

    func documentIndex(of index: Int) -> Int { stationIndices[index] }
}
