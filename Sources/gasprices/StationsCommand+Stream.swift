import ArgumentParser
import GasPrices
import GasView
import Lenient

extension StationsCommand {
    /// `--format ndjson`: one station a line, in each source's order, written as each is read
    /// a part at a time (docs/output-format.md, "NDJSON").
    func runStream(_ arguments: [String]) throws {
        let query = queryOptions.applied(to: StationQuery())
        var output = StandardOutput()
        defer { output.flush() }
        var complete = true
        var remaining = limit ?? Int.max
        for argument in arguments where remaining > 0 {
            let paths: [String]
            if argument == ByteReader.standardInputPath || StubResponse.builtIn(argument) != nil {
                paths = [argument]
            } else {
                do {
                    paths = try SourceLoader.requests(for: argument).compactMap { request in
                        if case .file(let path) = request { path } else { nil }
                    }
                } catch {
                    SourceDiagnostics.print(["gasprices: error: " + SafeText.line(error.message)])
                    complete = false
                    continue
                }
            }
            for path in paths where remaining > 0 {
                if !stream(path, query: query, remaining: &remaining, output: &output) { complete = false }
            }
        }
        if !complete { throw ExitCode(1) }
    }

    /// Writes the stations of one source; whether it was read to its end.
    private func stream(_ argument: String, query: StationQuery, remaining: inout Int, output: inout StandardOutput) -> Bool {
        var stream: SourceStream
        do {
            if let response = StubResponse.builtIn(argument) {
                stream = try SourceStream(source: response.source, label: response.label, feed: sourceOptions.feedChoice,
                                          partSize: partSize ?? SourceStream.defaultPartSize)
            } else {
                stream = try SourceStream(path: argument, feed: sourceOptions.feedChoice,
                                          partSize: partSize ?? SourceStream.defaultPartSize)
            }
        } catch {
            output.flush()
            SourceDiagnostics.print(["gasprices: error: " + CommandFailure.streamStopped(error).message])
            return false
        }
        var warnings = StreamWarnings(source: stream.name)
        // How many warnings were not listed comes before the source's error, if any.
        func fail(_ message: String) -> Bool {
            warnings.finish(after: &output)
            output.flush()
            SourceDiagnostics.print(["gasprices: error: " + message])
            return false
        }
        // Whether any part held a station, whether or not the query took it.
        var held = false
        var quiet: [SourceFailure] = []
        // Why no part held a station, should none hold one.
        var empty: SourceFailure? = nil
        while remaining > 0 {
            let part: DocumentStream.Part
            do {
                guard let next = try stream.next() else { break }
                part = next
            } catch {
                return fail(CommandFailure.streamStopped(error).message)
            }
            let load = stream.load(part)
            empty = load.adding(empty)
            if let loaded = load.loaded {
                held = held || loaded.count > 0
                let catalog = Catalog(sources: [loaded])
                for index in catalog.selection(query).prefix(remaining) {
                    output.json { buffer in
                        StationsJSON.station(catalog, Int(index), indexOffset: load.firstIndex, into: &buffer)
                        buffer.append("\n")
                    }
                    remaining -= 1
                }
            }
            warnings.add(load.problems, notKept: load.problemsNotKept, after: &output)
            if let failure = load.failure {
                if load.isFatal { return fail(SafeText.line(failure.message)) }
                quiet.append(failure)
            }
        }
        // Parts that held no station are warnings while another part held some.
        if !held, let first = quiet.first ?? empty, remaining > 0 { return fail(SafeText.line(first.message)) }
        quiet.forEach { warnings.add($0, after: &output) }
        warnings.finish(after: &output)
        return true
    }
}
