extension App {
    /// Lines one turn of the wheel scrolls.
    static let wheelLines = 3

    /// A click or a turn of the wheel, hit-tested against the same ``Layout`` the screen
    /// is drawn with.
    static func mouse(_ event: MouseEvent, _ state: inout AppState) -> [Command] {
        let layout = Layout(state)
        guard !layout.tooSmall else { return [] }
        switch event {
        case .wheelUp(let x, let y): wheel(-wheelLines, x: x, y: y, layout: layout, &state)
        case .wheelDown(let x, let y): wheel(wheelLines, x: x, y: y, layout: layout, &state)
        case .click(let x, let y): return click(x: x, y: y, layout: layout, &state)
        }
        return []
    }

    /// The wheel scrolls what is under it: the help, the list (the selection kept in
    /// view), the trace, the compare table, the raw JSON, or the validation panel.
    static func wheel(_ delta: Int, x: Int, y: Int, layout: Layout, _ state: inout AppState) {
        if state.showsHelp {
            state.helpScroll = AppState.clamp(state.helpScroll + delta, count: HelpOverlay.lineCount(state), rows: HelpOverlay.rows(state))
            return
        }
        switch state.screen {
        case .list:
            let rows = layout.list.height
            guard rows > 0 else { return }
            state.listScroll = AppState.clamp(state.listScroll + delta, count: state.listCount, rows: rows)
            state.listRow = min(max(state.listRow, state.listScroll), state.listScroll + rows - 1)
            state.listChosen = true
            state.revealListRow(rows: rows)
        case .compare:
            state.compareScroll = AppState.clamp(state.compareScroll + delta, count: state.compareLineCount(), rows: layout.body.height)
        case .changes:
            state.changesScroll = AppState.clamp(state.changesScroll + delta, count: ChangesScreen.lineCount(state), rows: layout.body.height)
        case .detail where state.showsTrace:
            state.traceScroll = AppState.clamp(state.traceScroll + delta, count: state.traceLineCount(), rows: layout.body.height)
        case .detail:
            let overPanel = layout.panel?.contains(x: x, y: y) ?? false
            if state.showsJSON, !overPanel {
                state.jsonScroll = AppState.clamp(state.jsonScroll + delta, count: state.entry?.lineCount ?? 0, rows: layout.jsonRows)
            } else if layout.panel != nil {
                // Scrolling the panel leaves the selection where it is, as a wheel does.
                state.panelScroll = AppState.clamp(state.panelScroll + delta, count: state.entry?.itemCount ?? 0, rows: layout.panelRows)
                state.keepShownItems()
            }
        }
    }

    /// A click: on a response label, shows it; on a list row, selects it (on the selected
    /// row, opens it); on a column heading, sorts by it (again: reverses); on a panel line,
    /// selects that field.
    static func click(x: Int, y: Int, layout: Layout, _ state: inout AppState) -> [Command] {
        guard !state.showsHelp else { return [] }
        switch state.screen {
        case .list:
            if y == 1, let sort = StationList.sort(atColumn: x, StationList.Props(state), width: layout.list.width) {
                if state.query.sort == sort { state.query.reversed.toggle() } else { state.query.sort = sort }
                return [requestOrder(&state)]
            }
            guard layout.list.contains(x: x, y: y) else { return [] }
            let row = AppState.clamp(state.listScroll, count: state.listCount, rows: layout.list.height) + (y - layout.list.y)
            guard row < state.listCount else { return [] }
            if row == state.listRow {
                state.openStation(atListRow: row)
            } else {
                state.moveListRow(to: row)
            }
        case .detail, .compare, .changes:
            if y == 0 {
                if let index = Header.response(at: x, state) { state.selectResponse(index) }
                return []
            }
            guard state.screen == .detail, !state.showsTrace, let panel = layout.panel, panel.contains(x: x, y: y), y > panel.y else { return [] }
            let count = state.entry?.itemCount ?? 0
            let index = AppState.clamp(state.panelScroll, count: count, rows: layout.panelRows) + (y - panel.y - 1)
            guard index < count else { return [] }
            state.moveField(to: index)
        }
        return []
    }
}
