import GasPrices

extension App {
    /// `t` starts the tour (loading A–E first when they are not all loaded) or ends it;
    /// `space` and `b` move through it.
    static func tour(_ action: Action, _ state: inout AppState) -> [Command] {
        switch action {
        case .tour:
            if state.tour != nil {
                state.tour = nil
                state.reveal()
                return []
            }
            return startTour(&state)
        case .tourNext, .tourBack:
            guard var tour = state.tour else { return [] }
            tour.index = min(max(0, tour.index + (action == .tourNext ? 1 : -1)), tour.steps.count - 1)
            state.tour = tour
            showTourStep(&state)
            return []
        default:
            return []
        }
    }

    /// The built-in responses of the tour among the sources, by label.
    static func tourSources(_ state: AppState) -> [String: Int] {
        var found: [String: Int] = [:]
        for (index, source) in state.catalog.sources.enumerated() where source.path == nil && Tour.labels.contains(source.label) {
            if found[source.label] == nil { found[source.label] = index }
        }
        return found
    }

    /// Makes the tour from A–E's records and shows its first step; asks for the responses
    /// missing first.
    static func startTour(_ state: inout AppState) -> [Command] {
        let found = tourSources(state)
        let missing = Tour.labels.filter { found[$0] == nil }
        if !missing.isEmpty {
            guard !state.tourPending else { return [] }
            state.tourPending = true
            state.isLoading = true
            return [.load(missing)]
        }
        let indices = Tour.labels.compactMap { found[$0] }
        state.tour = Tour(indices.map { state.entries[$0] }, records: indices.map { state.catalog.sources[$0].record(at: 0) })
        showTourStep(&state)
        return []
    }

    /// Shows the tour's step: its response, its field selected in the panel and highlighted
    /// in the raw JSON.
    static func showTourStep(_ state: inout AppState) {
        guard let step = state.tour?.step, let index = tourSources(state)[step.label] else { return }
        state.screen = .detail
        state.showsTrace = false
        state.showsHelp = false
        state.showsChart = false
        state.showsJSON = true
        state.showsValidation = true
        state.selectResponse(index)
        if let path = step.path, state.selectField(path) { return }
        state.moveField(to: 0)
    }

    /// A key while the tour is on: `space` and `b` move through it, Esc ends it; `nil` for
    /// every other key, which acts as ever.
    static func tourKey(_ key: Key, _ state: inout AppState) -> [Command]? {
        guard state.tour != nil, !state.showsHelp else { return nil }
        switch key {
        case .character(" "): return tour(.tourNext, &state)
        case .character("b"): return tour(.tourBack, &state)
        case .escape:
            state.tour = nil
            state.reveal()
            return []
        default: return nil
        }
    }
}
