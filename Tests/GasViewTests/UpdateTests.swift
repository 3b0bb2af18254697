import GasPrices
import GasView
import Lenient
import Testing

/// `App.update` as a pure function of state and message.
@Suite struct UpdateTests {
    /// The parts of the state that keys change, comparable at once.
    struct UI: Equatable, CustomStringConvertible {
        var selected: Int
        var screen: AppState.Screen
        var json, validation, trace, help: Bool
        var field, panelScroll, jsonScroll, traceScroll, helpScroll, compareScroll: Int

        init(_ state: AppState) {
            selected = state.selected
            screen = state.screen
            (json, validation, trace, help) = (state.showsJSON, state.showsValidation, state.showsTrace, state.showsHelp)
            (field, panelScroll, jsonScroll) = (state.selectedFieldIndex, state.panelScroll, state.jsonScroll)
            (traceScroll, helpScroll, compareScroll) = (state.traceScroll, state.helpScroll, state.compareScroll)
        }

        var description: String {
            "selected \(selected) \(screen) json \(json) validation \(validation) trace \(trace) help \(help) field \(field)"
        }
    }

    static func label(_ state: AppState) -> String? { state.entry?.label }

    // MARK: Switching responses

    static let toE: [(keys: [Key], note: String)] = [
        ([.character("E")], "E"), ([.character("5")], "5"),
        ([.left], "← wraps from A"), ([.backTab], "Shift-Tab wraps from A"),
        (Array(repeating: .right, count: 4), "→ four times"), (Array(repeating: .tab, count: 4), "Tab four times"),
        ([.character("4"), .right], "4 then →"), ([.character("D"), .tab], "D then Tab"),
    ]

    @Test(arguments: toE.indices)
    func everyKeySwitchesFromAToE(_ index: Int) {
        var state = Fixtures.state()
        let commands = Fixtures.press(Self.toE[index].keys, &state)
        #expect(Self.label(state) == "E", "\(Self.toE[index].note)")
        #expect(commands.isEmpty)
        #expect(state.screen == .detail)
    }

    static let letters: [(Key, String)] = [
        (.character("a"), "A"), (.character("b"), "B"),
        (.character("A"), "A"), (.character("B"), "B"), (.character("C"), "C"), (.character("D"), "D"), (.character("E"), "E"),
        (.character("1"), "A"), (.character("2"), "B"), (.character("3"), "C"), (.character("4"), "D"), (.character("5"), "E"),
    ]

    @Test(arguments: letters)
    func lettersAndDigitsSelectTheirResponse(_ key: Key, _ label: String) {
        var state = Fixtures.state()
        state.selectResponse(2)
        _ = App.update(&state, .keyPressed(key))
        #expect(Self.label(state) == label)
    }

    @Test func lowercaseCIsCompareNotResponseC() {
        var state = Fixtures.state()
        _ = App.update(&state, .keyPressed(.character("c")))
        #expect(Self.label(state) == "A")
        #expect(state.screen == .compare)
    }

    @Test(arguments: ["6", "9", "0"])
    func digitsBeyondTheResponsesDoNothing(_ digit: Character) {
        var state = Fixtures.state()
        state.selectResponse(1)
        let before = UI(state)
        _ = App.update(&state, .keyPressed(.character(digit)))
        #expect(UI(state) == before)
    }

    @Test func arrowsCycleThroughEveryResponseOfAFolder() {
        let responses = (1...7).map { Fixtures.response("r\($0)", "{\"description\":\"\($0)\"}") }
        var state = Fixtures.state(responses: responses)
        Fixtures.press(Array(repeating: .right, count: 6), &state)
        #expect(Self.label(state) == "r7")
        Fixtures.press([.right], &state)
        #expect(Self.label(state) == "r1")
        Fixtures.press([.character("7")], &state)
        #expect(Self.label(state) == "r7")
    }

    // MARK: Selection across responses

    @Test func theSelectedFieldFollowsItsPath() {
        var state = Fixtures.state()
        let found = state.selectField("price")
        #expect(found)
        Fixtures.press([.character("b")], &state)
        #expect(state.selectedItem?.path == "price")
        #expect(state.selectedItem?.outcome == .coerced)
    }

    @Test func aMissingPathFallsBackToItsParent() {
        var state = Fixtures.state()
        let found = state.selectField("historicalPrices[0].price")
        #expect(found)
        #expect(state.selectedFieldIndex == 11)
        Fixtures.press([.character("E")], &state)
        #expect(state.selectedItem?.path == "historicalPrices")
        #expect(state.selectedFieldIndex == 4)
    }

    @Test func aPathWithoutParentIsClampedToTheNewResponse() {
        let responses = [
            Fixtures.response("X", #"{"description":"x","zzz":1,"yyy":2}"#),
            Fixtures.response("Y", #"{"description":"y"}"#),
            Fixtures.response("Z", "not json"),
        ]
        var state = Fixtures.state(responses: responses)
        #expect(state.entry?.itemCount == 7)
        let found = state.selectField("yyy")
        #expect(found)
        #expect(state.selectedFieldIndex == 6)
        Fixtures.press([.right], &state)
        #expect(state.entry?.itemCount == 5)
        #expect(state.selectedFieldIndex == 4)
        // Z is not JSON: a failure, not a response to switch to; → wraps round to X.
        #expect(state.entries.map(\.label) == ["X", "Y"])
        #expect(state.failures.map(\.code) == ["not_json"])
        Fixtures.press([.right], &state)
        #expect(state.entry?.label == "X")
        #expect(state.selectedItem?.path == "historicalPrices")
    }

    // MARK: Toggles and Esc

    @Test func toggles() {
        var state = Fixtures.state()
        Fixtures.press([.character("r")], &state)
        #expect(state.showsJSON)
        Fixtures.press([.character("r")], &state)
        #expect(!state.showsJSON)
        Fixtures.press([.character("v")], &state)
        #expect(!state.showsValidation)
        Fixtures.press([.character("v")], &state)
        #expect(state.showsValidation)
        Fixtures.press([.character("c")], &state)
        #expect(state.screen == .compare)
        Fixtures.press([.character("c")], &state)
        #expect(state.screen == .detail)
        Fixtures.press([.character("?")], &state)
        #expect(state.showsHelp)
        Fixtures.press([.character("?")], &state)
        #expect(!state.showsHelp)
        Fixtures.press([.function(1)], &state)
        #expect(state.showsHelp)
    }

    @Test func rFromCompareOrTraceShowsTheJSONOnTheDetailScreen() {
        var state = Fixtures.state()
        Fixtures.press([.character("c"), .character("r")], &state)
        #expect(state.screen == .detail && state.showsJSON)
        Fixtures.press([.enter, .character("r")], &state)
        #expect(!state.showsTrace && state.showsJSON)
    }

    @Test func enterOpensTheTraceOfTheSelectedField() {
        var state = Fixtures.state()
        Fixtures.press([.down, .enter], &state)
        #expect(state.showsTrace)
        #expect(state.selectedItem?.path == "price")
    }

    @Test func enterDoesNothingWithoutAField() {
        var state = Fixtures.state(responses: [Fixtures.response("bad", "{")])
        Fixtures.press([.enter], &state)
        #expect(!state.showsTrace)
        var compare = Fixtures.state()
        Fixtures.press([.character("c"), .enter], &compare)
        #expect(!compare.showsTrace)
    }

    @Test func escUnwindsHelpThenTraceThenJSON() {
        var state = Fixtures.state()
        Fixtures.press([.character("r"), .enter, .character("?")], &state)
        #expect(state.showsJSON && state.showsTrace && state.showsHelp)
        Fixtures.press([.escape], &state)
        #expect(state.showsJSON && state.showsTrace && !state.showsHelp)
        Fixtures.press([.escape], &state)
        #expect(state.showsJSON && !state.showsTrace)
        Fixtures.press([.escape], &state)
        #expect(!state.showsJSON)
        let root = UI(state)
        #expect(Fixtures.press([.escape], &state).isEmpty)
        #expect(UI(state) == root)
    }

    @Test func escUnwindsHelpThenCompare() {
        var state = Fixtures.state()
        Fixtures.press([.character("r"), .character("c"), .character("?")], &state)
        Fixtures.press([.escape], &state)
        #expect(state.screen == .compare && !state.showsHelp)
        Fixtures.press([.escape], &state)
        #expect(state.screen == .detail && state.showsJSON)
    }

    @Test func theHelpKeepsTheKeysThatDoNotScrollIt() {
        var state = Fixtures.state()
        Fixtures.press([.character("?")], &state)
        let before = UI(state)
        Fixtures.press([.character("e"), .right, .character("r"), .character("c"), .enter, .character("v")], &state)
        #expect(UI(state) == before)
    }

    // MARK: Quitting

    static let screens: [[Key]] = [[], [.character("r")], [.enter], [.character("c")], [.character("?")]]

    @Test(arguments: screens, [Key.character("q"), .control("c")])
    func qAndCtrlCQuitFromEveryScreen(_ setup: [Key], _ key: Key) {
        var state = Fixtures.state()
        Fixtures.press(setup, &state)
        #expect(App.update(&state, .keyPressed(key)) == [.quit])
    }

    @Test(arguments: [Key.character("x"), .character("Q"), .function(5), .backspace, .control("a")])
    func unboundKeysChangeNothing(_ key: Key) {
        var state = Fixtures.state()
        let before = UI(state)
        #expect(App.update(&state, .keyPressed(key)).isEmpty)
        #expect(UI(state) == before)
    }
}
