import Foundation
import GasPrices

/// How the station list writes its values: prices, the difference to the cheapest, the age
/// of a price, the badge of a record's outcomes.
public enum ListFormat {
    /// A price in `currency` (ISO 4217): US dollars as the sample app writes them (`$3.19`);
    /// `€1.799`, `£1.45`, `CHF 1.92` for others (``symbol(_:)``), then two decimals, three when the third is not 0 (a litre price in
    /// euros) or when `thousandths` asks for three (a column of prices some of which have a
    /// third: `€1.290` beside `€1.289`, their decimal marks aligned); a negative price keeps
    /// its sign (`-€2.25`); `—` for none.
    public static func price(_ value: Double?, currency: String, thousandths: Bool = false) -> String {
        guard let value else { return "—" }
        guard !isUSDollar(currency) else { return StationFormat.price(value) }
        let sign = value < 0 && amount(-value, thousandths: thousandths) != amount(0, thousandths: thousandths) ? "-" : ""
        return sign + symbol(currency) + amount(abs(value), thousandths: thousandths)
    }

    /// Whether `value` has a third decimal that ``price(_:currency:thousandths:)`` writes: one
    /// that is not 0, in a price small enough to have one.
    public static func hasThousandths(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let thousandths = (abs(value) * 1000).rounded()
        return thousandths.truncatingRemainder(dividingBy: 10) != 0 && thousandths < 1e15
    }

    /// Whether prices in `currency` are written with a third decimal when they have one:
    /// every currency's but the US dollar's, which the sample app writes with two.
    public static func writesThousandths(in currency: String) -> Bool {
        !isUSDollar(currency)
    }

    /// Whether `currency` is `USD` in any case.
    static func isUSDollar(_ currency: String) -> Bool {
        currency.utf8.elementsEqual("USD".utf8) { $0 & 0xDF == $1 }
    }

    /// The number in the currency's main unit: two decimals, or three when the third is not
    /// 0 or `thousandths` asks for three; any finite size.
    static func amount(_ value: Double, thousandths: Bool = false) -> String {
        guard value.isFinite else { return value.isNaN ? "?" : "∞" }
        let scaled = (value * 1000).rounded()
        let precise = abs(scaled) < 1e15 && (thousandths || hasThousandths(value))
        return String(format: precise ? "%.3f" : "%.2f", precise ? scaled / 1000 : value)
    }

    /// What goes before the number for an ISO 4217 code: a symbol for the common ones, the
    /// code and a space for another code of three letters, nothing for anything else (a
    /// feed's text is never printed as a code).
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
        case let code where code.unicodeScalars.count == 3 && code.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }):
            code + " "
        default: ""
        }
    }

    /// A price basis as the list and `stations` name it: `EUR per litre`, `USD per gallon`
    /// (the currency's code made safe to print).
    public static func basis(_ basis: PriceBasis) -> String {
        SafeText.line(basis.currency, columns: 16) + " per " + basis.unit.rawValue
    }

    /// What the difference column reads for `price` against `cheapest`: `cheapest`, `+0.12`,
    /// or nothing when either is unknown; with `thousandths` (the prices' column writes three
    /// decimals), three too: `+0.004`, where two would say `+0.00` of a dearer price.
    public static func difference(_ price: Double?, cheapest: Double?, thousandths: Bool = false) -> String {
        guard let price, let cheapest, price.isFinite, cheapest.isFinite else { return "" }
        if price == cheapest { return cheapestWord }
        let scale: Double = thousandths ? 1000 : 100
        let units = ((price - cheapest) * scale).rounded()
        // Past what the units in an integer are kept exactly as: the difference as a number.
        guard abs(units) < 1e12 else {
            return (units < 0 ? "-" : "+") + String(format: thousandths ? "%.3f" : "%.2f", abs(price - cheapest))
        }
        let whole = Int64(abs(units)), per = Int64(scale)
        let fraction = String(whole % per)
        let text = "\(whole / per)." + String(repeating: "0", count: (thousandths ? 3 : 2) - fraction.count) + fraction
        return (units < 0 ? "-" : "+") + text
    }

    public static let cheapestWord = "cheapest"

    /// How long ago `date` was, from `now`, in the largest unit that fits: `now`, `12 min`,
    /// `3 h`, `2 d`, `5 mo`, `1 y`; `—` when unknown; `future` for a time after `now` (a
    /// clock that is wrong somewhere).
    public static func age(_ date: Date?, now: Date) -> String {
        guard let date else { return "—" }
        let seconds = now.timeIntervalSince(date)
        guard seconds.isFinite else { return "—" }
        if seconds < -60 { return "future" }
        let minutes = Int((seconds / 60).rounded(.down))
        if minutes < 1 { return "now" }
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60
        if hours < 24 { return "\(hours) h" }
        let days = hours / 24
        if days < 30 { return "\(days) d" }
        if days < 365 { return "\(days / 30) mo" }
        return "\(days / 365) y"
    }

    /// `~3 !1`: how many fields were coerced (`~`) and defaulted or dropped (`!`); a zero is
    /// left out, so an exact record reads empty.
    public static func badge(coerced: Int, defaulted: Int) -> (coerced: String, defaulted: String) {
        (coerced > 0 ? "~\(coerced)" : "", defaulted > 0 ? "!\(defaulted)" : "")
    }
}
