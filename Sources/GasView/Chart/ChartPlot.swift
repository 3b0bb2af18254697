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
        // Each point's dot is worked out as it is drawn: a history of 300,000 points keeps no
        // second array of them.
        let size = (width: canvas.dotWidth, height: canvas.dotHeight)
        let dot = { (line: ChartSeries, index: Int) in
            Self.dot(line.points[index], index: index, count: line.points.count, prices: prices, dates: dates, size: size)
        }
        for (index, line) in series.enumerated() where line.points.count > 1 {
            let pattern = SeriesStyle.of(series: index).pattern
            var step = 0
            var start = dot(line, 0)
            for next in 1..<line.points.count {
                let end = dot(line, next)
                canvas.line(from: start, to: end, pattern: pattern, includeStart: next == 1, step: &step)
                start = end
            }
        }
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                guard let character = canvas.character(column: column, row: row) else { continue }
                PriceChart.put([Span(String(character))], column: column, row: row, in: rect, into: &grid)
            }
        }
        for (index, line) in series.enumerated() {
            let style = SeriesStyle.of(series: index)
            let marker = line.points.count == 1 ? style.loneMarker : style.marker
            guard let marker else { continue }
            let spans = [Span(String(marker), Style(.normal, bold: true))]
            for point in line.points.indices.lazy.map({ dot(line, $0) }) {
                PriceChart.put(spans, column: point.x / 2, row: point.y / 4, in: rect, into: &grid)
            }
        }
    }

    /// The dot of point `index` of `count` on a canvas of `size` dots: dates left to right in
    /// proportion to time (by index when they are all the same), prices bottom to top.
    static func dot(_ point: ChartSeries.Point, index: Int, count: Int, prices: (low: Double, high: Double),
                    dates: (first: Date, last: Date), size: (width: Int, height: Int)) -> (x: Int, y: Int) {
        let start = dates.first.timeIntervalSinceReferenceDate, end = dates.last.timeIntervalSinceReferenceDate
        let across = end > start
            ? ChartScale.fraction(point.date.timeIntervalSinceReferenceDate, low: start, high: end)
            : ChartScale.fraction(ofIndex: index, steps: count)
        let up = ChartScale.fraction(point.price, low: prices.low, high: prices.high)
        return (ChartScale.index(across, steps: size.width), ChartScale.index(1 - up, steps: size.height))
    }
}
