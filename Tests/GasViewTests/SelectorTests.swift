import GasPrices
import Lenient
import GasView
import Testing

/// The response selector with more labels than fit: a window around the one shown.
@Suite struct SelectorTests {
    static func header(selected: Int, width: Int = 60) -> String {
        let responses = (1...12).map { Fixtures.response(String(format: "station-%02d", $0), "{}") }
        var state = Fixtures.state(width: width, responses: responses)
        state.selectResponse(selected)
        return App.view(state).text(row: 0)
    }

    @Test func theFirstLabelsAndAMarkForTheRest() {
        let header = Self.header(selected: 0)
        #expect(header.contains("[station-01]"))
        #expect(header.hasSuffix(" ›"))
        #expect(!header.contains("‹"))
    }

    @Test func theWindowFollowsTheSelection() {
        let header = Self.header(selected: 11)
        #expect(header.hasSuffix("[station-12]"))
        #expect(header.contains("‹ "))
        #expect(!header.contains("station-01"))
    }

    @Test(arguments: 0..<12)
    func theSelectedLabelIsAlwaysShownAndTheRowFits(_ selected: Int) {
        let header = Self.header(selected: selected)
        #expect(header.contains(String(format: "[station-%02d]", selected + 1)))
        #expect(TextWidth.of(header) <= 60)
    }

    @Test func aLongLabelIsAbbreviated() {
        let responses = [Fixtures.response("a-very-long-file-name", "{}"), Fixtures.response("b", "{}")]
        let header = App.view(Fixtures.state(responses: responses)).text(row: 0)
        #expect(header.contains("[a-very-long…]"))
    }
}

/// Sources whose labels would be the same (`x.json`, `x.ndjson` and `x.jsonl` are each `x`,
/// a file named twice) get labels of their own, so the selector and `render LABEL` tell them
/// apart; until the ninth look the selector read `[x]  x   x` and `x` picked the first.
@Suite struct DistinctLabelTests {
    static func source(_ path: String, _ name: String) throws -> LoadedSource {
        try SourceLoader.read(SourceText(name: path, text: #"{"description": "\#(name)", "price": 1}"#),
                              label: SourceLoader.label(ofPath: path), path: path, feed: .auto)
    }

    @Test func repeatedLabelsAreMadeDistinct() throws {
        var state = Fixtures.state(responses: [])
        for (path, name) in [("d/x.json", "json"), ("d/x.ndjson", "nd"), ("d/X.jsonl", "jl"), ("d/x.json", "again"), ("e/x.json", "other")] {
            state.add(try Self.source(path, name))
        }
        #expect(state.entries.map(\.label) == ["x", "x (ndjson)", "X (jsonl)", "x (json)", "x (2)"])
        let ndjson = state.selectResponse(labeled: "x (ndjson)")
        #expect(ndjson && state.entry?.stationName == "nd")
        let second = state.selectResponse(labeled: "x (2)")
        #expect(second && state.entry?.stationName == "other")
        // A label of its own is kept.
        state.add(try Self.source("d/y.json", "y"))
        #expect(state.entries.last?.label == "y")
    }

    /// A built-in response named twice keeps its letter: `e` finds the response to copy by
    /// it (labelled `A (2)`, it could not be edited: a second reader's finding).
    @Test func aBuiltInKeepsItsLetter() {
        let a = StubResponse.builtIn.filter { $0.label == "A" }
        let state = Fixtures.state(responses: a + a)
        #expect(state.entries.map(\.label) == ["A", "A"])
    }
}
