import Foundation
@testable import GasPrices
@testable import GasView
import Lenient
import Testing

/// `update` for editing, watching and reloading: the keys `e`, `R`, `d`, the messages a
/// changed file brings, and what the panel and the change screen then show.
@Suite struct VersionUpdateTests {
    /// A state with a file source `path` (its text `text`) beside the built-ins A–E, as the
    /// app has it after loading, with a scratch folder.
    static func state(path: String = "/data/old.json", text: String) throws -> AppState {
        var state = Fixtures.state(width: 120, height: 40)
        state.scratchFolder = "/scratch"
        let file = try SourceLoader.read(SourceText(name: path, text: text), label: "old", path: path, feed: .auto)
        Fixtures.send([.sourceLoaded(file), .loadingFinished], &state)
        return state
    }

    static func loaded(_ text: String, path: String) throws -> LoadedSource {
        try SourceLoader.read(SourceText(name: path, text: text), label: "old", path: path, feed: .auto)
    }

    static let a = String(decoding: StubResponse.builtIn("A")!.source.bytes, as: UTF8.self)

    @Test func loadingEndsByWatchingEveryFile() throws {
        var state = Fixtures.state()
        let file = try Self.loaded(Self.a, path: "/data/old.json")
        let commands = Fixtures.send([.sourceLoaded(file), .sourceFailed(SourceFailure(source: "/data/broken.json", reason: .emptyFolder)),
                                      .loadingFinished], &state)
        #expect(commands.contains(.watch(["/data/old.json", "/data/broken.json"])))
        // Asked once: the same set again is not sent again.
        #expect(Fixtures.send([.loadingFinished], &state).isEmpty)
    }

    @Test func eOnAFileEditsItWhereItIs() throws {
        var state = try Self.state(text: Self.a)
        state.selectResponse(labeled: "old")
        let commands = Fixtures.press([.character("e")], &state)
        #expect(commands == [.edit(EditRequest(path: "/data/old.json"))])
    }

    @Test func eOnABuiltInEditsAScratchCopyAndNeverTheBuiltIn() throws {
        var state = try Self.state(text: Self.a)
        state.selectResponse(labeled: "B")
        let builtIn = StubResponse.builtIn("B")!.source.bytes
        var commands = Fixtures.press([.character("e")], &state)
        #expect(commands.first == .edit(EditRequest(path: "/scratch/B.json", copyOf: "B")))
        #expect(commands.contains(.watch(["/data/old.json", "/scratch/B.json"])))
        // The editor exits: the copy is read again, never the built-in.
        commands = Fixtures.send([.editorFinished(EditRequest(path: "/scratch/B.json", copyOf: "B"), .exited(command: "vi", status: 0))], &state)
        #expect(commands == [.reload("/scratch/B.json")])
        let edited = String(decoding: builtIn, as: UTF8.self).replacingOccurrences(of: "\"$3.50\"", with: "\"abc\"")
        #expect(edited != String(decoding: builtIn, as: UTF8.self))
        state.selectField("price")
        Fixtures.send([.sourceReloaded(path: "/scratch/B.json", try Self.loaded(edited, path: "/scratch/B.json"))], &state)
        // A new response, B*, shown on the same field, defaulted now; B is as it was.
        #expect(state.entry?.label == "B*")
        #expect(state.selectedItem?.path == "price")
        #expect(state.selectedItem?.outcome == .defaulted)
        let original = state.catalog.sources.first { $0.label == "B" }
        #expect(original?.path == nil)
        #expect(original?.source.bytes == builtIn)
        #expect(StubResponse.builtIn("B")?.source.bytes == builtIn)
        // The panel marks the change against B.
        let item = try #require(state.selectedItem)
        #expect(state.entry?.changeMark(item) == "coerced → defaulted")
        #expect(App.view(state).text.contains("Δ coerced → defaulted"))
        // e on B again edits the copy, where the edits are.
        state.selectResponse(labeled: "B")
        commands = Fixtures.press([.character("e")], &state)
        #expect(commands == [.edit(EditRequest(path: "/scratch/B.json"))])
        #expect(state.entry?.label == "B*")
    }

    @Test func aBuiltInWithoutAScratchFolderIsNotEdited() throws {
        var state = Fixtures.state()
        state.selectResponse(labeled: "A")
        #expect(Fixtures.press([.character("e")], &state).isEmpty)
        #expect(state.notice?.contains("no scratch folder") == true)
    }

    /// A file of several stations read again: the status line counts the stations changed,
    /// added and removed, not only the shown one's fields, and the list is sorted again by
    /// the new prices. Until 2026-12-02 a change to any station but the first said "no field
    /// changed", stations cut or added said nothing, and the list kept its old order (a new
    /// cheapest station stayed last, marked cheapest).
    @Test func aReloadCountsEveryStationAndSortsTheListAgain() throws {
        func file(_ prices: [Double]) -> String {
            let names = ["Alpha", "Bravo", "Charlie", "Delta"]
            return "[" + prices.enumerated().map { #"{"description": "\#(names[$0.offset])", "price": \#($0.element)}"# }.joined(separator: ", ") + "]"
        }
        let path = "/data/three.json"
        var state = Fixtures.state(width: 120, height: 40, responses: [])
        Fixtures.send([.sourceLoaded(try Self.loaded(file([3.1, 3.2, 3.3]), path: path)), .loadingFinished], &state)
        func names() -> [String] { (state.order?.indices ?? []).map { state.catalog.name(Int($0)) } }
        #expect(names() == ["Alpha", "Bravo", "Charlie"])
        Fixtures.send([.sourceReloaded(path: path, try Self.loaded(file([3.1, 3.2, 2.5]), path: path))], &state)
        #expect(state.notice == "Reloaded three.json: 1 of 3 stations changed")
        #expect(names() == ["Charlie", "Alpha", "Bravo"])
        // A filter narrows the new order, not the one before the reload.
        Fixtures.send([.sourceReloaded(path: path, try Self.loaded(file([3.1, 3.2, 2.5, 1.9]), path: path))], &state)
        #expect(state.notice == "Reloaded three.json: 1 added")
        #expect(names() == ["Delta", "Charlie", "Alpha", "Bravo"])
        Fixtures.send([.sourceReloaded(path: path, try Self.loaded(file([3.1, 1.2]), path: path))], &state)
        #expect(state.notice == "Reloaded three.json: 1 of 2 stations changed, 2 removed")
        #expect(names() == ["Bravo", "Alpha"])
        // The shown station's own fields are counted too.
        #expect(AppState.changes(from: try Self.loaded(file([3.1, 3.2]), path: path), to: try Self.loaded(file([3.5, 3.2]), path: path),
                                 shown: 0, fieldsChanged: 1) == "1 of 2 stations changed; the one shown: 1 field (d lists them)")
    }

    @Test func aFileChangedOnDiskIsReadAgainKeepingTheField() throws {
        var state = try Self.state(text: Self.a)
        state.selectResponse(labeled: "old")
        state.selectField("sellsDiesel")
        let commands = Fixtures.send([.fileChanged("/data/old.json")], &state)
        #expect(commands == [.reload("/data/old.json")])
        let changed = Self.a.replacingOccurrences(of: "\"sellsDiesel\": true", with: "\"sellsDiesel\": \"nope\"")
        #expect(changed != Self.a)
        Fixtures.send([.sourceReloaded(path: "/data/old.json", try Self.loaded(changed, path: "/data/old.json"))], &state)
        #expect(state.entry?.label == "old")
        #expect(state.selectedItem?.path == "sellsDiesel")
        #expect(state.selectedItem?.outcome == .defaulted)
        #expect(state.entry?.changeCount == 1)
        #expect(state.notice == "Reloaded old.json: 1 changed (d lists them)")
        // The list holds the new version only once.
        #expect(state.catalog.count == Fixtures.state().catalog.count + 1)
        // d lists the change side by side.
        Fixtures.press([.character("d")], &state)
        #expect(state.screen == .changes)
        let screen = App.view(state).text
        #expect(screen.contains("old against its previous version: 1 changed, 1 worse."))
        #expect(screen.contains("▼ sellsDiesel"))
        #expect(screen.contains("✓ exact true"))
        #expect(screen.contains("! defaulted \"nope\" → false"))
        Fixtures.press([.escape], &state)
        #expect(state.screen == .detail)
    }

    @Test func aFileThatShrinksWhileTheListIsShownNeverShowsAStationThatIsGone() throws {
        let three = "[" + ["One", "Two", "Three"].map { "{\"description\": \"\($0)\", \"price\": 3}" }.joined(separator: ",") + "]"
        var state = try Self.state(path: "/data/list.json", text: three)
        Fixtures.press([.character("l")], &state)
        Fixtures.press([.character("G")], &state)
        let before = state.catalog.count
        // The new version arrives; its order is asked for but not answered yet.
        let commands = App.update(&state, .sourceReloaded(path: "/data/list.json", try Self.loaded("[{\"description\": \"One\"}]", path: "/data/list.json")))
        #expect(state.catalog.count == before - 2)
        #expect(commands.contains { if case .order = $0 { true } else { false } })
        #expect(state.order == nil)
        _ = App.view(state)
        Fixtures.send([], &state)
        for command in commands {
            if case .order(let query, let among, _) = command {
                Fixtures.send([.stationsOrdered(state.catalog.order(query, among: among))], &state)
            }
        }
        #expect(state.order?.indices.count == state.catalog.count)
        #expect(!App.view(state).text.contains("Three"))
    }

    @Test func aStationTooLargeToCompareSaysSoInsteadOfHoldingBothRecords() throws {
        let entries = (0..<35_000).map { "{\"date\": \"2013-02-18\", \"price\": \($0)}" }.joined(separator: ",")
        let big = "{\"description\": \"Big\", \"historicalPrices\": [\(entries)]}"
        var state = try Self.state(path: "/data/big.json", text: big)
        state.selectResponse(labeled: "old")
        Fixtures.send([.sourceReloaded(path: "/data/big.json", try Self.loaded(big.replacingOccurrences(of: "Big", with: "Bigger"), path: "/data/big.json"))], &state)
        #expect(state.entry?.stationName == "Bigger")
        #expect(state.entry?.tooLargeToCompare == true)
        #expect(state.entry?.changes == nil)
        // The news says so, where it said "no field changed" of any edit until 2026-12-03.
        #expect(state.notice == "Reloaded big.json: too large to compare field by field (more than 100,000 fields)")
        Fixtures.press([.character("d")], &state)
        #expect(App.view(state).text.contains("too many to compare here"))
    }

    @Test func theSameBytesAgainChangeNothing() throws {
        var state = try Self.state(text: Self.a)
        let before = state.entries.count
        Fixtures.send([.sourceReloaded(path: "/data/old.json", try Self.loaded(Self.a, path: "/data/old.json"))], &state)
        #expect(state.entries.count == before)
        #expect(state.entries.last?.changes == nil)
        #expect(state.notice == nil)
    }

    @Test func aFileThatDoesNotReadKeepsItsLastGoodVersion() throws {
        var state = try Self.state(text: Self.a)
        state.selectResponse(labeled: "old")
        let failure = SourceFailure(source: "/data/old.json", reason: .notJSON(JSONSyntaxError(.unexpectedEnd, at: 10)))
        Fixtures.send([.reloadFailed(path: "/data/old.json", failure)], &state)
        #expect(state.reloadErrors == [failure])
        #expect(state.entry?.stationName == "7/11 Fake St.")
        #expect(App.view(state).text.contains("(the last good version is shown; R reloads)"))
        // R reads it again; a good version clears the error.
        #expect(Fixtures.press([.character("R")], &state) == [.reload("/data/old.json")])
        Fixtures.send([.sourceReloaded(path: "/data/old.json", try Self.loaded(Self.a.replacingOccurrences(of: "3.50", with: "3.60"), path: "/data/old.json"))], &state)
        #expect(state.reloadErrors.isEmpty)
        #expect(state.entry?.changeCount == 1)
    }

    @Test func aFileThatFailedAtStartJoinsOnceItReads() throws {
        var state = Fixtures.state()
        Fixtures.send([.sourceFailed(SourceFailure(source: "/data/late.json", reason: .emptyList(key: nil))), .loadingFinished], &state)
        let count = state.entries.count
        Fixtures.send([.sourceReloaded(path: "/data/late.json", try Self.loaded(Self.a, path: "/data/late.json"))], &state)
        #expect(state.entries.count == count + 1)
        #expect(state.failures.isEmpty)
    }

    @Test func rOnABuiltInSaysItNeverChanges() {
        var state = Fixtures.state()
        #expect(Fixtures.press([.character("R")], &state).isEmpty)
        #expect(state.notice?.contains("built in and never changes") == true)
        // The next key clears the notice.
        Fixtures.press([.down], &state)
        #expect(state.notice == nil)
    }

    @Test func anEditorThatFailsIsNamed() throws {
        var state = try Self.state(text: Self.a)
        let request = EditRequest(path: "/data/old.json")
        let commands = Fixtures.send([.editorFinished(request, .exited(command: "nano", status: 127))], &state)
        #expect(commands == [.reload("/data/old.json")])
        #expect(state.notice == "The editor (nano) exited with status 127: not found? Set VISUAL or EDITOR")
        #expect(Fixtures.send([.editorFinished(request, .failed("could not start /bin/sh"))], &state).isEmpty)
        #expect(state.notice == "Could not edit: could not start /bin/sh")
    }

    /// The first e on a built-in with an editor that fails: the copy is still made and shown,
    /// and its notice says what the editor did too (until 2026-12-03 the copy's notice alone
    /// was shown, and the failure only on a second e).
    @Test func anEditorThatFailsOnAFirstCopyIsNamedWithTheCopy() throws {
        var state = try Self.state(text: Self.a)
        state.selectResponse(labeled: "B")
        let request = EditRequest(path: "/scratch/B.json", copyOf: "B")
        #expect(Fixtures.press([.character("e")], &state).first == .edit(request))
        #expect(Fixtures.send([.editorFinished(request, .exited(command: "nosuchedit", status: 127))], &state) == [.reload("/scratch/B.json")])
        let copy = String(decoding: StubResponse.builtIn("B")!.source.bytes, as: UTF8.self)
        Fixtures.send([.sourceReloaded(path: "/scratch/B.json", try Self.loaded(copy, path: "/scratch/B.json"))], &state)
        #expect(state.entry?.label == "B*")
        #expect(state.notice == "The editor (nosuchedit) exited with status 127: not found? Set VISUAL or EDITOR. "
            + "B* is a copy of B in /scratch/B.json; B itself is unchanged")
        // Said once: a later reload of the copy has its own news.
        #expect(state.editorNotice == nil)
    }

    /// e on a station of a built-in list (F's fourth): the copy opens on that station, where
    /// it opened on the first until 2026-12-03.
    @Test func aCopyOfAListOpensOnTheStationShown() throws {
        var state = Fixtures.browsing(width: 120, height: 40)
        state.scratchFolder = "/scratch"
        state.selectResponse(labeled: "F")
        let index = try #require(state.catalog.sources.firstIndex { $0.label == "F" })
        state.show(station: 3, ofSource: index)
        state.screen = .detail
        let name = state.entry?.stationName
        #expect(name != nil && name != state.catalog.sources[index].station(at: 0).name)
        let request = EditRequest(path: "/scratch/F.json", copyOf: "F")
        #expect(Fixtures.press([.character("e")], &state).first == .edit(request))
        Fixtures.send([.editorFinished(request, .exited(command: "true", status: 0))], &state)
        let copy = String(decoding: StubResponse.builtIn("F")!.source.bytes, as: UTF8.self)
        Fixtures.send([.sourceReloaded(path: "/scratch/F.json", try Self.loaded(copy, path: "/scratch/F.json"))], &state)
        #expect(state.entry?.label == "F*")
        #expect(state.entry?.stationIndex == 3)
        #expect(state.entry?.stationName == name)
    }

    @Test func dWithoutAnEarlierVersionSaysHowToGetOne() {
        var state = Fixtures.state()
        Fixtures.press([.character("d")], &state)
        #expect(state.screen == .changes)
        #expect(App.view(state).text.contains("A has no earlier version to compare with."))
        Fixtures.press([.character("d")], &state)
        #expect(state.screen == .detail)
    }

    /// A source read from a pipe (`<(…)`, a named pipe) as the app has it after loading.
    static func piped(_ state: inout AppState) throws {
        var pipe = try SourceLoader.read(SourceText(name: "/dev/fd/63", text: Self.a), label: "63", path: "/dev/fd/63", feed: .auto)
        pipe.isReadOnce = true
        Fixtures.send([.sourceLoaded(pipe), .loadingFinished], &state)
        state.selectResponse(labeled: "63")
    }

    /// Until the eleventh look the footer offered `e` on a pipe, `e` then failed in the
    /// backend, `R` left a lasting error that said "R reloads", and `R` on the list read the
    /// pipe "again" with it: a pipe is read once, so each is said at once and nothing is asked.
    @Test func aPipeIsNeitherEditedNorReadAgain() throws {
        var state = try Self.state(text: Self.a)
        try Self.piped(&state)
        #expect(state.entry?.label == "63")
        #expect(!state.watched.contains("/dev/fd/63"))
        #expect(state.watched.contains("/data/old.json"))
        let footer = App.view(state).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(!footer.contains("e edit"), "\(footer)")
        #expect(Fixtures.press([.character("e")], &state).isEmpty)
        #expect(state.notice == "Could not edit: /dev/fd/63 is a pipe, read once: it has no file to edit")
        #expect(Fixtures.press([.character("R")], &state).isEmpty)
        #expect(state.notice == "/dev/fd/63 is a pipe, read once when it was named: it is not read again")
        #expect(state.reloadErrors.isEmpty)
        // On the list, R reads every file again but the pipe.
        Fixtures.press([.character("l")], &state)
        #expect(state.screen == .list)
        #expect(Fixtures.press([.character("R")], &state) == [.reload("/data/old.json")])
        // A file beside it still offers e.
        state.screen = .detail
        state.selectResponse(labeled: "old")
        #expect(App.view(state).text.split(separator: "\n").last.map(String.init)?.contains("e edit") == true)
    }

    /// A watched file that became a pipe is read again when it is a file again, not by `R`.
    @Test func aFileThatBecameAPipeDoesNotOfferR() throws {
        var state = try Self.state(text: Self.a)
        state.selectResponse(labeled: "old")
        Fixtures.send([.reloadFailed(path: "/data/old.json", SourceFailure(source: "/data/old.json", reason: .pipeNotReadAgain))], &state)
        let text = App.view(state).text
        #expect(text.contains("(the last good version is shown)"))
        #expect(!text.contains("R reloads"))
    }
}

/// The tour: made from the records, stepping with `space` and `b`.
@Suite struct TourTests {
    @Test func theTourStepsThroughAToEFromTheRecords() throws {
        var state = Fixtures.state(width: 120, height: 40)
        Fixtures.press([.character("t")], &state)
        let tour = try #require(state.tour)
        #expect(tour.steps.first?.label == "A")
        #expect(tour.steps.map(\.label) == ["A", "B", "B", "B", "B", "C", "C", "C", "C", "D", "E", "E", "E", "E", "E"])
        #expect(state.showsJSON && state.showsValidation)
        #expect(App.view(state).text.contains("Tour 1/15  A, the reference"))
        Fixtures.press([.character(" ")], &state)
        #expect(state.entry?.label == "B")
        #expect(state.selectedItem?.path == "price")
        #expect(App.view(state).text.contains("B · price: \"$3.50\" where A has 3.50 → coerced to 3.5 (currency_text"))
        // The raw JSON marks the field's line.
        #expect(App.view(state).text.contains("▸ 3 │"))
        Fixtures.press([.character("b")], &state)
        #expect(state.tour?.index == 0)
        #expect(state.entry?.label == "A")
        Fixtures.press([.character("b")], &state)
        #expect(state.tour?.index == 0, "b stops at the first step")
        Fixtures.press([.escape], &state)
        #expect(state.tour == nil)
        // b is response B again.
        Fixtures.press([.character("b")], &state)
        #expect(state.entry?.label == "B")
    }

    @Test func aTourWithoutTheResponsesLoadsThemFirst() throws {
        var state = AppState(timeZone: Fixtures.newYork, width: 80, height: 24, now: Fixtures.now)
        let commands = Fixtures.press([.character("t")], &state)
        #expect(commands == [.load(["A", "B", "C", "D", "E"])])
        #expect(state.tour == nil)
        let sources = Fixtures.sources(Array(StubResponse.samples.prefix(5)))
        Fixtures.send(sources.map { .sourceLoaded($0) } + [.loadingFinished], &state)
        #expect(state.tour?.steps.count == 15)
        #expect(state.entry?.label == "A")
    }

    @Test func theStepsFollowTheRules() throws {
        // A record where B's price became exact: the tour has no step for it.
        let records = try ["A", "B"].map { label in try SourceLoader.read(StubResponse.builtIn(label)!.source, label: label, path: nil, feed: .auto) }
        let entries = records.map { ResponseEntry($0, station: 0) }
        var b = try #require(records[1].record(at: 0))
        for index in b.fields.indices where b.fields[index].path == "price" {
            b.fields[index].outcome = .exact
            b.fields[index].rule = nil
            b.fields[index].input = "3.50"
            b.fields[index].inputKind = .number
        }
        let tour = Tour(entries, records: [records[0].record(at: 0), b])
        #expect(!tour.steps.contains { $0.path == "price" })
        #expect(tour.steps.contains { $0.path == "sellsDiesel" })
    }

}
