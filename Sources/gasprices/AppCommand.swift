import ArgumentParser
import Foundation
import GasPrices
import GasView
import Terminal

/// `gasprices [--responses DIR] [--no-color]`: the interactive app, and what `gasprices`
/// with no arguments runs.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Open the interactive app, on the built-in responses or a folder of your own.",
        discussion: """
            Switch between responses, see what became of every field, view the raw JSON and \
            trace a field's steps; press ? in the app for every key. Needs a terminal: \
            without one (a pipe, a file, TERM unset or dumb) it exits with status 1 and points \
            to `gasprices render`. Colour follows the terminal; NO_COLOR or --no-color turns \
            it off. Esc acts at once unless ESCDELAY is set.
            """
    )

    @Option(name: .customLong("responses"),
            help: ArgumentHelp("Use this folder's *.json files (sorted by name, labelled by file name) instead of the built-in responses A…E.", valueName: "dir"))
    var folder: String?

    @Flag(help: "Show no colour: styles become bold, underline, reverse and dim.")
    var noColor = false

    func run() throws {
        let responses: [StubResponse]
        if let folder {
            do {
                responses = try ResponseFolder.load(folder)
            } catch {
                fail(SafeText.line(error.message))
            }
        } else {
            responses = StubResponse.builtIn
        }

        let screen: CursesScreen
        do {
            screen = try CursesScreen.open(noColor: noColor, environment: ProcessInfo.processInfo.environment)
        } catch {
            fail(error.message)
        }
        defer { screen.close() }
        var state = AppState(responses: responses, timeZone: .current, width: screen.width, height: screen.height)
        AppLoop.run(&state, on: screen)
    }

    /// Prints one line to standard error and exits with status 1.
    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("gasprices: error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
