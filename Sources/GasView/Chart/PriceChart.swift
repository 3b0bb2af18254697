import Foundation
import GasPrices

/// A station's price history as a chart: a summary line (min, average and max by the
/// engine's collection operators), a braille line per fuel against a price axis and a date
/// axis, and a legend when there are several fuels; a sparkline per fuel where fewer than
/// ``minimumRows`` rows are free.
///
/// At 40×8 (recorded in `__snapshots__/chart-regular-40x8.txt`):
///
/// ```text
/// min $2.89  avg $3.15  max $3.45
/// $3.45┤       ⡠⠊⠉⠒⠤⡀
///      │     ⡠⠊     ⠑⠤⡀
/// $3.17┤  ⣀⠔⠉         ⠈⠢⢄⡀            ⢀⣀⠤⠒
///      │⠔⠉               ⠈⠒⢄⡀     ⢀⠤⠔⠊⠁
/// $2.89┤                    ⠈⠑⢄⣀⠤⠒⠁
///      └┬──────────┬──────────┬──────────┬
///       10/1     10/18      11/3     11/20
/// ```
public enum PriceChart {
    /// The rows the full chart wants at least; below this `draw` draws a sparkline instead.
    public static let minimumRows = 8
    /// Fewer columns than this left for the plot, beside the price axis, and the chart draws
    /// sparklines instead.
    static let minimumPlotColumns = 8
    /// What an empty history, or one with no point that has both a date and a price, shows.
    static let emptyMessage = "No price history to plot."

    /// Draws `history` as a chart into `rect` of `grid`, writing no cell outside `rect`.
    /// - Parameters:
    ///   - history: a station's price history, in any order; points without a date or a price
    ///     are left out, and a note says how many.
    ///   - currency: the prices' ISO 4217 code (`USD`, `EUR`…); see ``ChartFormat/price(_:currency:)``.
    ///   - timeZone: the zone the date labels are in.
    ///   - rect: where to draw.
    static func draw(_ history: some Collection<PricePoint>, currency: String, timeZone: TimeZone, in rect: Rect, into grid: inout Grid) {
        guard rect.width > 0, rect.height > 0 else { return }
        let (series, omitted) = ChartSeries.group(history)
        if series.isEmpty {
            drawEmpty(omitted: omitted, in: rect, into: &grid)
        } else if rect.height < minimumRows
            || !drawChart(series, omitted: omitted, currency: currency, timeZone: timeZone, in: rect, into: &grid)
        {
            Sparkline.draw(series, omitted: omitted, currency: currency, in: rect, into: &grid)
        }
    }

    /// The message, centred, and the note on points left out below it when there is a row.
    static func drawEmpty(omitted: Int, in rect: Rect, into grid: inout Grid) {
        let lines = omitted > 0 && rect.height > 1 ? [emptyMessage, ChartFormat.omitted(omitted)] : [emptyMessage]
        let top = (rect.height - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            let text = TextWidth.clip(line, to: rect.width, ellipsis: true)
            put([Span(text, offset == 0 ? .plain : .dim)], column: (rect.width - TextWidth.of(text)) / 2, row: top + offset, in: rect, into: &grid)
        }
    }

    /// The full chart; false, having drawn nothing, when `rect` leaves the plot too little
    /// room.
    private static func drawChart(_ series: [ChartSeries], omitted: Int, currency: String, timeZone: TimeZone, in rect: Rect, into grid: inout Grid) -> Bool {
        let stats = ChartStats(series)
        guard let low = stats.min, let high = stats.max, let first = stats.first, let last = stats.last else { return false }
        let footer = footerLines(series, omitted: omitted, width: rect.width)
        // Rows: the summary, the plot, the date axis and its labels, the footer.
        let plotRows = rect.height - 3 - footer.count
        guard plotRows >= 2 else { return false }
        let priceLabels = ChartAxis.priceLabels(low: low, high: high, rows: plotRows, currency: currency)
        let labelWidth = priceLabels.map { TextWidth.of($0.text) }.max() ?? 0
        let columns = rect.width - labelWidth - 1
        guard columns >= minimumPlotColumns else { return false }

        put(summary(stats, currency: currency, timeZone: timeZone, width: rect.width), column: 0, row: 0, in: rect, into: &grid)

        let plot = Rect(x: rect.x + labelWidth + 1, y: rect.y + 1, width: columns, height: plotRows)
        ChartPlot.draw(series, prices: (low, high), dates: (first, last), in: plot, into: &grid)

        for row in 0..<plotRows {
            let label = priceLabels.first { $0.row == row }
            put([Span(label == nil ? "│" : "┤", .dim)], column: labelWidth, row: 1 + row, in: rect, into: &grid)
            if let label {
                put([Span(label.text, .dim)], column: labelWidth - TextWidth.of(label.text), row: 1 + row, in: rect, into: &grid)
            }
        }

        let dateLabels = ChartAxis.dateLabels(first: first, last: last, columns: columns, timeZone: timeZone)
        var axis = Array(repeating: Character("─"), count: columns)
        for label in dateLabels where axis.indices.contains(label.anchor) { axis[label.anchor] = "┬" }
        put([Span("└" + String(axis), .dim)], column: labelWidth, row: 1 + plotRows, in: rect, into: &grid)
        for label in dateLabels {
            put([Span(label.text, .dim)], column: labelWidth + 1 + label.column, row: 2 + plotRows, in: rect, into: &grid)
        }

        for (offset, line) in footer.enumerated() {
            put(line, column: 0, row: 3 + plotRows + offset, in: rect, into: &grid)
        }
        return true
    }

    /// `min $2.89  avg $3.12  max $3.45  · 42 points, 10/1/26–11/19/26`; where that is wider
    /// than `width`, without the dates, then without the count.
    static func summary(_ stats: ChartStats, currency: String, timeZone: TimeZone, width: Int) -> [Span] {
        func price(_ value: Double?) -> String { value.map { ChartFormat.price($0, currency: currency) } ?? "–" }
        let first = stats.first.map { ChartFormat.date($0, timeZone: timeZone) } ?? ""
        let last = stats.last.map { ChartFormat.date($0, timeZone: timeZone) } ?? ""
        let dates = first == last ? first : first + "–" + last
        let points = "\(stats.count) \(stats.count == 1 ? "point" : "points")"
        let figures = [
            Span("min ", .dim), Span(price(stats.min)),
            Span("  avg ", .dim), Span(price(stats.average)),
            Span("  max ", .dim), Span(price(stats.max)),
        ]
        let variants = [
            figures + [Span("  · " + points + (dates.isEmpty ? "" : ", " + dates), .dim)],
            figures + [Span("  · " + points, .dim)],
        ]
        return variants.first { Span.width($0) <= width } ?? figures
    }

    /// Below the axis: the legend when there are several fuels, and the note on points left
    /// out; on one line when both fit.
    static func footerLines(_ series: [ChartSeries], omitted: Int, width: Int) -> [[Span]] {
        var lines: [[Span]] = []
        if series.count > 1 { lines.append(legend(series)) }
        if omitted > 0 { lines.append([Span(ChartFormat.omitted(omitted), .dim)]) }
        if lines.count == 2, Span.width(lines[0]) + 4 + Span.width(lines[1]) <= width {
            return [lines[0] + [Span("  · ", .dim)] + lines[1]]
        }
        return lines
    }

    /// `⠒⠒⠒ regular  ⠒•⠒ diesel`: each fuel's sample as the plot draws it, then its name.
    static func legend(_ series: [ChartSeries]) -> [Span] {
        var spans: [Span] = []
        for (index, line) in series.enumerated() {
            if index > 0 { spans.append(Span("  ")) }
            spans.append(Span(SeriesStyle.of(series: index).sample(lone: line.points.count == 1) + " "))
            spans.append(Span(line.name, .dim))
        }
        return spans
    }

    /// Writes `spans` at `column` of `row` of `rect`, clipped to the rectangle: nothing is
    /// written outside it.
    static func put(_ spans: [Span], column: Int, row: Int, in rect: Rect, into grid: inout Grid) {
        guard row >= 0, row < rect.height, column >= 0, column < rect.width else { return }
        grid.put(spans, x: rect.x + column, y: rect.y + row, maxWidth: rect.width - column)
    }
}
