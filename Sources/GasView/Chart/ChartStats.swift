import Foundation
import Lenient

/// What the chart's summary says: the lowest, average and highest price of the points drawn
/// (a point without a date or price is not one), worked out as the engine's collection
/// operators work out `@min.price`, `@avg.price` and `@max.price` over a list, in one pass
/// over the points, so that a history of 300,000 points is not made a list of 300,000
/// objects first — the number of points and the dates they span.
struct ChartStats: Equatable {
    var min: Double?
    var average: Double?
    var max: Double?
    var count: Int
    var first: Date?
    var last: Date?

    /// The figures over every point of every series, in order.
    init(_ series: [ChartSeries]) {
        self.init(runs: series.map(\.points))
    }

    init(points: [ChartSeries.Point]) {
        self.init(runs: [points])
    }

    /// The figures over the points of `runs`, one run after the other: as the operators read
    /// a list, the first lowest and highest win, and the average is the sum in order over the
    /// count.
    private init(runs: [[ChartSeries.Point]]) {
        var low: Double? = nil, high: Double? = nil
        var total = 0.0
        var count = 0
        var first: Date? = nil, last: Date? = nil
        for points in runs {
            for point in points {
                if low.map({ point.price < $0 }) ?? true { low = point.price }
                if high.map({ $0 < point.price }) ?? true { high = point.price }
                total += point.price
                count += 1
                if first.map({ point.date < $0 }) ?? true { first = point.date }
                if last.map({ $0 < point.date }) ?? true { last = point.date }
            }
        }
        min = low
        max = high
        average = count > 0 ? total / Double(count) : nil
        // Prices near the largest Double overflow the sum: average them scaled down by the
        // count instead, whose sum cannot overflow, and scale back.
        if let average, !average.isFinite, count > 0 {
            let scale = Double(count)
            var scaled = 0.0
            for points in runs { for point in points { scaled += point.price / scale } }
            self.average = scaled / scale * scale
        }
        self.count = count
        self.first = first
        self.last = last
    }

    /// The lowest and highest price are the same (or there are none): nothing to scale.
    var isFlat: Bool {
        (min ?? 0) >= (max ?? 0)
    }
}
