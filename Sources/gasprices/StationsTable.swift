import Foundation
import GasPrices
import GasView
import Lenient

/// The text output of `gasprices stations` for one order: an aligned table of its stations
/// and a line that counts them (``StationsListing`` puts one per price basis together).
///
/// ```text
/// #  NAME                BRAND  REGULAR      DIFF  CITY       POSTCODE  AGE  FIELDS
/// 1  Costco Union                 $2.89  cheapest  Union      07083     4 d  ~42
/// 2  BJ's Gas Elizabeth           $2.95     +0.06  Elizabeth  07201     4 d  ~64
///
/// 24 stations (2 without a regular price) from 1 source, the first 2 shown
/// ```
struct StationsTable {
    /// One column: its heading, its widest allowed cell, and which side it is flush to.
    struct Column {
        var heading: String
        var maximumWidth: Int
        var alignedRight = false
    }

    let catalog: Catalog
    let order: StationOrder
    let now: Date
    /// Whether some price of the fuel has a third decimal, so that every price is written
    /// with three (as the app's list writes the column).
    let thousandths: Bool

    init(catalog: Catalog, order: StationOrder, now: Date) {
        self.catalog = catalog
        self.order = order
        self.now = now
        thousandths = catalog.containsPrice(of: order.query.fuel, among: 0..<catalog.count,
                                            inCurrencies: ListFormat.writesThousandths(in:), where: ListFormat.hasThousandths)
    }

    /// How many of the matched stations have no price of the fuel.
    var withoutPrice: Int { order.matched - order.priced }

    /// The columns, in order; the price column is headed by the fuel's name.
    var columns: [Column] {
        [Column(heading: "#", maximumWidth: 12, alignedRight: true),
         Column(heading: "NAME", maximumWidth: 32),
         Column(heading: "BRAND", maximumWidth: 16),
         Column(heading: SafeText.line(order.query.fuel.rawValue.uppercased(), columns: 16), maximumWidth: 16, alignedRight: true),
         Column(heading: "DIFF", maximumWidth: 12, alignedRight: true),
         Column(heading: "CITY", maximumWidth: 20),
         Column(heading: "POSTCODE", maximumWidth: 10),
         Column(heading: "AGE", maximumWidth: 12, alignedRight: true),
         Column(heading: "FIELDS", maximumWidth: 16)]
    }

    /// The table's lines, then a blank line and the count; only the count when no station
    /// is shown.
    func lines() -> [String] {
        let table = table()
        return table + (table.isEmpty ? [] : [""]) + [count()]
    }

    /// The headings and one line per station; nothing when no station is shown. Every cell
    /// is escaped and clipped, so no file content reaches the terminal as a control or
    /// breaks the alignment.
    func table() -> [String] {
        let columns = columns
        // Rows made side by side, a run of stations each: every cell escaped, clipped and
        // measured once.
        let indices = order.indices
        let runs = max(1, min(Self.runsPerCore * Processors.active, indices.count / Self.rowsPerRun))
        let rows: [[Cell]] = Slots.make(runs) { [self] run in
            let range = (indices.count * run / runs)..<(indices.count * (run + 1) / runs)
            return range.map { number in
                cells(Int(indices[number]), number: number + 1).enumerated().map { column, text in
                    Cell(SafeText.line(text, columns: columns[column].maximumWidth))
                }
            }
        }.flatMap { $0 }
        guard !rows.isEmpty else { return [] }
        let headings = columns.map { Cell($0.heading) }
        let widths = columns.indices.map { column in
            rows.reduce(headings[column].width) { max($0, $1[column].width) }
        }
        let line: @Sendable ([Cell]) -> String = { row in
            let padded = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.width))
                return columns[column].alignedRight ? padding + cell.text : cell.text + padding
            }
            return Self.trimmed(padded.joined(separator: "  "))
        }
        return [line(headings)] + Slots.make(runs) { run in
            rows[(rows.count * run / runs)..<(rows.count * (run + 1) / runs)].map(line)
        }.flatMap { $0 }
    }

    /// A cell's text, safe to print, and the columns it takes.
    struct Cell {
        var text: String
        var width: Int

        init(_ text: String) {
            self.text = text
            width = TextWidth.of(text)
        }
    }

    /// Runs of rows made at once per core, for an even share when some rows cost more.
    static let runsPerCore = 4
    /// The fewest rows a run is worth making on a thread of its own.
    static let rowsPerRun = 2_048

    /// The cells of station `index`, unescaped; prices, differences, ages and the badge
    /// written as the app's list writes them.
    func cells(_ index: Int, number: Int) -> [String] {
        let station = catalog.station(index)
        let offer = station.price(of: order.query.fuel)
        let price = ListFormat.price(offer?.price, currency: catalog.currency(index), thousandths: thousandths)
        let counts = catalog.badge(index)
        let badge = ListFormat.badge(coerced: counts.coerced, defaulted: counts.defaulted)
        return [String(number), station.name, station.brand, price,
                ListFormat.difference(offer?.price, cheapest: order.cheapest,
                                     thousandths: thousandths && ListFormat.writesThousandths(in: catalog.currency(index))), station.address.city,
                station.address.postcode, ListFormat.age(offer?.updated, now: now),
                [badge.coerced, badge.defaulted].filter { !$0.isEmpty }.joined(separator: " ")]
    }

    /// `24 stations (3 without a regular price) from 1 source`, with `matching 'text'` for a
    /// filter and `, the first 5 shown` when `--limit` left some out.
    func count() -> String {
        var text = Self.stations(order.matched, matching: order.query.filter) + withoutPriceNote()
        text += " from " + Self.sources(catalog.sources.count) + shownNote()
        return text
    }

    /// What heads the table of one price basis among several:
    /// `EUR per litre: 24 stations (3 without an e5 price), the first 5 shown`.
    func heading(_ basis: PriceBasis) -> String {
        ListFormat.basis(basis) + ": " + Self.stations(order.matched) + withoutPriceNote() + shownNote()
    }

    /// ` (3 without a regular price)`, or nothing when every station has one; ` (3 without a
    /// price)` for the fuel Tankerkönig's answer for one fuel calls `price`.
    func withoutPriceNote() -> String {
        guard withoutPrice > 0 else { return "" }
        let fuel = order.query.fuel.rawValue
        if fuel == "price" { return " (\(withoutPrice) without a price)" }
        return " (\(withoutPrice) without a\(Self.article(fuel)) \(SafeText.line(fuel)) price)"
    }

    /// `, the first 5 shown` when `--limit` left some out, else nothing.
    func shownNote() -> String {
        order.indices.count < order.matched ? ", the first \(order.indices.count) shown" : ""
    }

    /// `24 stations`, `1 station matching 'text'`.
    static func stations(_ count: Int, matching filter: String = "") -> String {
        "\(count) station\(count == 1 ? "" : "s")" + (filter.isEmpty ? "" : " matching '\(SafeText.line(filter))'")
    }

    /// `1 source`, `3 sources`.
    static func sources(_ count: Int) -> String {
        "\(count) source\(count == 1 ? "" : "s")"
    }

    /// `n` before a vowel (`an e10 price`), nothing otherwise.
    static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "" }
        return "aeio".contains(first) ? "n" : ""
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
