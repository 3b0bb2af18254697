import ArgumentParser
import Foundation
import GasPrices
import GasView
import Lenient
import Terminal

/// `gasprices [SOURCE…] [--responses DIR] [--no-color] [--no-mouse]`: the interactive app,
/// and what `gasprices` with no arguments runs.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Open the interactive app, on the built-in responses or files and folders of your own.",
        discussion: """
            A SOURCE is a built-in response (A to F, in any case), a JSON or NDJSON file, or a \
            folder (its *.json, *.ndjson and *.jsonl files); with none, every built-in response. \
            Sources load inside the app, which lists their stations (or shows the one station \
            of each), and says in its status line which could not be loaded. Switch between \
            responses, see what became of every field, view the raw JSON and trace a field's \
            steps; press ? in the app for every key. e opens the response shown in $VISUAL or \
            $EDITOR (a built-in one as a scratch copy, B*); files given are watched and read \
            again when they change on disk; d lists what changed. Needs a terminal: \
            without one (a pipe, a file, TERM unset or dumb) it exits with status 1 and points \
            to `gasprices render`. Colour follows the terminal; NO_COLOR or --no-color turns \
            it off. Esc acts at once unless ESCDELAY is set.
            """
    )

    @Argument(help: ArgumentHelp("A built-in response (A…F), a file or a folder; every built-in response when none is given.", valueName: "source"))
    var sources: [String] = []

    @OptionGroup var sourceOptions: SourceOptions

    @Flag(help: "Show no colour: styles become bold, underline, reverse and dim.")
    var noColor = false

    @Flag(help: "Leave the mouse to the terminal (text selection) instead of the app (clicks, the wheel).")
    var noMouse = false

    /// The app reads its keys from standard input, which cannot also be a source.
    func validate() throws {
        if sources.contains(ByteReader.standardInputPath) {
            throw ValidationError("the app reads keys from standard input, so '-' cannot be a source: save the input to a file, or use `gasprices stations -` or `gasprices validate -`")
        }
    }

    /// Opens the terminal first, then loads the sources through the app's own commands: the
    /// app shows their progress, and those that fail in its status line (also when none
    /// loads), so nothing here exits on a bad source.
    /// (A warning written here stays on the terminal's main screen, seen when the app ends.)
    func run() throws {
        SourceDiagnostics.print(SourceDiagnostics.shadowed(sources))
        AppCommand.open(sources: sourceOptions.sources(sources), feed: sourceOptions.feedChoice, noColor: noColor, mouse: !noMouse)
    }

    /// Opens the terminal and runs the app on `sources` until the user quits.
    /// - Parameter tour: start the tour of A–E once they have loaded.
    static func open(sources: [String], feed: FeedChoice, noColor: Bool, mouse: Bool, tour: Bool = false) {
        let screen: CursesScreen
        do {
            screen = try CursesScreen.open(noColor: noColor, mouse: mouse, environment: ProcessInfo.processInfo.environment)
        } catch {
            fail(error.message)
        }
        defer { screen.close() }
        var state = AppState(timeZone: .current, width: screen.width, height: screen.height, now: Date())
        state.scratchFolder = scratchFolder()
        let commands = App.start(&state, sources: sources, feed: feed, tour: tour)
        AppLoop.run(&state, on: screen, commands: commands)
    }

    /// Where this run writes scratch copies of built-in responses: a folder of its own
    /// under the temporary folder (`TMPDIR`), kept after the app ends so no edit is lost.
    static func scratchFolder() -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("gasprices-\(getuid())-\(getpid())")
    }

    /// Prints one line to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        StandardStream.error.write("gasprices: error: \(message)\n")
        Foundation.exit(1)
    }
}

/// `gasprices tour`: the app on A–E, stepping through what changed in each response's JSON
/// and which rule handled it.
struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Step through the sample's responses A–E: what changed in the JSON, and which rule handled it.",
        discussion: """
            Opens the app on A to E with the tour on: each step shows one response with one \
            field selected in the validation panel and highlighted in the raw JSON, and a line \
            saying what the JSON holds there against A and what became of it. space goes on, \
            b goes back, t or Esc ends the tour (the app stays open; t starts it again). The \
            steps are made from the records, so they follow the rules as they are.
            """
    )

    @Flag(help: "Show no colour: styles become bold, underline, reverse and dim.")
    var noColor = false

    @Flag(help: "Leave the mouse to the terminal (text selection) instead of the app (clicks, the wheel).")
    var noMouse = false

    func run() throws {
        AppCommand.open(sources: Tour.labels, feed: .auto, noColor: noColor, mouse: !noMouse, tour: true)
    }
}
