import GasPrices
@testable import GasView
import Testing

/// The validation panel's heading: counts and the visible range, never cut mid-number.
@Suite struct ValidationPanelTests {
    /// A station with dropped elements and thousands of fields.
    static let crowded: StubResponse = {
        let history = (0..<3000).map { #"{"price": \#($0)}"# }.joined(separator: ",")
        return Fixtures.response("H", #"{"description": "x", "bogus": 1, "historicalPrices": [{"price": 1}, 5, "a", \#(history)]}"#)
    }()

    static func headingLine(width: Int, height: Int) throws -> String {
        let state = Fixtures.state(width: width, height: height, responses: [crowded])
        let lines = ScreenName.detail.render(state).text.split(separator: "\n").map(String.init)
        return try #require(lines.first { $0.contains("Validation") })
    }

    /// At 80 columns the counts drop their words so the range fits whole; it used to be cut
    /// to `1–1` with no sign of the cut.
    @Test func theCountsShortenBeforeTheRangeIsCut() throws {
        let line = try Self.headingLine(width: 80, height: 24)
        #expect(line.hasPrefix("Validation  ✓ 6,004  ~ 0  ! 3,004  ✗ 2  · 1  1–7 of 9,011 "))
    }

    @Test func wideEnoughTheWordsStay() throws {
        let line = try Self.headingLine(width: 200, height: 24)
        // Numbers of four digits and more are grouped, as the list's counts are (they were
        // not here until 2026-12-03: `99,724 stations` beside `✓ 900009 exact`).
        #expect(line.contains("Validation  ✓ 6,004 exact  ~ 0 coerced  ! 3,004 defaulted  ✗ 2 dropped  · 1 ignored  1–20 of 9,011 "))
    }

    /// Narrower still, the end is cut with `…`: whatever shows is whole or marked as cut.
    @Test(arguments: [40, 44, 47, 52]) func aCutHeadingEndsInAnEllipsis(width: Int) throws {
        let line = try Self.headingLine(width: width, height: 24)
        #expect(line.hasSuffix("…"), "\(line)")
        #expect(TextWidth.of(line) <= width)
    }
}

/// The raw JSON's heading: the file name gives way before the line range, which is never cut
/// short silently (at 200 columns beside the panel, `of 1200013` showed as `of 120001`).
@Suite struct JSONPaneHeadingTests {
    static func text(_ spans: [Span]) -> String { spans.map(\.text).joined() }

    @Test func wideEnoughEverythingStays() {
        let heading = Self.text(JSONPane.heading(fileName: "huge.json", range: "lines 1–56 of 1200013", width: 60))
        #expect(heading == "JSON  huge.json  lines 1–56 of 1200013")
    }

    @Test func theFileNameIsCutBeforeTheRange() {
        let heading = Self.text(JSONPane.heading(fileName: "huge300k.json", range: "lines 1199955–1200010 of 1200013",
                                                 width: 52))
        #expect(heading.hasSuffix("  lines 1199955–1200010 of 1200013"), "\(heading)")
        #expect(heading.hasPrefix("JSON  huge"), "\(heading)")
        #expect(heading.contains("…"))
        #expect(TextWidth.of(heading) <= 52)
    }

    @Test(arguments: [12, 20, 30, 38]) func tooNarrowTheRangeEndsInAnEllipsis(width: Int) {
        let heading = Self.text(JSONPane.heading(fileName: "huge300k.json", range: "lines 1199955–1200010 of 1200013",
                                                 width: width))
        #expect(heading.hasSuffix("…") || heading.hasSuffix("of 1200013"), "\(heading)")
        #expect(!heading.hasSuffix("of 120001"), "\(heading)")
        #expect(TextWidth.of(heading) <= width, "\(heading)")
    }

    @Test func aShortFileWithoutRangeShowsItsName() {
        #expect(Self.text(JSONPane.heading(fileName: "A.json", range: nil, width: 40)) == "JSON  A.json")
    }
}

/// The note under the title (what the file holds) ends in `…` when it is cut, not mid-word
/// (`F.json holds a list of 24 stations at region.stations; this` at 60 columns until the
/// ninth look).
@Suite struct HeaderNoteTests {
    @Test func aCutNoteEndsInAnEllipsis() throws {
        var state = Fixtures.state(width: 60, height: 24, responses: StubResponse.builtIn.filter { $0.label == "F" })
        _ = Fixtures.press([.enter], &state)
        let lines = ScreenName.detail.render(state).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let note = try #require(lines.first { $0.hasPrefix("F.json holds") })
        #expect(note.hasSuffix("…"), "\(note)")
        #expect(TextWidth.of(note) <= 60)
        var wide = Fixtures.state(width: 200, height: 24, responses: StubResponse.builtIn.filter { $0.label == "F" })
        _ = Fixtures.press([.enter], &wide)
        let whole = ScreenName.detail.render(wide).text.split(separator: "\n").map(String.init).first { $0.hasPrefix("F.json holds") }
        #expect(whole?.hasSuffix("…") == false)
    }
}
