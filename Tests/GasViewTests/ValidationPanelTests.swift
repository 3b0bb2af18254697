import GasPrices
import GasView
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
        #expect(line.hasPrefix("Validation  ✓ 6004  ~ 0  ! 3004  ✗ 2  · 1  1–7 of 9011 "))
    }

    @Test func wideEnoughTheWordsStay() throws {
        let line = try Self.headingLine(width: 200, height: 24)
        #expect(line.contains("Validation  ✓ 6004 exact  ~ 0 coerced  ! 3004 defaulted  ✗ 2 dropped  · 1 ignored  1–20 of 9011 "))
    }

    /// Narrower still, the end is cut with `…`: whatever shows is whole or marked as cut.
    @Test(arguments: [40, 44, 47, 52]) func aCutHeadingEndsInAnEllipsis(width: Int) throws {
        let line = try Self.headingLine(width: width, height: 24)
        #expect(line.hasSuffix("…"), "\(line)")
        #expect(TextWidth.of(line) <= width)
    }
}
