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
        let options = ValidationOptions(maxDepth: maxDepth, decimalComma: decimalComma,
                                        dateFormats: dateFormats.map { DateFormat($0) })
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
        var warnings = StreamWarnings(source: stream.name)
        defer { warnings.finish(after: &output) }
        let writer = NDJSONRecordWriter(source: stream.name, feed: stream.feed.name)
        if stream.feed.name == SampleFeed.name {
            if partSize == nil { stream.partSize = OrderedOutput.partSize }
            try streamSample(&stream, options: options, writer: writer, output: &output)
            return
        }
        var written = 0
        var quiet: [SourceFailure] = []
        while let part = try Self.next(&stream) {
            let load = stream.load(part)
            if let loaded = load.loaded {
                loaded.content.forEachRecord { index, record in
                    let (fields, ignored) = part.place(fields: record.fields, ignored: record.ignored)
                    let (line, column) = part.position(line: record.line, column: record.column)
                    output.json { buffer in
                        writer.line(station: load.firstIndex + loaded.content.documentIndex(of: index) + 1, line: line, column: column,
                                    value: loaded.content.value(at: index) ?? .null, fields: fields, ignored: ignored, into: &buffer)
                    }
                    written += 1
                }
            }
            warnings.add(load.problems, notKept: load.problemsNotKept, after: &output)
            if let failure = load.failure {
                if load.isFatal { throw .noStations(failure) }
                quiet.append(failure)
            }
        }
        // Parts that held no station are warnings while another part held some.
        if written == 0, let first = quiet.first { throw .noStations(first) }
        quiet.forEach { warnings.add($0, after: &output) }
    }

    /// The sample's shape: each part's records are made in one pass over it, several parts
    /// at once on as many cores, and written in the document's order (``OrderedOutput``).
    private func streamSample(_ stream: inout SourceStream, options: ValidationOptions, writer: NDJSONRecordWriter,
                              output: inout StandardOutput) throws(CommandFailure) {
        let decoder = LenientDecoder<Station>(options: options)
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
                ordered.make(part: current) { (lines) throws(DocumentStream.PlacedError) in
                    var line = JSONBuffer()
                    try decoder.forEachRecordParts(in: part) { parts in
                        // Nothing of it will be written: a part before failed.
                        guard !lines.isDropped, !ordered.hasFailed(before: current) else { return }
                        // Made a part at a time: a station too large to hold its record whole
                        // is handed over a megabyte at a time.
                        line.removeAll()
                        writer.line(parts, number: { lines.beginStation(in: $0) }, into: &line) { buffer in
                            lines.take(buffer)
                            buffer.removeAll()
                        }
                        lines.take(line)
                    }
                }
            }
            index += 1
        }
        group.wait()
        let failure: DocumentStream.PlacedError?
        (output, failure) = ordered.finish()
        // A syntax error is earlier in the document than an input that stopped being read.
        if let failure { throw .noStations(stream.failure(failure)) }
        if let stopped { throw stopped }
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
    /// and a line feed to `buffer`.
    func line(station: Int, line: Int, column: Int, value: KVCValue, fields: [FieldRecord], ignored: [IgnoredKey],
              into buffer: inout JSONBuffer) {
        start(station: station, line: line, column: column, into: &buffer)
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

    private func start(station: Int, line: Int, column: Int, into buffer: inout JSONBuffer) {
        start(station: { _ in station }, line: line, column: column, into: &buffer)
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
