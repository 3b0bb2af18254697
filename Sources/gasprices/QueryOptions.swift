import ArgumentParser
import GasPrices
import GasView

/// `--fuel`, `--sort`, `--reverse`, `--filter` and `--currency`: which stations the list
/// shows and in what order, shared by `stations` and `render`.
struct QueryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The fuel whose price is shown and sorted by: regular (the default, or the first fuel sold when no station sells regular), midgrade, premium, e5, e10, diesel…", valueName: "fuel"))
    var fuel: String?

    /// `nil` when not given (the order is by price): `--format ndjson` refuses one given.
    @Option(help: ArgumentHelp("The order: price (cheapest first, the default), name, city or updated (latest first). Stations without a value come last.", valueName: "order"))
    var sort: StationQuery.Sort?

    @Flag(help: "Reverse the order (stations without a value still come last).")
    var reverse = false

    @Option(help: ArgumentHelp("Only the stations whose name, brand, city or postcode contains this text, in any case.", valueName: "text"))
    var filter: String?

    @Option(help: ArgumentHelp("Only the stations priced in this currency (an ISO 4217 code, in any case), optionally per a unit: EUR, usd/gallon, GBP/litre.", valueName: "code"))
    var currency: String?

    func validate() throws {
        if let fuel, fuel.allSatisfy(\.isWhitespace) {
            throw ValidationError("--fuel needs a fuel's name, such as regular, diesel or e10 (got '\(SafeText.line(fuel))')")
        }
        if let currency, Self.basis(currency) == nil {
            throw ValidationError("--currency must be a currency code, optionally with /litre or /gallon (got \(SafeText.line(currency)))")
        }
    }

    /// `query` with these options applied; its order stays unless `--sort` is given, its fuel
    /// unless `--fuel` is, and its currency and unit unless `--currency` is.
    func applied(to query: StationQuery) -> StationQuery {
        var applied = StationQuery(sort: sort ?? query.sort, reversed: reverse, fuel: fuel.map { FuelKind(rawValue: $0) } ?? query.fuel, filter: filter ?? "",
                                   currency: query.currency, unit: query.unit)
        if let chosen = currency.flatMap(Self.basis) { (applied.currency, applied.unit) = chosen }
        return applied
    }

    /// The currency (in upper case) and unit of `--currency`: `EUR`, `usd/gallon`,
    /// `GBP/litre` (`liter` too); `nil` for a code that is not three ASCII letters, as ISO
    /// 4217's are (`ÉUR` was taken, and chose nothing), or another unit.
    static func basis(_ text: String) -> (currency: String, unit: PriceUnit?)? {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        // ASCII before upper-casing, which makes `ß` two letters and the dotless `ı` an `I`.
        let given = parts.first ?? ""
        guard given.utf8.count == 3, given.utf8.allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }) else { return nil }
        let code = given.uppercased()
        guard parts.count == 2 else { return (code, nil) }
        switch parts[1].lowercased() {
        case "litre", "liter": return (code, .litre)
        case "gallon": return (code, .gallon)
        default: return nil
        }
    }
}

extension StationQuery.Sort: ExpressibleByArgument {}
