import ArgumentParser
import GasPrices

/// `--fuel`, `--sort`, `--reverse` and `--filter`: which stations the list shows and in what
/// order, shared by `stations` and `render`.
struct QueryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The fuel whose price is shown and sorted by: regular (the default, or the first fuel sold when no station sells regular), midgrade, premium, e5, e10, diesel…", valueName: "fuel"))
    var fuel: String?

    @Option(help: ArgumentHelp("The order: price (cheapest first), name, city or updated (latest first). Stations without a value come last.", valueName: "order"))
    var sort = StationQuery.Sort.price

    @Flag(help: "Reverse the order (stations without a value still come last).")
    var reverse = false

    @Option(help: ArgumentHelp("Only the stations whose name, brand, city or postcode contains this text, in any case.", valueName: "text"))
    var filter: String?

    /// `query` with these options applied; its fuel stays unless `--fuel` is given.
    func applied(to query: StationQuery) -> StationQuery {
        StationQuery(sort: sort, reversed: reverse, fuel: fuel.map { FuelKind(rawValue: $0) } ?? query.fuel, filter: filter ?? "")
    }
}

extension StationQuery.Sort: ExpressibleByArgument {}
