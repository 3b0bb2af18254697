import Foundation

/// How the screens and the command line show a station's values, as the sample app does:
/// prices in dollars with two decimals, dates in the short US style in a given time zone.
public enum StationFormat {
    /// `$3.50`; a negative price keeps its sign (`-$2.25`).
    public static func price(_ value: Double) -> String {
        let cents = (abs(value) * 100).rounded()
        let dollars = Int(cents / 100)
        let rest = Int(cents.truncatingRemainder(dividingBy: 100))
        let text = "$\(dollars).\(rest < 10 ? "0" : "")\(rest)"
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
