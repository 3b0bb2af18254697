import ArgumentParser
import Foundation
import GasPrices
import GasView
import Lenient

/// `gasprices stations [SOURCE…]`: the stations of every source, sorted and filtered as the
/// app's list shows them, as a table, JSON or CSV.
struct StationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stations",
        abstract: "List the stations of built-in responses, files and folders, cheapest first.",
        discussion: """
            A SOURCE is a built-in response (A to F, in any case), a JSON or NDJSON file, or a \
            folder (its *.json, *.ndjson and *.jsonl files); with none, every built-in response. \
            A file holds one station, a list of stations, a list wrapped in an object \
            ({"data":{"items":[…]}}) or one station per line. Stations are sorted by the price \
            of --fuel (regular by default, or the first fuel sold when none sells regular); \
            those without one come last. Prices are compared only within one currency and \
            unit: stations priced in several are listed in one section per currency and unit \
            (--sort and --limit apply within each), and --currency keeps one. Each document \
            is read as the feed its shape says \
            (--feed names one instead). A source that cannot be \
            loaded gives one error line on standard error and the others are still listed; \
            lines and elements inside a source that hold no station give warnings. Exit status: \
            0 when at least one source loaded; 1 when none did (nothing is printed on standard \
            output); 64 for a wrong command line (such as --limit below 1). With --format ndjson, \
            stations are written in each source's order as it is read (--sort, --reverse and --fuel \
            are refused; --filter and --currency apply, and --limit counts every line written), and the exit status is 0 when \
            every source was read to its end, 1 otherwise (after the stations before the error).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, csv, ndjson
    }

    @Argument(help: ArgumentHelp("A built-in response (A…F), a file or a folder; every built-in response when none is given.", valueName: "source"))
    var sources: [String] = []

    @OptionGroup var sourceOptions: SourceOptions

    @OptionGroup var queryOptions: QueryOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Show only the first N stations (at least 1).", valueName: "n"))
    var limit: Int?

    @Option(help: "Output format: text, json, csv, or ndjson (one station a line in the input's order, written as each source is read, in constant memory; - reads standard input).")
    var format: Format = .text

    /// The bytes each part of `--format ndjson` aims at (16 MiB), so that tests read small
    /// inputs in many parts.
    @Option(help: .hidden)
    var partSize: Int?

    /// The time ages are counted to, for reproducible output (RFC 3339).
    @Option(help: .hidden)
    var now: String?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit))") }
        if let now, Self.date(now) == nil { throw ValidationError("--now must be an RFC 3339 time (got \(SafeText.line(now)))") }
        if format == .ndjson, queryOptions.sort != nil || queryOptions.reverse {
            // Any order given, `price` too: the stations are written in the input's.
            throw ValidationError("--format ndjson writes stations in the input's order as it is read: --sort and --reverse need the whole list (use --format json)")
        }
        if format == .ndjson, queryOptions.fuel != nil {
            // Each line holds every fuel of its station; --fuel would choose nothing.
            throw ValidationError("--format ndjson writes every fuel of every station in the input's order: --fuel chooses the fuel a list is shown and sorted by, which it has not (leave --fuel out, or use --format csv for one fuel's column)")
        }
        try SourceOptions.refuseStandardInputTwice(sources)
    }

    func run() throws {
        SourceDiagnostics.print(SourceDiagnostics.shadowed(sources))
        let named = SourceOptions.distinct(sourceOptions.sources(sources))
        SourceDiagnostics.print(named.warnings)
        if format == .ndjson { return try runStream(named.kept) }
        BulkMemory.prepare()
        let loaded = SourceLoader.loadAll(named.kept, feed: sourceOptions.feedChoice, mapping: SourceArgument.mapping)
        let catalog = Catalog(sources: loaded.sources, failures: loaded.failures)
        ProcessEnd.leave(catalog)
        SourceDiagnostics.print(SourceDiagnostics.lines(sources: catalog.sources, failures: catalog.failures))
        guard !catalog.sources.isEmpty else { throw ExitCode(1) }
        SourceDiagnostics.print(SourceDiagnostics.unlistedPrices(catalog))

        let fuel = queryOptions.applied(to: StationQuery(fuel: StationsListing.defaultFuel(catalog.fuels))).fuel
        if !catalog.hasPrices, queryOptions.fuel == nil {
            SourceDiagnostics.print(["gasprices: note: no station has a price"])
        } else if !catalog.fuels.contains(fuel) {
            let fuels = catalog.fuels.map { SafeText.line($0.rawValue) }.joined(separator: ", ")
            SourceDiagnostics.print(["gasprices: note: no station sells '\(SafeText.line(fuel.rawValue))' (fuels: \(fuels.isEmpty ? "none" : fuels))"])
        }
        let listing = StationsListing(catalog: catalog, options: queryOptions, limit: limit)
        if let currency = listing.unmatchedCurrency {
            let bases = catalog.bases.map(ListFormat.basis).joined(separator: ", ")
            SourceDiagnostics.print(["gasprices: note: no station is priced in '\(SafeText.line(currency))' (prices in: \(bases))"])
        }
        var output = StandardOutput()
        defer { output.flush() }
        switch format {
        case .text:
            listing.lines(now: now.flatMap(Self.date) ?? Date()).forEach { output.line($0) }
        case .json:
            StationsJSON.write(catalog, stations: listing.indices, to: &output)
        case .csv:
            StationsCSV.write(listing, to: &output)
        case .ndjson:
            break
        }
    }

    /// An RFC 3339 time, with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions.insert(.withFractionalSeconds)
        return formatter.date(from: text)
    }
}
