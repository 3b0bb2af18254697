import Foundation
import GasPrices
import GasView

/// What `gasprices stations` lists: the stations in the app's list order, in one section per
/// price basis (currency and unit) when they are priced in several, since prices are sorted
/// and compared only within one; `--sort` and `--limit` apply within each section.
///
/// ```text
/// EUR per litre: 1 station
/// #  NAME  BRAND  E5      DIFF      CITY     POSTCODE  AGE  FIELDS
/// 1  Aral  ARAL   €1.799  cheapest  Dresden  01067     1 h
///
/// USD per gallon: 24 stations (2 without a regular price), the first 2 shown
/// #  NAME                BRAND  REGULAR      DIFF  CITY       POSTCODE  AGE  FIELDS
/// 1  Costco Union                 $2.89  cheapest  Union      07083     4 d  ~42
/// 2  BJ's Gas Elizabeth           $2.95     +0.06  Elizabeth  07201     4 d  ~64
///
/// 25 stations from 2 sources
/// Grouped by currency and unit: prices in different ones are not compared (--currency CODE keeps one).
///
/// Data: Tankerkönig, CC BY 4.0
/// ```
struct StationsListing {
    /// The stations of one price basis, in order; `basis` is `nil` when the catalog holds one
    /// basis (or none), and the listing is then one table as it always was.
    struct Section {
        var basis: PriceBasis?
        var order: StationOrder
    }

    let catalog: Catalog
    let sections: [Section]
    /// The `--currency` asked for that no station is priced in, if so.
    let unmatchedCurrency: String?

    /// The sections for `options` (`--fuel`, `--sort`, `--reverse`, `--filter`,
    /// `--currency`), each cut to `limit` stations. Without `--fuel`, each section shows
    /// regular, or the first fuel sold in its basis when none sells regular.
    init(catalog: Catalog, options: QueryOptions, limit: Int?) {
        self.catalog = catalog
        let bases = catalog.bases
        // Only `--currency` sets a currency or unit here.
        let wanted = options.applied(to: StationQuery())
        unmatchedCurrency = bases.contains(where: wanted.admits) ? nil : options.currency
        guard bases.count > 1 else {
            // One basis: one table, of every station (or of none, for another currency).
            let query = options.applied(to: StationQuery(fuel: Self.defaultFuel(catalog.fuels)))
            sections = [Section(basis: nil, order: catalog.order(query, limit: limit))]
            return
        }
        sections = bases.filter(wanted.admits).map { basis in
            var query = options.applied(to: StationQuery(fuel: Self.defaultFuel(catalog.fuels(in: basis))))
            query.basis = basis
            return Section(basis: basis, order: catalog.order(query, limit: limit))
        }
    }

    /// Regular unless no station sells it (a German feed's e5, e10, diesel): then the first
    /// fuel sold, as the app does.
    static func defaultFuel(_ fuels: [FuelKind]) -> FuelKind {
        fuels.contains(.regular) ? .regular : fuels.first ?? .regular
    }

    /// Whether the stations are listed in sections headed by their price basis.
    var isGrouped: Bool { sections.first?.basis != nil }

    /// Every station listed, section after section.
    var indices: [Int32] { sections.flatMap(\.order.indices) }

    /// The text output: the table (or each section's heading and table), the count, why the
    /// prices are grouped, and the credit each listed station's feed asks for.
    func lines(now: Date) -> [String] {
        var lines: [String] = []
        if !isGrouped, let order = sections.first?.order {
            lines = StationsTable(catalog: catalog, order: order, now: now).lines()
        } else {
            for section in sections {
                let table = StationsTable(catalog: catalog, order: section.order, now: now)
                lines += (section.basis.map { [table.heading($0)] } ?? []) + table.table() + [""]
            }
            let matched = sections.reduce(0) { $0 + $1.order.matched }
            let filter = sections.first?.order.query.filter ?? ""
            lines.append(StationsTable.stations(matched, matching: filter) + " from " + StationsTable.sources(catalog.sources.count))
            if sections.count > 1 {
                lines.append("Grouped by currency and unit: prices in different ones are not compared (--currency CODE keeps one).")
            }
        }
        let credits = credits()
        if !credits.isEmpty { lines.append("") }
        return lines + credits.map { "Data: " + SafeText.line($0) }
    }

    /// The credit a listed station's data asks for, once per feed, in source order.
    func credits() -> [String] {
        var sources = Set<Int>()
        for index in indices { sources.insert(catalog.reference(Int(index)).source) }
        var credits: [String] = []
        for source in sources.sorted() {
            if let credit = catalog.sources[source].attribution, !credits.contains(credit) { credits.append(credit) }
        }
        return credits
    }
}
