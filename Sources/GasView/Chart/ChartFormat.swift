import Foundation
import GasPrices

/// The chart's wording: prices in a currency, date labels, the note on points left out.
enum ChartFormat {
    /// A price in `currency` (an ISO 4217 code, any case): `$3.50` for USD (and for no code),
    /// `3.50 €`, `£1.45`, `A$1.89`, `C$1.75`, `NZ$2.10`; another code of three letters after
    /// the amount, `3.50 CHF`; anything else, the amount alone. A negative price keeps its
    /// sign (`-£2.25`); from a billion up the amount is written with an exponent
    /// (`$1.00e300`), so that an absurd price cannot fill an axis.
    static func price(_ value: Double, currency: String) -> String {
        let dollars: String
        if value.isFinite, abs(value) >= 1e9 {
            let amount = String(format: "%.2e", abs(value)).replacingOccurrences(of: "e+", with: "e")
            dollars = (value < 0 ? "-$" : "$") + amount
        } else {
            dollars = StationFormat.price(value)
        }
        let code = currency.uppercased()
        let amount = dollars.replacingOccurrences(of: "$", with: "")
        switch code {
        case "USD", "": return dollars
        case "GBP": return dollars.replacingOccurrences(of: "$", with: "£")
        case "AUD": return dollars.replacingOccurrences(of: "$", with: "A$")
        case "CAD": return dollars.replacingOccurrences(of: "$", with: "C$")
        case "NZD": return dollars.replacingOccurrences(of: "$", with: "NZ$")
        case "EUR": return amount + " €"
        default:
            let isCode = code.unicodeScalars.count == 3 && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
            return isCode ? amount + " " + code : amount
        }
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
