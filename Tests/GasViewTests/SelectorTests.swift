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
