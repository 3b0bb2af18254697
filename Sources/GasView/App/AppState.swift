import Foundation
import GasPrices

/// Everything the interactive app shows, as plain data. Only ``App/update(_:_:)`` changes it
/// in the app; `gasprices render` sets it up with the `select…` methods.
///
/// Every response is validated once, here; the view only reads the results. The view also
/// clamps every index and scroll offset it reads, so no value set from outside can crash it.
public struct AppState: Sendable {
    /// The main screens; the trace and the help are overlays over them.
    public enum Screen: Sendable, Equatable {
        case detail, compare
    }

    /// The responses the user switches between (the built-ins, or a folder's files).
    public private(set) var responses: [StubResponse]
    /// Each response, validated: ``entries`` `[i]` belongs to ``responses`` `[i]`.
    public let entries: [ResponseEntry]
    /// The zone dates are shown in (the user's local zone in the app; fixed in tests).
    public var timeZone: TimeZone
    /// The terminal's size.
    public var width: Int
    public var height: Int
    /// The response shown.
    public var selected = 0

    public var screen = Screen.detail
    /// The raw JSON in place of the station table (the sample app's "View JSON").
    public var showsJSON = false
    /// The validation panel beside or below the station table.
    public var showsValidation = true
    /// The trace of the selected field, over the detail screen.
    public var showsTrace = false
    /// The key help, over everything.
    public var showsHelp = false

    /// The selected line of the validation panel (a field or an ignored key).
    public var field = 0
    /// First line shown of the validation panel, the raw JSON, the trace, the help and the
    /// compare table.
    public var panelScroll = 0
    public var jsonScroll = 0
    public var traceScroll = 0
    public var helpScroll = 0
    public var compareScroll = 0

    /// Sizes that stay the same whichever response is shown, so the layout never jumps.
    let metrics: Metrics

    public init(responses: [StubResponse], timeZone: TimeZone, width: Int, height: Int) {
        self.responses = responses
        self.timeZone = timeZone
        self.width = width
        self.height = height
        entries = responses.map(ResponseEntry.init)
        metrics = Metrics(entries, timeZone: timeZone)
    }

    /// The response shown, validated; `nil` only when there are no responses.
    public var entry: ResponseEntry? {
        entries.isEmpty ? nil : entries[min(max(0, selected), entries.count - 1)]
    }

    /// The selected line of the validation panel, if the response has any.
    public var selectedItem: FieldItem? {
        guard let items = entry?.items, !items.isEmpty else { return nil }
        return items[min(max(0, field), items.count - 1)]
    }
}

/// Widths and heights measured over every response once.
struct Metrics: Sendable {
    /// History rows the station table reserves: the most any response has, at least one.
    static let maximumHistoryRows = 6
    /// The label column of the station table: `Sells Diesel` and two spaces.
    static let labelWidth = 14

    var historyRows: Int
    var tableWidth: Int
    var jsonWidth: Int
    var pathWidth: Int

    init(_ entries: [ResponseEntry], timeZone: TimeZone) {
        var history = 1
        var table = TextWidth.of(StationRows.noHistory)
        var json = 30
        var path = 8
        for entry in entries {
            if let record = entry.record {
                let rows = StationRows(record.value, timeZone: timeZone)
                history = max(history, rows.history.count)
                let values = [rows.name, rows.street, rows.cityLine].map { TextWidth.of(SafeText.line($0)) }
                    + rows.history.map { TextWidth.of($0.price) }
                table = max(table, Self.labelWidth + (values.max() ?? 0))
            }
            // Measuring the first lines is enough to size the pane.
            for number in 1...min(entry.lineCount, 400) {
                json = max(json, JSONLine.width(entry.sourceLine(number)))
            }
            for item in entry.items { path = max(path, TextWidth.of(item.pathText)) }
        }
        historyRows = min(history, Self.maximumHistoryRows)
        tableWidth = min(table, 50)
        jsonWidth = min(json + JSONPane.gutterWidth(lineCount: entries.map(\.lineCount).max() ?? 1), 90)
        pathWidth = min(path, 28)
    }

    /// Rows of the station table: five rows, a blank, the heading and the history.
    var tableHeight: Int { 7 + historyRows }
}
