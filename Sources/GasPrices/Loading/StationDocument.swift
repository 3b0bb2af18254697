import Lenient

/// One station a document holds in its own shape, and where its fields are.
public struct DocumentStation: Sendable {
    public var station: CatalogStation
    public var facts: StationFacts
    /// The places in the document its fields come from: `prices.4429…`, or `stations[0]`
    /// and `prices[3]` for a station joined to its prices. Every field at or under one of
    /// them is part of its record.
    public var paths: [FieldPath]

    public init(station: CatalogStation, facts: StationFacts, paths: [FieldPath]) {
        self.station = station
        self.facts = facts
        self.paths = paths
    }
}

/// The stations a document holds, and its entries that name a station it does not hold.
public struct DocumentStations: Sendable {
    public var stations: [DocumentStation]
    /// Entries that name a station by a key no station has: their place and the key.
    public var unjoined: [(path: FieldPath, key: String)]
    /// Stations whose key an earlier station has, which took the entries that name it: the
    /// later station's place, the key, and the earlier one's place.
    public var repeated: [(path: FieldPath, key: String, first: FieldPath)]
    /// The key of the document's station list, for the message when it has none.
    public var listKey: String
    /// The keys of the document's lists of entries joined to its stations (NSW's `prices`):
    /// one the engine could not read as a list (`"prices": "x"`) is said, not left out
    /// without a word, since no station's record holds it.
    public var entryLists: [String]

    public init(stations: [DocumentStation], unjoined: [(path: FieldPath, key: String)] = [],
                repeated: [(path: FieldPath, key: String, first: FieldPath)] = [], listKey: String,
                entryLists: [String] = []) {
        self.stations = stations
        self.unjoined = unjoined
        self.repeated = repeated
        self.listKey = listKey
        self.entryLists = entryLists
    }
}

/// Reads documents that hold their stations in a shape of their own, validated whole as
/// the model `Document`: an object of stations keyed by id, or stations joined to prices
/// listed apart. Each station's record is the part of the document's record at its paths.
/// A file of several such documents (one per line, or in a list: answers logged one after
/// another) holds the stations of every one.
public enum StationDocument<Document: LenientModel & Sendable> {
    /// The stations `stations` finds in `source`, each of its documents validated as one
    /// `Document`.
    /// - Throws: ``SourceFailure`` when it is larger than ``StationDocuments/maximumSize``,
    ///   is not JSON or holds no station.
    public static func read(_ source: SourceText, feed: String, options: ValidationOptions,
                            stations: (Document) -> DocumentStations) throws(SourceFailure) -> FeedContent {
        // The document's full record is made at once: refused before it is, where it would
        // take more memory than a machine may have, rather than stopped by the system.
        guard source.count <= StationDocuments.maximumSize else {
            throw SourceFailure(source: source.name,
                                reason: .tooLargeToReadWhole(feed: feed, size: source.count, limit: StationDocuments.maximumSize))
        }
        let decoder = LenientDecoder<Document>(options: options)
        var found: [DocumentStation] = []
        var records: [StationRecord] = []
        var problems = SourceProblem.Kept()
        var notKept = 0
        var first: (line: Int, column: Int, listKey: String, isEmpty: Bool)? = nil
        // Whether any document gave its list of stations as a list, or as another value
        // (`"stations": 5`), and how many were read.
        var listGiven = false
        var otherGiven: JSONKind? = nil
        var documents = 0
        var layout: DocumentLayout? = nil
        let pass: DocumentPass
        do {
            // One document's record at a time: each is split into its stations' records
            // before the next is made.
            pass = try decoder.forEachRecord(in: source, layout: { layout = $0 }) { whole in
                let split = Self.split(whole, stations: stations)
                // `{}`: no field was given and no key ignored.
                let isEmpty = whole.ignored.isEmpty && whole.fields.holdNoInput
                if first == nil { first = (whole.line, whole.column, split.listKey, isEmpty) }
                let kind = whole.fields.first { $0.path.components == [.key(split.listKey)] }?.inputKind
                listGiven = listGiven || kind == .array
                if otherGiven == nil, let kind, kind != .array { otherGiven = kind }
                documents += 1
                if split.stations.isEmpty, layout == .lines {
                    // One of several answers one per line that holds none: said, as for
                    // any line of answers.
                    let empty: SourceFailure.Reason = kind == .array ? .emptyList(key: split.listKey)
                        : kind != nil ? .notAList(key: split.listKey) : .missingList(key: split.listKey, objects: 1, list: nil)
                    let reason = isEmpty ? "it holds an empty object, not an answer" : SourceFailure(source: source.name, reason: empty).reasonText
                    problems.append(SourceProblem(line: whole.line, column: whole.column, reason: .lineNotRead(reason)))
                }
                found += split.stations
                records += split.records
                problems.append(contentsOf: split.problems)
                notKept += split.notKept
            }
        } catch {
            throw SourceFailure(notJSON: error, in: source)
        }
        guard let first else {
            let reason: SourceFailure.Reason = pass.lines.count > 0 ? .noLineIsJSON(count: pass.lines.count) : .emptyList(key: nil)
            let place = pass.problems.first.map { source.position(of: $0.offset) }
            throw SourceFailure(source: source.name, line: place?.line, column: place?.column, reason: reason)
        }
        // `{}` alone holds no list to be empty.
        let none = SourceFailure(source: source.name, line: first.line, column: first.column,
                                 reason: first.isEmpty && pass.layout == .single ? .emptyObject
                                     : listGiven ? .emptyList(key: first.listKey)
                                     : .missingList(key: first.listKey, objects: documents, list: pass.layout.listKey, given: otherGiven))
        // A part of answers one per line may hold none: its lines are said, and the others read.
        guard !records.isEmpty || source.isLineDelimited else { throw none }
        // Lines that are not JSON, between documents one per line.
        problems.append(contentsOf: SourceProblem.placed(pass.problems.map { ($0.offset, .lineNotJSON($0)) }, in: source))
        let content = DocumentContent(feedName: feed, layout: pass.layout, stations: found, records: records,
                                      noStationReason: records.isEmpty ? none : nil)
        return FeedContent(content: content, problems: problems.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) },
                           problemsNotKept: notKept + problems.notKept + pass.lines.notKept)
    }

    /// One document's stations, each with its part of the document's record, and its entries
    /// that join no station or that a station shares.
    private static func split(_ whole: ModelRecord<Document>, stations: (Document) -> DocumentStations)
        -> (stations: [DocumentStation], records: [StationRecord], problems: [SourceProblem], notKept: Int, listKey: String) {
        let found = stations(whole.value)
        // Each field goes to the station whose path it is at or under.
        var owner: [FieldPath: Int] = [:]
        // Stations at a path an earlier station has too (a key repeated in an object keyed by
        // id, `{"a1": {…}, "a1": {…}}`): each time the record comes to that path again, the
        // next of them begins, so that each holds its own member's fields.
        var sharing: [FieldPath: [Int]] = [:]
        for (index, station) in found.stations.enumerated() {
            for path in station.paths {
                if let earlier = owner[path] {
                    sharing[path, default: [earlier]].append(index)
                } else {
                    owner[path] = index
                }
            }
        }
        let depths = Set(owner.keys.map(\.components.count)).sorted()
        // A station's fields come one after another in the record: the station the last
        // field was found under is tried first, by comparing paths, before any is hashed. (Its
        // path was the shortest of that field's own to name a station, so a field under it
        // has no shorter one either.)
        var last: (path: ArraySlice<FieldPath.Component>, index: Int)? = nil
        func station(of path: FieldPath) -> Int? {
            let components = path.components
            if let last, components.count >= last.path.count, components[..<last.path.count].elementsEqual(last.path) {
                return last.index
            }
            for depth in depths where depth <= components.count {
                let prefix = components[..<depth]
                if let index = owner[FieldPath(Array(prefix))] {
                    last = (prefix, index)
                    return index
                }
            }
            return nil
        }
        var fields = [[FieldRecord]](repeating: [], count: found.stations.count)
        var ignored = [[IgnoredKey]](repeating: [], count: found.stations.count)
        // Where each station and each unjoined entry begins: only their paths are looked up,
        // so only theirs are kept (a copy of every field, keyed by its path, took a third of
        // the memory of a document of 100,000 stations).
        var wanted = Set(owner.keys)
        for (path, _) in found.unjoined.prefix(SourceProblem.limit) { wanted.insert(path) }
        for (path, _, _) in found.repeated.prefix(SourceProblem.limit) { wanted.insert(path) }
        func place(of field: FieldRecord) -> (line: Int, column: Int)? {
            guard let line = field.line, let column = field.column else { return nil }
            return (line, column)
        }
        // Only a field as deep as one of them can begin one.
        let wantedDepths = Set(wanted.map(\.components.count))
        var firstAt: [FieldPath: (line: Int, column: Int)] = [:]
        // Entries left out by the engine where stations and their entries stand (`null` or
        // text among NSW's stations, a Tankerkönig price that is no object): no station's,
        // so said, not lost without a word.
        var leftOut: [SourceProblem] = []
        var leftOutNotKept = 0
        // How often the record has come to each shared path, where each of its stations
        // begins, and each repeat of a key, said at its place.
        var visits: [FieldPath: Int] = [:]
        var begins: [Int: (line: Int, column: Int)] = [:]
        var repeats: [SourceProblem] = []
        for field in whole.fields {
            if !sharing.isEmpty, let sharers = sharing[field.path], field.outcome != .dropped {
                let visit = visits[field.path, default: 0]
                visits[field.path] = visit + 1
                if visit < sharers.count {
                    owner[field.path] = sharers[visit]
                    last = nil
                    if let place = place(of: field) {
                        begins[sharers[visit]] = place
                        if visit > 0, let earlier = begins[sharers[0]] {
                            repeats.append(SourceProblem(line: place.line, column: place.column,
                                                         reason: .repeatedMember(path: field.path.description, firstLine: earlier.line,
                                                                                 firstColumn: earlier.column)))
                        }
                    }
                }
            }
            if wantedDepths.contains(field.path.components.count), firstAt[field.path] == nil, wanted.contains(field.path),
               let place = place(of: field) {
                firstAt[field.path] = place
            }
            // An entry left out at a station's own path is another member of the same key's
            // (`{"a1": {…}, "a1": null}`), not that station's.
            let leftOutAtStation = field.outcome == .dropped && depths.contains(field.path.components.count) && owner[field.path] != nil
            if !leftOutAtStation, let index = station(of: field.path) {
                fields[index].append(field)
            } else if field.outcome == .dropped, depths.contains(field.path.components.count) {
                guard leftOut.count < SourceProblem.limit else { leftOutNotKept += 1; continue }
                leftOut.append(SourceProblem(line: field.line ?? whole.line, column: field.column ?? whole.column,
                                             reason: .entryNotRead(path: field.path.description, reason: field.rule ?? .customRejection)))
            } else if field.outcome == .defaulted, field.input != nil, field.path.components.count == 1,
                      case .key(let key) = field.path.components[0], found.entryLists.contains(key) {
                // A list of entries given as another value (text, a number, null): none of
                // its entries is read, and no station's record shows it.
                guard leftOut.count < SourceProblem.limit else { leftOutNotKept += 1; continue }
                leftOut.append(SourceProblem(line: field.line ?? whole.line, column: field.column ?? whole.column,
                                             reason: .entryListNotRead(key: key, kind: field.inputKind)))
            }
        }
        for key in whole.ignored {
            guard var index = station(of: key.path) else { continue }
            // Under a shared path: the station whose member begins last at or before the key.
            if !sharing.isEmpty, let shared = depths.lazy.filter({ $0 <= key.path.components.count })
                .map({ FieldPath(Array(key.path.components[..<$0])) }).first(where: { sharing[$0] != nil }),
               let sharers = sharing[shared] {
                index = sharers.last { begins[$0].map { ($0.line, $0.column) <= (key.line, key.column) } ?? false } ?? index
            }
            ignored[index].append(key)
        }
        let records = found.stations.indices.map { index in
            let first = begins[index] ?? found.stations[index].paths.lazy.compactMap { firstAt[$0] }.first ?? fields[index].first.flatMap(place)
            return StationRecord(fields: fields[index], ignored: ignored[index], line: first?.line ?? whole.line,
                                 column: first?.column ?? whole.column, station: found.stations[index].station)
        }
        func problem(at path: FieldPath, _ reason: SourceProblem.Reason) -> SourceProblem {
            SourceProblem(line: firstAt[path]?.line ?? whole.line, column: firstAt[path]?.column ?? whole.column, reason: reason)
        }
        let problems = found.unjoined.prefix(SourceProblem.limit).map { path, key in
            problem(at: path, .unjoined(path: path.description, key: key))
        } + found.repeated.prefix(SourceProblem.limit).map { path, key, first in
            problem(at: path, .repeatedKey(path: path.description, key: key, first: first.description))
        }
        let notKept = max(0, found.unjoined.count - SourceProblem.limit) + max(0, found.repeated.count - SourceProblem.limit)
        let repeatsKept = repeats.prefix(SourceProblem.limit)
        return (found.stations, records, problems + leftOut + repeatsKept,
                notKept + leftOutNotKept + repeats.count - repeatsKept.count, found.listKey)
    }
}

/// What every document read by ``StationDocument`` shares.
public enum StationDocuments {
    /// The largest document read whole, with the full record of all of it at once: 64 MiB.
    /// Its record takes about 40–60 times the document's size (a field of 20 bytes keeps its
    /// path, its input, its value and where it is), so a larger one would take more than
    /// about 4 GB. A document of stations in a list has no such limit: it is validated a
    /// station at a time.
    public static let maximumSize = 64 << 20
}

/// A document's stations in its own shape, with each station's part of its record.
struct DocumentContent: SourceContent {
    let feedName: String
    let layout: DocumentLayout
    let stations: [DocumentStation]
    let records: [StationRecord]
    /// For a part that holds no station, why (see ``SourceContent/noStationReason``).
    let noStationReason: SourceFailure?

    var count: Int { stations.count }

    /// A document of one station per line is read as lines of stations; this one's lines are
    /// answers of their own.
    var holdsAnswers: Bool { layout == .lines }

    func station(at index: Int) -> CatalogStation { stations[index].station }

    func facts(at index: Int) -> StationFacts { stations[index].facts }

    func counts(at index: Int) -> OutcomeCounts { records[index].outcomeCounts }

    func record(at index: Int) -> StationRecord? { records[index] }

    func record(at index: Int, window: RecordWindow) -> PartialRecord? {
        let record = records[index]
        return PartialRecord(record.fields, ignored: record.ignored, line: record.line, column: record.column, window: window)
    }

    func ordinals(of paths: [FieldPath], inStation index: Int) -> FieldOrdinals? {
        FieldOrdinals(of: paths, fields: records[index].fields, ignored: records[index].ignored)
    }

    func documentIndex(of index: Int) -> Int { index }

    func value(at index: Int) -> KVCValue? { nil }

    var summary: Summary { Summary(fields: records.map(\.fields), ignored: records.map(\.ignored)) }
}
