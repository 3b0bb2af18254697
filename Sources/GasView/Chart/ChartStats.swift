import Foundation
import Lenient

/// What the chart's summary says: the lowest, average and highest price, read with the
/// engine's collection operators (`@min.price`, `@avg.price`, `@max.price`), the number of
/// points and the dates they span.
struct ChartStats: Equatable {
    var min: Double?
    var average: Double?
    var max: Double?
    var count: Int
    var first: Date?
    var last: Date?

    /// The figures over every point of every series.
    init(_ series: [ChartSeries]) {
        self.init(points: series.flatMap(\.points))
    }

    init(points: [ChartSeries.Point]) {
        let list = Self.list(points.map(\.price))
        min = Self.read(list, "@min.price")
        max = Self.read(list, "@max.price")
        average = Self.read(list, "@avg.price")
        // Prices near the largest Double overflow the operator's sum: average a copy scaled
        // down by the count instead, whose sum cannot overflow, and scale back.
        if let average, !average.isFinite, !points.isEmpty {
            let count = Double(points.count)
            self.average = Self.read(Self.list(points.map { $0.price / count }), "@avg.price").map { $0 * count }
        }
        count = points.count
        first = points.lazy.map(\.date).min()
        last = points.lazy.map(\.date).max()
    }

    /// The lowest and highest price are the same (or there are none): nothing to scale.
    var isFlat: Bool {
        (min ?? 0) >= (max ?? 0)
    }

    /// The prices as the engine sees a list of models: objects with a `price` member.
    private static func list(_ prices: [Double]) -> KVCValue {
        .list(prices.map { .object([KVCValue.Member("price", .number($0))]) })
    }

    /// A number read at `path`; `nil` for none (an empty list) or anything else.
    private static func read(_ list: KVCValue, _ path: String) -> Double? {
        switch try? list.value(forKeyPath: path) {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
}
