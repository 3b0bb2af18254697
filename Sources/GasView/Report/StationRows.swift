import Foundation
import GasPrices

/// The rows of the sample app's station table: Name, Price, Sells Diesel, the two address
/// lines, and the price history or its footnote. History rows are made when asked for: a
/// screen asks for the few it shows of a history of 300,000 entries.
public struct StationRows: Equatable, Sendable {
    public var name: String
    public var price: String
    public var sellsDiesel: String
    public var street: String
    public var cityLine: String

    /// Where the history rows are made from.
    private enum History: Sendable {
        /// The sample model's entries: the date, and the price as the sample app writes it.
        case sample([HistoricalPrice])
        /// A station in the catalog's terms: each point's price in its fuel's currency,
        /// with the fuel named when the history holds several.
        case catalog(points: [PricePoint], fuels: [FuelPrice], currency: String, namesFuel: Bool)
    }

    private let historySource: History
    private let timeZone: TimeZone

    public static let noHistory = "No historical information is available."

    public init(_ station: Station, timeZone: TimeZone) {
        name = station.stationName
        price = StationFormat.price(station.price)
        sellsDiesel = StationFormat.yesNo(station.sellsDiesel)
        street = station.address.street
        cityLine = StationFormat.cityLine(station.address)
        historySource = .sample(station.historicalPrices)
        self.timeZone = timeZone
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
        name = station.name
        self.price = station.fuels.map { "\($0.fuel.rawValue) \(Self.price($0.price, $0.currency))" }.joined(separator: "  ")
        sellsDiesel = StationFormat.yesNo(station.fuels.contains { $0.fuel == .diesel })
        street = station.address.street
        let address = station.address
        cityLine = [address.city, [address.region, address.postcode].filter { !$0.isEmpty }.joined(separator: " ")]
            .filter { !$0.isEmpty }.joined(separator: ", ")
        let first = station.history.first?.fuel
        historySource = .catalog(points: station.history, fuels: station.fuels, currency: station.fuels.first?.currency ?? "USD",
                                 namesFuel: station.history.contains { $0.fuel != first })
        self.timeZone = timeZone
    }

    private static func price(_ value: Double?, _ currency: String) -> String {
        value == nil ? "–" : ListFormat.price(value, currency: currency)
    }

    /// How many history rows there are.
    public var historyCount: Int {
        switch historySource {
        case .sample(let entries): entries.count
        case .catalog(let points, _, _, _): points.count
        }
    }

    /// The date and price of history entry `index` (0-based, within ``historyCount``).
    public func historyRow(at index: Int) -> (date: String, price: String) {
        switch historySource {
        case .sample(let entries):
            let entry = entries[index]
            return (StationFormat.shortDate(entry.date, in: timeZone), StationFormat.price(entry.price))
        case .catalog(let points, let fuels, let currency, let namesFuel):
            let point = points[index]
            let amount = Self.price(point.price, fuels.first { $0.fuel == point.fuel }?.currency ?? currency)
            return (StationFormat.shortDate(point.date, in: timeZone), namesFuel ? "\(point.fuel.rawValue) \(amount)" : amount)
        }
    }

    /// Date and price of each history entry, in order: every row (a report's; a screen asks
    /// for the rows it shows with ``historyRow(at:)``).
    public var history: [(date: String, price: String)] {
        (0..<historyCount).map(historyRow(at:))
    }

    /// The width of the widest price of the history, without writing out the sample's: the
    /// width of a price written as the sample app writes it grows with the number of cents
    /// (and a minus sign), so only the largest amount of each sign is written.
    public var widestHistoryPrice: Int {
        switch historySource {
        case .sample(let entries):
            var widest: (positive: Double?, negative: Double?, other: Int) = (nil, nil, 0)
            for entry in entries {
                let value = entry.price
                guard value.isFinite else {
                    widest.other = max(widest.other, TextWidth.of(StationFormat.price(value)))
                    continue
                }
                if value < 0 {
                    if value < (widest.negative ?? 0) { widest.negative = value }
                } else if value >= (widest.positive ?? 0) {
                    widest.positive = value
                }
            }
            // The most negative amount is written with its sign unless it rounds to no cents,
            // and then so does every other.
            let candidates = [widest.positive, widest.negative].compactMap { $0 }
            return candidates.reduce(widest.other) { max($0, TextWidth.of(StationFormat.price($1))) }
        case .catalog:
            return (0..<historyCount).reduce(0) { max($0, TextWidth.of(historyRow(at: $1).price)) }
        }
    }

    public static func == (lhs: StationRows, rhs: StationRows) -> Bool {
        lhs.name == rhs.name && lhs.price == rhs.price && lhs.sellsDiesel == rhs.sellsDiesel && lhs.street == rhs.street
            && lhs.cityLine == rhs.cityLine && lhs.historyCount == rhs.historyCount
            && (0..<lhs.historyCount).allSatisfy { lhs.historyRow(at: $0) == rhs.historyRow(at: $0) }
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
        if historyCount == 0 {
            lines.append(StationRows.noHistory)
        } else {
            for index in 0..<historyCount {
                let entry = historyRow(at: index)
                lines.append(TextWidth.pad(entry.date, to: labelWidth) + entry.price)
            }
        }
        return lines
    }
}
