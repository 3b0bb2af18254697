/// The chart in one row per fuel, for where fewer than ``PriceChart/minimumRows`` rows are
/// free: `regular ▂▃▅▆▅▃▂▁▁▂  $2.89–$3.45`.
enum Sparkline {
    /// The eight levels, lowest first.
    static let levels: [Character] = Array("▁▂▃▄▅▆▇█")

    /// One block per price, scaled from `low` (`▁`) to `high` (`█`); a flat series sits in
    /// the middle. With more prices than `width`, each block stands for a run of neighbours
    /// (their average).
    static func blocks(_ prices: [Double], low: Double, high: Double, width: Int) -> String {
        guard width > 0, !prices.isEmpty else { return "" }
        let samples = resample(prices, to: width)
        return String(samples.map { levels[ChartScale.index(ChartScale.fraction($0, low: low, high: high), steps: levels.count)] })
    }

    /// At most `width` values: the prices themselves, or the averages of `width` runs of them.
    static func resample(_ prices: [Double], to width: Int) -> [Double] {
        guard width > 0 else { return [] }
        guard prices.count > width else { return prices }
        return (0..<width).map { bucket in
            let start = bucket * prices.count / width
            let end = max(start + 1, (bucket + 1) * prices.count / width)
            let run = prices[start..<min(end, prices.count)]
            // Each term divided first: a sum of prices near the largest Double would overflow.
            return run.reduce(0) { $0 + $1 / Double(run.count) }
        }
    }

    /// Draws one row per series (as many as `rect` has rows, in the fuels' order), then the
    /// note on points left out if a row is spare.
    static func draw(_ series: [ChartSeries], omitted: Int, currency: String, in rect: Rect, into grid: inout Grid) {
        guard rect.width > 0, rect.height > 0 else { return }
        let shown = series.prefix(rect.height)
        let labelWidth = shown.map { TextWidth.of($0.name) }.max() ?? 0
        for (row, line) in shown.enumerated() {
            PriceChart.put(spans(line, currency: currency, labelWidth: labelWidth, width: rect.width), column: 0, row: row, in: rect, into: &grid)
        }
        if omitted > 0, shown.count < rect.height {
            PriceChart.put([Span(ChartFormat.omitted(omitted), .dim)], column: 0, row: shown.count, in: rect, into: &grid)
        }
    }

    /// A series' row: its name, the blocks and its price range; the range, then the name, are
    /// left out when the blocks would get no room.
    static func spans(_ series: ChartSeries, currency: String, labelWidth: Int, width: Int) -> [Span] {
        let stats = ChartStats(points: series.points)
        let low = stats.min ?? 0, high = stats.max ?? 0
        let label = TextWidth.pad(series.name, to: labelWidth)
        let range = ChartFormat.range(low, high, currency: currency)
        let prices = series.points.map(\.price)
        let wanted = min(prices.count, 4)
        var room = width - labelWidth - 1 - 2 - TextWidth.of(range)
        if room >= wanted {
            return [Span(label + " ", .dim), Span(blocks(prices, low: low, high: high, width: room)), Span("  " + range)]
        }
        room = width - labelWidth - 1
        if room >= wanted {
            return [Span(label + " ", .dim), Span(blocks(prices, low: low, high: high, width: room))]
        }
        return [Span(blocks(prices, low: low, high: high, width: width))]
    }
}
