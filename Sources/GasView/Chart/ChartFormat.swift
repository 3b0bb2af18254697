import Foundation
import GasPrices

/// The chart's wording: prices in a currency, date labels, the note on points left out.
enum ChartFormat {
    /// A price as the list writes it (``ListFormat/price(_:currency:)``: `$3.50`, `€1.799`,
    /// `CHF 1.92`), except that from a billion up the amount is written with an exponent
    /// (`$1.00e300`, `-€5.00e12`), so that an absurd price cannot fill an axis.
    static func price(_ value: Double, currency: String) -> String {
        guard value.isFinite, abs(value) >= 1e9 else { return ListFormat.price(value, currency: currency) }
        let amount = String(format: "%.2e", abs(value)).replacingOccurrences(of: "e+", with: "e")
        return (value < 0 ? "-" : "") + (currency.uppercased() == "USD" ? "$" : ListFormat.symbol(currency)) + amount
    }

    /// `min–max`, or the one price when they are the same.
    static func range(_ low: Double, _ high: Double, currency: String) -> String {
        let low = price(low, currency: currency)
        let high = price(high, currency: currency)
        return low == high ? low : low + "–" + high
    }

    /// A date as a label: the short US date (``StationFormat/shortDate(_:in:)``, `2/18/13`),
    /// or without its year (`2/18`) when `withYear` is false.
    static func date(_ date: Date, timeZone: TimeZone, withYear: Bool = true) -> String {
        let text = StationFormat.shortDate(date, in: timeZone)
        guard !withYear else { return text }
        let parts = text.split(separator: "/")
        return parts.count == 3 ? parts[0] + "/" + parts[1] : text
    }

    /// Whether labels between `first` and `last` need their year: the two are in different
    /// years (in `timeZone`), or a year cannot be told.
    static func needsYear(_ first: Date, _ last: Date, timeZone: TimeZone) -> Bool {
        let years = [first, last].map { StationFormat.shortDate($0, in: timeZone).split(separator: "/") }
        guard years.allSatisfy({ $0.count == 3 }) else { return true }
        return years[0].last != years[1].last
    }

    /// `2 points without a date or price not drawn`.
    static func omitted(_ count: Int) -> String {
        "\(count) \(count == 1 ? "point" : "points") without a date or price not drawn"
    }
}
