import Foundation
import Lenient

/// How the screens and the command line show a station's values, as the sample app does:
/// prices in dollars with two decimals, dates in the short US style in a given time zone.
public enum StationFormat {
    /// `$3.50`; a negative price keeps its sign (`-$2.25`). Any finite number works, however
    /// large (a validated price can be up to ~1.8e308): the dollars are written from the
    /// rounded number's digits, never through a fixed-width integer.
    public static func price(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "$?" : value < 0 ? "-$∞" : "$∞" }
        let cents = (abs(value) * 100).rounded()
        let text: String
        if cents < 1e15 {
            let whole = Int64(cents)
            let rest = whole % 100
            text = "$\(whole / 100).\(rest < 10 ? "0" : "")\(rest)"
        } else {
            // Beyond 2^53 cents a Double has no cents to show: whole dollars, all digits.
            text = "$" + (abs(value).rounded()).formatted(.number.grouping(.never).precision(.fractionLength(0)).locale(Locale(identifier: "en_US_POSIX"))) + ".00"
        }
        return value < 0 && cents > 0 ? "-" + text : text
    }

    /// `Yes` or `No`.
    public static func yesNo(_ value: Bool) -> String {
        value ? "Yes" : "No"
    }

    /// The short US date, `2/18/13`, in `timeZone`, on the proleptic Gregorian calendar the
    /// engine reads and writes dates with; empty for no date. The year has two digits in
    /// 1950–2049 and all four otherwise, so `1/1/0001` is never read as 2001.
    public static func shortDate(_ date: Date?, in timeZone: TimeZone) -> String {
        guard let date else { return "" }
        // Rounded to the millisecond first, as the JSON output writes it: 23:59:59.9999 is
        // the next day there, so it is here too.
        let instant = (date.timeIntervalSince1970 * 1000).rounded() / 1000
        let local = instant + Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant)))
        // Only code can make a date this far off; validated dates are in 0001–9999.
        guard abs(local) < 1e15 else { return "?" }
        let days = Int((local / 86_400).rounded(.down))
        let (year, month, day) = CivilDate.date(fromDays: days)
        let shownYear = (1950...2049).contains(year) ? zeroPadded(year % 100, to: 2) : zeroPadded(year, to: 4)
        return "\(month)/\(day)/\(shownYear)"
    }

    /// `n` in decimal with zeros before it up to `width` digits (`7` → `"07"`), as
    /// `String(format: "%0*d")` writes it, without Foundation's formatter on every history
    /// row. Years here are 1 to 9999, never negative.
    static func zeroPadded(_ n: Int, to width: Int) -> String {
        let digits = String(n)
        return digits.utf8.count >= width ? digits : String(repeating: "0", count: width - digits.utf8.count) + digits
    }

    /// The address's second line, `Newark, NJ 07105`, leaving out what is blank.
    public static func cityLine(_ address: Address) -> String {
        var line = address.city
        if !address.state.isEmpty { line += line.isEmpty ? address.state : ", " + address.state }
        if !address.zip.isEmpty { line += line.isEmpty ? address.zip : " " + address.zip }
        return line
    }
}
