/// What a key asks for; ``App/update(_:_:)`` decides what it means on the screen shown.
enum Action: Equatable {
    case quit
    /// The response at this position (`1`–`9`).
    case selectIndex(Int)
    /// The response labelled with this letter (`A`–`F`, and `a b`).
    case selectLabel(String)
    case next, previous
    case up, down, pageUp, pageDown, top, bottom
    case enter, toggleJSON, toggleValidation, toggleCompare, toggleHelp, back
    /// The station list (`l`).
    case showList
    /// The price history as a table or a chart (`h`).
    case toggleChart
    /// The list's next sort (`s`), the other direction (`S`), the next fuel (`f`), the next
    /// price basis (`$`).
    case cycleSort, reverseSort, cycleFuel, cycleBasis
    /// Type a filter (`/`).
    case startFilter
    /// The response shown in the user's editor (`e`).
    case edit
    /// The shown response's file read again; on the list, every file (`R`).
    case reload
    /// What changed since the previous version (`d`).
    case toggleChanges
    /// The tour of the sample's responses (`t`); in it, the next step and the one before
    /// (`space`, `b`).
    case tour, tourNext, tourBack
}

/// The key bindings, in one table that every reader shares: ``Keymap/action(for:on:)``
/// handles keys with it, the help overlay lists it (and `docs/screens.md` follows).
enum Keymap {
    /// Where a binding acts: on every screen, on the list, or on the detail screen and what
    /// lies over it (the trace, compare).
    enum Scope: Equatable {
        case everywhere, list, detail
    }

    /// When the help lists a binding (it acts regardless).
    enum Shown: Equatable {
        case always
        /// Only when browsing a list of stations (``AppState/browses``).
        case browsing
        /// Only when not browsing: one station per source, as the sample app.
        case notBrowsing
        /// Only when the station shown has a price history to chart.
        case withHistory
        /// Only when the stations are priced in more than one currency or unit.
        case severalBases
    }

    /// How the help writes a binding's keys.
    enum Keys: Equatable {
        case text(String)
        /// `1–5  A–E  a b`: as many digits as there are responses, the letters there are.
        case responses
    }

    /// One row of the table: keys and what each asks for, and how the help shows them.
    struct Binding {
        var keys: Keys
        var actions: [(key: Key, action: Action)]
        var text: String
        var scope: Scope
        var shown = Shown.always
    }

    static func character(_ character: Character) -> Key { .character(character) }

    /// Lowercase `c` is compare, `d` the changes, `e` edit and `f` the list's fuel, so
    /// responses C to F are uppercase (or `3`–`6`).
    static let responseLetters: [Character] = ["a", "b", "A", "B", "C", "D", "E", "F"]

    /// Every binding, in the order the help lists them.
    static let bindings: [Binding] = [
        // The detail screen.
        Binding(keys: .responses,
                actions: (1...9).map { (character(Character(String($0))), .selectIndex($0 - 1)) }
                    + responseLetters.map { (character($0), .selectLabel($0.uppercased())) },
                text: "show that response (c d e f are other keys)", scope: .detail),
        Binding(keys: .text("← →  Tab  Shift-Tab"),
                actions: [(.left, .previous), (.backTab, .previous), (.right, .next), (.tab, .next)],
                text: "previous / next response", scope: .detail),
        Binding(keys: .text("↑ ↓  j k"), actions: [(.up, .up), (.down, .down), (character("k"), .up), (character("j"), .down)],
                text: "move the field selection, or scroll", scope: .detail),
        Binding(keys: .text("PgUp PgDn"), actions: [(.pageUp, .pageUp), (.pageDown, .pageDown)],
                text: "a page up / down (scroll the raw JSON when shown)", scope: .detail),
        Binding(keys: .text("g G  Home End"), actions: [(character("g"), .top), (character("G"), .bottom), (.home, .top), (.end, .bottom)],
                text: "first / last", scope: .detail),
        Binding(keys: .text("Enter"), actions: [(.enter, .enter)], text: "trace the selected field", scope: .detail),
        Binding(keys: .text("r"), actions: [(character("r"), .toggleJSON)], text: "View JSON / Hide JSON", scope: .detail),
        Binding(keys: .text("v"), actions: [(character("v"), .toggleValidation)], text: "validation panel on / off", scope: .detail),
        Binding(keys: .text("c"), actions: [(character("c"), .toggleCompare)], text: "compare every response", scope: .detail),
        Binding(keys: .text("h"), actions: [(character("h"), .toggleChart)], text: "price history: table / chart",
                scope: .detail, shown: .withHistory),
        Binding(keys: .text("l"), actions: [(character("l"), .showList)], text: "the station list", scope: .detail, shown: .browsing),
        Binding(keys: .text("e"), actions: [(character("e"), .edit)],
                text: "edit in $VISUAL or $EDITOR (a built-in one as B*)", scope: .detail),
        Binding(keys: .text("d"), actions: [(character("d"), .toggleChanges)],
                text: "what changed since the previous version", scope: .detail),
        Binding(keys: .text("R"), actions: [(character("R"), .reload)], text: "read its file again (files reload on change)", scope: .detail),
        Binding(keys: .text("t"), actions: [(character("t"), .tour)], text: "tour A–E: space next, b back, t ends",
                scope: .detail),
        Binding(keys: .text("click  wheel"), actions: [], text: "show a response, select a field; scroll",
                scope: .detail, shown: .browsing),
        // The station list.
        Binding(keys: .text("↑ ↓  j k"), actions: [(.up, .up), (.down, .down), (character("k"), .up), (character("j"), .down)],
                text: "move the selection", scope: .list),
        Binding(keys: .text("PgUp PgDn"), actions: [(.pageUp, .pageUp), (.pageDown, .pageDown)], text: "a page up / down", scope: .list),
        Binding(keys: .text("g G  Home End"), actions: [(character("g"), .top), (character("G"), .bottom), (.home, .top), (.end, .bottom)],
                text: "first / last", scope: .list),
        Binding(keys: .text("Enter"), actions: [(.enter, .enter)], text: "open the station: its fields, history, JSON", scope: .list),
        Binding(keys: .text("s"), actions: [(character("s"), .cycleSort)], text: "sort by price, name, city, updated", scope: .list),
        Binding(keys: .text("S"), actions: [(character("S"), .reverseSort)], text: "reverse the sort", scope: .list),
        Binding(keys: .text("f"), actions: [(character("f"), .cycleFuel)], text: "next fuel", scope: .list),
        Binding(keys: .text("$"), actions: [(character("$"), .cycleBasis)],
                text: "next currency and unit: prices are listed and compared only within one", scope: .list, shown: .severalBases),
        Binding(keys: .text("/"), actions: [(character("/"), .startFilter)],
                text: "filter by name, brand, city or postcode: type, Enter keeps it, Esc clears it", scope: .list),
        Binding(keys: .text("R"), actions: [(character("R"), .reload)], text: "read every file again", scope: .list),
        Binding(keys: .text("t"), actions: [(character("t"), .tour)], text: "tour A–E, the sample's responses", scope: .list),
        Binding(keys: .text("click  wheel"), actions: [], text: "select a row (click it again to open it); scroll", scope: .list),
        // Everywhere.
        Binding(keys: .text("?  F1"), actions: [(character("?"), .toggleHelp), (.function(1), .toggleHelp)],
                text: "this help", scope: .everywhere),
        Binding(keys: .text("Esc"), actions: [(.escape, .back)], text: "close the help, the trace, compare, then the JSON",
                scope: .detail, shown: .notBrowsing),
        Binding(keys: .text("Esc"), actions: [(.escape, .back)], text: "close the help, the trace, compare, the JSON, then back to the list",
                scope: .detail, shown: .browsing),
        Binding(keys: .text("Esc"), actions: [(.escape, .back)], text: "close the help; clear the filter", scope: .list),
        Binding(keys: .text("q  Ctrl-C"), actions: [(character("q"), .quit), (.control("c"), .quit)], text: "quit", scope: .everywhere),
    ]

    /// What `key` asks for on `screen`: the first binding of the table that acts there and
    /// has the key.
    static func action(for key: Key, on screen: AppState.Screen) -> Action? {
        let scope: Scope = screen == .list ? .list : .detail
        for binding in bindings where binding.scope == .everywhere || binding.scope == scope {
            if let found = binding.actions.first(where: { $0.key == key }) { return found.action }
        }
        return nil
    }

    /// The bindings the help lists over `screen`.
    static func shown(on screen: AppState.Screen, browsing: Bool, withHistory: Bool, severalBases: Bool = false) -> [Binding] {
        let scope: Scope = screen == .list ? .list : .detail
        return bindings.filter { binding in
            guard binding.scope == .everywhere || binding.scope == scope else { return false }
            switch binding.shown {
            case .always: return true
            case .browsing: return browsing
            case .notBrowsing: return !browsing
            case .withHistory: return withHistory
            case .severalBases: return severalBases
            }
        }
    }
}
