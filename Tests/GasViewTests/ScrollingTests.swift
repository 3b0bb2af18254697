import GasPrices
import GasView
import Lenient
import Testing

/// `App.update` moving the selection and scrolling, within bounds, at any size.
@Suite struct ScrollingTests {
    @Test func theFieldSelectionStopsAtBothEnds() {
        var state = Fixtures.state()
        Fixtures.press([.up, .character("k")], &state)
        #expect(state.selectedFieldIndex == 0)
        Fixtures.press(Array(repeating: .down, count: 20), &state)
        #expect(state.selectedFieldIndex == 11)
        Fixtures.press([.character("g")], &state)
        #expect(state.selectedFieldIndex == 0)
        Fixtures.press([.character("G")], &state)
        #expect(state.selectedFieldIndex == 11)
        Fixtures.press([.home, .character("j")], &state)
        #expect(state.selectedFieldIndex == 1)
        Fixtures.press([.end], &state)
        #expect(state.selectedFieldIndex == 11)
    }

    @Test func thePanelScrollsToKeepTheSelectionInView() {
        // With the raw JSON shown at 80×24 the panel has 9 rows for 12 fields.
        var state = Fixtures.state()
        Fixtures.press([.character("r"), .character("G")], &state)
        #expect(state.selectedFieldIndex == 11)
        #expect(state.panelScroll == 3)
        Fixtures.press([.character("g")], &state)
        #expect(state.panelScroll == 0)
        Fixtures.press([.pageDown], &state)
        #expect(state.selectedFieldIndex == 0, "PgDn scrolls the JSON, not the selection")
    }

    @Test func pagesMoveTheSelectionWithoutTheJSON() {
        var state = Fixtures.state(width: 80, height: 20)
        Fixtures.press([.pageDown], &state)
        #expect(state.selectedFieldIndex == 8)
        Fixtures.press([.pageDown, .pageDown], &state)
        #expect(state.selectedFieldIndex == 11)
        Fixtures.press([.pageUp, .pageUp], &state)
        #expect(state.selectedFieldIndex == 0)
    }

    @Test func theJSONScrollsWithinItsLines() {
        var state = Fixtures.state()
        Fixtures.press([.character("r")], &state)
        #expect(state.jsonScroll == 0)
        Fixtures.press([.pageDown], &state)
        #expect(state.jsonScroll == 7, "17 lines, 10 shown")
        Fixtures.press([.pageDown, .pageDown], &state)
        #expect(state.jsonScroll == 7)
        Fixtures.press([.pageUp, .pageUp], &state)
        #expect(state.jsonScroll == 0)
    }

    @Test func theJSONFollowsTheSelectedField() {
        var state = Fixtures.state()
        Fixtures.press([.character("r"), .character("G")], &state)
        // historicalPrices[0].price sits on line 14: lines 5–14 are shown.
        #expect(state.jsonScroll == 4)
        Fixtures.press([.character("g")], &state)
        #expect(state.jsonScroll == 0)
    }

    @Test func theTraceScrollsWithinItsLines() {
        var state = Fixtures.state(width: 60, height: 12)
        Fixtures.press([.character("b"), .down, .enter], &state)
        Fixtures.press(Array(repeating: .down, count: 40), &state)
        let bottom = state.traceScroll
        #expect(bottom > 0)
        Fixtures.press([.pageDown, .character("G"), .character("j")], &state)
        #expect(state.traceScroll == bottom)
        Fixtures.press([.character("k")], &state)
        #expect(state.traceScroll == bottom - 1)
        Fixtures.press([.pageUp, .pageUp, .pageUp, .character("g")], &state)
        #expect(state.traceScroll == 0)
        #expect(state.selectedFieldIndex == 1, "scrolling a trace does not move the selection")
    }

    @Test func theHelpScrollsOnASmallTerminal() {
        var state = Fixtures.state(width: 60, height: 12)
        Fixtures.press([.character("?"), .character("G")], &state)
        let bottom = state.helpScroll
        #expect(bottom > 0)
        Fixtures.press([.down], &state)
        #expect(state.helpScroll == bottom)
        Fixtures.press([.character("g")], &state)
        #expect(state.helpScroll == 0)
    }

    // MARK: Resizing

    @Test func resizingSetsTheSizeAndKeepsTheSelectionInView() {
        var state = Fixtures.state()
        Fixtures.press([.character("G")], &state)
        #expect(state.panelScroll == 0)
        #expect(App.update(&state, .resized(width: 80, height: 16)).isEmpty)
        #expect(state.width == 80 && state.height == 16)
        // 16 rows: 13 of body, 8 of table, the heading: 4 rows for 12 fields.
        #expect(state.panelScroll == 8)
        _ = App.update(&state, .resized(width: 120, height: 40))
        #expect(state.panelScroll == 0)
    }

    @Test func resizingClampsTheScrolls() {
        var state = Fixtures.state(width: 60, height: 12)
        Fixtures.press([.down, .enter, .character("G")], &state)
        #expect(state.traceScroll > 0)
        _ = App.update(&state, .resized(width: 120, height: 40))
        #expect(state.traceScroll == 0)
    }

    @Test func aNegativeSizeIsTakenAsZero() {
        var state = Fixtures.state()
        _ = App.update(&state, .resized(width: -3, height: -1))
        #expect(state.width == 0 && state.height == 0)
        #expect(App.view(state).text == "")
    }
}
