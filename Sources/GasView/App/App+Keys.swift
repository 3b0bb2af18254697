import GasPrices

extension App {
    /// The longest filter the list takes.
    static let filterLimit = 256

    /// A key: typed into the filter while it takes keys, else looked up in the keymap.
    static func pressed(_ key: Key, _ state: inout AppState) -> [Command] {
        if state.isFiltering, state.screen == .list, !state.showsHelp, let commands = typed(key, &state) {
            return commands
        }
        if let commands = tourKey(key, &state) { return commands }
        guard let action = Keymap.action(for: key, on: state.screen) else { return [] }
        return perform(action, on: &state)
    }

    /// A key in the filter's input mode: every printable character is text (`q`, `s`, `/`,
    /// digits…), Backspace deletes, Enter keeps the filter, Esc clears it; both leave the
    /// mode. `nil` for the keys that act as ever (arrows, pages, F1, Ctrl-C).
    static func typed(_ key: Key, _ state: inout AppState) -> [Command]? {
        switch key {
        case .character(let character):
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return [] }
            guard state.query.filter.count < filterLimit else { return [] }
            state.query.filter.append(character)
            return [requestOrder(&state)]
        case .backspace:
            guard !state.query.filter.isEmpty else { return [] }
            state.query.filter.removeLast()
            return [requestOrder(&state)]
        case .enter:
            state.isFiltering = false
            state.reveal()
            return []
        case .escape:
            state.isFiltering = false
            return clearFilter(&state)
        default:
            return nil
        }
    }

    /// Empties the filter, asking for the whole list again.
    static func clearFilter(_ state: inout AppState) -> [Command] {
        state.reveal()
        guard !state.query.filter.isEmpty else { return [] }
        state.query.filter = ""
        state.reveal()
        return [requestOrder(&state)]
    }

    static func perform(_ action: Action, on state: inout AppState) -> [Command] {
        switch action {
        case .quit:
            return [.quit]
        case .toggleHelp:
            state.showsHelp.toggle()
            state.helpScroll = 0
            return []
        case .back:
            return back(&state)
        default:
            break
        }
        if state.showsHelp {
            // The help takes the keys that scroll it; the rest wait until it is closed.
            state.helpScroll = scrolled(state.helpScroll, by: action, count: HelpOverlay.lineCount(state),
                                        rows: HelpOverlay.rows(state)) ?? state.helpScroll
            return []
        }
        if state.screen == .list { return performOnList(action, &state) }
        switch action {
        case .selectIndex(let index):
            state.selectResponse(index)
        case .selectLabel(let label):
            state.selectResponse(labeled: label)
        case .next, .previous:
            let count = state.entries.count
            guard count > 0 else { break }
            state.selectResponse((state.selected + (action == .next ? 1 : count - 1)) % count)
        case .up, .down, .pageUp, .pageDown, .top, .bottom:
            move(action, &state)
        case .enter:
            if state.screen == .detail, !state.showsTrace, state.selectedItem != nil {
                state.showsTrace = true
                state.traceScroll = 0
            }
        case .toggleJSON:
            state.showsJSON = onDetail(state) ? !state.showsJSON : true
            leaveForDetail(&state)
        case .toggleValidation:
            state.showsValidation = onDetail(state) ? !state.showsValidation : true
            leaveForDetail(&state)
        case .toggleChart:
            guard DetailScreen.hasChart(state.entry) else { break }
            state.showsChart = onDetail(state) ? !state.showsChart : true
            if state.showsChart { state.showsJSON = false }
            leaveForDetail(&state)
        case .toggleCompare:
            state.screen = state.screen == .compare ? .detail : .compare
            state.showsTrace = false
            state.compareScroll = 0
            state.reveal()
        case .showList:
            return showList(&state)
        case .edit:
            return edit(&state)
        case .reload:
            return reload(&state)
        case .toggleChanges:
            toggleChanges(&state)
        case .tour, .tourNext, .tourBack:
            return tour(action, &state)
        case .quit, .toggleHelp, .back, .cycleSort, .reverseSort, .cycleFuel, .cycleBasis, .startFilter:
            break
        }
        return []
    }

    /// The list's keys: the selection, opening a station, sort, fuel, price basis, filter.
    static func performOnList(_ action: Action, _ state: inout AppState) -> [Command] {
        switch action {
        case .up, .down, .pageUp, .pageDown, .top, .bottom:
            let rows = max(1, Layout(state).list.height)
            let page = max(1, rows - 1)
            let target: Int = switch action {
            case .up: state.listRow - 1
            case .down: state.listRow + 1
            case .pageUp: state.listRow - page
            case .pageDown: state.listRow + page
            case .top: 0
            default: state.listCount - 1
            }
            state.moveListRow(to: target)
        case .enter:
            state.openStation(atListRow: state.listRow)
        case .cycleSort:
            state.query.sort = state.query.sort.next
            return [requestOrder(&state)]
        case .reverseSort:
            state.query.reversed.toggle()
            return [requestOrder(&state)]
        case .cycleFuel:
            let fuels = state.listFuels
            guard fuels.count > 1 || !fuels.contains(state.query.fuel), let first = fuels.first else { break }
            let next = fuels.firstIndex(of: state.query.fuel).map { (fuels.index(after: $0)) % fuels.count }
            state.query.fuel = next.map { fuels[$0] } ?? first
            return [requestOrder(&state)]
        case .cycleBasis:
            let bases = state.catalog.bases
            guard bases.count > 1 else { break }
            let shown = bases.firstIndex { state.query.admits($0) }
            state.basisChosen = true
            state.show(basis: bases[shown.map { ($0 + 1) % bases.count } ?? 0])
            return [requestOrder(&state)]
        case .startFilter:
            state.isFiltering = true
            state.reveal()
        case .reload:
            return reload(&state)
        case .tour:
            return tour(action, &state)
        default:
            break
        }
        return []
    }

    /// The list (`l`, or Esc from a station opened from it): at the row it was left at.
    static func showList(_ state: inout AppState) -> [Command] {
        state.screen = .list
        state.showsTrace = false
        state.home = .list
        state.homeIsSettled = true
        state.reveal()
        return state.order?.query == state.query ? [] : [requestOrder(&state)]
    }

    /// Esc: closes the help, then the trace, then the compare screen, then the raw JSON, then
    /// goes back to the list when browsing; on the list, clears the filter.
    static func back(_ state: inout AppState) -> [Command] {
        if state.showsHelp {
            state.showsHelp = false
        } else if state.screen == .list {
            return clearFilter(&state)
        } else if state.showsTrace {
            state.showsTrace = false
        } else if state.screen == .compare || state.screen == .changes {
            state.screen = .detail
        } else if state.showsJSON {
            state.showsJSON = false
        } else if state.browses {
            return showList(&state)
        }
        state.reveal()
        return []
    }

    /// Whether the plain detail screen is up (no trace, not compare), where `r`, `v` and `h`
    /// toggle.
    static func onDetail(_ state: AppState) -> Bool {
        state.screen == .detail && !state.showsTrace
    }

    static func leaveForDetail(_ state: inout AppState) {
        state.screen = .detail
        state.showsTrace = false
        state.reveal()
    }

    /// ↑ ↓ PgUp PgDn g G: the field selection on the detail screen (PgUp/PgDn scroll the raw
    /// JSON when it is shown); the content of the trace and the compare screen.
    static func move(_ action: Action, _ state: inout AppState) {
        let layout = Layout(state)
        if state.screen == .changes {
            let count = ChangesScreen.lineCount(state)
            state.changesScroll = scrolled(state.changesScroll, by: action, count: count, rows: layout.body.height) ?? state.changesScroll
            return
        }
        if state.screen == .compare {
            let count = state.compareLineCount()
            state.compareScroll = scrolled(state.compareScroll, by: action, count: count, rows: layout.body.height) ?? state.compareScroll
            return
        }
        if state.showsTrace {
            let count = state.traceLineCount()
            state.traceScroll = scrolled(state.traceScroll, by: action, count: count, rows: layout.body.height) ?? state.traceScroll
            return
        }
        if state.showsJSON, action == .pageUp || action == .pageDown {
            let rows = max(1, layout.jsonRows)
            let lines = state.entry?.lineCount ?? 0
            state.jsonScroll = AppState.clamp(state.jsonScroll + (action == .pageDown ? rows : -rows), count: lines, rows: rows)
            return
        }
        let count = state.entry?.itemCount ?? 0
        let page = max(1, layout.panelRows > 0 ? layout.panelRows : layout.body.height / 2)
        let field = state.selectedFieldIndex
        switch action {
        case .up: state.moveField(to: field - 1)
        case .down: state.moveField(to: field + 1)
        case .top: state.moveField(to: 0)
        case .bottom: state.moveField(to: count - 1)
        case .pageUp: state.moveField(to: field - page)
        case .pageDown: state.moveField(to: field + page)
        default: break
        }
    }
}
