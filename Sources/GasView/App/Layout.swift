/// A rectangle of the screen, in cells.
struct Rect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// Where each part of the screen goes, worked out from the state alone, so `update` (to
/// page and to keep the selection in view) and `view` agree.
///
/// Row 0 holds the title and the response selector, row 1 a note, the last row the key
/// hints; the screen's body is in between.
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

    init(_ state: AppState) {
        let width = max(0, state.width)
        let height = max(0, state.height)
        tooSmall = width < Self.minimumWidth || height < Self.minimumHeight
        body = Rect(x: 0, y: 2, width: width, height: max(0, height - 3))
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
}
