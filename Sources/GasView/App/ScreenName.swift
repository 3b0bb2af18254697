/// The screens `gasprices render --screen` prints, each reached from a state the way the app
/// reaches it (the same keys), so the text is what the terminal shows.
public enum ScreenName: String, CaseIterable, Sendable {
    /// The station table and the validation panel.
    case detail
    /// The station table alone, as many rows as it takes.
    case station
    /// The raw JSON in place of the table (`r`).
    case json
    /// The trace of the selected field (Enter).
    case trace
    /// Every response side by side (`c`).
    case compare
    /// The help over the detail screen (`?`).
    case help
    /// Every station, in the state's query's order, the shown station's row selected (`l`).
    case list

    /// The screen for `state`: the response and field it selects, at its size. Every
    /// screen but the list is the detail screen's or lies over it, whatever screen the state
    /// is on.
    public func render(_ state: AppState) -> Grid {
        var state = state
        if self == .list {
            // A station chosen on the detail screen is the row selected; otherwise the list
            // starts at its top.
            let chosen = state.screen != .list
            state.screen = .list
            if state.order?.query != state.query { state.applyQuery() }
            if chosen, let row = state.rowOfShownStation {
                state.listRow = row
                state.listChosen = true
            }
            state.reveal()
            return App.view(state)
        }
        if state.screen == .list {
            state.screen = .detail
            state.reveal()
        }
        let key: Key
        switch self {
        case .station: return App.stationView(state)
        case .detail: return App.view(state)
        case .json: key = .character("r")
        case .trace: key = .enter
        case .compare: key = .character("c")
        case .help: key = .character("?")
        case .list: return App.view(state)
        }
        _ = App.update(&state, .keyPressed(key))
        return App.view(state)
    }
}
