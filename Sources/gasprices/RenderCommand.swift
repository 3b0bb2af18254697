import ArgumentParser
import Foundation
import GasPrices
import GasView
import Lenient

/// `gasprices render <A…E>`: prints one of the app's screens as plain text, for docs, bug
/// reports and tests. The text is the same grid the terminal shows, without escape codes.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print a screen of the app as plain text, for docs, bug reports and tests.",
        discussion: """
            The screens: detail (the default: the station and the validation panel), station \
            (only the station table, so responses that show the same station print the same \
            bytes), json (the raw JSON, the selected field's input marked ▸), trace (the steps \
            of --field), compare (every response side by side), help (the keys). Dates are \
            shown in the local time zone (set TZ to choose another). Exit status: 0 when the \
            screen was printed, even for a response that is not JSON (the screen says so); 1 \
            when the --responses folder cannot be read; 2 for an unknown response, field, \
            screen or size.
            """
    )

    @Argument(help: ArgumentHelp("The response to show: A, B, C, D or E, or a file's label with --responses.", valueName: "response"))
    var label: String

    /// Read as text and checked in `text()`, so an unknown screen gets this command's
    /// one-line message and exit status 2, like an unknown response or field.
    @Option(name: .customLong("screen"), help: ArgumentHelp("The screen to print: detail, station, json, trace, compare or help.", valueName: "screen"))
    var screenName = ScreenName.detail.rawValue

    /// The largest width or height: far beyond any terminal, and small enough that a
    /// screen's cells fit in memory (2,000 × 2,000 cells is about 100 MB).
    static let maximumSide = 2000

    @Option(help: "The terminal's width, in columns (1–2000).")
    var width = 80

    @Option(help: "The terminal's height, in rows (1–2000).")
    var height = 24

    @Option(help: ArgumentHelp("The field to select (for the json and trace screens): price, address.zip, historicalPrices[0].date.", valueName: "path"))
    var field: String?

    @Option(name: .customLong("responses"),
            help: ArgumentHelp("Use this folder's *.json files (sorted by name, labelled by file name) instead of the built-in responses A…E.", valueName: "dir"))
    var folder: String?

    func run() throws {
        do {
            FileHandle.standardOutput.write(Data(try text().utf8))
        } catch {
            FileHandle.standardError.write(Data("gasprices: error: \(error.message)\n".utf8))
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
        var responses = StubResponse.builtIn
        if let folder {
            do { responses = try ResponseFolder.load(folder) } catch { throw .folder(SafeText.line(error.message)) }
        }
        var state = AppState(responses: responses, timeZone: .current, width: width, height: height)
        guard state.selectResponse(labeled: label) else {
            let known = state.entries.map { SafeText.line($0.label) }.joined(separator: ", ")
            throw .usage("no response '\(SafeText.line(label))' (responses: \(known))")
        }
        if let field {
            guard state.selectField(named: field) else {
                let known = (state.entry?.items ?? []).map(\.pathText)
                let list = known.isEmpty ? "it has none" : "fields: " + known.joined(separator: ", ")
                throw .usage("no field '\(SafeText.line(field))' in response \(SafeText.line(state.entry?.label ?? label)) (\(list))")
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
    /// An unknown response, field or size: exit 2.
    case usage(String)
    /// The --responses folder cannot be used: exit 1.
    case folder(String)

    var message: String {
        switch self {
        case .usage(let message), .folder(let message): message
        }
    }

    var status: Int32 {
        switch self {
        case .usage: 2
        case .folder: 1
        }
    }
}
