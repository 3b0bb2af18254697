import Foundation
import GasPrices

/// The sample app's station table — Name, Price, Sells Diesel, the two address lines, then
/// "Historical Prices".
enum StationTable {
    /// The table's lines. With `historyRows`, the history takes exactly that many rows
    /// (padded, or cut with `… and N more`) so the table's height never depends on the
    /// response.
    static func lines(_ entry: ResponseEntry, timeZone: TimeZone, historyRows: Int?) -> [[Span]] {
        guard let rows = entry.rows(timeZone: timeZone) else {
            return [[Span(entry.fileName + ": the station cannot be shown", .warning)]]
        }
        func row(_ label: String, _ value: String) -> [Span] {
            [Span(TextWidth.pad(label, to: Metrics.labelWidth), .dim), Span(SafeText.line(value))]
        }
        let lines = [
            row("Name", rows.name), row("Price", rows.price), row("Sells Diesel", rows.sellsDiesel),
            row("Address", rows.street), row("", rows.cityLine), [], [Span("Historical Prices", .heading)],
        ]
        // Only the rows shown are made.
        let count = rows.historyCount
        let shown = historyRows.map { count > $0 ? max(0, $0 - 1) : count } ?? count
        var history = (0..<shown).map { index in
            let entry = rows.historyRow(at: index)
            return row(entry.date, entry.price)
        }
        if count == 0 { history = [[Span(StationRows.noHistory, .dim)]] }
        if let reserved = historyRows {
            if count > reserved { history.append([Span("… and \(ValidationReport.grouped(count - shown)) more", .dim)]) }
            history += Array(repeating: [], count: max(0, reserved - history.count))
        }
        return lines + history
    }

    /// The table of the response shown, alone, as many rows high as it has lines.
    static func grid(_ state: AppState) -> Grid {
        guard let entry = state.entry else {
            var grid = Grid(width: state.width, height: 1)
            grid.put("No responses.", x: 0, y: 0)
            return grid
        }
        let lines = lines(entry, timeZone: state.timeZone, historyRows: nil)
        var grid = Grid(width: state.width, height: lines.count)
        for (row, spans) in lines.enumerated() { grid.put(spans, x: 0, y: row) }
        return grid
    }
}
