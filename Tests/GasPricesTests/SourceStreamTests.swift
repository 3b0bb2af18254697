import Lenient
import Testing
@testable import GasPrices

/// A document read a part at a time with the feed, as `stations --format ndjson` reads it.
@Suite struct SourceStreamTests {
    /// Each part's stations, problems and failure, read in order until a fatal failure.
    static func read(_ text: String, partSize: Int, elementLimit: Int) throws
        -> (stations: Int, problems: [SourceProblem], notKept: Int, failure: SourceFailure?) {
        var stream = try SourceStream(source: SourceText(name: "s.ndjson", bytes: Array(text.utf8)), label: "s", feed: .auto,
                                      partSize: partSize, elementLimit: elementLimit)
        var stations = 0
        var problems: [SourceProblem] = []
        var notKept = 0
        while let part = try stream.next() {
            let load = stream.load(part)
            stations += load.loaded?.count ?? 0
            problems += load.problems
            notKept += load.problemsNotKept
            if let failure = load.failure, load.isFatal { return (stations, problems, notKept, failure) }
        }
        return (stations, problems, notKept, nil)
    }

    /// Until 2026-11-27 a line of NDJSON larger than the most read at a time was reported as
    /// a line that is not JSON ("the other lines were read"), and every line after it was
    /// left out with no error: `stations --format ndjson` exited 0 having dropped them.
    @Test(arguments: [32, 64, 4096])
    func aLineTooLargeToReadIsTheErrorAfterTheLinesBeforeIt(partSize: Int) throws {
        let good = #"{"stationName": "Shell", "price": 3.5}"#
        // Larger than what is read ahead at a time (a megabyte, then 4 MB), so that its end is
        // not in the buffer when the part is cut.
        let large = #"{"stationName": ""# + String(repeating: "x", count: 2_000_000) + #""}"#
        let text = [good, "not json", good, large, good, good].joined(separator: "\n") + "\n"
        let read = try Self.read(text, partSize: partSize, elementLimit: 1000)
        #expect(read.stations == 2)
        #expect(read.problems.map(\.line) == [2], "only the line that is not JSON: \(read.problems)")
        guard case .notJSON(let error)? = read.failure?.reason else {
            Issue.record("no failure: \(String(describing: read.failure))")
            return
        }
        #expect(error.code == .tooLarge)
        #expect(read.failure?.line == 4)
        #expect(read.failure?.column == 1)
        // Under the limit, the same lines are all read.
        let whole = try Self.read(text, partSize: partSize, elementLimit: 4_000_000)
        #expect(whole.stations == 5)
        #expect(whole.failure == nil)
    }

    /// Until 2026-11-28 the line cut for being too large was left out of the problems listed
    /// but still counted among those not listed, when a part held more lines that are not
    /// JSON than are listed: "6 more problems" for 5.
    @Test(arguments: [1 << 14, 1 << 16])
    func aLineTooLargeToReadIsNotCountedAmongTheProblemsNotListed(partSize: Int) throws {
        let good = #"{"stationName": "Shell", "price": 3.5}"#
        let bad = Array(repeating: "not json", count: SourceProblem.limit + 5)
        let large = #"{"stationName": ""# + String(repeating: "x", count: 2_000_000) + #""}"#
        let text = ([good] + bad + [large, good]).joined(separator: "\n") + "\n"
        let read = try Self.read(text, partSize: partSize, elementLimit: 1000)
        #expect(read.stations == 1)
        #expect(read.problems.count == SourceProblem.limit)
        #expect(read.notKept == 5)
        guard case .notJSON(let error)? = read.failure?.reason else {
            Issue.record("no failure: \(String(describing: read.failure))")
            return
        }
        #expect(error.code == .tooLarge)
        #expect(read.failure?.line == SourceProblem.limit + 7)
        // A cut line that is blank was never counted: nothing is taken off.
        let blank = String(repeating: " ", count: 2_000_000)
        let spaces = try Self.read(([good] + bad + [blank, good]).joined(separator: "\n") + "\n", partSize: partSize, elementLimit: 1000)
        #expect(spaces.problems.count == SourceProblem.limit)
        #expect(spaces.notKept == 5)
    }

    /// `text` read whole and read a part at a time with the feed it is told to be: the
    /// stations' names and the problems' places must be the same, with no failure.
    static func requireWholeAndPartsAgree(_ text: String, feed: String, partSize: Int) throws {
        let source = SourceText(name: "s.ndjson", bytes: Array(text.utf8))
        let whole = try SourceLoader.read(source, label: "s", path: nil, feed: .auto)
        #expect(whole.feed == feed)
        #expect(whole.count > 1, "a document of stations")
        var stream = try SourceStream(source: source, label: "s", feed: .auto, partSize: partSize)
        var names: [String] = []
        var problems: [SourceProblem] = []
        while let part = try stream.next() {
            let load = stream.load(part)
            if let loaded = load.loaded { names += (0..<loaded.count).map { loaded.station(at: $0).name } }
            problems += load.problems
            #expect(load.failure == nil)
        }
        #expect(names == (0..<whole.count).map { whole.station(at: $0).name })
        #expect(problems.map { [$0.line, $0.column] } == whole.problems.map { [$0.line, $0.column] })
        #expect(problems.map(\.code) == whole.problems.map(\.code))
    }

    /// Until 2026-11-28 a part of NDJSON whose first line looked like Tankerkönig's error
    /// answer (`"ok": false`) was refused as one, where the whole document, judged by its own
    /// first line, was read (found by `fuzz-feeds`).
    @Test(arguments: [8, 64, 4096])
    func aLaterLineLikeAnErrorAnswerDoesNotRefuseItsPart(partSize: Int) throws {
        let text = [#"{"ok": true, "message": "first", "name": "A"}"#, #"{"ok": false, "message": "m", "name": "B"}"#,
                    #"{"ok": true, "message": "third", "name": "C"}"#].joined(separator: "\n") + "\n"
        try Self.requireWholeAndPartsAgree(text, feed: "tankerkoenig", partSize: partSize)
    }

    /// Until 2026-11-27 the part that begins NDJSON kept the text before the JSON, which the
    /// whole document skips: its first line was "not JSON" and that line's station was lost,
    /// read in parts, and the elements after it were numbered one lower.
    @Test(arguments: [8, 64, 4096])
    func textBeforeNDJSONIsSkippedInPartsAsInTheWholeDocument(partSize: Int) throws {
        // A feed whose server puts its warnings before the JSON (MyGasFeed), one answer or
        // station a line.
        let text = #"<b>Warning</b>: rate limited {"status": {"error": "NO", "code": 200}, "stations": []}"# + "\n"
            + ["A", "B", "C"].map { #"{"station": "\#($0)", "price": "3.10"}"# }.joined(separator: "\n") + "\n"
        try Self.requireWholeAndPartsAgree(text, feed: "mygasfeed", partSize: partSize)
    }

    /// Until 2026-11-27 each part was read by the feed as if it were a document of its own,
    /// told by its own first bytes: a part of Tankerkönig's NDJSON that began with a line
    /// `{"station":` was read as the answer for one station, that line joined to the next.
    @Test(arguments: [8, 30, 4096])
    func everyPartIsReadAsAPartOfTheDocument(partSize: Int) throws {
        let text = #"{"ok": true, "message": "x"}"# + "\n" + #"{"name": "A"}"# + "\n" + #"{"station":"# + "\n" + #"{"name": "B"}"# + "\n"
        try Self.requireWholeAndPartsAgree(text, feed: "tankerkoenig", partSize: partSize)
    }
}
