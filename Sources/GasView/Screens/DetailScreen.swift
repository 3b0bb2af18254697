/// The default screen: the station table (or the raw JSON in its place) and the validation
/// panel beside it, or below it on narrow terminals.
enum DetailScreen {
    static func draw(_ state: AppState, layout: Layout, into grid: inout Grid) {
        guard let entry = state.entry else {
            grid.put("No responses.", x: 0, y: layout.body.y)
            return
        }
        let main = layout.main
        if state.showsJSON {
            JSONPane.draw(entry, item: state.selectedItem, scroll: state.jsonScroll, in: main, into: &grid)
        } else {
            let lines = StationTable.lines(entry, timeZone: state.timeZone, historyRows: state.metrics.historyRows, width: main.width)
            for (row, spans) in lines.prefix(main.height).enumerated() {
                grid.put(spans, x: main.x, y: main.y + row, maxWidth: main.width)
            }
        }
        guard let panel = layout.panel else { return }
        if layout.beside {
            for row in 0..<panel.height { grid.put("│", x: panel.x - 1, y: panel.y + row, style: .dim) }
        }
        ValidationPanel.draw(state, entry: entry, in: panel, indent: layout.beside ? 1 : 0, into: &grid)
    }
}
