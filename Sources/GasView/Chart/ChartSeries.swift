import Foundation
import GasPrices

/// One fuel's drawable history: the points that have both a date and a finite price, oldest
/// first.
struct ChartSeries: Equatable {
    struct Point: Equatable {
        var date: Date
        var price: Double
    }

    var fuel: FuelKind
    var points: [Point]

    /// Splits `history` into one series per fuel, in ``FuelKind`` order.
    ///
    /// A point without a date, or without a price, is left out and counted; so is one whose
    /// date or price is not a finite number (only code can make one, but a chart cannot place
    /// it). Points on the same date keep the source's order.
    /// - Returns: the series, and how many points were left out.
    static func group(_ history: some Collection<PricePoint>) -> (series: [ChartSeries], omitted: Int) {
        var byFuel: [FuelKind: [Point]] = [:]
        var omitted = 0
        for entry in history {
            guard let date = entry.date, date.timeIntervalSinceReferenceDate.isFinite,
                  let price = entry.price, price.isFinite
            else {
                omitted += 1
                continue
            }
            byFuel[entry.fuel, default: []].append(Point(date: date, price: price))
        }
        let series = byFuel.keys.sorted().map { fuel in
            let points = byFuel[fuel, default: []]
            // A history already oldest first (as feeds list it) is kept as it is; one newest
            // first, no two on the same date, turned round.
            guard zip(points, points.dropFirst()).contains(where: { $1.date < $0.date }) else {
                return ChartSeries(fuel: fuel, points: points)
            }
            if !zip(points, points.dropFirst()).contains(where: { $1.date >= $0.date }) {
                return ChartSeries(fuel: fuel, points: points.reversed())
            }
            let sorted = points.enumerated()
                .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
                .map(\.element)
            return ChartSeries(fuel: fuel, points: sorted)
        }
        return (series, omitted)
    }

    /// The fuel's name as a label: the canonical name, made safe and kept short.
    var name: String {
        SafeText.line(fuel.rawValue, columns: 16)
    }
}
