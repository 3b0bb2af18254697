import Foundation
import GasPrices

/// Widths and heights of the detail screen, measured over each source's first station as
/// it is added, so the layout never jumps when the selector switches.
struct Metrics: Sendable {
    /// History rows the station table reserves: the most any source's station has, at least
    /// one, at most this many (more show when the screen has room).
    static let maximumHistoryRows = 6
    /// The label column of the station table: `Sells Diesel` and two spaces.
    static let labelWidth = 14
    /// Rows of the station table above its history: five rows, a blank and the heading.
    static let tableHeadRows = 7

    private var history = 1
    private var table = TextWidth.of(StationRows.noHistory)
    private var json = 30
    private var path = 8
    private var lines = 1

    var historyRows: Int { min(history, Self.maximumHistoryRows) }
    var tableWidth: Int { min(table, 50) }
    var jsonWidth: Int { min(json + JSONPane.gutterWidth(lineCount: lines), 90) }
    var pathWidth: Int { min(path, 28) }

    /// Rows of the station table: the head rows and the history.
    var tableHeight: Int { Self.tableHeadRows + historyRows }

    /// Takes `entry`'s sizes into account.
    mutating func include(_ entry: ResponseEntry, timeZone: TimeZone) {
        if let rows = entry.rows(timeZone: timeZone) {
            history = max(history, rows.historyCount)
            let values = [rows.name, rows.street, rows.cityLine].map { TextWidth.of(SafeText.line($0)) } + [rows.widestHistoryPrice]
            table = max(table, Self.labelWidth + (values.max() ?? 0))
        }
        // Measuring the first lines is enough to size the pane.
        for number in 1...min(entry.lineCount, 400) {
            json = max(json, JSONLine.width(entry.sourceLine(number)))
        }
        // The paths of the panel's first page: every one of a station of up to
        // ``ResponseEntry/pageLines`` lines.
        for item in entry.page.items { path = max(path, TextWidth.of(item.pathText)) }
        lines = max(lines, entry.lineCount)
    }
}
