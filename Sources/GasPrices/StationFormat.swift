import Foundation

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

    /// The short US date, `2/18/13`, in `timeZone`; empty for no date.
    public static func shortDate(_ date: Date?, in timeZone: TimeZone) -> String {
        guard let date else { return "" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return "" }
        let shortYear = ((year % 100) + 100) % 100
        return "\(month)/\(day)/\(shortYear < 10 ? "0" : "")\(shortYear)"
    }

    /// The address's second line, `Newark, NJ 07105`, leaving out what is blank.
    public static func cityLine(_ address: Address) -> String {
        var line = address.city
        if !address.state.isEmpty { line += line.isEmpty ? address.state : ", " + address.state }
        if !address.zip.isEmpty { line += line.isEmpty ? address.zip : " " + address.zip }
        return line
    }
}
