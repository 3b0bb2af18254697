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
    /// The part `window` asks for of station `index`'s full record (see ``RecordWindow``).
    func record(at index: Int, window: RecordWindow) -> PartialRecord?
    /// Where the fields and ignored keys at `paths` are in station `index`'s record.
    func ordinals(of paths: [FieldPath], inStation index: Int) -> FieldOrdinals?
    /// Station `index` as the sample app's model, when it arrived in its shape.
    func sample(at index: Int) -> Station?
    /// Station `index`'s position in the document (its element's index in the list).
    func documentIndex(of index: Int) -> Int
    /// Station `index` as its feed's wire model holds it, for key paths; `nil` when the
    /// station is part of a larger model (a document read whole).
    func value(at index: Int) -> KVCValue?
    /// Counts per outcome and per rule over the whole document.
    var summary: Summary { get }
    /// How many values the document's list (or lines) holds, stations or not: what the
    /// next part of a document read a part at a time counts its indices from.
    var elementCount: Int { get }
    /// Whether the document's lines, or its list's elements, are each a whole answer holding
    /// several stations (answers logged one per line, or gathered in a list), rather than a
    /// station each.
    var holdsAnswers: Bool { get }
    /// The feeds its stations were read with, the first first: more than one for answers of
    /// several feeds gathered in one list or log.
    var feedNames: [String] { get }
    /// For a part of a document read a part at a time that holds no station (its answers
    /// one per line none of which holds one): why, the first answer's failure.
    var noStationReason: SourceFailure? { get }
    /// Calls `body` with each station's index and full record, in order, in one pass over
    /// the document where the content can (rebuilding each with ``record(at:)`` would count
    /// lines from the document's top for every station).
    func forEachRecord(_ body: (Int, StationRecord) -> Void)
}

extension SourceContent {
    public var elementCount: Int { count }

    public var holdsAnswers: Bool { false }

    public var feedNames: [String] { [feedName] }

    public var noStationReason: SourceFailure? { nil }

    public func forEachRecord(_ body: (Int, StationRecord) -> Void) {
        for index in 0..<count {
            if let record = record(at: index) { body(index, record) }
        }
    }
}

extension SourceContent {
    public func sample(at index: Int) -> Station? { nil }
}
