import Foundation
import Lenient

/// One source the catalog holds: its document, validated, with what could not be read.
///
/// Values and the compact record are kept; a station's full record is rebuilt when asked
/// for (``record(at:)``), so a million stations never hold a million records.
public struct LoadedSource: Sendable {
    /// The label the app shows: `A`…`F` for a built-in response, a file's name without its
    /// extension otherwise.
    public let label: String
    /// The file's path as the user gave it; `nil` for a built-in response.
    public let path: String?
    public let batch: Batch<Station>
    /// Parts of the document that hold no station: lines of NDJSON that are not JSON, list
    /// elements that are not objects.
    public let problems: [SourceProblem]
    /// Indices into ``batch`` of the elements that are stations (objects), in order.
    public let stationIndices: [Int]

    /// Validates `source`.
    /// - Throws: ``SourceFailure`` when it is not JSON or holds no station.
    public init(label: String, path: String?, source: SourceText) throws(SourceFailure) {
        self.label = label
        self.path = path
        let batch: Batch<Station>
        do {
            batch = try LenientDecoder<Station>().decode(source)
        } catch {
            let (line, column) = source.position(of: error.offset)
            throw SourceFailure(source: source.name, line: line, column: column, reason: .notJSON(error))
        }
        self.batch = batch
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
        stationIndices = indices
        self.problems = problems
        guard !indices.isEmpty else {
            let reason: SourceFailure.Reason
            switch batch.values.count {
            case 0 where !batch.problems.isEmpty: reason = .noLineIsJSON(count: batch.problems.count)
            case 0: reason = .emptyList(key: batch.layout.listKey)
            default: reason = .noObjects(count: batch.values.count, key: batch.layout.listKey)
            }
            let first = self.problems.first
            throw SourceFailure(source: source.name, line: first?.line, column: first?.column, reason: reason)
        }
    }

    /// Problems past this many are counted, not listed (a million bad lines would be noise).
    static let problemLimit = 1000

    public var source: SourceText { batch.source }
    public var layout: DocumentLayout { batch.layout }
    /// How many stations it holds.
    public var count: Int { stationIndices.count }

    /// Station `index` (0-based, among the stations) in the catalog's terms.
    public func station(at index: Int) -> CatalogStation {
        batch.values[stationIndices[index]].catalogStation
    }

    /// The wire value of station `index`.
    public func wire(at index: Int) -> Station {
        batch.values[stationIndices[index]]
    }

    /// The full validation record of station `index`, rebuilt from the source.
    public func record(at index: Int) -> ModelRecord<Station>? {
        LenientDecoder<Station>().record(at: stationIndices[index], of: batch)
    }

    /// Counts of station `index`'s outcomes, from the compact record.
    public func counts(at index: Int) -> OutcomeCounts {
        batch.counts(ofModel: stationIndices[index])
    }

    /// Station `index`'s position in the document (its element's index in the list).
    public func documentIndex(of index: Int) -> Int {
        stationIndices[index]
    }
}
