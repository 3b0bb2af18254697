import GasPrices

/// The last row: the most useful keys for the screen, trimmed to fit by leaving out the least
/// useful first.
enum Footer {
    struct Hint {
        var keys: String
        var text: String
        /// Lower stays longer when the row is short.
        var priority: Int
    }

    static func hints(_ state: AppState) -> [Hint] {
        if state.showsHelp {
            return [Hint(keys: "↑↓", text: "scroll", priority: 2), Hint(keys: "esc", text: "close", priority: 1),
                    Hint(keys: "q", text: "quit", priority: 1)]
        }
        let help = Hint(keys: "?", text: "help", priority: 1)
        let quit = Hint(keys: "q", text: "quit", priority: 1)
        if state.tour != nil {
            return [Hint(keys: "space", text: "next", priority: 1), Hint(keys: "b", text: "back", priority: 1),
                    Hint(keys: "↑↓", text: "field", priority: 3), Hint(keys: "⏎", text: "trace", priority: 3),
                    Hint(keys: "t", text: "end tour", priority: 1), help, quit]
        }
        if state.screen == .list {
            if state.isFiltering {
                return [Hint(keys: "type", text: "to filter", priority: 1), Hint(keys: "⏎", text: "keep", priority: 1),
                        Hint(keys: "esc", text: "clear", priority: 1), Hint(keys: "↑↓", text: "move", priority: 2)]
            }
            return [
                Hint(keys: "↑↓", text: "move", priority: 2), Hint(keys: "⏎", text: "open", priority: 1),
                Hint(keys: "s", text: "sort", priority: 2), Hint(keys: "S", text: "reverse", priority: 4),
                Hint(keys: "f", text: "fuel", priority: 3),
            ] + (state.hasSeveralBases ? [Hint(keys: "$", text: "currency", priority: 1)] : []) + [
                Hint(keys: "/", text: "filter", priority: 2), help, quit,
            ]
        }
        let response = Hint(keys: "←→", text: "response", priority: 2)
        if state.screen == .compare || state.screen == .changes || state.showsTrace {
            return [response, Hint(keys: "↑↓", text: "scroll", priority: 3), Hint(keys: "esc", text: "back", priority: 2), help, quit]
        }
        return [
            response,
            Hint(keys: "↑↓", text: "field", priority: 3),
            Hint(keys: "⏎", text: "trace", priority: 4),
            Hint(keys: "r", text: state.showsJSON ? "Hide JSON" : "View JSON", priority: 3),
            Hint(keys: "v", text: "panel", priority: 5),
            Hint(keys: "c", text: "compare", priority: 4),
        ] + (state.shownSource?.isReadOnce == true ? [] : [Hint(keys: "e", text: "edit", priority: 3)])
          + ((state.entry?.changes != nil) ? [Hint(keys: "d", text: "changes", priority: 3)] : []) + (DetailScreen.hasChart(state.entry) ? [Hint(keys: "h", text: state.showsChart ? "table" : "chart", priority: 4)] : [])
            + (state.browses ? [Hint(keys: "l", text: "list", priority: 2)] : [])
            + [help, quit]
    }

    /// The credit the licence of the data on screen asks for (Tankerkönig's "Tankerkönig,
    /// CC BY 4.0"): of the detail's station, or of any station in the list's window.
    static func credit(_ state: AppState) -> String? {
        if state.screen == .list, !state.showsHelp {
            guard let order = state.order else { return nil }
            // The rows the list draws, its scroll clamped as the list clamps it.
            let rows = Layout(state).list.height
            let first = AppState.clamp(state.listScroll, count: order.indices.count, rows: rows)
            var credits: [String] = []
            for index in order.indices.dropFirst(first).prefix(max(0, rows)) {
                if let credit = state.catalog.source(of: Int(index)).attribution, !credits.contains(credit) { credits.append(credit) }
            }
            return credits.isEmpty ? nil : credits.joined(separator: " · ")
        }
        return state.entry.flatMap(\.attribution)
    }

    static func draw(_ state: AppState, into grid: inout Grid) {
        let all = hints(state)
        // The credit goes on the right while the keys leave room for it.
        var credit = credit(state).map { Span(SafeText.line($0), .dim) }
        var hints = fitted(all, room: grid.width - (credit.map { Span.width([$0]) + 2 } ?? 0))
        if let shown = credit, Span.width(spans(hints)) + Span.width([shown]) + 2 > grid.width {
            // Too narrow for the essential keys and the credit: the credit is left out, and
            // the keys have the whole row (they were cut as if it were there until 2026-12-03).
            credit = nil
            hints = fitted(all, room: grid.width)
        }
        grid.put(spans(hints), x: 0, y: grid.height - 1)
        if let credit { grid.put([credit], x: grid.width - Span.width([credit]), y: grid.height - 1) }
    }

    /// `hints` without the least useful (highest priority number, the last of them first)
    /// until they fit `room` columns or only those of priority 1 are left.
    static func fitted(_ hints: [Hint], room: Int) -> [Hint] {
        var hints = hints
        while Span.width(spans(hints)) > room, let worst = hints.map(\.priority).max(), worst > 1,
              let index = hints.lastIndex(where: { $0.priority == worst }) {
            hints.remove(at: index)
        }
        return hints
    }

    static func spans(_ hints: [Hint]) -> [Span] {
        var spans: [Span] = []
        for (index, hint) in hints.enumerated() {
            if index > 0 { spans.append(Span("  ")) }
            spans.append(Span(hint.keys, .key))
            spans.append(Span(" " + hint.text, .dim))
        }
        return spans
    }
}
