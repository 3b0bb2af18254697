import Lenient

/// Lines that are each a whole answer of a feed, holding its stations in a list (Spain's
/// answers logged one per line as a poll appends them): each line is read as a document of
/// its own, with its own first bytes told apart (its `Fecha`, its `last_updated`), and its
/// stations, problems and records are placed at the line in the whole document.
///
/// The engine refuses such lines (``JSONSyntaxError/Code/listPerLine``) rather than read each
/// line as one station; ``LoadedSource`` reads them here when it does.
public enum DocumentLines {
    /// The stations of every line of `source`, each line read by `feed` as a document.
    /// - Throws: ``SourceFailure`` when no line holds a station, the first line's failure
    ///   (a part of a document read a part at a time may hold none: its problems are kept).
    public static func read(_ source: SourceText, feed: any Feed.Type) throws(SourceFailure) -> FeedContent {
        let lines = source.withBytes { bytes in Self.lines(bytes) }
        var parts: [LinesContent.Part] = []
        var problems = SourceProblem.Kept()
        var notKept = 0
        func keep(_ problem: SourceProblem) { problems.append(problem) }
        var firstFailure: SourceFailure? = nil
        // Values of the lines before: an element's index counts from the document's first.
        var elements = 0
        for line in lines {
            let place = Placement(line: line.number, column: line.column)
            // The value's first byte, past a byte order mark.
            let firstByte = source.withBytes { bytes in
                let start = line.range.lowerBound
                let marked = line.range.count >= 3 && bytes[start] == 0xEF && bytes[start + 1] == 0xBB && bytes[start + 2] == 0xBF
                return marked && line.range.count > 3 ? bytes[start + 3] : bytes[start]
            }
            let text = source.withBytes { bytes in
                SourceText(name: source.name, bytes: Array(bytes[line.range]), modified: source.modified)
            }
            do {
                let read = try feed.read(text, sketch: DocumentSketch(text))
                // A value that is not an object or a list (`null` for a poll that failed)
                // holds no answer: read alone it was one station of defaults. (Text that a
                // feed passes over before its JSON is no such value.)
                let skipped = read.problems.contains { if case .leadingTextSkipped = $0.reason { true } else { false } }
                if let kind = JSONKind.of(byte: firstByte), kind != .object, kind != .array, !skipped {
                    keep(SourceProblem(line: line.number, column: line.column,
                                       reason: .lineNotRead("it holds \(SourceProblem.article(kind)), not an answer")))
                    continue
                }
                parts.append(LinesContent.Part(content: read.content, placement: place))
                for problem in read.problems { keep(place.place(problem, elementsBefore: elements)) }
                notKept += read.problemsNotKept
                elements += read.content.elementCount
            } catch {
                let placed = place.place(error, offsetBy: line.range.lowerBound)
                if firstFailure == nil { firstFailure = placed }
                let reason: SourceProblem.Reason
                if case .notJSON(let syntax) = placed.reason { reason = .lineNotJSON(syntax) } else { reason = .lineNotRead(placed.reasonText) }
                keep(SourceProblem(line: placed.line ?? line.number, column: placed.column ?? line.column, reason: reason))
            }
        }
        let failure = firstFailure ?? SourceFailure(source: source.name, reason: .emptyList(key: nil))
        guard !parts.isEmpty || source.isLineDelimited else { throw failure }
        return FeedContent(content: LinesContent(feedName: feed.name, parts: parts, firstFailure: parts.isEmpty ? failure : nil),
                           problems: problems.problems, problemsNotKept: notKept + problems.notKept)
    }

    /// The source's non-blank lines: each from its first byte that is not whitespace to its
    /// line feed, with its 1-based line number and that byte's column.
    static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, number: Int, column: Int)] {
        var lines: [(range: Range<Int>, number: Int, column: Int)] = []
        var start = 0
        var number = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D { first += 1 }
            var last = end
            while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D { last -= 1 }
            if first < last { lines.append((first..<last, number, first - start + 1)) }
            start = end + 1
            number += 1
        }
        return lines
    }

    /// Where a line's document begins in the whole one: its lines and columns placed there.
    struct Placement: Sendable {
        let line: Int
        let column: Int

        /// The whole document's line and column of a line and column of the line's document.
        func position(line inner: Int, column: Int) -> (line: Int, column: Int) {
            (line + inner - 1, inner == 1 ? self.column + column - 1 : column)
        }

        /// A line's problem placed in the whole document; an element's index counted from the
        /// document's first, past the `elementsBefore` values of the lines before.
        func place(_ problem: SourceProblem, elementsBefore: Int) -> SourceProblem {
            var placed = problem
            (placed.line, placed.column) = position(line: problem.line, column: problem.column)
            if case .notAnObject(let index, let kind) = problem.reason { placed.reason = .notAnObject(index: elementsBefore + index, kind: kind) }
            return placed
        }

        /// A line's failure placed in the whole document, its syntax error's offset too.
        func place(_ failure: SourceFailure, offsetBy start: Int) -> SourceFailure {
            var placed = failure
            if let line = failure.line, let column = failure.column { (placed.line, placed.column) = position(line: line, column: column) }
            if case .notJSON(var syntax) = failure.reason {
                syntax.offset += start
                placed.reason = .notJSON(syntax)
            }
            return placed
        }

        func place(fields: [FieldRecord], ignored: [IgnoredKey]) -> ([FieldRecord], [IgnoredKey]) {
            RecordPlacement.place(fields: fields, ignored: ignored) { position(line: $0, column: $1) }
        }

        func place(_ record: StationRecord) -> StationRecord {
            var placed = record
            (placed.line, placed.column) = position(line: record.line, column: record.column)
            (placed.fields, placed.ignored) = place(fields: record.fields, ignored: record.ignored)
            return placed
        }

        func place(_ record: PartialRecord) -> PartialRecord {
            var placed = record
            (placed.line, placed.column) = position(line: record.line, column: record.column)
            (placed.fields, placed.ignored) = place(fields: record.fields, ignored: record.ignored)
            return placed
        }
    }
}

/// The stations of lines that are each a document, line after line (see ``DocumentLines``).
struct LinesContent: SourceContent {
    struct Part: Sendable {
        let content: any SourceContent
        let placement: DocumentLines.Placement
    }

    let feedName: String
    let parts: [Part]
    /// For lines none of which holds a station (a part of a document read a part at a time):
    /// the first line's failure, why the part holds none.
    let firstFailure: SourceFailure?
    /// Stations before each part, and the values of the lines before it.
    private let stationsBefore: [Int]
    private let elementsBefore: [Int]
    let count: Int
    let elementCount: Int

    init(feedName: String, parts: [Part], firstFailure: SourceFailure? = nil) {
        self.feedName = feedName
        self.parts = parts
        self.firstFailure = firstFailure
        var stations = 0
        var elements = 0
        var stationsBefore: [Int] = []
        var elementsBefore: [Int] = []
        for part in parts {
            stationsBefore.append(stations)
            elementsBefore.append(elements)
            stations += part.content.count
            elements += part.content.elementCount
        }
        self.stationsBefore = stationsBefore
        self.elementsBefore = elementsBefore
        count = stations
        elementCount = elements
    }

    var layout: DocumentLayout { .lines }

    var holdsAnswersPerLine: Bool { true }

    /// The part that holds station `index`, and the station's index in it.
    private func locate(_ index: Int) -> (part: Int, local: Int) {
        var low = 0
        var high = parts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if stationsBefore[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - stationsBefore[low])
    }

    private func part(of index: Int) -> (content: any SourceContent, placement: DocumentLines.Placement, local: Int) {
        let (part, local) = locate(index)
        return (parts[part].content, parts[part].placement, local)
    }

    func station(at index: Int) -> CatalogStation { let found = part(of: index); return found.content.station(at: found.local) }

    func facts(at index: Int) -> StationFacts { let found = part(of: index); return found.content.facts(at: found.local) }

    func counts(at index: Int) -> OutcomeCounts { let found = part(of: index); return found.content.counts(at: found.local) }

    func record(at index: Int) -> StationRecord? {
        let found = part(of: index)
        return found.content.record(at: found.local).map(found.placement.place)
    }

    func record(at index: Int, window: RecordWindow) -> PartialRecord? {
        let found = part(of: index)
        return found.content.record(at: found.local, window: window).map(found.placement.place)
    }

    func ordinals(of paths: [FieldPath], inStation index: Int) -> FieldOrdinals? {
        let found = part(of: index)
        return found.content.ordinals(of: paths, inStation: found.local)
    }

    func sample(at index: Int) -> Station? { let found = part(of: index); return found.content.sample(at: found.local) }

    func documentIndex(of index: Int) -> Int {
        let (part, local) = locate(index)
        return elementsBefore[part] + parts[part].content.documentIndex(of: local)
    }

    func value(at index: Int) -> KVCValue? { let found = part(of: index); return found.content.value(at: found.local) }

    var summary: Summary {
        var total = Summary(models: 0, fields: 0)
        for part in parts {
            let summary = part.content.summary
            total.models += summary.models
            total.fields += summary.fields
            total.outcomes.merge(summary.outcomes, uniquingKeysWith: +)
            total.codes.merge(summary.codes, uniquingKeysWith: +)
            total.ignored.merge(summary.ignored, uniquingKeysWith: +)
        }
        return total
    }

    func forEachRecord(_ body: (Int, StationRecord) -> Void) {
        for (index, part) in parts.enumerated() {
            part.content.forEachRecord { local, record in body(stationsBefore[index] + local, part.placement.place(record)) }
        }
    }
}
