import Foundation

/// The plot area: each series as a braille line in its pattern, then each series' markers.
/// Dates run left to right in proportion to time, prices bottom to top.
enum ChartPlot {
    /// Draws `series` into `rect`, scaled to the prices `low…high` and the dates
    /// `first…last` (the extremes over every series).
    ///
    /// A series of one point is drawn as its lone marker. When every point of every series
    /// has the same date, each series is spread evenly by index instead (one point: in the
    /// middle); when every price is the same, the line runs across the middle.
    static func draw(_ series: [ChartSeries], prices: (low: Double, high: Double), dates: (first: Date, last: Date), in rect: Rect, into grid: inout Grid) {
        guard rect.width > 0, rect.height > 0 else { return }
        var canvas = BrailleCanvas(columns: rect.width, rows: rect.height)
        let placed = series.map { dots($0, prices: prices, dates: dates, canvas: canvas) }
        for (index, points) in placed.enumerated() where points.count > 1 {
            let pattern = SeriesStyle.of(series: index).pattern
            var step = 0
            for (segment, (start, end)) in zip(points, points.dropFirst()).enumerated() {
                canvas.line(from: start, to: end, pattern: pattern, includeStart: segment == 0, step: &step)
            }
        }
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                guard let character = canvas.character(column: column, row: row) else { continue }
                PriceChart.put([Span(String(character))], column: column, row: row, in: rect, into: &grid)
            }
        }
        for (index, points) in placed.enumerated() {
            let style = SeriesStyle.of(series: index)
            let marker = points.count == 1 ? style.loneMarker : style.marker
            guard let marker else { continue }
            for point in points {
                PriceChart.put([Span(String(marker), Style(.normal, bold: true))], column: point.x / 2, row: point.y / 4, in: rect, into: &grid)
            }
        }
    }

    /// The dot of each point of `series` on `canvas`.
    static func dots(_ series: ChartSeries, prices: (low: Double, high: Double), dates: (first: Date, last: Date), canvas: BrailleCanvas) -> [(x: Int, y: Int)] {
        let start = dates.first.timeIntervalSinceReferenceDate, end = dates.last.timeIntervalSinceReferenceDate
        let count = series.points.count
        return series.points.enumerated().map { index, point in
            let across = end > start
                ? ChartScale.fraction(point.date.timeIntervalSinceReferenceDate, low: start, high: end)
                : ChartScale.fraction(ofIndex: index, steps: count)
            let up = ChartScale.fraction(point.price, low: prices.low, high: prices.high)
            return (ChartScale.index(across, steps: canvas.dotWidth), ChartScale.index(1 - up, steps: canvas.dotHeight))
        }
    }
}
