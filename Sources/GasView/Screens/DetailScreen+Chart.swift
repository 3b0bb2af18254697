import Foundation

extension DetailScreen {
    /// The station's price history as a chart in `rect` (a sparkline when the rectangle has
    /// fewer than ``PriceChart/minimumRows`` rows: the chart decides).
    static func drawChart(_ entry: ResponseEntry, timeZone: TimeZone, in rect: Rect, into grid: inout Grid) {
        grid.fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        PriceChart.draw(entry.history, currency: entry.currency, timeZone: timeZone, in: rect, into: &grid)
    }
}
