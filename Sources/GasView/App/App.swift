import Foundation
import GasPrices

/// The app as the Elm architecture has it: one `update` for every message, one pure `view`.
public enum App {
    /// Marks the state as loading and asks the backend for `sources` (built-in labels,
    /// files, folders): what the app does first.
    /// With `tour`, the tour of A–E starts once the sources have loaded.
    public static func start(_ state: inout AppState, sources: [String], feed: FeedChoice = .auto, tour: Bool = false) -> [Command] {
        state.feedChoice = feed
        state.tourPending = tour
        state.isLoading = true
        state.progress = nil
        return [.load(sources, feed: feed)]
    }

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
            state.notice = nil
            return pressed(key, &state)
        case .mouse(let event):
            return mouse(event, &state)
        case .clockTicked(let date):
            state.now = date
            return []
        case .loadProgressed(let progress):
            // A report after loading ended is stale: the status line would never go away.
            if state.isLoading { state.progress = progress }
            return []
        case .sourceLoaded(let source):
            state.progress = nil
            state.add(source)
            return [requestOrder(&state, previewing: true)]
        case .sourceFailed(let failure):
            state.progress = nil
            state.add(failure)
            state.reveal()
            return []
        case .loadingFinished:
            state.isLoading = false
            state.progress = nil
            state.settleHome(final: true)
            state.reveal()
            var commands = watchCommands(&state)
            if state.tourPending {
                state.tourPending = false
                commands += startTour(&state)
            }
            return commands
        case .stationsOrdered(let order):
            received(order, &state)
            return []
        case .fileChanged, .sourceReloaded, .reloadFailed, .editorFinished:
            return versions(message, &state)
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
        Header.draw(state, layout: layout, into: &grid)
        switch state.screen {
        case .list: StationList.draw(StationList.Props(state), headingRow: 1, in: layout.list, into: &grid)
        case .detail where state.showsTrace: TraceScreen.draw(state, layout: layout, into: &grid)
        case .detail: DetailScreen.draw(state, layout: layout, into: &grid)
        case .compare: CompareScreen.draw(state, layout: layout, into: &grid)
        case .changes: ChangesScreen.draw(state, layout: layout, into: &grid)
        }
        if let row = layout.prompt { FilterPrompt.draw(state, row: row, into: &grid) }
        if let row = layout.status { StatusLine.draw(state, row: row, into: &grid) }
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

    // MARK: Ordering

    /// Asks for the list's order under the current query. When the new filter extends the
    /// one the current order was made with, over the same stations, only those are searched;
    /// an order of another price basis is never searched for this one's stations.
    /// - Parameter previewing: ask for the first rows ahead of the whole order when the
    ///   catalog is large (after a source is added: the first full order of a million
    ///   stations ranks every name, which takes a second or more).
    static func requestOrder(_ state: inout AppState, previewing: Bool = false) -> Command {
        var among: StationOrder? = nil
        if state.ordersPredateCatalog {
            // A source's new version: every station sorted again.
        } else if let order = state.order, order.isComplete, order.coverage == state.catalog.count, order.narrows(to: state.query) {
            among = order
        } else if let every = state.unfilteredOrder, every.coverage == state.catalog.count, every.query.sortsAs(state.query),
                  every.query.admitsEveryBasis(of: state.query) {
            // A filter shortened or cleared: every station, already in this order.
            among = every
        }
        let preview = previewing && state.catalog.count >= previewAbove
            ? max(previewRows, 2 * Layout(state).list.height) : nil
        return .order(state.query, among: among, first: preview)
    }

    /// Catalogs this large get their first rows ahead of their whole order.
    static let previewAbove = 50_000
    /// The fewest rows such a preview holds.
    static let previewRows = 100

    /// Takes an order that answers the current query; one for a query since changed is
    /// stale and dropped, and so is a preview that arrives after the whole order it
    /// previews.
    static func received(_ order: StationOrder, _ state: inout AppState) {
        guard order.query == state.query else { return }
        if !order.isComplete, let current = state.order, current.isComplete, current.query == order.query,
           current.coverage == order.coverage {
            return
        }
        state.apply(order)
    }

    // MARK: Scrolling

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

    static func clampOverlayScrolls(_ state: inout AppState) {
        let layout = Layout(state)
        if state.showsTrace {
            state.traceScroll = AppState.clamp(state.traceScroll, count: state.traceLineCount(), rows: layout.body.height)
        }
        if state.screen == .changes {
            state.changesScroll = AppState.clamp(state.changesScroll, count: ChangesScreen.lineCount(state), rows: layout.body.height)
        }
        if state.screen == .compare {
            state.compareScroll = AppState.clamp(state.compareScroll, count: state.compareLineCount(), rows: layout.body.height)
        }
        if state.showsHelp {
            state.helpScroll = AppState.clamp(state.helpScroll, count: HelpOverlay.lineCount(state), rows: HelpOverlay.rows(state))
        }
    }
}

extension AppState {
    /// Lines of the trace, counted once for each station, field and width.
    mutating func traceLineCount() -> Int {
        let key = LineCounts.Key(version: entriesVersion, selected: selected, field: selectedFieldIndex, width: width)
        if counts.traceKey != key {
            counts.trace = TraceScreen.lineCount(self)
            counts.traceKey = key
        }
        return counts.trace
    }

    /// Lines of the compare screen, counted once for each set of stations, selection and width.
    mutating func compareLineCount() -> Int {
        let key = LineCounts.Key(version: entriesVersion, selected: selected, field: 0, width: width)
        if counts.compareKey != key {
            counts.compare = CompareScreen.lineCount(self)
            counts.compareKey = key
        }
        return counts.compare
    }
}
