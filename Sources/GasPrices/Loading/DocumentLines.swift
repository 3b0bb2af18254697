import Lenient

/// Documents inside a document, each read by a feed as a document of its own, with its own
/// first bytes told apart (its `Fecha`, its `last_updated`), and its stations, problems and
/// records placed where it lies in the whole document:
///
/// - lines that are each a whole answer of a feed, holding its stations in a list (Spain's
///   answers logged one per line as a poll appends them). The engine refuses such lines
///   (``JSONSyntaxError/Code/listPerLine``) rather than read each line as one station;
///   ``LoadedSource`` reads them here when it does;
/// - a top-level list whose elements are each a whole answer (answers gathered with
///   `jq -s`), which would otherwise be read as a list of stations (``Feed/isAnswer(_:)``);
/// - an answer whose list of stations is one station object rather than a list of one
///   (`{"stations": {…}}`, as converters from XML write a list of one).
public enum DocumentLines {
    /// Where the documents lie, which says what a document that is not read is called.
    enum Kind {
        /// One per non-blank line.
        case lines
        /// The elements of a top-level list, or of a list wrapped in an envelope at `path`.
        case elements(path: FieldPath?)
        /// The value of one member of the top-level object, read as a list of one, or the
        /// values of its members (stations keyed by id), as the list of them.
        case member(key: String)

        /// Whether each document is a whole answer holding a list of stations.
        var holdsAnswers: Bool {
            if case .member = self { false } else { true }
        }
    }

    /// One document inside the whole: its bytes, and the line and column of its first.
    struct Document {
        let range: Range<Int>
        let line: Int
        let column: Int
    }

    /// The stations of every line of `source`, each line read by `feed` as a document.
    /// - Throws: ``SourceFailure`` when no line holds a station, the first line's failure
    ///   (a part of a document read a part at a time may hold none: its problems are kept).
    /// With `detectsEach`, a line that is an answer of another feed is read with that feed.
    public static func read(_ source: SourceText, feed: any Feed.Type, detectsEach: Bool = false) throws(SourceFailure) -> FeedContent {
        let ranges = source.withBytes { bytes in Self.lines(bytes).flatMap { Self.returnedLines(bytes, $0.range) } }
        // Placed as every position is, so a carriage return alone inside a line counts a line.
        let positions = source.positions(of: ranges.map(\.lowerBound))
        return try read(source, documents: zip(ranges, positions).map { Document(range: $0, line: $1.line, column: $1.column) },
                        kind: .lines, feed: feed, detectsEach: detectsEach)
    }

    /// The stations of every element of `source`'s top-level list (or of the list an envelope
    /// wraps, `{"log": [answers]}`), each an answer of `feed` read as a document of its own.
    /// - Throws: ``SourceFailure`` when the list is not JSON, or when no element holds a
    ///   station (the first element's failure), unless `source` is a part of a document read
    ///   a part at a time (`isPart`): a part may hold none, and its problems are kept.
    public static func readElements(_ source: SourceText, feed: any Feed.Type, isPart: Bool = false,
                                    detectsEach: Bool = false) throws(SourceFailure) -> FeedContent {
        let decoder = LenientDecoder<ListElement>(options: ValidationOptions(skipsLeadingText: true))
        var batch: Batch<ListElement>
        do {
            batch = try decoder.decode(source)
            // Answers under an envelope's key are those of the list their feed was told by,
            // the first under object keys, not another the engine finds larger (an `errors`
            // list beside them, which its no properties cannot tell from them).
            if case .wrapped(let path) = batch.layout, source.listOpen == nil,
               let listed = Feeds.wrappedList(of: source, sketch: DocumentSketch(source)),
               path.components != listed.path.map({ .key($0) }) {
                batch = try decoder.decode(SourceText(name: source.name, bytes: source.bytes, modified: source.modified,
                                                      listOpen: listed.open, encoding: source.encoding))
            }
        } catch {
            throw SourceFailure(notJSON: error, in: source)
        }
        let ranges: [Range<Int>] = source.withBytes { bytes in
            batch.values.indices.compactMap { index in
                guard let start = batch.offset(ofModel: index), start < bytes.count,
                      let end = JSONSpans.valueEnd(bytes, from: start), end > start else { return nil }
                return start..<end
            }
        }
        let positions = source.positions(of: ranges.map(\.lowerBound))
        let documents = zip(ranges, positions).map { Document(range: $0, line: $1.line, column: $1.column) }
        let path: FieldPath? = if case .wrapped(let path) = batch.layout { path } else { nil }
        let read = try read(source, documents: documents, kind: .elements(path: path), feed: feed, isPart: isPart, detectsEach: detectsEach)
        // The list's key, or an envelope's, given again after it: its answers are not read.
        return read.adding(SourceProblem.placed(RepeatedLists.problems(of: batch), in: source))
    }

    /// The stations of an object where the feed's answers hold a list at `key`: one station,
    /// read as a list of one (as converters from XML write a list of one), or stations keyed
    /// by their ids, read as the list of them; each placed where it lies.
    /// - Returns: `nil` when the member holds neither (`null`, a value that is not an object,
    ///   an object whose first member is no station).
    static func readMember(_ key: String, of source: SourceText, feed: any Feed.Type) throws(SourceFailure) -> FeedContent? {
        let envelope = DocumentSketch(source)
        let skipped = envelope.skipped
        // The ranges of the stations, and of each keyed by id, its id.
        let found: (ranges: [Range<Int>], ids: [[UInt8]])? = source.withBytes { bytes in
            guard let range = JSONSpans.member(key, in: bytes, skipping: skipped), bytes[range.lowerBound] == UInt8(ascii: "{") else { return nil }
            if isStation(UnsafeBufferPointer(rebasing: bytes[range]), of: feed) { return ([range], []) }
            let members = JSONSpans.members(of: bytes, at: range.lowerBound)
            let values = members.map(\.value)
            // Its first value that is an object with members says whether they are stations
            // (`null` or `{}` may come first); `{}` holds none; an object whose first such value
            // is no station holds none we know.
            guard let first = values.first(where: { bytes[$0.lowerBound] == UInt8(ascii: "{") && !JSONSpans.isEmptyObject(bytes, at: $0.lowerBound) }) else {
                return values.isEmpty ? ([], []) : nil
            }
            return isStation(UnsafeBufferPointer(rebasing: bytes[first]), of: feed) ? (values, members.map(\.key)) : nil
        }
        guard let (ranges, ids) = found else { return nil }
        guard !ranges.isEmpty else {
            let position = source.withBytes { bytes in JSONSpans.member(key, in: bytes, skipping: skipped) }.map { source.position(of: $0.lowerBound) }
            throw SourceFailure(source: source.name, line: position?.line, column: position?.column, reason: .emptyList(key: key))
        }
        let positions = source.positions(of: ranges.map(\.lowerBound))
        let read = try read(source, documents: zip(ranges, positions).map { Document(range: $0, line: $1.line, column: $1.column) },
                            kind: .member(key: key), feed: feed, envelope: envelope.scalars)
        // An id given twice: both stations are listed, each with its own fields, and the
        // repeat is said where it lies (a reader of JSON would keep only the last).
        var firstOf: [[UInt8]: Int] = [:]
        var repeats: [SourceProblem] = []
        let stations = source.withBytes { bytes in
            ranges.map { bytes[$0.lowerBound] == UInt8(ascii: "{") && !JSONSpans.isEmptyObject(bytes, at: $0.lowerBound) }
        }
        // Only members read as stations: a `null` among them is said as not read, once.
        for (index, id) in ids.enumerated() where stations[index] {
            guard let first = firstOf[id] else {
                firstOf[id] = index
                continue
            }
            let path = FieldPath([.key(key), .key(String(decoding: id, as: UTF8.self))]).description
            repeats.append(SourceProblem(line: positions[index].line, column: positions[index].column,
                                         reason: .repeatedMember(path: path, firstLine: positions[first].line, firstColumn: positions[first].column)))
        }
        // The answer's time, given to each, is said once where it is no time.
        let time = AnswerTime(of: source, sketch: envelope, feed: feed)
        return read.adding(repeats + (time.problem.map { [$0] } ?? []))
    }

    /// Whether `bytes` are an object the feed reads as one station: the feed knows it by its
    /// keys, or one of them names a property of its stations' model.
    private static func isStation(_ bytes: UnsafeBufferPointer<UInt8>, of feed: any Feed.Type) -> Bool {
        guard bytes.first == UInt8(ascii: "{") else { return false }
        let text = SourceText(name: "", bytes: Array(bytes.prefix(DocumentSketch.limit)))
        let sketch = DocumentSketch(text)
        if feed.recognizes(sketch) { return true }
        guard let streamable = feed as? any StreamableFeed.Type else { return false }
        let names = streamable.namesProperty(streamable.options(for: text))
        return sketch.keys.contains(where: names)
    }

    /// The stations of `text`, a document of `feed`'s, as ``LoadedSource`` reads one: one station
    /// where its answers hold a list is read as a list of one (``readMember(_:of:feed:)``).
    /// `envelope`: the text, numbers and bools of the object that holds it, for a member of an
    /// answer read as a document of its own: those the feed gives every station of an answer
    /// (``Feed/answerTime``) are the document's, as they are the list's
    /// stations' (the answer's error flags are not: a station is no answer).
    static func readDocument(_ text: SourceText, feed: any Feed.Type, envelope: [String: String] = [:]) throws(SourceFailure) -> FeedContent {
        do {
            var sketch = DocumentSketch(text)
            let shared: Set<String> = feed.answerTime.map { [$0.key.lowercased()] } ?? []
            let given = envelope.filter { shared.contains($0.key.lowercased()) }
            if !given.isEmpty {
                sketch.scalars = sketch.scalars.filter { !shared.contains($0.key.lowercased()) }.merging(given) { own, _ in own }
            }
            return try feed.read(text, sketch: sketch)
        } catch {
            guard case .notAList(let key) = error.reason, let one = try readMember(key, of: text, feed: feed) else { throw error }
            return one
        }
    }

    /// The stations of `documents`, each read by `feed` as a document of its own.
    private static func read(_ source: SourceText, documents: [Document], kind: Kind, feed: any Feed.Type,
                             isPart: Bool = false, detectsEach: Bool = false, envelope: [String: String] = [:]) throws(SourceFailure) -> FeedContent {
        var parts: [LinesContent.Part] = []
        var problems = SourceProblem.Kept()
        var notKept = 0
        var firstFailure: SourceFailure? = nil
        // Values of the documents before: an element's index counts from the document's first.
        var elements = 0
        func notRead(line: Int, column: Int, _ reason: String) {
            switch kind {
            case .lines: problems.append(SourceProblem(line: line, column: column, reason: .lineNotRead(reason)))
            case .elements: problems.append(SourceProblem(line: line, column: column, reason: .elementNotRead(reason)))
            case .member(let key): problems.append(SourceProblem(line: line, column: column, reason: .elementNotRead(reason, keyedUnder: key)))
            }
        }
        let noun = kind.holdsAnswers ? "an answer" : "a station"
        for document in documents {
            let place = Placement(line: document.line, column: document.column)
            func holdsNo(_ what: String) { notRead(line: document.line, column: document.column, "it holds \(what), not \(noun)") }
            // The value's first byte, past a byte order mark.
            let firstByte = source.withBytes { bytes in
                let start = document.range.lowerBound
                let marked = document.range.count >= 3 && bytes[start] == 0xEF && bytes[start + 1] == 0xBB && bytes[start + 2] == 0xBF
                return marked && document.range.count > 3 ? bytes[start + 3] : bytes[start]
            }
            let text = source.withBytes { bytes in
                SourceText(name: source.name, bytes: Array(bytes[document.range]), modified: source.modified)
            }
            do {
                // An answer of another feed, gathered with this one's, read as that feed's.
                let own = detectsEach ? Feeds.detect(DocumentSketch(text), of: text) : feed
                let reader = own.name == SampleFeed.name ? feed : own
                let read = try readDocument(text, feed: reader, envelope: envelope)
                // A value that is not an object or a list (`null` for a poll that failed), or
                // `{}`, holds no answer: read alone it was one station of defaults. (Text that a
                // feed passes over before its JSON is no such value.)
                let skipped = read.problems.contains { if case .leadingTextSkipped = $0.reason { true } else { false } }
                let empty = source.withBytes { bytes in
                    let value = UnsafeBufferPointer(rebasing: bytes[document.range])
                    return JSONSpans.isEmptyObject(value, at: JSONSpans.objectStart(in: value))
                }
                if empty, !skipped {
                    holdsNo("an empty object")
                    continue
                }
                if let valueKind = JSONKind.of(byte: firstByte), valueKind != .object, valueKind != .array, !skipped {
                    holdsNo(SourceProblem.article(valueKind))
                    continue
                }
                parts.append(LinesContent.Part(content: read.content, placement: place))
                for problem in read.problems { problems.append(place.place(problem, elementsBefore: elements)) }
                notKept += read.problemsNotKept
                elements += read.content.elementCount
            } catch {
                let placed = place.place(error, offsetBy: document.range.lowerBound)
                // A feed's `{}` holds no station, as said of it above.
                if case .emptyObject = placed.reason {
                    holdsNo("an empty object")
                    continue
                }
                // An object among a feed's answers from which its reading took nothing (an
                // API's `{"code": 429}`, thrown as `nothing_read` by ``StationList``): read
                // alone it is no station. (The sample's stations show what the engine makes of
                // any object.) One that gives a station's fields, none of them valid, is a
                // station of defaults, as alone.
                if case .nothingRead = placed.reason, kind.holdsAnswers {
                    holdsNo("an object from which nothing was read")
                    continue
                }
                // One station that cannot be read is the answer's failure.
                if case .member = kind, documents.count == 1 { throw placed }
                if case .notAnObject(let valueKind) = placed.reason {
                    holdsNo(SourceProblem.article(valueKind))
                    continue
                }
                if firstFailure == nil { firstFailure = placed }
                if case .notJSON(let syntax) = placed.reason, case .lines = kind {
                    problems.append(SourceProblem(line: placed.line ?? document.line, column: placed.column ?? document.column, reason: .lineNotJSON(syntax)))
                } else {
                    notRead(line: placed.line ?? document.line, column: placed.column ?? document.column, placed.reasonText)
                }
            }
        }
        let layout: DocumentLayout = switch kind {
        case .lines: .lines
        case .elements(let path): path.map { .wrapped(path: $0) } ?? .list
        case .member(let key): .wrapped(path: FieldPath(parsing: key))
        }
        // None read, and none failed: the documents were none, or none an answer (`null`s).
        let noneRead: SourceFailure.Reason = switch kind {
        case .lines: .noAnswers(count: documents.count, key: nil, lines: true)
        case .elements: .noAnswers(count: documents.count, key: layout.listKey, lines: false)
        case .member: .noObjects(count: documents.count, key: layout.listKey)
        }
        let failure = firstFailure ?? SourceFailure(source: source.name, line: documents.first?.line, column: documents.first?.column,
                                                    reason: documents.isEmpty ? .emptyList(key: layout.listKey) : noneRead)
        if case .member = kind, parts.isEmpty {
            // The member held a value read as no answer.
            throw SourceFailure(source: source.name, line: documents.first?.line, column: documents.first?.column, reason: .emptyList(key: layout.listKey))
        }
        guard !parts.isEmpty || source.isLineDelimited || isPart else { throw failure }
        let content = LinesContent(feedName: feed.name, parts: parts, layout: layout, holdsAnswers: kind.holdsAnswers,
                                   firstFailure: parts.isEmpty ? failure : nil)
        return FeedContent(content: content, problems: problems.problems, problemsNotKept: notKept + problems.notKept)
    }

    /// `source` as lines of NDJSON, when its first line is a whole value that is not an object
    /// (a poll that failed, logged as `null`; `jq -c '.stations[]'` of a list that begins with
    /// `null`) and a later line is a whole object (``fromFirstWholeLine(_:)``): read as one
    /// document, it is one value followed by text, as the engine tells lines by their first.
    /// `nil` otherwise. Its bytes, lines and columns are the document's; one that begins with
    /// a byte order mark is not read so (lines read as such hold none).
    public static func linesAfterFirstValue(_ source: SourceText) -> SourceText? {
        guard !source.isLineDelimited, !source.isContinuation else { return nil }
        let begins = source.withBytes { bytes -> (marked: Bool, container: Bool) in
            let marked = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
            return (marked, first == UInt8(ascii: "{") || first == UInt8(ascii: "["))
        }
        guard !begins.marked, !begins.container, fromFirstWholeLine(source) != nil else { return nil }
        return SourceText(name: source.name, bytes: source.bytes, modified: source.modified, lineDelimited: true, encoding: source.encoding)
    }

    /// For lines whose first is not a whole object (a poll that failed, logged as `null`; a log
    /// cut inside its first line, copied with `tail -c`), the lines from the first that is one,
    /// within the first ``firstLinesLooked`` lines and ``DocumentStream/envelopeLimit`` bytes,
    /// as far as a little past that line: what tells the lines' feed, and whether they are
    /// answers. `nil` when the first line is a whole object, the document is one line, its
    /// first line runs past the first bytes a sketch reads, or no line is one.
    static func fromFirstWholeLine(_ source: SourceText) -> SourceText? {
        firstWholeLine(source)?.text
    }

    /// ``fromFirstWholeLine(_:)``, with the offset in `source` where it begins.
    static func firstWholeLine(_ source: SourceText) -> (start: Int, text: SourceText)? {
        source.withBytes { bytes -> (start: Int, text: SourceText)? in
            // The first line, and the second's beginning, within the first bytes a sketch reads:
            // a document of one long line is looked at no further.
            let sketched = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentSketch.limit)])
            let firstTwo = Self.lines(sketched, upTo: 2)
            guard firstTwo.count == 2, let first = firstTwo.first else { return nil }
            let marked = startsWithMark(sketched, at: first.range)
            let firstLine = UnsafeBufferPointer(rebasing: bytes[(first.range.lowerBound + (marked ? 3 : 0))..<first.range.upperBound])
            if isWholeObject(firstLine) { return nil }
            let head = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentStream.envelopeLimit)])
            let lines = Self.lines(head, upTo: firstLinesLooked).dropFirst().map { UnsafeBufferPointer(rebasing: head[$0.range]) }
            // Only lines the stream cuts at its lines as well, so that a document read whole
            // and a part at a time gives the same: after an object cut short, the next two
            // lines whole objects (as the engine tells lines); after a value that is not an
            // object (`null`), any whole object. A list's first line, and text (a log cut inside
            // a value by `tail -c`), are not lines.
            let rest: UnsafeBufferPointer<UInt8>?
            switch firstLine.first {
            case UInt8(ascii: "{"):
                rest = lines.count >= 2 && isWholeObject(lines[0]) && isWholeObject(lines[1]) ? lines[0] : nil
            case UInt8(ascii: "["), nil:
                rest = nil
            default:
                guard (try? LenientDecoder<ListElement>().decode(SourceText(name: "", bytes: Array(firstLine)))) != nil else { return nil }
                rest = lines.first(where: isWholeObject)
            }
            guard let rest, let start = rest.baseAddress.flatMap({ base in head.baseAddress.map { base - $0 } }) else { return nil }
            // The line and the next one's beginning, as a reader of lines asks for.
            let end = min(bytes.count, start + rest.count + (1 << 16))
            return (start, SourceText(name: source.name, bytes: Array(bytes[start..<end]), modified: source.modified))
        }
    }

    /// Whether `source`, whose first bytes look like `sketch`, is lines of `feed`'s answers
    /// that the engine does not tell by their first line:
    ///
    /// - its first line is not a whole object, and its first whole line
    ///   (``fromFirstWholeLine(_:)``) is an answer (``Feed/isAnswer(_:)``) or holds a list that
    ///   the next line follows (``StreamableFeed/linesHoldLists(_:)``); it may be the last line,
    ///   as after a first line that is not whole one JSON value cannot go on;
    /// - or its first line is a whole answer and another line follows, whatever it holds (a
    ///   failed poll's `null` second), where one JSON value cannot go on either.
    ///
    /// `nil` when neither says, or when the first line is text that the feed passes over
    /// before its JSON (a server's warning before MyGasFeed's answer: one document, not lines).
    public static func answersAfterFirstLine(_ source: SourceText, sketch: DocumentSketch, feed: any Feed.Type) -> Bool? {
        if sketch.skipped > 0, let streamable = feed as? any StreamableFeed.Type, streamable.options(for: source).skipsLeadingText { return nil }
        if let rest = fromFirstWholeLine(source) {
            return feed.isAnswer(DocumentSketch(rest)) || (feed as? any StreamableFeed.Type)?.linesHoldLists(rest) == true
        }
        // (The sample's documents are never answers: a large one is not scanned for lines.)
        guard feed.name != SampleFeed.name, let first = wholeFirstLineFollowed(source), feed.isAnswer(DocumentSketch(first)) else { return nil }
        return true
    }

    /// The first line, when it is a whole object that another non-blank line follows, within
    /// ``DocumentStream/envelopeLimit`` bytes (a whole country's answer on one line is 10 MB).
    private static func wholeFirstLineFollowed(_ source: SourceText) -> SourceText? {
        source.withBytes { bytes -> SourceText? in
            let sketched = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, DocumentStream.envelopeLimit)])
            let firstTwo = Self.lines(sketched, upTo: 2)
            guard firstTwo.count == 2, let first = firstTwo.first else { return nil }
            let start = first.range.lowerBound + (startsWithMark(sketched, at: first.range) ? 3 : 0)
            let line = UnsafeBufferPointer(rebasing: bytes[start..<first.range.upperBound])
            return isWholeObject(line) ? SourceText(name: source.name, bytes: Array(line), modified: source.modified) : nil
        }
    }

    /// Whether the bytes of `range` begin with a byte order mark.
    static func startsWithMark(_ bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>) -> Bool {
        range.count >= 3 && bytes[range.lowerBound] == 0xEF && bytes[range.lowerBound + 1] == 0xBB && bytes[range.lowerBound + 2] == 0xBF
    }

    /// How many lines ``fromFirstWholeLine(_:)`` looks at, at most.
    static let firstLinesLooked = 16

    /// Whether `bytes` are one object with members and nothing else (`{}` says nothing of
    /// what the lines hold).
    static func isWholeObject(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "{"), !JSONSpans.isEmptyObject(bytes, at: 0) else { return false }
        return (try? LenientDecoder<ListElement>().decode(SourceText(name: "", bytes: Array(bytes)))) != nil
    }

    /// The source's non-blank lines (the first `limit`): each from its first byte that is not whitespace to its
    /// line feed, with its 1-based line number and that byte's column.
    static func lines(_ bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int = .max) -> [(range: Range<Int>, number: Int, column: Int)] {
        var lines: [(range: Range<Int>, number: Int, column: Int)] = []
        var start = 0
        var number = 1
        while start < bytes.count, lines.count < limit {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let line = trimmed(bytes, start..<end)
            if !line.isEmpty { lines.append((line, number, line.lowerBound - start + 1)) }
            start = end + 1
            number += 1
        }
        return lines
    }

    /// The lines a carriage return alone makes of `range`, a line between line feeds that is
    /// not one object (`{answer}\r{answer}`, as an old Mac tool writes), each trimmed, as the
    /// engine reads lines of stations; `range` itself when it is one, or holds no such return.
    static func returnedLines(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Range<Int>] {
        guard bytes[range].contains(0x0D), !isWholeObject(UnsafeBufferPointer(rebasing: bytes[range])) else { return [range] }
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where bytes[index] == 0x0D || index == range.upperBound - 1 {
            let part = trimmed(bytes, start..<(bytes[index] == 0x0D ? index : index + 1))
            if !part.isEmpty { parts.append(part) }
            start = index + 1
        }
        return parts
    }

    /// `range` without the spaces, tabs and carriage returns at either end; empty when it
    /// holds nothing else.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var first = range.lowerBound
        var last = range.upperBound
        while first < last, isBlank(bytes[first]) { first += 1 }
        while last > first, isBlank(bytes[last - 1]) { last -= 1 }
        return first..<last
    }

    /// Where a document inside the whole begins: its lines and columns placed there.
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
            if case .emptyObject(let index) = problem.reason { placed.reason = .emptyObject(index: elementsBefore + index) }
            if case .repeatedMember(let path, let line, let column) = problem.reason {
                let first = position(line: line, column: column)
                placed.reason = .repeatedMember(path: path, firstLine: first.line, firstColumn: first.column)
            }
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

/// The stations of documents inside a document, one after another (see ``DocumentLines``).
struct LinesContent: SourceContent {
    struct Part: Sendable {
        let content: any SourceContent
        let placement: DocumentLines.Placement
    }

    let feedName: String
    let parts: [Part]
    /// How the whole document holds them: lines, a list, a member of its object.
    let layout: DocumentLayout
    /// Whether each part is a whole answer holding a list (lines or elements of answers).
    let holdsAnswers: Bool
    /// For lines none of which holds a station (a part of a document read a part at a time):
    /// the first line's failure, why the part holds none.
    let firstFailure: SourceFailure?

    var noStationReason: SourceFailure? { count == 0 ? firstFailure : nil }

    var feedNames: [String] {
        var names = [feedName]
        for part in parts { for name in part.content.feedNames where !names.contains(name) { names.append(name) } }
        return names
    }
    /// Stations before each part, and the values of the lines before it.
    private let stationsBefore: [Int]
    private let elementsBefore: [Int]
    let count: Int
    let elementCount: Int

    init(feedName: String, parts: [Part], layout: DocumentLayout, holdsAnswers: Bool, firstFailure: SourceFailure? = nil) {
        self.feedName = feedName
        self.parts = parts
        self.layout = layout
        self.holdsAnswers = holdsAnswers
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
