/// The default screen: the station table (or the raw JSON in its place) and the validation
/// panel beside it, or below it on narrow terminals. With `h`, a price history long enough
/// to chart is drawn as a chart: in place of the history rows, or of the whole table when
/// the panel is beside it.
enum DetailScreen {
    /// Points a history needs before `h` charts it: a single price is no line.
    static let chartablePoints = 2

    /// Whether `entry`'s station has a price history worth a chart.
    static func hasChart(_ entry: ResponseEntry?) -> Bool {
        (entry?.history.count ?? 0) >= chartablePoints
    }

    static func draw(_ state: AppState, layout: Layout, into grid: inout Grid) {
        guard let entry = state.entry else {
            grid.put(state.isLoading ? "Loading…" : "No responses.", x: 0, y: layout.body.y)
            return
        }
        let main = layout.main
        if state.showsJSON {
            JSONPane.draw(entry, item: state.selectedItem, scroll: state.jsonScroll, in: main, into: &grid)
        } else {
            let chart = state.showsChart && hasChart(entry) ? layout.chart : nil
            // The history takes every row the table has room for (the layout reserves as
            // many as the longest history of a first station, up to six).
            let historyRows = max(state.metrics.historyRows, main.height - Metrics.tableHeadRows)
            let lines = StationTable.lines(entry, timeZone: state.timeZone, historyRows: historyRows)
            let tableRows = chart.map { $0.y - main.y } ?? main.height
            for (row, spans) in lines.prefix(max(0, min(main.height, tableRows))).enumerated() {
                grid.put(spans, x: main.x, y: main.y + row, maxWidth: main.width)
            }
            if let chart { drawChart(entry, timeZone: state.timeZone, in: chart, into: &grid) }
        }
        guard let panel = layout.panel else { return }
        if layout.beside {
            for row in 0..<panel.height { grid.put("│", x: panel.x - 1, y: panel.y + row, style: .dim) }
        }
        ValidationPanel.draw(state, entry: entry, in: panel, indent: layout.beside ? 1 : 0, into: &grid)
    }
}
