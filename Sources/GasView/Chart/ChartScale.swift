/// Maps prices and dates to positions on the chart, so that no input (an empty range,
/// infinities, 1e308 next to -1e308) can divide by zero, overflow or index outside the plot.
enum ChartScale {
    /// Where `value` lies between `low` and `high`, clamped to 0…1; 0.5 (the middle) when the
    /// range is empty or any of the three is not finite.
    static func fraction(_ value: Double, low: Double, high: Double) -> Double {
        guard value.isFinite, low.isFinite, high.isFinite, high > low else { return 0.5 }
        // The difference of two huge numbers of opposite signs overflows; their halves' does not.
        let fraction = (high - low).isFinite && (value - low).isFinite
            ? (value - low) / (high - low)
            : (value / 2 - low / 2) / (high / 2 - low / 2)
        guard fraction.isFinite else { return 0.5 }
        return Swift.min(1, Swift.max(0, fraction))
    }

    /// The value `fraction` of the way from `low` to `high`, never beyond them.
    static func value(at fraction: Double, low: Double, high: Double) -> Double {
        let fraction = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0.5
        let value = low * (1 - fraction) + high * fraction
        guard value.isFinite else { return fraction < 0.5 ? low : high }
        return Swift.min(Swift.max(value, Swift.min(low, high)), Swift.max(low, high))
    }

    /// The one of `steps` positions (`0..<steps`) nearest to `fraction` of the way; 0 when
    /// there are no steps to choose from.
    static func index(_ fraction: Double, steps: Int) -> Int {
        guard steps > 1, fraction.isFinite else { return 0 }
        let scaled = (fraction * Double(steps - 1)).rounded()
        return Int(Swift.min(Double(steps - 1), Swift.max(0, scaled)))
    }

    /// The fraction of the way across `steps` positions that position `index` lies at.
    static func fraction(ofIndex index: Int, steps: Int) -> Double {
        guard steps > 1 else { return 0.5 }
        return Swift.min(1, Swift.max(0, Double(index) / Double(steps - 1)))
    }
}
