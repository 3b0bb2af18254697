import Foundation
import GasPrices

/// The rows of the sample app's station table: Name, Price, Sells Diesel, the two address
/// lines, and the price history or its footnote.
public struct StationRows: Equatable, Sendable {
    public var name: String
    public var price: String
    public var sellsDiesel: String
    public var street: String
    public var cityLine: String
    /// Date and price of each history entry, in order.
    public var history: [(date: String, price: String)]

    public static let noHistory = "No historical information is available."

    public init(_ station: Station, timeZone: TimeZone) {
        name = station.stationName
        price = StationFormat.price(station.price)
        sellsDiesel = StationFormat.yesNo(station.sellsDiesel)
        street = station.address.street
        cityLine = StationFormat.cityLine(station.address)
        history = station.historicalPrices.map { (StationFormat.shortDate($0.date, in: timeZone), StationFormat.price($0.price)) }
    }

    public static func == (lhs: StationRows, rhs: StationRows) -> Bool {
        lhs.name == rhs.name && lhs.price == rhs.price && lhs.sellsDiesel == rhs.sellsDiesel && lhs.street == rhs.street
            && lhs.cityLine == rhs.cityLine && lhs.history.map(\.date) == rhs.history.map(\.date)
            && lhs.history.map(\.price) == rhs.history.map(\.price)
    }

    /// The table as plain lines: a label column, then the value; the history after a heading.
    public func lines(labelWidth: Int = 14) -> [String] {
        func row(_ label: String, _ value: String) -> String {
            TextWidth.pad(label, to: labelWidth) + SafeText.line(value)
        }
        var lines = [
            row("Name", name),
            row("Price", price),
            row("Sells Diesel", sellsDiesel),
            row("Address", street),
            row("", cityLine),
            "",
            "Historical Prices",
        ]
        if history.isEmpty {
            lines.append(StationRows.noHistory)
        } else {
            for entry in history { lines.append(TextWidth.pad(entry.date, to: labelWidth) + entry.price) }
        }
        return lines
    }
}
