import Foundation
import Lenient

/// One source the catalog holds: its document, validated, with what could not be read.
///
/// Values and the compact record are kept; a station's full record is rebuilt when asked
/// for (``record(at:)``), so a million stations never hold a million records. The feed
/// decides the wire model (``Feed``); the catalog and the screens see only its stations.
public struct LoadedSource: Sendable {
    /// The label the app shows: `A`…`F` for a built-in response, a file's name without its
    /// extension otherwise.
    public let label: String
    /// The file's path as the user gave it; `nil` for a built-in response.
    public let path: String?
    public let source: SourceText
    /// The stations, as the source's feed read them.
    public let content: any SourceContent
    /// Parts of the document that hold no station: lines of NDJSON that are not JSON, list
    /// elements that are not objects.
    public let problems: [SourceProblem]

    /// Validates `source` with `feed`'s model.
    /// - Throws: ``SourceFailure`` when it is not JSON or holds no station.
    public init(label: String, path: String?, source: SourceText, feed: any Feed.Type) throws(SourceFailure) {
        self.label = label
        self.path = path
        self.source = source
        (content, problems) = try Self.read(source, as: feed)
    }

    /// The stations of `source` read with `feed`'s model, and what holds none.
    private static func read<F: Feed>(_ source: SourceText, as feed: F.Type) throws(SourceFailure) -> (any SourceContent, [SourceProblem]) {
        let batch: Batch<F.Wire>
        do {
            batch = try LenientDecoder<F.Wire>().decode(source)
        } catch {
            let (line, column) = source.position(of: error.offset)
            throw SourceFailure(source: source.name, line: line, column: column, reason: .notJSON(error))
        }
        // The stations, and the elements that are not objects (up to the limit: their
        // offsets and kinds), collected in the closure's own locals.
        let (indices, strays) = source.bytes.withUnsafeBufferPointer { bytes in
            var indices: [Int] = []
            indices.reserveCapacity(batch.values.count)
            var strays: [(offset: Int, index: Int, kind: JSONKind?)] = []
            for index in batch.values.indices {
                guard let offset = batch.offset(ofModel: index), offset < bytes.count else { continue }
                if bytes[offset] == UInt8(ascii: "{") || batch.layout == .single {
                    indices.append(index)
                } else if strays.count < Self.problemLimit {
                    strays.append((offset, index, JSONKind.of(byte: bytes[offset])))
                }
            }
            return (indices, strays)
        }
        // Every place in one pass over the document, in document order.
        let lineErrors = batch.problems.prefix(Self.problemLimit)
        var places: [(offset: Int, reason: SourceProblem.Reason)] = lineErrors.map { ($0.offset, .lineNotJSON($0)) }
        places += strays.map { ($0.offset, .notAnObject(index: $0.index, kind: $0.kind)) }
        places.sort { $0.offset < $1.offset }
        let positions = source.positions(of: places.map(\.offset))
        let problems = zip(places, positions).map { place, position in
            SourceProblem(line: position.line, column: position.column, reason: place.reason)
        }
        guard !indices.isEmpty else {
            let reason: SourceFailure.Reason
            switch batch.values.count {
            case 0 where !batch.problems.isEmpty: reason = .noLineIsJSON(count: batch.problems.count)
            case 0: reason = .emptyList(key: batch.layout.listKey)
            default: reason = .noObjects(count: batch.values.count, key: batch.layout.listKey)
            }
            let first = problems.first
            throw SourceFailure(source: source.name, line: first?.line, column: first?.column, reason: reason)
        }
        return (DecodedContent<F>(batch: batch, stationIndices: indices), problems)
    }

    /// Problems past this many are counted, not listed (a million bad lines would be noise).
    static let problemLimit = 1000

    public var layout: DocumentLayout { content.layout }
    /// The name of the feed that read it (``Feed/name``).
    public var feed: String { content.feedName }
    /// How many stations it holds.
    public var count: Int { content.count }

    /// Station `index` (0-based, among the stations) in the catalog's terms.
    public func station(at index: Int) -> CatalogStation { content.station(at: index) }

    /// What the list needs of station `index`.
    public func facts(at index: Int) -> StationFacts { content.facts(at: index) }

    /// The full validation record of station `index`, rebuilt from the source.
    public func record(at index: Int) -> StationRecord? { content.record(at: index) }

    /// Counts of station `index`'s outcomes, from the compact record.
    public func counts(at index: Int) -> OutcomeCounts { content.counts(at: index) }

    /// Station `index`'s position in the document (its element's index in the list).
    public func documentIndex(of index: Int) -> Int { content.documentIndex(of: index) }
}
