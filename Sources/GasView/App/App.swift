/// The app as the Elm architecture has it: one `update` for every message, one pure `view`.
public enum App {
    /// Applies a message to the state.
    /// - Returns: the I/O the backend must perform (for example ``Command/quit``).
    public static func update(_ state: inout AppState, _ message: Message) -> [Command] {
        switch message {
        case .resized(let width, let height):
            state.width = max(0, width)
            state.height = max(0, height)
            state.reveal()
            clampOverlayScrolls(&state)
            return []
        case .keyPressed(let key):
            guard let action = Keymap.action(for: key) else { return [] }
            return perform(action, on: &state)
        default:
            return []
        }
    }

    /// The screen for the state, at the state's size.
    public static func view(_ state: AppState) -> Grid {
        var grid = Grid(width: state.width, height: state.height)
        let layout = Layout(state)
        if layout.tooSmall {
            TooSmall.draw(width: grid.width, height: grid.height, into: &grid)
            return grid
        }
        Header.draw(state, into: &grid)
        switch state.screen {
        case .detail where state.showsTrace: TraceScreen.draw(state, layout: layout, into: &grid)
        case .detail: DetailScreen.draw(state, layout: layout, into: &grid)
        case .compare: CompareScreen.draw(state, layout: layout, into: &grid)
        }
        Footer.draw(state, into: &grid)
        if state.showsHelp { HelpOverlay.draw(state, layout: layout, into: &grid) }
        return grid
    }

    /// Only the station table of the response shown — name, price, diesel, address,
    /// history — at the state's width and as many rows as it takes: what
    /// `gasprices render --screen station` prints.
    public static func stationView(_ state: AppState) -> Grid {
        StationTable.grid(state)
    }

    private static func perform(_ action: Action, on state: inout AppState) -> [Command] {
        switch action {
        case .quit:
            return [.quit]
        case .toggleHelp:
            state.showsHelp.toggle()
            state.helpScroll = 0
            return []
        case .back:
            back(&state)
            return []
        default:
            break
        }
        if state.showsHelp {
            // The help takes the keys that scroll it; the rest wait until it is closed.
            state.helpScroll = scrolled(state.helpScroll, by: action, count: HelpOverlay.lineCount(state),
                                        rows: HelpOverlay.rows(state)) ?? state.helpScroll
            return []
        }
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
        case .toggleCompare:
            state.screen = state.screen == .compare ? .detail : .compare
            state.showsTrace = false
            state.compareScroll = 0
            state.reveal()
        case .quit, .toggleHelp, .back:
            break
        }
        return []
    }

    /// Esc: closes the help, then the trace, then the compare screen, then the raw JSON.
    private static func back(_ state: inout AppState) {
        if state.showsHelp {
            state.showsHelp = false
        } else if state.showsTrace {
            state.showsTrace = false
        } else if state.screen == .compare {
            state.screen = .detail
        } else if state.showsJSON {
            state.showsJSON = false
        }
        state.reveal()
    }

    /// Whether the plain detail screen is up (no trace, not compare), where `r` and `v` toggle.
    private static func onDetail(_ state: AppState) -> Bool {
        state.screen == .detail && !state.showsTrace
    }

    private static func leaveForDetail(_ state: inout AppState) {
        state.screen = .detail
        state.showsTrace = false
        state.reveal()
    }

    /// ↑ ↓ PgUp PgDn g G: the field selection on the detail screen (PgUp/PgDn scroll the raw
    /// JSON when it is shown); the content of the trace and the compare screen.
    private static func move(_ action: Action, _ state: inout AppState) {
        let layout = Layout(state)
        if state.screen == .compare {
            let count = CompareScreen.lineCount(state)
            state.compareScroll = scrolled(state.compareScroll, by: action, count: count, rows: layout.body.height) ?? state.compareScroll
            return
        }
        if state.showsTrace {
            let count = TraceScreen.lineCount(state)
            state.traceScroll = scrolled(state.traceScroll, by: action, count: count, rows: layout.body.height) ?? state.traceScroll
            return
        }
        if state.showsJSON, action == .pageUp || action == .pageDown {
            let rows = max(1, layout.jsonRows)
            let lines = state.entry?.lineCount ?? 0
            state.jsonScroll = AppState.clamp(state.jsonScroll + (action == .pageDown ? rows : -rows), count: lines, rows: rows)
            return
        }
        let count = state.entry?.items.count ?? 0
        let page = max(1, layout.panelRows > 0 ? layout.panelRows : layout.body.height / 2)
        switch action {
        case .up: state.moveField(to: state.field - 1)
        case .down: state.moveField(to: state.field + 1)
        case .top: state.moveField(to: 0)
        case .bottom: state.moveField(to: count - 1)
        case .pageUp: state.moveField(to: state.field - page)
        case .pageDown: state.moveField(to: state.field + page)
        default: break
        }
    }

    /// A scroll offset moved by a line, a page or to either end, within `count` lines shown
    /// `rows` at a time; `nil` for an action that does not scroll.
    static func scrolled(_ offset: Int, by action: Action, count: Int, rows: Int) -> Int? {
        let page = max(1, rows - 1)
        let target: Int
        switch action {
        case .up: target = offset - 1
        case .down: target = offset + 1
        case .pageUp: target = offset - page
        case .pageDown: target = offset + page
        case .top: target = 0
        case .bottom: target = count
        default: return nil
        }
        return AppState.clamp(target, count: count, rows: rows)
    }

    private static func clampOverlayScrolls(_ state: inout AppState) {
        let layout = Layout(state)
        state.traceScroll = AppState.clamp(state.traceScroll, count: TraceScreen.lineCount(state), rows: layout.body.height)
        state.compareScroll = AppState.clamp(state.compareScroll, count: CompareScreen.lineCount(state), rows: layout.body.height)
        state.helpScroll = AppState.clamp(state.helpScroll, count: HelpOverlay.lineCount(state), rows: HelpOverlay.rows(state))
    }
}
