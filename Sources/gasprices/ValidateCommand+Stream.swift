import Dispatch
import GasPrices
import GasView
import Lenient

extension ValidateCommand {
    /// `--format ndjson`: every station's record, one JSON object a line, written as the
    /// input is read a part at a time (docs/output-format.md, "NDJSON").
    ///
    /// A syntax error part-way is reported after the records of the stations before it;
    /// the exit status is then 1.
    func executeStream() throws(CommandFailure) {
        guard !summary, keyPaths.isEmpty, trace == nil, station == nil else {
            throw .usage("--format ndjson writes every station's record as the input is read: it takes no --summary, --get, --trace or --station")
        }
        let options = sampleOptions
        var stream: SourceStream
        do {
            if let response = StubResponse.builtIn(input) {
                stream = try SourceStream(source: response.source, label: response.label, feed: FeedChoice(feed), sampleOptions: options,
                                          partSize: partSize ?? SourceStream.defaultPartSize)
            } else {
                stream = try SourceStream(path: input, feed: FeedChoice(feed), sampleOptions: options,
                                          partSize: partSize ?? SourceStream.defaultPartSize)
            }
        } catch {
            throw .streamStopped(error)
        }
        var output = StandardOutput()
        defer { output.flush() }
        let writer = NDJSONRecordWriter(source: stream.name, feed: stream.feed.name)
        if partSize == nil { stream.partSize = OrderedOutput.partSize }
        let turns = StreamTurns(source: stream.name)
        defer { turns.warnings.finish(after: &output) }
        let reader = stream.partReader
        // Lines that are each a whole answer are read as documents by the feed's path below.
        if stream.feed.name == SampleFeed.name, !(reader.linesAreDocuments && !givesSampleOptions) {
            if givesSampleOptions, let refusal = stream.envelopeLinesRefusal { throw .streamStopped(refusal) }
            let decoder = LenientDecoder<Station>(options: options)
            try streamInOrder(&stream, output: &output) { part, index, ordered in
                // A wrapped list's key given again after it, said at the last part's turn.
                var repeats: [SourceProblem] = []
                ordered.make(part: index, { (lines) throws(SourceFailure) in
                    var line = JSONBuffer()
                    var lastStart: Int? = nil
                    func write(_ parts: RecordParts<Station>) {
                        lastStart = parts.start
                        // Nothing of it will be written: a part before failed.
                        guard !lines.isDropped, !ordered.hasFailed(before: index) else { return }
                        // Made a part at a time: a station too large to hold its record
                        // whole is handed over a megabyte at a time.
                        line.removeAll()
                        writer.line(parts, number: { lines.beginStation(in: $0) }, into: &line) { buffer in
                            lines.take(buffer)
                            buffer.removeAll()
                        }
                        lines.take(line)
                    }
                    do throws(DocumentStream.PlacedError) {
                        // Stations one per line after a first line that is `null` or another
                        // value, which the stream reads whole: read as the lines the next
                        // tells, as the whole document is (its lines and columns the part's).
                        if part.framing == .whole, let asLines = DocumentLines.linesAfterFirstValue(part.source) {
                            do throws(JSONSyntaxError) {
                                _ = try decoder.forEachRecordParts(in: asLines, stopsAtBadLine: true, layout: { _ in }, write)
                            } catch {
                                throw part.place(error)
                            }
                        } else {
                            try decoder.forEachRecordParts(in: part, write)
                            repeats = SourceProblem.repeatedLists(in: part, lastModel: lastStart)
                        }
                    } catch {
                        throw reader.failure(error)
                    }
                }, atTurn: { output, _ in
                    turns.warnings.add(repeats, notKept: 0, after: &output)
                })
            }
            return
        }
        try streamInOrder(&stream, output: &output) { part, index, ordered in
            // Read on this thread, said at the part's turn.
            var load: PartLoad? = nil
            var stations = 0
            var stopsAt: (line: Int, column: Int)? = nil
            ordered.make(part: index, { (lines) throws(SourceFailure) in
                let read = reader.load(part, isFirst: index == 0)
                load = read
                lines.values = read.elements
                // A line that is not JSON stops `validate` after the stations before it,
                // whatever the feed, as it does the sample's (`stations` reads on).
                // (Its problems are placed in the document, a part of no station's too.)
                let badLine = read.problems.first { $0.lineNotJSON != nil }
                if let badLine { stopsAt = (badLine.line, badLine.column) }
                if let loaded = read.loaded {
                    var line = JSONBuffer()
                    loaded.content.forEachRecord { station, record in
                        guard !lines.isDropped, !ordered.hasFailed(before: index) else { return }
                        let (lineNumber, column) = part.position(line: record.line, column: record.column)
                        if let stopsAt, (lineNumber, column) > stopsAt { return }
                        let (fields, ignored) = part.place(fields: record.fields, ignored: record.ignored)
                        line.removeAll()
                        writer.line(number: { lines.beginStation(in: $0, at: loaded.content.documentIndex(of: station) + 1) },
                                    line: lineNumber, column: column, value: loaded.content.value(at: station) ?? .null,
                                    fields: fields, ignored: ignored, into: &line)
                        lines.take(line)
                        stations += 1
                    }
                }
                if let badLine, let syntax = badLine.lineNotJSON {
                    throw reader.failure(DocumentStream.PlacedError(error: syntax, line: badLine.line, column: badLine.column))
                }
                if let failure = read.failure, read.isFatal { throw failure }
            }, atTurn: { output, valuesBefore in
                guard let load else { return }
                let placed = load.placed(after: valuesBefore)
                let before = stopsAt.map { end in placed.problems.filter { ($0.line, $0.column) < end } } ?? placed.problems
                turns.warnings.add(before, notKept: stopsAt == nil ? placed.problemsNotKept : 0, after: &output)
                turns.written += stations
                if let failure = placed.failure, !placed.isFatal { turns.quiet.append(failure) }
                turns.empty = placed.adding(turns.empty)
            })
        }
        // Parts that held no station are warnings while another part held some.
        if turns.written == 0, let first = turns.quiet.first ?? turns.empty { throw .noStations(first) }
        turns.quiet.forEach { turns.warnings.add($0, after: &output) }
    }

    /// Reads the parts of `stream` on this thread and hands each to `work` on another, up to
    /// four (as many as there are cores) at once; `work` makes the part's lines with
    /// ``OrderedOutput/make(part:_:atTurn:)``, which writes them in the document's order.
    /// - Throws: the first part's failure (a syntax error, after the stations before it),
    ///   else the input's if it stopped being read.
    private func streamInOrder(_ stream: inout SourceStream, output: inout StandardOutput,
                               work: @escaping @Sendable (_ part: DocumentStream.Part, _ index: Int, _ ordered: OrderedOutput) -> Void)
        throws(CommandFailure) {
        let ordered = OrderedOutput(output, heldLimit: heldLimit ?? OrderedOutput.defaultHeldLimit)
        let workers = min(max(1, Processors.active), OrderedOutput.maximumWorkers)
        let slots = DispatchSemaphore(value: workers)
        let group = DispatchGroup()
        var index = 0
        var stopped: CommandFailure? = nil
        while !ordered.hasFailed(before: index) {
            let part: DocumentStream.Part
            do {
                guard let next = try Self.next(&stream) else { break }
                part = next
            } catch {
                stopped = error
                break
            }
            slots.wait()
            // A part before may have failed while this one was read.
            if ordered.hasFailed(before: index) {
                slots.signal()
                break
            }
            let current = index
            DispatchQueue.global().async(group: group) {
                defer { slots.signal() }
                work(part, current, ordered)
            }
            index += 1
        }
        group.wait()
        let failure: SourceFailure?
        (output, failure) = ordered.finish()
        // A syntax error is earlier in the document than an input that stopped being read.
        if let failure { throw .noStations(failure) }
        if let stopped { throw stopped }
    }
}

/// What `validate --format ndjson` says about a feed's parts once each part's turn comes,
/// one part at a time (``OrderedOutput`` gives the turns in order, so no two parts touch it
/// at once).
private final class StreamTurns: @unchecked Sendable {
    var warnings: StreamWarnings
    /// Parts that held no station, failures only if none held one.
    var quiet: [SourceFailure] = []
    /// Stations written.
    var written = 0
    /// Why no part held a station, should none hold one (``PartLoad/adding(_:)``).
    var empty: SourceFailure?

    init(source: String) {
        warnings = StreamWarnings(source: source)
    }
}

extension ValidateCommand {
    /// The stream's next part; an input that cannot be read is the command's failure.
    fileprivate static func next(_ stream: inout SourceStream) throws(CommandFailure) -> DocumentStream.Part? {
        do { return try stream.next() } catch { throw .streamStopped(error) }
    }
}

/// One line of `validate --format ndjson`: a station's record, with where it came from.
struct NDJSONRecordWriter {
    let source: String
    let feed: String

    /// Appends `{"source":…,"feed":…,"station":N,"line":L,"column":C,"value":…,"fields":[…],"ignored":[…]}`
    /// and a line feed to `buffer`. `number` is asked for the station's number where it
    /// goes; `nil` leaves it out, for the caller to put there (``PartLines``).
    func line(number: (JSONBuffer) -> Int?, line: Int, column: Int, value: KVCValue, fields: [FieldRecord], ignored: [IgnoredKey],
              into buffer: inout JSONBuffer) {
        start(station: number, line: line, column: column, into: &buffer)
        RecordJSON.writeMembers(value: value, fields: fields, ignored: ignored, into: &buffer)
        buffer.append("}\n")
    }

    /// The same line of a station whose record is made a part at a time, `flush` called
    /// whenever the buffer holds more than ``RecordJSON/flushSize`` bytes. `number` is
    /// asked for the station's number where it goes; `nil` leaves it out, for the caller to
    /// put there (``PartLines``).
    func line(_ parts: RecordParts<Station>, number: (JSONBuffer) -> Int?, into buffer: inout JSONBuffer,
              flush: (inout JSONBuffer) -> Void) {
        start(station: number, line: parts.line, column: parts.column, into: &buffer)
        RecordJSON.writeMembers(parts, into: &buffer, flush: flush)
        buffer.append("}\n")
    }

    private func start(station number: (JSONBuffer) -> Int?, line: Int, column: Int, into buffer: inout JSONBuffer) {
        buffer.append(#"{"source":"#)
        buffer.append(string: source)
        buffer.append(#","feed":"#)
        buffer.append(string: feed)
        buffer.append(#","station":"#)
        if let station = number(buffer) { buffer.append(integer: station) }
        buffer.append(#","line":"#)
        buffer.append(integer: line)
        buffer.append(#","column":"#)
        buffer.append(integer: column)
        buffer.append(",")
    }
}
