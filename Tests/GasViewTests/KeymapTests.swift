import GasPrices
@testable import GasView
import Testing

/// The keymap is one table: keys act as it says, and the help lists it.
@Suite struct KeymapTests {
    static let screens: [AppState.Screen] = [.list, .detail, .compare]

    @Test func everyKeyOfTheTableActsAsItSays() {
        for binding in Keymap.bindings {
            let screens: [AppState.Screen] = switch binding.scope {
            case .everywhere: Self.screens
            case .list: [.list]
            case .detail: [.detail, .compare]
            }
            for screen in screens {
                for (key, action) in binding.actions {
                    #expect(Keymap.action(for: key, on: screen) == action, "\(key) on \(screen)")
                }
            }
        }
    }

    /// A key acts one way on a screen, however many rows of the table name it.
    @Test func noKeyIsBoundTwiceOnAScreen() {
        for screen in Self.screens {
            var seen: [Key: Action] = [:]
            let scope: Keymap.Scope = screen == .list ? .list : .detail
            for binding in Keymap.bindings where binding.scope == scope || binding.scope == .everywhere {
                for (key, action) in binding.actions {
                    if let earlier = seen[key] { #expect(earlier == action, "\(key) on \(screen)") }
                    seen[key] = action
                }
            }
        }
    }

    @Test func theHelpListsEveryRowOfItsScreen() {
        var list = Fixtures.browsing(width: 120, height: 60)
        Fixtures.type([.character("?")], &list)
        let listHelp = App.view(list).text
        // Every station of A–F is priced in US dollars per gallon: `$` has nothing to switch to.
        for binding in Keymap.bindings where binding.scope != .detail && binding.shown != .severalBases {
            #expect(listHelp.contains(binding.text.prefix(40)), "\(binding.text)")
        }
        #expect(!listHelp.contains("next currency"))
        var detail = Fixtures.browsing(width: 120, height: 60)
        Fixtures.type([.enter, .character("?")], &detail)
        let detailHelp = App.view(detail).text
        for binding in Keymap.bindings where binding.scope != .list && binding.shown != .notBrowsing {
            #expect(detailHelp.contains(binding.text.prefix(40)), "\(binding.text)")
        }
        #expect(detailHelp.contains("1–6  A–F  a b  "))
        #expect(!detailHelp.contains("then the JSON  "), "browsing: Esc goes back to the list")
    }

    @Test func theSampleHelpListsNoKeyItCannotUse() {
        var state = Fixtures.state(width: 120, height: 60)
        Fixtures.type([.character("?")], &state)
        let help = App.view(state).text
        #expect(help.contains("1–5  A–E  a b  "))
        #expect(!help.contains("the station list") && !help.contains("table / chart"))
    }
}
