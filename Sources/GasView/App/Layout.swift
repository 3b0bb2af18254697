/// A rectangle of the screen, in cells.
public struct Rect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether cell (`x`, `y`) is inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < self.x + width && y >= self.y && y < self.y + height
    }
}

/// Where each part of the screen goes, worked out from the state alone, so `update` (to
/// page, to keep the selection in view, to hit-test the mouse) and `view` agree.
///
/// Row 0 holds the title and the response selector (on the list: the count, fuel and
/// sort), row 1 a note (on the list: the column headings), the last row the key hints;
/// above it the filter prompt (on the list, while there is a filter) and above that the
/// status line (while loading, or after a source failed). The screen's body is in between.
struct Layout {
    /// Below this the app shows a one-line message instead of a garbled screen.
    static let minimumWidth = 40
    static let minimumHeight = 12
    /// The validation panel goes beside the table only when it gets this many columns.
    static let besidePanelWidth = 60
    /// Fewer rows than this and the panel below the table is left out.
    static let minimumPanelHeight = 3

    var tooSmall: Bool
    var body: Rect
    /// The station table, or the raw JSON when shown.
    var main: Rect
    /// The validation panel, its heading row included; `nil` when hidden or without room.
    var panel: Rect?
    /// Whether the panel is beside the main area (with a separator between them).
    var beside: Bool
    /// The rows of the station list (the list screen's body).
    var list: Rect
    /// The row of the status line and of the filter prompt, when shown.
    var status: Int?
    var prompt: Int?

    init(_ state: AppState) {
        let width = max(0, state.width)
        let height = max(0, state.height)
        tooSmall = width < Self.minimumWidth || height < Self.minimumHeight
        var bottom = height - 1
        prompt = nil
        status = nil
        if state.screen == .list, state.isFiltering || !state.query.filter.isEmpty {
            bottom -= 1
            prompt = bottom
        }
        if StatusLine.isShown(state) {
            bottom -= 1
            status = bottom
        }
        body = Rect(x: 0, y: 2, width: width, height: max(0, bottom - 2))
        list = body
        main = body
        panel = nil
        beside = false
        let metrics = state.metrics
        let leftWidth = state.showsJSON ? metrics.jsonWidth : metrics.tableWidth
        if state.showsValidation, width - leftWidth - 2 >= Self.besidePanelWidth {
            beside = true
            main = Rect(x: 0, y: body.y, width: leftWidth, height: body.height)
            panel = Rect(x: leftWidth + 2, y: body.y, width: width - leftWidth - 2, height: body.height)
            return
        }
        var mainHeight = min(metrics.tableHeight, body.height)
        if state.showsJSON {
            mainHeight = state.showsValidation ? max(mainHeight, (body.height + 1) / 2) : body.height
        }
        let panelHeight = body.height - mainHeight
        if state.showsValidation, panelHeight >= Self.minimumPanelHeight {
            panel = Rect(x: 0, y: body.y + mainHeight, width: width, height: panelHeight)
        } else if state.showsJSON {
            mainHeight = body.height
        }
        main = Rect(x: 0, y: body.y, width: width, height: mainHeight)
    }

    /// Lines of the panel's list (below its heading).
    var panelRows: Int { max(0, (panel?.height ?? 0) - 1) }
    /// Lines of source the JSON pane shows (below its heading).
    var jsonRows: Int { max(0, main.height - 1) }

    /// Where the price chart goes (`h`): the whole main area when the panel is beside it;
    /// else the rows below the table's head, down to the panel (or to the bottom when the
    /// panel is off).
    var chart: Rect {
        if beside { return main }
        let head = Metrics.tableHeadRows
        let end = panel?.y ?? body.y + body.height
        return Rect(x: main.x, y: main.y + head, width: main.width, height: max(0, end - main.y - head))
    }
}
