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
    ///
    /// Each fuel's points are counted first and given their room at once: grown by doubling,
    /// the points of a history of 300,000 prices took 12.6 MB while the last doubling copied
    /// them, the largest part of the app's memory when it opened such a station.
    static func group(_ history: some Collection<PricePoint>) -> (series: [ChartSeries], omitted: Int) {
        func point(_ entry: PricePoint) -> Point? {
            guard let date = entry.date, date.timeIntervalSinceReferenceDate.isFinite,
                  let price = entry.price, price.isFinite
            else { return nil }
            return Point(date: date, price: price)
        }
        var counts: [FuelKind: Int] = [:]
        var omitted = 0
        for entry in history {
            if point(entry) == nil { omitted += 1 } else { counts[entry.fuel, default: 0] += 1 }
        }
        var byFuel: [FuelKind: [Point]] = [:]
        for (fuel, count) in counts {
            byFuel[fuel] = []
            byFuel[fuel]?.reserveCapacity(count)
        }
        for entry in history {
            if let point = point(entry) { byFuel[entry.fuel]?.append(point) }
        }
        let series = counts.keys.sorted().map { fuel in
            var points = byFuel.removeValue(forKey: fuel) ?? []
            // A history already oldest first (as feeds list it) is kept as it is; one newest
            // first, no two on the same date, turned round where it lies.
            guard zip(points, points.dropFirst()).contains(where: { $1.date < $0.date }) else {
                return ChartSeries(fuel: fuel, points: points)
            }
            if !zip(points, points.dropFirst()).contains(where: { $1.date >= $0.date }) {
                points.reverse()
                return ChartSeries(fuel: fuel, points: points)
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
