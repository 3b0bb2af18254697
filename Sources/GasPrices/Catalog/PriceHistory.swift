import Foundation

/// A station's price history as ``PricePoint``s, read from where the station keeps it: the
/// points of a ``CatalogStation``, or the sample model's entries, each made a point when it
/// is read. A screen draws a history of 300,000 entries without a copy of it.
public struct PriceHistory: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case points([PricePoint])
        case sample([HistoricalPrice])
    }

    private let storage: Storage

    /// The points as they are.
    public init(_ points: [PricePoint] = []) {
        storage = .points(points)
    }

    /// The sample model's entries, as ``Station/catalogStation`` maps them: the `regular`
    /// fuel, a price that is no price (0, the default) absent.
    public init(_ entries: [HistoricalPrice]) {
        storage = .sample(entries)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .points(let points): points.count
        case .sample(let entries): entries.count
        }
    }

    public subscript(position: Int) -> PricePoint {
        switch storage {
        case .points(let points): points[position]
        case .sample(let entries): Self.point(entries[position])
        }
    }

    static func point(_ entry: HistoricalPrice) -> PricePoint {
        PricePoint(date: entry.date, fuel: .regular, price: FuelPrice.known(entry.price))
    }
}

extension Station {
    /// The price history in the catalog's terms, each entry made a point when it is read.
    public var priceHistory: PriceHistory { PriceHistory(historicalPrices) }
}
