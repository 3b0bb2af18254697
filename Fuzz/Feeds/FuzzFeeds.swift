import FuzzSupport
import GasPrices
import Lenient

/// Any bytes as a user's file: told apart from the six feeds' shapes and the sample's, read,
/// every station's record rebuilt, put into the catalog. A source either fails with a
/// reason or holds stations whose records can be rebuilt, and a price the catalog keeps is
/// a positive, finite number (an absent price is never 0).
enum FuzzFeeds {
    static func run(_ bytes: [UInt8]) {
        let source: LoadedSource
        do {
            source = try SourceLoader.read(SourceText(name: "fuzz.json", bytes: bytes), label: "fuzz", path: nil, feed: .auto)
        } catch {
            require(!error.message.isEmpty, "a failure without a message")
            return
        }
        for index in 0..<min(source.count, 16) {
            _ = source.station(at: index)
            _ = source.facts(at: index)
            require(source.record(at: index) != nil, "station \(index) of \(source.feed) has no record")
        }
        let catalog = Catalog(sources: [source])
        require(catalog.count == source.count, "the catalog has \(catalog.count) stations, the source \(source.count)")
        for fuel in catalog.fuels {
            for index in 0..<min(catalog.count, 64) {
                if let price = catalog.price(index, of: fuel) {
                    require(price > 0 && price.isFinite, "station \(index)'s \(fuel) price is \(price)")
                }
            }
        }
    }
}

@main enum Main {
    static func main() { Fuzz.main("fuzz-feeds", FuzzFeeds.run) }
}
