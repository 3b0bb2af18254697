import ArgumentParser
import Foundation
import GasPrices
import GasView
import Lenient

/// `gasprices render [SOURCE…]`: prints one of the app's screens as plain text, for docs, bug
/// reports and tests. The text is the same grid the terminal shows, without escape codes.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a screen of the app as plain text, for docs, bug reports and tests.",
        discussion: """
            The screens: detail (the default: the station and the validation panel), station \
            (only the station table, so responses that show the same station print the same \
            bytes), json (the raw JSON, the selected field's input marked ▸), trace (the steps \
            of --field), compare (every response side by side), help (the keys), list (every \
            station, in the order of --sort, --reverse, --fuel and --filter). A SOURCE that \
            names a built-in response (A…F) or the label of a loaded file selects the response \
            shown; files and folders (and --responses) are loaded, and with none every \
            built-in response is: `render B` shows B among the built-ins, `render 1-escapes \
            --responses DIR` a file of DIR. --station N opens the Nth station of the list \
            instead. Dates are shown in the local time zone (set TZ to choose another); ages \
            are measured from the latest price. A source that cannot be loaded gives one \
            error line on standard error and the others still load. Exit status: 0 when the \
            screen was printed; 1 when no source could be loaded; 2 for an unknown response, \
            station, field, screen or size; 64 for a command line it cannot take (an unknown \
            option, a --station or --width that is not a number).
            """
    )

    @Argument(help: ArgumentHelp("Built-in responses (A…F) and loaded files' labels select the response shown; files and folders are loaded (with none, every built-in response).", valueName: "source"))
    var arguments: [String] = []

    @OptionGroup var sourceOptions: SourceOptions

    /// Read as text and checked in `text()`, so an unknown screen gets this command's
    /// one-line message and exit status 2, like an unknown response or field.
    @Option(name: .customLong("screen"), help: ArgumentHelp("The screen to print: detail, station, json, trace, compare, help or list.", valueName: "screen"))
    var screenName = ScreenName.detail.rawValue

    /// The largest width or height: far beyond any terminal, and small enough that a
    /// screen's cells fit in memory (2,000 × 2,000 cells is about 100 MB).
    static let maximumSide = 2000

    @Option(parsing: .unconditional, help: "The terminal's width, in columns (1–2000).")
    var width = 80

    @Option(parsing: .unconditional, help: "The terminal's height, in rows (1–2000).")
    var height = 24

    @Option(parsing: .unconditional, help: ArgumentHelp("The station to open: its row in the list (1-based), in the order of --sort, --reverse and --filter.", valueName: "n"))
    var station: Int?

    @Flag(help: "Show the price history as a chart (the app's h).")
    var chart = false

    @Option(help: ArgumentHelp("The field to select (for the json and trace screens): price, address.zip, historicalPrices[0].date.", valueName: "path"))
    var field: String?

    @OptionGroup var queryOptions: QueryOptions

    /// Standard input named twice is refused, as `stations` refuses it (until 2026-12-04 the
    /// second read found it empty and the screen was printed with exit 0).
    func validate() throws {
        try SourceOptions.refuseStandardInputTwice(arguments)
    }

    func run() throws {
        do {
            StandardStream.output.write(try text())
        } catch {
            if let message = error.message {
                StandardStream.error.write("gasprices: error: \(message)\n")
            }
            throw ExitCode(error.status)
        }
    }

    /// The screen as text: trailing spaces and trailing blank rows left out.
    private func text() throws(RenderFailure) -> String {
        guard let screen = ScreenName(rawValue: screenName) else {
            let known = ScreenName.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("no screen '\(SafeText.line(screenName))' (screens: \(known))")
        }
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw .usage("--width and --height must be from 1 to \(Self.maximumSide) (got \(width)×\(height))")
        }
        SourceDiagnostics.print(SourceDiagnostics.shadowed(arguments))
        let arguments = SourceArguments(arguments, folder: sourceOptions.folderPath)
        guard arguments.selectors.count <= 1 else {
            throw .usage("render shows one response; got \(arguments.selectors.map { "'\(SafeText.line($0))'" }.joined(separator: " and "))")
        }
        let loaded = SourceLoader.loadAll(arguments.loads, feed: sourceOptions.feedChoice)
        SourceDiagnostics.print(SourceDiagnostics.lines(sources: loaded.sources, failures: loaded.failures))
        guard !loaded.sources.isEmpty else { throw .nothingLoaded }

        var state = AppState(sources: loaded.sources, failures: loaded.failures, timeZone: .current, width: width, height: height)
        let query = queryOptions.applied(to: state.query)
        if query != state.query {
            state.query = query
            state.applyQuery()
        }
        if let label = arguments.selectors.first {
            guard state.selectResponse(labeled: label) else {
                let known = state.entries.map { SafeText.line($0.label) }.joined(separator: ", ")
                throw .usage("no response '\(SafeText.line(label))' (responses: \(known))")
            }
            // A response named is the station shown: on the list, its row is selected.
            state.screen = .detail
        }
        if let station {
            guard state.openStation(atListRow: station - 1) else {
                let count = state.listCount
                throw .usage(StationOption.outOfRange(station, count: count, in: "the list"))
            }
        }
        if chart { state.showsChart = true }
        if let field {
            guard state.selectField(named: field) else {
                // The fields of a station of many are named up to a page of the panel.
                let count = state.entry?.itemCount ?? 0
                let known = (state.entry?.items(0..<min(count, ResponseEntry.pageLines)) ?? []).map(\.pathText)
                let list = known.isEmpty ? "it has none" : "fields: " + known.joined(separator: ", ") + (count > known.count ? ", …" : "")
                throw .usage("no field '\(SafeText.line(field))' in response \(SafeText.line(state.entry?.label ?? "")) (\(list))")
            }
        }
        let grid = screen.render(state)
        var lines = grid.text.components(separatedBy: "\n")
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Why `render` printed nothing: a one-line message and an exit status.
enum RenderFailure: Error {
    /// An unknown response, station, field or size: exit 2.
    case usage(String)
    /// No source could be loaded: exit 1. Each failure has already been reported.
    case nothingLoaded

    /// The line for standard error, if one is still due.
    var message: String? {
        switch self {
        case .usage(let message): message
        case .nothingLoaded: nil
        }
    }

    var status: Int32 {
        switch self {
        case .usage: 2
        case .nothingLoaded: 1
        }
    }
}
