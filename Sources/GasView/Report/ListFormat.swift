import Foundation
import GasPrices

/// How the station list writes its values: prices, the difference to the cheapest, the age
/// of a price, the badge of a record's outcomes.
public enum ListFormat {
    /// `$3.39`. The catalog keeps prices without their currency; every source so far is the
    /// sample's, in US dollars.
    public static func price(_ value: Double?) -> String {
        value.map(StationFormat.price) ?? "—"
    }

    /// What the difference column reads for `price` against `cheapest`: `cheapest`, `+0.12`,
    /// or nothing when either is unknown.
    public static func difference(_ price: Double?, cheapest: Double?) -> String {
        guard let price, let cheapest, price.isFinite, cheapest.isFinite else { return "" }
        if price == cheapest { return cheapestWord }
        let cents = ((price - cheapest) * 100).rounded()
        guard abs(cents) < 1e12 else { return "+∞" }
        let whole = Int64(abs(cents))
        let text = "\(whole / 100)." + (whole % 100 < 10 ? "0" : "") + "\(whole % 100)"
        return (cents < 0 ? "-" : "+") + text
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
