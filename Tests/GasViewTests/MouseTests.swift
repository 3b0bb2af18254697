import GasPrices
import GasView
import Testing

/// `Message.mouse`: clicks and the wheel, hit-tested against the screen as it is drawn.
@Suite struct MouseTests {
    static func click(_ x: Int, _ y: Int, _ state: inout AppState) -> [Command] {
        Fixtures.send([.mouse(.click(x: x, y: y))], &state)
    }

    /// The column of `text` in row `y` of the screen.
    static func column(of text: String, row y: Int, _ state: AppState) throws -> Int {
        let row = App.view(state).text(row: y)
        let range = try #require(row.range(of: text))
        return row.distance(from: row.startIndex, to: range.lowerBound)
    }

    @Test func aClickSelectsAListRowAndASecondOneOpensIt() {
        var state = Fixtures.browsing()
        _ = Self.click(10, 5, &state)
        #expect(state.listRow == 3 && state.screen == .list)
        _ = Self.click(40, 5, &state)
        #expect(state.screen == .detail)
        #expect(state.entry?.stationName == "Valero Ferry St")
    }

    @Test func clicksBelowTheRowsOrWithTheHelpOpenDoNothing() {
        var state = Fixtures.browsing()
        Fixtures.type(Fixtures.keys("/zzz") + [.enter], &state)
        _ = Self.click(10, 5, &state)
        #expect(state.listRow == 0 && state.screen == .list)
        var help = Fixtures.browsing()
        Fixtures.type([.character("?")], &help)
        _ = Self.click(10, 5, &help)
        #expect(help.listRow == 0 && help.showsHelp)
    }

    @Test func aClickOnAColumnHeadingSortsByItAndAgainReverses() throws {
        var state = Fixtures.browsing()
        let name = try Self.column(of: "Name", row: 1, state)
        _ = Self.click(name + 1, 1, &state)
        #expect(state.query.sort == .name && !state.query.reversed)
        #expect(state.order?.query.sort == .name)
        _ = Self.click(name, 1, &state)
        #expect(state.query.sort == .name && state.query.reversed)
        let age = try Self.column(of: "Age", row: 1, state)
        _ = Self.click(age, 1, &state)
        #expect(state.query.sort == .updated)
        let zip = try Self.column(of: "Zip", row: 1, state)
        #expect(Self.click(zip, 1, &state).isEmpty, "the postcode does not sort")
    }

    @Test func theWheelScrollsTheListAndKeepsTheSelectionInView() {
        var state = Fixtures.browsing()
        Fixtures.send([.mouse(.wheelDown(x: 10, y: 10))], &state)
        #expect(state.listScroll == 3 && state.listRow == 3)
        Fixtures.send(Array(repeating: .mouse(.wheelDown(x: 10, y: 10)), count: 10), &state)
        #expect(state.listScroll == 8 && state.listRow == 8, "29 rows, 21 shown")
        Fixtures.send([.mouse(.wheelUp(x: 10, y: 10))], &state)
        #expect(state.listScroll == 5 && state.listRow == 8, "still in view: it stays")
    }

    @Test func aClickOnAResponseLabelShowsIt() throws {
        var state = Fixtures.state()
        let c = try Self.column(of: " C ", row: 0, state) + 1
        _ = Self.click(c, 0, &state)
        #expect(state.entry?.label == "C")
        let e = try Self.column(of: " E", row: 0, state) + 1
        _ = Self.click(e, 0, &state)
        #expect(state.entry?.label == "E")
        let prefix = try Self.column(of: "Response", row: 0, state)
        _ = Self.click(prefix, 0, &state)
        #expect(state.entry?.label == "E", "the word Response is no label")
    }

    @Test func aClickOnAPanelLineSelectsThatField() {
        var state = Fixtures.state()
        // 80×24: the panel's heading is on row 10, its lines below.
        _ = Self.click(5, 13, &state)
        #expect(state.selectedItem?.path == "sellsDiesel")
        _ = Self.click(5, 10, &state)
        #expect(state.selectedItem?.path == "sellsDiesel", "the heading is no field")
        _ = Self.click(5, 4, &state)
        #expect(state.selectedItem?.path == "sellsDiesel", "the table is no field")
    }

    @Test func theWheelScrollsThePanelAndTheJSON() {
        var state = Fixtures.state(width: 80, height: 16)
        // 16 rows: 13 of body, 8 of table: 4 panel lines for 12 fields.
        Fixtures.send([.mouse(.wheelDown(x: 5, y: 12))], &state)
        #expect(state.panelScroll == 3 && state.selectedFieldIndex == 0)
        Fixtures.send([.mouse(.wheelDown(x: 5, y: 12)), .mouse(.wheelDown(x: 5, y: 12))], &state)
        #expect(state.panelScroll == 8)
        var json = Fixtures.state()
        Fixtures.type([.character("r")], &json)
        Fixtures.send([.mouse(.wheelDown(x: 5, y: 4))], &json)
        #expect(json.jsonScroll == 3)
        Fixtures.send([.mouse(.wheelUp(x: 5, y: 4))], &json)
        #expect(json.jsonScroll == 0)
    }

    @Test func theWheelScrollsTheHelpTheTraceAndCompare() {
        var state = Fixtures.state(width: 60, height: 12)
        Fixtures.type([.character("?")], &state)
        Fixtures.send([.mouse(.wheelDown(x: 5, y: 5))], &state)
        #expect(state.helpScroll == 3)
        Fixtures.type([.escape, .character("b"), .down, .enter], &state)
        Fixtures.send([.mouse(.wheelDown(x: 5, y: 5))], &state)
        #expect(state.traceScroll == 3)
        Fixtures.type([.character("c")], &state)
        Fixtures.send([.mouse(.wheelDown(x: 5, y: 5))], &state)
        #expect(state.compareScroll == 3)
    }

    @Test func aTooSmallScreenTakesNoClick() {
        var state = Fixtures.browsing(width: 30, height: 8)
        _ = Self.click(5, 4, &state)
        #expect(state.listRow == 0)
    }
}
