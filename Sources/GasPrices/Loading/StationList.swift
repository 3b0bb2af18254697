import Lenient

/// Reads documents that hold one station per object (see ``ListFeed``), validated with the
/// wire model `Wire`.
public enum StationList<Wire: LenientModel & Sendable> {
    /// The stations of `source`, each object validated as a `Wire` and mapped by `station`
    /// and `facts`; what holds no station is kept as problems.
    /// - Parameter listKeys: the keys the feed's answers hold their list of stations at; a
    ///   document of one value with one of them at its top level is an answer whose list is
    ///   not there, not one station.
    /// - Throws: ``SourceFailure`` when it is not JSON or holds no station.
    public static func read(_ source: SourceText, feed: String, options: ValidationOptions, listKeys: [String] = [],
                            station: @escaping @Sendable (Wire) -> CatalogStation,
                            facts: @escaping @Sendable (Wire) -> StationFacts) throws(SourceFailure) -> FeedContent {
        let batch: Batch<Wire>
        let first: PartialRecord?
        let window = source.count >= LoadedSource.firstRecordBytes ? LoadedSource.firstRecordWindow : nil
        do {
            (batch, first) = try LenientDecoder<Wire>(options: options).decode(source, keepingFirst: window)
        } catch {
            // Stations one per line after a first line that is `null` or another value (a
            // poll that failed; `jq -c '.stations[]'` of a list that begins with `null`): the
            // engine tells lines by their first, so they are read as the lines the next tells.
            guard error.code == .trailingCharacters, let lines = DocumentLines.linesAfterFirstValue(source) else {
                throw SourceFailure(notJSON: error, in: source)
            }
            do {
                (batch, first) = try LenientDecoder<Wire>(options: options).decode(lines, keepingFirst: window)
            } catch {
                throw SourceFailure(notJSON: error, in: source)
            }
        }
        // A list inside the object at a list key (a station's `openingTimes`, where the answer
        // holds one station rather than a list of them): that object is the answer's list, and
        // is read as such (``DocumentLines/readMember(_:of:feed:)``), not the list inside it.
        if case .wrapped(let path) = batch.layout, path.components.count > 1, case .key(let first)? = path.components.first,
           let key = listKeys.first(where: { $0.lowercased() == first.lowercased() }) {
            throw SourceFailure(source: source.name, reason: .notAList(key: key))
        }
        // A later part of lines is read as the whole document reads its later lines, not told
        // again by its own first line: the document's first told whether they are answers.
        if batch.layout == .single || (batch.layout == .lines && !source.isContinuation), !listKeys.isEmpty {
            let sketch = DocumentSketch(source)
            if let key = listKeys.first(where: { sketch.has($0) }) {
                // Lines whose first is an answer of the feed's own, its list empty (the engine
                // tells them by a list of stations): read each as a document, as the engine's
                // refusal of such lines has them read.
                if batch.layout == .lines, sketch.root == .object {
                    var refusal = JSONSyntaxError(.listPerLine, at: 0)
                    refusal.listPath = key
                    throw SourceFailure(notJSON: refusal, in: source)
                }
                throw SourceFailure(source: source.name, reason: .notAList(key: key))
            }
        }
        // Stations keyed by id under a key that is not one of the feed's list keys (`{"data":
        // {"k1": {…}, "k2": {…}}}`, a database's export): the object, of which nothing is a
        // station's, is read as the answer whose list is that member
        // (``DocumentLines/readMember(_:of:feed:)``), where its first station is the feed's.
        if batch.layout == .single, feed != SampleFeed.name, batch.values.count == 1,
           batch.counts(ofModel: 0).readsNothing {
            let names: (String) -> Bool = { Wire.lenientSchema.namesProperty($0, globalRemaps: options.globalRemaps) }
            let feedType = Feeds.named(feed)
            let sketch = DocumentSketch(source)
            if let keyed = Feeds.keyedMembers(of: source, sketch: sketch).first(where: { member in
                member.keys.contains(where: names) || feedType?.recognizes(DocumentSketch(root: .object, keys: member.keys, members: [:])) == true
            }) {
                throw SourceFailure(source: source.name, reason: .notAList(key: keyed.key))
            }
            // Nothing of it was read, and none of its fields given (one whose every field is
            // there, none valid, is a station of defaults): an answer without its stations.
            if !sketch.keys.isEmpty, LenientDecoder<Wire>(options: options).record(at: 0, of: batch)?.fields.holdNoInput ?? false {
                let start = batch.offset(ofModel: 0).map { source.position(of: $0) }
                throw SourceFailure(source: source.name, line: start?.line, column: start?.column, reason: .nothingRead(keys: sketch.keys))
            }
        }
        // Lines whose first is an envelope of no feed's, its list empty or of no station
        // (`{"stations": []}`): read each as a document, as the engine has lines of envelopes
        // around stations read.
        if batch.layout == .lines, !source.isContinuation, let path = LineEnvelope.listPath(in: source, namesProperty: { key in
            Wire.lenientSchema.namesProperty(key, globalRemaps: options.globalRemaps)
        }) {
            var refusal = JSONSyntaxError(.listPerLine, at: 0)
            refusal.listPath = path
            throw SourceFailure(notJSON: refusal, in: source)
        }
        let (indices, problems, notKept, empty) = stations(of: batch, in: source, keepsEmpty: feed == SampleFeed.name)
        guard !indices.isEmpty else {
            let reason: SourceFailure.Reason
            switch batch.values.count {
            case 0 where batch.lines.count > 0: reason = .noLineIsJSON(count: batch.lines.count)
            case 0: reason = .emptyList(key: batch.layout.listKey)
            case _ where batch.layout == .single && empty > 0:
                // A feed's `{}` is no station (read alone it was one of defaults, exit 0).
                reason = .emptyObject
            case _ where batch.layout == .single:
                // `null`, `0`, `"x"`: a document that is not an object is no station.
                let kind = problems.lazy.compactMap { if case .notAnObject(_, let kind) = $0.reason { kind } else { nil } }.first
                reason = .notAnObject(kind: kind)
            default: reason = .noObjects(count: batch.values.count, key: batch.layout.listKey, empty: empty)
            }
            // The failure is placed at the first part that holds no station, not at the text
            // skipped before the JSON.
            let first = problems.first { if case .leadingTextSkipped = $0.reason { false } else { true } }
            throw SourceFailure(source: source.name, line: first?.line, column: first?.column, reason: reason)
        }
        let content = ListContent(feedName: feed, batch: batch, stationIndices: indices, options: options,
                                  firstRecord: first, mapStation: station, mapFacts: facts)
        return FeedContent(content: content, problems: problems, problemsNotKept: notKept)
    }

    /// The problems of `source`, validated with `options`, however many stations it holds
    /// (none: a part of a document read a part at a time may hold only what is not one),
    /// how many values it holds, and how many problems past the limit were not kept.
    static func problems(of source: SourceText, feed: String, options: ValidationOptions) -> (problems: [SourceProblem], values: Int, notKept: Int) {
        guard let batch = try? LenientDecoder<Wire>(options: options).decode(source) else { return ([], 0, 0) }
        let found = stations(of: batch, in: source, keepsEmpty: feed == SampleFeed.name)
        return (found.problems, batch.values.count, found.notKept)
    }

    /// The indices of the batch's values that are stations, what holds none, placed (up to
    /// ``SourceProblem/limit`` of each kind), and how many more of it there were. An element
    /// that is `{}` is a station of defaults where `keepsEmpty` (the sample's, whose stations
    /// show what the engine makes of any object), and holds none for a feed.
    private static func stations(of batch: Batch<Wire>, in source: SourceText, keepsEmpty: Bool) -> (indices: [Int], problems: [SourceProblem], notKept: Int, empty: Int) {
        // The stations, and the elements that are not objects (up to the limit: their
        // offsets and kinds), collected in the closure's own locals.
        let (indices, strays, straysNotKept, empty) = source.withBytes { bytes in
            var indices: [Int] = []
            indices.reserveCapacity(batch.values.count)
            var strays: [(offset: Int, index: Int, kind: JSONKind?)] = []
            var notKept = 0
            var empty = 0
            for index in batch.values.indices {
                guard var offset = batch.offset(ofModel: index), offset < bytes.count else { continue }
                if batch.layout == .single {
                    // The document's value, past a byte order mark and blanks.
                    if bytes.count - offset >= 3, bytes[offset] == 0xEF, bytes[offset + 1] == 0xBB, bytes[offset + 2] == 0xBF { offset += 3 }
                    while offset < bytes.count - 1, bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == 0x09 { offset += 1 }
                }
                if bytes[offset] == UInt8(ascii: "{"), keepsEmpty || !JSONSpans.isEmptyObject(bytes, at: offset) {
                    indices.append(index)
                    continue
                }
                if bytes[offset] == UInt8(ascii: "{") { empty += 1 }
                if strays.count < SourceProblem.limit {
                    strays.append((offset, index, JSONKind.of(byte: bytes[offset])))
                } else {
                    notKept += 1
                }
            }
            return (indices, strays, notKept, empty)
        }
        // Every place in one pass over the document, in document order.
        var places: [(offset: Int, reason: SourceProblem.Reason)] = batch.problems.prefix(SourceProblem.limit).map { ($0.offset, .lineNotJSON($0)) }
        places += RepeatedLists.problems(of: batch)
        places += strays.map { ($0.offset, $0.kind == .object ? .emptyObject(index: $0.index) : .notAnObject(index: $0.index, kind: $0.kind)) }
        if let leading = batch.leadingText { places.append((leading.lowerBound, SourceProblem.leadingText(leading, of: source))) }
        let linesNotKept = batch.lines.count - min(batch.problems.count, SourceProblem.limit)
        return (indices, SourceProblem.placed(places, in: source), straysNotKept + linesNotKept, empty)
    }
}

/// A document validated with the wire model `Wire`, one station per object: the values and
/// the compact record are kept, and a station's full record is rebuilt when asked for.
struct ListContent<Wire: LenientModel & Sendable>: SourceContent {
    let feedName: String
    let batch: Batch<Wire>
    /// Indices into ``batch`` of the elements that are stations (objects), in order.
    let stationIndices: [Int]
    let options: ValidationOptions
    /// For a document of one station of ``LoadedSource/firstRecordBytes`` or more, the part of
    /// its record ``LoadedSource/firstRecordWindow`` asks for, made as it was validated.
    let firstRecord: PartialRecord?
    let mapStation: @Sendable (Wire) -> CatalogStation
    let mapFacts: @Sendable (Wire) -> StationFacts

    var layout: DocumentLayout { batch.layout }
    var count: Int { stationIndices.count }

    func station(at index: Int) -> CatalogStation { mapStation(batch.values[stationIndices[index]]) }

    func facts(at index: Int) -> StationFacts { mapFacts(batch.values[stationIndices[index]]) }

    func counts(at index: Int) -> OutcomeCounts { batch.counts(ofModel: stationIndices[index]) }

    func record(at index: Int) -> StationRecord? {
        LenientDecoder<Wire>(options: options).record(at: stationIndices[index], of: batch).map { record in
            StationRecord(record, station: mapStation(record.value))
        }
    }

    func record(at index: Int, window: RecordWindow) -> PartialRecord? {
        if stationIndices[index] == 0, let part = firstRecord?.part(window) { return part }
        return LenientDecoder<Wire>(options: options).record(at: stationIndices[index], of: batch, window: window)
    }

    func ordinals(of paths: [FieldPath], inStation index: Int) -> FieldOrdinals? {
        LenientDecoder<Wire>(options: options).ordinals(of: paths, inModel: stationIndices[index], of: batch)
    }

    func sample(at index: Int) -> Station? { batch.values[stationIndices[index]] as? Station }

    func documentIndex(of index: Int) -> Int { stationIndices[index] }

    func value(at index: Int) -> KVCValue? { batch.values[stationIndices[index]].kvcValue }

    /// Counts over the stations alone: an element left out (not an object, or a feed's `{}`)
    /// was validated as a model of defaults, and is no station.
    var summary: Summary {
        var summary = batch.summary
        guard stationIndices.count < batch.values.count else { return summary }
        var next = 0
        for element in batch.values.indices {
            if next < stationIndices.count, stationIndices[next] == element {
                next += 1
            } else {
                summary.remove(batch.outcomes(ofModel: element), counts: batch.counts(ofModel: element))
            }
        }
        return summary
    }

    var elementCount: Int { batch.values.count }

    func forEachRecord(_ body: (Int, StationRecord) -> Void) {
        // Station indices skip the elements that are not objects.
        var station = 0
        var element = 0
        _ = try? LenientDecoder<Wire>(options: options).forEachRecord(in: batch.source) { record in
            defer { element += 1 }
            guard station < stationIndices.count, stationIndices[station] == element else { return }
            body(station, StationRecord(record, station: mapStation(record.value)))
            station += 1
        }
    }
}
