import ArgumentParser
import Foundation
import GasPrices
import GasView
import Lenient

/// `gasprices validate <A…F | FILE>`: validates a response or file and reports the record.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate a built-in response (A…F) or a JSON file and show what became of every field.",
        discussion: """
            Exit status: 0 whenever the input was parsed, whatever was coerced or defaulted; 1 when \
            it cannot be read or is not JSON (the message names file, line and column; with \
            --format ndjson, after the stations before the error were written); 2 when a \
            --get key path or --trace path does not exist, --station is beyond the stations, or \
            --format ndjson is given with --summary, --get, --trace or --station. With --against OLD: 0 when no field \
            got worse than in OLD, 3 when one did (exact → coerced → defaulted), 1 when either \
            file cannot be read, is not JSON or holds no station. 64 for a command line it \
            cannot take (--max-depth 0, an unknown --feed, a --date-format of no field, --format \
            json with both --trace and --get, --summary with --get or --trace, an option --against \
            does not take).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, ndjson
    }

    @Argument(help: "A built-in response (A, B, C, D, E, F), the path of a JSON or NDJSON file, or - for standard input.")
    var input: String

    @Option(help: "Output format: text, json, or ndjson (one station's record per line, written as the input is read, in constant memory; - reads standard input).")
    var format: Format = .text

    @Option(name: .customLong("get"), help: ArgumentHelp("Print the value at a key path (repeatable): address.city, historicalPrices.@avg.price.", valueName: "keypath"))
    var keyPaths: [String] = []

    @Option(help: ArgumentHelp("Print the numbered steps one field went through: historicalPrices[0].price.", valueName: "path"))
    var trace: String?

    @Option(parsing: .unconditional, help: "The one station of a top-level list to report, trace and --get (from 1, by its place in the list); --get and the report take all by default, --trace station 1. The summary counts all.")
    var station: Int?

    @Flag(help: "Print counts per outcome and rule instead of every field (for large files).")
    var summary = false

    @Flag(help: "Read every number in the input with a decimal comma (\"1,859\" → 1.859).")
    var decimalComma = false

    @Option(name: .customLong("date-format"), help: ArgumentHelp("A date format the input uses, such as dd/MM/yyyy HH:mm:ss (repeatable).", valueName: "format"))
    var dateFormats: [String] = []

    /// The bytes each part of `--format ndjson` aims at (1 MiB, ``OrderedOutput/partSize``,
    /// whatever the feed), so that tests read small inputs in many parts.
    @Option(help: .hidden)
    var partSize: Int?

    /// The most bytes of records a part of `--format ndjson` holds while the parts before it
    /// are written (``OrderedOutput/defaultHeldLimit``), so that tests reach the limit.
    @Option(help: .hidden)
    var heldLimit: Int?

    @Option(name: .customLong("against"), help: ArgumentHelp("Compare with an older version of the input: print each field whose outcome, value or rule changed, side by side; exit 3 when any got worse.", valueName: "file"))
    var against: String?

    @Option(name: .customLong("max-depth"), parsing: .unconditional, help: "The deepest nesting of objects and lists accepted (at least 1; default 512).")
    var givenMaxDepth: Int?

    /// The nesting limit: `--max-depth`, else the engine's default.
    var maxDepth: Int { givenMaxDepth ?? ValidationOptions().maxDepth }

    @Option(help: ArgumentHelp(SourceOptions.feedHelp + " --decimal-comma, --date-format and --max-depth apply to the sample's shape; every other feed declares its own.", valueName: "name"))
    var feed: String = "auto"

    func validate() throws {
        guard maxDepth >= 1 else { throw ValidationError("--max-depth must be at least 1 (got \(maxDepth))") }
        guard SourceOptions.feedNames.contains(feed.lowercased()) else {
            throw ValidationError("--feed \(SafeText.line(feed)): no such feed (feeds: \(SourceOptions.feedNames.joined(separator: ", ")))")
        }
        if against == ByteReader.standardInputPath, input == ByteReader.standardInputPath {
            throw ValidationError("standard input can be read once: give the input or --against as a file")
        }
        for pattern in dateFormats {
            // A format that can match no date would only make every date `unrecognized_date`.
            if pattern.contains("%") {
                throw ValidationError("--date-format takes fields such as yyyy-MM-dd HH:mm:ss, not strftime's %Y-%m-%d (got '\(SafeText.line(pattern))')")
            }
            guard DateFormat(pattern).hasFields else {
                throw ValidationError("--date-format needs a field of a date or time (yyyy, MM or M, dd or d, HH or H, mm, ss, SSS): '\(SafeText.line(pattern))' has none")
            }
        }
        if format == .json, trace != nil, !keyPaths.isEmpty {
            // Each is a JSON document of its own; standard output would hold two.
            throw ValidationError("--format json writes one document: give --trace or --get, not both (or use --format text)")
        }
        if summary, let option = [(!keyPaths.isEmpty, "--get"), (trace != nil, "--trace")].first(where: \.0)?.1 {
            // The summary alone was printed, the values asked for silently left out.
            throw ValidationError("--summary counts the outcomes of every field; it does not take \(option) (give \(option) without --summary)")
        }
        if against != nil {
            let refused = [(format == .ndjson, "--format ndjson"), (summary, "--summary"), (!keyPaths.isEmpty, "--get"),
                           (trace != nil, "--trace"), (decimalComma, "--decimal-comma"), (!dateFormats.isEmpty, "--date-format"),
                           (givenMaxDepth != nil, "--max-depth")]
            if let option = refused.first(where: \.0)?.1 {
                throw ValidationError("--against compares two files as the app reads them; it does not take \(option)")
            }
        }
    }

    func run() throws {
        SourceDiagnostics.print(SourceDiagnostics.shadowed([input] + (against.map { [$0] } ?? [])))
        var worse = false
        do {
            if let against { worse = try compare(against: against) } else { try execute() }
        } catch let failure {
            StandardStream.error.write("gasprices: error: \(failure.message)\n")
            throw ExitCode(failure.status)
        }
        if worse { throw ExitCode(Self.worseStatus) }
    }

    private func execute() throws(CommandFailure) {
        if format == .ndjson { return try executeStream() }
        BulkMemory.prepare()
        let source = try SourceArgument.load(input)
        let sketch = DocumentSketch.ofWhole(source)
        let chosen: (any Feed.Type)? = switch FeedChoice(feed) {
        case .auto: Feeds.detect(sketch, of: source)
        case .named(let name): Feeds.named(name)
        }
        if let chosen, chosen.name != SampleFeed.name {
            return try executeFeed(source, feed: chosen, sketch: sketch)
        }
        // Lines that are each a whole answer (around stations, or a first one around none):
        // each read as a document, as `stations` reads them. The sample's own options, when
        // given, would not reach them: refused, by the engine itself when the first line holds
        // stations.
        if givesSampleOptions, let refusal = SampleFeed.envelopeLinesRefusal(source, options: sampleOptions) {
            throw .notJSON(source, refusal)
        }
        if !givesSampleOptions, SampleFeed.linesHoldLists(source)
            || DocumentLines.answersAfterFirstLine(source, sketch: sketch, feed: SampleFeed.self) == true {
            return try executeFeed(source, feed: SampleFeed.self, sketch: sketch)
        }
        // Stations one per line after a first line that is `null` or another value: read as
        // the lines the next tells, as `stations` reads them.
        try executeSample(DocumentLines.linesAfterFirstValue(source) ?? source)
    }

    /// Whether the sample's own options (`--decimal-comma`, `--date-format`, `--max-depth`)
    /// were given.
    var givesSampleOptions: Bool { decimalComma || !dateFormats.isEmpty || givenMaxDepth != nil }

    /// The sample's own options, as given.
    var sampleOptions: ValidationOptions {
        ValidationOptions(maxDepth: maxDepth, decimalComma: decimalComma, dateFormats: dateFormats.map { DateFormat($0) })
    }

    /// The sample's stations, validated with the sample's own options.
    private func executeSample(_ source: SourceText) throws(CommandFailure) {
        let options = sampleOptions
        let decoder = LenientDecoder<Station>(options: options)
        let timeZone = TimeZone.current
        if station == nil, !summary, keyPaths.isEmpty, trace == nil {
            // Every station's report, in one pass that parses and validates the document once.
            return try FullReport.write(source, decoder: decoder, format: format, timeZone: timeZone)
        }
        var output = StandardOutput()
        defer { output.flush() }
        // Everything is parsed before anything is printed: input that is not JSON prints
        // nothing but the error.
        let batch: Batch<Station>
        do { batch = try decoder.decode(source) } catch { throw .notJSON(source, error) }
        ProcessEnd.leave(batch)
        // A line of NDJSON that is not JSON: the input is not all JSON, and validate says so
        // rather than report the other lines as if they were the whole.
        if let problem = batch.problems.first { throw .notJSON(source, problem) }
        SourceDiagnostics.print(SourceProblem.repeatedLists(of: batch).map { SourceDiagnostics.warning($0, in: source.name) })
        let isList = batch.layout != .single

        let count = batch.values.count
        let picked = try pickedStation(count: count)

        if summary {
            switch format {
            case .text: ValidationReport.summaryText(batch.summary, source: source.name + Self.encodingNote(source)).forEach { output.line($0) }
            case .json, .ndjson: output.line(ValidationReport.summaryJSON(batch.summary, source: source.name))
            }
            return
        }

        if !keyPaths.isEmpty || trace != nil {
            // Every line is made before any is printed: a path that fails leaves standard
            // output empty.
            var lines: [String] = []
            if let trace {
                lines += try traceLines(trace, decoder: decoder, batch: batch, index: picked ?? 0)
            }
            lines += try valueLines(batch: batch, indices: picked.map { [$0] } ?? Array(0..<count))
            lines.forEach { output.line($0) }
            return
        }

        // The station's record is made a part at a time, as the full report's are.
        switch format {
        case .text:
            output.line(Self.named(source) + ": " + Self.shape(batch.layout, count: count))
            if let picked, let parts = decoder.recordParts(at: picked, of: batch) {
                output.line("")
                ValidationReport.text(parts, number: isList ? picked + 1 : nil, timeZone: timeZone) { output.line($0) }
            }
        case .json, .ndjson:
            output.write("{\"source\":" + JSONWriter.string(source.name) + ",\"stations\":[")
            if let picked, let parts = decoder.recordParts(at: picked, of: batch) {
                var json = JSONBuffer()
                RecordJSON.write(parts, into: &json) { buffer in
                    output.write(buffer)
                    buffer.removeAll()
                }
                output.write(json)
            }
            output.line("]}")
        }
    }

    /// The report of a document of a feed other than the sample's: its stations in the
    /// catalog's terms, each with its record.
    private func executeFeed(_ source: SourceText, feed: any Feed.Type, sketch: DocumentSketch) throws(CommandFailure) {
        let loaded: LoadedSource
        do {
            loaded = try LoadedSource(label: input, path: input, source: source, feed: feed, sketch: sketch,
                                      detectsEach: FeedChoice(self.feed) == .auto)
            ProcessEnd.leave(loaded)
        } catch {
            if case .notJSON(let syntax) = error.reason { throw .notJSON(source, syntax) }
            throw .noStations(error)
        }
        // A line of NDJSON that is not JSON stops `validate` whatever the feed, as it does
        // the sample's stations (`stations` reads on).
        if let syntax = loaded.problems.lazy.compactMap(\.lineNotJSON).first { throw .notJSON(source, syntax) }
        let count = loaded.count
        let picked = try pickedStation(in: loaded)
        // Stations are numbered by their place in the document, as `--format ndjson` and
        // `--station` number them: an element left out (not a station) keeps its number.
        let number = { (index: Int) in loaded.documentIndex(of: index) + 1 }
        var output = StandardOutput()
        defer { output.flush() }
        SourceDiagnostics.print(SourceDiagnostics.lines(sources: [loaded], failures: []))
        if summary {
            switch format {
            case .text: ValidationReport.summaryText(loaded.content.summary, source: source.name + Self.encodingNote(source)).forEach { output.line($0) }
            case .json, .ndjson: output.line(ValidationReport.summaryJSON(loaded.content.summary, source: source.name))
            }
            return
        }
        let indices = picked.map { [$0] } ?? Array(0..<count)
        if !keyPaths.isEmpty || trace != nil {
            var lines: [String] = []
            if let trace {
                guard count > 0, let record = loaded.record(at: picked ?? 0) else { throw .usage("the input has no station \((picked ?? 0) + 1)") }
                lines += try traceLines(trace, fields: record.fields, ignored: record.ignored, source: source.name, index: number(picked ?? 0) - 1)
            }
            if !keyPaths.isEmpty, loaded.content.value(at: 0) == nil {
                throw .usage("--get reads stations that are one object each; this \(feed.name) document holds its stations in its own shape (use --trace, or the full report)")
            }
            lines += try valueLines(indices: indices, number: number) { index, keyPath throws(KeyPathError) in
                try (loaded.content.value(at: index) ?? .null).value(forKeyPath: keyPath)
            }
            lines.forEach { output.line($0) }
            return
        }
        let timeZone = TimeZone.current
        switch format {
        case .text:
            output.line(Self.named(source) + ": " + Self.shape(loaded.layout, count: count, answers: loaded.holdsAnswers) + ", read as \(feed.name)")
            Self.forEachRecord(of: loaded, picked: picked) { index, record in
                output.line("")
                let place = number(index)
                for line in ValidationReport.text(record, number: count > 1 || place > 1 ? place : nil, timeZone: timeZone) { output.line(line) }
            }
            if let attribution = loaded.attribution {
                output.line("")
                output.line("Data: " + attribution)
            }
        case .json, .ndjson:
            output.write("{\"source\":" + JSONWriter.string(source.name) + ",\"feed\":" + JSONWriter.string(feed.name) + ",\"stations\":[")
            var first = true
            Self.forEachRecord(of: loaded, picked: picked) { index, record in
                let value = loaded.content.value(at: index) ?? .null
                output.json { buffer in
                    if !first { buffer.append(",") }
                    RecordJSON.write(value: value, fields: record.fields, ignored: record.ignored, into: &buffer)
                }
                first = false
            }
            output.line("]}")
        }
    }

    /// The record of station `picked`, or of every station in one pass over the document
    /// (rebuilding each with `record(at:)` would count lines from the top for every station).
    static func forEachRecord(of loaded: LoadedSource, picked: Int?, _ body: (Int, StationRecord) -> Void) {
        if let picked {
            if let record = loaded.record(at: picked) { body(picked, record) }
        } else {
            loaded.content.forEachRecord(body)
        }
    }

    /// The document's name as a text report's first line gives it, with the encoding it was
    /// converted from when that was not UTF-8: `data.json (UTF-16LE)`.
    static func named(_ source: SourceText) -> String {
        SafeText.line(source.name) + encodingNote(source)
    }

    /// ` (UTF-16LE)` for a document converted from that encoding; empty for UTF-8.
    static func encodingNote(_ source: SourceText) -> String {
        source.encoding == .utf8 ? "" : " (\(source.encoding.rawValue))"
    }

    /// How a document holds its `count` stations: `one station`, `a list of 3 stations at
    /// "stations"`, `2 stations, one per line`, `498 stations in answers one per line`, `40
    /// stations in a list of answers`; a document read whole that holds several, `2 stations`.
    static func shape(_ layout: DocumentLayout, count: Int, answers: Bool = false) -> String {
        let stations = "\(count) station\(count == 1 ? "" : "s")"
        switch layout {
        case _ where count == 0: return "an empty list, no stations"
        case .single: return count == 1 ? "one station" : stations
        case .list: return answers ? stations + " in a list of answers" : "a list of " + stations
        case .wrapped(let path): return (answers ? stations + " in a list of answers" : "a list of " + stations) + " at \"\(SafeText.line(path.description))\""
        case .lines: return stations + (answers ? " in answers one per line" : ", one per line")
        }
    }

    /// The station `--station` picks (0-based), checked against the input in every mode.
    func pickedStation(count: Int) throws(CommandFailure) -> Int? {
        guard let station else { return nil }
        guard count > 0, (1...count).contains(station) else {
            throw .usage(StationOption.outOfRange(station, count: count, in: "the input"))
        }
        return station - 1
    }

    /// The index among `loaded`'s stations of the one `--station` picks by its place in the
    /// document (from 1, an element that is no station counted, as `--format ndjson` numbers
    /// them); a place that holds no station is a usage error that says so.
    func pickedStation(in loaded: LoadedSource) throws(CommandFailure) -> Int? {
        guard let station else { return nil }
        let places = loaded.count > 0 ? loaded.documentIndex(of: loaded.count - 1) + 1 : 0
        guard places > 0, (1...places).contains(station) else {
            throw .usage(StationOption.outOfRange(station, count: loaded.count, places: places))
        }
        // Places ascend with the stations' indices.
        var low = 0
        var high = loaded.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let place = loaded.documentIndex(of: middle)
            if place == station - 1 { return middle }
            if place < station - 1 { low = middle + 1 } else { high = middle - 1 }
        }
        throw .usage(StationOption.leftOut(station))
    }

    private func traceLines(_ path: String, decoder: LenientDecoder<Station>, batch: Batch<Station>,
                            index: Int) throws(CommandFailure) -> [String] {
        guard let parts = decoder.recordParts(at: index, of: batch) else {
            throw .usage("the input has no station \(index + 1)")
        }
        // Looked for in outlines of the record, a part at a time: a station of millions of
        // fields is not held whole to trace one.
        var search = TraceSearch(path)
        parts.forEachFieldPart(outline: true) { first, fields in search.look(atFields: fields, from: first) }
        parts.forEachIgnoredPart(outline: true) { first, keys in search.look(atIgnored: keys, from: first) }
        return try traceLines(search, field: parts.field(at:), ignoredKey: parts.ignoredKey(at:), source: batch.source.name, index: index)
    }

    /// The trace of the field or ignored key at `path` among a station's.
    private func traceLines(_ path: String, fields: [FieldRecord], ignored: [IgnoredKey], source: String,
                            index: Int) throws(CommandFailure) -> [String] {
        var search = TraceSearch(path)
        search.look(atFields: fields, from: 0)
        search.look(atIgnored: ignored, from: 0)
        return try traceLines(search, field: { fields[$0] }, ignoredKey: { ignored[$0] }, source: source, index: index)
    }

    /// The trace of what `search` found, read whole by `field` or `ignoredKey`.
    private func traceLines(_ search: TraceSearch, field: (Int) -> FieldRecord?, ignoredKey: (Int) -> IgnoredKey?, source: String,
                            index: Int) throws(CommandFailure) -> [String] {
        var path = search.path
        let steps: [TraceStep]
        var isDocument = false
        if let ordinal = search.fieldOrdinal, let field = field(ordinal) {
            steps = field.trace
            isDocument = field.path.components.isEmpty
            if search.isFolded { path = FieldLine.path(field) }
        } else if let ordinal = search.ignoredOrdinal, let ignored = ignoredKey(ordinal) {
            steps = ignored.trace
            if search.isFolded { path = ignored.path.description }
        } else {
            throw search.notFound(station: index)
        }
        switch format {
        case .text:
            let shown = isDocument ? FieldLine.documentPath : path
            return ValidationReport.trace(steps, path: shown, source: source, station: index + 1)
        case .json, .ndjson:
            return ["{\"path\":\(JSONWriter.string(path)),\"station\":\(index + 1),\"steps\":["
                + steps.map { JSONWriter.string($0.text) }.joined(separator: ",") + "]}"]
        }
    }

    private func valueLines(batch: Batch<Station>, indices: [Int]) throws(CommandFailure) -> [String] {
        guard !keyPaths.isEmpty else { return [] }
        // Checked against the station's shape first: a key that does not exist fails even
        // where the data would not reach it (a key of the elements of an empty list).
        for keyPath in keyPaths {
            do { try Station.checkKeyPath(keyPath) } catch { throw .usage(SafeText.line(error.message)) }
        }
        return try valueLines(indices: indices.filter { batch.values.indices.contains($0) }) { index, keyPath throws(KeyPathError) in
            try batch.values[index].value(forKeyPath: keyPath)
        }
    }

    /// The `--get` lines of the stations at `indices`, each key path read by `read`; `number`
    /// is the number a station is shown with.
    private func valueLines(indices: [Int], number: (Int) -> Int = { $0 + 1 },
                            _ read: (Int, String) throws(KeyPathError) -> KVCValue) throws(CommandFailure) -> [String] {
        guard !keyPaths.isEmpty else { return [] }
        var lines: [String] = []
        var jsonValues: [String] = []
        for index in indices {
            for keyPath in keyPaths {
                let value: KVCValue
                do { value = try read(index, keyPath) } catch {
                    // In a list, the station it failed in: the others may have what it names.
                    throw .usage(SafeText.line(error.message + (indices.count > 1 ? " (in station \(number(index)))" : "")))
                }
                switch format {
                case .text: lines.append(ValidationReport.getValue(value))
                case .json, .ndjson:
                    jsonValues.append("{\"station\":\(number(index)),\"keyPath\":\(JSONWriter.string(keyPath)),\"value\":\(JSONWriter.value(value))}")
                }
            }
        }
        if format == .json { lines.append("[" + jsonValues.joined(separator: ",") + "]") }
        return lines
    }
}
