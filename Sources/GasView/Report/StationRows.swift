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

    /// The rows of a station's record: the sample app's own for a station in its shape;
    /// otherwise the station in the catalog's terms, its fuels on the Price row.
    public init(_ record: StationRecord, timeZone: TimeZone) {
        if let sample = record.sample {
            self.init(sample, timeZone: timeZone)
        } else {
            self.init(record.station, timeZone: timeZone)
        }
    }

    /// The rows of a station in the catalog's terms: each fuel with its price (`–` where
    /// none is known) on the Price row, whether it sells diesel, the address, and the
    /// history, its fuel named when the history has several.
    public init(_ station: CatalogStation, timeZone: TimeZone) {
        func price(_ value: Double?, _ currency: String) -> String {
            value == nil ? "–" : ListFormat.price(value, currency: currency)
        }
        name = station.name
        self.price = station.fuels.map { "\($0.fuel.rawValue) \(price($0.price, $0.currency))" }.joined(separator: "  ")
        sellsDiesel = StationFormat.yesNo(station.fuels.contains { $0.fuel == .diesel })
        street = station.address.street
        let address = station.address
        cityLine = [address.city, [address.region, address.postcode].filter { !$0.isEmpty }.joined(separator: " ")]
            .filter { !$0.isEmpty }.joined(separator: ", ")
        let currency = station.fuels.first?.currency ?? "USD"
        let fuels = Set(station.history.map(\.fuel))
        history = station.history.map { point in
            let amount = price(point.price, station.fuels.first { $0.fuel == point.fuel }?.currency ?? currency)
            return (StationFormat.shortDate(point.date, in: timeZone), fuels.count > 1 ? "\(point.fuel.rawValue) \(amount)" : amount)
        }
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
