import ArgumentParser
import GasView

/// `gasprices`: compare gas prices and see how their JSON was validated.
@main
struct GasPricesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gasprices",
        abstract: "Compare gas prices, and see field by field how their JSON was validated.",
        subcommands: [AppCommand.self, TourCommand.self, StationsCommand.self, ValidateCommand.self, RenderCommand.self],
        defaultSubcommand: AppCommand.self
    )

    /// Runs the command the arguments name, with standard output's C buffer checked at exit.
    static func main() {
        StandardStream.occupyClosedDescriptors()
        StandardStream.checkBufferedOutputAtExit()
        if let dashed = DashedFileName.first(in: Array(CommandLine.arguments.dropFirst())) {
            exit(withError: ValidationError(DashedFileName.message(SafeText.line(dashed.name), kind: dashed.kind)))
        }
        main(nil)
    }
}
