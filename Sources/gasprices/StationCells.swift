import Foundation
import GasView

/// Prices in any currency for `gasprices stations`' table. The view's ``ListFormat`` writes
/// the other cells and US dollars; it does not know currencies yet, so the rest is here.
enum StationCells {
    /// `$3.19` as the app's list writes it; `€1.799`, `£1.45`, `CHF 1.92` for other
    /// currencies: the symbol for the common ones, else the code and a space, then two
    /// decimals, three when the third is not 0 (a litre price in euros); a negative price
    /// keeps its sign (`-€2.25`).
    static func price(_ value: Double, currency: String) -> String {
        guard currency.uppercased() != "USD" else { return ListFormat.price(value) }
        let sign = value < 0 && amount(-value) != amount(0) ? "-" : ""
        return sign + symbol(currency) + amount(abs(value))
    }

    /// The number in the currency's main unit: two decimals, or three when the third is not
    /// 0; any finite size.
    static func amount(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "?" : "∞" }
        let thousandths = (value * 1000).rounded()
        let precise = thousandths.truncatingRemainder(dividingBy: 10) != 0 && abs(thousandths) < 1e15
        return String(format: precise ? "%.3f" : "%.2f", precise ? thousandths / 1000 : value)
    }

    /// What goes before the number for an ISO 4217 code.
    static func symbol(_ currency: String) -> String {
        switch currency.uppercased() {
        case "EUR": "€"
        case "GBP": "£"
        case "JPY": "¥"
        case "INR": "₹"
        case "KRW": "₩"
        case "AUD": "A$"
        case "CAD": "CA$"
        case "NZD": "NZ$"
        case "": ""
        default: currency.uppercased() + " "
        }
    }
}
